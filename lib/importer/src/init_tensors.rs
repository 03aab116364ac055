//! Tensors a module's `__init__` computes: a positional encoding filled
//! slice by slice and registered as a buffer, a causal mask kept as a plain
//! attribute (`self.mask = torch.tril(torch.ones(n, n))`).
//!
//! Such a value is a deterministic function of values known at compile
//! time, so rather than computing it here we replay the statements that
//! make it at the start of each method, as TorchScript reads the attribute
//! Python computed. `__init__`'s tensor locals are renamed
//! (`$init.<module>.<name>`) so they cannot meet a method's. A random
//! initial value cannot be replayed: such a tensor must come from the
//! weights file.

use crate::{init_values::InitValue, module_init::ModuleInfo};
use ts_frontend::{
    ast::{Expr, ExprKind, Stmt, StmtKind},
    Diagnostic, Span,
};

/// Torch functions (after `torch.`) whose result is random.
const RANDOM_FUNCTIONS: &[&str] = &[
    "rand",
    "randn",
    "randint",
    "randperm",
    "rand_like",
    "randn_like",
    "randint_like",
    "normal",
    "bernoulli",
    "multinomial",
    "poisson",
];

/// In-place methods that fill a tensor with random values.
const RANDOM_METHODS: &[&str] = &[
    "uniform_",
    "normal_",
    "random_",
    "bernoulli_",
    "exponential_",
    "geometric_",
    "cauchy_",
    "log_normal_",
];

/// Where `e` calls something random (`torch.randn`, `nn.init.*`,
/// `w.normal_()`): its value is known only once the module is constructed.
pub(crate) fn random_call(e: &Expr) -> Option<Span> {
    let mut found = None;
    e.visit(&mut |x| {
        let ExprKind::Call { func, .. } = &x.kind else {
            return;
        };
        let dotted = func.dotted_name().unwrap_or_default();
        let random = dotted
            .strip_prefix("torch.")
            .is_some_and(|f| RANDOM_FUNCTIONS.contains(&f))
            || dotted.starts_with("nn.init.")
            || dotted.starts_with("torch.nn.init.")
            || matches!(&func.kind, ExprKind::Attribute { attr, .. } if RANDOM_METHODS.contains(&attr.as_str()));
        if random && found.is_none() {
            found = Some(x.span);
        }
    });
    found
}

/// The error for a random value a compiled method would need.
pub(crate) fn random_error(what: &str, span: Span) -> Diagnostic {
    Diagnostic::error(
        format!("{what} is random: its value is known only when the module is constructed (make it a parameter or buffer and give it in the weights file)"),
        span,
    )
}

/// Where `e` constructs a `torch.nn` module (a layer this compiler does
/// not support, when `e` is not one it does).
pub(crate) fn constructs_module(e: &Expr) -> bool {
    let mut found = false;
    e.visit(&mut |x| {
        if let ExprKind::Call { func, .. } = &x.kind {
            let dotted = func.dotted_name().unwrap_or_default();
            let nn = dotted
                .strip_prefix("torch.nn.")
                .or_else(|| dotted.strip_prefix("nn."));
            found |= nn.is_some_and(|rest| {
                !rest.starts_with("functional.") && rest.starts_with(|c: char| c.is_uppercase())
            });
        }
    });
    found
}

/// The name a tensor local of `module`'s `__init__` has in the replayed
/// statements.
fn hidden_name(module: &str, local: &str) -> String {
    format!("$init.{module}.{local}")
}

fn name(n: String, span: Span) -> Expr {
    Expr::new(ExprKind::Name(n), span)
}

/// Makes local `local` (a tensor expression) a variable of the replayed
/// statements, so it can be changed in place: `$init.M.local = <its
/// expression>` is recorded and the local now names that variable.
pub(crate) fn materialize(
    info: &mut ModuleInfo,
    locals: &mut std::collections::HashMap<String, InitValue>,
    local: &str,
    span: Span,
) {
    let hidden = hidden_name(info.name, local);
    let Some(InitValue::Expr(e)) = locals.get(local) else {
        return;
    };
    if matches!(&e.kind, ExprKind::Name(n) if *n == hidden) {
        return;
    }
    info.init_program.push(Stmt {
        kind: StmtKind::Assign {
            targets: vec![name(hidden.clone(), span)],
            value: e.clone(),
            type_comment: None,
        },
        span,
    });
    locals.insert(local.to_string(), InitValue::Expr(name(hidden, span)));
}
