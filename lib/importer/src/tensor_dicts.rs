//! `Dict[str, Tensor]` values with keys known at compile time.
//!
//! Like `List[Tensor]` (`tensor_lists.rs`), such a dict is an aggregate of
//! tensor SSA values, so each keeps its refined shape: a struct whose name
//! carries the keys in insertion order (`Dict[str, Tensor]` followed by
//! each key after a 0x1F separator, which a key may not contain) while the
//! keys are known at compile time (literals, or the keys an unrolled loop
//! over another such dict visits); a missing one is a located error. A key
//! only known at run time, or a key set that differs between branches or
//! loop iterations, makes it a runtime dict (as `tensor_lists.rs` does for
//! lengths), whose tensors are boxed and share one dtype and shape.

use crate::{
    function_emitter::{Emit, Emitted, FunctionEmitter, Typed},
    script_type::{intern, intern_type, list_of, ScriptType, ValueType, TENSOR_DICT},
};
use melior::ir::operation::{OperationLike, OperationResult};
use ts_frontend::{
    ast::{Expr, ExprKind, Keyword},
    Diagnostic, Span,
};

const SEPARATOR: char = '\u{1f}';

/// The struct name of a dict with `keys`.
fn dict_name(keys: &[String]) -> &'static str {
    let mut name = TENSOR_DICT.to_string();
    for k in keys {
        name.push(SEPARATOR);
        name.push_str(k);
    }
    intern(&name)
}

/// The keys of a `Dict[str, Tensor]` struct name, in insertion order.
pub fn dict_keys(name: &str) -> Option<Vec<String>> {
    let rest = name.strip_prefix(TENSOR_DICT)?;
    Some(rest.split(SEPARATOR).skip(1).map(String::from).collect())
}

/// The type of a `Dict[str, Tensor]` with `keys`.
pub(crate) fn tensor_dict_type(keys: &[String]) -> ValueType {
    ValueType::Struct(
        dict_name(keys),
        vec![ValueType::One(ScriptType::Tensor); keys.len()],
    )
}

/// A `Dict[str, Tensor]` value.
pub(crate) fn tensor_dict<'c, 'b>(
    keys: &[String],
    values: Vec<Emitted<'c, 'b>>,
) -> Emitted<'c, 'b> {
    Emitted::Struct(dict_name(keys), values)
}

/// The type of a `Dict[str, Tensor]` whose keys are only known at run time.
pub(crate) fn runtime_tensor_dict_type() -> ValueType {
    ValueType::One(ScriptType::Dict(
        intern_type(ValueType::One(ScriptType::Str)),
        intern_type(ValueType::One(ScriptType::Tensor)),
    ))
}

/// Whether `t` is a `Dict[str, Tensor]` type, with static or run-time keys.
pub(crate) fn is_tensor_dict_type(t: &ValueType) -> bool {
    matches!(t, ValueType::Struct(name, _) if name.starts_with(TENSOR_DICT))
        || *t == runtime_tensor_dict_type()
}

/// A dict key: a string known at compile time, or a value.
enum Key<'c, 'b> {
    Known(String),
    Runtime(Typed<'c, 'b>),
}

/// Whether `v` is a `Dict[str, Tensor]` value.
pub(crate) fn is_tensor_dict(v: &Emitted) -> bool {
    matches!(v, Emitted::Struct(name, _) if name.starts_with(TENSOR_DICT))
}

