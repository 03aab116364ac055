//! Python's operators, builtins and methods on the values a module's
//! `__init__` computes (`init_values`): `//` and `%` floor, `/` is true
//! division, `**` of a negative exponent is a float, comparisons across
//! ints and floats, `math` functions with their domains, and what they
//! raise (ZeroDivisionError, ValueError, IndexError, KeyError).

use crate::init_values::InitValue;
use ts_frontend::{
    ast::{BinaryOp, CmpOp, Expr, ExprKind, UnaryOp},
    Diagnostic, Span,
};

/// `d[k] = v` on a dict's pairs: a key already there keeps its place, a
/// new one goes last (Python's insertion order).
pub(crate) fn dict_set(pairs: &mut Vec<(InitValue, InitValue)>, k: InitValue, v: InitValue) {
    match pairs.iter_mut().find(|(k2, _)| equal(k2, &k)) {
        Some(slot) => slot.1 = v,
        None => pairs.push((k, v)),
    }
}

/// Python's equality on computed values (`1 == 1.0`, containers by item).
pub(crate) fn equal(a: &InitValue, b: &InitValue) -> bool {
    use InitValue as V;
    match (a, b) {
        (V::Str(x), V::Str(y)) => x == y,
        (V::None, V::None) => true,
        // Python's default `__eq__`: identity.
        (V::Object(x), V::Object(y)) => std::rc::Rc::ptr_eq(x, y),
        (V::List(x), V::List(y)) | (V::Tuple(x), V::Tuple(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| equal(p, q))
        }
        (V::Dict(x), V::Dict(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.iter().any(|(k2, v2)| equal(k, k2) && equal(v, v2)))
        }
        _ => match (a.as_int(), b.as_int()) {
            (Some(x), Some(y)) => x == y,
            _ => matches!((a.as_float(), b.as_float()), (Some(x), Some(y)) if x == y),
        },
    }
}

/// Python's `float // float` and `float % float` (the result of `%` takes
/// the divisor's sign).
pub(crate) fn float_div_mod(a: f64, b: f64) -> (f64, f64) {
    let mut m = a % b;
    let mut div = (a - m) / b;
    if m != 0.0 {
        if (b < 0.0) != (m < 0.0) {
            m += b;
            div -= 1.0;
        }
    } else {
        m = 0.0f64.copysign(b);
    }
    let floor = if div != 0.0 {
        let f = div.floor();
        if div - f > 0.5 {
            f + 1.0
        } else {
            f
        }
    } else {
        0.0f64.copysign(a / b)
    };
    (floor, m)
}

pub(crate) fn unary(op: UnaryOp, v: &InitValue) -> Option<InitValue> {
    use InitValue as V;
    Some(match (op, v) {
        (UnaryOp::Not, v) => V::Bool(!v.truth()?),
        (UnaryOp::Neg, V::Float(x)) => V::Float(-x),
        (UnaryOp::Pos, V::Float(x)) => V::Float(*x),
        (UnaryOp::Neg, v) => V::Int(v.as_int()?.checked_neg()?),
        (UnaryOp::Pos, v) => V::Int(v.as_int()?),
        (UnaryOp::Invert, v) => V::Int(!v.as_int()?),
    })
}

