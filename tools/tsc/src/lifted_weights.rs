//! A module method's lifted parameters and buffers (`self.fc1.weight`, ...)
//! come from a safetensors weights file given with `--weights`.

use anyhow::{anyhow, bail, Result};
use std::path::Path;
use ts_runtime::{weights, Value};

/// The values of the entry's lifted tensors, in signature order (the
/// parameters named `self.<path>` after the inputs).
pub fn lifted_values(
    params: &[ts_importer::ParamSig],
    weights_file: Option<&Path>,
) -> Result<Vec<Value>> {
    let lifted: Vec<&str> = params
        .iter()
        .filter_map(|p| p.name.strip_prefix("self."))
        .collect();
    if lifted.is_empty() {
        return Ok(vec![]);
    }
    let Some(path) = weights_file else {
        bail!(
            "the entry uses the module's tensors ({}); pass them with --weights FILE.safetensors",
            lifted.join(", ")
        );
    };
    let mut tensors = weights::read_safetensors(path).map_err(|e| anyhow!("{e}"))?;
    lifted
        .into_iter()
        .map(|name| {
            tensors.remove(name).map(Value::Tensor).ok_or_else(|| {
                anyhow!(
                    "{}: error: no tensor `{name}` in the weights file",
                    path.display()
                )
            })
        })
        .collect()
}
