//===- TsOps.td - ops of the ts dialect ----------------------*- tablegen -*-===//
//
// Ops keep TorchScript's semantics: binary arithmetic broadcasts and promotes
// like PyTorch, and accepts a tensor or a scalar on either side. Verifiers
// reject only what is wrong for every refinement of the operand types.
//
//===----------------------------------------------------------------------===//

#ifndef TS_OPS_TD
#define TS_OPS_TD

include "TsTypes.td"
include "mlir/IR/OpBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

def Ts_ConstantOp : Ts_Op<"constant", [ConstantLike, Pure,
    AllTypesMatch<["value", "result"]>]> {
  let summary = "a scalar constant (int, float or bool)";
  let description = [{
    ```mlir
    %0 = ts.constant 2.000000e+00 : f64
    %1 = ts.constant 3 : i64
    %2 = ts.constant true
    ```
  }];
  let arguments = (ins TypedAttrInterface:$value);
  let results = (outs Ts_Scalar:$result);
  let assemblyFormat = "attr-dict $value";
  let hasFolder = 1;
}

def Ts_NoneOp : Ts_Op<"none", [ConstantLike, Pure]> {
  let summary = "the `None` value";
  let results = (outs Ts_NoneType:$result);
  let assemblyFormat = "attr-dict";
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Elementwise arithmetic
//===----------------------------------------------------------------------===//

class Ts_BinaryOp<string mnemonic, string pyOp> : Ts_Op<mnemonic, [Pure]> {
  let summary = "`" # pyOp # "` with broadcasting and type promotion";
  let description = [{
    Either operand may be a tensor or a scalar. With a tensor operand the
    result is a tensor whose shape is the broadcast of the operand shapes and
    whose dtype follows PyTorch's promotion (a scalar does not raise a
    tensor's category beyond what PyTorch does). With two scalars it is
    Python arithmetic on int/float/bool.
  }] # extraDescription;
  string extraDescription = "";
  let arguments = (ins Ts_TensorOrScalar:$lhs, Ts_TensorOrScalar:$rhs);
  let results = (outs Ts_TensorOrScalar:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` qualified(type($lhs)) `,` qualified(type($rhs)) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
  // Only true division turns two integers into a float.
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::verify() {
      return verifyBinaryElementwise(*this, getOperationName() == "ts.div" || getOperationName() == "ts.pow");
    }
  }];
}

def Ts_AddOp : Ts_BinaryOp<"add", "a + b">;
def Ts_SubOp : Ts_BinaryOp<"sub", "a - b"> {
  let extraDescription = [{
    `bool_check` marks a subtraction the script wrote: a bool operand (a
    tensor or a scalar) is then PyTorch's error, as its `sub_check` raises.
    The compiler's own subtractions compute bools as integers.
  }];
  let arguments = (ins Ts_TensorOrScalar:$lhs, Ts_TensorOrScalar:$rhs, UnitAttr:$bool_check);
}
def Ts_MulOp : Ts_BinaryOp<"mul", "a * b">;
def Ts_DivOp : Ts_BinaryOp<"div", "a / b"> {
  let extraDescription = [{
    True division: integer operands give a floating-point result (`float` for
    scalars, the default dtype f32 for tensors).
  }];
}
def Ts_FloorDivideOp : Ts_BinaryOp<"floor_divide", "a // b"> {
  let extraDescription = [{
    Rounds toward negative infinity, as Python does. An integer division by
    zero raises at run time (the divisor is replaced, never divided by).
  }];
}
def Ts_RemainderOp : Ts_BinaryOp<"remainder", "a % b"> {
  let extraDescription = [{
    The result has the sign of the divisor (Python's `%`, PyTorch's
    `remainder`). Integer remainder by zero raises at run time. Float
    scalars compute TorchScript's `fmod(b + fmod(a, b), b)`, tensors
    ATen's `fmod(a, b)` plus `b` where the signs differ.
  }];
}
def Ts_PowOp : Ts_BinaryOp<"pow", "a ** b">;

/// Elementwise ops on tensors only (no Python-scalar form of their own).
/// `kind`: "promote" (the promoted dtype), "bool" (a bool tensor), "int"
/// (integer or bool operands only, promoted).
class Ts_TensorBinaryOp<string mnemonic, string summaryText, string kind = "promote",
                        dag res = (outs Ts_Tensor:$result)>
    : Ts_Op<mnemonic, [Pure]> {
  let summary = summaryText;
  let arguments = (ins Ts_TensorOrScalar:$lhs, Ts_TensorOrScalar:$rhs);
  let results = res;
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` qualified(type($lhs)) `,` qualified(type($rhs)) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::verify() { return verifyTensorBinary(*this, "}] # kind # [{"); }
  }];
}

def Ts_MaximumOp : Ts_TensorBinaryOp<"maximum", "elementwise maximum (NaN propagates)">;
def Ts_MinimumOp : Ts_TensorBinaryOp<"minimum", "elementwise minimum (NaN propagates)">;
def Ts_Atan2Op : Ts_TensorBinaryOp<"atan2", "the angle of (rhs, lhs): atan(lhs / rhs) in the right quadrant; integers give float32">;
def Ts_BitwiseAndOp : Ts_TensorBinaryOp<"bitwise_and", "`a & b` on integer or bool tensors", "int">;
def Ts_BitwiseOrOp : Ts_TensorBinaryOp<"bitwise_or", "`a | b` on integer or bool tensors", "int">;
def Ts_BitwiseXorOp : Ts_TensorBinaryOp<"bitwise_xor", "`a ^ b` on integer or bool tensors", "int">;
def Ts_ShiftLeftOp : Ts_TensorBinaryOp<"shift_left", "`a << b` on integer tensors", "int">;
def Ts_ShiftRightOp : Ts_TensorBinaryOp<"shift_right", "`a >> b` (arithmetic) on integer tensors", "int">;
def Ts_LogicalAndOp : Ts_TensorBinaryOp<"logical_and", "`a != 0 and b != 0`, a bool tensor", "bool">;
def Ts_LogicalOrOp : Ts_TensorBinaryOp<"logical_or", "`a != 0 or b != 0`, a bool tensor", "bool">;
def Ts_LogicalXorOp : Ts_TensorBinaryOp<"logical_xor", "`(a != 0) != (b != 0)`, a bool tensor", "bool">;
def Ts_EqOp : Ts_TensorBinaryOp<"eq", "`a == b`: a bool tensor, or `i1` for two Python scalars", "bool",
    (outs AnyTypeOf<[Ts_Tensor, I1]>:$result)>;
def Ts_NeOp : Ts_TensorBinaryOp<"ne", "`a != b`: a bool tensor, or `i1` for two Python scalars", "bool",
    (outs AnyTypeOf<[Ts_Tensor, I1]>:$result)>;
def Ts_LtOp : Ts_TensorBinaryOp<"lt", "`a < b`: a bool tensor, or `i1` for two Python scalars", "bool",
    (outs AnyTypeOf<[Ts_Tensor, I1]>:$result)>;
def Ts_LeOp : Ts_TensorBinaryOp<"le", "`a <= b`: a bool tensor, or `i1` for two Python scalars", "bool",
    (outs AnyTypeOf<[Ts_Tensor, I1]>:$result)>;
def Ts_GtOp : Ts_TensorBinaryOp<"gt", "`a > b`: a bool tensor, or `i1` for two Python scalars", "bool",
    (outs AnyTypeOf<[Ts_Tensor, I1]>:$result)>;
def Ts_GeOp : Ts_TensorBinaryOp<"ge", "`a >= b`: a bool tensor, or `i1` for two Python scalars", "bool",
    (outs AnyTypeOf<[Ts_Tensor, I1]>:$result)>;