/// `l op r` with Python's rules; `None` when the operands are not values
/// this evaluator knows how to combine (left to the script).
pub(crate) fn binary(
    op: BinaryOp,
    l: &InitValue,
    r: &InitValue,
    span: Span,
) -> Result<Option<InitValue>, Diagnostic> {
    use InitValue as V;
    let zero = |what: &str| Diagnostic::error(format!("ZeroDivisionError: {what}"), span);
    let too_large = || {
        Diagnostic::error(
            "OverflowError: the result does not fit in a 64-bit int",
            span,
        )
    };
    // Sequences: concatenation and repetition.
    let repeat = |items: &[V], n: i64| -> Result<Vec<V>, Diagnostic> {
        check_init_length(items.len() as u128 * n.max(0) as u128, span)?;
        Ok((0..n.max(0)).flat_map(|_| items.iter().cloned()).collect())
    };
    match (op, l, r) {
        (BinaryOp::Add, V::Str(a), V::Str(b)) => return Ok(Some(V::Str(format!("{a}{b}")))),
        (BinaryOp::Add, V::List(a), V::List(b)) => {
            return Ok(Some(V::List(a.iter().chain(b).cloned().collect())))
        }
        (BinaryOp::Add, V::Tuple(a), V::Tuple(b)) => {
            return Ok(Some(V::Tuple(a.iter().chain(b).cloned().collect())))
        }
        (BinaryOp::Mul, V::Str(s), n) | (BinaryOp::Mul, n, V::Str(s)) if n.as_int().is_some() => {
            let n = n.as_int().unwrap_or(0).max(0);
            check_init_length(s.len() as u128 * n as u128, span)?;
            return Ok(Some(V::Str(s.repeat(n as usize))));
        }
        (BinaryOp::Mul, V::List(items), n) | (BinaryOp::Mul, n, V::List(items))
            if n.as_int().is_some() =>
        {
            return Ok(Some(V::List(repeat(items, n.as_int().unwrap_or(0))?)))
        }
        (BinaryOp::Mod, V::Str(format), args) => return percent_format(format, args, span),
        _ => {}
    }
    if let (Some(a), Some(b)) = (l.as_int(), r.as_int()) {
        let int_op = crate::op_binding::int_op(op);
        return Ok(Some(match op {
            BinaryOp::Div => {
                if b == 0 {
                    return Err(zero("division by zero"));
                }
                V::Float(a as f64 / b as f64)
            }
            BinaryOp::FloorDiv | BinaryOp::Mod if b == 0 => {
                return Err(zero("integer division or modulo by zero"))
            }
            BinaryOp::Pow if b < 0 => {
                if a == 0 {
                    return Err(zero("0.0 cannot be raised to a negative power"));
                }
                V::Float((a as f64).powf(b as f64))
            }
            BinaryOp::Pow => V::Int(
                u32::try_from(b)
                    .ok()
                    .and_then(|b| a.checked_pow(b))
                    .ok_or_else(too_large)?,
            ),
            BinaryOp::BitAnd => V::Int(a & b),
            BinaryOp::BitOr => V::Int(a | b),
            BinaryOp::BitXor => V::Int(a ^ b),
            BinaryOp::LShift | BinaryOp::RShift if b < 0 => {
                return Err(Diagnostic::error("ValueError: negative shift count", span))
            }
            BinaryOp::LShift => V::Int(
                u32::try_from(b)
                    .ok()
                    .and_then(|b| a.checked_shl(b))
                    .filter(|v| v >> b == a)
                    .ok_or_else(too_large)?,
            ),
            BinaryOp::RShift => V::Int(a >> b.min(63)),
            BinaryOp::MatMul => return Ok(None),
            _ => match int_op {
                Some(int_op) => V::Int(ts_dialect::fold_int(int_op, a, b).ok_or_else(too_large)?),
                None => return Ok(None),
            },
        }));
    }
    let (Some(a), Some(b)) = (l.as_float(), r.as_float()) else {
        return Ok(None);
    };
    Ok(Some(V::Float(match op {
        BinaryOp::Add => a + b,
        BinaryOp::Sub => a - b,
        BinaryOp::Mul => a * b,
        BinaryOp::Div if b == 0.0 => return Err(zero("float division by zero")),
        BinaryOp::Div => a / b,
        BinaryOp::FloorDiv | BinaryOp::Mod if b == 0.0 => return Err(zero("float divmod()")),
        BinaryOp::FloorDiv => float_div_mod(a, b).0,
        BinaryOp::Mod => float_div_mod(a, b).1,
        BinaryOp::Pow if a == 0.0 && b < 0.0 => {
            return Err(zero("0.0 cannot be raised to a negative power"))
        }
        // A negative base to a fractional power is complex in Python.
        BinaryOp::Pow if a < 0.0 && b.fract() != 0.0 => return Ok(None),
        BinaryOp::Pow => a.powf(b),
        _ => return Ok(None),
    })))
}

/// Whether `func` names `functools.partial` (a layer factory in
/// `__init__` code: `partial(nn.LayerNorm, eps=1e-6)`).
pub(crate) fn names_partial(func: &Expr) -> bool {
    matches!(
        func.dotted_name().as_deref(),
        Some("partial" | "functools.partial")
    )
}

