//! Convolution and pooling → padding by insertion into a filled tensor,
//! then one `linalg.generic` whose input map slides the window
//! (`o * stride + k * dilation`).
//!
//! Convolutions iterate (n, g, oc, out..., ic, k...) over a grouped view of
//! the operands ([N, G, C/G, ...] and [G, OC/G, C/G, ...]), so every output
//! map is a projected permutation and groups need no special case; the
//! accumulator starts from the broadcast bias. A float convolution of
//! static sizes with enough work is a matmul instead (`as_matmul`: the
//! windows copied into patches, im2col), which is then tiled and
//! vectorized like any matmul.

use super::{
    builder,
    builder::{affine_map, constant_table, identity_map, Inserter},
    elementwise::{operand, ranked_result},
    elementwise_math::Elem,
};
use crate::{op_attrs, op_families::BinaryKind, shape_functions::Window, window_attrs::windows};
use melior::ir::{OperationRef, Value};
use ts_dialect::{Dtype, OpPositions, TensorType, DYNAMIC};

/// Pads the spatial dims of builtin tensor `x` (type `t`) with `value`,
/// adding `extra_high` beyond the windows' own high padding (ceil mode).
fn pad<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    x: Value<'c, 'a>,
    t: &TensorType,
    ws: &[Window],
    extra_high: &[i64],
    value: f64,
) -> Result<(Value<'c, 'a>, TensorType), String> {
    if ws
        .iter()
        .zip(extra_high)
        .all(|(w, e)| w.pad_low == 0 && w.pad_high + e == 0)
    {
        return Ok((x, t.clone()));
    }
    let low: Vec<i64> = [0, 0]
        .into_iter()
        .chain(ws.iter().map(|w| w.pad_low))
        .collect();
    let high: Vec<i64> = [0, 0]
        .into_iter()
        .chain(ws.iter().zip(extra_high).map(|(w, e)| w.pad_high + e))
        .collect();
    ins.pad(x, t, &low, &high, value)
}

/// `o * stride + k * dilation` for output dim `o` and kernel dim `k`.
fn window_expr(o: usize, k: usize, w: &Window) -> String {
    format!("d{o} * {} + d{k} * {}", w.stride, w.dilation)
}

pub fn lower_convolution<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = ranked_result(op, 0)?;
    let dtype = out.dtype.ok_or("result dtype must be known")?;
    let (x, xt) = ins.cast_to_builtin(operand(op, 0)?)?;
    let (w, wt) = ins.cast_to_builtin(operand(op, 1)?)?;
    let ws = windows(op)?.ok_or("kernel size must be known")?;
    let s = ws.len();
    let groups = op_attrs::int(op, "groups").unwrap_or(1);
    let (x, xt) = pad(ins, x, &xt, &ws, &vec![0; s], 0.0)?;
    let (xs, wsz, os) = (
        xt.sizes.clone().unwrap_or_default(),
        wt.sizes.clone().unwrap_or_default(),
        out.sizes.clone().unwrap_or_default(),
    );
    let (cg, ocg) = (xs[1] / groups, wsz[0] / groups);
    // Grouped views.
    let xg = TensorType::new(
        [xs[0], groups, cg]
            .into_iter()
            .chain(xs[2..].iter().copied())
            .collect(),
        dtype,
    );
    let wg = TensorType::new(
        [groups, ocg, cg]
            .into_iter()
            .chain(wsz[2..].iter().copied())
            .collect(),
        dtype,
    );
    let og = TensorType::new(
        [os[0], groups, ocg]
            .into_iter()
            .chain(os[2..].iter().copied())
            .collect(),
        dtype,
    );
    // The grouped output [N, G, OC/G, out...]: spatial dims from 3.
    let og_sizes = og.sizes.clone().unwrap_or_default();
    let dynamic = run_time_output_sizes(ins, x, &og_sizes, &ws, 3, SameAsInput::Batch)?;
    let x = ins.reshape(x, &xg)?;
    let w = ins.reshape(w, &wg)?;
    let init = match op.operand_at(2) {
        Some(bias) => {
            let (b, _) = ins.cast_to_builtin(bias)?;
            let b = ins.reshape(b, &TensorType::new(vec![groups, ocg], dtype))?;
            let empty = ins.empty_sized(&og, &dynamic)?;
            let r = og.rank().unwrap_or(0);
            ins.generic(
                &[(b, affine_map(r, &["d1".into(), "d2".into()]))],
                empty,
                &identity_map(r),
                &vec!["parallel"; r],
                |_, a| Ok(a[0]),
            )?
        }
        None => ins.filled_sized(&og, &dynamic, 0.0)?,
    };
    let result = if dtype.is_float()
        && xg.is_static()
        && wg.is_static()
        && og.is_static()
        && worth_a_matmul(&wsz, &os)
    {
        as_matmul(ins, x, w, [&xg, &wg, &og], &ws, init, dtype)?
    } else {
        sliding(ins, x, w, &ws, init, dtype)?
    };
    let result = ins.reshape(result, &out)?;
    ins.cast_from_builtin(result, &out)
}

