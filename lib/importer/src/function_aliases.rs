//! A local name bound to a function (`act = torch.relu`, `c =
//! math.copysign`, `g = helper`): TorchScript binds the name to the
//! function itself, a value known while compiling, and a call through the
//! name calls the function. Before a body is emitted, a name assigned such
//! a reference once, by a statement at the top level of the body and not
//! used before it, is replaced by the reference wherever it is used after,
//! and the assignment is dropped. A use other than a call then reports
//! what using the function itself reports.

use std::{borrow::Cow, cell::Cell};
use ts_frontend::ast::{Expr, ExprKind, Stmt, StmtKind};

/// The roots of the dotted names that can name a function.
const MODULES: &[&str] = &["torch", "math", "F"];

/// Attributes of `torch` and `math` that are values, not functions: a
/// name bound to one stays a variable (its errors stay where it is used).
const VALUES: &[&str] = &[
    "pi",
    "e",
    "tau",
    "inf",
    "nan",
    "float16",
    "half",
    "bfloat16",
    "float32",
    "float",
    "float64",
    "double",
    "int8",
    "int16",
    "short",
    "int32",
    "int",
    "int64",
    "long",
    "uint8",
    "bool",
    "complex64",
    "cfloat",
    "complex128",
    "cdouble",
    "strided",
    "contiguous_format",
];

/// Whether `e` is a dotted reference to a function of `torch`, `math` or
/// `torch.nn.functional` (imported as `F`), not a call.
pub fn names_library_function(e: &Expr) -> bool {
    let ExprKind::Attribute { attr, .. } = &e.kind else {
        return false;
    };
    !VALUES.contains(&attr.as_str())
        && e.dotted_name()
            .is_some_and(|n| MODULES.iter().any(|m| n.starts_with(&format!("{m}."))))
}

/// `body` with its function aliases replaced; `is_function` says whether
/// an assigned value names a function.
pub fn rewrite_function_aliases<'a>(
    body: &'a [Stmt],
    is_function: &dyn Fn(&Expr) -> bool,
) -> Cow<'a, [Stmt]> {
    let mut out: Cow<[Stmt]> = Cow::Borrowed(body);
    let mut i = 0;
    while i < out.len() {
        let Some((alias, value)) = alias_at(&out, i, is_function) else {
            i += 1;
            continue;
        };
        let with = |n: &str| (n == alias).then(|| value.clone());
        let rewritten: Vec<Stmt> = out[..i]
            .iter()
            .cloned()
            .chain(out[i + 1..].iter().map(|s| s.substitute_names(&with)))
            .collect();
        out = Cow::Owned(rewritten);
    }
    out
}

/// The alias statement `body[i]` makes, if it is one: its name and the
/// function it names.
fn alias_at(
    body: &[Stmt],
    i: usize,
    is_function: &dyn Fn(&Expr) -> bool,
) -> Option<(String, Expr)> {
    let StmtKind::Assign {
        targets,
        value,
        type_comment: None,
    } = &body[i].kind
    else {
        return None;
    };
    let [Expr {
        kind: ExprKind::Name(alias),
        ..
    }] = targets.as_slice()
    else {
        return None;
    };
    if !is_function(value) {
        return None;
    }
    let mut assigned = Vec::new();
    crate::exit_transform::assigned_names(body, &mut assigned);
    if assigned.iter().filter(|n| *n == alias).count() != 1 {
        return None;
    }
    let used_before = Cell::new(false);
    for s in &body[..i] {
        s.substitute_names(&|n| {
            if n == alias {
                used_before.set(true);
            }
            None
        });
    }
    (!used_before.get()).then(|| (alias.clone(), value.clone()))
}