/// `l op r` for comparisons; `None` when not decidable here.
pub(crate) fn compare(op: CmpOp, l: &InitValue, r: &InitValue) -> Option<bool> {
    use InitValue as V;
    // `norm_layer is None` where it holds a class (`nn.BatchNorm2d`, the
    // file's `BasicBlock`), a layer factory (`partial(nn.BatchNorm2d,
    // eps=1e-3)`) or a layer just constructed: never None.
    if let (CmpOp::Is | CmpOp::IsNot, V::Expr(e), V::None)
    | (CmpOp::Is | CmpOp::IsNot, V::None, V::Expr(e)) = (op, l, r)
    {
        let is_partial = || matches!(&e.kind, ExprKind::Call { func, .. } if names_partial(func));
        if e.dotted_name().is_some() || crate::init_tensors::constructs_module(e) || is_partial() {
            return Some(op == CmpOp::IsNot);
        }
    }
    if !l.is_constant() || !r.is_constant() {
        return None;
    }
    let ordering = || -> Option<std::cmp::Ordering> {
        match (l, r) {
            (V::Str(a), V::Str(b)) => Some(a.cmp(b)),
            _ => l.as_float()?.partial_cmp(&r.as_float()?),
        }
    };
    Some(match op {
        CmpOp::Eq => equal(l, r),
        CmpOp::NotEq => !equal(l, r),
        CmpOp::Is => {
            matches!((l, r), (V::None, V::None))
                || matches!((l, r), (V::Object(x), V::Object(y)) if std::rc::Rc::ptr_eq(x, y))
                || (matches!((l, r), (V::Bool(_), V::Bool(_))) && equal(l, r))
        }
        CmpOp::IsNot => !compare(CmpOp::Is, l, r)?,
        CmpOp::Lt => ordering()?.is_lt(),
        CmpOp::LtE => ordering()?.is_le(),
        CmpOp::Gt => ordering()?.is_gt(),
        CmpOp::GtE => ordering()?.is_ge(),
        CmpOp::In | CmpOp::NotIn => {
            let found = match (l, r) {
                (V::Str(a), V::Str(b)) => b.contains(a.as_str()),
                (_, V::List(items)) | (_, V::Tuple(items)) => items.iter().any(|i| equal(l, i)),
                (_, V::Dict(pairs)) => pairs.iter().any(|(k, _)| equal(l, k)),
                _ => return None,
            };
            found == (op == CmpOp::In)
        }
    })
}

/// `v[i]` for a known sequence or dict and index; `None` otherwise.
pub(crate) fn subscript(
    v: &InitValue,
    i: &InitValue,
    index: &Expr,
    span: Span,
) -> Result<Option<InitValue>, Diagnostic> {
    use InitValue as V;
    if let V::Dict(pairs) = v {
        if !i.is_constant() {
            return Ok(None);
        }
        return pairs
            .iter()
            .find(|(k, _)| equal(k, i))
            .map(|(_, x)| Some(x.clone()))
            .ok_or_else(|| key_error(i, index.span));
    }
    let items: Vec<InitValue> = match v {
        V::List(items) | V::Tuple(items) => items.clone(),
        V::Str(s) => s.chars().map(|c| V::Str(c.to_string())).collect(),
        _ => return Ok(None),
    };
    // `xs[1:]`, `s[::-1]`: Python's slice of a list, tuple or string.
    if let V::Expr(Expr {
        kind: ExprKind::Slice { lower, upper, step },
        ..
    }) = i
    {
        let bound = |b: &Option<Box<Expr>>| -> Result<Option<i64>, ()> {
            match b.as_deref().map(|e| &e.kind) {
                None | Some(ExprKind::None) => Ok(None),
                Some(ExprKind::Int(k)) => Ok(Some(*k)),
                Some(ExprKind::Unary {
                    op: UnaryOp::Neg,
                    operand,
                }) => match operand.kind {
                    ExprKind::Int(k) => Ok(Some(-k)),
                    _ => Err(()),
                },
                _ => Err(()),
            }
        };
        let (Ok(lower), Ok(upper), Ok(step)) = (bound(lower), bound(upper), bound(step)) else {
            return Ok(None);
        };
        let picked =
            crate::tensor_lists::python_slice(items.len(), lower, upper, step.unwrap_or(1))
                .ok_or_else(|| {
                    Diagnostic::error("ValueError: slice step cannot be zero", index.span)
                })?;
        let items: Vec<InitValue> = picked.into_iter().map(|k| items[k].clone()).collect();
        return Ok(Some(match v {
            V::Tuple(_) => V::Tuple(items),
            V::Str(_) => V::Str(
                items
                    .iter()
                    .filter_map(|c| match c {
                        V::Str(c) => Some(c.as_str()),
                        _ => None,
                    })
                    .collect(),
            ),
            _ => V::List(items),
        }));
    }
    let Some(k) = i.as_int() else {
        return Ok(None);
    };
    let n = items.len() as i64;
    let at = if k < 0 { k + n } else { k };
    if !(0..n).contains(&at) {
        return Err(Diagnostic::error(
            format!("IndexError: {} index out of range", v.type_name()),
            span,
        ));
    }
    Ok(Some(items[at as usize].clone()))
}

