//! Creation ops (`full`, `range`, `eye`, `literal`): the body computes
//! each element from its index; `full` sizes and a `range` end given as
//! values known only at run time make run-time sizes.

use super::{
    builder::{self, identity_map, index_cast, linalg_index, Inserter},
    elementwise::static_result,
    elementwise_math::Elem,
};
use crate::{op_attrs, op_families::BinaryKind};
use melior::ir::ValueLike;
use melior::ir::{
    operation::OperationBuilder, operation::OperationLike, Identifier, OperationRef, Type, Value,
};
use ts_dialect::{Dtype, TensorType, DYNAMIC};

pub fn lower_full<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = super::elementwise::ranked_result(op, 0)?;
    let value = op_attrs::float(op, "value").ok_or("missing `value`")?;
    // Sizes given as values (the `DYNAMIC` entries of `shape`, in operand
    // order) that stayed unknown are read when the op runs.
    let shape = op_attrs::i64_array(op, "shape").ok_or("missing `shape`")?;
    let mut operands = op.operands();
    let mut dynamic = Vec::new();
    for (&given, &refined) in shape.iter().zip(out.sizes.iter().flatten()) {
        if given != DYNAMIC {
            continue;
        }
        let v = operands.next().ok_or("a size value is missing")?;
        if refined == DYNAMIC {
            const SLT: i64 = 2;
            let zero = builder::constant(ins.ctx, ins, ins.loc, 0.0, Dtype::Int64)?;
            let negative = builder::compare(ins.ctx, ins, ins.loc, false, SLT, v, zero)?;
            super::runtime_errors::raise_if(
                ins,
                op,
                negative,
                "RuntimeError: Trying to create tensor with negative dimension",
            )?;
            dynamic.push(index_cast(ins, ins.loc, v, Type::index(ins.ctx))?);
        }
    }
    let filled = ins.filled_sized(&out, &dynamic, value)?;
    ins.cast_from_builtin(filled, &out)
}

/// `start + i * step`, computed in f64 and converted (as PyTorch computes
/// arange in double precision).
pub fn lower_range<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = super::elementwise::ranked_result(op, 0)?;
    let dtype = out.dtype.ok_or("dtype must be known")?;
    let (start, step) = (
        op_attrs::float(op, "start").unwrap_or(0.0),
        op_attrs::float(op, "step").unwrap_or(1.0),
    );
    // A length from an `end` known only at run time: ceil((end - start) /
    // step), at least 0, computed then.
    let mut dynamic = Vec::new();
    let linspace_end = op_attrs::float(op, "linspace_end");
    // A linspace whose number of steps is known only at run time.
    if let (Some(end), Some(&[DYNAMIC])) = (linspace_end, out.sizes.as_deref()) {
        let (ctx, loc) = (ins.ctx, ins.loc);
        let steps = op.operand(0).map_err(|e| e.to_string())?;
        let zero = builder::constant(ctx, ins, loc, 0.0, Dtype::Int64)?;
        let negative =
            Elem::new(ctx, ins, loc).binary(BinaryKind::Lt, steps, zero, Dtype::Int64)?;
        super::runtime_errors::raise_if(
            ins,
            op,
            negative,
            "RuntimeError: number of steps must be non-negative",
        )?;
        dynamic.push(index_cast(ins, loc, steps, Type::index(ctx))?);
        let init = ins.empty_sized(&out, &dynamic)?;
        return lower_linspace(ins, &out, init, start, end, Steps::RunTime(steps));
    }
    if out.sizes.as_deref() == Some(&[DYNAMIC]) {
        let (ctx, loc) = (ins.ctx, ins.loc);
        let end = op.operand(0).map_err(|e| e.to_string())?;
        let from = Dtype::from_mlir(end.r#type()).ok_or("`end` must be a number")?;
        let e = Elem::new(ctx, ins, loc);
        let end = e.convert(end, from, Dtype::Float64)?;
        let s = builder::constant(ctx, ins, loc, start, Dtype::Float64)?;
        // PyTorch: an end on the wrong side of start for the step raises.
        let wrong_side = e.binary(
            if step > 0.0 {
                BinaryKind::Lt
            } else {
                BinaryKind::Gt
            },
            end,
            s,
            Dtype::Float64,
        )?;
        super::runtime_errors::raise_if(
            ins,
            op,
            wrong_side,
            "RuntimeError: upper bound and lower bound inconsistent with step sign",
        )?;
        let st = builder::constant(ctx, ins, loc, step, Dtype::Float64)?;
        let span = e.binary(BinaryKind::Sub, end, s, Dtype::Float64)?;
        let n = e.binary(BinaryKind::Div, span, st, Dtype::Float64)?;
        let n = builder::unary_same(ins, loc, "math.ceil", n)?;
        let zero = builder::constant(ctx, ins, loc, 0.0, Dtype::Float64)?;
        let n = e.max_min(true, n, zero, Dtype::Float64)?;
        let n = e.convert(n, Dtype::Float64, Dtype::Int64)?;
        dynamic.push(index_cast(ins, loc, n, Type::index(ctx))?);
    }
    let init = ins.empty_sized(&out, &dynamic)?;
    let (ctx, loc) = (ins.ctx, ins.loc);
    if let Some(end) = linspace_end {
        let steps = out.sizes.as_deref().and_then(|s| s.first().copied());
        let steps = steps
            .filter(|&n| n != DYNAMIC)
            .ok_or("linspace needs its length")?;
        return lower_linspace(ins, &out, init, start, end, Steps::Known(steps));
    }
    let r = ins.generic(&[], init, &identity_map(1), &["parallel"], |block, _| {
        let e = Elem::new(ctx, block, loc);
        let i = linalg_index(ctx, &block, loc, 0)?;
        let i = index_cast(&block, loc, i, Dtype::Int64.to_mlir(ctx))?;
        let i = e.convert(i, Dtype::Int64, Dtype::Float64)?;
        let s = builder::constant(ctx, &block, loc, step, Dtype::Float64)?;
        let b = builder::constant(ctx, &block, loc, start, Dtype::Float64)?;
        let v = e.binary(BinaryKind::Mul, i, s, Dtype::Float64)?;
        let v = e.binary(BinaryKind::Add, v, b, Dtype::Float64)?;
        e.convert(v, Dtype::Float64, dtype)
    })?;
    ins.cast_from_builtin(r, &out)
}

