//! `tsc`: compile a TorchScript-language file, inspect any stage of its
//! lowering, or run it on example inputs.
//!
//! ```text
//! tsc compile prog.py --entry f [--args args.json] --emit=ts|linalg|llvm|llvm-ir|asm|obj [-o OUT]
//! tsc run prog.py --entry f --args args.json [--result out.json] [--repeat N]
//! ```
//! Every error is printed as `FILE:LINE:COL: error: ...` (or names the
//! file it is about) and makes `tsc` exit with status 1.

mod init_evaluator;
mod lifted_weights;
mod value_files;

use anyhow::{anyhow, bail, Context as _, Result};
use clap::{Parser, Subcommand, ValueEnum};
use melior::ir::{operation::OperationLike, Module};
use std::{collections::HashMap, path::PathBuf, process::ExitCode, rc::Rc, time::Instant};
use ts_compiler::{
    codegen::{self, Artifact},
    deferred_facts::{check_learned_lists, deferred_facts, unlearned, ExampleLists, Markers},
    diagnostics::{render_all, DiagnosticCollector},
    entry_specialization::{abi_kinds, lowered_signature, specialize_entry},
    pipeline::{run_passes, PipelineError, PipelineOptions},
    target::{set_vector_bits, CpuTarget, VECTOR_WIDTHS},
    timing::Timing,
};
use ts_frontend::SourceFile;
use ts_importer::ValueType;
use ts_passes::pipelines;
use ts_runtime::{value_json, EntrySignature, Jit, Value};

#[derive(Parser)]
#[command(
    name = "tsc",
    version,
    about = "Compile and run TorchScript-language programs"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Emit {
    /// ts dialect, as imported (specialized when --args is given)
    Ts,
    /// linalg/tensor/arith on static shapes
    Linalg,
    /// the LLVM dialect
    Llvm,
    /// LLVM IR after O3
    LlvmIr,
    /// host assembly after O3
    Asm,
    /// a host object file (needs -o)
    Obj,
}

#[derive(clap::Args, Clone)]
struct Common {
    /// The TorchScript source file.
    file: PathBuf,
    /// The function to compile (defaults to the `entry` of --args).
    #[arg(long)]
    entry: Option<String>,
    /// Example inputs (JSON: `{"entry": .., "args": [..]}` or a list);
    /// shapes and dtypes are specialized to them.
    #[arg(long)]
    args: Option<PathBuf>,
    /// Print the IR after every pass (to stderr).
    #[arg(long = "mlir-print-ir-after-all")]
    print_ir_after_all: bool,
    /// Where to save the input of a failing pass.
    #[arg(long = "reproducer-dir")]
    reproducer_dir: Option<PathBuf>,
    /// Parameters and buffers of a module entry (`Class.forward`), as a
    /// safetensors file; they are lifted into the compiled signature.
    #[arg(long)]
    weights: Option<PathBuf>,
    /// Tile matmuls for vector registers of this many bits instead of the
    /// target's widest (like clang's -mprefer-vector-width).
    #[arg(long = "prefer-vector-width", value_parser = parse_vector_width)]
    prefer_vector_width: Option<u32>,
    /// Report the time each step took (import, every pass, LLVM), slowest
    /// first, to stderr (like mlir-opt's --mlir-timing).
    #[arg(long)]
    timing: bool,
    /// An option for LLVM's code generation, as `llc` takes it
    /// (`--mllvm=-unroll-threshold=100`); repeatable, like clang's -mllvm.
    /// It follows the compiler's own (`DEFAULT_LLVM_OPTIONS`).
    #[arg(long = "mllvm", value_name = "OPTION", allow_hyphen_values = true)]
    mllvm: Vec<String>,
    /// Where the steps' times are recorded.
    #[arg(skip)]
    timer: Rc<Timing>,
    /// Compile this function beside the file's (the entry then): a tensor
    /// `__init__` reads (see `init_evaluator`).
    #[arg(skip)]
    evaluate: Option<ts_frontend::ast::FunctionDef>,
    /// The tensors `__init__` read, computed once for every import.
    #[arg(skip)]
    init_values: init_evaluator::InitValueCache,
}