/// `receiver.name(args)` for the string, list and dict methods `__init__`
/// code uses to build vocabularies and names; `None` for others.
pub(crate) fn method(
    receiver: &InitValue,
    name: &str,
    args: &[InitValue],
    span: Span,
) -> Result<Option<InitValue>, Diagnostic> {
    use InitValue as V;
    let strings =
        |parts: Vec<&str>| V::List(parts.into_iter().map(|p| V::Str(p.to_string())).collect());
    Ok(Some(match (receiver, name, args) {
        (V::Str(s), "split", []) => strings(s.split_whitespace().collect()),
        (V::Str(s), "split", [V::Str(sep)]) => {
            if sep.is_empty() {
                return Err(Diagnostic::error("ValueError: empty separator", span));
            }
            strings(s.split(sep.as_str()).collect())
        }
        (V::Str(s), "join", [items]) => {
            let Some(items) = items.iterate() else {
                return Ok(None);
            };
            let mut parts = vec![];
            for item in items {
                let V::Str(p) = item else {
                    return Ok(None);
                };
                parts.push(p);
            }
            V::Str(parts.join(s))
        }
        (V::Str(s), "upper", []) => V::Str(s.to_uppercase()),
        (V::Str(s), "lower", []) => V::Str(s.to_lowercase()),
        (V::Str(s), "strip", []) => V::Str(s.trim().to_string()),
        (V::Str(s), "replace", [V::Str(a), V::Str(b)]) => V::Str(s.replace(a.as_str(), b)),
        (V::Str(s), "startswith", [V::Str(p)]) => V::Bool(s.starts_with(p.as_str())),
        (V::Str(s), "endswith", [V::Str(p)]) => V::Bool(s.ends_with(p.as_str())),
        (V::Dict(pairs), "keys", []) => V::List(pairs.iter().map(|(k, _)| k.clone()).collect()),
        (V::Dict(pairs), "values", []) => V::List(pairs.iter().map(|(_, v)| v.clone()).collect()),
        (V::Dict(pairs), "items", []) => V::List(
            pairs
                .iter()
                .map(|(k, v)| V::Tuple(vec![k.clone(), v.clone()]))
                .collect(),
        ),
        (V::Dict(pairs), "get", [key, rest @ ..]) if rest.len() <= 1 => pairs
            .iter()
            .find(|(k, _)| equal(k, key))
            .map(|(_, v)| v.clone())
            .unwrap_or_else(|| rest.first().cloned().unwrap_or(V::None)),
        (V::List(items), "index", [x]) => match items.iter().position(|i| equal(i, x)) {
            Some(i) => V::Int(i as i64),
            None => {
                return Err(Diagnostic::error(
                    "ValueError: the value is not in the list",
                    span,
                ))
            }
        },
        (V::List(items), "count", [x]) => {
            V::Int(items.iter().filter(|i| equal(i, x)).count() as i64)
        }
        _ => return Ok(None),
    }))
}

/// Python's `str(v)` of a number, bool, string or None (what an f-string
/// shows); `None` for other values.
pub(crate) fn python_str(v: &InitValue) -> Option<String> {
    Some(match v {
        InitValue::Str(s) => s.clone(),
        InitValue::Int(i) => i.to_string(),
        InitValue::Bool(b) => if *b { "True" } else { "False" }.into(),
        InitValue::None => "None".into(),
        InitValue::Float(x) => python_float_repr(*x),
        _ => return None,
    })
}