/// The convolution as one generic over (n, g, oc, out..., ic, k...) of the
/// grouped operands, whose input map slides the window.
fn sliding<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    x: Value<'c, 'a>,
    w: Value<'c, 'a>,
    ws: &[Window],
    init: Value<'c, 'a>,
    dtype: Dtype,
) -> Result<Value<'c, 'a>, String> {
    let s = ws.len();
    // Dims: n=0, g=1, oc=2, out=3..3+s, ic=3+s, k=4+s..4+2s.
    let rank = 4 + 2 * s;
    let (ic, k0) = (3 + s, 4 + s);
    let out_dims: Vec<String> = (0..3 + s).map(|i| format!("d{i}")).collect();
    let mut x_map = vec!["d0".to_string(), "d1".into(), format!("d{ic}")];
    x_map.extend((0..s).map(|i| window_expr(3 + i, k0 + i, &ws[i])));
    let mut w_map = vec!["d1".to_string(), "d2".into(), format!("d{ic}")];
    w_map.extend((0..s).map(|i| format!("d{}", k0 + i)));
    let mut iterators = vec!["parallel"; 3 + s];
    iterators.extend(vec!["reduction"; 1 + s]);
    multiply_accumulate(
        ins,
        [(x, affine_map(rank, &x_map)), (w, affine_map(rank, &w_map))],
        init,
        &affine_map(rank, &out_dims),
        &iterators,
        dtype,
    )
}

/// Whether a convolution (weights `w` [OC, C/G, K...], output `o` [N, OC,
/// OUT...]) does enough multiply-adds per image for tiled vector
/// code to pay for copying its windows: 2^16. Smaller ones (a few channels
/// on a small image) run faster as the direct loops.
fn worth_a_matmul(w: &[i64], o: &[i64]) -> bool {
    w.iter().product::<i64>() * o[2..].iter().product::<i64>() >= 1 << 16
}

/// A float convolution of static sizes as a matmul (im2col): one copy
/// gathers each window's elements into patches [N, G, C/G * K..., OUT...],
/// and each group's weights [OC/G, C/G * K...] multiply them into the
/// grouped output `og` (from `init`). That contraction is one that
/// `ts-vectorize-contractions` tiles and vectorizes; the sliding generic,
/// with several summed dims read through window maps, stays scalar loops
/// (about 15x slower here on a 32-channel 3x3 convolution).
fn as_matmul<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    x: Value<'c, 'a>,
    w: Value<'c, 'a>,
    [xg, wg, og]: [&TensorType; 3],
    ws: &[Window],
    init: Value<'c, 'a>,
    dtype: Dtype,
) -> Result<Value<'c, 'a>, String> {
    let s = ws.len();
    let sizes = |t: &TensorType| t.sizes.clone().unwrap_or_default();
    let (xs, wsz, os) = (sizes(xg), sizes(wg), sizes(og));
    let (kernel, spatial) = (&wsz[3..], &os[3..]);
    // Patches: n=0, g=1, ic=2, k=3..3+s, out=3+s..3+2s.
    let rank = 3 + 2 * s;
    let mut x_map = vec!["d0".to_string(), "d1".into(), "d2".into()];
    x_map.extend((0..s).map(|i| window_expr(3 + s + i, 3 + i, &ws[i])));
    let patches_type = TensorType::new(
        xs[..3]
            .iter()
            .chain(kernel)
            .chain(spatial)
            .copied()
            .collect(),
        dtype,
    );
    let patches = ins.generic(
        &[(x, affine_map(rank, &x_map))],
        ins.empty_sized(&patches_type, &[])?,
        &identity_map(rank),
        &vec!["parallel"; rank],
        |_, a| Ok(a[0]),
    )?;
    let k = xs[2] * kernel.iter().product::<i64>();
    let p = spatial.iter().product::<i64>();
    let patches = ins.reshape(patches, &TensorType::new(vec![xs[0], xs[1], k, p], dtype))?;
    let w = ins.reshape(w, &TensorType::new(vec![wsz[0], wsz[1], k], dtype))?;
    let flat_out = TensorType::new(vec![os[0], os[1], os[2], p], dtype);
    let init = ins.reshape(init, &flat_out)?;
    // (n, g, oc, k, p): out[n, g, oc, p] += w[g, oc, k] * patches[n, g, k, p].
    let d =
        |names: &[&str]| affine_map(5, &names.iter().map(|n| n.to_string()).collect::<Vec<_>>());
    let product = multiply_accumulate(
        ins,
        [
            (w, d(&["d1", "d2", "d3"])),
            (patches, d(&["d0", "d1", "d3", "d4"])),
        ],
        init,
        &d(&["d0", "d1", "d2", "d4"]),
        &["parallel", "parallel", "parallel", "reduction", "parallel"],
        dtype,
    )?;
    ins.reshape(product, og)
}

