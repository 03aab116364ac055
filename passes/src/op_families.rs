//! Every ts op the passes understand, by family: the one table that
//! refinement, the backend contract and the lowering dispatch on.
//!
//! ODS defines the ops; this file says what each one *means* to the Rust
//! passes (which arithmetic, which dtype rule), so adding an op to a family
//! is one line here and one line in `TsOps.td`.

use crate::shape_functions::{ReduceDtype, UnaryDtype};

/// Binary elementwise arithmetic, bitwise, logical and comparison ops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryKind {
    Add,
    Sub,
    Mul,
    Div,
    FloorDivide,
    Remainder,
    Pow,
    Atan2,
    Maximum,
    Minimum,
    BitwiseAnd,
    BitwiseOr,
    BitwiseXor,
    ShiftLeft,
    ShiftRight,
    LogicalAnd,
    LogicalOr,
    LogicalXor,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

/// How a binary op's result dtype follows from the promoted operand dtype.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryDtype {
    Promote,
    /// True division: integers give float32.
    TrueDiv,
    /// Comparisons and logical ops: a bool tensor.
    Bool,
}

impl BinaryKind {
    pub fn dtype_rule(self) -> BinaryDtype {
        use BinaryKind::*;
        match self {
            Div | Atan2 => BinaryDtype::TrueDiv,
            LogicalAnd | LogicalOr | LogicalXor | Eq | Ne | Lt | Le | Gt | Ge => BinaryDtype::Bool,
            _ => BinaryDtype::Promote,
        }
    }
}

/// Unary elementwise ops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryKind {
    Exp,
    Exp2,
    Log,
    Log2,
    Log1p,
    Expm1,
    Sqrt,
    Rsqrt,
    Sin,
    Cos,
    Tan,
    Tanh,
    Sigmoid,
    Erf,
    Erfc,
    Asin,
    Acos,
    Atan,
    Sinh,
    Cosh,
    Asinh,
    Acosh,
    Atanh,
    Reciprocal,
    Silu,
    Hardsigmoid,
    Hardswish,
    Gelu,
    Softplus,
    Elu,
    LeakyRelu,
    Hardtanh,
    Relu,
    Neg,
    Abs,
    Sign,
    Floor,
    Ceil,
    Round,
    Trunc,
    BitwiseNot,
    LogicalNot,
    Cast,
    Bitcast,
}

/// Reductions over a list of dims.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReduceKind {
    Sum,
    Prod,
    Mean,
    Amax,
    Amin,
    All,
    Any,
    Logsumexp,
    Var,
    Std,
}

/// What an op is, for the passes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    Constant,
    None,
    Binary(BinaryKind),
    Unary(UnaryKind, UnaryDtype),
    Where,
    Clamp,
    Reduce(ReduceKind, ReduceDtype),
    /// `max_dim`/`min_dim`: values and indices along one dim.
    ArgReduce {
        is_max: bool,
    },
    /// `sort`/`topk`: values in order along one dim, and their indices.
    Sort,
    /// `einsum`: products summed over the labels the result lacks.
    Einsum,
    /// `scatter`/`scatter_add`: entries of `src` written at `index`.
    ScatterIndexed,
    /// `argmax`/`argmin`.
    ArgIndex {
        is_max: bool,
    },
    Softmax {
        log: bool,
    },
    FullLike,
    Convolution,
    MaxPool,
    AvgPool,
    AdaptiveAvgPool,
    Slice,
    Select,
    Flip,
    Expand,
    Repeat,
    Triangle {
        upper: bool,
    },
    Cumsum,
    Cat,
    IndexSelect,
    Gather,
    Embedding,
    ChannelAffine,
    Full,
    Range,
    Eye,
    Literal,
    Random,
    ShapeQuery,
    /// `ts.cast_to`: a cast whose dtype is an int operand (`y.dtype`).
    CastTo,
    /// `ts.same_dtype_or`: one operand or the other, by their dtypes.
    SameDtypeOr,
    /// `x[...] = src` as a value: `ts.slice_scatter`, `ts.select_scatter`.
    Scatter,
    Matmul,
    Transpose,
    Permute,
    IndexAdd,
    IndexTensor,
    /// `nonzero`: the indices of the nonzero elements, one row each.
    Nonzero,
    /// `cat`/`stack` of a runtime list of tensors.
    ListCat,
    IndexPut,
    Bucketize,
    Unfold,
    /// `ts.interpolate`: resampling of the dims after the first two.
    Interpolate,
    /// `ts.cummax`/`ts.cummin`: running extreme and its index.
    CumulativeExtreme {
        is_max: bool,
    },
    /// `ts.movedim`: a permutation once the rank is known.
    Movedim,
    /// `ts.diagonal` and `ts.diag`.
    Diagonal,
    Reshape,
    /// `ts.reshape_as`: the shape of another tensor.
    ReshapeAs,
    Unsqueeze,
    Squeeze,
    Flatten,
    StaticInfoCast,
    BuiltinCast,
    /// Python scalar conversions (`int(x)`, `float(x)`, `bool(x)`).
    ScalarCast,
    /// `math.*` of a float.
    ScalarMath,
    /// A one-element tensor to a Python scalar.
    Item,
    /// A Python exception: stops the call.
    Raise,
    /// A Python warning: shown, and the call goes on.
    Warn,
    /// A placeholder tensor that is never read.
    Undefined,
    /// Lists, dicts and strings: calls of the runtime.
    Container,
}