def Ts_WhereOp : Ts_Op<"where", [Pure]> {
  let summary = "`torch.where(cond, a, b)`: elements of `a` where `cond`, else of `b`";
  let arguments = (ins Ts_Tensor:$condition, Ts_TensorOrScalar:$self, Ts_TensorOrScalar:$other);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = [{
    $condition `,` $self `,` $other attr-dict `:` qualified(type($condition)) `,`
    qualified(type($self)) `,` qualified(type($other)) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
}

def Ts_ClampOp : Ts_Op<"clamp", [Pure]> {
  let summary = "`torch.clamp(x, min, max)`; either bound may be absent";
  let description = [{
    Bounds are Python scalars here. `min(max(x, lo), hi)`, so with lo > hi
    every element is hi, as in PyTorch; NaN propagates. `float_bounds`
    says a bound was a Python float: it promotes an integer or bool tensor
    to float32, as PyTorch's type promotion does; int bounds promote a bool
    tensor to int64.
  }];
  let arguments = (ins Ts_Tensor:$self, OptionalAttr<F64Attr>:$min, OptionalAttr<F64Attr>:$max,
                       DefaultValuedAttr<BoolAttr, "false">:$float_bounds);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$self attr-dict `:` qualified(type($self)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Unary elementwise ops
//===----------------------------------------------------------------------===//

/// `kind` says how the result dtype follows from the operand's:
/// "float": integer/bool operands give float32 (PyTorch's math functions);
/// "same": the operand's dtype; "bool": a bool tensor.
class Ts_UnaryOp<string mnemonic, string kind, string summaryText, dag extraArgs = (ins)>
    : Ts_Op<mnemonic, [Pure]> {
  let summary = summaryText;
  string dtypeRule = kind;
  let arguments = !con((ins Ts_Tensor:$self), extraArgs);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$self attr-dict `:` qualified(type($self)) `->` qualified(type($result))";
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::verify() { return verifyUnary(*this, "}] # kind # [{"); }
  }];
}

def Ts_ExpOp : Ts_UnaryOp<"exp", "float", "e^x">;
def Ts_Exp2Op : Ts_UnaryOp<"exp2", "float", "2^x">;
def Ts_LogOp : Ts_UnaryOp<"log", "float", "natural logarithm">;
def Ts_Log2Op : Ts_UnaryOp<"log2", "float", "base-2 logarithm">;
def Ts_Log1pOp : Ts_UnaryOp<"log1p", "float", "log(1 + x), accurate near 0">;
def Ts_Expm1Op : Ts_UnaryOp<"expm1", "float", "e^x - 1, accurate near 0">;
def Ts_SqrtOp : Ts_UnaryOp<"sqrt", "float", "square root">;
def Ts_RsqrtOp : Ts_UnaryOp<"rsqrt", "float", "1 / sqrt(x)">;
def Ts_SinOp : Ts_UnaryOp<"sin", "float", "sine">;
def Ts_CosOp : Ts_UnaryOp<"cos", "float", "cosine">;
def Ts_TanOp : Ts_UnaryOp<"tan", "float", "tangent">;
def Ts_TanhOp : Ts_UnaryOp<"tanh", "float", "hyperbolic tangent">;
def Ts_SigmoidOp : Ts_UnaryOp<"sigmoid", "float", "1 / (1 + e^-x)">;
def Ts_ErfOp : Ts_UnaryOp<"erf", "float", "the error function">;
def Ts_ErfcOp : Ts_UnaryOp<"erfc", "float", "1 - erf(x), accurate for large x">;
def Ts_AsinOp : Ts_UnaryOp<"asin", "float", "arcsine">;
def Ts_AcosOp : Ts_UnaryOp<"acos", "float", "arccosine">;
def Ts_AtanOp : Ts_UnaryOp<"atan", "float", "arctangent">;
def Ts_SinhOp : Ts_UnaryOp<"sinh", "float", "hyperbolic sine">;
def Ts_CoshOp : Ts_UnaryOp<"cosh", "float", "hyperbolic cosine">;
def Ts_AsinhOp : Ts_UnaryOp<"asinh", "float", "inverse hyperbolic sine">;
def Ts_AcoshOp : Ts_UnaryOp<"acosh", "float", "inverse hyperbolic cosine">;
def Ts_AtanhOp : Ts_UnaryOp<"atanh", "float", "inverse hyperbolic tangent">;
def Ts_ReciprocalOp : Ts_UnaryOp<"reciprocal", "float", "1 / x">;
def Ts_SiluOp : Ts_UnaryOp<"silu", "float", "x * sigmoid(x)">;
def Ts_HardsigmoidOp : Ts_UnaryOp<"hardsigmoid", "float", "clamp(x / 6 + 1/2, 0, 1)">;
def Ts_HardswishOp : Ts_UnaryOp<"hardswish", "float", "x * hardsigmoid(x)">;
def Ts_GeluOp : Ts_UnaryOp<"gelu", "float", "x * Phi(x); `approximate` is \"none\" or \"tanh\"",
                           (ins DefaultValuedAttr<StrAttr, "\"none\"">:$approximate)>;
def Ts_SoftplusOp : Ts_UnaryOp<"softplus", "float", "log(1 + e^(beta x)) / beta, linear above threshold",
                               (ins DefaultValuedAttr<F64Attr, "1.0">:$beta,
                                    DefaultValuedAttr<F64Attr, "20.0">:$threshold)>;
def Ts_EluOp : Ts_UnaryOp<"elu", "float", "x if x > 0 else alpha * (e^x - 1)",
                          (ins DefaultValuedAttr<F64Attr, "1.0">:$alpha)>;
def Ts_LeakyReluOp : Ts_UnaryOp<"leaky_relu", "float", "x if x > 0 else negative_slope * x",
                                (ins DefaultValuedAttr<F64Attr, "0.01">:$negative_slope)>;
def Ts_HardtanhOp : Ts_UnaryOp<"hardtanh", "same", "clamp(x, min_val, max_val)",
                               (ins DefaultValuedAttr<F64Attr, "-1.0">:$min_val,
                                    DefaultValuedAttr<F64Attr, "1.0">:$max_val)>;
def Ts_ReluOp : Ts_UnaryOp<"relu", "same", "max(x, 0) elementwise">;
def Ts_NegOp : Ts_UnaryOp<"neg", "same", "-x">;
def Ts_AbsOp : Ts_UnaryOp<"abs", "same", "|x|">;
def Ts_SignOp : Ts_UnaryOp<"sign", "same", "-1, 0 or 1 (0 for NaN is not guaranteed)">;
def Ts_FloorOp : Ts_UnaryOp<"floor", "same", "round toward -inf (identity on integers)">;
def Ts_CeilOp : Ts_UnaryOp<"ceil", "same", "round toward +inf (identity on integers)">;
def Ts_RoundOp : Ts_UnaryOp<"round", "same", "round half to even (identity on integers)">;
def Ts_TruncOp : Ts_UnaryOp<"trunc", "same", "round toward zero (identity on integers)">;
def Ts_BitwiseNotOp : Ts_UnaryOp<"bitwise_not", "same", "`~x` on integer or bool tensors">;
def Ts_LogicalNotOp : Ts_UnaryOp<"logical_not", "bool", "`x == 0`, a bool tensor">;
def Ts_CastOp : Ts_UnaryOp<"cast", "attr", "convert to another dtype (`.float()`, `.to(dtype)`)">;
def Ts_BitcastOp : Ts_UnaryOp<"bitcast", "attr", "reinterpret each element's bits as the result's dtype, of the same width (float32 and int32, float64 and int64; `torch.nextafter` steps the bits)">;

//===----------------------------------------------------------------------===//
// Linear algebra and data movement
//===----------------------------------------------------------------------===//

def Ts_MatmulOp : Ts_Op<"matmul", [Pure]> {
  let summary = "torch.matmul: matrix product with batch broadcasting";
  let arguments = (ins Ts_Tensor:$lhs, Ts_Tensor:$rhs);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` qualified(type($lhs)) `,` qualified(type($rhs)) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
}

def Ts_TransposeOp : Ts_Op<"transpose", [Pure]> {
  let summary = "swap two dims (a view in PyTorch, a value here)";
  let description = [{
    `dim0` and `dim1` may be negative (counted from the end), as in PyTorch.
    ```mlir
    %t = ts.transpose %w, 0, 1 : !ts.tensor<[12,16],f32> -> !ts.tensor<[16,12],f32>
    ```
  }];
  let arguments = (ins Ts_Tensor:$self, I64Attr:$dim0, I64Attr:$dim1);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = [{
    $self `,` $dim0 `,` $dim1 attr-dict `:` qualified(type($self)) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

/// Reduces `dims` (all dims when absent); `keepdim` keeps them as size 1.
/// `kind`: "sum" (bool/int give int64), "float" (float operands only),
/// "to_float" (bool/int give float32), "same" (the operand's dtype), "bool"
/// (a bool tensor).
class Ts_ReduceOp<string mnemonic, string kind, string summaryText> : Ts_Op<mnemonic, [Pure]> {
  let summary = summaryText;
  let arguments = (ins Ts_Tensor:$self, OptionalAttr<DenseI64ArrayAttr>:$dims,
                       DefaultValuedAttr<BoolAttr, "false">:$keepdim);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$self attr-dict `:` qualified(type($self)) `->` qualified(type($result))";
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::verify() { return verifyReduce(*this, "}] # kind # [{"); }
  }];
}

def Ts_SumOp : Ts_ReduceOp<"sum", "sum", "sum over dims">;
def Ts_ProdOp : Ts_ReduceOp<"prod", "sum", "product over dims">;
def Ts_MeanOp : Ts_ReduceOp<"mean", "float", "mean over dims">;
def Ts_AmaxOp : Ts_ReduceOp<"amax", "same", "maximum over dims (NaN propagates)">;
def Ts_AminOp : Ts_ReduceOp<"amin", "same", "minimum over dims (NaN propagates)">;
def Ts_AllOp : Ts_ReduceOp<"all", "bool", "true when every element is non-zero">;
def Ts_AnyOp : Ts_ReduceOp<"any", "bool", "true when some element is non-zero">;
def Ts_LogsumexpOp : Ts_ReduceOp<"logsumexp", "to_float", "log(sum(exp(x))), computed stably">;

/// `var`/`std` with Bessel's `correction` (1 = unbiased).
class Ts_MomentOp<string mnemonic, string summaryText> : Ts_Op<mnemonic, [Pure]> {
  let summary = summaryText;
  let arguments = (ins Ts_Tensor:$self, OptionalAttr<DenseI64ArrayAttr>:$dims,
                       DefaultValuedAttr<F64Attr, "1.0">:$correction,
                       DefaultValuedAttr<BoolAttr, "false">:$keepdim);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$self attr-dict `:` qualified(type($self)) `->` qualified(type($result))";
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::verify() { return verifyReduce(*this, "float"); }
  }];
}
def Ts_VarOp : Ts_MomentOp<"var", "variance over dims">;
def Ts_StdOp : Ts_MomentOp<"std", "standard deviation over dims">;

/// Maximum/minimum along one dim with the (first) index where it occurs.
class Ts_ArgReduceOp<string mnemonic, string summaryText> : Ts_Op<mnemonic, [Pure]> {
  let summary = summaryText;
  let arguments = (ins Ts_Tensor:$self, I64Attr:$dim, DefaultValuedAttr<BoolAttr, "false">:$keepdim);
  let results = (outs Ts_Tensor:$values, Ts_Tensor:$indices);
  let assemblyFormat = [{
    $self attr-dict `:` qualified(type($self)) `->` qualified(type($values)) `,` qualified(type($indices))
  }];
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::verify() { return verifyArgReduce(*this); }
  }];
}
def Ts_MaxDimOp : Ts_ArgReduceOp<"max_dim", "`torch.max(x, dim)`: values and indices">;
def Ts_MinDimOp : Ts_ArgReduceOp<"min_dim", "`torch.min(x, dim)`: values and indices">;

def Ts_SortOp : Ts_Op<"sort", [Pure]> {
  let summary = "`torch.sort`/`topk`: values along `dim` in order, with their indices";
  let description = [{
    A stable sort: equal values keep their order. NaN sorts above every
    number (first when `descending`). With `k` only the first `k` of the
    order are kept (`topk`), so `dim` of the results has size `k`. A `k`
    given as a value (`k(%n)`) is an int known once calls are inlined;
    refinement writes it into the attribute.
  }];
  let arguments = (ins Ts_Tensor:$self, Optional<I64>:$kValue, I64Attr:$dim,
                   DefaultValuedAttr<BoolAttr, "false">:$descending, OptionalAttr<I64Attr>:$k);
  let results = (outs Ts_Tensor:$values, Ts_Tensor:$indices);
  let assemblyFormat = [{
    $self (`k` `(` custom<OperandAfterKeyword>($kValue)^ `)`)? attr-dict `:` qualified(type($self)) `->` qualified(type($values)) `,` qualified(type($indices))
  }];
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::verify() { return verifySort(*this); }
  }];
}

/// Index of the maximum/minimum along `dim`, or in the flattened tensor.
class Ts_ArgIndexOp<string mnemonic, string summaryText> : Ts_Op<mnemonic, [Pure]> {
  let summary = summaryText;
  let arguments = (ins Ts_Tensor:$self, OptionalAttr<I64Attr>:$dim, DefaultValuedAttr<BoolAttr, "false">:$keepdim);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$self attr-dict `:` qualified(type($self)) `->` qualified(type($result))";
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::verify() { return verifyArgIndex(*this); }
  }];
}
def Ts_ArgmaxOp : Ts_ArgIndexOp<"argmax", "index of the first maximum">;
def Ts_ArgminOp : Ts_ArgIndexOp<"argmin", "index of the first minimum">;

/// `softmax`/`log_softmax` along `dim`.
class Ts_SoftmaxLikeOp<string mnemonic, string summaryText> : Ts_Op<mnemonic, [Pure]> {
  let summary = summaryText;
  let arguments = (ins Ts_Tensor:$self, I64Attr:$dim);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$self `,` $dim attr-dict `:` qualified(type($self)) `->` qualified(type($result))";
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::verify() { return verifySoftmax(*this); }
  }];
}
def Ts_SoftmaxOp : Ts_SoftmaxLikeOp<"softmax", "exp(x) / sum(exp(x)) along dim, computed stably">;
def Ts_LogSoftmaxOp : Ts_SoftmaxLikeOp<"log_softmax", "x - logsumexp(x) along dim">;

//===----------------------------------------------------------------------===//
// Shape ops (values, not views)
//===----------------------------------------------------------------------===//

def Ts_ReshapeOp : Ts_Op<"reshape", [Pure]> {
  let summary = "`reshape`/`view`: same elements in row-major order, new shape";
  let description = [{
    At most one entry of `shape` may be -1 (inferred from the element count).
    An entry equal to i64's minimum is the next of `size_values`: an int
    known once shapes are refined (`x.view(x.size(0), -1)`).
  }];
  let arguments = (ins Ts_Tensor:$self, Variadic<I64>:$size_values, DenseI64ArrayAttr:$shape);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$self (`sizes` `(` $size_values^ `)`)? `,` $shape attr-dict `:` qualified(type($self)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

def Ts_PermuteOp : Ts_Op<"permute", [Pure]> {
  let summary = "reorder dims: result dim i is operand dim `dims[i]`";
  let arguments = (ins Ts_Tensor:$self, DenseI64ArrayAttr:$dims);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$self `,` $dims attr-dict `:` qualified(type($self)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

def Ts_UnsqueezeOp : Ts_Op<"unsqueeze", [Pure]> {
  let summary = "insert a size-1 dim at `dim` (negative counts from rank + 1)";
  let arguments = (ins Ts_Tensor:$self, I64Attr:$dim);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$self `,` $dim attr-dict `:` qualified(type($self)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

def Ts_SqueezeOp : Ts_Op<"squeeze", [Pure]> {
  let summary = "drop size-1 dims: `dim` only, or all of them when absent";
  let arguments = (ins Ts_Tensor:$self, OptionalAttr<I64Attr>:$dim);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$self attr-dict `:` qualified(type($self)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

def Ts_ReshapeAsOp : Ts_Op<"reshape_as", [Pure]> {
  let summary = "`x.view_as(other)`, `x.view(other.size())`: `x`'s elements in `other`'s shape";
  let description = [{
    The shape may be known only at run time; the element counts must
    agree (checked when the op runs where they are not known before).
  }];
  let arguments = (ins Ts_Tensor:$self, Ts_Tensor:$other);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$self `,` $other attr-dict `:` qualified(type($self)) `,` qualified(type($other)) `->` qualified(type($result))";
}

def Ts_FlattenOp : Ts_Op<"flatten", [Pure]> {
  let summary = "merge dims `start_dim`..`end_dim` (inclusive) into one";
  let arguments = (ins Ts_Tensor:$self, DefaultValuedAttr<I64Attr, "0">:$start_dim,
                       DefaultValuedAttr<I64Attr, "-1">:$end_dim);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$self attr-dict `:` qualified(type($self)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Indexing and data movement (values, never views)
//===----------------------------------------------------------------------===//

/// Ops on one tensor whose result shape follows from attributes and the
/// operand shape; their verifiers live in C++ next to the shape rules.
class Ts_MovementOp<string mnemonic, string summaryText, dag attrs, list<Trait> traits = [Pure]>
    : Ts_Op<mnemonic, traits> {
  let summary = summaryText;
  let arguments = !con((ins Ts_Tensor:$self), attrs);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$self attr-dict `:` qualified(type($self)) `->` qualified(type($result))";
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::verify() { return verifyMovement(*this); }
  }];
}

def Ts_SliceOp : Ts_Op<"slice", [Pure]> {
  let summary = "`x[start:end:step]` along `dim` (Python's clamping; step > 0)";
  let description = [{
    A `start` or `end` equal to i64's minimum is the next of `bound_values`:
    an int known once shapes are refined (`x[:x.size(0) - 1]`), which
    refinement then writes into the attribute. Where both stay values but
    `end` is `start` plus a known int (`x[i:i + 2]` in a loop), refinement
    records that int as `window`: the result's size is known, and the
    lowering checks at run time that the window lies inside the dim
    (Python would clamp it, changing the size).
  }];
  let arguments = (ins Ts_Tensor:$self, Variadic<I64>:$bound_values, I64Attr:$dim,
                   I64Attr:$start, I64Attr:$end, DefaultValuedAttr<I64Attr, "1">:$step,
                   OptionalAttr<I64Attr>:$window);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$self (`bounds` `(` $bound_values^ `)`)? attr-dict `:` qualified(type($self)) `->` qualified(type($result))";
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::verify() { return verifyMovement(*this); }
  }];
}
def Ts_SliceScatterOp : Ts_Op<"slice_scatter", [Pure]> {
  let summary = "`x[start:end:step] = src` along `dim`, as a new value";
  let description = [{
    `src` has the shape of the slice. Assignment into a tensor that nothing
    else sees becomes this (value semantics). Bounds naming values and
    `window` are as for `ts.slice`.
  }];
  let arguments = (ins Ts_Tensor:$self, Ts_Tensor:$src, Variadic<I64>:$bound_values, I64Attr:$dim,
                   I64Attr:$start, I64Attr:$end, DefaultValuedAttr<I64Attr, "1">:$step,
                   OptionalAttr<I64Attr>:$window);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$self `,` $src (`bounds` `(` $bound_values^ `)`)? attr-dict `:` qualified(type($self)) `,` qualified(type($src)) `->` qualified(type($result))";
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::verify() { return verifyMovement(*this); }
  }];
}

def Ts_SelectScatterOp : Ts_Op<"select_scatter", [Pure]> {
  let summary = "`x[index] = src` along `dim`, as a new value";
  let description = [{
    `src` has the shape of `x` without `dim`; `index` may be known only at
    run time (negative counts from the end; out of range raises
    IndexError).
  }];
  let arguments = (ins Ts_Tensor:$self, Ts_Tensor:$src, I64:$index, I64Attr:$dim);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$self `,` $src `[` $index `]` attr-dict `:` qualified(type($self)) `,` qualified(type($src)) `->` qualified(type($result))";
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::verify() { return verifyMovement(*this); }
  }];
}

def Ts_ChunkOp : Ts_MovementOp<"chunk",
    "part `index` of `x.chunk(chunks, dim)`: parts of ceil(size / chunks) along `dim`, the last one smaller",
    (ins I64Attr:$dim, I64Attr:$chunks, I64Attr:$index),
    // Not Pure: an unused part that does not exist must still be reported.
    []>;
def Ts_SplitPartOp : Ts_MovementOp<"split_part",
    "part `index` of `x.split(size, dim)`, which must make `count` parts (the last may be smaller)",
    (ins I64Attr:$dim, I64Attr:$size, I64Attr:$index, I64Attr:$count),
    // Not Pure: a wrong number of parts must be reported even when unused.
    []>;
def Ts_SelectOp : Ts_MovementOp<"select", "`x[index]` along `dim` (drops the dim; negative counts from the end)",
    (ins I64Attr:$dim, I64Attr:$index)>;
def Ts_FlipOp : Ts_MovementOp<"flip", "reverse the order along `dims`", (ins DenseI64ArrayAttr:$dims)>;
def Ts_ExpandOp : Ts_Op<"expand", [Pure]> {
  let summary = "broadcast size-1 dims to `sizes` (-1 keeps a dim)";
  let description = [{
    An entry equal to i64's minimum is the next of `size_values`: an int
    known once shapes are refined (`x.expand(y.size(0), -1)`).
  }];
  let arguments = (ins Ts_Tensor:$self, Variadic<I64>:$size_values, DenseI64ArrayAttr:$sizes);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$self (`sizes` `(` $size_values^ `)`)? attr-dict `:` qualified(type($self)) `->` qualified(type($result))";
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::verify() { return verifyMovement(*this); }
  }];
}
def Ts_RepeatOp : Ts_MovementOp<"repeat", "tile the tensor `repeats` times per dim", (ins DenseI64ArrayAttr:$repeats)>;
/// `tril`/`triu`: zero one side of a diagonal of the last two dims.
class Ts_TriangleOp<string mnemonic, string summaryText> : Ts_Op<mnemonic, [Pure]> {
  let summary = summaryText;
  let description = [{
    The diagonal is `diagonal`, or the int `diagonal_value` when one is
    given (`diagonal(%k)`): an offset known only at run time, as
    `x.tril(tk - tq)` of a key cache that grows in a loop.
  }];
  let arguments = (ins Ts_Tensor:$self, Optional<I64>:$diagonal_value,
                   DefaultValuedAttr<I64Attr, "0">:$diagonal);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$self (`diagonal` `(` $diagonal_value^ `)`)? attr-dict `:` qualified(type($self)) `->` qualified(type($result))";
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::verify() { return verifyMovement(*this); }
  }];
}
def Ts_TrilOp : Ts_TriangleOp<"tril", "zero above the diagonal of the last two dims">;
def Ts_TriuOp : Ts_TriangleOp<"triu", "zero below the diagonal of the last two dims">;
def Ts_UnfoldOp : Ts_MovementOp<"unfold",
    "the windows of `size` every `step` along `dim`: that dim counts them, a new last dim runs along each",
    (ins I64Attr:$dim, I64Attr:$size, I64Attr:$step)>;
def Ts_InterpolateOp : Ts_MovementOp<"interpolate",
    "resample the dims after the first two to `output_size`, or scaled by `scales` (then the output size is the floor of input size times scale): `nearest`, or `linear` (linear, bilinear, trilinear) with or without `align_corners`; PyTorch's source-index rules",
    (ins StrAttr:$mode, BoolAttr:$align_corners, DenseI64ArrayAttr:$output_size, F64ArrayAttr:$scales)>;
def Ts_MovedimOp : Ts_MovementOp<"movedim",
    "move dims `source[i]` to positions `destination[i]`; the others keep their order",
    (ins DenseI64ArrayAttr:$source, DenseI64ArrayAttr:$destination)>;
def Ts_DiagonalOp : Ts_MovementOp<"diagonal",
    "the diagonal at `offset` of dims `dim1` and `dim2`, as a new last dim",
    (ins DefaultValuedAttr<I64Attr, "0">:$offset, DefaultValuedAttr<I64Attr, "0">:$dim1,
         DefaultValuedAttr<I64Attr, "1">:$dim2)>;
def Ts_DiagOp : Ts_MovementOp<"diag",
    "a 1-D tensor as the `diagonal` of a square matrix, or a 2-D tensor's `diagonal`",
    (ins DefaultValuedAttr<I64Attr, "0">:$diagonal)>;
/// Running maximum/minimum along `dim` with the index where it occurs.
class Ts_CumulativeExtremeOp<string mnemonic, string summaryText> : Ts_Op<mnemonic, [Pure]> {
  let summary = summaryText;
  let description = [{
    Ties take the later index; a NaN, once reached, stays (with its index),
    as in PyTorch.
  }];
  let arguments = (ins Ts_Tensor:$self, I64Attr:$dim);
  let results = (outs Ts_Tensor:$values, Ts_Tensor:$indices);
  let assemblyFormat = [{
    $self attr-dict `:` qualified(type($self)) `->` qualified(type($values)) `,` qualified(type($indices))
  }];
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::verify() { return verifyMovement(*this); }
  }];
}
def Ts_CummaxOp : Ts_CumulativeExtremeOp<"cummax", "`torch.cummax(x, dim)`: running maximum and its index">;
def Ts_CumminOp : Ts_CumulativeExtremeOp<"cummin", "`torch.cummin(x, dim)`: running minimum and its index">;
def Ts_CumsumOp : Ts_MovementOp<"cumsum", "inclusive prefix sum along `dim`", (ins I64Attr:$dim)>;
def Ts_CumprodOp : Ts_MovementOp<"cumprod", "inclusive prefix product along `dim`", (ins I64Attr:$dim)>;

def Ts_CatOp : Ts_Op<"cat", [Pure]> {
  let summary = "concatenate tensors along `dim`";
  let arguments = (ins Variadic<Ts_Tensor>:$tensors, I64Attr:$dim);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$tensors attr-dict `:` qualified(type($tensors)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

def Ts_EinsumOp : Ts_Op<"einsum", [Pure]> {
  let summary = "`torch.einsum`: products of the operands summed over the labels the result lacks";
  let description = [{
    `equation` is PyTorch's (`"bij,bjk->bik"`, `...` for unnamed dims, the
    result implicit without `->`); it is resolved against the operands'
    ranks once they are known. Operands share one dtype.
  }];
  let arguments = (ins Variadic<Ts_Tensor>:$inputs, StrAttr:$equation);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$equation `,` $inputs attr-dict `:` qualified(type($inputs)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

/// Ops that read `self` at positions given by an integer `index` tensor.
class Ts_GatherLikeOp<string mnemonic, string summaryText, dag attrs> : Ts_Op<mnemonic, [Pure]> {
  let summary = summaryText;
  let description = [{
    An index outside [0, size) raises, as in PyTorch (the lowering checks
    the whole index tensor before reading).
  }];
  let arguments = !con((ins Ts_Tensor:$self, Ts_Tensor:$index), attrs);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = [{
    $self `,` $index attr-dict `:` qualified(type($self)) `,` qualified(type($index)) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::verify() { return verifyGatherLike(*this); }
  }];
}

def Ts_IndexSelectOp : Ts_GatherLikeOp<"index_select", "rows of `self` along `dim` picked by a 1-D `index`",
    (ins I64Attr:$dim)>;
def Ts_GatherOp : Ts_GatherLikeOp<"gather", "`out[i][j] = self[index[i][j]][j]` (for dim 0), shaped like `index`",
    (ins I64Attr:$dim)>;
def Ts_EmbeddingOp : Ts_GatherLikeOp<"embedding", "rows of the [N, D] `self` for each entry of `index`: [*index, D]",
    (ins)>;

def Ts_IndexTensorOp : Ts_Op<"index_tensor", [Pure]> {
  let summary = "`x[..., index, ...]` with an integer tensor at `dim` (advanced indexing)";
  let description = [{
    The result has `self`'s dims before `dim`, then `index`'s dims, then
    `self`'s dims after `dim`. Negative entries count from the end; one
    outside [-size, size) raises IndexError. A bool `index` (a mask) is an
    error: its result's size is only known at run time.
  }];
  let arguments = (ins Ts_Tensor:$self, Ts_Tensor:$index, I64Attr:$dim);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = [{
    $self `,` $index attr-dict `:` qualified(type($self)) `,` qualified(type($index)) `->` qualified(type($result))
  }];
}

def Ts_IndexPutOp : Ts_Op<"index_put", [Pure]> {
  let summary = "`x[index] = values` as a value: a bool mask or an integer index along dim 0";
  let description = [{
    With a bool `index` shaped like `self`'s leading dims, the masked
    elements become `values` (one element). With an integer `index` (of
    any rank; negative entries count from the end, one out of range raises
    IndexError), the rows it names become `values`, broadcast to
    `[*index.shape, *self.shape[1:]]` (a 0-d index as one of shape `[1]`);
    where it repeats, the last write wins.
    `values` may also be a number.
  }];
  let arguments = (ins Ts_Tensor:$self, Ts_Tensor:$index, Ts_TensorOrScalar:$values);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = [{
    $self `,` $index `,` $values attr-dict `:` qualified(type($self)) `,` qualified(type($index)) `,`
    type($values) `->` qualified(type($result))
  }];
}

def Ts_IndexAddOp : Ts_Op<"index_add", [Pure]> {
  let summary = "`self` plus `source`'s slices along `dim`, each added at the position `index` gives it";
  let description = [{
    `out[..., index[i], ...] += source[..., i, ...]` along `dim`, for a 1-D
    `index` as long as `source` is along `dim` (repeated positions add up).
    An index outside [0, size) raises.
  }];
  let arguments = (ins Ts_Tensor:$self, Ts_Tensor:$index, Ts_Tensor:$source, I64Attr:$dim);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = [{
    $self `,` $index `,` $source attr-dict `:` qualified(type($self)) `,` qualified(type($index)) `,`
    qualified(type($source)) `->` qualified(type($result))
  }];
}

def Ts_BucketizeOp : Ts_Op<"bucketize", [Pure]> {
  let summary = "for each element, the number of `boundaries` below it (or not above it, with `right`)";
  let description = [{
    `torch.bucketize`, and `torch.searchsorted` with its arguments swapped:
    `boundaries` is sorted along its last dim, 1-D or (with `rows`, as
    `searchsorted` allows) with the leading dims of `self`. The result is
    int64 (int32 with `out_int32`), shaped like `self`.
  }];
  let arguments = (ins Ts_Tensor:$self, Ts_Tensor:$boundaries,
                   DefaultValuedAttr<BoolAttr, "false">:$right,
                   DefaultValuedAttr<BoolAttr, "false">:$out_int32,
                   DefaultValuedAttr<BoolAttr, "false">:$rows);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = [{
    $self `,` $boundaries attr-dict `:` qualified(type($self)) `,` qualified(type($boundaries)) `->` qualified(type($result))
  }];
}

def Ts_ScatterOp : Ts_Op<"scatter", [Pure]> {
  let summary = "`self` with `src`'s entries written (or combined) where `index` points along `dim`";
  let description = [{
    `out[..., index[..., j, ...], ...] = src[..., j, ...]` along `dim`
    (`scatter`), or combined with what is there by `reduce` ("sum":
    `scatter_add`; "prod", "amax", "amin": `scatter_reduce` with `self`
    included). `index` is at most `self`'s size but along `dim`
    (the rest of `self` is kept); `src` is at least as large as `index`.
    Where indices repeat, the last write wins. An index outside
    [0, size) raises, as in PyTorch.
  }];
  let arguments = (ins Ts_Tensor:$self, Ts_Tensor:$index, Ts_Tensor:$src, I64Attr:$dim,
                   DefaultValuedAttr<StrAttr, "\"\"">:$reduce);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = [{
    $self `,` $index `,` $src attr-dict `:` qualified(type($self)) `,` qualified(type($index)) `,`
    qualified(type($src)) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::verify() { return verifyScatter(*this); }
  }];
}

def Ts_ChannelAffineOp : Ts_Op<"channel_affine", [Pure]> {
  let summary = "`x * scale[c] + shift[c]` with c the dim-1 index (inference batch_norm)";
  let arguments = (ins Ts_Tensor:$self, Ts_Tensor:$scale, Ts_Tensor:$shift);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = [{
    $self `,` $scale `,` $shift attr-dict `:` qualified(type($self)) `,` qualified(type($scale)) `,`
    qualified(type($shift)) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Convolution and pooling (NC + 1 to 3 spatial dims)
//===----------------------------------------------------------------------===//

def Ts_ConvolutionOp : Ts_Op<"convolution", [Pure]> {
  let summary = "`conv1d`/`conv2d`/`conv3d`: cross-correlation with stride, padding, dilation, groups";
  let description = [{
    `input` is [N, C, *spatial], `weight` [OC, C / groups, *kernel], `bias`
    [OC]. `padding_same` asks for 'same' padding (stride 1), resolved once
    the kernel size is known.
  }];
  let arguments = (ins Ts_Tensor:$input, Ts_Tensor:$weight, Optional<Ts_Tensor>:$bias,
                       DenseI64ArrayAttr:$stride, DenseI64ArrayAttr:$padding,
                       DenseI64ArrayAttr:$dilation, DefaultValuedAttr<I64Attr, "1">:$groups,
                       UnitAttr:$padding_same);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = [{
    $input `,` $weight (`,` custom<OperandAfterKeyword>($bias)^)? attr-dict `:` qualified(type($input)) `,` qualified(type($weight))
    (`,` qualified(type($bias))^)? `->` qualified(type($result))
  }];
  let hasVerifier = 1;
}

def Ts_MaxPoolOp : Ts_Op<"max_pool", [Pure]> {
  let summary = "`max_pool1d/2d/3d` (padding counts as -inf)";
  let arguments = (ins Ts_Tensor:$self, DenseI64ArrayAttr:$kernel, DenseI64ArrayAttr:$stride,
                       DenseI64ArrayAttr:$padding, DenseI64ArrayAttr:$dilation,
                       DefaultValuedAttr<BoolAttr, "false">:$ceil_mode);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$self attr-dict `:` qualified(type($self)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

def Ts_AvgPoolOp : Ts_Op<"avg_pool", [Pure]> {
  let summary = "`avg_pool1d/2d/3d` (padding counts as zeros by default)";
  let description = [{
    Each output is the window's sum divided by `divisor_override` when
    given, else by the window's size clipped to the padded input (or, with
    `count_include_pad = false`, to the input), as PyTorch does.
  }];
  let arguments = (ins Ts_Tensor:$self, DenseI64ArrayAttr:$kernel, DenseI64ArrayAttr:$stride,
                       DenseI64ArrayAttr:$padding, DefaultValuedAttr<BoolAttr, "false">:$ceil_mode,
                       DefaultValuedAttr<BoolAttr, "true">:$count_include_pad,
                       OptionalAttr<I64Attr>:$divisor_override);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$self attr-dict `:` qualified(type($self)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

def Ts_AdaptiveAvgPoolOp : Ts_Op<"adaptive_avg_pool", [Pure]> {
  let summary = "`adaptive_avg_pool1d/2d/3d` to `output_size`";
  let arguments = (ins Ts_Tensor:$self, DenseI64ArrayAttr:$output_size);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$self attr-dict `:` qualified(type($self)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Creation
//===----------------------------------------------------------------------===//

def Ts_FullLikeOp : Ts_Op<"full_like", [Pure]> {
  let summary = "a tensor shaped like `self` filled with `value` (`zeros_like`, `ones_like`)";
  let description = [{
    The dtype is the result type's when it names one, else `self`'s.
  }];
  let arguments = (ins Ts_Tensor:$self, F64Attr:$value);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$self `,` $value attr-dict `:` qualified(type($self)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

/// Creation ops: the result type carries dtype and (static) shape.
def Ts_FullOp : Ts_Op<"full", [Pure]> {
  let summary = "`zeros/ones/full/empty(shape)`: a tensor filled with `value`";
  let description = [{
    An entry of `shape` equal to i64's minimum is the next of `size_values`,
    an int known once shapes are refined (`torch.zeros(x.size(0), 4)`).
  }];
  let arguments = (ins Variadic<I64>:$size_values, DenseI64ArrayAttr:$shape, F64Attr:$value);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$shape `,` $value (`sizes` `(` $size_values^ `)`)? attr-dict `:` qualified(type($result))";
  let hasVerifier = 1;
}

def Ts_RangeOp : Ts_Op<"range", [Pure]> {
  let summary = "`start + i * step` for i in [0, length): arange and linspace";
  let description = [{
    With `end` (an int known once shapes are refined, as in
    `torch.arange(x.size(0))`), `length` is i64's minimum and the length is
    ceil((end - start) / step), at least 0.

    With `linspace_end`, the elements are PyTorch's linspace's instead:
    the first half counted up from `start`, the rest down from
    `linspace_end`, each one fused multiply-add in the result's float type
    (double for ints), so they are bit for bit PyTorch's; `end` is then
    the number of steps (`torch.linspace(0, 1, x.size(1))`), `step`
    unused, and the step follows from it (a negative one raises).
  }];
  let arguments = (ins Optional<I64>:$end, F64Attr:$start, F64Attr:$step, I64Attr:$length,
                       OptionalAttr<F64Attr>:$linspace_end);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "(`to` custom<OperandAfterKeyword>($end)^)? attr-dict `:` qualified(type($result))";
  let hasVerifier = 1;
}

def Ts_EyeOp : Ts_Op<"eye", [Pure]> {
  let summary = "an [n, m] identity matrix";
  let arguments = (ins I64Attr:$n, I64Attr:$m);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "attr-dict `:` qualified(type($result))";
  let hasVerifier = 1;
}

/// Shape queries: ints that are constants once shapes are known.
class Ts_ShapeQueryOp<string mnemonic, string summaryText, dag attrs> : Ts_Op<mnemonic, [Pure]> {
  let summary = summaryText;
  let arguments = !con((ins Ts_Tensor:$self), attrs);
  let results = (outs I64:$result);
  let assemblyFormat = "$self attr-dict `:` qualified(type($self))";
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::mlir::LogicalResult $cppClass::verify() { return verifyMovement(*this); }
  }];
}
def Ts_DimOp : Ts_ShapeQueryOp<"dim", "`x.dim()`: the rank", (ins)>;
def Ts_NumelOp : Ts_ShapeQueryOp<"numel", "`x.numel()`: the element count", (ins)>;
def Ts_SizeOp : Ts_ShapeQueryOp<"size", "`x.size(dim)` / `x.shape[dim]`", (ins I64Attr:$dim)>;
def Ts_DtypeOp : Ts_ShapeQueryOp<"dtype", "`x.dtype`: TorchScript's int code of the dtype (float32 = 6)", (ins)>;

def Ts_CastToOp : Ts_Op<"cast_to", [Pure]> {
  let summary = "`x.to(d)` where `d` is an int value (`y.dtype`)";
  let description = [{
    The dtype is TorchScript's int code (`torch.float32` is 6). Refinement
    reads it once it is a constant (`ts.dtype` of a refined tensor folds to
    one) and gives the result that dtype; it then lowers like `ts.cast`.

    With a `receiver` (`into %y`), it is the result of an in-place op
    (`y.add_(x)`, `y += x`) written back into `y`, converted to `y`'s
    dtype. Refinement checks what PyTorch checks there: the cast is one
    PyTorch makes (not from floating point to an integer or bool, nor from
    an integer to bool: "result type Float can't be cast to the desired
    output type Long"), and the result, broadcast from all operands, has
    `y`'s shape ("output with shape [3] doesn't match the broadcast shape
    [2, 3]"); sizes known only at run time are compared there. The
    receiver's values are not read. With `copy` it is a copy's result
    (`y.copy_(x)`, `y[i] = x`, `x.expand_as(y)`): the shape is checked,
    any conversion allowed.
  }];
  let arguments = (ins Ts_Tensor:$self, I64:$dtype, Optional<Ts_Tensor>:$receiver, UnitAttr:$copy);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$self `,` $dtype (`into` custom<OperandAfterKeyword>($receiver)^)? attr-dict `:` qualified(type($self)) (`,` qualified(type($receiver))^)? `->` qualified(type($result))";
}

def Ts_RandomOp : Ts_Op<"random", [Pure]> {
  let summary = "`rand`/`randn`: uniform [0, 1) or standard normal values";
  let description = [{
    A counter-based generator, as PyTorch's Philox generators are: element
    i is a hash of `key + 2 * i`, where `key` is the generator's counter
    (mixed with its seed) that `ts.runtime_mutate "random_key"` reserved
    for this draw. Each draw thus gets fresh values — in a loop, on every
    call — and `torch.manual_seed` reproduces them. The values are not
    PyTorch's bit for bit. The result is shaped like `like` (whose values
    are not read: a `ts.full` for `torch.rand(sizes)`, the argument of
    `rand_like`); its dtype is the result type's when that names one, else
    `like`'s.
  }];
  let arguments = (ins I64:$key, Ts_Tensor:$like, DefaultValuedAttr<BoolAttr, "false">:$normal);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$key `,` $like attr-dict `:` qualified(type($like)) `->` qualified(type($result))";
}

def Ts_LiteralOp : Ts_Op<"literal", [Pure, ConstantLike]> {
  let summary = "a tensor constant (`torch.tensor([...])`)";
  let arguments = (ins ElementsAttr:$value);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$value attr-dict `:` qualified(type($result))";
  let hasVerifier = 1;
  // A constant-like op must fold to its value: canonicalization keys
  // constants by it, so without a folder all literals of a type merge.
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Casts between ts types and builtin types
//===----------------------------------------------------------------------===//

def Ts_TensorStaticInfoCastOp : Ts_Op<"tensor_static_info_cast", [Pure]> {
  let summary = "change what is statically known about a tensor";
  let description = [{
    Adds or drops dtype/shape knowledge; the two types must be compatible
    (no known dim or dtype may disagree). Refinement inserts it where a more
    precise value meets a less precise use, such as a call boundary.
  }];
  let arguments = (ins Ts_Tensor:$operand);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$operand attr-dict `:` qualified(type($operand)) `to` qualified(type($result))";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Ts_SameDtypeOrOp : Ts_Op<"same_dtype_or", [Pure]> {
  let summary = "`preferred` where its dtype is `other`'s, else `other`";
  let description = [{
    How a dtype conversion that PyTorch answers with its input itself
    (`x.float()` of a float32 tensor, `x.to(y.dtype)`, `x.type_as(y)`)
    shares that tensor: after an in-place change of the input, the
    conversion's result is the changed input where the dtypes agree and
    the old result (a copy) where they do not; a change through the
    result is written into the input only where they agree. Refinement
    folds it as soon as both dtypes are known.
    ```mlir
    %v = ts.same_dtype_or %changed, %old : !ts.tensor<[2],f32>, !ts.tensor<*,f32> -> !ts.tensor<*,f32>
    ```
  }];
  let arguments = (ins Ts_Tensor:$preferred, Ts_Tensor:$other);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = [{
    $preferred `,` $other attr-dict `:` qualified(type($preferred)) `,` qualified(type($other)) `->` qualified(type($result))
  }];
}

def Ts_ToBuiltinTensorOp : Ts_Op<"to_builtin_tensor", [Pure]> {
  let summary = "view a ts tensor as a builtin tensor";
  let description = [{
    The operand must have a known rank and dtype; the result's shape and
    element type must match. Lowering inserts these at the boundary between
    converted and not-yet-converted code.
  }];
  let arguments = (ins Ts_Tensor:$operand);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$operand attr-dict `:` qualified(type($operand)) `->` qualified(type($result))";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Ts_FromBuiltinTensorOp : Ts_Op<"from_builtin_tensor", [Pure]> {
  let summary = "view a builtin tensor as a ts tensor";
  let arguments = (ins AnyRankedTensor:$operand);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$operand attr-dict `:` qualified(type($operand)) `->` qualified(type($result))";
  let hasVerifier = 1;
  let hasFolder = 1;
}


//===----------------------------------------------------------------------===//
// Python scalars and runtime errors
//===----------------------------------------------------------------------===//

def Ts_ScalarCastOp : Ts_Op<"scalar_cast", [Pure]> {
  let summary = "`int(x)`, `float(x)`, `bool(x)` on a Python scalar";
  let description = [{
    Python's conversions: `int` of a float truncates toward zero, `bool`
    is `x != 0`, `float`/`int` of a bool is 0 or 1.

    ```mlir
    %f = ts.scalar_cast %i : i64 -> f64
    ```
  }];
  let arguments = (ins Ts_Scalar:$input);
  let results = (outs Ts_Scalar:$result);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($result)";
}

def Ts_ScalarMathOp : Ts_Op<"scalar_math", [Pure]> {
  let summary = "a math function of a Python float (`math.sqrt(x)`, `round(x)`, ...)";
  let description = [{
    `fn` names the function: exp, exp2, log, log2, log10, log1p, expm1,
    sqrt, sin, cos, tan, tanh, erf, floor, ceil, trunc, round (half to
    even), abs.

    ```mlir
    %r = ts.scalar_math "sqrt" %x
    ```
  }];
  let arguments = (ins StrAttr:$fn, F64:$x);
  let results = (outs F64:$result);
  let assemblyFormat = "$fn $x attr-dict";
}

def Ts_ItemOp : Ts_Op<"item", [Pure]> {
  let summary = "`x.item()`, `float(x)`, `int(x)`, `bool(x)` of a one-element tensor";
  let description = [{
    The element converted to the result's Python type. A tensor with more
    than one element is a runtime error, as in TorchScript.
  }];
  let arguments = (ins Ts_Tensor:$self);
  let results = (outs Ts_Scalar:$result);
  let assemblyFormat = "$self attr-dict `:` qualified(type($self)) `->` type($result)";
}

def Ts_RaiseOp : Ts_Op<"raise"> {
  let summary = "stop the call with a Python exception";
  let description = [{
    `raise`, a failed `assert` and failed runtime checks (index out of
    range, division by zero, ...). The call returns to its host caller with
    `message`, prefixed by the op's source location; nothing after this op
    runs.

    A message known only at run time (`assert ok, f"bad {x}"`) is the
    `detail` string, appended to `message` (then `"AssertionError: "`).

    ```mlir
    ts.raise "AssertionError: n must be positive"
    ts.raise "ValueError: " %text
    ```
  }];
  let arguments = (ins StrAttr:$message, Optional<Ts_StrType>:$detail);
  let assemblyFormat = "$message ($detail^)? attr-dict";
}

def Ts_OverlapCheckOp : Ts_Op<"overlap_check"> {
  let summary = "PyTorch's memory-overlap check of an in-place op's input";
  let description = [{
    An in-place op writes `written` and reads `read`, both views of the
    storage of `root` (made from it by the view ops between; `root` is
    taken as contiguous). PyTorch refuses the op where they overlap
    partially (`a[None].add_(a)`: same memory, other strides), or, with
    `any`, at all (`a.index_add_(0, i, a)`): `ts-check-overlaps` makes the
    check a `ts.raise` there, once shapes are known, and drops it
    elsewhere; views with gaps that read what another position wrote
    first (an order-dependent result in PyTorch) are a compile-time error.
    Views it cannot follow (a size known only at run time, a diagonal)
    raise nothing.

    ```mlir
    ts.overlap_check %v, %a in %a : !ts.tensor<[1,3],f32>, !ts.tensor<[3],f32>, !ts.tensor<[3],f32>
    ts.overlap_check %a, %r in %a any : !ts.tensor<*,f32>, !ts.tensor<*,f32>, !ts.tensor<*,f32>
    ```
  }];
  let arguments = (ins Ts_Tensor:$written, Ts_Tensor:$read, Ts_Tensor:$root, UnitAttr:$any);
  let assemblyFormat = [{
    $written `,` $read `in` $root (`any` $any^)? attr-dict `:` qualified(type($written)) `,` qualified(type($read)) `,` qualified(type($root))
  }];
}

def Ts_WarnOp : Ts_Op<"warn"> {
  let summary = "`warnings.warn(message)`: a UserWarning on stderr";
  let description = [{
    Prints `FILE:LINE:COL: warning: UserWarning: message` (the op's
    source location) to stderr the first time a call reaches this op, as
    TorchScript shows a warning once per site and call; the call goes on.
    (A call the host makes through the runtime's guard starts afresh; an
    ahead-of-time object called directly warns once per site and
    process.)

    ```mlir
    %m = ts.str_constant "the input is small"
    ts.warn %m
    ```
  }];
  let arguments = (ins Ts_StrType:$message);
  let assemblyFormat = "$message attr-dict";
}

def Ts_UndefinedOp : Ts_Op<"undefined", [Pure]> {
  let summary = "a tensor placeholder that is never read";
  let description = [{
    TorchScript's `prim::Uninitialized`: the initial value of a variable
    that is only read on paths that assign it first (the value an early
    `return` leaves in `$retval` before it is set). Refinement gives it the
    type of the values it merges with; lowering makes it `tensor.empty`.
  }];
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "attr-dict `:` qualified(type($result))";
}

//===----------------------------------------------------------------------===//
// Lists, dicts and strings (runtime heap objects)
//===----------------------------------------------------------------------===//
// Containers are mutable and shared by reference, so these ops are not
// Pure: two list displays are two lists, and a read sees earlier writes.

def Ts_StrConstantOp : Ts_Op<"str_constant", [Pure]> {
  let summary = "a string literal";
  let arguments = (ins StrAttr:$value);
  let results = (outs Ts_StrType:$result);
  let assemblyFormat = "$value attr-dict";
}

def Ts_TuplePackOp : Ts_Op<"tuple_pack", [Pure]> {
  let summary = "a tuple as one value (builtin `tuple<...>`), to store in a list or dict";
  let description = [{
    Tuples are groups of SSA values in the ts dialect; only where a
    container holds one is it packed into a single (immutable, lowered to
    a runtime handle) value, and unpacked again when read.
  }];
  let arguments = (ins Variadic<AnyType>:$fields);
  let results = (outs AnyTuple:$result);
  let assemblyFormat = "($fields^ `:` type($fields))? attr-dict `->` type($result)";
  let hasVerifier = 1;
}

def Ts_TupleUnpackOp : Ts_Op<"tuple_unpack", [Pure]> {
  let summary = "the fields of a packed tuple";
  let arguments = (ins AnyTuple:$tuple);
  let results = (outs Variadic<AnyType>:$fields);
  let assemblyFormat = "$tuple attr-dict `:` type($tuple) (`->` type($fields)^)?";
  let hasVerifier = 1;
}

def Ts_OptionalPackOp : Ts_Op<"optional_pack", [Pure]> {
  let summary = "an `Optional[T]` (presence flag, payload) as one value";
  let description = [{
    To store a run-time optional in a list or dict. The payload is a
    placeholder when `present` is false.
  }];
  let arguments = (ins I1:$present, AnyType:$payload);
  let results = (outs Ts_Optional:$result);
  let assemblyFormat = "$present `,` $payload attr-dict `:` type($payload) `->` type($result)";
  let hasVerifier = 1;
}

def Ts_OptionalNoneOp : Ts_Op<"optional_none", [Pure]> {
  let summary = "`None` as a packed `Optional[T]`";
  let description = [{
    A `None` known at compile time, stored in a list or dict of optionals
    (it has no payload, not even a placeholder).
  }];
  let results = (outs Ts_Optional:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def Ts_OptionalUnpackOp : Ts_Op<"optional_unpack", [Pure]> {
  let summary = "the presence flag and payload of a packed `Optional[T]`";
  let description = [{
    The payload is a placeholder of its type when the flag is false.
  }];
  let arguments = (ins Ts_Optional:$optional);
  let results = (outs I1:$present, AnyType:$payload);
  let assemblyFormat = "$optional attr-dict `:` type($optional) `->` type($payload)";
  let hasVerifier = 1;
}

def Ts_UnionPackOp : Ts_Op<"union_pack", [Pure]> {
  let summary = "a run-time `Union[...]` (member index, one payload per member) as one value";
  let description = [{
    To store a run-time union in a list or dict. There is one payload per
    member but `None`, in order; all but the held member's are
    placeholders of their types.
  }];
  let arguments = (ins I64:$index, Variadic<AnyType>:$payloads);
  let results = (outs Ts_Union:$result);
  let assemblyFormat = "$index `,` $payloads attr-dict `:` type($payloads) `->` type($result)";
  let hasVerifier = 1;
}

def Ts_UnionUnpackOp : Ts_Op<"union_unpack", [Pure]> {
  let summary = "the member index and payloads of a packed `Union[...]`";
  let description = [{
    One payload per member but `None`; all but the held member's are
    placeholders.
  }];
  let arguments = (ins Ts_Union:$packed);
  let results = (outs I64:$index, Variadic<AnyType>:$payloads);
  let assemblyFormat = "$packed attr-dict `:` type($packed) `->` type($payloads)";
  let hasVerifier = 1;
}

def Ts_ObjectNewOp : Ts_Op<"object_new"> {
  let summary = "a new runtime object holding a script-class instance's fields";
  let description = [{
    An instance stored in a list or dict becomes a runtime object, so that
    every reference sees one set of fields. Not pure: two objects made
    from the same fields are distinct.
  }];
  let arguments = (ins Variadic<AnyType>:$fields);
  let results = (outs Ts_Object:$result);
  let assemblyFormat = "($fields^ `:` type($fields))? attr-dict `->` qualified(type($result))";
}

def Ts_ObjectGetOp : Ts_Op<"object_get"> {
  let summary = "field `index` of a runtime object (`obj.attr`)";
  let arguments = (ins Ts_Object:$object, I64Attr:$index);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$object `[` $index `]` attr-dict `:` qualified(type($object)) `->` type($result)";
}

def Ts_ObjectSetOp : Ts_Op<"object_set"> {
  let summary = "`obj.attr = value`: stores field `index` of a runtime object";
  let arguments = (ins Ts_Object:$object, I64Attr:$index, AnyType:$value);
  let assemblyFormat = "$object `[` $index `]` `,` $value attr-dict `:` qualified(type($object)) `,` type($value)";
}

def Ts_IsSameOp : Ts_Op<"is_same", [Pure, AllTypesMatch<["lhs", "rhs"]>]> {
  let summary = "`a is b` on two lists, dicts or objects: whether they are one";
  let description = [{
    Identity, not equality: two lists of equal elements made apart are
    not the same (`[1] is [1]` is False), an alias of one is.
  }];
  let arguments = (ins AnyTypeOf<[Ts_List, Ts_Dict, Ts_Object]>:$lhs,
                       AnyTypeOf<[Ts_List, Ts_Dict, Ts_Object]>:$rhs);
  let results = (outs I1:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` qualified(type($lhs))";
}

def Ts_ListNewOp : Ts_Op<"list_new"> {
  let summary = "a new list holding `elements` (`[a, b]`, `[]`)";
  let description = [{
    Allocates its result and does nothing else, so an unused one is dead
    (the int lists of a shape check that folded away).
  }];
  let arguments = (ins Variadic<AnyType>:$elements);
  let results = (outs Res<Ts_List, "", [MemAlloc]>:$result);
  let assemblyFormat = "($elements^ `:` type($elements))? attr-dict `->` qualified(type($result))";
}

def Ts_ListLenOp : Ts_Op<"list_len"> {
  let summary = "`len(l)`";
  let arguments = (ins Ts_List:$list);
  let results = (outs I64:$result);
  let assemblyFormat = "$list attr-dict `:` qualified(type($list))";
}

def Ts_ListGetOp : Ts_Op<"list_get"> {
  let summary = "`l[i]`; a negative index counts from the end, out of range raises IndexError";
  let arguments = (ins Ts_List:$list, I64:$index);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$list `[` $index `]` attr-dict `:` qualified(type($list)) `->` type($result)";
}

def Ts_ListSetOp : Ts_Op<"list_set"> {
  let summary = "`l[i] = v` (index rules as `list_get`)";
  let arguments = (ins Ts_List:$list, I64:$index, AnyType:$value);
  let assemblyFormat = "$list `[` $index `]` `,` $value attr-dict `:` qualified(type($list)) `,` type($value)";
}

def Ts_ListAppendOp : Ts_Op<"list_append"> {
  let summary = "`l.append(v)`";
  let arguments = (ins Ts_List:$list, AnyType:$value);
  let assemblyFormat = "$list `,` $value attr-dict `:` qualified(type($list)) `,` type($value)";
}

def Ts_DictNewOp : Ts_Op<"dict_new"> {
  let summary = "a new empty dict";
  let results = (outs Ts_Dict:$result);
  let assemblyFormat = "attr-dict `->` qualified(type($result))";
}

def Ts_DictLenOp : Ts_Op<"dict_len"> {
  let summary = "`len(d)`";
  let arguments = (ins Ts_Dict:$dict);
  let results = (outs I64:$result);
  let assemblyFormat = "$dict attr-dict `:` qualified(type($dict))";
}

def Ts_DictGetOp : Ts_Op<"dict_get"> {
  let summary = "`d[k]`; a missing key raises KeyError, naming the key";
  let arguments = (ins Ts_Dict:$dict, AnyType:$key);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$dict `[` $key `]` attr-dict `:` qualified(type($dict)) `,` type($key) `->` type($result)";
}

def Ts_DictSetOp : Ts_Op<"dict_set"> {
  let summary = "`d[k] = v`";
  let arguments = (ins Ts_Dict:$dict, AnyType:$key, AnyType:$value);
  let assemblyFormat = "$dict `[` $key `]` `,` $value attr-dict `:` qualified(type($dict)) `,` type($key) `,` type($value)";
}

def Ts_DictContainsOp : Ts_Op<"dict_contains"> {
  let summary = "`k in d`";
  let arguments = (ins Ts_Dict:$dict, AnyType:$key);
  let results = (outs I1:$result);
  let assemblyFormat = "$dict `[` $key `]` attr-dict `:` qualified(type($dict)) `,` type($key)";
}

def Ts_DictKeysOp : Ts_Op<"dict_keys"> {
  let summary = "`list(d.keys())`: a new list of the keys in insertion order";
  let arguments = (ins Ts_Dict:$dict);
  let results = (outs Ts_List:$result);
  let assemblyFormat = "$dict attr-dict `:` qualified(type($dict)) `->` qualified(type($result))";
}

def Ts_DictValuesOp : Ts_Op<"dict_values"> {
  let summary = "`list(d.values())`: a new list of the values in insertion order";
  let arguments = (ins Ts_Dict:$dict);
  let results = (outs Ts_List:$result);
  let assemblyFormat = "$dict attr-dict `:` qualified(type($dict)) `->` qualified(type($result))";
}

def Ts_SizeListOp : Ts_Op<"size_list"> {
  let summary = "`x.size()` / `x.shape`: a new list of the sizes";
  let arguments = (ins Ts_Tensor:$self);
  let results = (outs Res<Ts_List, "", [MemAlloc]>:$result);
  let assemblyFormat = "$self attr-dict `:` qualified(type($self)) `->` qualified(type($result))";
}

def Ts_PrintOp : Ts_Op<"print"> {
  let summary = "`print(a, b, ...)`: the values, space-separated, and a newline";
  let description = [{
    In TorchScript's format (floats with 17 significant digits and a
    trailing `.` when integral, `True`/`False`, lists and dicts
    Python-style; tensors as ATen prints them, `[ CPUFloatType{2,3} ]`
    last).
  }];
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "($values^ `:` type($values))? attr-dict";
}

def Ts_StrEqualOp : Ts_Op<"str_equal", [Pure]> {
  let summary = "`a == b` on two strings";
  let arguments = (ins Ts_StrType:$lhs, Ts_StrType:$rhs);
  let results = (outs I1:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict";
}

def Ts_ListContainsOp : Ts_Op<"list_contains"> {
  let summary = "`v in l`";
  let arguments = (ins Ts_List:$list, AnyType:$value);
  let results = (outs I1:$result);
  let assemblyFormat = "$list `,` $value attr-dict `:` qualified(type($list)) `,` type($value)";
}

def Ts_StrOfOp : Ts_Op<"str_of"> {
  let summary = "`str(x)`: the text `print` shows for a scalar, string, list or dict";
  let arguments = (ins AnyType:$value);
  let results = (outs Ts_StrType:$result);
  let assemblyFormat = "$value attr-dict `:` type($value)";
}

def Ts_StrConcatOp : Ts_Op<"str_concat", [Pure]> {
  let summary = "`a + b` on two strings";
  let arguments = (ins Ts_StrType:$lhs, Ts_StrType:$rhs);
  let results = (outs Ts_StrType:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict";
}

def Ts_TensorToListOp : Ts_Op<"tensor_to_list", [Pure]> {
  let summary = "`x.tolist()`: the elements as nested lists of the annotated type";
  let description = [{
    The list type's nesting depth must equal the tensor's rank, and its
    element type must be `float` for floating tensors, `int` for integer
    ones and `bool` for bool ones (TorchScript checks the same at run time).
  }];
  let arguments = (ins Ts_Tensor:$self);
  let results = (outs Ts_ListType:$result);
  let assemblyFormat = "$self attr-dict `:` qualified(type($self)) `->` qualified(type($result))";
}

def Ts_ListCatOp : Ts_Op<"list_cat", []> {
  let summary = "`torch.cat`/`torch.stack` of a `List[Tensor]` whose length is known only at run time";
  let description = [{
    The list's tensors must all have one dtype and shape (refinement
    infers it from the tensors stored in the list; the lowering checks
    each when the op runs). With `stack`, they are stacked along a new
    dim `dim`; else concatenated along `dim`. Reads a mutable list, so not
    Pure.
  }];
  let arguments = (ins Ts_ListType:$list, I64Attr:$dim,
                       DefaultValuedAttr<BoolAttr, "false">:$stack);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$list attr-dict `:` qualified(type($list)) `->` qualified(type($result))";
}

def Ts_NonzeroOp : Ts_Op<"nonzero", [Pure]> {
  let summary = "`torch.nonzero`: the index of every nonzero element, one row each";
  let description = [{
    An int64 tensor of shape `[count, rank]`, rows in row-major order of
    the elements; `count` is known only at run time.
  }];
  let arguments = (ins Ts_Tensor:$self);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$self attr-dict `:` qualified(type($self)) `->` qualified(type($result))";
}

def Ts_ListToTensorOp : Ts_Op<"list_to_tensor", []> {
  let summary = "`torch.tensor(xs)` of a (nested) list known only at run time";
  let description = [{
    One dim per level of nesting, of the sizes the list has when the op
    runs (nested lists must all have one length: else a ValueError is
    raised); elements convert to the result's dtype. Reads a mutable list,
    so not Pure.
  }];
  let arguments = (ins Ts_ListType:$list);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$list attr-dict `:` qualified(type($list)) `->` qualified(type($result))";
}

def Ts_RuntimeCallOp : Ts_Op<"runtime_call", [Pure]> {
  let summary = "a value-semantics builtin of the runtime: `ts_rt_<callee>` on i64 slots";
  let description = [{
    String methods and sequence slices (`s.split(sep)`, `s[a:b]`, ...):
    every operand crosses as an i64 slot (strings and lists by handle, an
    i64 0 standing for `None`), and so does the result. The callee never
    fails; checks that must raise are compiled before the call.
  }];
  let arguments = (ins StrAttr:$callee, Variadic<AnyType>:$args);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$callee `(` $args `)` attr-dict `:` functional-type($args, $result)";
}

def Ts_RuntimeMutateOp : Ts_Op<"runtime_mutate"> {
  let summary = "a runtime builtin that changes a list or dict in place: `ts_rt_<callee>` on i64 slots";
  let description = [{
    Like `ts.runtime_call`, but with an effect (`xs.sort()`, `xs += ys`,
    `d.update(e)`, `xs.pop()`) or a read of a list or dict that may change
    (`xs[1:3]`, `xs.count(v)`, `d.get(k)`), so it is neither removed when
    its result is unused nor merged with an identical call.
  }];
  let arguments = (ins StrAttr:$callee, Variadic<AnyType>:$args);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$callee `(` $args `)` attr-dict `:` functional-type($args, $result)";
}

def Ts_StrLenOp : Ts_Op<"str_len", [Pure]> {
  let summary = "`len(s)`: the number of characters";
  let arguments = (ins Ts_StrType:$value);
  let results = (outs I64:$result);
  let assemblyFormat = "$value attr-dict";
}

def Ts_ListSortedOp : Ts_Op<"list_sorted", [AllTypesMatch<["list", "result"]>]> {
  let summary = "`sorted(l)`: a new list of the elements in ascending order";
  let arguments = (ins Ts_List:$list);
  let results = (outs Ts_List:$result);
  let assemblyFormat = "$list attr-dict `:` qualified(type($list))";
}

def Ts_StrGetOp : Ts_Op<"str_get", [Pure]> {
  let summary = "`s[i]`: the i-th character as a string (negative from the end; out of range raises IndexError)";
  let arguments = (ins Ts_StrType:$value, I64:$index);
  let results = (outs Ts_StrType:$result);
  let assemblyFormat = "$value `[` $index `]` attr-dict";
}

def Ts_OrdOp : Ts_Op<"ord", [Pure]> {
  let summary = "`ord(c)` of a one-character string (else a TypeError when reached)";
  let arguments = (ins Ts_StrType:$value);
  let results = (outs I64:$result);
  let assemblyFormat = "$value attr-dict";
}

def Ts_ChrOp : Ts_Op<"chr", [Pure]> {
  let summary = "`chr(i)`: the character with code point i (else a ValueError when reached)";
  let arguments = (ins I64:$code);
  let results = (outs Ts_StrType:$result);
  let assemblyFormat = "$code attr-dict";
}

def Ts_ListCopyOp : Ts_Op<"list_copy", [AllTypesMatch<["list", "result"]>]> {
  let summary = "`list(l)`: a new list with the same elements";
  let arguments = (ins Ts_List:$list);
  let results = (outs Ts_List:$result);
  let assemblyFormat = "$list attr-dict `:` qualified(type($list))";
}

def Ts_DictCopyOp : Ts_Op<"dict_copy", [AllTypesMatch<["dict", "result"]>]> {
  let summary = "`dict(d)`: a new dict with the same entries";
  let arguments = (ins Ts_Dict:$dict);
  let results = (outs Ts_Dict:$result);
  let assemblyFormat = "$dict attr-dict `:` qualified(type($dict))";
}

def Ts_IntFormatOp : Ts_Op<"int_format", [Pure]> {
  let summary = "`hex(i)`, `oct(i)`, `bin(i)`: Python's prefixed digits";
  let arguments = (ins I64:$value, I64Attr:$base);
  let results = (outs Ts_StrType:$result);
  let assemblyFormat = "$value attr-dict";
}

#endif // TS_OPS_TD
