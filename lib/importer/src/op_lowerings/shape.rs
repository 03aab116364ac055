//! Lowerings of shape, indexing and data-movement ops, and shape
//! queries.

use super::*;

pub(crate) fn reshape<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    // `x.view(y.size())`: `y`'s shape, known once shapes are refined.
    if let Arg::ShapeOf(y) = b.get("shape") {
        let x = b.tensor("self")?;
        return fe
            .tensor_op("ts.reshape_as", &[x.value, y.value], &[], b.span)
            .map(Emitted::One);
    }
    let (shape, values) = b
        .sym_ints("shape")
        .ok_or_else(|| b.error("expects a shape".into()))?;
    let x = b.tensor("self")?;
    let operands: Vec<_> = std::iter::once(x.value)
        .chain(values.iter().map(|v| v.value))
        .collect();
    fe.tensor_op(
        "ts.reshape",
        &operands,
        &[("shape", i64s_attr(fe, &shape))],
        b.span,
    )
    .map(Emitted::One)
}

/// `x.view_as(y)` / `x.reshape_as(y)`.
pub(crate) fn reshape_as<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let (x, y) = (b.tensor("self")?, b.tensor("other")?);
    fe.tensor_op("ts.reshape_as", &[x.value, y.value], &[], b.span)
        .map(Emitted::One)
}

pub(crate) fn flatten<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let (s, e) = (
        b.int("start_dim").unwrap_or(0),
        b.int("end_dim").unwrap_or(-1),
    );
    movement(
        fe,
        b,
        "ts.flatten",
        &[("start_dim", fe.int_attr(s)), ("end_dim", fe.int_attr(e))],
    )
}

pub(crate) fn squeeze<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let attrs: Vec<(&str, Attribute)> = b
        .int("dim")
        .map(|d| ("dim", fe.int_attr(d)))
        .into_iter()
        .collect();
    movement(fe, b, "ts.squeeze", &attrs)
}

pub(crate) fn unsqueeze<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    movement(
        fe,
        b,
        "ts.unsqueeze",
        &[("dim", fe.int_attr(required(b, "dim")?))],
    )
}

pub(crate) fn permute<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let dims = b
        .ints("dims")
        .ok_or_else(|| b.error("expects dims".into()))?;
    movement(fe, b, "ts.permute", &[("dims", i64s_attr(fe, &dims))])
}

/// `movedim(x, source, destination)` (ints or lists): a `ts.movedim`,
/// a permutation once the rank is known.
pub(crate) fn movedim<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let dims = |n: &str| b.ints(n).ok_or_else(|| b.error(format!("expects `{n}`")));
    let (source, destination) = (dims("source")?, dims("destination")?);
    if source.len() != destination.len() {
        return Err(b.error(format!(
            "Invalid source or destination dims: source ({source:?} dims) should contain the same number of dims as destination ({destination:?} dims)"
        )));
    }
    movement(
        fe,
        b,
        "ts.movedim",
        &[
            ("source", i64s_attr(fe, &source)),
            ("destination", i64s_attr(fe, &destination)),
        ],
    )
}

/// `diagonal(x, offset, dim1, dim2)`.
pub(crate) fn diagonal<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let int = |n: &str, default: i64| fe.int_attr(b.int(n).unwrap_or(default));
    let attrs = [
        ("offset", int("offset", 0)),
        ("dim1", int("dim1", 0)),
        ("dim2", int("dim2", 1)),
    ];
    movement(fe, b, "ts.diagonal", &attrs)
}

/// `diag(x, diagonal)`: which of its two meanings follows the rank, known
/// once shapes are.
pub(crate) fn diag<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let k = fe.int_attr(b.int("diagonal").unwrap_or(0));
    movement(fe, b, "ts.diag", &[("diagonal", k)])
}

pub(crate) fn transpose<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    let (d0, d1) = (b.int("dim0").unwrap_or(0), b.int("dim1").unwrap_or(1));
    Ok(Emitted::One(transposed(fe, x, d0, d1, b.span)?))
}

pub(crate) fn t<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let message = "RuntimeError: t() expects a tensor with <= 2 dimensions";
    first_and_last_swapped(fe, b, |r| r > 2, message)
}

/// `x.T`: the dims reversed, which for up to 3 dims is a transpose of the
/// first and the last (more raise: not supported yet).
pub(crate) fn reversed_dims<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let message = "RuntimeError: x.T of a tensor of more than 3 dims (its dims reversed) is not supported yet";
    first_and_last_swapped(fe, b, |r| r > 3, message)
}

/// `x.H` of a real tensor: `x.t()` of a matrix (or a 0-d tensor itself).
pub(crate) fn matrix_adjoint<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let message = "RuntimeError: tensor.H is only supported on matrices (2-D tensors)";
    first_and_last_swapped(fe, b, |r| r == 1 || r > 2, message)
}

/// `self` with its first and last dims swapped (itself for 0 or 1 dims),
/// after raising `message` where its rank is one `bad` holds for.
fn first_and_last_swapped<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    bad: impl Fn(i64) -> bool,
    message: &str,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    raise_where_rank(fe, x, bad, message, b.span)?;
    Ok(Emitted::One(transposed(fe, x, 0, -1, b.span)?))
}

