//! Composite torch ops written in TorchScript (`decompositions.py`), as
//! torch-mlir's and `torch._decomp`'s decompositions are written in Python:
//! each is an ordinary script function in terms of ops the registry lowers,
//! inlined at the call. Its spans are shifted into a range reserved for
//! that call (`SITE_BASE`), past any source file, so each node keeps a
//! position of its own (what is keyed by position, a list whose values are
//! learned, stays per call) while locations and errors map back to the call
//! (`ModuleImporter::user_span`). The registry (`op_registry.rs`) is
//! consulted first; these cover what it does not.

use crate::{
    function_emitter::{Emit, Emitted, FunctionEmitter, Typed},
    op_registry::TorchCall,
    script_type::ScriptType,
};
use std::{rc::Rc, sync::OnceLock};
use ts_frontend::ast::{Expr, ExprKind, FunctionDef, Keyword, Param, StmtKind};

/// Where the span ranges of inlined decompositions start: site `i` holds
/// `SITE_BASE + i * SITE_SIZE + offset in decompositions.py`.
const SITE_BASE: usize = 1 << 48;
const SITE_SIZE: usize = 1 << 24;

/// The decomposition site a span belongs to, if any.
pub(crate) fn site_of(span: ts_frontend::Span) -> Option<usize> {
    span.start
        .checked_sub(SITE_BASE)
        .map(|offset| offset / SITE_SIZE)
}

/// The TorchScript source of the decompositions.
const SOURCE: &str = include_str!("decompositions.py");

/// One decomposed op.
pub struct Decomposition {
    /// Every spelling (`torch.square`, `Tensor.square`).
    pub names: Vec<String>,
    pub def: FunctionDef,
    /// `square(input: Tensor) -> Tensor`, for the docs.
    pub signature: String,
    /// For a varargs op, the signature taking the tensors packed
    /// (`block_diag(*tensors: Tensor) -> Tensor`).
    pub packed_signature: Option<String>,
    /// The docstring: what it computes.
    pub notes: String,
    /// `@op(..., varargs=True)`: the op takes `*tensors` (or one list, as
    /// TorchScript's schema matching allows), which the function's one
    /// parameter receives as a list.
    pub varargs: bool,
}

/// The decompositions, parsed once; a file that does not parse or a
/// function without `@op(...)` is a bug caught by the tests.
/// A decomposition as the file holds it: its spellings, read from its
/// `@op(...)` line, and its text (that line to the next one), parsed only
/// when a call first needs it (parsing the whole file takes longer than
/// compiling a small program).
struct Entry {
    names: Vec<String>,
    start: usize,
    end: usize,
    parsed: OnceLock<Decomposition>,
}

fn entries() -> &'static [Entry] {
    static ENTRIES: OnceLock<Vec<Entry>> = OnceLock::new();
    ENTRIES.get_or_init(|| {
        // Each function follows its one-line `@op(...)` decorator.
        let mut starts = Vec::new();
        let mut offset = 0;
        for line in SOURCE.split_inclusive('\n') {
            if line.starts_with("@op(") {
                starts.push(offset);
            }
            offset += line.len();
        }
        let ends = starts.iter().skip(1).copied().chain([SOURCE.len()]);
        starts
            .iter()
            .zip(ends)
            .map(|(&start, end)| {
                let decorator = SOURCE[start..].lines().next().unwrap_or_default();
                // The quoted spellings (keywords such as `varargs=True`
                // are not quoted).
                let names = decorator
                    .split('"')
                    .skip(1)
                    .step_by(2)
                    .map(str::to_string)
                    .collect();
                Entry {
                    names,
                    start,
                    end,
                    parsed: OnceLock::new(),
                }
            })
            .collect()
    })
}

impl Entry {
    fn decomposition(&self) -> &Decomposition {
        self.parsed.get_or_init(|| {
            let text = &SOURCE[self.start..self.end];
            let file = ts_frontend::SourceFile::new("decompositions.py", text);
            let module = ts_frontend::parse_file(&file).expect("decompositions.py parses");
            let def = module
                .items
                .iter()
                .find_map(|s| match &s.kind {
                    StmtKind::FunctionDef(def) => Some(def),
                    _ => None,
                })
                .expect("a function follows each @op line")
                // Offsets into the whole file, as its own.
                .shifted(self.start);
            let header = text
                .lines()
                .find(|l| l.starts_with("def "))
                .unwrap_or_default();
            let signature = header
                .trim_start_matches("def ")
                .trim_end_matches(':')
                .to_string();
            let varargs = takes_varargs(&def);
            // The arguments packed, as TorchScript's varargs rule also
            // allows.
            let packed_signature = varargs.then(|| {
                signature
                    .replace(": List[Tensor]", ": Tensor")
                    .replace('(', "(*")
            });
            Decomposition {
                names: self.names.clone(),
                notes: docstring(&def),
                def,
                signature,
                packed_signature,
                varargs,
            }
        })
    }
}