/// A linspace's number of steps: known when compiled, or an i64 value.
enum Steps<'c, 'a> {
    Known(i64),
    RunTime(Value<'c, 'a>),
}

/// PyTorch's linspace (its CPU kernel): in `T`, the result's float type
/// (double for ints, whose bounds are truncated first), `step = (end -
/// start) / (steps - 1)`; element `i` is `fma(step, i, start)` in the
/// first half and `fma(-step, steps - 1 - i, end)` after, so rounding
/// matches PyTorch's bit for bit (`start + i * step` in double does not).
/// A number of steps known only at run time computes the step then.
fn lower_linspace<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    out: &TensorType,
    init: Value<'c, 'a>,
    start: f64,
    end: f64,
    steps: Steps<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let dtype = out.dtype.ok_or("dtype must be known")?;
    let (acc, start, end) = match dtype {
        Dtype::Float32 => (Dtype::Float32, start as f32 as f64, end as f32 as f64),
        d if d.is_float() => (Dtype::Float64, start, end),
        _ => (Dtype::Float64, start.trunc(), end.trunc()),
    };
    let (ctx, loc) = (ins.ctx, ins.loc);
    // end - start, rounded to f32 where the kernel subtracts in f32.
    let span = match acc {
        Dtype::Float32 => (end as f32 - start as f32) as f64,
        _ => end - start,
    };
    // The step, steps - 1 and where the second half starts (one step is
    // `start`: PyTorch fills it so), as values.
    let (step, last, half) = match steps {
        Steps::Known(steps) => {
            let step = if steps > 1 {
                match acc {
                    Dtype::Float32 => (span as f32 / (steps - 1) as f32) as f64,
                    _ => span / (steps - 1) as f64,
                }
            } else {
                0.0
            };
            (
                builder::constant(ctx, ins, loc, step, acc)?,
                builder::constant(ctx, ins, loc, (steps - 1) as f64, Dtype::Int64)?,
                builder::constant(ctx, ins, loc, (steps / 2).max(1) as f64, Dtype::Int64)?,
            )
        }
        Steps::RunTime(steps) => {
            let e = Elem::new(ctx, ins, loc);
            let int = |v: f64| builder::constant(ctx, ins, loc, v, Dtype::Int64);
            let last = e.binary(BinaryKind::Sub, steps, int(1.0)?, Dtype::Int64)?;
            let half = e.binary(BinaryKind::FloorDivide, steps, int(2.0)?, Dtype::Int64)?;
            let half = e.max_min(true, half, int(1.0)?, Dtype::Int64)?;
            let span = builder::constant(ctx, ins, loc, span, acc)?;
            let divisor = e.convert(last, Dtype::Int64, acc)?;
            let step = e.binary(BinaryKind::Div, span, divisor, acc)?;
            // One step (or none) takes no step: 0, not (end - start) / 0.
            let several = e.binary(BinaryKind::Gt, steps, int(1.0)?, Dtype::Int64)?;
            let none = builder::constant(ctx, ins, loc, 0.0, acc)?;
            (builder::select(ins, loc, several, step, none)?, last, half)
        }
    };
    let r = ins.generic(&[], init, &identity_map(1), &["parallel"], |block, _| {
        let e = Elem::new(ctx, block, loc);
        let c = |v: f64| builder::constant(ctx, &block, loc, v, acc);
        let i = linalg_index(ctx, &block, loc, 0)?;
        let i = index_cast(&block, loc, i, Dtype::Int64.to_mlir(ctx))?;
        let (step, last, half) = (
            builder::rebind(step),
            builder::rebind(last),
            builder::rebind(half),
        );
        let from_end = e.binary(BinaryKind::Sub, last, i, Dtype::Int64)?;
        let first_half = e.binary(BinaryKind::Lt, i, half, Dtype::Int64)?;
        let i = e.convert(i, Dtype::Int64, acc)?;
        let from_end = e.convert(from_end, Dtype::Int64, acc)?;
        let down_step = e.binary(BinaryKind::Sub, c(0.0)?, step, acc)?;
        let up = builder::fma(&block, loc, step, i, c(start)?)?;
        let down = builder::fma(&block, loc, down_step, from_end, c(end)?)?;
        let v = builder::select(&block, loc, first_half, up, down)?;
        e.convert(v, acc, dtype)
    })?;
    ins.cast_from_builtin(r, out)
}