/// Raises `message` where `x`'s rank (known once shapes are, so the test
/// folds) is one `bad` holds for, up to rank 8.
fn raise_where_rank<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    x: Typed<'c, 'b>,
    bad: impl Fn(i64) -> bool,
    message: &str,
    span: Span,
) -> Emit<()> {
    let rank = shape_query(fe, "ts.dim", x, None, span)?;
    let bool_ty = fe.ty(ScriptType::Bool, span)?;
    // `rank > k` where every rank above k is bad, else `rank == r` per bad r.
    for r in 0..=8 {
        if !bad(r) || (r > 0 && bad(r - 1)) {
            continue;
        }
        let above = (r..=64).all(&bad);
        let k = fe.constant(ScriptType::Int, r as f64, r, span)?;
        let test = if above { "ts.ge" } else { "ts.eq" };
        let cond = fe.emit_op(test, &[rank.value, k.value], bool_ty, &[], span)?;
        fe.raise_if(cond, message, span)?;
        if above {
            break;
        }
    }
    Ok(())
}

pub(crate) fn identity<'c, 'b>(
    _fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    Ok(Emitted::One(b.tensor("self")?))
}

/// A distinct SSA value for the same tensor: the frontend's aliasing
/// checks (in-place methods, `x[i] = v`) tell values apart by identity;
/// `copy` marks it a new object (not the input, as other casts are).
pub(crate) fn clone<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    Ok(Emitted::One(fe.tensor_op(
        "ts.tensor_static_info_cast",
        &[x.value],
        &[("copy", Attribute::unit(fe.ctx))],
        b.span,
    )?))
}

pub(crate) fn cat<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let dim = b.int("dim").unwrap_or(0);
    if let Some(list) = b.runtime_list("tensors") {
        return list_cat(fe, b, list, dim, false);
    }
    let values: Vec<_> = b.tensors("tensors")?.iter().map(|t| t.value).collect();
    Ok(Emitted::One(fe.tensor_op(
        "ts.cat",
        &values,
        &[("dim", fe.int_attr(dim))],
        b.span,
    )?))
}

pub(crate) fn stack<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let dim = b.int("dim").unwrap_or(0);
    if let Some(list) = b.runtime_list("tensors") {
        return list_cat(fe, b, list, dim, true);
    }
    let mut values = Vec::new();
    for t in b.tensors("tensors")? {
        values.push(
            fe.tensor_op(
                "ts.unsqueeze",
                &[t.value],
                &[("dim", fe.int_attr(dim))],
                b.span,
            )?
            .value,
        );
    }
    Ok(Emitted::One(fe.tensor_op(
        "ts.cat",
        &values,
        &[("dim", fe.int_attr(dim))],
        b.span,
    )?))
}

/// `cat`/`stack` of a `List[Tensor]` whose length is only known at run
/// time: one op on the runtime list (`ts.list_cat`), whose size along
/// `dim` is known only at run time.
fn list_cat<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    list: Typed<'c, 'b>,
    dim: i64,
    stack: bool,
) -> Emit<Emitted<'c, 'b>> {
    Ok(Emitted::One(fe.tensor_op(
        "ts.list_cat",
        &[list.value],
        &[("dim", fe.int_attr(dim)), ("stack", bool_attr(fe, stack))],
        b.span,
    )?))
}

pub(crate) fn movement<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    name: &str,
    attrs: &[(&str, Attribute<'c>)],
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    Ok(Emitted::One(fe.tensor_op(
        name,
        &[x.value],
        attrs,
        b.span,
    )?))
}

pub(crate) fn required(b: &Bound, name: &str) -> Emit<i64> {
    b.int(name)
        .ok_or_else(|| b.error(format!("argument '{name}' must be an integer literal")))
}

pub(crate) fn select<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let dim = required(b, "dim")?;
    let Some(index) = b.int("index") else {
        let x = b.tensor("self")?;
        let index = b.value("index")?;
        return Ok(Emitted::One(fe.dynamic_select(x, dim, index, b.span)?));
    };
    let attrs = [("dim", fe.int_attr(dim)), ("index", fe.int_attr(index))];
    movement(fe, b, "ts.select", &attrs)
}

pub(crate) fn narrow<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let dim = required(b, "dim")?;
    let (Some(start), Some(length)) = (b.int("start"), b.int("length")) else {
        return dynamic_narrow(fe, b, dim);
    };
    if start < 0 || length < 0 {
        return Err(b.error("negative start or length is not supported yet".into()));
    }
    let end = start.checked_add(length).ok_or_else(|| {
        b.error(format!(
            "start ({start}) + length ({length}) exceeds any dimension size"
        ))
    })?;
    let attrs = [
        ("dim", fe.int_attr(dim)),
        ("start", fe.int_attr(start)),
        ("end", fe.int_attr(end)),
    ];
    movement(fe, b, "ts.slice", &attrs)
}

/// `narrow` with a start or length known only at run time: a slice with
/// run-time bounds, after PyTorch's range checks.
fn dynamic_narrow<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    dim: i64,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    let int = |name: &str| match b.get(name) {
        Arg::Int(i) => fe.constant(ScriptType::Int, 0.0, *i, b.span),
        _ => b.value(name),
    };
    let (start, length) = (int("start")?, int("length")?);
    let end = fe.binary(ts_frontend::ast::BinaryOp::Add, start, length, b.span)?;
    let size = shape_query(fe, "ts.size", x, Some(dim), b.span)?;
    let zero = fe.constant(ScriptType::Int, 0.0, 0, b.span)?;
    let bool_ty = fe.ty(ScriptType::Bool, b.span)?;
    for (op, l, r, message) in [
        (
            "ts.lt",
            start,
            zero,
            "RuntimeError: narrow(): start must be non-negative",
        ),
        (
            "ts.lt",
            length,
            zero,
            "RuntimeError: narrow(): length must be non-negative.",
        ),
        (
            "ts.gt",
            end,
            size,
            "RuntimeError: narrow(): start + length exceeds dimension size",
        ),
    ] {
        let failed = fe.emit_op(op, &[l.value, r.value], bool_ty, &[], b.span)?;
        fe.raise_if(failed, message, b.span)?;
    }
    let attrs = [
        ("dim", fe.int_attr(dim)),
        ("start", fe.int_attr(ts_dialect::DYNAMIC)),
        ("end", fe.int_attr(ts_dialect::DYNAMIC)),
        ("step", fe.int_attr(1)),
    ];
    Ok(Emitted::One(fe.tensor_op(
        "ts.slice",
        &[x.value, start.value, end.value],
        &attrs,
        b.span,
    )?))
}