/// The keys and values of `v`, when it is a `Dict[str, Tensor]`.
pub(crate) fn dict_entries<'c, 'b>(
    v: &Emitted<'c, 'b>,
) -> Option<(Vec<String>, Vec<Emitted<'c, 'b>>)> {
    match v {
        Emitted::Struct(name, values) => Some((dict_keys(name)?, values.clone())),
        _ => None,
    }
}

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// A key expression: a compile-time string (a literal, or a value
    /// defined by a `ts.str_constant`, an unrolled loop's key), or else
    /// the key's value.
    fn key_of(&mut self, e: &Expr) -> Emit<Key<'c, 'b>> {
        if let ExprKind::Str(s) = &e.kind {
            if s.contains(SEPARATOR) {
                return Err(Diagnostic::error(
                    "a key of a Dict[str, Tensor] may not contain the character U+001F",
                    e.span,
                ));
            }
            return Ok(Key::Known(s.clone()));
        }
        let v = self.emit_expr(e)?;
        let known = OperationResult::try_from(v.value)
            .ok()
            .filter(|r| r.owner().name().as_string_ref().as_str() == Ok("ts.str_constant"))
            .and_then(|r| r.owner().attribute("value").ok())
            .and_then(ts_dialect::string_attr_value)
            .filter(|k| !k.contains(SEPARATOR));
        Ok(match known {
            Some(k) => Key::Known(k),
            None => Key::Runtime(v),
        })
    }

    /// `d` as a runtime dict, when it is a `Dict[str, Tensor]` with keys
    /// known at compile time (a new dict with its entries); anything else
    /// as it is.
    pub(crate) fn runtime_tensor_dict(
        &mut self,
        d: &Emitted<'c, 'b>,
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        let Some((keys, values)) = dict_entries(d) else {
            return Ok(d.clone());
        };
        let mut entries = Vec::new();
        for (k, v) in keys.iter().zip(values) {
            entries.push((self.str_literal(k, span)?, v.one(span)?));
        }
        self.runtime_dict(ScriptType::Str, entries, span)
    }

    /// A new runtime dict of tensors with `key`s, holding `entries`.
    pub(crate) fn runtime_dict(
        &mut self,
        key: ScriptType,
        entries: Vec<(Typed<'c, 'b>, Typed<'c, 'b>)>,
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        let ty = ScriptType::Dict(
            intern_type(ValueType::One(key)),
            intern_type(ValueType::One(ScriptType::Tensor)),
        );
        let d = self.container_op("ts.dict_new", &[], ty, span)?;
        for (k, v) in entries {
            self.dict_store(d, k, v, span)?;
        }
        Ok(Emitted::One(d))
    }

    /// The variable `name` (a `Dict[str, Tensor]`) made a runtime dict.
    fn make_runtime(&mut self, name: &str, span: Span) -> Emit<Typed<'c, 'b>> {
        let d = self.env[name].clone();
        let d = self.runtime_tensor_dict(&d, span)?;
        self.env.insert(name.to_string(), d.clone());
        d.one(span)
    }

    /// `{"a": x, ...}` with tensor values, already emitted as `emitted`.
    pub(crate) fn tensor_dict_display(
        &mut self,
        pairs: &[(Expr, Expr)],
        emitted: Vec<Typed<'c, 'b>>,
    ) -> Emit<Emitted<'c, 'b>> {
        let (mut keys, mut values) = (Vec::new(), Vec::new());
        let mut entries = Vec::new();
        for ((k, e), value) in pairs.iter().zip(emitted) {
            let key = self.key_of(k)?;
            if value.ty != ScriptType::Tensor {
                return Err(Diagnostic::error(
                    format!(
                        "a Dict[str, Tensor] cannot hold a value of type {}",
                        value.ty
                    ),
                    e.span,
                ));
            }
            entries.push((key, value));
        }
        // A key only known at run time (or not a string): a runtime dict.
        if entries.iter().any(|(k, _)| matches!(k, Key::Runtime(_))) {
            let mut typed = Vec::new();
            for ((k, value), (ke, _)) in entries.into_iter().zip(pairs) {
                let k = match k {
                    Key::Known(text) => self.str_literal(&text, ke.span)?,
                    Key::Runtime(v) => v,
                };
                typed.push((k, value));
            }
            let span = pairs[0].0.span;
            let key = typed[0].0.ty;
            return self.runtime_dict(key, typed, span);
        }
        for (key, value) in entries {
            let Key::Known(key) = key else { continue };
            match keys.iter().position(|x| *x == key) {
                Some(i) => values[i] = Emitted::One(value),
                None => {
                    keys.push(key);
                    values.push(Emitted::One(value));
                }
            }
        }
        Ok(tensor_dict(&keys, values))
    }

    /// `d["key"]`.
    pub(crate) fn tensor_dict_get(
        &mut self,
        d: &Emitted<'c, 'b>,
        index: &Expr,
    ) -> Emit<Emitted<'c, 'b>> {
        let (keys, values) = dict_entries(d).expect("a dict");
        match self.key_of(index)? {
            Key::Known(key) => Ok(values[key_index(&keys, &key, index.span)?].clone()),
            Key::Runtime(k) => {
                let d = self.runtime_tensor_dict(d, index.span)?.one(index.span)?;
                let t = self.ty(ScriptType::Tensor, index.span)?;
                let value = self.emit_op("ts.dict_get", &[d.value, k.value], t, &[], index.span)?;
                Ok(Emitted::One(Typed {
                    value,
                    ty: ScriptType::Tensor,
                }))
            }
        }
    }

    /// `d["key"] = v` on the variable `name`.
    pub(crate) fn tensor_dict_store(
        &mut self,
        name: &str,
        index: &Expr,
        v: Emitted<'c, 'b>,
        span: Span,
    ) -> Emit<()> {
        let (mut keys, mut values) = dict_entries(&self.env[name]).expect("a dict");
        let key = match self.key_of(index)? {
            Key::Known(key) => key,
            Key::Runtime(k) => {
                let d = self.make_runtime(name, span)?;
                let v = v.one(span)?;
                return self.dict_store(d, k, v, span);
            }
        };
        let v = match v {
            Emitted::One(t) if t.ty == ScriptType::Tensor => Emitted::One(t),
            other => {
                return Err(Diagnostic::error(
                    format!(
                        "a Dict[str, Tensor] cannot hold a value of type {}",
                        other.value_type()
                    ),
                    span,
                ))
            }
        };
        match keys.iter().position(|k| *k == key) {
            Some(i) => values[i] = v,
            None => {
                keys.push(key);
                values.push(v);
            }
        }
        self.env
            .insert(name.to_string(), tensor_dict(&keys, values));
        Ok(())
    }

    /// `"key" in d` (or `not in`, with `negate`): known at compile time.
    pub(crate) fn tensor_dict_contains(
        &mut self,
        d: &Emitted<'c, 'b>,
        key: &Expr,
        negate: bool,
        span: Span,
    ) -> Emit<Typed<'c, 'b>> {
        let (keys, _) = dict_entries(d).expect("a dict");
        let key = match self.key_of(key)? {
            Key::Known(key) => key,
            Key::Runtime(k) => {
                let d = self.runtime_tensor_dict(d, span)?.one(span)?;
                let found = self.contains(k, d, span)?;
                if !negate {
                    return Ok(found);
                }
                return self.negate(found, span);
            }
        };
        let found = keys.contains(&key) != negate;
        let b = self.known_bool(found, span)?;
        Ok(b)
    }

    /// The keys as a runtime `List[str]`.
    fn key_list(&mut self, keys: &[String], span: Span) -> Emit<Typed<'c, 'b>> {
        let mut operands = Vec::new();
        for k in keys {
            operands.push(self.str_literal(k, span)?.value);
        }
        self.container_op(
            "ts.list_new",
            &operands,
            list_of(ValueType::One(ScriptType::Str)),
            span,
        )
    }

    /// What a `for` over `d` or `d.items()` visits: the keys, or
    /// `(key, value)` tuples.
    pub(crate) fn tensor_dict_iteration(
        &mut self,
        d: &Emitted<'c, 'b>,
        with_values: bool,
        span: Span,
    ) -> Emit<Vec<Emitted<'c, 'b>>> {
        let (keys, values) = dict_entries(d).expect("a dict");
        let mut out = Vec::new();
        for (k, v) in keys.iter().zip(values) {
            let k = Emitted::One(self.str_literal(k, span)?);
            out.push(if with_values {
                Emitted::Tuple(vec![k, v])
            } else {
                k
            });
        }
        Ok(out)
    }

    /// Removes entry `i` of the `Dict[str, Tensor]` variable `name` (whose
    /// entries are `keys` and `values`): its key and value.
    fn take_entry(
        &mut self,
        name: &str,
        mut keys: Vec<String>,
        mut values: Vec<Emitted<'c, 'b>>,
        i: usize,
    ) -> (String, Emitted<'c, 'b>) {
        let k = keys.remove(i);
        let v = values.remove(i);
        self.env
            .insert(name.to_string(), tensor_dict(&keys, values));
        (k, v)
    }

    /// A method of the `Dict[str, Tensor]` variable `name`.
    pub(crate) fn tensor_dict_method(
        &mut self,
        name: &str,
        method: &str,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        if let Some(k) = keywords.first() {
            return Err(Diagnostic::error(
                format!("{method}() takes no keyword arguments"),
                k.span,
            ));
        }
        let (keys, values) = dict_entries(&self.env[name]).expect("a dict");
        let arity = |n: usize| -> Emit<()> {
            if args.len() == n {
                Ok(())
            } else {
                Err(Diagnostic::error(
                    format!("{method}() takes {n} argument(s), {} given", args.len()),
                    span,
                ))
            }
        };
        match method {
            "keys" => {
                arity(0)?;
                Ok(Emitted::One(self.key_list(&keys, span)?))
            }
            "values" => {
                arity(0)?;
                Ok(crate::tensor_lists::tensor_list(values))
            }
            "pop" => {
                arity(1)?;
                let i = match self.key_of(&args[0])? {
                    Key::Known(key) => key_index(&keys, &key, args[0].span)?,
                    Key::Runtime(_) => {
                        return Err(Diagnostic::error(
                            "pop() of a Dict[str, Tensor] with a key only known at run time is not supported yet",
                            args[0].span,
                        ))
                    }
                };
                Ok(self.take_entry(name, keys, values, i).1)
            }
            // The first entry: the keys are known, so is which it is.
            "popitem" => {
                arity(0)?;
                if keys.is_empty() {
                    return Err(Diagnostic::error(
                        "RuntimeError: popitem(): dictionary is empty",
                        span,
                    ));
                }
                let (k, v) = self.take_entry(name, keys, values, 0);
                Ok(Emitted::Tuple(vec![Emitted::One(self.str_literal(&k, span)?), v]))
            }
            "items" => Err(Diagnostic::error(
                "items() of a Dict[str, Tensor] is supported only as what a `for` iterates over",
                span,
            )),
            _ => Err(Diagnostic::error(
                format!("'Dict[str, Tensor]' object has no method '{method}' (or it is not supported yet)"),
                span,
            )),
        }
    }
}

/// Where `key` is among `keys`; a missing key is a KeyError.
fn key_index(keys: &[String], key: &str, span: Span) -> Emit<usize> {
    keys.iter().position(|k| k == key).ok_or_else(|| {
        Diagnostic::error(format!("KeyError: '{key}' is not a key of this dict"), span)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_round_trip_through_the_name() {
        for keys in [
            vec![],
            vec![String::new()],
            vec!["a".to_string(), "b c".to_string()],
        ] {
            assert_eq!(dict_keys(dict_name(&keys)), Some(keys));
        }
        assert_eq!(dict_keys("List[Tensor]"), None);
    }
}
