//! JSON value files given on the command line: example inputs (`--args`,
//! the conformance `args.json` format `{"entry": NAME, "args": [VALUE, ...]}`
//! or a bare list of VALUEs) and expected results (`--expected`, one VALUE).

use anyhow::{anyhow, Context as _, Result};
use std::path::Path;
use ts_runtime::{value_json, AbiType, Value};

/// Decoded example inputs.
pub struct ExampleInputs {
    pub entry: Option<String>,
    pub values: Vec<Value>,
}

impl ExampleInputs {
    /// The ABI type each input specializes its parameter to.
    pub fn abi_types(&self) -> Vec<AbiType> {
        self.values
            .iter()
            .map(|v| match v {
                Value::Tensor(t) => AbiType::Tensor {
                    dtype: t.dtype(),
                    shape: t.shape().to_vec(),
                },
                Value::Int(_) => AbiType::Int,
                Value::Float(_) => AbiType::Float,
                Value::Bool(_) => AbiType::Bool,
                Value::None => AbiType::None,
                // Containers are not specialized: the parameter's declared
                // type decides how they are passed.
                Value::List(_) | Value::Dict(_) | Value::Str(_) => {
                    AbiType::Container(ts_runtime::SlotType::Int)
                }
                // Other kinds are rejected when matched against the
                // signature; an int placeholder keeps the count right.
                _ => AbiType::Int,
            })
            .collect()
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
    for (i, v) in values.iter().enumerate() {
        if !matches!(
            v,
            Value::Tensor(_)
                | Value::Int(_)
                | Value::Float(_)
                | Value::Bool(_)
                | Value::None
                | Value::List(_)
                | Value::Dict(_)
                | Value::Str(_)
        ) {
            return Err(anyhow!(
                "{}: error: args[{i}]: {} inputs are not supported yet",
                path.display(),
                v.kind()
            ));
        }
    }
    Ok(ExampleInputs { entry, values })
}