pub(crate) fn flip<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let dims = b
        .ints("dims")
        .ok_or_else(|| b.error("expects dims".into()))?;
    movement(fe, b, "ts.flip", &[("dims", i64s_attr(fe, &dims))])
}

pub(crate) fn tril<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    triangle(fe, b, "ts.tril")
}

pub(crate) fn triu<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    triangle(fe, b, "ts.triu")
}

/// `tril`/`triu` with a diagonal known now (the attribute) or only at run
/// time (an operand).
fn triangle<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    name: &str,
) -> Emit<Emitted<'c, 'b>> {
    let Some(diagonal) = b.int("diagonal") else {
        let x = b.tensor("self")?;
        let diagonal = b.value("diagonal")?;
        return Ok(Emitted::One(fe.tensor_op(
            name,
            &[x.value, diagonal.value],
            &[],
            b.span,
        )?));
    };
    movement(fe, b, name, &[("diagonal", fe.int_attr(diagonal))])
}

pub(crate) fn expand<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let (sizes, values) = b
        .sym_ints("size")
        .ok_or_else(|| b.error("expects sizes".into()))?;
    let x = b.tensor("self")?;
    let mut operands = vec![x.value];
    operands.extend(values.iter().map(|v| v.value));
    Ok(Emitted::One(fe.tensor_op(
        "ts.expand",
        &operands,
        &[("sizes", i64s_attr(fe, &sizes))],
        b.span,
    )?))
}

/// `x.expand_as(other)` = `where(ones_like(other, bool), x, x)`: the
/// broadcast of x to other's shape, keeping x's dtype; checked, as a copy
/// into `other` is, to have `other`'s shape (no dim of x's may grow it).
pub(crate) fn expand_as<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let (x, other) = (b.tensor("self")?, b.tensor("other")?);
    let broadcast = super::broadcast_like(fe, x, other, b.span)?;
    Ok(Emitted::One(super::written_into(
        fe, broadcast, x, other, true, b.span,
    )?))
}

/// `x.unfold(dimension, size, step)`.
pub(crate) fn unfold<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let attrs = [
        ("dim", fe.int_attr(required(b, "dimension")?)),
        ("size", fe.int_attr(required(b, "size")?)),
        ("step", fe.int_attr(required(b, "step")?)),
    ];
    movement(fe, b, "ts.unfold", &attrs)
}

/// `meshgrid(*tensors, indexing)`: input i reshaped to lie along dim i
/// (dims 0 and 1 swapped with `indexing="xy"`), then broadcast over the
/// grid (`where` of the `and` of all inputs' `ones_like` masks).
pub(crate) fn meshgrid<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let tensors = b.tensors("tensors")?;
    let xy = match b.string("indexing").as_deref() {
        None | Some("ij") => false,
        Some("xy") => true,
        Some(other) => {
            return Err(b.error(format!(
                "torch.meshgrid: indexing must be one of \"xy\" or \"ij\", but received: {other}"
            )))
        }
    };
    let n = tensors.len();
    let mut lined = Vec::new();
    for (i, t) in tensors.iter().enumerate() {
        let along = if xy && n >= 2 && i < 2 { 1 - i } else { i };
        let shape: Vec<i64> = (0..n).map(|k| if k == along { -1 } else { 1 }).collect();
        lined.push(fe.tensor_op(
            "ts.reshape",
            &[t.value],
            &[("shape", i64s_attr(fe, &shape))],
            b.span,
        )?);
    }
    let mut grid: Option<Typed<'c, 'b>> = None;
    for t in &lined {
        let attrs = [("value", f64_attr(fe, 1.0))];
        let ones = typed_op(fe, "ts.full_like", &[*t], &attrs, Dtype::Bool, b.span)?;
        grid = Some(match grid {
            None => ones,
            Some(g) => binary_op(fe, "ts.bitwise_and", g, ones, b.span)?,
        });
    }
    let grid = grid.ok_or_else(|| b.error("meshgrid expects a non-empty TensorList".into()))?;
    let mut out = Vec::new();
    for t in lined {
        out.push(Emitted::One(fe.tensor_op(
            "ts.where",
            &[grid.value, t.value, t.value],
            &[],
            b.span,
        )?));
    }
    Ok(crate::tensor_lists::tensor_list(out))
}

pub(crate) fn repeat<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let repeats = b
        .ints("repeats")
        .ok_or_else(|| b.error("expects repeats".into()))?;
    movement(fe, b, "ts.repeat", &[("repeats", i64s_attr(fe, &repeats))])
}

pub(crate) fn masked_fill<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let (x, mask, value) = (b.tensor("self")?, b.tensor("mask")?, b.value("value")?);
    let filled = fe.tensor_op("ts.where", &[mask.value, value.value, x.value], &[], b.span)?;
    // The result keeps `self`'s dtype: the value is converted to it
    // (`-1.7` into an int tensor is -1), as PyTorch's in-place fill does.
    Ok(Emitted::One(super::cast_like(fe, filled, x, b.span)?))
}

pub(crate) fn gather_like<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    name: &str,
) -> Emit<Emitted<'c, 'b>> {
    let (x, index) = (b.tensor("self")?, b.tensor("index")?);
    let dim = required(b, "dim")?;
    Ok(Emitted::One(fe.tensor_op(
        name,
        &[x.value, index.value],
        &[("dim", fe.int_attr(dim))],
        b.span,
    )?))
}