#[derive(Subcommand)]
enum Command {
    /// Compile and print (or write) one stage of the lowering.
    Compile {
        #[command(flatten)]
        common: Common,
        #[arg(long, value_enum, default_value = "ts")]
        emit: Emit,
        /// Output file (default: stdout; required for --emit=obj).
        #[arg(short = 'o')]
        output: Option<PathBuf>,
        /// Generate code for this CPU (LLVM's names: `skylake-avx512`,
        /// `znver4`, ...) instead of the host's; with --target-features.
        #[arg(long = "target-cpu", requires = "target_features")]
        target_cpu: Option<String>,
        /// The target CPU's features, as LLVM names them (`+avx2,+fma`);
        /// they also set the vector width matmuls are tiled for.
        #[arg(long = "target-features", requires = "target_cpu")]
        target_features: Option<String>,
    },
    /// Compile, run on the example inputs and print or save the result.
    Run {
        #[command(flatten)]
        common: Common,
        /// Write the result here (JSON value encoding) instead of stdout.
        #[arg(long)]
        result: Option<PathBuf>,
        /// Call the compiled function this many times and report the mean
        /// time; module state carries from call to call, and the last
        /// call's result is printed.
        #[arg(long, default_value_t = 1)]
        repeat: u32,
        /// Compare the result with this expected VALUE (conformance rules);
        /// a mismatch is an error.
        #[arg(long)]
        expected: Option<PathBuf>,
        /// Call the function compiled for --args with these inputs instead
        /// (same shapes and dtypes; specialized ints are guarded).
        #[arg(long = "call-args")]
        call_args: Option<PathBuf>,
        /// Threads that large loops run on (default: one per core, or
        /// RAYON_NUM_THREADS).
        #[arg(long)]
        threads: Option<usize>,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let text = format!("{e:#}");
            // Located diagnostics are already complete; others get a prefix.
            if text.contains(": error: ") {
                eprint!("{text}");
                if !text.ends_with('\n') {
                    eprintln!();
                }
            } else {
                eprintln!("tsc: error: {text}");
            }
            ExitCode::FAILURE
        }
    }
}

/// A `--prefer-vector-width` value: one of the widths schedules exist for.
fn parse_vector_width(text: &str) -> Result<u32, String> {
    let widths = VECTOR_WIDTHS.map(|w| w.to_string()).join(", ");
    text.parse()
        .ok()
        .filter(|w| VECTOR_WIDTHS.contains(w))
        .ok_or_else(|| format!("expected one of {widths} (bits)"))
}

/// Refuses a feature list that is not `+name` / `-name` items (LLVM
/// itself warns about names it does not know, and ignores them).
fn check_target(target: &CpuTarget) -> Result<()> {
    let bad = target
        .features
        .split(',')
        .find(|f| !(f.len() > 1 && (f.starts_with('+') || f.starts_with('-'))));
    if let Some(bad) = bad {
        bail!("--target-features: `{bad}` is not `+FEATURE` or `-FEATURE` (a comma-separated list like `+avx2,+fma`)");
    }
    Ok(())
}

/// The stages a module goes through, in order.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Stage {
    Ts,
    Linalg,
    Llvm,
}

struct Compiled<'c> {
    module: Module<'c>,
    signature: Option<EntrySignature>,
    /// The module tensors appended to every call's inputs.
    lifted: Vec<Value>,
    /// The entry's TorchScript result type (tuples are flattened by the ABI).
    result_type: ValueType,
    /// The module attributes each call returns for the next one, after the
    /// result's values.
    state: Vec<ts_importer::StateSlot>,
    /// See `Import::state_initializers`.
    state_initializers: Vec<String>,
}

