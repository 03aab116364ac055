//! A module method's lifted parameters and buffers (`self.fc1.weight`, ...)
//! come from a safetensors weights file given with `--weights`.

use anyhow::{anyhow, bail, Result};
use std::{
    collections::HashMap,
    path::{Path, PathBuf},
};
use ts_runtime::{weights, HostTensor, Value};

/// The tensors of `--weights FILE` (read once per compilation).
pub struct Weights {
    pub path: PathBuf,
    pub tensors: HashMap<String, HostTensor>,
}

impl Weights {
    pub fn read(path: &Path) -> Result<Weights> {
        Ok(Weights {
            path: path.to_path_buf(),
            tensors: weights::read_safetensors(path).map_err(|e| anyhow!("{e}"))?,
        })
    }

    /// The names of its tensors.
    pub fn names(&self) -> Vec<String> {
        self.tensors.keys().cloned().collect()
    }
}

/// The values of the entry's lifted parameters, in signature order (the
/// parameters named `self.<path>` after the inputs): tensors from the
/// weights file, a state attribute's first value from `__init__` (a
/// scalar's literal, a computed tensor's value in `initial_state`).
pub fn lifted_values(
    params: &[ts_importer::ParamSig],
    state: &[ts_importer::StateSlot],
    initial_state: &HashMap<String, Value>,
    weights: Option<&Weights>,
) -> Result<Vec<Value>> {
    let initial = |at: usize| {
        let slot = state.iter().find(|s| s.param == at)?;
        match slot.initial {
            Some(ts_importer::StateValue::Int(i)) => Some(Value::Int(i)),
            Some(ts_importer::StateValue::Float(f)) => Some(Value::Float(f)),
            Some(ts_importer::StateValue::Bool(b)) => Some(Value::Bool(b)),
            None => initial_state.get(&slot.attr).cloned(),
        }
    };
    let lifted: Vec<(usize, &str)> = params
        .iter()
        .enumerate()
        .filter_map(|(at, p)| Some((at, p.name.strip_prefix("self.")?)))
        .collect();
    let tensors: Vec<&str> = lifted
        .iter()
        .filter(|(at, _)| initial(*at).is_none())
        .map(|(_, name)| *name)
        .collect();
    if !tensors.is_empty() && weights.is_none() {
        bail!(
            "the entry uses the module's tensors ({}), which its `__init__` does not compute deterministically; pass them with --weights FILE.safetensors",
            tensors.join(", ")
        );
    }
    lifted
        .into_iter()
        .map(|(at, name)| {
            if let Some(v) = initial(at) {
                return Ok(v);
            }
            let weights = weights.expect("checked");
            weights
                .tensors
                .get(name)
                .cloned()
                .map(Value::Tensor)
                .ok_or_else(|| {
                    anyhow!(
                        "{}: error: no tensor `{name}` in the weights file",
                        weights.path.display()
                    )
                })
        })
        .collect()
}