via!(index_select, gather_like, "ts.index_select");

/// `repeat_interleave(x, repeats, dim)` with an int count: each slice along
/// `dim` repeated in place, `index_select(x, dim, arange(n * repeats) //
/// repeats)`; without a dim, of the flattened `x`.
pub(crate) fn repeat_interleave<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let mut x = b.tensor("self")?;
    let repeats = b.int("repeats").ok_or_else(|| {
        b.error("repeats must be an int known at compile time (a tensor of counts is not supported yet)".into())
    })?;
    if repeats < 0 {
        return Err(b.error(format!("repeats must be non-negative, got {repeats}")));
    }
    let dim = match b.int("dim") {
        Some(d) => d,
        None => {
            x = fe.tensor_op(
                "ts.flatten",
                &[x.value],
                &[("start_dim", fe.int_attr(0)), ("end_dim", fe.int_attr(-1))],
                b.span,
            )?;
            0
        }
    };
    let n = shape_query(fe, "ts.size", x, Some(dim), b.span)?;
    let r = fe.constant(ScriptType::Int, 0.0, repeats, b.span)?;
    let total = fe.binary(ts_frontend::ast::BinaryOp::Mul, n, r, b.span)?;
    let ty = TensorType::new(vec![ts_dialect::DYNAMIC], Dtype::Int64).to_mlir(fe.ctx);
    let attrs = [
        ("start", f64_attr(fe, 0.0)),
        ("step", f64_attr(fe, 1.0)),
        ("length", fe.int_attr(ts_dialect::DYNAMIC)),
    ];
    let range = fe.emit_op("ts.range", &[total.value], ty, &attrs, b.span)?;
    let index = fe.tensor_op("ts.floor_divide", &[range, r.value], &[], b.span)?;
    Ok(Emitted::One(fe.tensor_op(
        "ts.index_select",
        &[x.value, index.value],
        &[("dim", fe.int_attr(dim))],
        b.span,
    )?))
}

via!(gather, gather_like, "ts.gather");

/// `cumsum`/`cumprod` (`op`) along `dim`.
pub(crate) fn prefix_scan<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    op: &str,
) -> Emit<Emitted<'c, 'b>> {
    let mut x = b.tensor("self")?;
    let dtype = b.dtype("dtype");
    if let Some(d) = dtype {
        x = cast(fe, x, d, b.span)?;
    }
    let r = fe.tensor_op(
        op,
        &[x.value],
        &[("dim", fe.int_attr(required(b, "dim")?))],
        b.span,
    )?;
    // An explicit dtype is the result's too (no widening to int64).
    Ok(Emitted::One(match dtype {
        Some(d) => cast(fe, r, d, b.span)?,
        None => r,
    }))
}

via!(cumsum, prefix_scan, "ts.cumsum");

via!(cumprod, prefix_scan, "ts.cumprod");

/// A shape query: an int, constant once shapes are refined.
pub fn shape_query<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    name: &str,
    x: Typed<'c, 'b>,
    dim: Option<i64>,
    span: Span,
) -> Emit<Typed<'c, 'b>> {
    let attrs: Vec<(&str, Attribute)> = dim.map(|d| ("dim", fe.int_attr(d))).into_iter().collect();
    let ty = fe.ty(ScriptType::Int, span)?;
    let value = fe.emit_op(name, &[x.value], ty, &attrs, span)?;
    // A rank or size the import already knows (a ranked type: a literal
    // tensor's, a creation op's) is a known int, so a decomposition's
    // `if x.dim() == 0:` keeps only the branch taken, and user code's
    // builds the other as dead code (it may reshape what only fits another
    // rank).
    let sizes = ts_dialect::TensorType::from_mlir(melior::ir::ValueLike::r#type(&x.value))
        .and_then(|t| t.sizes);
    if let Some(sizes) = sizes {
        match (name, dim) {
            ("ts.dim", _) => fe.record_int(value, sizes.len() as i64, false),
            ("ts.size", Some(d)) => {
                let d = if d < 0 { d + sizes.len() as i64 } else { d };
                if let Some(&n) = usize::try_from(d).ok().and_then(|d| sizes.get(d)) {
                    if n != ts_dialect::DYNAMIC {
                        fe.record_int(value, n, false);
                    }
                }
            }
            _ => {}
        }
    }
    Ok(Typed {
        value,
        ty: ScriptType::Int,
    })
}

pub(crate) fn dim<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    Ok(Emitted::One(shape_query(
        fe,
        "ts.dim",
        b.tensor("self")?,
        None,
        b.span,
    )?))
}

pub(crate) fn numel<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    Ok(Emitted::One(shape_query(
        fe,
        "ts.numel",
        b.tensor("self")?,
        None,
        b.span,
    )?))
}

pub(crate) fn size<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let d = b.int("dim").ok_or_else(|| {
        b.error("size() without a dim returns a List[int], which is not supported yet".into())
    })?;
    Ok(Emitted::One(shape_query(
        fe,
        "ts.size",
        b.tensor("self")?,
        Some(d),
        b.span,
    )?))
}