pub fn lower_eye<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = static_result(op, 0)?;
    let dtype = out.dtype.ok_or("dtype must be known")?;
    let (ctx, loc) = (ins.ctx, ins.loc);
    let r = ins.tabulate(&out, |block, at| {
        let diag = builder::compare(ctx, &block, loc, false, 0, at[0], at[1])?;
        let one = builder::constant(ctx, &block, loc, 1.0, dtype)?;
        let zero = builder::constant(ctx, &block, loc, 0.0, dtype)?;
        builder::select(&block, loc, diag, one, zero)
    })?;
    ins.cast_from_builtin(r, &out)
}

pub fn lower_literal<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = static_result(op, 0)?;
    let value = op.attribute("value").map_err(|e| e.to_string())?;
    let ty = out
        .to_builtin(ins.ctx)
        .ok_or("literal needs a static type")?;
    let c = OperationBuilder::new("arith.constant", ins.loc)
        .add_attributes(&[(Identifier::new(ins.ctx, "value"), value)])
        .add_results(&[ty])
        .build()
        .map_err(|e| e.to_string())?;
    let c = builder::result(builder::OpSink::emit(ins, c));
    ins.cast_from_builtin(c, &out)
}

/// splitmix64's finalizer: a bijective mix of 64 bits.
fn mix<'c: 'b, 'b>(
    e: &Elem<'c, 'b, &'b melior::ir::Block<'c>>,
    x: Value<'c, 'b>,
) -> Result<Value<'c, 'b>, String> {
    let c = |v: u64| builder::constant(e.ctx, &e.sink, e.loc, v as i64 as f64, Dtype::Int64);
    // The multipliers exceed f64's exact range, so they are built from
    // exact halves: hi * 2^32 + lo.
    let big = |v: u64| -> Result<Value<'c, 'b>, String> {
        let hi = c(v >> 32)?;
        let lo = c(v & 0xffff_ffff)?;
        let shift = c(32)?;
        let hi = builder::arith_binary(&e.sink, e.loc, "arith.shli", hi, shift)?;
        builder::arith_binary(&e.sink, e.loc, "arith.ori", hi, lo)
    };
    let shr_xor = |z: Value<'c, 'b>, s: u64| -> Result<Value<'c, 'b>, String> {
        let s = c(s)?;
        let t = builder::arith_binary(&e.sink, e.loc, "arith.shrui", z, s)?;
        builder::arith_binary(&e.sink, e.loc, "arith.xori", z, t)
    };
    let z = builder::arith_binary(&e.sink, e.loc, "arith.addi", x, big(0x9E37_79B9_7F4A_7C15)?)?;
    let z = shr_xor(z, 30)?;
    let z = builder::arith_binary(&e.sink, e.loc, "arith.muli", z, big(0xBF58_476D_1CE4_E5B9)?)?;
    let z = shr_xor(z, 27)?;
    let z = builder::arith_binary(&e.sink, e.loc, "arith.muli", z, big(0x94D0_49BB_1331_11EB)?)?;
    shr_xor(z, 31)
}