/// Every decomposition, parsed (for the docs).
pub fn all() -> Vec<&'static Decomposition> {
    entries().iter().map(Entry::decomposition).collect()
}

/// Every spelling a decomposition serves, without parsing any.
pub fn names() -> impl Iterator<Item = &'static str> {
    entries()
        .iter()
        .flat_map(|e| e.names.iter().map(String::as_str))
}

/// The spellings `@op(...)` names, as parsed (what `Entry::names` reads
/// from the text).
#[cfg(test)]
fn spellings(def: &FunctionDef) -> Vec<String> {
    def.decorators
        .iter()
        .filter_map(|d| match &d.kind {
            ExprKind::Call { func, args, .. } if func.dotted_name().as_deref() == Some("op") => {
                Some(args.iter().filter_map(|a| match &a.kind {
                    ExprKind::Str(s) => Some(s.clone()),
                    _ => None,
                }))
            }
            _ => None,
        })
        .flatten()
        .collect()
}

/// Whether `@op(...)` says `varargs=True`.
fn takes_varargs(def: &FunctionDef) -> bool {
    def.decorators.iter().any(|d| match &d.kind {
        ExprKind::Call { func, keywords, .. } if func.dotted_name().as_deref() == Some("op") => {
            keywords.iter().any(|k| {
                k.name.as_ref().is_some_and(|(n, _)| n == "varargs")
                    && matches!(k.value.kind, ExprKind::Bool(true))
            })
        }
        _ => false,
    })
}

fn docstring(def: &FunctionDef) -> String {
    match def.body.first().map(|s| &s.kind) {
        Some(StmtKind::Expr(Expr {
            kind: ExprKind::Str(s),
            ..
        })) => s.split_whitespace().collect::<Vec<_>>().join(" "),
        _ => String::new(),
    }
}

/// Arguments in the forms PyTorch's schemas accept and a script
/// function's annotations do not: an int for a `float` (a literal, or,
/// with `scalars`, a value converted with `float()`), an int or a
/// tuple for a `List[int]` (`int[1]` in a schema), a tuple for another
/// list (`Tensor?[] indices`), and a number for a
/// `Tensor` (an op's `Scalar other` overload: `torch.copysign(x, -1.0)`)
/// as `torch.tensor(number)`.
fn coerce_literals(def: &FunctionDef, args: &mut [Expr], keywords: &mut [Keyword], scalars: bool) {
    let coerce = |p: &Param, e: &mut Expr| {
        let Some(a) = &p.annotation else { return };
        let annotation = match &a.kind {
            ExprKind::Subscript { value, index }
                if value.dotted_name().as_deref() == Some("Optional") =>
            {
                index
            }
            _ => a,
        };
        let is_int_list = matches!(&annotation.kind, ExprKind::Subscript { value, index }
            if value.dotted_name().as_deref() == Some("List")
                && index.dotted_name().as_deref() == Some("int"));
        let is_list = matches!(&annotation.kind, ExprKind::Subscript { value, .. }
            if value.dotted_name().as_deref() == Some("List"));
        // An int literal, negated too (`dim=-1`).
        let int = crate::op_binding::literal_int(e);
        let kind = std::mem::replace(&mut e.kind, ExprKind::None);
        let is_float = annotation.dotted_name().as_deref() == Some("float");
        // (Not an `Optional[float]`, which may be given None.)
        let plain_float = scalars && a.dotted_name().as_deref() == Some("float");
        e.kind = match kind {
            _ if int.is_some() && is_float => ExprKind::Float(int.expect("checked") as f64),
            // An int value for a `float` (PyTorch's schemas take it, as a
            // Scalar or converted): `float(k)`.
            value if plain_float && !matches!(value, ExprKind::Float(_)) => ExprKind::Call {
                func: Box::new(Expr::new(ExprKind::Name("float".into()), e.span)),
                args: vec![Expr::new(value, e.span)],
                keywords: Vec::new(),
            },
            int_literal if int.is_some() && is_int_list => {
                ExprKind::List(vec![Expr::new(int_literal, e.span)])
            }
            ExprKind::Tuple(items) if is_int_list || is_list => ExprKind::List(items),
            number
                if annotation.dotted_name().as_deref() == Some("Tensor")
                    && is_number_literal(&number) =>
            {
                let func = Expr::new(
                    ExprKind::Attribute {
                        value: Box::new(Expr::new(ExprKind::Name("torch".into()), e.span)),
                        attr: "tensor".into(),
                        attr_span: e.span,
                    },
                    e.span,
                );
                ExprKind::Call {
                    func: Box::new(func),
                    args: vec![Expr::new(number, e.span)],
                    keywords: Vec::new(),
                }
            }
            other => other,
        };
    };
    for (p, e) in def.params.iter().zip(args.iter_mut()) {
        coerce(p, e);
    }
    for k in keywords {
        if let Some(p) = k
            .name
            .as_ref()
            .and_then(|(n, _)| def.params.iter().find(|p| &p.name == n))
        {
            coerce(p, &mut k.value);
        }
    }
}