/// `split(x, [a, b, ...], dim)`: consecutive slices, as a `List[Tensor]`
/// (the number of parts is known; with an int split size it would depend
/// on the shape).
pub(crate) fn split<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    let sizes = b.ints("split_size_or_sections").unwrap_or_default();
    let dim = b.int("dim").unwrap_or(0);
    // An int size: the number of parts follows from the shape, so it is
    // taken from the unpacking targets (`q, k, v = x.split(d, -1)`) and
    // checked once the shape is known.
    if let [size] = sizes.as_slice() {
        if *size <= 0 {
            return Err(b.error(format!("split_size must be positive, got {size}")));
        }
        if let Some(list) = run_time_parts(fe, b, x, Some(*size), dim)? {
            return Ok(list);
        }
        let parts = split_by_size(fe, b, x, *size, dim)?;
        return Ok(crate::tensor_lists::tensor_list(
            parts.into_iter().map(Emitted::One).collect(),
        ));
    }
    let mut start = 0i64;
    let mut parts = Vec::new();
    for size in sizes {
        if size < 0 {
            return Err(b.error(format!("split sizes must be non-negative, got {size}")));
        }
        let end = start
            .checked_add(size)
            .ok_or_else(|| b.error("split sizes add up to more than any dimension size".into()))?;
        let attrs = [
            ("dim", fe.int_attr(dim)),
            ("start", fe.int_attr(start)),
            ("end", fe.int_attr(end)),
        ];
        parts.push(Emitted::One(fe.tensor_op(
            "ts.slice",
            &[x.value],
            &attrs,
            b.span,
        )?));
        start = end;
    }
    Ok(crate::tensor_lists::tensor_list(parts))
}

/// `x.split(size, dim)` (or, without `size`, `x.unbind(dim)`) along a
/// dim whose size a first import found to be known only at run time, its
/// parts not unpacked: a runtime list, built as the comprehension
/// `[x.narrow(dim, i * size, min(size, x.size(dim) - i * size)) for i in
/// range(max(ceil(x.size(dim) / size), 1))]` (an empty dim splits into one
/// empty part, as ATen splits it; `[x.select(dim, i) ...]` for unbind) on
/// a hidden name for `x`. `None` where the number of parts is static.
fn run_time_parts<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    x: Typed<'c, 'b>,
    size: Option<i64>,
    dim: i64,
) -> Emit<Option<Emitted<'c, 'b>>> {
    let run_time = fe
        .importer
        .spec()
        .and_then(|s| s.split_sizes.get(&fe.fact_key(b.span)))
        .is_some_and(|&n| n == ts_dialect::DYNAMIC);
    if !run_time || fe.importer.unpack_targets.is_some() {
        return Ok(None);
    }
    let at = b.span.start;
    let (name, i) = (format!("__split_input_{at}"), format!("__split_index_{at}"));
    let text = match size {
        Some(k) => format!(
            "[{name}.narrow({dim}, {i} * {k}, min({k}, {name}.size({dim}) - {i} * {k})) for {i} in range(max(({name}.size({dim}) + {k} - 1) // {k}, 1))]"
        ),
        None => format!("[{name}.select({dim}, {i}) for {i} in range({name}.size({dim}))]"),
    };
    let parts = ts_frontend::parse_expression(&text, at).map_err(|mut d| d.remove(0))?;
    let (list, _) = fe.with_hidden(&name, Emitted::One(x), |fe| fe.emit_any(&parts))?;
    Ok(Some(list))
}

/// The parts of `x` split into pieces of `size` along `dim`. Their number
/// follows from the shape, so it is taken from the unpacking targets
/// (`q, k, v = x.split(d, -1)`) and checked once the shape is known, or
/// else from the dim's size once a first import was refined; until then
/// it is a provisional count, marked for the driver.
fn split_by_size<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    x: Typed<'c, 'b>,
    size: i64,
    dim: i64,
) -> Emit<Vec<Typed<'c, 'b>>> {
    let known = fe
        .importer
        .spec()
        .and_then(|s| s.split_sizes.get(&fe.fact_key(b.span)))
        .map(|&n| ts_dialect::split_parts(n, size) as usize);
    let unpacked = fe.importer.unpack_targets.take();
    let provisional = unpacked.is_none() && known.is_none();
    let count = unpacked
        .or(known)
        .unwrap_or(crate::module_importer::PROVISIONAL_SPLIT_PARTS);
    let mut parts = Vec::new();
    for index in 0..count as i64 {
        let mut attrs = vec![
            ("dim", fe.int_attr(dim)),
            ("size", fe.int_attr(size)),
            ("index", fe.int_attr(index)),
            ("count", fe.int_attr(count as i64)),
        ];
        // (Every part is marked: refinement drops the parts nothing uses,
        // `xs.split(1)[-1]` uses only the last.)
        if provisional {
            attrs.extend(fe.marker(crate::module_importer::SPLIT_AT_ATTR, b.span));
        }
        parts.push(fe.tensor_op("ts.split_part", &[x.value], &attrs, b.span)?);
    }
    Ok(parts)
}

/// `unbind(x, dim)`: the slices along `dim`, as a `List[Tensor]` (parts of
/// size 1, squeezed; their number as for `split` with an int size).
pub(crate) fn unbind<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    let dim = b.int("dim").unwrap_or(0);
    unbind_tensor(fe, b, x, dim)
}

/// The slices of `x` along `dim`, as a `List[Tensor]` (see [`unbind`]).
pub(crate) fn unbind_tensor<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    x: Typed<'c, 'b>,
    dim: i64,
) -> Emit<Emitted<'c, 'b>> {
    if let Some(list) = run_time_parts(fe, b, x, None, dim)? {
        return Ok(list);
    }
    let mut items = Vec::new();
    for part in split_by_size(fe, b, x, 1, dim)? {
        items.push(Emitted::One(fe.tensor_op(
            "ts.squeeze",
            &[part.value],
            &[("dim", fe.int_attr(dim))],
            b.span,
        )?));
    }
    Ok(crate::tensor_lists::tensor_list(items))
}