/// Which output dims of a window op are the input's.
#[derive(Clone, Copy, PartialEq)]
enum SameAsInput {
    /// The batch (a convolution: its channels come from the weights).
    Batch,
    /// The batch and the channels (a pool).
    BatchAndChannels,
}

/// The run-time sizes of an output of sizes `os` sliding `ws` over the
/// padded input `x` (batch first, spatial dims from 2): those `same` says
/// are the input's, read from `x`, then each spatial one known only at
/// run time (those from `os[first]` on; a convolution's dims between are
/// static channels), `(padded - dilation * (kernel - 1) - 1) / stride + 1`.
fn run_time_output_sizes<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    x: Value<'c, 'a>,
    os: &[i64],
    ws: &[Window],
    first: usize,
    same: SameAsInput,
) -> Result<Vec<Value<'c, 'a>>, String> {
    let (ctx, loc) = (ins.ctx, ins.loc);
    let mut sizes = Vec::new();
    let from_input = match same {
        SameAsInput::Batch => 1,
        SameAsInput::BatchAndChannels => 2,
    };
    for (d, &size) in os.iter().enumerate().take(from_input) {
        if size == DYNAMIC {
            sizes.push(ins.dim(x, d)?);
        }
    }
    for (i, w) in ws.iter().enumerate() {
        if os[first + i] != DYNAMIC {
            continue;
        }
        let padded = ins.dim(x, 2 + i)?;
        let span = builder::index_const(ctx, ins, loc, w.dilation * (w.kernel - 1) + 1)?;
        let stride = builder::index_const(ctx, ins, loc, w.stride)?;
        let one = builder::index_const(ctx, ins, loc, 1)?;
        let rest = builder::arith_binary(ins, loc, "arith.subi", padded, span)?;
        let steps = builder::arith_binary(ins, loc, "arith.divsi", rest, stride)?;
        sizes.push(builder::arith_binary(ins, loc, "arith.addi", steps, one)?);
    }
    Ok(sizes)
}

