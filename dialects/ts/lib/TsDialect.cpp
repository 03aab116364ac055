//===- TsDialect.cpp - C++ side of the ts dialect -----------------------===//
//
// Holds only what MLIR requires in C++: the code ODS generates, the tensor
// type's syntax and verifier, op verifiers and folders, the inliner hook,
// and a small C API through which Rust builds types and registers its passes
// and pipelines by name. Everything else about `ts` lives in Rust.
//
//===----------------------------------------------------------------------===//

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/InliningUtils.h"
#include "llvm/ADT/TypeSwitch.h"

#include "TsDialect.h.inc"

#define GET_TYPEDEF_CLASSES
#include "TsTypes.h.inc"

#define GET_OP_CLASSES
#include "TsOps.h.inc"

using namespace mlir;
using namespace mlir::ts;

#include "TsDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "TsTypes.cpp.inc"

#define GET_OP_CLASSES
#include "TsOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Dialect
//===----------------------------------------------------------------------===//

namespace {
/// TorchScript has no recursion and ts ops have no region-sensitive
/// semantics, so every call may be inlined.
struct TsInlinerInterface : public DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;
  bool isLegalToInline(Operation *, Operation *, bool) const final {
    return true;
  }
  bool isLegalToInline(Region *, Region *, bool, IRMapping &) const final {
    return true;
  }
  bool isLegalToInline(Operation *, Region *, bool, IRMapping &) const final {
    return true;
  }
};
} // namespace

void TsDialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "TsTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "TsOps.cpp.inc"
      >();
  addInterfaces<TsInlinerInterface>();
}

Operation *TsDialect::materializeConstant(OpBuilder &builder, Attribute value,
                                          Type type, Location loc) {
  if (isa<TsNoneType>(type))
    return NoneOp::create(builder, loc, type);
  if (auto typed = dyn_cast<TypedAttr>(value))
    if (typed.getType() == type && (isa<IntegerType>(type) || isa<FloatType>(type)))
      return ConstantOp::create(builder, loc, typed);
  return nullptr;
}

//===----------------------------------------------------------------------===//
// TsTensorType
//===----------------------------------------------------------------------===//

static bool isTsDtype(Type t) {
  return t.isF32() || t.isF64() || t.isSignlessInteger(64) ||
         t.isSignlessInteger(32) || t.isSignlessInteger(1);
}

LogicalResult TsTensorType::verify(function_ref<InFlightDiagnostic()> emitError,
                                 bool ranked, ArrayRef<int64_t> sizes,
                                 Type dtype) {
  if (!ranked && !sizes.empty())
    return emitError() << "unranked tensor type cannot have sizes";
  for (int64_t d : sizes)
    if (d < 0 && d != ShapedType::kDynamic)
      return emitError() << "tensor dim must be non-negative or '?', got " << d;
  if (dtype && !isTsDtype(dtype))
    return emitError() << "unsupported tensor dtype " << dtype
                       << " (expected f32, f64, i64, i32 or i1)";
  return success();
}

bool TsTensorType::hasStaticShapeAndDtype() const {
  return hasRankAndDtype() && !llvm::is_contained(getSizes(), ShapedType::kDynamic);
}

RankedTensorType TsTensorType::toBuiltinTensor() const {
  return RankedTensorType::get(getSizes(), getDtype());
}

/// `[4,?,5]`: the dims as they appear in the type's syntax and messages.
static void printDims(llvm::raw_ostream &os, ArrayRef<int64_t> sizes) {
  os << "[";
  llvm::interleave(
      sizes, os,
      [&](int64_t d) {
        if (d == ShapedType::kDynamic)
          os << "?";
        else
          os << d;
      },
      ",");
  os << "]";
}