/// `2`, `-1.5`: a number written as a literal.
fn is_number_literal(e: &ExprKind) -> bool {
    match e {
        ExprKind::Int(_) | ExprKind::Float(_) => true,
        ExprKind::Unary {
            op: ts_frontend::ast::UnaryOp::Neg,
            operand,
        } => is_number_literal(&operand.kind),
        _ => false,
    }
}

/// The decomposition of a spelling.
pub fn lookup(name: &str) -> Option<&'static Decomposition> {
    entries()
        .iter()
        .find(|e| e.names.iter().any(|n| n == name))
        .map(Entry::decomposition)
}

impl<'c, 'b> FunctionEmitter<'c, 'b, '_, '_> {
    /// `call` by inlining decomposition `d`: the receiver of a method call
    /// is its first argument.
    pub(crate) fn decomposed_call(
        &mut self,
        d: &'static Decomposition,
        call: TorchCall<'_, 'c, 'b>,
    ) -> Emit<Emitted<'c, 'b>> {
        let site = self.importer.add_decomposition_site(call.span);
        let def = Rc::new(d.def.shifted(SITE_BASE + site * SITE_SIZE));
        // Kept for the importer's life: body checks are cached by address.
        self.importer.keep_decomposition(def.clone());
        let mut args = call.args.to_vec();
        let mut keywords = call.keywords.to_vec();
        let receiver = call.receiver.map(|r| {
            let name = format!("$receiver{}", self.next_loop_id);
            self.next_loop_id += 1;
            self.env.insert(name.clone(), Emitted::One(r));
            args.insert(0, Expr::new(ExprKind::Name(name.clone()), call.span));
            name
        });
        // `torch.block_diag(a, b)`: the tensors as one list, as TorchScript
        // packs the arguments for a schema's last list parameter; one
        // argument that is a list (`torch.block_diag(ts)`, `ts[1:]`) is
        // that list itself. The one argument is emitted once, to see its
        // type, and passed by a hidden name.
        let mut single = None;
        if d.varargs && args.len() == 1 && receiver.is_none() {
            let v = self.emit_any(&args[0])?;
            let is_list = matches!(
                &v,
                Emitted::One(Typed {
                    ty: ScriptType::List(_),
                    ..
                }) | Emitted::Struct(crate::script_type::TENSOR_LIST, _)
            );
            let name = format!("$varargs{}", self.next_loop_id);
            self.next_loop_id += 1;
            self.env.insert(name.clone(), v);
            args[0] = Expr::new(ExprKind::Name(name.clone()), args[0].span);
            single = Some((name, is_list));
        }
        if d.varargs && !matches!(single, Some((_, true))) {
            args = vec![Expr::new(ExprKind::List(args), call.span)];
        }
        // `torch.nn.functional`'s are Python functions, whose `float`
        // parameters TorchScript gives no int value; ATen's take Scalars.
        let scalars = !call.name.starts_with("torch.nn.functional.");
        coerce_literals(&def, &mut args, &mut keywords, scalars);
        let qualified = call.name.to_string();
        let result = self.inline_shifted_copy(&qualified, &def, &args, &keywords, call.span);
        for name in receiver.into_iter().chain(single.map(|(n, _)| n)) {
            self.env.remove(&name);
        }
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_decomposition_has_names_and_a_docstring() {
        assert!(all().len() > 10);
        for d in all() {
            assert!(!d.names.is_empty(), "{} has no @op names", d.def.name);
            assert!(!d.notes.is_empty(), "{} has no docstring", d.def.name);
            for n in &d.names {
                assert!(
                    crate::op_registry::lookup(n).is_none(),
                    "{n} is in the registry too"
                );
            }
            assert_eq!(d.names, spellings(&d.def), "{}'s spellings", d.def.name);
        }
    }

    #[test]
    fn a_parsed_decomposition_keeps_its_offsets_in_the_file() {
        let d = lookup("torch.dist").expect("torch.dist is decomposed");
        assert!(SOURCE[d.def.name_span.start..].starts_with("dist("));
    }
}