/// `chunk(x, n, dim)`: a `List[Tensor]` of `n` parts, each a `ts.chunk`
/// (its bounds follow from the size, known after refinement).
pub(crate) fn chunk<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    let chunks = b.int("chunks").unwrap_or(0);
    if !(1..=1024).contains(&chunks) {
        return Err(b.error(format!("`chunks` must be between 1 and 1024, got {chunks}")));
    }
    let dim = b.int("dim").unwrap_or(0);
    // PyTorch makes fewer parts where the dim is too small for `chunks`
    // (4 into 3: two of 2): their number follows from the dim's size,
    // learned from a first import refined (as for `split`); until then it
    // is `chunks`, marked for the driver.
    let known = fe
        .importer
        .spec()
        .and_then(|s| s.split_sizes.get(&fe.fact_key(b.span)))
        .map(|&n| ts_dialect::chunk_parts(n, chunks));
    let mut parts = Vec::new();
    for index in 0..known.unwrap_or(chunks) {
        let mut attrs = vec![
            ("dim", fe.int_attr(dim)),
            ("chunks", fe.int_attr(chunks)),
            ("index", fe.int_attr(index)),
        ];
        if known.is_none() && index == 0 {
            attrs.extend(fe.marker(crate::module_importer::SPLIT_AT_ATTR, b.span));
        }
        parts.push(Emitted::One(fe.tensor_op(
            "ts.chunk",
            &[x.value],
            &attrs,
            b.span,
        )?));
    }
    Ok(crate::tensor_lists::tensor_list(parts))
}

/// `x.is_floating_point()`: whether the dtype (known once shapes are) is
/// float32 or float64.
pub(crate) fn is_floating_point<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let code = shape_query(fe, "ts.dtype", b.tensor("self")?, None, b.span)?;
    let bool_ty = fe.ty(ScriptType::Bool, b.span)?;
    let mut is = Vec::new();
    for d in [Dtype::Float32, Dtype::Float64] {
        let k = fe.constant(ScriptType::Int, 0.0, d.scalar_type_code(), b.span)?;
        let value = fe.emit_op("ts.eq", &[code.value, k.value], bool_ty, &[], b.span)?;
        is.push(Typed {
            value,
            ty: ScriptType::Bool,
        });
    }
    Ok(Emitted::One(fe.binary(
        ts_frontend::ast::BinaryOp::BitOr,
        is[0],
        is[1],
        b.span,
    )?))
}

/// `x[start:end]` along `dim` (a `ts.slice` of step 1).
fn slice_along<'c, 'b>(
    fe: &FunctionEmitter<'c, 'b, '_, '_>,
    x: Typed<'c, 'b>,
    dim: i64,
    start: i64,
    end: i64,
    span: Span,
) -> Emit<Typed<'c, 'b>> {
    let attrs = [
        ("dim", fe.int_attr(dim)),
        ("start", fe.int_attr(start)),
        ("end", fe.int_attr(end)),
        ("step", fe.int_attr(1)),
    ];
    fe.tensor_op("ts.slice", &[x.value], &attrs, span)
}

/// `F.pad(x, pad, mode='constant', value=0)`: `pad` pairs (before, after)
/// from the last dim backwards; a positive amount adds `value`-filled
/// slices (copies of a one-wide slice of `x`, filled), a negative one
/// slices `x`. Only the constant mode.
pub(crate) fn pad<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let mut x = b.tensor("input")?;
    let amounts = b
        .ints("pad")
        .ok_or_else(|| b.error("pad must be a list of ints".into()))?;
    if amounts.len() % 2 != 0 {
        return Err(b.error("Padding length must be divisible by 2".into()));
    }
    let mode = b.string("mode").unwrap_or_else(|| "constant".into());
    if mode != "constant" {
        return Err(b.error(format!(
            "pad(): mode '{mode}' is not supported yet (only 'constant')"
        )));
    }
    let value = b.float("value").unwrap_or(0.0);
    for (k, pair) in amounts.chunks(2).enumerate() {
        let dim = -1 - k as i64;
        let slice = |fe: &mut FunctionEmitter<'c, 'b, '_, '_>, x, start, end| {
            slice_along(fe, x, dim, start, end, b.span)
        };
        let (before, after) = (pair[0], pair[1]);
        if before < 0 {
            x = slice(fe, x, -before, i64::MAX)?;
        }
        if after < 0 {
            x = slice(fe, x, 0, after)?;
        }
        let one_wide = slice(fe, x, 0, 1)?;
        let filled = fe.tensor_op(
            "ts.full_like",
            &[one_wide.value],
            &[("value", f64_attr(fe, value))],
            b.span,
        )?;
        let mut parts = Vec::new();
        if before > 0 {
            parts.push(widened(fe, filled, dim, before, b.span)?);
        }
        parts.push(x.value);
        if after > 0 {
            parts.push(widened(fe, filled, dim, after, b.span)?);
        }
        if parts.len() > 1 {
            x = fe.tensor_op("ts.cat", &parts, &[("dim", fe.int_attr(dim))], b.span)?;
        }
    }
    Ok(Emitted::One(x))
}

/// `width` copies of the one-wide `slice` side by side along `dim`, from
/// cats of doubling blocks: a number of ops logarithmic in `width`, which
/// a script chooses.
fn widened<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    slice: Typed<'c, 'b>,
    dim: i64,
    width: i64,
    span: Span,
) -> Emit<melior::ir::Value<'c, 'b>> {
    let cat = |fe: &mut FunctionEmitter<'c, 'b, '_, '_>, parts: &[melior::ir::Value<'c, 'b>]| {
        fe.tensor_op("ts.cat", parts, &[("dim", fe.int_attr(dim))], span)
    };
    let (mut block, mut parts) = (slice, Vec::new());
    let mut rest = width;
    loop {
        if rest & 1 == 1 {
            parts.push(block.value);
        }
        rest >>= 1;
        if rest == 0 {
            break;
        }
        block = cat(fe, &[block.value, block.value])?;
    }
    Ok(if parts.len() == 1 {
        parts[0]
    } else {
        cat(fe, &parts)?.value
    })
}