fn run(cli: Cli) -> Result<()> {
    let (Command::Compile { common, .. } | Command::Run { common, .. }) = &cli.command;
    ts_compiler::llvm_options::set_llvm_options(&common.mllvm)?;
    match cli.command {
        Command::Compile {
            common,
            emit,
            output,
            target_cpu,
            target_features,
        } => {
            let target = match (target_cpu, target_features) {
                (Some(cpu), Some(features)) => {
                    let target = CpuTarget { cpu, features };
                    check_target(&target)?;
                    target
                }
                _ => CpuTarget::host(),
            };
            let stage = match emit {
                Emit::Ts => Stage::Ts,
                Emit::Linalg => Stage::Linalg,
                _ => Stage::Llvm,
            };
            let context = ts_compiler::create_context();
            let inputs = common
                .args
                .as_ref()
                .map(|p| value_files::read_inputs(p))
                .transpose()?;
            let start = Instant::now();
            let compiled = compile(&context, &common, inputs.as_ref(), stage, &target)?;
            let artifact = match emit {
                Emit::Ts | Emit::Linalg | Emit::Llvm => None,
                Emit::LlvmIr => Some(Artifact::LlvmIr),
                Emit::Asm => Some(Artifact::Assembly),
                Emit::Obj => {
                    if output.is_none() {
                        bail!("--emit=obj needs -o FILE");
                    }
                    Some(Artifact::Object)
                }
            };
            let bytes = match artifact {
                None => compiled.module.as_operation().to_string().into_bytes(),
                Some(artifact) => (common.timer)
                    .time("LLVM: translation, O3, machine code", || {
                        codegen::emit(&compiled.module, artifact, &target)
                    })?,
            };
            if common.timing {
                eprint!("{}", common.timer.report(start.elapsed()));
            }
            match output {
                Some(path) => std::fs::write(&path, bytes)
                    .with_context(|| format!("cannot write {}", path.display()))?,
                None => {
                    use std::io::Write;
                    std::io::stdout().write_all(&bytes)?;
                }
            }
            Ok(())
        }
        Command::Run {
            common,
            result,
            repeat,
            expected,
            call_args,
            threads,
        } => {
            let Some(args_path) = &common.args else {
                bail!("`tsc run` needs --args FILE with the inputs")
            };
            if let Some(n) = threads {
                ts_runtime::set_thread_count(n).context("--threads")?;
            }
            let inputs = value_files::read_inputs(args_path)?;
            let context = ts_compiler::create_context();
            let start = Instant::now();
            let host = CpuTarget::host();
            let compiled = compile(&context, &common, Some(&inputs), Stage::Llvm, &host)?;
            let location = (compiled.signature.as_ref())
                .and_then(|s| entry_location(&compiled.module, &s.name));
            // The engine compiles lazily: looking the entry up is most of it.
            let llvm_start = Instant::now();
            let jit = Jit::new(&compiled.module, 3)?;
            let entry = jit.entry(
                compiled
                    .signature
                    .expect("specialized when inputs are given"),
            )?;
            (common.timer).add(
                "LLVM: translation, O3, machine code (JIT)",
                llvm_start.elapsed(),
            );
            let result_type = compiled.result_type.clone();
            let mut call_inputs = match &call_args {
                Some(path) => {
                    let call = value_files::read_inputs(path)?;
                    value_files::check_same_structure(&inputs, &call, path)?;
                    call
                }
                None => inputs,
            };
            call_inputs.values.extend(compiled.lifted.iter().cloned());
            let compile_time = start.elapsed();
            let mut results = Vec::new();
            let run_start = Instant::now();
            for _ in 0..repeat.max(1) {
                results = entry
                    .call(&call_inputs.values)
                    .map_err(|e| located_run_error(e, location.as_deref()))?;
                // Module state: the next call starts from this one's.
                let first_state = results.len().saturating_sub(compiled.state.len());
                for (slot, v) in compiled.state.iter().zip(results.drain(first_state..)) {
                    if let Some(input) = call_inputs.values.get_mut(slot.param) {
                        *input = v;
                    }
                }
            }
            let per_call = run_start.elapsed() / repeat.max(1);
            let value = rebuild(&result_type, &mut results.into_iter()).ok_or_else(|| {
                anyhow!("the entry returned fewer values than its type {result_type} has")
            })?;
            let json = serde_json::to_string(&value_json::encode(&value))?;
            let verdict =
                match &expected {
                    Some(path) => {
                        let want = value_files::read_value(path)?;
                        Some(value_json::compare(&value, &want, "result").map_err(|why| {
                            anyhow!("result differs from {}: {why}", path.display())
                        }))
                    }
                    None => None,
                };
            match result {
                Some(path) => std::fs::write(&path, json + "\n")
                    .with_context(|| format!("cannot write {}", path.display()))?,
                None => println!("{json}"),
            }
            eprintln!(
                "tsc: compiled in {:.1} ms; {} per call ({} call{})",
                compile_time.as_secs_f64() * 1e3,
                format_duration(per_call),
                repeat.max(1),
                if repeat > 1 { "s" } else { "" }
            );
            if common.timing {
                eprint!("{}", common.timer.report(compile_time));
            }
            if let Some(verdict) = verdict {
                verdict?;
                eprintln!(
                    "tsc: result matches {}",
                    expected.as_ref().expect("checked").display()
                );
            }
            Ok(())
        }
    }
}

