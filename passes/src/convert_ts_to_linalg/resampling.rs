//! `ts.interpolate` → one `linalg.generic` over the result that reads the
//! input with `tensor.extract` at source indices tabulated at compile time
//! (the shapes are static), with PyTorch's rules for them
//! (`UpSample.h`): `nearest_idx` for nearest, `area_pixel_compute_source_index`
//! and `guard_index_and_lambda` for linear, computed in the same float
//! types, so results match to the bit where PyTorch's kernel sums in the
//! same order (outer dim first).

use super::{
    builder::{self, constant_table, extract, index_cast, Inserter},
    elementwise::{operand, static_result},
};
use crate::op_attrs;
use melior::ir::{OperationRef, Type, Value};
use ts_dialect::{Dtype, TensorType};

/// The input positions one spatial dim reads for each output position:
/// one for nearest; two, with their weights, for linear.
struct Taps {
    first: Vec<i64>,
    second: Vec<i64>,
    weights: Vec<(f64, f64)>,
}

/// PyTorch's `compute_scales_value`: the given scale's inverse, else
/// input / output, in the float type `T` (float for nearest and float32
/// inputs, double for float64 ones).
fn scale_value<T: Float>(scale: Option<f64>, input: i64, output: i64) -> T {
    match scale.filter(|s| *s > 0.0) {
        Some(s) => T::from_f64(1.0 / s),
        None => T::from_i64(input).div(T::from_i64(output)),
    }
}

/// `nearest_idx`.
fn nearest_taps(input: i64, output: i64, scale: Option<f64>) -> Taps {
    let first = (0..output)
        .map(|o| {
            if output == input {
                o
            } else if output == 2 * input {
                o >> 1
            } else {
                let s: f32 = scale_value(scale, input, output);
                ((o as f32 * s).floor() as i64).min(input - 1)
            }
        })
        .collect();
    Taps {
        first,
        second: vec![],
        weights: vec![],
    }
}

/// `compute_indices_weights_linear` in float type `T`.
fn linear_taps<T: Float>(input: i64, output: i64, scale: Option<f64>, align: bool) -> Taps {
    let scale: T = if align {
        if output > 1 {
            T::from_i64(input - 1).div(T::from_i64(output - 1))
        } else {
            T::from_f64(0.0)
        }
    } else {
        scale_value(scale, input, output)
    };
    let mut taps = Taps {
        first: vec![],
        second: vec![],
        weights: vec![],
    };
    for o in 0..output {
        let real = if align {
            scale.mul(T::from_i64(o))
        } else {
            let half = T::from_f64(0.5);
            let src = scale.mul(T::from_i64(o).add(half)).sub(half);
            if src.to_f64() < 0.0 {
                T::from_f64(0.0)
            } else {
                src
            }
        };
        let i = (real.to_f64().floor() as i64).min(input - 1);
        let lambda = real.sub(T::from_i64(i)).to_f64().clamp(0.0, 1.0);
        let lambda = T::from_f64(lambda);
        taps.first.push(i);
        taps.second.push(i + i64::from(i < input - 1));
        taps.weights
            .push((T::from_f64(1.0).sub(lambda).to_f64(), lambda.to_f64()));
    }
    taps
}

/// The float arithmetic PyTorch does the index math in.
trait Float: Copy {
    fn from_f64(v: f64) -> Self;
    fn from_i64(v: i64) -> Self;
    fn to_f64(self) -> f64;
    fn add(self, o: Self) -> Self;
    fn sub(self, o: Self) -> Self;
    fn mul(self, o: Self) -> Self;
    fn div(self, o: Self) -> Self;
}

macro_rules! float_impl {
    ($t:ty) => {
        impl Float for $t {
            fn from_f64(v: f64) -> Self {
                v as $t
            }
            fn from_i64(v: i64) -> Self {
                v as $t
            }
            fn to_f64(self) -> f64 {
                self as f64
            }
            fn add(self, o: Self) -> Self {
                self + o
            }
            fn sub(self, o: Self) -> Self {
                self - o
            }
            fn mul(self, o: Self) -> Self {
                self * o
            }
            fn div(self, o: Self) -> Self {
                self / o
            }
        }
    };
}
float_impl!(f32);
float_impl!(f64);