// `!ts.tensor`, `!ts.tensor<*,f32>`, `!ts.tensor<[?,4],unk>`, `!ts.tensor<[4],f32>`
Type TsTensorType::parse(AsmParser &parser) {
  MLIRContext *ctx = parser.getContext();
  if (failed(parser.parseOptionalLess()))
    return TsTensorType::get(ctx, false, {}, Type());
  bool ranked = false;
  SmallVector<int64_t> sizes;
  if (succeeded(parser.parseOptionalStar())) {
    ranked = false;
  } else {
    ranked = true;
    auto parseDim = [&]() -> ParseResult {
      if (succeeded(parser.parseOptionalQuestion())) {
        sizes.push_back(ShapedType::kDynamic);
        return success();
      }
      int64_t d;
      if (parser.parseInteger(d))
        return failure();
      sizes.push_back(d);
      return success();
    };
    if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, parseDim,
                                       " in tensor shape"))
      return Type();
  }
  if (parser.parseComma())
    return Type();
  Type dtype;
  if (failed(parser.parseOptionalKeyword("unk")))
    if (parser.parseType(dtype))
      return Type();
  if (parser.parseGreater())
    return Type();
  return TsTensorType::getChecked(
      [&] { return parser.emitError(parser.getNameLoc()); }, ctx, ranked,
      sizes, dtype);
}

void TsTensorType::print(AsmPrinter &printer) const {
  if (!getRanked() && !getDtype())
    return;
  printer << "<";
  if (!getRanked())
    printer << "*";
  else
    printDims(printer.getStream(), getSizes());
  printer << ",";
  if (getDtype())
    printer << getDtype();
  else
    printer << "unk";
  printer << ">";
}

/// True when no known dim or dtype of `a` contradicts `b`.
static bool areCompatible(TsTensorType a, TsTensorType b) {
  if (a.getDtype() && b.getDtype() && a.getDtype() != b.getDtype())
    return false;
  if (!a.getRanked() || !b.getRanked())
    return true;
  if (a.getSizes().size() != b.getSizes().size())
    return false;
  for (auto [x, y] : llvm::zip(a.getSizes(), b.getSizes()))
    if (x != ShapedType::kDynamic && y != ShapedType::kDynamic && x != y)
      return false;
  return true;
}

static std::string shapeString(ArrayRef<int64_t> sizes) {
  std::string s;
  llvm::raw_string_ostream os(s);
  printDims(os, sizes);
  return s;
}

//===----------------------------------------------------------------------===//
// Op verifiers
//===----------------------------------------------------------------------===//

/// Shared by the binary arithmetic ops: scalar/tensor structure and
/// broadcast compatibility of whatever dims are known.
static LogicalResult verifyBinaryElementwise(Operation *op, bool isTrueDiv) {
  Type lhs = op->getOperand(0).getType(), rhs = op->getOperand(1).getType();
  Type res = op->getResult(0).getType();
  auto lt = dyn_cast<TsTensorType>(lhs), rt = dyn_cast<TsTensorType>(rhs);
  auto resT = dyn_cast<TsTensorType>(res);
  if (!lt && !rt) {
    if (resT)
      return op->emitOpError("with two scalar operands must have a scalar result");
    if (isTrueDiv && !res.isF64())
      return op->emitOpError("of two scalars must produce float (f64), got ") << res;
    if (!isTrueDiv) {
      bool anyFloat = lhs.isF64() || rhs.isF64();
      Type expected = anyFloat ? Type(Float64Type::get(op->getContext()))
                               : Type(IntegerType::get(op->getContext(), 64));
      if (res != expected)
        return op->emitOpError("of ") << lhs << " and " << rhs
                                      << " must produce " << expected << ", got " << res;
    }
    return success();
  }
  if (!resT)
    return op->emitOpError("with a tensor operand must have a tensor result");
  if (lt && rt && lt.getRanked() && rt.getRanked()) {
    auto a = lt.getSizes(), b = rt.getSizes();
    size_t rank = std::max(a.size(), b.size());
    for (size_t i = 0; i < rank; ++i) {
      int64_t x = i < a.size() ? a[a.size() - 1 - i] : 1;
      int64_t y = i < b.size() ? b[b.size() - 1 - i] : 1;
      if (x != ShapedType::kDynamic && y != ShapedType::kDynamic && x != y &&
          x != 1 && y != 1)
        return op->emitOpError("operand shapes ")
               << shapeString(a) << " and " << shapeString(b)
               << " are not broadcast-compatible";
    }
    if (resT.getRanked() && resT.getSizes().size() != rank)
      return op->emitOpError("result rank ") << resT.getSizes().size()
                                             << " does not match broadcast rank " << rank;
  }
  return success();
}