/// `FILE:LINE:COL` of the entry's `def`: where a run-time error compiled
/// code cannot place more precisely (running out of memory) is reported.
fn entry_location(module: &Module, entry: &str) -> Option<String> {
    let func = ts_compiler::entry_specialization::function_named(module, entry)?;
    let at = ts_compiler::diagnostics::source_location(func.location())?;
    Some(format!("{}:{}:{}", at.file, at.line, at.column))
}

/// A module attribute kept across calls must keep its type, a tensor its
/// dtype and shape: the next call passes it where the entry, specialized
/// to the first call's values, expects the first value's.
fn check_state_types(
    state: &[ts_importer::StateSlot],
    inputs: &[ts_runtime::AbiType],
    results: &[ts_runtime::AbiType],
    file: &SourceFile,
) -> Result<()> {
    let first = results.len().saturating_sub(state.len());
    let changed: Vec<_> = state
        .iter()
        .zip(&results[first..])
        .filter(|(slot, returned)| inputs.get(slot.param) != Some(*returned))
        .map(|(slot, returned)| {
            ts_frontend::Diagnostic::error(
                format!("`self.{}` is a {} when a call starts but a {returned} when it ends: a module attribute kept for the next call must keep its dtype and shape (the compiled call is specialized to the first call's)", slot.attr, inputs.get(slot.param).map_or("value".to_string(), ToString::to_string)),
                slot.span,
            )
        })
        .collect();
    if !changed.is_empty() {
        bail!(ts_frontend::render_all(&changed, file));
    }
    Ok(())
}

/// A run-time error as a located diagnostic: the script's own errors carry
/// their location; others are placed at the entry.
fn located_run_error(e: ts_runtime::RuntimeError, entry: Option<&str>) -> anyhow::Error {
    let mut text = e.to_string();
    // A JSON array is a list: a tuple needs its own spelling.
    if let ts_runtime::RuntimeError::ArgumentType { expected, got, .. } = &e {
        if expected.contains("Tuple[") && !got.contains("Tuple[") {
            text.push_str(" (in an arguments file a tuple is written {\"tuple\": [...]})");
        }
    }
    match entry {
        Some(at) if !text.contains(": error: ") => anyhow!("{at}: error: {text}"),
        _ => anyhow!("{text}"),
    }
}

/// Rebuilds a (possibly tuple) TorchScript value from the ABI's flat results.
fn rebuild(ty: &ValueType, flat: &mut impl Iterator<Item = Value>) -> Option<Value> {
    match ty {
        ValueType::One(_) => flat.next(),
        ValueType::Tuple(items) | ValueType::Struct(_, items) => {
            let values = items
                .iter()
                .map(|t| rebuild(t, flat))
                .collect::<Option<Vec<_>>>()?;
            let name = match ty {
                ValueType::Struct(name, _) => *name,
                _ => "",
            };
            Some(match ts_importer::dict_keys(name) {
                Some(keys) => Value::Dict(keys.into_iter().map(Value::Str).zip(values).collect()),
                None if name == ts_importer::TENSOR_LIST => Value::List(values),
                // A NamedTuple is a tuple to Python.
                None => Value::Tuple(values),
            })
        }
        // A run-time optional: its presence flag, then the payload.
        ValueType::Optional(inner) => {
            let present = matches!(flat.next()?, Value::Bool(true));
            let payload = rebuild(inner, flat)?;
            Some(if present { payload } else { Value::None })
        }
        // A run-time union: the member's index, then each member's payload.
        ValueType::Union(members) => {
            let Value::Int(tag) = flat.next()? else {
                return None;
            };
            let payloads = members
                .iter()
                .map(|m| match m {
                    // A `None` member has no payload.
                    ValueType::One(ts_importer::ScriptType::None) => Some(Value::None),
                    m => rebuild(m, flat),
                })
                .collect::<Option<Vec<_>>>()?;
            payloads.into_iter().nth(usize::try_from(tag).ok()?)
        }
        // Results have their actual types, never this.
        ValueType::Any => flat.next(),
    }
}