const BINARY: &[(&str, BinaryKind)] = &[
    ("ts.add", BinaryKind::Add),
    ("ts.sub", BinaryKind::Sub),
    ("ts.mul", BinaryKind::Mul),
    ("ts.div", BinaryKind::Div),
    ("ts.floor_divide", BinaryKind::FloorDivide),
    ("ts.remainder", BinaryKind::Remainder),
    ("ts.pow", BinaryKind::Pow),
    ("ts.atan2", BinaryKind::Atan2),
    ("ts.maximum", BinaryKind::Maximum),
    ("ts.minimum", BinaryKind::Minimum),
    ("ts.bitwise_and", BinaryKind::BitwiseAnd),
    ("ts.bitwise_or", BinaryKind::BitwiseOr),
    ("ts.bitwise_xor", BinaryKind::BitwiseXor),
    ("ts.shift_left", BinaryKind::ShiftLeft),
    ("ts.shift_right", BinaryKind::ShiftRight),
    ("ts.logical_and", BinaryKind::LogicalAnd),
    ("ts.logical_or", BinaryKind::LogicalOr),
    ("ts.logical_xor", BinaryKind::LogicalXor),
    ("ts.eq", BinaryKind::Eq),
    ("ts.ne", BinaryKind::Ne),
    ("ts.lt", BinaryKind::Lt),
    ("ts.le", BinaryKind::Le),
    ("ts.gt", BinaryKind::Gt),
    ("ts.ge", BinaryKind::Ge),
];

