//! `docs/ops.md`: the supported operator table, rendered from the registry.
//!
//! A test keeps the committed file equal to the rendering; regenerate with
//! `UPDATE_DOCS=1 cargo test -p ts-importer ops_doc`.

use crate::op_registry::{Lowering, OPS};

/// The markdown page.
pub fn render_ops_doc() -> String {
    let mut out = String::from(
        "# Supported tensor operators\n\n\
         Generated from `lib/importer/src/op_registry.rs` (do not edit; run\n\
         `UPDATE_DOCS=1 cargo test -p ts-importer ops_doc`). Each row is one\n\
         operator with every spelling that reaches it; the schema uses\n\
         PyTorch's notation, and arguments that shape the IR (dims, flags,\n\
         dtypes, sizes) must be literals or ints known at compile time; a dtype\n\
         may also be `y.dtype` (known once shapes are refined). Semantics are\n\
         PyTorch's: broadcasting, type promotion, negative dims. Tensors\n\
         are values: view ops return new values. `rand`/`randn`, when supported, will not match PyTorch\n\
         bit for bit.\n\n\
         | op | spellings | schema | dtypes | lowers to | notes |\n\
         | --- | --- | --- | --- | --- | --- |\n",
    );
    for def in OPS {
        let name = def.schema.split('(').next().unwrap_or(def.schema);
        let spellings: Vec<String> = def
            .names
            .iter()
            .map(|n| format!("`{}`", short_name(n)))
            .collect();
        let lowering = match def.lowering {
            Lowering::Unary(op) | Lowering::Binary(op) | Lowering::Reduce(op) => format!("`{op}`"),
            Lowering::Custom(_) => "decomposed".to_string(),
        };
        out.push_str(&format!(
            "| {name} | {} | `{}` | {} | {lowering} | {} |\n",
            spellings.join(" "),
            // A `|` in a code span still ends a table cell.
            def.schema.replace('|', "\\|"),
            def.dtypes,
            def.notes.replace('|', "\\|")
        ));
    }
    out.push_str(
        "\n## Decomposed in TorchScript\n\n\
         Written as script functions in `lib/importer/src/decompositions.py`\n\
         in terms of the ops above, and inlined at each call (errors point at\n\
         the call).\n\n\
         | op | spellings | signature | computes |\n\
         | --- | --- | --- | --- |\n",
    );
    let decomposed = crate::decompositions::all();
    for d in &decomposed {
        let spellings: Vec<String> = d
            .names
            .iter()
            .map(|n| format!("`{}`", short_name(n)))
            .collect();
        let signature = match &d.packed_signature {
            Some(packed) => format!("`{}` or `{packed}`", d.signature),
            None => format!("`{}`", d.signature),
        };
        out.push_str(&format!(
            "| {} | {} | {} | {} |\n",
            d.def.name,
            spellings.join(" "),
            signature.replace('|', "\\|"),
            d.notes.replace('|', "\\|")
        ));
    }
    out.push_str(
        "\n## Attributes and indexing (not registry ops)\n\n\
         | form | result | notes |\n\
         | --- | --- | --- |\n\
         | `x.shape` | `List[int]` | also `x.size()`; `x.size(d)` is an int |\n\
         | `x.T`, `x.H`, `x.mT`, `x.mH`, `x.ndim` | Tensor, int | `x.t()` (at most 2 dims), `x.transpose(-2, -1)`, `x.dim()` (real tensors: `H` is `T`) |\n\
         | `x.dtype` | `int` | TorchScript's dtype code (`torch.float32` is 6); `ts.dtype` folds to a constant once `x` is refined, so `if x.dtype == torch.float32:` keeps only the taken branch |\n\
         | `x[i, a:b:c, None, ...]` | Tensor | ints (any int: one known only at run time selects through a 0-d `index_select`, raising IndexError when out of range), slices with literal bounds and positive steps, `None`, one `...` (components after it count from the last dim) |\n\
         | `x[index] = v`, `x[index] += v` | — | `x` becomes a new value (`ts.select_scatter`/`ts.slice_scatter`; `v` broadcast and converted to `x`'s dtype) when nothing else sees `x` (not a parameter, no other variable holds it; `x.clone()` makes a copy); the index as above, without `None` |\n\
         | `bool(x)`, `if x:` | bool | a one-element tensor; more elements is a runtime error |\n\
         | `x.item()` | number | an int, float or bool following `x`'s dtype, learned by refining a first import (a function called on tensors of different kinds is an error: it is compiled once); `float(x.item())`, `int(x.item())` convert |\n",
    );
    out.push_str(&format!(
        "\n{} operators ({} decomposed in TorchScript), {} spellings.\n",
        OPS.len() + decomposed.len(),
        decomposed.len(),
        OPS.iter().map(|d| d.names.len()).sum::<usize>()
            + decomposed.iter().map(|d| d.names.len()).sum::<usize>()
    ));
    out
}

/// `F.relu` for `torch.nn.functional.relu`, `x.sum` for `Tensor.sum`.
fn short_name(n: &str) -> String {
    n.replace("torch.nn.functional.", "F.")
        .replace("Tensor.", "x.")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ops_doc_is_up_to_date() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/ops.md");
        let rendered = render_ops_doc();
        if std::env::var_os("UPDATE_DOCS").is_some() {
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(&path, &rendered).unwrap();
        }
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            committed == rendered,
            "docs/ops.md is stale: run `UPDATE_DOCS=1 cargo test -p ts-importer ops_doc`"
        );
    }
}