/// Python's KeyError for a missing `key`, which shows the key's `repr`.
pub(crate) fn key_error(key: &InitValue, span: Span) -> Diagnostic {
    let key = match key {
        InitValue::Str(s) => format!("'{s}'"),
        other => python_str(other).unwrap_or_else(|| "the key".into()),
    };
    Diagnostic::error(format!("KeyError: {key}"), span)
}

/// Python's `repr` of a float: the shortest digits that read back
/// (`ts_rt`'s `{}` of a double), an integral one with `.0` (`2.0`).
fn python_float_repr(x: f64) -> String {
    let s = ts_rt::tensor_format::shortest(x);
    if s.trim_start_matches('-')
        .bytes()
        .all(|c| c.is_ascii_digit())
    {
        s + ".0"
    } else {
        s
    }
}

/// `isinstance(v, class)` on a value `__init__` knows (`class` a builtin
/// type, a class of the file or a tuple of them); `None` when it cannot
/// tell.
fn is_instance(v: &InitValue, class: &InitValue) -> Option<bool> {
    use InitValue as V;
    if let V::Tuple(classes) = class {
        let mut any = false;
        for c in classes {
            any |= is_instance(v, c)?;
        }
        return Some(any);
    }
    let V::Expr(class) = class else {
        return None;
    };
    let class = class.dotted_name()?;
    let builtin = |c: &str| match (v, c) {
        // bool is a subclass of int.
        (V::Int(_) | V::Bool(_), "int") | (V::Float(_), "float") | (V::Bool(_), "bool") => true,
        (V::Str(_), "str")
        | (V::List(_), "list")
        | (V::Tuple(_), "tuple")
        | (V::Dict(_), "dict") => true,
        // The abstract types of `typing` and `collections.abc`.
        (V::List(_) | V::Tuple(_) | V::Str(_), "Sequence")
        | (V::Dict(_), "Mapping")
        | (V::List(_) | V::Tuple(_) | V::Str(_) | V::Dict(_), "Iterable" | "Collection") => true,
        _ => false,
    };
    const ABSTRACT: [&str; 4] = ["Sequence", "Mapping", "Iterable", "Collection"];
    let class = match class.rsplit_once('.') {
        Some((module, name))
            if ABSTRACT.contains(&name)
                && matches!(module, "typing" | "collections.abc" | "abc") =>
        {
            name.to_string()
        }
        _ => class,
    };
    match v {
        V::Object(o) => Some(o.borrow().classes.contains(&class)),
        V::Expr(_) => None,
        _ if matches!(
            class.as_str(),
            "int" | "float" | "bool" | "str" | "list" | "tuple" | "dict"
        ) || ABSTRACT.contains(&class.as_str()) =>
        {
            Some(builtin(&class))
        }
        _ => None,
    }
}

/// A `math` function of one float, and the arguments it accepts.
type UnaryMath = fn(f64) -> f64;
type Domain = fn(f64) -> bool;

