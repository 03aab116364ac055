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

/// The values of the entry's lifted tensors, in signature order (the
/// parameters named `self.<path>` after the inputs).
pub fn lifted_values(
    params: &[ts_importer::ParamSig],
    weights: Option<&Weights>,
) -> Result<Vec<Value>> {
    let lifted: Vec<&str> = params
        .iter()
        .filter_map(|p| p.name.strip_prefix("self."))
        .collect();
    if lifted.is_empty() {
        return Ok(vec![]);
    }
    let Some(weights) = weights else {
        bail!(
            "the entry uses the module's tensors ({}), which its `__init__` does not compute deterministically; pass them with --weights FILE.safetensors",
            lifted.join(", ")
        );
    };
    lifted
        .into_iter()
        .map(|name| {
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