fn format_duration(d: std::time::Duration) -> String {
    let us = d.as_secs_f64() * 1e6;
    if us < 1000.0 {
        format!("{us:.1} µs")
    } else {
        format!("{:.3} ms", us / 1e3)
    }
}

/// One import of the source, specialized to the example inputs.
struct Import<'c> {
    module: Module<'c>,
    guards: Vec<(usize, i64)>,
    entry: String,
    result_type: ts_importer::ValueType,
    lifted: Vec<Value>,
    state: Vec<ts_importer::StateSlot>,
    state_initializers: Vec<String>,
    abi_inputs: Option<Vec<ts_runtime::AbiType>>,
    warnings: Vec<ts_frontend::Diagnostic>,
}

/// What the entry is imported with: the example inputs, the weights file,
/// and the module state's first values (see `initial_state_values`).
struct EntryValues<'a> {
    inputs: Option<&'a value_files::ExampleInputs>,
    weights: Option<&'a lifted_weights::Weights>,
    /// Import the entry as its state initializer.
    state_init: bool,
    /// The first values of state tensors `__init__` computes, by path.
    initial_state: &'a HashMap<String, Value>,
}

/// What refining an import learned for the next one (see
/// `ts_compiler::deferred_facts`), by the source offset of the call.
#[derive(Clone, Default)]
struct Learned {
    item_types: std::collections::HashMap<usize, ts_importer::ScriptType>,
    split_sizes: std::collections::HashMap<usize, i64>,
    int_lists: std::collections::HashMap<usize, Vec<i64>>,
    inlined_functions: std::collections::HashSet<String>,
}

impl Learned {
    fn len(&self) -> usize {
        self.item_types.len()
            + self.split_sizes.len()
            + self.int_lists.len()
            + self.inlined_functions.len()
    }
}

/// Imports `file` with what earlier imports learned and specializes its
/// entry to the example inputs.
fn import_once<'c>(
    context: &'c melior::Context,
    file: &SourceFile,
    common: &Common,
    values: &EntryValues,
    entry_name: Option<String>,
    learned: Learned,
    diagnostics: &DiagnosticCollector,
) -> Result<Import<'c>> {
    let (inputs, weights) = (values.inputs, values.weights);
    let spec = entry_name.map(|entry| ts_importer::EntrySpec {
        entry,
        item_types: learned.item_types,
        split_sizes: learned.split_sizes,
        int_lists: learned.int_lists,
        inlined_functions: learned.inlined_functions,
        ints: inputs
            .map(|i| {
                i.values
                    .iter()
                    .map(|v| {
                        if let Value::Int(i) = v {
                            Some(*i)
                        } else {
                            None
                        }
                    })
                    .collect()
            })
            .unwrap_or_default(),
        nones: inputs
            .map(|i| i.values.iter().map(|v| matches!(v, Value::None)).collect())
            .unwrap_or_default(),
        shapes: inputs.map(|i| i.shapes.clone()).unwrap_or_default(),
        inputs: inputs.map(|i| i.shapes.len()),
        weights: weights.map(lifted_weights::Weights::names),
        state_init: values.state_init,
        // The function an evaluator compiles runs no `__init__`.
        evaluator: match &common.evaluate {
            None => Some(ts_importer::Evaluator::new(Rc::new(
                init_evaluator::JitInitEvaluator::new(common),
            ))),
            Some(_) => None,
        },
        extra_function: common.evaluate.clone(),
    });
    let imported = ts_importer::import_source(context, file, spec)
        .map_err(|diags| anyhow!(ts_frontend::render_all(&diags, file)))?;
    let module = imported.module;
    // Op verifiers catch some misuse at import (e.g. two -1 in a view);
    // their errors are located in the user's source.
    if !module.as_operation().verify() {
        let diags = diagnostics.take();
        if diags.is_empty() {
            bail!("internal error: the frontend produced invalid IR");
        }
        bail!("{}", render_all(&diags, Some((&file.name, &file.text))));
    }
    let entry = common
        .entry
        .clone()
        .or_else(|| inputs.and_then(|i| i.entry.clone()))
        .ok_or_else(|| anyhow!("no entry function: pass --entry NAME"))?;
    let result_type = imported
        .signatures
        .get(&entry)
        .map(|s| s.result.clone())
        .ok_or_else(|| {
            anyhow!(
                "{}: error: entry function `{entry}` is not defined",
                file.name
            )
        })?;
    let (params, state) = imported
        .signatures
        .get(&entry)
        .map(|s| (s.params.clone(), s.state.clone()))
        .unwrap_or_default();
    let lifted = match inputs {
        Some(_) => lifted_weights::lifted_values(&params, &state, values.initial_state, weights)?,
        None => vec![],
    };
    let abi_inputs = inputs.map(|i| {
        let mut all = i.abi_types();
        all.extend(lifted.iter().map(value_files::abi_type));
        all
    });
    specialize_entry(context, &module, &entry, abi_inputs.as_deref())
        .map_err(|e| anyhow!("{}: error: {e}", file.name))?;
    Ok(Import {
        module,
        warnings: imported.warnings,
        guards: imported.guards,
        entry,
        result_type,
        lifted,
        state,
        state_initializers: imported.state_initializers,
        abi_inputs,
    })
}

