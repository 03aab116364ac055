//! Running pass pipelines with reproducers.
//!
//! `tsc` runs its stages pass by pass. Before each pass it keeps a clone of
//! the module; if the pass fails, the clone is written out with locations
//! and the exact `ts-opt` command that reproduces the failure is returned,
//! as torch-mlir does, so a compiler bug is one command away from a test.

use crate::diagnostics::{CapturedDiagnostic, DiagnosticCollector};
use crate::timing::Timing;
use melior::{
    ir::{
        operation::{OperationLike, OperationPrintingFlags},
        Module, Operation,
    },
    pass::{PassIrPrintingOptions, PassManager},
    utility::parse_pass_pipeline,
    Context,
};
use std::{
    path::{Path, PathBuf},
    rc::Rc,
    time::Instant,
};

/// How a pipeline run reports and saves what happened.
#[derive(Clone, Debug, Default)]
pub struct PipelineOptions {
    /// Print the IR after every pass (to stderr), like `--mlir-print-ir-after-all`.
    pub print_ir_after_all: bool,
    /// Where reproducers go; `None` disables them.
    pub reproducer_dir: Option<PathBuf>,
    /// Where each pass's time (and each snapshot's) is added, if anywhere.
    pub timing: Option<Rc<Timing>>,
}

/// A saved input of a failing pass and the command that replays it.
#[derive(Clone, Debug)]
pub struct Reproducer {
    pub path: PathBuf,
    pub command: String,
}

/// Why a pipeline did not complete.
#[derive(Debug, thiserror::Error)]
pub enum PipelineError {
    #[error("invalid pass pipeline `{pipeline}`: {message}")]
    InvalidPipeline { pipeline: String, message: String },
    #[error("pass `{pass}` failed")]
    PassFailed {
        pass: String,
        diagnostics: Vec<CapturedDiagnostic>,
        reproducer: Option<Reproducer>,
    },
}

/// A pass manager for `builtin.module(<pipeline>)`, verifying after each pass.
pub fn pass_manager<'c>(
    context: &'c Context,
    pipeline: &str,
    options: &PipelineOptions,
) -> Result<PassManager<'c>, PipelineError> {
    if options.print_ir_after_all {
        // MLIR aborts if IR printing is enabled on a multithreaded context.
        context.enable_multi_threading(false);
    }
    let pm = PassManager::new(context);
    pm.enable_verifier(true);
    if options.print_ir_after_all {
        pm.enable_ir_printing(&PassIrPrintingOptions {
            before_all: false,
            after_all: true,
            module_scope: true,
            on_change: false,
            on_failure: false,
            flags: OperationPrintingFlags::new(),
            tree_printing_path: PathBuf::new(),
        });
    }
    let anchored = format!("builtin.module({pipeline})");
    parse_pass_pipeline(pm.as_operation_pass_manager(), &anchored).map_err(|e| {
        PipelineError::InvalidPipeline {
            pipeline: anchored.clone(),
            message: pipeline_parse_message(&e.to_string()),
        }
    })?;
    Ok(pm)
}

/// MLIR's pipeline parser reports over several lines (a location inside
/// the pipeline element, a caret); keep the messages, on one line.
fn pipeline_parse_message(raw: &str) -> String {
    let messages: Vec<&str> = raw
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with("failed to parse pass pipeline") && *l != "^")
        .filter_map(|l| match l.split_once("error: ") {
            Some((_, m)) => Some(m),
            None if l.contains(": ") || l.starts_with("failed") => {
                Some(l.rsplit_once(">: ").map_or(l, |(_, m)| m))
            }
            None => None,
        })
        .collect();
    if messages.is_empty() {
        raw.trim().to_string()
    } else {
        messages.join("; ")
    }
}

/// Runs `passes` in order on `module`, one pass manager per pass so a
/// failure names its pass and can be reproduced alone.
pub fn run_passes(
    context: &Context,
    module: &mut Module,
    passes: &[&str],
    diagnostics: &DiagnosticCollector,
    options: &PipelineOptions,
) -> Result<(), PipelineError> {
    for (index, pass) in passes.iter().enumerate() {
        let start = Instant::now();
        let pm = pass_manager(context, pass, options)?;
        let built = Instant::now();
        // A copy, printed only if the pass fails (as MLIR's own crash
        // reproducers do): printing every pass's input cost a quarter of a
        // model's compile time.
        let snapshot = options
            .reproducer_dir
            .as_ref()
            .map(|_| copy_of(&module.as_operation()));
        let snapshot_taken = Instant::now();
        let failed = pm.run(module).is_err();
        if let Some(timing) = &options.timing {
            timing.add("building pass managers", built - start);
            timing.add("reproducer snapshots", snapshot_taken - built);
            timing.add(pass, snapshot_taken.elapsed());
        }
        if failed {
            let reproducer = match (&options.reproducer_dir, snapshot) {
                (Some(dir), Some(copy)) => {
                    write_reproducer(dir, index, pass, &operation_with_locations(&copy))
                }
                _ => None,
            };
            return Err(PipelineError::PassFailed {
                pass: pass.to_string(),
                diagnostics: diagnostics.take(),
                reproducer,
            });
        }
    }
    Ok(())
}

/// The module's text with locations, so diagnostics from a replay point
/// at the original source.
pub fn print_with_locations(module: &Module) -> String {
    operation_with_locations(&module.as_operation())
}

fn operation_with_locations<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> String {
    op.to_string_with_flags(OperationPrintingFlags::new().enable_debug_info(true, false))
        .unwrap_or_else(|_| op.to_string())
}

/// A deep copy of `op`, owned by the caller.
pub fn copy_of<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> Operation<'c> {
    // SAFETY: the clone is a new operation with no parent; `Operation`
    // owns it from here on and destroys it when dropped.
    unsafe { Operation::from_raw(mlir_sys::mlirOperationClone(op.to_raw())) }
}

fn write_reproducer(dir: &Path, index: usize, pass: &str, ir: &str) -> Option<Reproducer> {
    std::fs::create_dir_all(dir).ok()?;
    let safe: String = pass
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .take(60)
        .collect();
    let path = dir.join(format!("{index:02}-{safe}.mlir"));
    std::fs::write(&path, ir).ok()?;
    let command = format!(
        "ts-opt {} --pass-pipeline='builtin.module({pass})'",
        path.display()
    );
    Some(Reproducer { path, command })
}