/// `_diff(x, n, dim)`: `n` times `x[1:] - x[:-1]` along `dim` (the core
/// of the `diff` decomposition, which checks and concatenates).
pub(crate) fn diff<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let mut x = b.tensor("self")?;
    let dim = b.int("dim").unwrap_or(-1);
    let n = b.int("n").unwrap_or(1);
    if n < 0 {
        return Err(b.error(format!("order must be non-negative but got {n}")));
    }
    for _ in 0..n {
        let (later, earlier) = (
            slice_along(fe, x, dim, 1, i64::MAX, b.span)?,
            slice_along(fe, x, dim, 0, -1, b.span)?,
        );
        x = binary_op(fe, "ts.sub", later, earlier, b.span)?;
    }
    Ok(Emitted::One(x))
}

/// `scatter(dim, index, src)` (or a number `value`) and `scatter_add`.
fn scatter_op<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    accumulate: bool,
) -> Emit<Emitted<'c, 'b>> {
    scatter_combining(fe, b, if accumulate { "sum" } else { "" })
}

/// `ts.scatter` writing `src` into `self`, or combining by `reduce`
/// ("sum", "prod", "amax", "amin") when not empty.
fn scatter_combining<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    reduce: &str,
) -> Emit<Emitted<'c, 'b>> {
    let (x, index) = (b.tensor("self")?, b.tensor("index")?);
    let dim = required(b, "dim")?;
    let src = match (b.get("src"), b.get("value")) {
        (Arg::Value(v, _), Arg::None) | (Arg::None, Arg::Value(v, _)) => *v,
        _ => return Err(b.error("expects exactly one of `src` and `value`".into())),
    };
    // A number: a float64 tensor shaped like `index` (the lowering converts
    // it to `self`'s dtype, as PyTorch casts the value).
    let src = if src.ty == ScriptType::Tensor {
        src
    } else {
        let attrs = [("value", f64_attr(fe, 0.0))];
        let zeros = typed_op(fe, "ts.full_like", &[index], &attrs, Dtype::Float64, b.span)?;
        binary_op(fe, "ts.add", zeros, src, b.span)?
    };
    let mut attrs = vec![("dim", fe.int_attr(dim))];
    if !reduce.is_empty() {
        attrs.push((
            "reduce",
            melior::ir::attribute::StringAttribute::new(fe.ctx, reduce).into(),
        ));
    }
    Ok(Emitted::One(fe.tensor_op(
        "ts.scatter",
        &[x.value, index.value, src.value],
        &attrs,
        b.span,
    )?))
}

via!(scatter, scatter_op, false);

via!(scatter_add, scatter_op, true);

/// `torch._scatter_reduce_into(self, dim, index, src, reduce)`: `src`
/// combined into `self` by `reduce` where the index points (the
/// `scatter_reduce` decomposition's core, `self` included).
pub(crate) fn scatter_reduce_into<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let reduce = b.string("reduce").unwrap_or_default();
    if !["sum", "prod", "amax", "amin"].contains(&reduce.as_str()) {
        return Err(b.error(format!(
            "reduce must be a literal 'sum', 'prod', 'amax' or 'amin', got '{reduce}'"
        )));
    }
    scatter_combining(fe, b, &reduce)
}

/// `index_add(dim, index, source, alpha=1)`.
pub(crate) fn index_add<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let (x, index, mut source) = (b.tensor("self")?, b.tensor("index")?, b.tensor("source")?);
    let dim = required(b, "dim")?;
    if let Arg::Value(alpha, _) = b.get("alpha") {
        source = binary_op(fe, "ts.mul", source, *alpha, b.span)?;
    } else if let Some(alpha) = b.float("alpha").filter(|&a| a != 1.0) {
        let alpha = scalar(fe, alpha, b.span)?;
        source = binary_op(fe, "ts.mul", source, alpha, b.span)?;
    }
    Ok(Emitted::One(fe.tensor_op(
        "ts.index_add",
        &[x.value, index.value, source.value],
        &[("dim", fe.int_attr(dim))],
        b.span,
    )?))
}

/// `bucketize(x, boundaries)` and `searchsorted(sorted_sequence, x)`
/// (`side="right"` is `right=True`): a `ts.bucketize` of the values.
fn bucketize_op<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
    (values, boundaries): (&str, &str),
) -> Emit<Emitted<'c, 'b>> {
    let (x, bounds) = (b.tensor(values)?, b.tensor(boundaries)?);
    if !matches!(b.get("sorter"), Arg::None) {
        return Err(b.error("searchsorted(): `sorter` is not supported yet".into()));
    }
    let right = match b.string("side").as_deref() {
        None => b.flag("right"),
        Some("right") => true,
        Some("left") if !b.flag("right") => false,
        Some("left") => {
            return Err(b.error(
                "torch.searchsorted(): side and right can't be set to opposites, got side of left while right was True".into(),
            ))
        }
        Some(other) => {
            return Err(b.error(format!(
                "torch.searchsorted(): side can only be 'left' or 'right' but got {other}"
            )))
        }
    };
    let attrs = [
        ("right", bool_attr(fe, right)),
        ("out_int32", bool_attr(fe, b.flag("out_int32"))),
        ("rows", bool_attr(fe, boundaries == "sorted_sequence")),
    ];
    Ok(Emitted::One(fe.tensor_op(
        "ts.bucketize",
        &[x.value, bounds.value],
        &attrs,
        b.span,
    )?))
}

via!(bucketize, bucketize_op, ("self", "boundaries"));