const UNARY: &[(&str, UnaryKind, UnaryDtype)] = &[
    ("ts.exp", UnaryKind::Exp, UnaryDtype::Float),
    ("ts.exp2", UnaryKind::Exp2, UnaryDtype::Float),
    ("ts.log", UnaryKind::Log, UnaryDtype::Float),
    ("ts.log2", UnaryKind::Log2, UnaryDtype::Float),
    ("ts.log1p", UnaryKind::Log1p, UnaryDtype::Float),
    ("ts.expm1", UnaryKind::Expm1, UnaryDtype::Float),
    ("ts.sqrt", UnaryKind::Sqrt, UnaryDtype::Float),
    ("ts.rsqrt", UnaryKind::Rsqrt, UnaryDtype::Float),
    ("ts.sin", UnaryKind::Sin, UnaryDtype::Float),
    ("ts.cos", UnaryKind::Cos, UnaryDtype::Float),
    ("ts.tan", UnaryKind::Tan, UnaryDtype::Float),
    ("ts.tanh", UnaryKind::Tanh, UnaryDtype::Float),
    ("ts.sigmoid", UnaryKind::Sigmoid, UnaryDtype::Float),
    ("ts.erf", UnaryKind::Erf, UnaryDtype::Float),
    ("ts.erfc", UnaryKind::Erfc, UnaryDtype::Float),
    ("ts.asin", UnaryKind::Asin, UnaryDtype::Float),
    ("ts.acos", UnaryKind::Acos, UnaryDtype::Float),
    ("ts.atan", UnaryKind::Atan, UnaryDtype::Float),
    ("ts.sinh", UnaryKind::Sinh, UnaryDtype::Float),
    ("ts.cosh", UnaryKind::Cosh, UnaryDtype::Float),
    ("ts.asinh", UnaryKind::Asinh, UnaryDtype::Float),
    ("ts.acosh", UnaryKind::Acosh, UnaryDtype::Float),
    ("ts.atanh", UnaryKind::Atanh, UnaryDtype::Float),
    ("ts.reciprocal", UnaryKind::Reciprocal, UnaryDtype::Float),
    ("ts.silu", UnaryKind::Silu, UnaryDtype::Float),
    ("ts.hardsigmoid", UnaryKind::Hardsigmoid, UnaryDtype::Float),
    ("ts.hardswish", UnaryKind::Hardswish, UnaryDtype::Float),
    ("ts.gelu", UnaryKind::Gelu, UnaryDtype::Float),
    ("ts.softplus", UnaryKind::Softplus, UnaryDtype::Float),
    ("ts.elu", UnaryKind::Elu, UnaryDtype::Float),
    ("ts.leaky_relu", UnaryKind::LeakyRelu, UnaryDtype::Float),
    ("ts.hardtanh", UnaryKind::Hardtanh, UnaryDtype::Same),
    ("ts.relu", UnaryKind::Relu, UnaryDtype::Same),
    ("ts.neg", UnaryKind::Neg, UnaryDtype::Same),
    ("ts.abs", UnaryKind::Abs, UnaryDtype::Same),
    ("ts.sign", UnaryKind::Sign, UnaryDtype::Same),
    ("ts.floor", UnaryKind::Floor, UnaryDtype::Same),
    ("ts.ceil", UnaryKind::Ceil, UnaryDtype::Same),
    ("ts.round", UnaryKind::Round, UnaryDtype::Same),
    ("ts.trunc", UnaryKind::Trunc, UnaryDtype::Same),
    ("ts.bitwise_not", UnaryKind::BitwiseNot, UnaryDtype::Same),
    ("ts.logical_not", UnaryKind::LogicalNot, UnaryDtype::Bool),
    ("ts.cast", UnaryKind::Cast, UnaryDtype::Declared),
    ("ts.bitcast", UnaryKind::Bitcast, UnaryDtype::Declared),
];

const REDUCE: &[(&str, ReduceKind, ReduceDtype)] = &[
    ("ts.sum", ReduceKind::Sum, ReduceDtype::Sum),
    ("ts.prod", ReduceKind::Prod, ReduceDtype::Sum),
    ("ts.mean", ReduceKind::Mean, ReduceDtype::Same),
    ("ts.amax", ReduceKind::Amax, ReduceDtype::Same),
    ("ts.amin", ReduceKind::Amin, ReduceDtype::Same),
    ("ts.all", ReduceKind::All, ReduceDtype::Bool),
    ("ts.any", ReduceKind::Any, ReduceDtype::Bool),
    ("ts.logsumexp", ReduceKind::Logsumexp, ReduceDtype::ToFloat),
    ("ts.var", ReduceKind::Var, ReduceDtype::Same),
    ("ts.std", ReduceKind::Std, ReduceDtype::Same),
];

/// Whether the lowering of `family` handles tensors whose sizes are known
/// only at run time (`?` dims of known rank and dtype); the backend
/// contract requires static shapes everywhere else.
pub fn lowers_run_time_sizes(name: &str) -> bool {
    let Some(family) = family(name) else {
        return false;
    };
    name == "ts.list_to_tensor"
        || matches!(
            family,
            Family::Binary(_)
                | Family::Unary(..)
                | Family::CastTo
                | Family::Where
                | Family::Clamp
                | Family::Reduce(..)
                | Family::ArgReduce { .. }
                | Family::ArgIndex { .. }
                | Family::Softmax { .. }
                | Family::FullLike
                | Family::Random
                | Family::Slice
                | Family::Cat
                | Family::Select
                | Family::IndexTensor
                | Family::Nonzero
                | Family::ListCat
                | Family::Transpose
                | Family::Permute
                | Family::Movedim
                | Family::Reshape
                | Family::ReshapeAs
                | Family::Unsqueeze
                | Family::Squeeze
                | Family::Flatten
                | Family::Matmul
                | Family::Full
                | Family::Range
                | Family::Sort
                | Family::Item
                | Family::Flip
                | Family::Expand
                | Family::Repeat
                | Family::ScatterIndexed
                | Family::Scatter
                | Family::IndexAdd
                | Family::Bucketize
                | Family::IndexPut
                | Family::Cumsum
                | Family::CumulativeExtreme { .. }
                | Family::Undefined
                | Family::IndexSelect
                | Family::Gather
                | Family::Embedding
                | Family::Triangle { .. }
                | Family::Convolution
                | Family::MaxPool
                | Family::AvgPool
                | Family::Diagonal
                | Family::Einsum
                | Family::AdaptiveAvgPool
                | Family::ChannelAffine
                | Family::ShapeQuery
                | Family::StaticInfoCast
                | Family::BuiltinCast
        )
}