/// Imports, specializes and lowers `common.file` up to `stage`.
fn compile<'c>(
    context: &'c melior::Context,
    common: &Common,
    inputs: Option<&value_files::ExampleInputs>,
    stage: Stage,
    target: &CpuTarget,
) -> Result<Compiled<'c>> {
    let initial_state = match inputs {
        Some(inputs) => initial_state_values(context, common, inputs, target)?,
        None => HashMap::new(),
    };
    compile_as(
        context,
        common,
        inputs,
        stage,
        target,
        false,
        &initial_state,
    )
}

/// The first values of the module state tensors that `__init__` computes
/// (a buffer the weights file lacks): the entry imported as its state
/// initializer, compiled and called once on the example inputs.
fn initial_state_values(
    context: &melior::Context,
    common: &Common,
    inputs: &value_files::ExampleInputs,
    target: &CpuTarget,
) -> Result<HashMap<String, Value>> {
    let init = compile_as(
        context,
        common,
        Some(inputs),
        Stage::Llvm,
        target,
        true,
        &HashMap::new(),
    )?;
    if init.state_initializers.is_empty() {
        return Ok(HashMap::new());
    }
    let signature = init
        .signature
        .ok_or_else(|| anyhow!("internal error: the state initializer has no signature"))?;
    let llvm_start = Instant::now();
    let jit = Jit::new(&init.module, 3)?;
    let entry = jit.entry(signature)?;
    (common.timer).add("LLVM for the state initializer (JIT)", llvm_start.elapsed());
    let mut args = inputs.values.clone();
    args.extend(init.lifted);
    let results = entry.call(&args)?;
    if results.len() != init.state_initializers.len() {
        bail!(
            "internal error: the state initializer returned {} values for {} tensors",
            results.len(),
            init.state_initializers.len()
        );
    }
    Ok(init.state_initializers.into_iter().zip(results).collect())
}

