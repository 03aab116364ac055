//! Computes the tensors a module's `__init__` turns into Python values
//! (`ts_importer::InitEvaluator`): the expression, as the script function
//! `ts_importer::INIT_VALUE_FUNCTION` beside the file's own, is compiled by
//! the same pipeline and run once on the JIT.

use crate::{compile_as, value_files::ExampleInputs, Common, Stage};
use std::{cell::RefCell, collections::HashMap, rc::Rc, time::Instant};
use ts_compiler::{target::CpuTarget, timing::Timing};
use ts_frontend::ast::FunctionDef;
use ts_importer::{ConstData, ConstTensor, InitEvaluator, INIT_VALUE_FUNCTION};
use ts_runtime::{Jit, TensorData, Value};

/// What was computed, by the function's body: the driver imports a file
/// several times (refinement, the state initializer), and each runs
/// `__init__` again.
pub type InitValueCache = Rc<RefCell<HashMap<String, Result<ConstTensor, String>>>>;

pub struct JitInitEvaluator {
    /// The command's options, for the file and where reproducers go.
    common: Common,
}

impl JitInitEvaluator {
    pub fn new(common: &Common) -> Self {
        JitInitEvaluator {
            common: common.clone(),
        }
    }

    fn compute(&self, function: &FunctionDef) -> anyhow::Result<ConstTensor> {
        let common = Common {
            entry: Some(INIT_VALUE_FUNCTION.to_string()),
            args: None,
            weights: None,
            print_ir_after_all: false,
            timing: false,
            timer: Rc::new(Timing::new()),
            evaluate: Some(function.clone()),
            ..self.common.clone()
        };
        let inputs = ExampleInputs {
            entry: None,
            values: vec![],
            shapes: vec![],
        };
        let context = ts_compiler::create_context();
        let compiled = compile_as(
            &context,
            &common,
            Some(&inputs),
            Stage::Llvm,
            // It runs here, whatever the command compiles for.
            &CpuTarget::host(),
            false,
            &HashMap::new(),
        )?;
        let signature = compiled
            .signature
            .ok_or_else(|| anyhow::anyhow!("no signature"))?;
        let jit = Jit::new(&compiled.module, 3)?;
        let results = jit.entry(signature)?.call(&[])?;
        match results.into_iter().next() {
            Some(Value::Tensor(t)) => {
                let shape = t.shape().to_vec();
                let (dtype, data) = match t.data {
                    TensorData::Bool(a) => ("bool", ConstData::Bool(a.iter().copied().collect())),
                    TensorData::Int32(a) => (
                        "int32",
                        ConstData::Int(a.iter().map(|&x| x as i64).collect()),
                    ),
                    TensorData::Int64(a) => ("int64", ConstData::Int(a.iter().copied().collect())),
                    TensorData::Float32(a) => (
                        "float32",
                        ConstData::Float(a.iter().map(|&x| x as f64).collect()),
                    ),
                    TensorData::Float64(a) => {
                        ("float64", ConstData::Float(a.iter().copied().collect()))
                    }
                };
                Ok(ConstTensor {
                    dtype: dtype.to_string(),
                    shape,
                    data,
                })
            }
            other => anyhow::bail!("not a tensor: {other:?}"),
        }
    }
}

impl InitEvaluator for JitInitEvaluator {
    fn evaluate(&self, function: &FunctionDef) -> Result<ConstTensor, String> {
        let key = format!("{:?}", function.body);
        if let Some(known) = self.common.init_values.borrow().get(&key) {
            return known.clone();
        }
        let start = Instant::now();
        let computed = self
            .compute(function)
            .map_err(|e| reason(&format!("{e:#}")));
        (self.common.timer).add("computing tensors `__init__` reads (JIT)", start.elapsed());
        (self.common.init_values.borrow_mut()).insert(key, computed.clone());
        computed
    }
}

/// The first error message of a rendered error, without its location
/// (the importer locates it at the expression): `a.py:7:18: error:
/// 'ts.reshape' op shape [3] is invalid ...` gives `'ts.reshape' op shape
/// [3] ...`. Text without an `error:` line is kept whole (one line).
fn reason(rendered: &str) -> String {
    let error_line = rendered
        .lines()
        .find_map(|l| l.split_once("error: ").map(|(_, m)| m));
    match error_line {
        Some(message) => message.to_string(),
        None => rendered.lines().collect::<Vec<_>>().join(" "),
    }
}
