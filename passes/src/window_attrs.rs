//! The sliding windows a convolution or pooling op describes, read from
//! its attributes; shared by refinement and lowering so both agree.

use crate::{op_attrs, shape_functions::Window};
use melior::ir::{operation::OperationLike, OperationRef, ValueLike};
use ts_dialect::TensorType;

/// One window per spatial dim. Convolution kernels come from the weight's
/// type (`None` until it is known); pooling kernels from `kernel`.
pub fn windows(op: OperationRef) -> Result<Option<Vec<Window>>, String> {
    let name = crate::ir::op_name(op);
    let attr = |n: &str| op_attrs::i64_array(op, n);
    let kernels: Vec<i64> = if name == "ts.convolution" {
        let w = op.operand(1).map_err(|e| e.to_string())?;
        let Some(sizes) = TensorType::from_mlir(w.r#type()).and_then(|t| t.sizes) else {
            return Ok(None);
        };
        if sizes.len() < 3 {
            return Err(format!(
                "the weight of a convolution must have rank 3 or more, got shape {sizes:?}"
            ));
        }
        sizes[2..].to_vec()
    } else {
        attr("kernel").ok_or("missing `kernel`")?
    };
    if kernels.contains(&ts_dialect::DYNAMIC) {
        return Ok(None);
    }
    let n = kernels.len();
    // One value per spatial dim (the importer expands a single int).
    let per_dim = |what: &str, default: i64| -> Result<Vec<i64>, String> {
        match attr(what) {
            None => Ok(vec![default; n]),
            Some(v) if v.len() == n => Ok(v),
            Some(v) => Err(format!(
                "expected {what} of {n} values (one per spatial dim of a {n}-d window), got {v:?}"
            )),
        }
    };
    let (stride, padding, dilation) = (
        per_dim("stride", 1)?,
        per_dim("padding", 0)?,
        per_dim("dilation", 1)?,
    );
    let same = op.has_attribute("padding_same");
    Ok(Some(
        (0..n)
            .map(|i| {
                if same {
                    Window::same(kernels[i], dilation[i])
                } else {
                    Window {
                        kernel: kernels[i],
                        stride: stride[i],
                        pad_low: padding[i],
                        pad_high: padding[i],
                        dilation: dilation[i],
                    }
                }
            })
            .collect(),
    ))
}

/// Result type of a convolution or pooling op.
pub fn window_result(op: OperationRef, input: &TensorType) -> Result<TensorType, String> {
    let name = crate::ir::op_name(op);
    let dtype = input.dtype;
    let Some(sizes) = &input.sizes else {
        return Ok(TensorType { sizes: None, dtype });
    };
    if sizes.len() < 3 {
        return Err(format!(
            "{name} needs an input of rank 3 or 4, got rank {}",
            sizes.len()
        ));
    }
    let channels = if name == "ts.convolution" {
        let w = op.operand(1).map_err(|e| e.to_string())?;
        TensorType::from_mlir(w.r#type())
            .and_then(|t| t.sizes)
            .map_or(ts_dialect::DYNAMIC, |s| s[0])
    } else {
        sizes[1]
    };
    let mut out = vec![sizes[0], channels];
    if name == "ts.adaptive_avg_pool" {
        out.extend(op_attrs::i64_array(op, "output_size").ok_or("missing `output_size`")?);
        return Ok(TensorType {
            sizes: Some(out),
            dtype,
        });
    }
    let ceil = op_attrs::flag(op, "ceil_mode", false);
    match windows(op)? {
        Some(ws) if ws.len() != sizes.len() - 2 => Err(format!(
            "expected an input with {} spatial dims for a {}-d window, but got an input of shape {sizes:?}",
            ws.len(),
            ws.len()
        ))?,
        Some(ws) => {
            for (w, &s) in ws.iter().zip(&sizes[2..]) {
                out.push(if s == ts_dialect::DYNAMIC {
                    s
                } else {
                    w.output(s, ceil)?
                });
            }
        }
        None => out.extend(std::iter::repeat_n(ts_dialect::DYNAMIC, sizes.len() - 2)),
    }
    Ok(TensorType {
        sizes: Some(out),
        dtype,
    })
}