/// An average pool's sums divided by PyTorch's divisors (see
/// [`avg_divisors`]) computed per output position when the op runs, for
/// spatial sizes known only then; `padded` is the padded input.
fn divide_by_run_time_divisors<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    sums: Value<'c, 'a>,
    padded: Value<'c, 'a>,
    out: &TensorType,
    dynamic: &[Value<'c, 'a>],
    ws: &[Window],
) -> Result<Value<'c, 'a>, String> {
    let (ctx, loc) = (ins.ctx, ins.loc);
    let dtype = out.dtype.ok_or("result dtype must be known")?;
    let include_pad = op_attrs::flag(op, "count_include_pad", true);
    let override_by = op_attrs::int(op, "divisor_override");
    // Each spatial input size (the padded size less the padding).
    let inputs = ws
        .iter()
        .enumerate()
        .map(|(i, w)| {
            let p = ins.dim(padded, 2 + i)?;
            let pads = builder::index_const(ctx, ins, loc, w.pad_low + w.pad_high)?;
            builder::arith_binary(ins, loc, "arith.subi", p, pads)
        })
        .collect::<Result<Vec<_>, String>>()?;
    let r = out.rank().unwrap_or(0);
    let empty = ins.empty_sized(out, dynamic)?;
    ins.generic(
        &[(sums, identity_map(r))],
        empty,
        &identity_map(r),
        &vec!["parallel"; r],
        |block, a| {
            let c = |v: i64| builder::index_const(ctx, &block, loc, v);
            let bin = |name: &str, x, y| builder::arith_binary(&block, loc, name, x, y);
            let mut divisor = c(1)?;
            for (i, w) in ws.iter().enumerate() {
                let o = builder::linalg_index(ctx, &block, loc, 2 + i)?;
                let input = builder::rebind(inputs[i]);
                // start = o * stride - pad_low; end = min(start + kernel, input + pad_high)
                let start = bin(
                    "arith.subi",
                    bin("arith.muli", o, c(w.stride)?)?,
                    c(w.pad_low)?,
                )?;
                let limit = bin("arith.addi", input, c(w.pad_high)?)?;
                let mut end = bin(
                    "arith.minsi",
                    bin("arith.addi", start, c(w.kernel)?)?,
                    limit,
                )?;
                let mut begin = start;
                if !include_pad {
                    begin = bin("arith.maxsi", begin, c(0)?)?;
                    end = bin("arith.minsi", end, input)?;
                }
                let span = bin("arith.maxsi", bin("arith.subi", end, begin)?, c(1)?)?;
                divisor = bin("arith.muli", divisor, span)?;
            }
            let divisor = match override_by {
                Some(d) => c(d)?,
                None => divisor,
            };
            let i64t = Dtype::Int64.to_mlir(ctx);
            let d = builder::index_cast(&block, loc, divisor, i64t)?;
            let e = Elem::new(ctx, block, loc);
            let d = e.convert(d, Dtype::Int64, dtype)?;
            e.average(a[0], d, dtype)
        },
    )
}

/// The high padding ceil mode adds along a dim so the last (partial)
/// window exists.
fn ceil_extra(w: &Window, input: i64, output: i64) -> i64 {
    let needed = (output - 1) * w.stride + w.dilation * (w.kernel - 1) + 1;
    (needed - (input + w.pad_low + w.pad_high)).max(0)
}

/// PyTorch's divisor of an average pool along one spatial dim, for each
/// output position: the window clipped to the padded input, or with
/// `count_include_pad=False` to the input itself.
fn avg_divisors(w: &Window, input: i64, output: i64, include_pad: bool) -> Vec<i64> {
    (0..output)
        .map(|o| {
            let start = o * w.stride - w.pad_low;
            let end = (start + w.kernel).min(input + w.pad_high);
            let (s, e) = if include_pad {
                (start, end)
            } else {
                (start.max(0), end.min(input))
            };
            (e - s).max(1)
        })
        .collect()
}