/// A uniform f64 in [0, 1) from the top 53 bits of `mix(x)`.
fn uniform<'c: 'b, 'b>(
    e: &Elem<'c, 'b, &'b melior::ir::Block<'c>>,
    x: Value<'c, 'b>,
) -> Result<Value<'c, 'b>, String> {
    let z = mix(e, x)?;
    let s = builder::constant(e.ctx, &e.sink, e.loc, 11.0, Dtype::Int64)?;
    let top = builder::arith_binary(&e.sink, e.loc, "arith.shrui", z, s)?;
    let f = e.convert(top, Dtype::Int64, Dtype::Float64)?;
    let scale = builder::constant(
        e.ctx,
        &e.sink,
        e.loc,
        1.0 / (1u64 << 53) as f64,
        Dtype::Float64,
    )?;
    e.binary(BinaryKind::Mul, f, scale, Dtype::Float64)
}

/// `rand`/`randn`: element i is a function of (key, i) only.
pub fn lower_random<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let out = super::elementwise::ranked_result(op, 0)?;
    let dtype = out
        .dtype
        .filter(|d| d.is_float())
        .ok_or("rand/randn need a floating-point dtype")?;
    let sizes = out.sizes.clone().unwrap_or_default();
    let rank = sizes.len();
    let key = super::elementwise::operand(op, 0)?;
    let like = ins.cast_to_builtin(super::elementwise::operand(op, 1)?)?.0;
    let normal = op_attrs::flag(op, "normal", false);
    let init = ins.empty_like(&out, like)?;
    // Each dim's size as an i64, for the row-major index (a run-time
    // size is `like`'s).
    let i64t = Dtype::Int64.to_mlir(ins.ctx);
    let dims = (sizes.iter().enumerate())
        .map(|(d, &size)| match size {
            DYNAMIC => index_cast(ins, ins.loc, ins.dim(like, d)?, i64t),
            size => builder::constant(ins.ctx, ins, ins.loc, size as f64, Dtype::Int64),
        })
        .collect::<Result<Vec<_>, _>>()?;
    let (ctx, loc) = (ins.ctx, ins.loc);
    let r = ins.generic(
        &[],
        init,
        &identity_map(rank),
        &vec!["parallel"; rank],
        |block, _| {
            let e = Elem::new(ctx, block, loc);
            // Row-major linear index.
            let mut linear = builder::constant(ctx, &block, loc, 0.0, Dtype::Int64)?;
            for (d, &size) in dims.iter().enumerate() {
                let i = linalg_index(ctx, &block, loc, d)?;
                let i = index_cast(&block, loc, i, Dtype::Int64.to_mlir(ctx))?;
                let s = super::builder::rebind(size);
                linear = e.binary(BinaryKind::Mul, linear, s, Dtype::Int64)?;
                linear = e.binary(BinaryKind::Add, linear, i, Dtype::Int64)?;
            }
            // Element i hashes key + 2 * i (two draws per element).
            let key = super::builder::rebind(key);
            let two = builder::constant(ctx, &block, loc, 2.0, Dtype::Int64)?;
            let base = e.binary(BinaryKind::Mul, linear, two, Dtype::Int64)?;
            let base = e.binary(BinaryKind::Add, base, key, Dtype::Int64)?;
            let u1 = uniform(&e, base)?;
            let v = if normal {
                // Box-Muller: sqrt(-2 ln(1 - u1)) * cos(2 pi u2).
                let one = builder::constant(ctx, &block, loc, 1.0, Dtype::Int64)?;
                let next = e.binary(BinaryKind::Add, base, one, Dtype::Int64)?;
                let u2 = uniform(&e, next)?;
                let onef = builder::constant(ctx, &block, loc, 1.0, Dtype::Float64)?;
                let r = e.binary(BinaryKind::Sub, onef, u1, Dtype::Float64)?;
                let r = e.unary(
                    crate::op_families::UnaryKind::Log,
                    r,
                    Dtype::Float64,
                    Dtype::Float64,
                    &|_| None,
                    false,
                )?;
                let m2 = builder::constant(ctx, &block, loc, -2.0, Dtype::Float64)?;
                let r = e.binary(BinaryKind::Mul, r, m2, Dtype::Float64)?;
                let r = e.unary(
                    crate::op_families::UnaryKind::Sqrt,
                    r,
                    Dtype::Float64,
                    Dtype::Float64,
                    &|_| None,
                    false,
                )?;
                let tau =
                    builder::constant(ctx, &block, loc, std::f64::consts::TAU, Dtype::Float64)?;
                let t = e.binary(BinaryKind::Mul, u2, tau, Dtype::Float64)?;
                let t = e.unary(
                    crate::op_families::UnaryKind::Cos,
                    t,
                    Dtype::Float64,
                    Dtype::Float64,
                    &|_| None,
                    false,
                )?;
                e.binary(BinaryKind::Mul, r, t, Dtype::Float64)?
            } else {
                u1
            };
            let v = e.convert(v, Dtype::Float64, dtype)?;
            if normal || dtype == Dtype::Float64 {
                return Ok(v);
            }
            // Rounding to a narrower float can reach 1.0; PyTorch's uniform
            // values stay below it.
            let below_one = f64::from(1.0f32 - f32::EPSILON / 2.0);
            let below_one = builder::constant(ctx, &block, loc, below_one, dtype)?;
            e.binary(BinaryKind::Minimum, v, below_one, dtype)
        },
    )?;
    ins.cast_from_builtin(r, &out)
}