/// The family of the ts op `name`, if the passes know it.
pub fn family(name: &str) -> Option<Family> {
    if let Some((_, k)) = BINARY.iter().find(|(n, _)| *n == name) {
        return Some(Family::Binary(*k));
    }
    if let Some((_, k, d)) = UNARY.iter().find(|(n, _, _)| *n == name) {
        return Some(Family::Unary(*k, *d));
    }
    if let Some((_, k, d)) = REDUCE.iter().find(|(n, _, _)| *n == name) {
        return Some(Family::Reduce(*k, *d));
    }
    Some(match name {
        "ts.constant" => Family::Constant,
        "ts.none" => Family::None,
        "ts.where" => Family::Where,
        "ts.clamp" => Family::Clamp,
        "ts.max_dim" => Family::ArgReduce { is_max: true },
        "ts.min_dim" => Family::ArgReduce { is_max: false },
        "ts.sort" => Family::Sort,
        "ts.argmax" => Family::ArgIndex { is_max: true },
        "ts.argmin" => Family::ArgIndex { is_max: false },
        "ts.softmax" => Family::Softmax { log: false },
        "ts.full_like" => Family::FullLike,
        "ts.convolution" => Family::Convolution,
        "ts.max_pool" => Family::MaxPool,
        "ts.avg_pool" => Family::AvgPool,
        "ts.adaptive_avg_pool" => Family::AdaptiveAvgPool,
        "ts.slice" | "ts.chunk" | "ts.split_part" => Family::Slice,
        "ts.select" => Family::Select,
        "ts.flip" => Family::Flip,
        "ts.expand" => Family::Expand,
        "ts.repeat" => Family::Repeat,
        "ts.tril" => Family::Triangle { upper: false },
        "ts.triu" => Family::Triangle { upper: true },
        "ts.cumsum" | "ts.cumprod" => Family::Cumsum,
        "ts.cat" => Family::Cat,
        "ts.index_select" => Family::IndexSelect,
        "ts.gather" => Family::Gather,
        "ts.embedding" => Family::Embedding,
        "ts.channel_affine" => Family::ChannelAffine,
        "ts.full" => Family::Full,
        "ts.range" => Family::Range,
        "ts.eye" => Family::Eye,
        "ts.literal" => Family::Literal,
        "ts.random" => Family::Random,
        "ts.dim" | "ts.numel" | "ts.size" | "ts.dtype" => Family::ShapeQuery,
        "ts.cast_to" => Family::CastTo,
        "ts.slice_scatter" | "ts.select_scatter" => Family::Scatter,
        "ts.log_softmax" => Family::Softmax { log: true },
        "ts.matmul" => Family::Matmul,
        "ts.einsum" => Family::Einsum,
        "ts.scatter" => Family::ScatterIndexed,
        "ts.transpose" => Family::Transpose,
        "ts.permute" => Family::Permute,
        "ts.movedim" => Family::Movedim,
        "ts.index_add" => Family::IndexAdd,
        "ts.index_tensor" => Family::IndexTensor,
        "ts.nonzero" => Family::Nonzero,
        "ts.list_cat" => Family::ListCat,
        "ts.index_put" => Family::IndexPut,
        "ts.unfold" => Family::Unfold,
        "ts.interpolate" => Family::Interpolate,
        "ts.bucketize" => Family::Bucketize,
        "ts.cummax" => Family::CumulativeExtreme { is_max: true },
        "ts.cummin" => Family::CumulativeExtreme { is_max: false },
        "ts.diagonal" | "ts.diag" => Family::Diagonal,
        "ts.reshape" => Family::Reshape,
        "ts.reshape_as" => Family::ReshapeAs,
        "ts.unsqueeze" => Family::Unsqueeze,
        "ts.squeeze" => Family::Squeeze,
        "ts.flatten" => Family::Flatten,
        "ts.tensor_static_info_cast" => Family::StaticInfoCast,
        "ts.same_dtype_or" => Family::SameDtypeOr,
        "ts.scalar_cast" => Family::ScalarCast,
        "ts.scalar_math" => Family::ScalarMath,
        "ts.item" => Family::Item,
        "ts.raise" => Family::Raise,
        "ts.warn" => Family::Warn,
        "ts.undefined" => Family::Undefined,
        n if CONTAINER_OPS.contains(&n) => Family::Container,
        "ts.to_builtin_tensor" | "ts.from_builtin_tensor" => Family::BuiltinCast,
        _ => return None,
    })
}