/// Max or average pooling over `ws`; an average divides each output
/// position by its entry of `divisors` (one per spatial output position).
fn pool<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    ws: &[Window],
    is_max: bool,
) -> Result<Value<'c, 'a>, String> {
    let out = ranked_result(op, 0)?;
    let dtype = out.dtype.ok_or("result dtype must be known")?;
    let (x, xt) = ins.cast_to_builtin(operand(op, 0)?)?;
    let s = ws.len();
    let (xs, os) = (
        xt.sizes.clone().unwrap_or_default(),
        out.sizes.clone().unwrap_or_default(),
    );
    let run_time = |d: usize| xs[d] == DYNAMIC || os[d] == DYNAMIC;
    if op_attrs::flag(op, "ceil_mode", false) && (2..2 + s).any(run_time) {
        return Err("ceil_mode along a size known only at run time is not supported yet".into());
    }
    // Ceil mode's extra padding (none along a run-time size: checked above).
    let extra: Vec<i64> = ws
        .iter()
        .enumerate()
        .map(|(i, w)| {
            let d = 2 + i;
            if run_time(d) {
                0
            } else {
                ceil_extra(w, xs[d], os[d])
            }
        })
        .collect();
    let lowest = if dtype.is_float() {
        f64::NEG_INFINITY
    } else if dtype == Dtype::Int32 {
        i32::MIN as f64
    } else {
        i64::MIN as f64
    };
    let (x, _) = pad(ins, x, &xt, ws, &extra, if is_max { lowest } else { 0.0 })?;
    let dynamic = run_time_output_sizes(ins, x, &os, ws, 2, SameAsInput::BatchAndChannels)?;
    // Dims: n=0, c=1, out=2..2+s, k=2+s..2+2s.
    let rank = 2 + 2 * s;
    let mut x_map = vec!["d0".to_string(), "d1".into()];
    x_map.extend((0..s).map(|i| window_expr(2 + i, 2 + s + i, &ws[i])));
    let out_map: Vec<String> = (0..2 + s).map(|i| format!("d{i}")).collect();
    let init = ins.filled_sized(&out, &dynamic, if is_max { lowest } else { 0.0 })?;
    let mut iterators = vec!["parallel"; 2 + s];
    iterators.extend(vec!["reduction"; s]);
    // An unused operand shaped like the window gives the kernel loops
    // their bounds (as in linalg's named pooling ops).
    let window = ins.empty(&TensorType::new(
        ws.iter().map(|w| w.kernel).collect(),
        dtype,
    ))?;
    let window_map: Vec<String> = (0..s).map(|i| format!("d{}", 2 + s + i)).collect();
    let (ctx, loc) = (ins.ctx, ins.loc);
    let mut result = ins.generic(
        &[
            (x, affine_map(rank, &x_map)),
            (window, affine_map(rank, &window_map)),
        ],
        init,
        &affine_map(rank, &out_map),
        &iterators,
        |block, a| {
            let e = Elem::new(ctx, block, loc);
            if is_max {
                e.max_min(true, a[2], a[0], dtype)
            } else {
                e.binary(BinaryKind::Add, a[2], a[0], dtype)
            }
        },
    )?;
    if !is_max && (2..2 + s).any(run_time) {
        result = divide_by_run_time_divisors(ins, op, result, x, &out, &dynamic, ws)?;
    } else if !is_max {
        // The divisor of every spatial output position, as a constant.
        let include_pad = op_attrs::flag(op, "count_include_pad", true);
        builder::table_entries(&os[2..])?;
        let per_dim: Vec<Vec<i64>> = ws
            .iter()
            .enumerate()
            .map(|(i, w)| avg_divisors(w, xs[2 + i], os[2 + i], include_pad))
            .collect();
        let override_by = op_attrs::int(op, "divisor_override");
        let divisors = constant_table(ins, &os[2..], dtype, |at| {
            let d: i64 = at.iter().zip(&per_dim).map(|(&o, p)| p[o]).product();
            override_by.unwrap_or(d) as f64
        })?;
        let r = out.rank().unwrap_or(0);
        let empty = ins.empty_sized(&out, &dynamic)?;
        let spatial_map: Vec<String> = (2..r).map(|i| format!("d{i}")).collect();
        result = ins.generic(
            &[
                (result, identity_map(r)),
                (divisors, affine_map(r, &spatial_map)),
            ],
            empty,
            &identity_map(r),
            &vec!["parallel"; r],
            |block, a| {
                let e = Elem::new(ctx, block, loc);
                e.average(a[0], a[1], dtype)
            },
        )?;
    }
    ins.cast_from_builtin(result, &out)
}

pub fn lower_max_pool<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let ws = windows(op)?.ok_or("kernel must be known")?;
    pool(ins, op, &ws, true)
}

pub fn lower_avg_pool<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let ws = windows(op)?.ok_or("kernel must be known")?;
    if op_attrs::int(op, "divisor_override").is_some_and(|d| d == 0) {
        return Err("divisor must be not zero".into());
    }
    // ATen averages int64 too (sums divided with truncation), no other
    // integer dtype; one-dim pools run as two-dim ones there.
    let dtype = ranked_result(op, 0)?
        .dtype
        .ok_or("result dtype must be known")?;
    if !dtype.is_float() && dtype != Dtype::Int64 {
        let kernel = if ws.len() == 3 {
            "avg_pool3d"
        } else {
            "avg_pool2d"
        };
        let name = dtype.scalar_type_name();
        return Err(format!("\"{kernel}\" not implemented for '{name}'"));
    }
    pool(ins, op, &ws, false)
}