/// `compile`, with the entry imported as its state initializer
/// (`state_init`, which stops after import when there is nothing to
/// initialize) or with the state's first values.
fn compile_as<'c>(
    context: &'c melior::Context,
    common: &Common,
    inputs: Option<&value_files::ExampleInputs>,
    stage: Stage,
    target: &CpuTarget,
    state_init: bool,
    initial_state: &HashMap<String, Value>,
) -> Result<Compiled<'c>> {
    let text = std::fs::read_to_string(&common.file)
        .with_context(|| format!("cannot read {}", common.file.display()))?;
    let file = SourceFile::new(common.file.display().to_string(), text);
    // The reproducer holds the IR; the generic-form op dump is noise here.
    ts_dialect::set_print_op_on_diagnostic(context, false);
    let diagnostics = DiagnosticCollector::attach(context);
    let entry_name = common
        .entry
        .clone()
        .or_else(|| inputs.and_then(|i| i.entry.clone()));
    let weights = common
        .weights
        .as_deref()
        .map(lifted_weights::Weights::read)
        .transpose()?;
    let mut learned = Learned::default();
    let markers = Markers {
        item: ts_importer::UNTYPED_ITEM_ATTR,
        split: ts_importer::SPLIT_AT_ATTR,
        int_list: ts_importer::INT_LIST_AT_ATTR,
        learned_int_list: ts_importer::INT_LIST_LEARNED_AT_ATTR,
        report_at: ts_importer::REPORT_AT_ATTR,
        marked_in: ts_importer::MARKED_IN_ATTR,
    };
    let examples = ExampleLists {
        entry: entry_name.as_deref().unwrap_or_default(),
        lists: inputs
            .map(|i| {
                i.values
                    .iter()
                    .enumerate()
                    .filter_map(|(at, v)| match v {
                        Value::List(items) => items
                            .iter()
                            .map(|x| match x {
                                Value::Int(n) => Some(*n),
                                _ => None,
                            })
                            .collect::<Option<Vec<i64>>>()
                            .map(|ints| (at, ints)),
                        _ => None,
                    })
                    .collect()
            })
            .unwrap_or_default(),
        ints: inputs
            .map(|i| {
                let ints = i.values.iter().enumerate();
                ints.filter_map(|(at, v)| match v {
                    Value::Int(n) => Some((at, *n)),
                    _ => None,
                })
                .collect()
            })
            .unwrap_or_default(),
    };
    let located = |offset: usize, message: String| {
        let at = ts_frontend::Span {
            start: offset,
            end: offset + 1,
        };
        ts_frontend::Diagnostic::error(message, at)
    };
    // An error found while learning facts (or checking them), rendered.
    let fact_error = |(offset, message): (usize, String)| {
        anyhow!(ts_frontend::render_all(&[located(offset, message)], &file))
    };
    // `x.item()` types, `x.split(n)` part counts and the ints of lists
    // follow dtypes and sizes known only once shapes are refined: a first
    // import leaves them provisional, and the next one uses what refining
    // it found (again if that revealed more).
    let mut dead_int_lists = std::collections::HashSet::new();
    let imported = loop {
        let values = EntryValues {
            inputs,
            weights: weights.as_ref(),
            state_init,
            initial_state,
        };
        let once = common.timer.time("import", || {
            import_once(
                context,
                &file,
                common,
                &values,
                entry_name.clone(),
                learned.clone(),
                &diagnostics,
            )
        })?;
        if once.abi_inputs.is_none() || (state_init && once.state_initializers.is_empty()) {
            break once;
        }
        let found = (common.timer)
            .time("refining a copy for facts the import needs", || {
                deferred_facts(context, &once.module, &markers, &examples, &diagnostics)
            })
            .map_err(fact_error)?;
        let before = learned.len();
        dead_int_lists = found.dead_int_lists;
        // A function whose lists differ between calls is inlined at each
        // call, and all is learned again (a copy's lists have positions of
        // their own); one already inlined is an error.
        if let Some(c) = found.conflicts.first() {
            let new: Vec<String> = (found.conflicts.iter())
                .map(|c| c.function.clone())
                .filter(|f| !learned.inlined_functions.contains(f))
                .collect();
            if new.is_empty() {
                bail!(ts_frontend::render_all(
                    &[located(c.offset, c.message.clone())],
                    &file
                ));
            }
            learned.inlined_functions.extend(new);
            learned.int_lists.clear();
            learned.item_types.clear();
            learned.split_sizes.clear();
            continue;
        }
        for (offset, values) in found.int_lists {
            learned.int_lists.entry(offset).or_insert(values);
        }
        for (offset, n) in found.split_sizes {
            learned.split_sizes.entry(offset).or_insert(n);
        }
        for (offset, d) in found.item_dtypes {
            learned.item_types.entry(offset).or_insert(match d {
                ts_dialect::Dtype::Bool => ts_importer::ScriptType::Bool,
                d if d.is_float() => ts_importer::ScriptType::Float,
                _ => ts_importer::ScriptType::Int,
            });
        }
        if learned.len() == before {
            break once;
        }
    };
    // Nothing to initialize: the provisional import is all it takes to
    // know.
    if state_init && imported.state_initializers.is_empty() {
        return Ok(Compiled {
            module: imported.module,
            lifted: vec![],
            signature: None,
            result_type: imported.result_type,
            state: vec![],
            state_initializers: vec![],
        });
    }
    // Lists of one decomposition (an LSTMCell's two reshapes) report at
    // one call: once.
    let mut never_learned: Vec<(usize, String)> =
        unlearned(&imported.module, &markers, ts_importer::INT_LIST_ERROR_ATTR)
            .into_iter()
            .filter(|(offset, _, _)| !dead_int_lists.contains(offset))
            .map(|(_, at, message)| (at, message))
            .collect();
    never_learned.sort();
    never_learned.dedup();
    let never_learned: Vec<_> = (never_learned.into_iter())
        .map(|(at, message)| located(at, message))
        .collect();
    if !never_learned.is_empty() {
        bail!(ts_frontend::render_all(&never_learned, &file));
    }
    ts_compiler::deferred_facts::drop_provisional_marks(&imported.module);
    (common.timer)
        .time("refining a copy for facts the import needs", || {
            check_learned_lists(
                context,
                &imported.module,
                &markers,
                ts_importer::INT_LIST_ERROR_ATTR,
                &examples,
                &diagnostics,
            )
        })
        .map_err(fact_error)?;
    let Import {
        mut module,
        guards,
        entry,
        result_type,
        lifted,
        state,
        state_initializers,
        abi_inputs,
        warnings,
    } = imported;
    if !state_init && common.evaluate.is_none() {
        eprint!("{}", ts_frontend::render_all(&warnings, &file));
    }
    if stage == Stage::Ts {
        return Ok(Compiled {
            module,
            lifted,
            signature: None,
            result_type,
            state,
            state_initializers,
        });
    }
    let kinds = abi_kinds(&module, &entry);
    let options = PipelineOptions {
        print_ir_after_all: common.print_ir_after_all,
        reproducer_dir: Some(
            common
                .reproducer_dir
                .clone()
                .unwrap_or_else(|| std::env::temp_dir().join("tsc-reproducers")),
        ),
        timing: Some(common.timer.clone()),
    };
    let lower = |module: &mut Module<'c>, passes: &[&str]| -> Result<()> {
        run_passes(context, module, passes, &diagnostics, &options)
            .map_err(|e| pipeline_error(e, &file))
    };
    let vector_bits = common
        .prefer_vector_width
        .unwrap_or_else(|| target.vector_bits());
    set_vector_bits(&mut module, vector_bits);
    lower(&mut module, pipelines::TS_TO_LINALG)?;
    let signature = match abi_inputs {
        Some(_) => {
            let (inputs, results) = lowered_signature(&module, &entry, &kinds)
                .map_err(|e| anyhow!("{}: error: {e}", file.name))?;
            check_state_types(&state, &inputs, &results, &file)?;
            Some(EntrySignature {
                guards: guards.clone(),
                name: entry.clone(),
                inputs,
                results,
            })
        }
        None => None,
    };
    if stage == Stage::Linalg {
        return Ok(Compiled {
            module,
            lifted,
            signature,
            result_type,
            state,
            state_initializers,
        });
    }
    lower(&mut module, pipelines::LINALG_TO_LLVM)?;
    Ok(Compiled {
        module,
        lifted,
        signature,
        result_type,
        state,
        state_initializers,
    })
}

/// Renders a pipeline failure with its located diagnostics and, when one
/// was saved, the command that reproduces it.
fn pipeline_error(e: PipelineError, file: &SourceFile) -> anyhow::Error {
    match e {
        PipelineError::InvalidPipeline { .. } => anyhow!("internal error: {e}"),
        PipelineError::PassFailed {
            pass,
            diagnostics,
            reproducer,
        } => {
            let mut text = render_all(&diagnostics, Some((&file.name, &file.text)));
            if diagnostics.is_empty() {
                text.push_str(&format!("{}: error: pass `{pass}` failed\n", file.name));
            }
            // The backend contract's errors are verdicts on the program
            // (it needs dynamic shapes), not a pass to debug.
            let reproducer = reproducer.filter(|_| pass != "ts-verify-backend-contract");
            if let Some(r) = reproducer {
                text.push_str(&format!(
                    "{}: note: pass `{pass}` failed; its input is saved at {}\n  reproduce with: {}\n",
                    file.name,
                    r.path.display(),
                    r.command
                ));
            }
            anyhow!(text)
        }
    }
}