/// `ts.interpolate` of a static input.
pub fn lower_interpolate<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = static_result(op, 0)?;
    let out_sizes = out
        .sizes
        .clone()
        .ok_or("interpolate(): static sizes needed")?;
    let dtype = out.dtype.ok_or("interpolate(): dtype must be known")?;
    if !dtype.is_float() {
        return Err(format!(
            "interpolate(): \"upsample\" is not implemented for {dtype} tensors"
        ));
    }
    let (x, xt) = ins.cast_to_builtin(operand(op, 0)?)?;
    let in_sizes = xt.sizes.ok_or("interpolate(): static sizes needed")?;
    let linear = op_attrs::string(op, "mode").as_deref() == Some("linear");
    let align = op_attrs::flag(op, "align_corners", false);
    let scales = op_attrs::f64_array(op, "scales").unwrap_or_default();
    let spatial = out_sizes.len() - 2;
    for &n in &out_sizes[2..] {
        builder::table_entries(&[n])?;
    }
    let taps: Vec<Taps> = (0..spatial)
        .map(|i| {
            // One scale stands for every spatial dim.
            let scale = scales.get(i).or(scales.first()).copied();
            let (input, output) = (in_sizes[2 + i], out_sizes[2 + i]);
            match (linear, dtype) {
                (false, _) => nearest_taps(input, output, scale),
                (true, Dtype::Float64) => linear_taps::<f64>(input, output, scale, align),
                (true, _) => linear_taps::<f32>(input, output, scale, align),
            }
        })
        .collect();
    // Per spatial dim: the index tables, then (linear) the weight tables.
    let mut tables = Vec::new();
    for t in &taps {
        let n = [t.first.len() as i64];
        tables.push(constant_table(ins, &n, Dtype::Int64, |at| {
            t.first[at[0]] as f64
        })?);
        if linear {
            tables.push(constant_table(ins, &n, Dtype::Int64, |at| {
                t.second[at[0]] as f64
            })?);
            tables.push(constant_table(ins, &n, dtype, |at| t.weights[at[0]].0)?);
            tables.push(constant_table(ins, &n, dtype, |at| t.weights[at[0]].1)?);
        }
    }
    let (ctx, loc) = (ins.ctx, ins.loc);
    let elem = dtype.to_mlir(ctx);
    let r = ins.tabulate(&TensorType::new(out_sizes.clone(), dtype), |block, at| {
        let per_dim = if linear { 4 } else { 1 };
        let read = |table: usize, ty: Type<'c>| {
            extract(
                &block,
                loc,
                builder::rebind(tables[table]),
                &[at[2 + table / per_dim]],
                ty,
            )
        };
        let i64t = Dtype::Int64.to_mlir(ctx);
        let as_index = |v| index_cast(&block, loc, v, Type::index(ctx));
        if !linear {
            let mut idx = at[..2].to_vec();
            for d in 0..spatial {
                idx.push(as_index(read(d, i64t)?)?);
            }
            return extract(&block, loc, builder::rebind(x), &idx, elem);
        }
        // Each dim's two positions and weights, then the weighted sum over
        // the corners, outer dim first: (t0 * w0) + (t1 * w1) per dim.
        let mut dims = Vec::new();
        for d in 0..spatial {
            let t = 4 * d;
            dims.push((
                [as_index(read(t, i64t)?)?, as_index(read(t + 1, i64t)?)?],
                [read(t + 2, elem)?, read(t + 3, elem)?],
            ));
        }
        fn corner<'c, 'b>(
            block: &'b melior::ir::Block<'c>,
            loc: melior::ir::Location<'c>,
            (x, elem): (Value<'c, 'b>, Type<'c>),
            dims: &[([Value<'c, 'b>; 2], [Value<'c, 'b>; 2])],
            prefix: &mut Vec<Value<'c, 'b>>,
        ) -> Result<Value<'c, 'b>, String> {
            let Some(((idx, w), rest)) = dims.split_first() else {
                return extract(&block, loc, x, prefix, elem);
            };
            let mut sum = None;
            for k in 0..2 {
                prefix.push(idx[k]);
                let t = corner(block, loc, (x, elem), rest, prefix)?;
                prefix.pop();
                let term = builder::arith_binary(&block, loc, "arith.mulf", t, w[k])?;
                sum = Some(match sum {
                    None => term,
                    Some(s) => builder::arith_binary(&block, loc, "arith.addf", s, term)?,
                });
            }
            Ok(sum.expect("two corners"))
        }
        let mut prefix = at[..2].to_vec();
        corner(block, loc, (builder::rebind(x), elem), &dims, &mut prefix)
    })?;
    ins.cast_from_builtin(r, &out)
}