LogicalResult AddOp::verify() { return verifyBinaryElementwise(*this, false); }
LogicalResult SubOp::verify() { return verifyBinaryElementwise(*this, false); }
LogicalResult MulOp::verify() { return verifyBinaryElementwise(*this, false); }
LogicalResult DivOp::verify() { return verifyBinaryElementwise(*this, true); }

LogicalResult ReluOp::verify() {
  auto in = cast<TsTensorType>(getSelf().getType());
  auto out = cast<TsTensorType>(getResult().getType());
  if (in.getDtype() && in.getDtype().isSignlessInteger(1))
    return emitOpError("is not defined for bool tensors");
  if (!areCompatible(in, out))
    return emitOpError("result type ") << out << " is incompatible with operand type " << in;
  return success();
}

LogicalResult MatmulOp::verify() {
  auto l = cast<TsTensorType>(getLhs().getType());
  auto r = cast<TsTensorType>(getRhs().getType());
  if ((l.getRanked() && l.getSizes().empty()) || (r.getRanked() && r.getSizes().empty()))
    return emitOpError("operands must be at least 1-D, got ") << l << " and " << r;
  if (l.getRanked() && r.getRanked()) {
    auto a = l.getSizes(), b = r.getSizes();
    int64_t k1 = a.back();
    int64_t k2 = b.size() == 1 ? b[0] : b[b.size() - 2];
    if (k1 != ShapedType::kDynamic && k2 != ShapedType::kDynamic && k1 != k2)
      return emitOpError("contraction dims differ: ") << shapeString(a) << " @ "
                                                      << shapeString(b) << " (" << k1
                                                      << " vs " << k2 << ")";
  }
  if (l.getDtype() && r.getDtype() && l.getDtype() != r.getDtype())
    return emitOpError("operand dtypes differ: ") << l.getDtype() << " vs " << r.getDtype();
  return success();
}

LogicalResult TransposeOp::verify() {
  auto in = cast<TsTensorType>(getSelf().getType());
  if (!in.getRanked())
    return success();
  int64_t rank = in.getSizes().size();
  // PyTorch accepts dims 0 and -1 on 0-d tensors.
  int64_t bound = std::max<int64_t>(rank, 1);
  for (int64_t d : {getDim0(), getDim1()})
    if (d < -bound || d >= bound)
      return emitOpError("dim ") << d << " is out of range for a tensor of rank " << rank;
  return success();
}

LogicalResult TensorStaticInfoCastOp::verify() {
  auto in = cast<TsTensorType>(getOperand().getType());
  auto out = cast<TsTensorType>(getResult().getType());
  if (!areCompatible(in, out))
    return emitOpError("types ") << in << " and " << out << " are incompatible";
  return success();
}

LogicalResult ToBuiltinTensorOp::verify() {
  auto in = cast<TsTensorType>(getOperand().getType());
  if (!in.hasRankAndDtype())
    return emitOpError("operand must have a known rank and dtype, got ") << in;
  if (in.toBuiltinTensor() != getResult().getType())
    return emitOpError("result type ") << getResult().getType()
                                       << " does not match operand type " << in;
  return success();
}

LogicalResult FromBuiltinTensorOp::verify() {
  auto out = cast<TsTensorType>(getResult().getType());
  auto in = cast<RankedTensorType>(getOperand().getType());
  if (!out.hasRankAndDtype() || out.toBuiltinTensor() != in)
    return emitOpError("result type ") << out << " does not match operand type " << in;
  return success();
}

//===----------------------------------------------------------------------===//
// Folders
//===----------------------------------------------------------------------===//

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValue(); }
OpFoldResult NoneOp::fold(FoldAdaptor) { return UnitAttr::get(getContext()); }

// cast(x : T -> T) == x; cast(cast(x : A -> B) : B -> A) == x
OpFoldResult TensorStaticInfoCastOp::fold(FoldAdaptor) {
  if (getOperand().getType() == getResult().getType())
    return getOperand();
  if (auto prev = getOperand().getDefiningOp<TensorStaticInfoCastOp>())
    if (prev.getOperand().getType() == getResult().getType())
      return prev.getOperand();
  return {};
}

