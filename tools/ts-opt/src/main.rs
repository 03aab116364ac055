//! `ts-opt`: parse textual IR (any registered dialect, ts included), run a
//! pass pipeline, print the result. The mlir-opt of this project.
//!
//! Errors (parse, verify, pass) print as `file:line:col: error: ...` with
//! the source line and a caret, and exit with status 1.

mod verify_diagnostics;

use anyhow::{Context as _, Result};
use clap::Parser;
use melior::ir::operation::OperationLike;
use std::{io::Read, process::ExitCode};
use ts_compiler::{
    diagnostics::{render_all, CapturedDiagnostic, DiagnosticCollector},
    pipeline::{self, PipelineOptions},
};

/// Parse IR, run a pass pipeline, print IR.
#[derive(Parser, Debug)]
#[command(name = "ts-opt", version, about)]
struct Args {
    /// Input file (`-` for stdin).
    #[arg(default_value = "-")]
    input: String,
    /// Output file (`-` for stdout).
    #[arg(short = 'o', default_value = "-")]
    output: String,
    /// Pipeline, e.g. `builtin.module(convert-ts-to-linalg,canonicalize)`.
    #[arg(long = "pass-pipeline")]
    pass_pipeline: Option<String>,
    /// Process each `// -----`-separated chunk of the input on its own.
    #[arg(long = "split-input-file")]
    split_input_file: bool,
    /// Check diagnostics against `expected-error {{...}}` annotations.
    #[arg(long = "verify-diagnostics")]
    verify_diagnostics: bool,
    /// Print the IR after every pass (to stderr).
    #[arg(long = "mlir-print-ir-after-all")]
    print_ir_after_all: bool,
    /// Print locations in the output IR.
    #[arg(long = "mlir-print-debuginfo")]
    print_debuginfo: bool,
    /// Report each pass's time (to stderr) once the pipeline has run.
    #[arg(long = "mlir-timing")]
    timing: bool,
}

fn main() -> ExitCode {
    match run() {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("ts-opt: error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

/// The pipeline body inside `builtin.module(...)`, as given.
fn pipeline_body(pipeline: &str) -> Result<String, String> {
    let p = pipeline.trim();
    match p
        .strip_prefix("builtin.module(")
        .and_then(|r| r.strip_suffix(')'))
    {
        Some(body) => Ok(body.to_string()),
        None => Err(format!(
            "pass pipeline must have the form `builtin.module(...)`, got `{p}`"
        )),
    }
}

fn run() -> Result<bool> {
    let args = Args::parse();
    let (source, name) = if args.input == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .context("reading stdin")?;
        (s, "<stdin>".to_string())
    } else {
        let s = std::fs::read_to_string(&args.input)
            .with_context(|| format!("cannot read `{}`", args.input))?;
        (s, args.input.clone())
    };
    let body = match args.pass_pipeline.as_deref().map(pipeline_body).transpose() {
        Ok(b) => b,
        Err(message) => {
            eprintln!("ts-opt: error: {message}");
            return Ok(false);
        }
    };

    let context = ts_compiler::create_context();
    ts_dialect::set_print_op_on_diagnostic(&context, !args.verify_diagnostics);
    let diagnostics = DiagnosticCollector::attach(&context);
    let options = PipelineOptions {
        print_ir_after_all: args.print_ir_after_all,
        reproducer_dir: None,
        timing: None,
    };
    if let Some(body) = &body {
        // Reject a malformed pipeline once, before touching any input.
        if let Err(e) = pipeline::pass_manager(&context, body, &options) {
            eprintln!("ts-opt: error: {e}");
            return Ok(false);
        }
    }

    let chunks: Vec<(usize, &str)> = if args.split_input_file {
        split_chunks(&source)
    } else {
        vec![(0, source.as_str())]
    };
    let mut outputs = Vec::new();
    let mut all_ok = true;
    for (first_line, chunk) in chunks {
        // Pad with newlines so locations are lines of the whole file.
        let text = format!("{}{}", "\n".repeat(first_line), chunk);
        let mut produced: Vec<CapturedDiagnostic> = Vec::new();
        let mut printed = None;
        match ts_dialect::parse_module(&context, &text, &name) {
            None => produced.extend(diagnostics.take()),
            Some(mut module) => {
                let verified = module.as_operation().verify();
                produced.extend(diagnostics.take());
                if verified {
                    let result = match &body {
                        Some(body) => {
                            let pm = pipeline::pass_manager(&context, body, &options)?;
                            if args.timing {
                                // SAFETY: a live pass manager; MLIR prints
                                // the report when it is destroyed.
                                unsafe { mlir_sys::mlirPassManagerEnableTiming(pm.to_raw()) };
                            }
                            let r = pm.run(&mut module);
                            produced.extend(diagnostics.take());
                            r.is_ok()
                        }
                        None => true,
                    };
                    if result {
                        printed = Some(print(&module, args.print_debuginfo));
                    }
                }
            }
        }
        if args.verify_diagnostics {
            let mismatches = verify_diagnostics::check(&name, &text, &produced);
            if !mismatches.is_empty() {
                eprint!("{}", render_all(&mismatches, Some((&name, &source))));
                all_ok = false;
            }
        } else if !produced.is_empty() {
            eprint!("{}", render_all(&produced, Some((&name, &source))));
            if printed.is_none()
                || produced
                    .iter()
                    .any(|d| d.severity == ts_compiler::diagnostics::Severity::Error)
            {
                all_ok = false;
            }
        } else if printed.is_none() {
            eprintln!("{name}: error: failed to process input");
            all_ok = false;
        }
        if let Some(p) = printed {
            outputs.push(p);
        }
    }
    let text = outputs.join("// -----\n");
    if args.output == "-" {
        print!("{text}");
    } else {
        std::fs::write(&args.output, text)
            .with_context(|| format!("cannot write `{}`", args.output))?;
    }
    Ok(all_ok)
}

fn print(module: &melior::ir::Module, debuginfo: bool) -> String {
    use melior::ir::operation::OperationPrintingFlags;
    let op = module.as_operation();
    let text = if debuginfo {
        pipeline::print_with_locations(module)
    } else {
        op.to_string_with_flags(OperationPrintingFlags::new())
            .unwrap_or_else(|_| op.to_string())
    };
    if text.ends_with('\n') {
        text
    } else {
        text + "\n"
    }
}

/// Splits at lines that are exactly `// -----`, returning each chunk with
/// the 0-based line it starts on.
fn split_chunks(source: &str) -> Vec<(usize, &str)> {
    let mut chunks = Vec::new();
    let (mut start_byte, mut start_line, mut offset) = (0, 0, 0);
    for (line_no, line) in source.split_inclusive('\n').enumerate() {
        if line.trim_end() == "// -----" {
            chunks.push((start_line, &source[start_byte..offset]));
            start_byte = offset + line.len();
            start_line = line_no + 1;
        }
        offset += line.len();
    }
    chunks.push((start_line, &source[start_byte..]));
    chunks
}
