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
}

def Ts_AddOp : Ts_BinaryOp<"add", "a + b">;
def Ts_SubOp : Ts_BinaryOp<"sub", "a - b">;
def Ts_MulOp : Ts_BinaryOp<"mul", "a * b">;
def Ts_DivOp : Ts_BinaryOp<"div", "a / b"> {
  let extraDescription = [{
    True division: integer operands give a floating-point result (`float` for
    scalars, the default dtype f32 for tensors).
  }];
}

def Ts_ReluOp : Ts_Op<"relu", [Pure]> {
  let summary = "max(x, 0) elementwise";
  let arguments = (ins Ts_Tensor:$self);
  let results = (outs Ts_Tensor:$result);
  let assemblyFormat = "$self attr-dict `:` qualified(type($self)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

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

#endif // TS_OPS_TD
