//! JSON value files given on the command line: example inputs (`--args`,
//! the conformance `args.json` format `{"entry": NAME, "args": [VALUE, ...]}`
//! or a bare list of VALUEs) and expected results (`--expected`, one VALUE).

use anyhow::{anyhow, Context as _, Result};
use std::path::Path;
use ts_importer::{ExampleShape, LeafKind};
use ts_runtime::{value_json, AbiType, Value};

/// Decoded example inputs, flattened: an aggregate input (a tuple, a
/// non-empty list of tensors, a non-empty dict from strings to tensors)
/// is one value per leaf, as the entry takes it.
pub struct ExampleInputs {
    pub entry: Option<String>,
    /// One per argument (leaf).
    pub values: Vec<Value>,
    /// One per input: its structure.
    pub shapes: Vec<ExampleShape>,
}

/// Appends the leaves of `v` to `out` and returns its structure.
fn flatten(v: Value, out: &mut Vec<Value>) -> ExampleShape {
    match v {
        Value::Tuple(items) => {
            ExampleShape::Tuple(items.into_iter().map(|i| flatten(i, out)).collect())
        }
        Value::List(items)
            if !items.is_empty() && items.iter().all(|i| matches!(i, Value::Tensor(_))) =>
        {
            let n = items.len();
            out.extend(items);
            ExampleShape::TensorList(n)
        }
        Value::Dict(entries)
            if !entries.is_empty()
                && entries
                    .iter()
                    .all(|(k, v)| matches!((k, v), (Value::Str(_), Value::Tensor(_)))) =>
        {
            let mut keys = Vec::new();
            for (k, v) in entries {
                if let Value::Str(k) = k {
                    keys.push(k);
                }
                out.push(v);
            }
            ExampleShape::TensorDict(keys)
        }
        v => {
            let kind = match &v {
                Value::None => LeafKind::None,
                Value::Tensor(_) => LeafKind::Tensor,
                Value::Int(_) => LeafKind::Int,
                Value::Float(_) => LeafKind::Float,
                Value::Bool(_) => LeafKind::Bool,
                Value::Str(_) => LeafKind::Str,
                Value::List(_) => LeafKind::List,
                Value::Dict(_) | Value::Tuple(_) => LeafKind::Dict,
            };
            out.push(v);
            ExampleShape::Leaf(kind)
        }
    }
}

impl ExampleInputs {
    /// The ABI type each input specializes its parameter to.
    pub fn abi_types(&self) -> Vec<AbiType> {
        self.values.iter().map(abi_type).collect()
    }
}

/// How an input value crosses the compiled ABI.
pub fn abi_type(v: &Value) -> AbiType {
    match v {
        Value::Tensor(t) => AbiType::Tensor {
            dtype: t.dtype(),
            shape: t.shape().to_vec(),
        },
        Value::Int(_) => AbiType::Int,
        Value::Float(_) => AbiType::Float,
        Value::Bool(_) => AbiType::Bool,
        Value::None => AbiType::None,
        // Containers are not specialized: the parameter's declared type
        // decides how they are passed.
        Value::List(_) | Value::Dict(_) | Value::Str(_) => {
            AbiType::Container(ts_runtime::SlotType::Int)
        }
        // Other kinds are rejected when matched against the signature; an
        // int placeholder keeps the count right.
        _ => AbiType::Int,
    }
}

/// Reads a JSON file; a syntax error is located in the file.
fn read_json(path: &Path) -> Result<serde_json::Value> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    serde_json::from_str(&text).map_err(|e| {
        anyhow!(
            "{}:{}:{}: error: invalid JSON: {e}",
            path.display(),
            e.line(),
            e.column()
        )
    })
}

/// Reads a file holding one VALUE.
pub fn read_value(path: &Path) -> Result<Value> {
    value_json::decode(&read_json(path)?, "value")
        .map_err(|e| anyhow!("{}: error: {e}", path.display()))
}

/// Reads and decodes an args file.
pub fn read_inputs(path: &Path) -> Result<ExampleInputs> {
    let json = read_json(path)?;
    let (entry, args) = match &json {
        serde_json::Value::Array(items) => (None, items.clone()),
        serde_json::Value::Object(m) => {
            let entry = m.get("entry").and_then(|e| e.as_str()).map(str::to_string);
            let args = m
                .get("args")
                .and_then(|a| a.as_array())
                .cloned()
                .ok_or_else(|| anyhow!("{}: error: expected an \"args\" array", path.display()))?;
            (entry, args)
        }
        _ => {
            return Err(anyhow!(
                "{}: error: expected {{\"entry\": ..., \"args\": [...]}} or a list",
                path.display()
            ))
        }
    };
    let values = args
        .iter()
        .enumerate()
        .map(|(i, a)| value_json::decode(a, &format!("args[{i}]")))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| anyhow!("{}: error: {e}", path.display()))?;
    let mut leaves = Vec::new();
    let shapes = values
        .into_iter()
        .map(|v| flatten(v, &mut leaves))
        .collect();
    Ok(ExampleInputs {
        entry,
        values: leaves,
        shapes,
    })
}

/// Call inputs must have the structure the entry was compiled for (a
/// tuple's arity, a tensor list's length, a tensor dict's keys).
pub fn check_same_structure(
    compiled: &ExampleInputs,
    call: &ExampleInputs,
    path: &Path,
) -> Result<()> {
    if compiled.shapes.len() != call.shapes.len() {
        return Err(anyhow!(
            "{}: error: {} inputs given, but the entry was compiled for {}",
            path.display(),
            call.shapes.len(),
            compiled.shapes.len()
        ));
    }
    for (i, (want, got)) in compiled.shapes.iter().zip(&call.shapes).enumerate() {
        let aggregate = want.is_aggregate() || got.is_aggregate();
        if aggregate && want != got {
            return Err(anyhow!(
                "{}: error: args[{i}] is {got}, but the entry was compiled for {want}; recompile for it",
                path.display()
            ));
        }
    }
    Ok(())
}
