//===- TsTypes.td - types of the ts dialect ------------------*- tablegen -*-===//
//
// The tensor type says how much is known about a tensor: its dtype may be
// unknown, its rank may be unknown, and each dim may be dynamic. Refinement
// passes make types more precise; lowering needs them fully known.
//
//===----------------------------------------------------------------------===//

#ifndef TS_TYPES_TD
#define TS_TYPES_TD

include "TsDialect.td"
include "mlir/IR/AttrTypeBase.td"

class Ts_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<Ts_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def Ts_TensorType : Ts_Type<"TsTensor", "tensor"> {
  let summary = "tensor with value semantics and optional dtype/shape knowledge";
  let description = [{
    Syntax: `!ts.tensor` (nothing known), `!ts.tensor<*,f32>` (dtype only),
    `!ts.tensor<[?,4],unk>` (rank and some dims), `!ts.tensor<[4,5],f32>`
    (fully static). A `?` dim is dynamic. Dtypes: f32, f64, i64, i32, i1.
  }];
  let parameters = (ins
    "bool":$ranked,
    ArrayRefParameter<"int64_t", "dims (kDynamic for `?`); empty when unranked">:$sizes,
    "::mlir::Type":$dtype
  );
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// True when dtype, rank and every dim are known.
    bool hasStaticShapeAndDtype() const;
    /// True when dtype and rank are known (dims may be dynamic).
    bool hasRankAndDtype() const { return getRanked() && getDtype(); }
    /// The builtin `tensor<...>` type with the same shape and dtype; requires
    /// rank and dtype to be known.
    ::mlir::RankedTensorType toBuiltinTensor() const;
  }];
}

def Ts_NoneType : Ts_Type<"TsNone", "none"> {
  let summary = "the type of TorchScript's `None`";
}

def Ts_ListType : Ts_Type<"TsList", "list"> {
  let summary = "a TorchScript list: a reference to a runtime heap object";
  let description = [{
    `!ts.list<i64>`. Lists are mutable and shared by reference, as in
    Python; lowering turns them into `!llvm.ptr` handles of the runtime.
  }];
  let parameters = (ins "::mlir::Type":$elementType);
  let assemblyFormat = "`<` $elementType `>`";
}

def Ts_DictType : Ts_Type<"TsDict", "dict"> {
  let summary = "a TorchScript dict (insertion-ordered): a runtime heap object";
  let parameters = (ins "::mlir::Type":$keyType, "::mlir::Type":$valueType);
  let assemblyFormat = "`<` $keyType `,` $valueType `>`";
}

def Ts_StrType : Ts_Type<"TsStr", "str"> {
  let summary = "a TorchScript str: an immutable runtime string";
}

def Ts_ObjectType : Ts_Type<"TsObject", "object"> {
  let summary = "a script-class instance held by reference: a runtime heap object";
  let description = [{
    `!ts.object<"Node">`. Instances are values (their fields are SSA
    values) until a container holds one; from then on they are shared by
    reference, as in Python, and their fields live in a runtime object
    (`ts.object_new`, `ts.object_get`, `ts.object_set`).
  }];
  let parameters = (ins StringRefParameter<"the class's name">:$className);
  let assemblyFormat = "`<` $className `>`";
}

def Ts_OptionalType : Ts_Type<"TsOptional", "optional"> {
  let summary = "an `Optional[T]` held as one value, as a list or dict holds it";
  let description = [{
    `!ts.optional<i64>`. A run-time optional is a presence flag and a
    payload (two SSA values); only where a list or dict holds one is it
    made one value (`ts.optional_pack`), and read back with
    `ts.optional_unpack`. Lowering makes it a runtime handle that is null
    for `None` and otherwise boxes the payload.
  }];
  let parameters = (ins "::mlir::Type":$valueType);
  let assemblyFormat = "`<` $valueType `>`";
}

def Ts_UnionType : Ts_Type<"TsUnion", "union"> {
  let summary = "a `Union[...]` held as one value, as a list or dict holds it";
  let description = [{
    `!ts.union<i64, !ts.str, !ts.none>`, one type per member. A run-time
    union is the index of the member it holds and one payload per member
    but `None` (SSA values); only where a list or dict holds one is it made one value
    (`ts.union_pack`), and read back with `ts.union_unpack`. Lowering makes
    it a runtime handle holding the index and the payloads' slots.
  }];
  let parameters = (ins ArrayRefParameter<"::mlir::Type", "member types">:$memberTypes);
  let assemblyFormat = "`<` $memberTypes `>`";
}

// No C++ type here: the assembly formats print it in full (`!ts.optional<i64>`).
def Ts_Optional : Type<CPred<"::llvm::isa<::mlir::ts::TsOptionalType>($_self)">,
                       "ts optional">;

def Ts_Union : Type<CPred<"::llvm::isa<::mlir::ts::TsUnionType>($_self)">,
                    "ts union">;

def Ts_List : Type<CPred<"::llvm::isa<::mlir::ts::TsListType>($_self)">,
                   "ts list", "::mlir::ts::TsListType">;
def Ts_Dict : Type<CPred<"::llvm::isa<::mlir::ts::TsDictType>($_self)">,
                   "ts dict", "::mlir::ts::TsDictType">;
def Ts_Str : Type<CPred<"::llvm::isa<::mlir::ts::TsStrType>($_self)">,
                  "ts str", "::mlir::ts::TsStrType">;

def Ts_Object : Type<CPred<"::llvm::isa<::mlir::ts::TsObjectType>($_self)">,
                     "ts object", "::mlir::ts::TsObjectType">;

def Ts_Tensor : Type<CPred<"::llvm::isa<::mlir::ts::TsTensorType>($_self)">,
                     "ts tensor", "::mlir::ts::TsTensorType">;
def Ts_Int : TypeAlias<I64, "int">;
def Ts_Float : TypeAlias<F64, "float">;
def Ts_Bool : TypeAlias<I1, "bool">;
def Ts_Scalar : AnyTypeOf<[I64, F64, I1], "int, float or bool scalar">;
def Ts_TensorOrScalar : AnyTypeOf<[Ts_Tensor, I64, F64, I1],
                                  "ts tensor or scalar">;

#endif // TS_TYPES_TD
