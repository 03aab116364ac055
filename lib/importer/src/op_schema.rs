//! PyTorch-style op schemas (`sum(Tensor self, int[]? dim=None, bool
//! keepdim=False)`): parsed from the registry's strings, used to bind a
//! call's positional and keyword arguments, and printed in docs/ops.md.

/// The kind of a schema parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamType {
    /// A tensor value.
    Tensor,
    /// A tensor or a Python number, as an SSA value.
    Scalar,
    /// A compile-time int.
    Int,
    /// A compile-time int or list of ints.
    IntList,
    /// The remaining positional ints (`x.view(2, 3)`), or one list.
    VarInts,
    /// Like `VarInts`, but each may be an int value known only once shapes
    /// are refined (`x.view(x.size(0), -1)`); PyTorch's `SymInt`.
    VarSymInts,
    /// Like `IntList`, with `SymInt` entries.
    SymIntList,
    /// A compile-time int, or an int value that becomes one once calls
    /// are inlined (`topk(x, k)` in a helper called with a literal).
    SymInt,
    /// A compile-time number.
    Float,
    /// A compile-time number, or an int value known once shapes are
    /// refined (`torch.arange(x.size(0))`).
    FloatOrSymInt,
    /// A compile-time number, or a Python number known only at run time
    /// (`torch.full((2, 3), v)`).
    FloatOrScalar,
    /// A number literal, or a number or tensor value (`clamp` bounds).
    FloatOrTensor,
    Bool,
    Str,
    /// A dtype (`torch.float32`).
    Dtype,
    /// A compile-time int, list of ints, or string (`padding='same'`).
    IntListOrStr,
    /// A list display of tensors (`[a, b]`).
    TensorList,
    /// `Tensor[]` that may also be spelled as the remaining positional
    /// arguments (`torch.einsum(eq, a, b)`).
    VarTensors,
    /// A literal (nested list of numbers), kept as an expression.
    Data,
}

/// A parameter's default.
#[derive(Clone, Debug, PartialEq)]
pub enum Default {
    None,
    Int(i64),
    Float(f64),
    Bool(bool),
    Str(String),
}

/// One parameter.
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    pub name: String,
    pub ty: ParamType,
    pub optional: bool,
    pub default: Option<Default>,
    pub keyword_only: bool,
}

/// A parsed schema.
#[derive(Clone, Debug, PartialEq)]
pub struct Schema {
    pub name: String,
    pub params: Vec<Param>,
}

fn parse_default(text: &str) -> Default {
    match text {
        "None" => Default::None,
        "True" => Default::Bool(true),
        "False" => Default::Bool(false),
        t if t.starts_with('\'') || t.starts_with('"') => {
            Default::Str(t[1..t.len() - 1].to_string())
        }
        t => t
            .parse::<i64>()
            .map(Default::Int)
            .unwrap_or_else(|_| Default::Float(t.parse().unwrap_or(f64::NAN))),
    }
}

/// Parses a registry schema. The strings are static data checked by this
/// crate's tests, so a malformed one is a programming error.
pub fn parse(schema: &str) -> Schema {
    let (name, rest) = schema.split_once('(').expect("schema has a parameter list");
    let body = rest.strip_suffix(')').expect("schema ends with ')'");
    let mut params = Vec::new();
    let mut keyword_only = false;
    for part in body.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        if part == "*" {
            keyword_only = true;
            continue;
        }
        let (decl, default) = match part.split_once('=') {
            Some((d, v)) => (d.trim(), Some(parse_default(v.trim()))),
            None => (part, None),
        };
        let (ty, pname) = decl
            .rsplit_once(' ')
            .expect("parameter has a type and a name");
        let optional = ty.ends_with('?');
        let ty = match ty.trim_end_matches('?') {
            "Tensor" => ParamType::Tensor,
            "Scalar" => ParamType::Scalar,
            "int" => ParamType::Int,
            "int[]" => ParamType::IntList,
            "int..." => ParamType::VarInts,
            "SymInt..." => ParamType::VarSymInts,
            "SymInt[]" => ParamType::SymIntList,
            "SymInt" => ParamType::SymInt,
            "float" => ParamType::Float,
            "float|SymInt" => ParamType::FloatOrSymInt,
            "float|Scalar" => ParamType::FloatOrScalar,
            "float|Tensor" => ParamType::FloatOrTensor,
            "bool" => ParamType::Bool,
            "str" => ParamType::Str,
            "ScalarType" => ParamType::Dtype,
            "int[]|str" => ParamType::IntListOrStr,
            "Tensor[]" => ParamType::TensorList,
            "Tensor..." => ParamType::VarTensors,
            "Data" => ParamType::Data,
            other => panic!("unknown schema type `{other}` in `{schema}`"),
        };
        params.push(Param {
            name: pname.to_string(),
            ty,
            optional,
            default,
            keyword_only,
        });
    }
    Schema {
        name: name.to_string(),
        params,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_types_defaults_and_keyword_only() {
        let s = parse(
            "sum(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None)",
        );
        assert_eq!(s.name, "sum");
        assert_eq!(s.params.len(), 4);
        assert_eq!(s.params[1].ty, ParamType::IntList);
        assert!(s.params[1].optional);
        assert_eq!(s.params[2].default, Some(Default::Bool(false)));
        assert!(s.params[3].keyword_only);
        let g = parse("gelu(Tensor self, *, str approximate='none')");
        assert_eq!(g.params[1].default, Some(Default::Str("none".into())));
        let l = parse("leaky_relu(Tensor self, float negative_slope=0.01)");
        assert_eq!(l.params[1].default, Some(Default::Float(0.01)));
    }
}