/// A builtin or `math` function of known arguments; `None` for a call
/// this evaluator leaves to the script.
pub(crate) fn builtin(
    name: &str,
    args: &[InitValue],
    span: Span,
) -> Result<Option<InitValue>, Diagnostic> {
    use InitValue as V;
    let domain = || Diagnostic::error(format!("ValueError: math domain error in `{name}`"), span);
    let float_arg = || -> Option<f64> {
        match args {
            [a] => a.as_float(),
            _ => None,
        }
    };
    // math functions that return a float, and the domain they accept.
    let unary_math: Option<(UnaryMath, Domain)> = match name {
        "math.sqrt" => Some((f64::sqrt, |x| x >= 0.0)),
        "math.exp" => Some((f64::exp, |_| true)),
        "math.log" => Some((f64::ln, |x| x > 0.0)),
        "math.log2" => Some((f64::log2, |x| x > 0.0)),
        "math.log10" => Some((f64::log10, |x| x > 0.0)),
        "math.log1p" => Some((f64::ln_1p, |x| x > -1.0)),
        "math.expm1" => Some((f64::exp_m1, |_| true)),
        "math.sin" => Some((f64::sin, |_| true)),
        "math.cos" => Some((f64::cos, |_| true)),
        "math.tan" => Some((f64::tan, |_| true)),
        "math.tanh" => Some((f64::tanh, |_| true)),
        "math.atan" => Some((f64::atan, |_| true)),
        "math.fabs" => Some((f64::abs, |_| true)),
        "math.degrees" => Some((f64::to_degrees, |_| true)),
        "math.radians" => Some((f64::to_radians, |_| true)),
        _ => None,
    };
    if let Some((f, ok)) = unary_math {
        let Some(x) = float_arg() else {
            return Ok(None);
        };
        return if ok(x) {
            Ok(Some(V::Float(f(x))))
        } else {
            Err(domain())
        };
    }
    let to_int = |x: f64| -> Result<V, Diagnostic> {
        if x.is_finite() && x.abs() < 9.2e18 {
            Ok(V::Int(x as i64))
        } else {
            Err(Diagnostic::error(
                format!("OverflowError: cannot convert {x} to an int"),
                span,
            ))
        }
    };
    Ok(Some(match (name, args) {
        ("math.floor", [a]) if a.as_int().is_some() => V::Int(a.as_int().unwrap_or(0)),
        ("math.ceil", [a]) if a.as_int().is_some() => V::Int(a.as_int().unwrap_or(0)),
        ("math.floor", [V::Float(x)]) => to_int(x.floor())?,
        ("math.ceil", [V::Float(x)]) => to_int(x.ceil())?,
        ("math.trunc", [V::Float(x)]) | ("int", [V::Float(x)]) => to_int(x.trunc())?,
        ("math.log", [x, base]) => match (x.as_float(), base.as_float()) {
            (Some(x), Some(b)) if x > 0.0 && b > 0.0 && b != 1.0 => V::Float(x.ln() / b.ln()),
            (Some(_), Some(_)) => return Err(domain()),
            _ => return Ok(None),
        },
        ("math.pow", [a, b]) => match (a.as_float(), b.as_float()) {
            (Some(a), Some(b)) => V::Float(a.powf(b)),
            _ => return Ok(None),
        },
        ("math.gcd", [a, b]) => match (a.as_int(), b.as_int()) {
            (Some(mut a), Some(mut b)) => {
                while b != 0 {
                    (a, b) = (b, a % b);
                }
                V::Int(a.abs())
            }
            _ => return Ok(None),
        },
        ("int", [a]) if a.as_int().is_some() => V::Int(a.as_int().unwrap_or(0)),
        ("float", [a]) if a.as_float().is_some() => V::Float(a.as_float().unwrap_or(0.0)),
        ("bool", [a]) => V::Bool(a.truth().unwrap_or(false)),
        ("str", [v]) => match python_str(v) {
            Some(s) => V::Str(s),
            None => return Ok(None),
        },
        ("abs", [V::Float(x)]) => V::Float(x.abs()),
        ("abs", [a]) if a.as_int().is_some() => {
            V::Int(a.as_int().unwrap_or(0).checked_abs().ok_or_else(|| {
                Diagnostic::error(
                    "OverflowError: the result does not fit in a 64-bit int",
                    span,
                )
            })?)
        }
        ("round", [V::Float(x)]) => to_int(x.round_ties_even())?,
        ("round", [a]) if a.as_int().is_some() => V::Int(a.as_int().unwrap_or(0)),
        ("round", [V::Float(x), n]) => match n.as_int() {
            Some(n) => {
                let scale = 10f64.powi(n as i32);
                V::Float((x * scale).round_ties_even() / scale)
            }
            None => return Ok(None),
        },
        // `slice(stop)`, `slice(start, stop[, step])`: the slice an index
        // takes (`mask[:, h, w, :] = n` for `h` in a tuple of them, as
        // Swin's shifted-window mask is built).
        ("slice", [_] | [_, _] | [_, _, _]) => {
            let bound = |v: &InitValue| match v {
                V::None => None,
                v => Some(Box::new(v.to_expr(span))),
            };
            let (lower, upper, step) = match args {
                [stop] => (None, bound(stop), None),
                [start, stop] => (bound(start), bound(stop), None),
                [start, stop, step] => (bound(start), bound(stop), bound(step)),
                _ => unreachable!("matched above"),
            };
            V::Expr(Expr::new(ExprKind::Slice { lower, upper, step }, span))
        }
        ("all" | "any", [a]) => {
            let Some(items) = a.iterate() else {
                return Ok(None);
            };
            let want = name == "any";
            let mut found = !want;
            for item in items {
                match item.truth() {
                    Some(t) if t == want => {
                        found = want;
                        break;
                    }
                    Some(_) => {}
                    None => return Ok(None),
                }
            }
            V::Bool(found)
        }
        ("copy.copy", [V::Object(o)]) => V::Object(crate::init_objects::shallow_copy(o)),
        ("copy.deepcopy", [v]) => crate::init_objects::deep_copy(v),
        ("copy.copy", [v]) => v.clone(),
        ("isinstance", [v, class]) => match is_instance(v, class) {
            Some(b) => V::Bool(b),
            None => return Ok(None),
        },
        ("len", [a]) => match a {
            V::Str(s) => V::Int(s.len() as i64),
            V::List(items) | V::Tuple(items) => V::Int(items.len() as i64),
            V::Dict(pairs) => V::Int(pairs.len() as i64),
            _ => return Ok(None),
        },
        ("range", _) => {
            let Some(ints) = args
                .iter()
                .map(InitValue::as_int)
                .collect::<Option<Vec<_>>>()
            else {
                return Ok(None);
            };
            let (start, stop, step) = match ints.as_slice() {
                [n] => (0, *n, 1),
                [a, b] => (*a, *b, 1),
                [a, b, s] => (*a, *b, *s),
                _ => return Ok(None),
            };
            if step == 0 {
                return Err(Diagnostic::error(
                    "ValueError: range() arg 3 must not be zero",
                    span,
                ));
            }
            // Python's len(range(start, stop, step)), in i128.
            let (start, stop, step) = (start as i128, stop as i128, step as i128);
            let count = if step > 0 {
                (stop - start + step - 1).max(0) / step
            } else {
                (start - stop - step - 1).max(0) / -step
            };
            check_init_length(count as u128, span)?;
            V::List(
                (0..count)
                    .map(|k| V::Int((start + k * step) as i64))
                    .collect(),
            )
        }
        ("enumerate", [a]) => V::List(match a.iterate() {
            Some(items) => items
                .into_iter()
                .enumerate()
                .map(|(i, x)| V::Tuple(vec![V::Int(i as i64), x]))
                .collect(),
            None => return Ok(None),
        }),
        ("zip", _) if !args.is_empty() => {
            let Some(columns) = args
                .iter()
                .map(InitValue::iterate)
                .collect::<Option<Vec<_>>>()
            else {
                return Ok(None);
            };
            let n = columns.iter().map(Vec::len).min().unwrap_or(0);
            V::List(
                (0..n)
                    .map(|i| V::Tuple(columns.iter().map(|c| c[i].clone()).collect()))
                    .collect(),
            )
        }
        ("sorted", [a]) => {
            let Some(mut items) = a.iterate() else {
                return Ok(None);
            };
            let mut failed = false;
            items.sort_by(|x, y| match (x, y) {
                (V::Str(p), V::Str(q)) => p.cmp(q),
                _ => match (x.as_float(), y.as_float()) {
                    (Some(p), Some(q)) => p.total_cmp(&q),
                    _ => {
                        failed = true;
                        std::cmp::Ordering::Equal
                    }
                },
            });
            if failed {
                return Ok(None);
            }
            V::List(items)
        }
        // A set as the list of its distinct items, first seen first:
        // enough for `len(set(widths))` and `in` (its order of iteration
        // is CPython's hash order, which this does not follow).
        ("set", []) => V::List(vec![]),
        ("set", [a]) => {
            let Some(items) = a.iterate() else {
                return Ok(None);
            };
            if !items.iter().all(InitValue::is_constant) {
                return Ok(None);
            }
            let mut distinct: Vec<V> = vec![];
            for item in items {
                if !distinct.iter().any(|d| equal(d, &item)) {
                    distinct.push(item);
                }
            }
            V::List(distinct)
        }
        // `OrderedDict()` and `dict(pairs)`: a dict (keeping its keys'
        // order, as both do).
        ("dict" | "OrderedDict" | "collections.OrderedDict", []) => V::Dict(vec![]),
        ("dict" | "OrderedDict" | "collections.OrderedDict", [V::Dict(pairs)]) => {
            V::Dict(pairs.clone())
        }
        ("dict" | "OrderedDict" | "collections.OrderedDict", [a]) => {
            let Some(items) = a.iterate() else {
                return Ok(None);
            };
            let mut pairs: Vec<(V, V)> = vec![];
            for item in items {
                let Some([k, v]) = item.iterate().and_then(|kv| <[V; 2]>::try_from(kv).ok()) else {
                    return Ok(None);
                };
                dict_set(&mut pairs, k, v);
            }
            V::Dict(pairs)
        }
        ("list", [a]) => V::List(match a.iterate() {
            Some(items) => items,
            None => return Ok(None),
        }),
        ("tuple", [a]) => V::Tuple(match a.iterate() {
            Some(items) => items,
            None => return Ok(None),
        }),
        ("min" | "max" | "sum", _) => {
            let items = match args {
                [one] => match one.iterate() {
                    Some(items) => items,
                    None => return Ok(None),
                },
                many => many.to_vec(),
            };
            if name == "sum" {
                let mut total = V::Int(0);
                for x in &items {
                    match binary(BinaryOp::Add, &total, x, span)? {
                        Some(v) => total = v,
                        None => return Ok(None),
                    }
                }
                return Ok(Some(total));
            }
            let Some(first) = items.first().cloned() else {
                return Err(Diagnostic::error(
                    format!("ValueError: {name}() arg is an empty sequence"),
                    span,
                ));
            };
            let mut best = first;
            for x in &items[1..] {
                let better = compare(if name == "min" { CmpOp::Lt } else { CmpOp::Gt }, x, &best);
                match better {
                    Some(true) => best = x.clone(),
                    Some(false) => {}
                    None => return Ok(None),
                }
            }
            best
        }
        _ => return Ok(None),
    }))
}

