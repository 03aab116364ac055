//! `torch.jit.fork` and `torch.jit.wait`. TorchScript runs a forked call
//! as an asynchronous task whose result `wait` returns; any schedule of
//! that task between the fork and the wait is allowed, and compiled code
//! takes the simplest one: the call runs where it is forked (its own work
//! still uses every core through the parallel loops), and a `Future[T]` is
//! the `T` it holds.

use crate::function_emitter::{Emit, Emitted, FunctionEmitter};
use ts_frontend::{
    ast::{Expr, ExprKind, Keyword},
    Diagnostic, Span,
};

impl<'c, 'b, 'i, 'm> FunctionEmitter<'c, 'b, 'i, 'm> {
    /// `torch.jit.fork(f, *args, **kwargs)`: the call `f(*args, **kwargs)`.
    pub(crate) fn forked_call(
        &mut self,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        let Some((callee, rest)) = args.split_first() else {
            return Err(Diagnostic::error(
                "torch.jit.fork() needs the function to call",
                span,
            ));
        };
        let call = Expr {
            kind: ExprKind::Call {
                func: Box::new(callee.clone()),
                args: rest.to_vec(),
                keywords: keywords.to_vec(),
            },
            span,
        };
        self.emit_any(&call)
    }

    /// `torch.jit.wait(future)`: the value the future holds.
    pub(crate) fn waited_future(
        &mut self,
        args: &[Expr],
        keywords: &[Keyword],
        span: Span,
    ) -> Emit<Emitted<'c, 'b>> {
        if let Some(k) = keywords.first() {
            return Err(Diagnostic::error(
                "torch.jit.wait() takes no keyword arguments",
                k.span,
            ));
        }
        let [future] = args else {
            return Err(Diagnostic::error(
                format!("torch.jit.wait() takes one argument ({} given)", args.len()),
                span,
            ));
        };
        self.emit_any(future)
    }
}