/// Adaptive average pooling. Output position `o` of a dim averages input
/// `floor(o * in / out) .. ceil((o + 1) * in / out)`. Where each input dim
/// is a multiple of the output dim this is an average pool with kernel =
/// stride = ratio; otherwise see [`uneven_adaptive_avg_pool`].
pub fn lower_adaptive_avg_pool<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = ranked_result(op, 0)?;
    let input = TensorType::from_mlir(melior::ir::ValueLike::r#type(&operand(op, 0)?))
        .ok_or("a ts tensor operand")?;
    let (xs, os) = (
        input.sizes.clone().unwrap_or_default(),
        out.sizes.clone().unwrap_or_default(),
    );
    if xs.contains(&DYNAMIC) {
        return run_time_adaptive_avg_pool(ins, op, &xs, &out);
    }
    if xs[2..]
        .iter()
        .zip(&os[2..])
        .any(|(&i, &o)| o == 0 || i % o != 0)
    {
        return uneven_adaptive_avg_pool(ins, op, &input, &out);
    }
    let mut ws = Vec::new();
    for (&i, &o) in xs[2..].iter().zip(&os[2..]) {
        ws.push(Window {
            kernel: i / o,
            stride: i / o,
            pad_low: 0,
            pad_high: 0,
            dilation: 1,
        });
    }
    pool(ins, op, &ws, false)
}

/// Adaptive average pooling of an input whose sizes are known only at run
/// time: one generic over (n, c, out..., in...) adds each input element
/// weighted by `1 / size` of the output position's window
/// `[(o * in) / out, ceil((o + 1) * in / out))` when it lies inside it (so
/// it costs `in * out` per channel; the output's spatial sizes are static).
fn run_time_adaptive_avg_pool<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    xs: &[i64],
    out: &TensorType,
) -> Result<Value<'c, 'a>, String> {
    let dtype = out.dtype.ok_or("result dtype must be known")?;
    let os = out.sizes.clone().unwrap_or_default();
    let s = xs.len() - 2;
    let (ctx, loc) = (ins.ctx, ins.loc);
    let (x, _) = ins.cast_to_builtin(operand(op, 0)?)?;
    // A batch or channel count known only at run time is the input's.
    let dynamic = (0..2)
        .filter(|&d| xs[d] == DYNAMIC)
        .map(|d| ins.dim(x, d))
        .collect::<Result<Vec<_>, String>>()?;
    let inputs = (0..s)
        .map(|i| ins.dim(x, 2 + i))
        .collect::<Result<Vec<_>, String>>()?;
    // Dims: n=0, c=1, out=2..2+s, in=2+s..2+2s.
    let rank = 2 + 2 * s;
    let mut x_map = vec!["d0".to_string(), "d1".into()];
    x_map.extend((0..s).map(|i| format!("d{}", 2 + s + i)));
    let out_map: Vec<String> = (0..2 + s).map(|i| format!("d{i}")).collect();
    let mut iterators = vec!["parallel"; 2 + s];
    iterators.extend(vec!["reduction"; s]);
    let init = ins.filled_sized(out, &dynamic, 0.0)?;
    let r = ins.generic(
        &[(x, affine_map(rank, &x_map))],
        init,
        &affine_map(rank, &out_map),
        &iterators,
        |block, a| {
            let c = |v: i64| builder::index_const(ctx, &block, loc, v);
            let bin = |name: &str, p, q| builder::arith_binary(&block, loc, name, p, q);
            let e = Elem::new(ctx, block, loc);
            let mut weight = builder::constant(ctx, &block, loc, 1.0, dtype)?;
            for i in 0..s {
                let o = builder::linalg_index(ctx, &block, loc, 2 + i)?;
                let k = builder::linalg_index(ctx, &block, loc, 2 + s + i)?;
                let n = builder::rebind(inputs[i]);
                let m = c(os[2 + i])?;
                let start = bin("arith.divsi", bin("arith.muli", o, n)?, m)?;
                let next = bin("arith.addi", o, c(1)?)?;
                let end = bin(
                    "arith.divsi",
                    bin(
                        "arith.addi",
                        bin("arith.muli", next, n)?,
                        bin("arith.subi", m, c(1)?)?,
                    )?,
                    m,
                )?;
                // Index comparisons are signed (`sge` = 5, `slt` = 2).
                let after = builder::compare(ctx, &block, loc, false, 5, k, start)?;
                let before = builder::compare(ctx, &block, loc, false, 2, k, end)?;
                let inside = bin("arith.andi", after, before)?;
                let size = builder::index_cast(
                    &block,
                    loc,
                    bin("arith.subi", end, start)?,
                    Dtype::Int64.to_mlir(ctx),
                )?;
                let size = e.convert(size, Dtype::Int64, dtype)?;
                let share = e.binary(
                    BinaryKind::Div,
                    builder::constant(ctx, &block, loc, 1.0, dtype)?,
                    size,
                    dtype,
                )?;
                let share = builder::select(
                    &block,
                    loc,
                    inside,
                    share,
                    builder::constant(ctx, &block, loc, 0.0, dtype)?,
                )?;
                weight = e.binary(BinaryKind::Mul, weight, share, dtype)?;
            }
            let p = e.binary(BinaryKind::Mul, a[0], weight, dtype)?;
            e.binary(BinaryKind::Add, a[1], p, dtype)
        },
    )?;
    ins.cast_from_builtin(r, out)
}