/// `dim`/`numel`/`size`: constants of the (static) operand shape.
pub fn lower_shape_query<'c, 'a>(
    ins: &Inserter<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, String> {
    let x = super::elementwise::operand(op, 0)?;
    let t = TensorType::from_mlir(x.r#type())
        .filter(|t| t.sizes.is_some() && t.dtype.is_some())
        .ok_or("the operand's rank and dtype must be known")?;
    let sizes = t.sizes.clone().unwrap_or_default();
    // A size known only at run time is read from the tensor.
    let size = |d: usize| -> Result<Value<'c, 'a>, String> {
        match sizes[d] {
            ts_dialect::DYNAMIC => {
                let (b, _) = ins.cast_to_builtin(x)?;
                let n = ins.dim(b, d)?;
                builder::index_cast(ins, ins.loc, n, Dtype::Int64.to_mlir(ins.ctx))
            }
            n => builder::constant(ins.ctx, ins, ins.loc, n as f64, Dtype::Int64),
        }
    };
    let value = match crate::ir::op_name(op).as_str() {
        "ts.dim" => sizes.len() as i64,
        "ts.numel" => {
            let mut n = builder::constant(ins.ctx, ins, ins.loc, 1.0, Dtype::Int64)?;
            for d in 0..sizes.len() {
                n = builder::arith_binary(ins, ins.loc, "arith.muli", n, size(d)?)?;
            }
            return Ok(n);
        }
        "ts.dtype" => t.dtype.ok_or("dtype must be known")?.scalar_type_code(),
        _ => {
            let d = op_attrs::int(op, "dim").ok_or("missing `dim`")?;
            let d = crate::shape_functions::normalize_dim(d, sizes.len())
                .ok_or_else(|| format!("dim {d} is out of range"))?;
            if d >= sizes.len() {
                1
            } else {
                return size(d);
            }
        }
    };
    builder::constant(ins.ctx, ins, ins.loc, value as f64, Dtype::Int64)
}
