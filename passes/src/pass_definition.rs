//! How a Rust pass becomes an MLIR pass that pipelines can name.
//!
//! `define_pass!` makes the `extern "C"` factory that MLIR's registry calls
//! each time a pipeline names the pass; `lib.rs` registers the factories.

/// Defines `$factory`, returning a fresh external pass running `$run`
/// (a `fn(&Context, OperationRef) -> Result<(), ()>`; on `Err` the pass
/// fails after its errors have been emitted as diagnostics, and on a panic
/// with an internal-error diagnostic).
macro_rules! define_pass {
    ($factory:ident, $run:path, $argument:literal, $description:literal, $anchor:literal) => {
        pub extern "C" fn $factory() -> mlir_sys::MlirPass {
            #[repr(align(8))]
            struct PassId;
            static PASS_ID: PassId = PassId;
            let run = |op: melior::ir::OperationRef<'_, '_>,
                       pass: melior::pass::ExternalPass<'_>| {
                let context = op.context();
                // SAFETY: `to_ref` borrows from `context`, which lives until
                // the pass returns; the context itself outlives the pass.
                let ctx = unsafe { context.to_ref() };
                // A panic must not unwind into MLIR (that aborts the
                // process): it fails the pass as an internal error.
                let ran = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| $run(ctx, op)));
                if ran.is_err() {
                    crate::ir::emit_error(
                        op.location(),
                        concat!(
                            "internal compiler error: pass `",
                            $argument,
                            "` panicked (a bug; please report it with this input)"
                        ),
                    );
                }
                if !matches!(ran, Ok(Ok(()))) {
                    pass.signal_failure();
                }
            };
            melior::pass::create_external(
                run,
                melior::ir::r#type::TypeId::create(&PASS_ID),
                $argument,
                $argument,
                $description,
                $anchor,
                &[],
            )
            .to_raw()
        }
    };
}

pub(crate) use define_pass;