via!(searchsorted, bucketize_op, ("self", "sorted_sequence"));

/// `roll(x, shifts, dims)`: along each dim, the last `shift mod size`
/// entries moved to the front: `cat([x[n - k:], x[:n - k]])` with `k` the
/// shift modulo the dim's size (known once shapes are). Without dims, the
/// flattened tensor rolls by the one shift, in `x`'s shape again.
pub(crate) fn roll<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    use ts_frontend::ast::BinaryOp;
    let original = b.tensor("self")?;
    let mut x = original;
    // Shifts known only at run time come as values (`DYNAMIC` entries).
    let (shifts, mut shift_values) = b.sym_ints("shifts").unwrap_or_default();
    shift_values.reverse();
    let mut dims = match b.get("dims") {
        Arg::None => vec![],
        _ => b
            .ints("dims")
            .ok_or_else(|| b.error("dims must be a list of ints known at compile time".into()))?,
    };
    let flattened = dims.is_empty();
    if flattened {
        if shifts.len() != 1 {
            return Err(b.error(format!(
                "without dims, roll takes one shift, got {}",
                shifts.len()
            )));
        }
        let attrs = [("start_dim", fe.int_attr(0)), ("end_dim", fe.int_attr(-1))];
        x = fe.tensor_op("ts.flatten", &[x.value], &attrs, b.span)?;
        dims = vec![0];
    }
    if shifts.len() != dims.len() {
        return Err(b.error(format!(
            "shifts and dims must have the same length, got {} and {}",
            shifts.len(),
            dims.len()
        )));
    }
    let span = b.span;
    for (&shift, &dim) in shifts.iter().zip(&dims) {
        let n = shape_query(fe, "ts.size", x, Some(dim), span)?;
        let s = match shift {
            ts_dialect::DYNAMIC => shift_values
                .pop()
                .ok_or_else(|| b.error("a shift value is missing".into()))?,
            _ => fe.constant(ScriptType::Int, 0.0, shift, span)?,
        };
        // Python's s mod n: s - (s // n) * n, then the cut n - k. A dim of
        // size 0 rolls by 0 (ATen returns the empty tensor), not a
        // division by zero: the divisor is 1 there.
        let zero = fe.constant(ScriptType::Int, 0.0, 0, span)?;
        let one = fe.constant(ScriptType::Int, 0.0, 1, span)?;
        let empty = fe.scalar_compare("ts.eq", n, zero, span)?;
        let d = fe.select(empty, one, n, span)?;
        let q = fe.binary(BinaryOp::FloorDiv, s, d, span)?;
        let qn = fe.binary(BinaryOp::Mul, q, d, span)?;
        let k = fe.binary(BinaryOp::Sub, s, qn, span)?;
        let cut = fe.binary(BinaryOp::Sub, n, k, span)?;
        let part = |fe: &mut FunctionEmitter<'c, 'b, '_, '_>, start: bool| {
            let (lo, hi) = if start {
                (ts_dialect::DYNAMIC, i64::MAX)
            } else {
                (0, ts_dialect::DYNAMIC)
            };
            let attrs = [
                ("dim", fe.int_attr(dim)),
                ("start", fe.int_attr(lo)),
                ("end", fe.int_attr(hi)),
                ("step", fe.int_attr(1)),
            ];
            fe.tensor_op("ts.slice", &[x.value, cut.value], &attrs, span)
        };
        let (tail, head) = (part(fe, true)?, part(fe, false)?);
        x = fe.tensor_op(
            "ts.cat",
            &[tail.value, head.value],
            &[("dim", fe.int_attr(dim))],
            span,
        )?;
    }
    if flattened {
        x = fe.tensor_op("ts.reshape_as", &[x.value, original.value], &[], span)?;
    }
    Ok(Emitted::One(x))
}

/// `_index_put_at(x, index, values)`: `x[index] = values` through one index
/// tensor, as `ts.index_put` takes it (a bool mask with one value, or
/// integer rows); the assignment statement's primitive.
pub(crate) fn index_put_at<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let (x, index, values) = (b.tensor("self")?, b.tensor("index")?, b.tensor("values")?);
    Ok(Emitted::One(fe.tensor_op(
        "ts.index_put",
        &[x.value, index.value, values.value],
        &[],
        b.span,
    )?))
}

/// `nonzero(x)`: `[count, rank]` int64, `count` known only at run time.
pub(crate) fn nonzero<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let x = b.tensor("self")?;
    Ok(Emitted::One(fe.tensor_op(
        "ts.nonzero",
        &[x.value],
        &[],
        b.span,
    )?))
}

/// `masked_select(x, mask)`: both broadcast to one shape (`where(mask, x,
/// x)` and a bool `where` of ones), then `x[mask]`, which is 1-D.
pub(crate) fn masked_select<'c, 'b>(
    fe: &mut FunctionEmitter<'c, 'b, '_, '_>,
    b: &Bound<'c, 'b>,
) -> Emit<Emitted<'c, 'b>> {
    let (x, mask) = (b.tensor("self")?, b.tensor("mask")?);
    let xb = fe.tensor_op("ts.where", &[mask.value, x.value, x.value], &[], b.span)?;
    let ones = typed_op(
        fe,
        "ts.full_like",
        &[xb],
        &[("value", f64_attr(fe, 1.0))],
        Dtype::Bool,
        b.span,
    )?;
    let no = fe.constant(ScriptType::Bool, 0.0, 0, b.span)?;
    let mb = fe.tensor_op("ts.where", &[mask.value, ones.value, no.value], &[], b.span)?;
    Ok(Emitted::One(fe.tensor_op(
        "ts.index_tensor",
        &[xb.value, mb.value],
        &[("dim", fe.int_attr(0))],
        b.span,
    )?))
}