/// The longest list or string `__init__` is evaluated with: it runs at
/// compile time, where a script's `range(10**12)` must be an error, not a
/// compiler that never finishes.
const MAX_INIT_LENGTH: u128 = 1 << 20;

fn check_init_length(length: u128, span: Span) -> Result<(), Diagnostic> {
    if length > MAX_INIT_LENGTH {
        return Err(Diagnostic::error(
            format!("a sequence of {length} items in a module's `__init__` is longer than the compiler evaluates when it constructs the module (2^20)"),
            span,
        ));
    }
    Ok(())
}

/// `"denseblock%d" % (i + 1)` on values `__init__` knows (the format read
/// as the script's `%` reads it, `percent_format::parse`): `%d`/`%i` of an
/// int (or bool), `%s` of an int, bool or string, `%%`; `None` for other
/// specifiers or values (left to the script).
fn percent_format(
    format: &str,
    args: &InitValue,
    span: Span,
) -> Result<Option<InitValue>, Diagnostic> {
    use crate::percent_format::{parse, Piece};
    use InitValue as V;
    let Ok(pieces) = parse(format, span) else {
        return Ok(None);
    };
    let args: Vec<&V> = match args {
        V::Tuple(items) => items.iter().collect(),
        v => vec![v],
    };
    let mut args = args.into_iter();
    let mut out = String::new();
    for piece in pieces {
        let key = match piece {
            Piece::Text(t) => {
                out.push_str(&t);
                continue;
            }
            Piece::Spec(key) => key,
        };
        let Some(v) = args.next() else {
            return Err(Diagnostic::error(
                "TypeError: not enough arguments for format string",
                span,
            ));
        };
        match (key, v) {
            ('d' | 'i', V::Int(i)) => out.push_str(&i.to_string()),
            ('d' | 'i', V::Bool(b)) => out.push_str(if *b { "1" } else { "0" }),
            ('s', V::Int(i)) => out.push_str(&i.to_string()),
            ('s', V::Bool(b)) => out.push_str(if *b { "True" } else { "False" }),
            ('s', V::Str(t)) => out.push_str(t),
            _ => return Ok(None),
        }
    }
    if args.next().is_some() {
        return Err(Diagnostic::error(
            "TypeError: not all arguments converted during string formatting",
            span,
        ));
    }
    Ok(Some(V::Str(out)))
}