// to_builtin(from_builtin(x)) == x
OpFoldResult ToBuiltinTensorOp::fold(FoldAdaptor) {
  if (auto from = getOperand().getDefiningOp<FromBuiltinTensorOp>())
    if (from.getOperand().getType() == getResult().getType())
      return from.getOperand();
  return {};
}

// from_builtin(to_builtin(x)) == x
OpFoldResult FromBuiltinTensorOp::fold(FoldAdaptor) {
  if (auto to = getOperand().getDefiningOp<ToBuiltinTensorOp>())
    if (to.getOperand().getType() == getResult().getType())
      return to.getOperand();
  return {};
}

//===----------------------------------------------------------------------===//
// C API used by the Rust crates
//===----------------------------------------------------------------------===//

extern "C" {
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Ts, ts);
}
MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Ts, ts, mlir::ts::TsDialect)

extern "C" {

/// Dynamic dims are reported to Rust with this value.
int64_t tsTensorTypeDynamicSize() { return ShapedType::kDynamic; }

MlirType tsTensorTypeGet(MlirContext ctx, bool ranked, intptr_t rank,
                         const int64_t *sizes, MlirType dtype) {
  return wrap(TsTensorType::get(unwrap(ctx), ranked,
                              ArrayRef<int64_t>(sizes, ranked ? rank : 0),
                              unwrap(dtype)));
}

bool tsTypeIsATensor(MlirType t) { return isa<TsTensorType>(unwrap(t)); }
bool tsTensorTypeIsRanked(MlirType t) { return cast<TsTensorType>(unwrap(t)).getRanked(); }
intptr_t tsTensorTypeGetRank(MlirType t) {
  return cast<TsTensorType>(unwrap(t)).getSizes().size();
}
int64_t tsTensorTypeGetDim(MlirType t, intptr_t i) {
  return cast<TsTensorType>(unwrap(t)).getSizes()[i];
}
/// The null type when the dtype is unknown.
MlirType tsTensorTypeGetDtype(MlirType t) {
  return wrap(cast<TsTensorType>(unwrap(t)).getDtype());
}

MlirType tsNoneTypeGet(MlirContext ctx) { return wrap(TsNoneType::get(unwrap(ctx))); }
bool tsTypeIsANone(MlirType t) { return isa<TsNoneType>(unwrap(t)); }

/// Makes a pass created on the Rust side (an MLIR external pass) nameable in
/// textual pipelines. `factory` must return a fresh pass on every call.
void tsRegisterExternalPass(MlirPass (*factory)(void)) {
  mlir::registerPass([factory]() -> std::unique_ptr<Pass> {
    return std::unique_ptr<Pass>(unwrap(factory()));
  });
}

/// Registers `name` as a pipeline that expands to `pipeline` (the contents
/// of a `builtin.module(...)` pipeline, e.g. `canonicalize,cse`).
void tsRegisterPassPipeline(MlirStringRef name, MlirStringRef description,
                            MlirStringRef pipeline) {
  std::string body = unwrap(pipeline).str();
  mlir::registerPassPipeline(
      unwrap(name), unwrap(description),
      [body](OpPassManager &pm, StringRef,
             function_ref<LogicalResult(const Twine &)> errorHandler) {
        std::string err;
        llvm::raw_string_ostream os(err);
        if (failed(parsePassPipeline(body, pm, os)))
          return errorHandler(os.str());
        return success();
      },
      [](function_ref<void(const mlir::detail::PassOptions &)>) {});
}

/// Whether diagnostics on an op carry a "see current operation" note
/// (MLIR's default); `--verify-diagnostics` turns it off, as mlir-opt does.
void tsContextSetPrintOpOnDiagnostic(MlirContext ctx, bool enable) {
  unwrap(ctx)->printOpOnDiagnostic(enable);
}

/// Parses `source` as a module (wrapping top-level ops in one, as
/// mlir-opt does), naming the buffer `name` so locations carry the file.
MlirModule tsParseModule(MlirContext ctx, MlirStringRef source, MlirStringRef name) {
  ParserConfig config(unwrap(ctx));
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(unwrap(source), config, unwrap(name));
  if (!module)
    return MlirModule{nullptr};
  return MlirModule{module.release().getOperation()};
}

} // extern "C"
