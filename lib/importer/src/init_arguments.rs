//! Python's binding of a call's arguments to a function's parameters, for
//! the code a module's `__init__` runs (its own parameters, its methods',
//! the file's functions'): positional ones in order, keywords by name, the
//! rest into `*args` (a tuple) and `**kwargs` (a dict), defaults for the
//! parameters left.

use std::collections::HashMap;
use ts_frontend::{
    ast::{Expr, Param, ParamKind},
    Diagnostic, Span,
};

/// Why arguments do not fit the parameters (each caller words it).
pub(crate) enum Misfit {
    TooMany {
        takes: usize,
        given: usize,
    },
    Unexpected {
        name: String,
        span: Span,
    },
    Missing(String),
    /// Computing a default failed.
    Failed(Diagnostic),
}

/// The value each of `params` takes from `positional` and `named`
/// arguments; `tuple` and `dict` make the values of `*args` and
/// `**kwargs` from the arguments left, `default` a parameter's default.
pub(crate) fn bind_arguments<T>(
    params: &[Param],
    mut positional: Vec<T>,
    named: Vec<(String, Span, T)>,
    tuple: impl FnOnce(Vec<T>) -> T,
    dict: impl FnOnce(Vec<(String, Span, T)>) -> T,
    default: &mut dyn FnMut(&Expr) -> Result<T, Diagnostic>,
) -> Result<HashMap<String, T>, Misfit> {
    let by_position: Vec<_> = params
        .iter()
        .filter(|p| matches!(p.kind, ParamKind::Normal | ParamKind::PositionalOnly))
        .collect();
    let var_args = params.iter().find(|p| p.kind == ParamKind::VarArgs);
    let var_kwargs = params.iter().find(|p| p.kind == ParamKind::VarKwargs);
    if positional.len() > by_position.len() && var_args.is_none() {
        return Err(Misfit::TooMany {
            takes: by_position.len(),
            given: positional.len(),
        });
    }
    let extra = positional.split_off(positional.len().min(by_position.len()));
    let mut bound: HashMap<String, T> = by_position
        .iter()
        .map(|p| p.name.clone())
        .zip(positional)
        .collect();
    if let Some(p) = var_args {
        bound.insert(p.name.clone(), tuple(extra));
    }
    let mut rest = Vec::new();
    for (name, span, v) in named {
        let by_name = params.iter().any(|p| {
            p.name == name && matches!(p.kind, ParamKind::Normal | ParamKind::KeywordOnly)
        });
        if by_name {
            bound.insert(name, v);
        } else if var_kwargs.is_some() {
            rest.push((name, span, v));
        } else {
            return Err(Misfit::Unexpected { name, span });
        }
    }
    if let Some(p) = var_kwargs {
        bound.insert(p.name.clone(), dict(rest));
    }
    for p in params {
        if !bound.contains_key(&p.name) {
            let Some(d) = &p.default else {
                return Err(Misfit::Missing(p.name.clone()));
            };
            bound.insert(p.name.clone(), default(d).map_err(Misfit::Failed)?);
        }
    }
    Ok(bound)
}