/// Ops on lists, dicts and strings (runtime objects), lowered to calls of
/// the runtime.
const CONTAINER_OPS: &[&str] = &[
    "ts.str_constant",
    "ts.list_new",
    "ts.tuple_pack",
    "ts.tuple_unpack",
    "ts.optional_pack",
    "ts.optional_none",
    "ts.optional_unpack",
    "ts.union_pack",
    "ts.union_unpack",
    "ts.object_new",
    "ts.object_get",
    "ts.object_set",
    "ts.is_same",
    "ts.list_len",
    "ts.list_get",
    "ts.list_set",
    "ts.list_append",
    "ts.dict_new",
    "ts.dict_len",
    "ts.dict_get",
    "ts.dict_set",
    "ts.dict_contains",
    "ts.dict_keys",
    "ts.dict_values",
    "ts.size_list",
    "ts.print",
    "ts.str_equal",
    "ts.list_contains",
    "ts.str_of",
    "ts.str_concat",
    "ts.str_len",
    "ts.runtime_call",
    "ts.runtime_mutate",
    "ts.tensor_to_list",
    "ts.list_to_tensor",
    "ts.list_sorted",
    "ts.str_get",
    "ts.ord",
    "ts.chr",
    "ts.list_copy",
    "ts.dict_copy",
    "ts.int_format",
];

/// Names of every op in the table (for docs and the contract check).
pub fn all_op_names() -> impl Iterator<Item = &'static str> {
    BINARY
        .iter()
        .map(|(n, _)| *n)
        .chain(UNARY.iter().map(|(n, _, _)| *n))
        .chain(REDUCE.iter().map(|(n, _, _)| *n))
        .chain(CONTAINER_OPS.iter().copied())
        .chain([
            "ts.constant",
            "ts.none",
            "ts.where",
            "ts.clamp",
            "ts.max_dim",
            "ts.min_dim",
            "ts.argmax",
            "ts.argmin",
            "ts.softmax",
            "ts.log_softmax",
            "ts.full_like",
            "ts.convolution",
            "ts.max_pool",
            "ts.avg_pool",
            "ts.adaptive_avg_pool",
            "ts.slice",
            "ts.chunk",
            "ts.split_part",
            "ts.select",
            "ts.flip",
            "ts.expand",
            "ts.repeat",
            "ts.tril",
            "ts.triu",
            "ts.cumsum",
            "ts.cumprod",
            "ts.cat",
            "ts.index_select",
            "ts.gather",
            "ts.embedding",
            "ts.channel_affine",
            "ts.full",
            "ts.range",
            "ts.eye",
            "ts.literal",
            "ts.random",
            "ts.dim",
            "ts.numel",
            "ts.size",
            "ts.matmul",
            "ts.transpose",
            "ts.permute",
            "ts.movedim",
            "ts.index_add",
            "ts.index_tensor",
            "ts.index_put",
            "ts.unfold",
            "ts.interpolate",
            "ts.bucketize",
            "ts.cummax",
            "ts.cummin",
            "ts.diagonal",
            "ts.diag",
            "ts.nonzero",
            "ts.list_cat",
            "ts.reshape",
            "ts.unsqueeze",
            "ts.squeeze",
            "ts.flatten",
            "ts.tensor_static_info_cast",
            "ts.scalar_cast",
            "ts.scalar_math",
            "ts.item",
            "ts.raise",
            "ts.warn",
            "ts.undefined",
            "ts.to_builtin_tensor",
            "ts.from_builtin_tensor",
        ])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listed_op_has_a_family() {
        for name in all_op_names() {
            assert!(family(name).is_some(), "{name}");
        }
    }
}