/// Adaptive average pooling with windows of varying size: one generic
/// over (n, c, out..., k...) reads the input (padded high by the largest
/// window, with zeros) at `(o * in) floordiv out + k` and weighs it by a
/// constant table, `1 / size(o)` inside the window and 0 beyond it.
fn uneven_adaptive_avg_pool<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    input: &TensorType,
    out: &TensorType,
) -> Result<Value<'c, 'a>, String> {
    let dtype = out.dtype.ok_or("result dtype must be known")?;
    let (xs, os) = (
        input.sizes.clone().unwrap_or_default(),
        out.sizes.clone().unwrap_or_default(),
    );
    let s = xs.len() - 2;
    builder::table_entries(&os[2..])?;
    // Per spatial dim: each output position's window (start, size), and
    // the largest size.
    let windows: Vec<Vec<(i64, i64)>> = (0..s)
        .map(|i| {
            let (n, m) = (xs[2 + i], os[2 + i]);
            (0..m)
                .map(|o| {
                    let start = o * n / m;
                    let end = ((o + 1) * n + m - 1) / m;
                    (start, end - start)
                })
                .collect()
        })
        .collect();
    let kernel: Vec<i64> = windows
        .iter()
        .map(|w| w.iter().map(|&(_, k)| k).max().unwrap_or(1).max(1))
        .collect();
    let (x, xt) = ins.cast_to_builtin(operand(op, 0)?)?;
    let mut high = vec![0, 0];
    high.extend(kernel.iter().map(|k| k - 1));
    let (x, _) = ins.pad(x, &xt, &vec![0; xs.len()], &high, 0.0)?;
    // The weight of (out..., k...): the product over dims of 1 / size
    // inside the window, 0 beyond it.
    let mut weight_sizes: Vec<i64> = os[2..].to_vec();
    weight_sizes.extend(&kernel);
    let weights = constant_table(ins, &weight_sizes, dtype, |index| {
        (0..s)
            .map(|i| {
                let (_, size) = windows[i][index[i]];
                if (index[s + i] as i64) < size {
                    1.0 / size as f64
                } else {
                    0.0
                }
            })
            .product()
    })?;
    // Dims: n=0, c=1, out=2..2+s, k=2+s..2+2s.
    let rank = 2 + 2 * s;
    let mut x_map = vec!["d0".to_string(), "d1".into()];
    x_map.extend((0..s).map(|i| {
        format!(
            "(d{} * {}) floordiv {} + d{}",
            2 + i,
            xs[2 + i],
            os[2 + i],
            2 + s + i
        )
    }));
    let w_map: Vec<String> = (2..rank).map(|i| format!("d{i}")).collect();
    let out_map: Vec<String> = (0..2 + s).map(|i| format!("d{i}")).collect();
    let mut iterators = vec!["parallel"; 2 + s];
    iterators.extend(vec!["reduction"; s]);
    let init = ins.filled(out, 0.0)?;
    let result = multiply_accumulate(
        ins,
        [
            (x, affine_map(rank, &x_map)),
            (weights, affine_map(rank, &w_map)),
        ],
        init,
        &affine_map(rank, &out_map),
        &iterators,
        dtype,
    )?;
    ins.cast_from_builtin(result, out)
}

/// One generic that accumulates `a * b` (each read through its map) into
/// `init`: a convolution, or a weighted window sum.
fn multiply_accumulate<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    [a, b]: [(Value<'c, 'a>, String); 2],
    init: Value<'c, 'a>,
    out_map: &str,
    iterators: &[&str],
    dtype: Dtype,
) -> Result<Value<'c, 'a>, String> {
    let (ctx, loc) = (ins.ctx, ins.loc);
    ins.generic(&[a, b], init, out_map, iterators, |block, v| {
        let e = Elem::new(ctx, block, loc);
        let p = e.binary(BinaryKind::Mul, v[0], v[1], dtype)?;
        e.binary(BinaryKind::Add, v[2], p, dtype)
    })
}
