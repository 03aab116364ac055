//===- TsDialect.cpp - C++ side of the ts dialect -----------------------===//
//
// Holds only what MLIR requires in C++: the code ODS generates, the tensor
// type's syntax and verifier, op verifiers and folders, the inliner hook,
// and a small C API through which Rust builds types and registers its passes
// and pipelines by name. Everything else about `ts` lives in Rust.
//
//===----------------------------------------------------------------------===//

#include <limits>

#include "llvm/ADT/STLExtras.h"
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
  if (auto elements = dyn_cast<ElementsAttr>(value))
    if (isa<TsTensorType>(type))
      return LiteralOp::create(builder, loc, type, elements);
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
// Custom assembly directives
//===----------------------------------------------------------------------===//

/// An optional operand after its keyword (`into %r`, `to %n`): ODS parses an
/// optional operand with `parseOptionalOperand` even once the keyword that
/// guards it was read, so `ts.cast_to %x, %d into :` would parse as if the
/// keyword were absent. Here the operand is required once the group began.
static ParseResult
parseOperandAfterKeyword(OpAsmParser &parser,
                         std::optional<OpAsmParser::UnresolvedOperand> &operand) {
  OpAsmParser::UnresolvedOperand parsed;
  if (parser.parseOperand(parsed))
    return failure();
  operand = parsed;
  return success();
}

static void printOperandAfterKeyword(OpAsmPrinter &printer, Operation *,
                                     Value operand) {
  printer << operand;
}

//===----------------------------------------------------------------------===//
// Op verifiers: one helper per op family, called from the `verify()` that
// each ODS class defines, so the op lists live only in ODS.
//===----------------------------------------------------------------------===//

static bool isIntegerLike(Type t) { return t && t.isSignlessInteger(); }
static bool isFloat(Type t) { return t && isa<FloatType>(t); }

/// Known dims of `a` and `b` agree (dtypes are not compared).
static bool shapesCompatible(TsTensorType a, TsTensorType b) {
  if (!a.getRanked() || !b.getRanked())
    return true;
  if (a.getSizes().size() != b.getSizes().size())
    return false;
  for (auto [x, y] : llvm::zip(a.getSizes(), b.getSizes()))
    if (x != ShapedType::kDynamic && y != ShapedType::kDynamic && x != y)
      return false;
  return true;
}

/// Normalizes `dim` against `rank` (0-d tensors accept 0 and -1).
static std::optional<int64_t> normalizeDim(int64_t dim, int64_t rank) {
  int64_t bound = std::max<int64_t>(rank, 1);
  if (dim < -bound || dim >= bound)
    return std::nullopt;
  return dim < 0 ? dim + bound : dim;
}

static LogicalResult checkDim(Operation *op, TsTensorType t, int64_t dim) {
  if (t.getRanked() && !normalizeDim(dim, t.getSizes().size()))
    return op->emitOpError("dim ") << dim << " is out of range for a tensor of rank "
                                   << t.getSizes().size();
  return success();
}

/// Broadcast compatibility of the known dims of the tensor operands, and
/// the result's rank. Scalar operands broadcast to anything and are skipped.
static LogicalResult verifyBroadcast(Operation *op, ValueRange operands, TsTensorType result) {
  SmallVector<int64_t> shape;
  for (Value v : operands) {
    auto t = dyn_cast<TsTensorType>(v.getType());
    if (!t)
      continue;
    if (!t.getRanked())
      return success();
    auto b = t.getSizes();
    SmallVector<int64_t> out(std::max(shape.size(), b.size()), 1);
    for (size_t i = 0; i < out.size(); ++i) {
      int64_t x = i < shape.size() ? shape[shape.size() - 1 - i] : 1;
      int64_t y = i < b.size() ? b[b.size() - 1 - i] : 1;
      if (x != ShapedType::kDynamic && y != ShapedType::kDynamic && x != y && x != 1 && y != 1)
        return op->emitOpError("operand shapes ")
               << shapeString(shape) << " and " << shapeString(b)
               << " are not broadcast-compatible";
      out[out.size() - 1 - i] = x == 1 ? y : x;
    }
    shape = out;
  }
  if (result.getRanked() && result.getSizes().size() != shape.size())
    return op->emitOpError("result rank ") << result.getSizes().size()
                                           << " does not match broadcast rank " << shape.size();
  return success();
}

/// Arithmetic that also works on two Python scalars (add, sub, ..., pow).
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
        return op->emitOpError("of ") << lhs << " and " << rhs << " must produce " << expected
                                      << ", got " << res;
    }
    return success();
  }
  if (!resT)
    return op->emitOpError("with a tensor operand must have a tensor result");
  // PyTorch's sub_check: no bool on either side (a scalar is wrapped).
  if (op->hasAttr("bool_check")) {
    auto isBool = [](Type t) {
      if (auto tt = dyn_cast<TsTensorType>(t))
        return tt.getDtype() && tt.getDtype().isSignlessInteger(1);
      return t.isSignlessInteger(1);
    };
    if (isBool(lhs) && isBool(rhs))
      return op->emitOpError("Subtraction, the `-` operator, with two bool tensors is not "
                             "supported. Use the `^` or `logical_xor()` operator instead.");
    if (isBool(lhs) || isBool(rhs))
      return op->emitOpError("Subtraction, the `-` operator, with a bool tensor is not "
                             "supported. If you are trying to invert a mask, use the `~` or "
                             "`logical_not()` operator instead.");
  }
  return verifyBroadcast(op, op->getOperands(), resT);
}

/// Tensor-only binary ops: `kind` is "promote", "bool" or "int".
static LogicalResult verifyTensorBinary(Operation *op, StringRef kind) {
  auto lt = dyn_cast<TsTensorType>(op->getOperand(0).getType());
  auto rt = dyn_cast<TsTensorType>(op->getOperand(1).getType());
  Type res = op->getResult(0).getType();
  if (!lt && !rt) {
    // Comparisons also compare two Python scalars, giving a bool.
    if (kind == "bool" && res.isSignlessInteger(1))
      return success();
    return op->emitOpError("needs at least one tensor operand");
  }
  auto resT = dyn_cast<TsTensorType>(res);
  if (!resT)
    return op->emitOpError("with a tensor operand must have a tensor result");
  if (kind == "bool" && resT.getDtype() && !resT.getDtype().isSignlessInteger(1))
    return op->emitOpError("must produce a bool (i1) tensor, got ") << resT;
  if (kind == "int") {
    for (Value v : op->getOperands()) {
      Type t = v.getType();
      Type d = isa<TsTensorType>(t) ? cast<TsTensorType>(t).getDtype() : t;
      if (d && !isIntegerLike(d))
        return op->emitOpError("is only defined for integer and bool operands, got ") << t;
    }
  }
  return verifyBroadcast(op, op->getOperands(), resT);
}

/// Unary elementwise ops: `kind` is "float", "same", "bool" or "attr".
static LogicalResult verifyUnary(Operation *op, StringRef kind) {
  auto in = cast<TsTensorType>(op->getOperand(0).getType());
  auto out = cast<TsTensorType>(op->getResult(0).getType());
  Type id = in.getDtype(), od = out.getDtype();
  StringRef name = op->getName().getStringRef();
  if (!shapesCompatible(in, out))
    return op->emitOpError("result type ") << out << " is incompatible with operand type " << in;
  if (id && id.isSignlessInteger(1) &&
      (name == "ts.relu" || name == "ts.neg" || name == "ts.hardtanh"))
    return op->emitOpError("is not defined for bool tensors");
  if (name == "ts.bitwise_not" && id && !isIntegerLike(id))
    return op->emitOpError("is only defined for integer and bool tensors, got ") << in;
  if (kind == "same" && id && od && id != od)
    return op->emitOpError("result type ") << out << " is incompatible with operand type " << in;
  if (kind == "float" && od && (!isFloat(od) || (isFloat(id) && id != od)))
    return op->emitOpError("result dtype must be ")
           << (isFloat(id) ? "the operand's" : "floating point") << ", got " << od;
  if (kind == "bool" && od && !od.isSignlessInteger(1))
    return op->emitOpError("must produce a bool (i1) tensor, got ") << out;
  return success();
}

/// Reductions over a dims list: `kind` is "sum", "float", "to_float"
/// (integer and bool operands give float32), "same" or "bool".
static LogicalResult verifyReduce(Operation *op, StringRef kind) {
  auto in = cast<TsTensorType>(op->getOperand(0).getType());
  auto out = cast<TsTensorType>(op->getResult(0).getType());
  auto dimsAttr = op->getAttrOfType<DenseI64ArrayAttr>("dims");
  bool keepdim = false;
  if (auto k = op->getAttrOfType<BoolAttr>("keepdim"))
    keepdim = k.getValue();
  if (kind == "float" && in.getDtype() && !isFloat(in.getDtype()))
    return op->emitOpError("needs a floating-point input, got ") << in;
  if (in.getRanked()) {
    int64_t rank = in.getSizes().size();
    SmallVector<bool> seen(std::max<int64_t>(rank, 1), false);
    size_t reduced = rank;
    if (dimsAttr) {
      for (int64_t d : dimsAttr.asArrayRef()) {
        auto n = normalizeDim(d, rank);
        if (!n)
          return op->emitOpError("dim ") << d << " is out of range for a tensor of rank " << rank;
        if (seen[*n])
          return op->emitOpError("dim ") << d << " appears more than once";
        seen[*n] = true;
      }
      reduced = rank == 0 ? 0 : dimsAttr.size();
    }
    int64_t expectedRank = keepdim ? rank : rank - reduced;
    if (out.getRanked() && (int64_t)out.getSizes().size() != expectedRank)
      return op->emitOpError("result rank ") << out.getSizes().size() << " should be "
                                             << expectedRank;
  }
  Type od = out.getDtype();
  if (kind == "to_float" && od && !isFloat(od))
    return op->emitOpError("must produce a floating-point tensor, got ") << out;
  if (kind == "bool" && od && !od.isSignlessInteger(1))
    return op->emitOpError("must produce a bool (i1) tensor, got ") << out;
  return success();
}

static LogicalResult verifyArgReduce(Operation *op) {
  auto in = cast<TsTensorType>(op->getOperand(0).getType());
  auto idx = cast<TsTensorType>(op->getResult(1).getType());
  if (idx.getDtype() && !idx.getDtype().isSignlessInteger(64))
    return op->emitOpError("indices must be i64, got ") << idx;
  return checkDim(op, in, op->getAttrOfType<IntegerAttr>("dim").getInt());
}

/// `sort`/`topk`: an ArgReduce-like op whose `k`, when given, fits the dim.
static LogicalResult verifySort(Operation *op) {
  if (failed(verifyArgReduce(op)))
    return failure();
  auto k = op->getAttrOfType<IntegerAttr>("k");
  if (k && op->getNumOperands() > 1)
    return op->emitOpError("takes `k` as an attribute or as a value, not both");
  if (!k)
    return success();
  if (k.getInt() < 0)
    return op->emitOpError("k must not be negative, got ") << k.getInt();
  auto in = cast<TsTensorType>(op->getOperand(0).getType());
  if (in.getRanked()) {
    auto sizes = in.getSizes();
    int64_t dim = op->getAttrOfType<IntegerAttr>("dim").getInt();
    int64_t rank = sizes.size();
    int64_t d = dim < 0 ? dim + rank : dim;
    int64_t n = rank == 0 ? 1 : sizes[d];
    if (n != ShapedType::kDynamic && k.getInt() > n)
      return op->emitOpError("k (") << k.getInt() << ") is larger than the size " << n
                                    << " of dim " << dim;
  }
  return success();
}

static LogicalResult verifyArgIndex(Operation *op) {
  auto in = cast<TsTensorType>(op->getOperand(0).getType());
  auto out = cast<TsTensorType>(op->getResult(0).getType());
  if (out.getDtype() && !out.getDtype().isSignlessInteger(64))
    return op->emitOpError("must produce an i64 tensor, got ") << out;
  if (auto dim = op->getAttrOfType<IntegerAttr>("dim"))
    return checkDim(op, in, dim.getInt());
  return success();
}

static LogicalResult verifySoftmax(Operation *op) {
  auto in = cast<TsTensorType>(op->getOperand(0).getType());
  auto out = cast<TsTensorType>(op->getResult(0).getType());
  if (!shapesCompatible(in, out))
    return op->emitOpError("result type ") << out << " is incompatible with operand type " << in;
  return checkDim(op, in, op->getAttrOfType<IntegerAttr>("dim").getInt());
}

/// Movement ops: dims in range; sizes and repeats sensible.
static LogicalResult verifyMovement(Operation *op) {
  auto in = cast<TsTensorType>(op->getOperand(0).getType());
  StringRef name = op->getName().getStringRef();
  if (auto dim = op->getAttrOfType<IntegerAttr>("dim"))
    if (failed(checkDim(op, in, dim.getInt())))
      return failure();
  if (name == "ts.slice") {
    if (op->getAttrOfType<IntegerAttr>("step").getInt() <= 0)
      return op->emitOpError("step must be positive");
    unsigned named = 0;
    for (StringRef bound : {"start", "end"})
      if (op->getAttrOfType<IntegerAttr>(bound).getInt() == INT64_MIN)
        ++named;
    if (named != op->getNumOperands() - 1)
      return op->emitOpError("has ") << named << " bound(s) naming a value but "
                                      << op->getNumOperands() - 1 << " bound value(s)";
    if (in.getRanked() && in.getSizes().empty())
      return op->emitOpError("cannot slice a 0-d tensor");
  }
  if (name == "ts.chunk") {
    int64_t chunks = op->getAttrOfType<IntegerAttr>("chunks").getInt();
    int64_t index = op->getAttrOfType<IntegerAttr>("index").getInt();
    if (chunks <= 0)
      return op->emitOpError("chunk expects `chunks` to be greater than 0, got ") << chunks;
    if (index < 0 || index >= chunks)
      return op->emitOpError("part ") << index << " of " << chunks << " chunks does not exist";
    if (in.getRanked() && in.getSizes().empty())
      return op->emitOpError("cannot chunk a 0-d tensor");
  }
  if (name == "ts.split_part") {
    int64_t size = op->getAttrOfType<IntegerAttr>("size").getInt();
    int64_t index = op->getAttrOfType<IntegerAttr>("index").getInt();
    int64_t count = op->getAttrOfType<IntegerAttr>("count").getInt();
    if (size <= 0)
      return op->emitOpError("split_size must be positive, got ") << size;
    if (index < 0 || index >= count)
      return op->emitOpError("part ") << index << " of " << count << " parts does not exist";
    if (in.getRanked() && in.getSizes().empty())
      return op->emitOpError("cannot split a 0-d tensor");
  }
  if (name == "ts.interpolate") {
    StringRef mode = op->getAttrOfType<StringAttr>("mode").getValue();
    if (mode != "nearest" && mode != "linear")
      return op->emitOpError("mode must be 'nearest' or 'linear', got '") << mode << "'";
    int64_t sizes = op->getAttrOfType<DenseI64ArrayAttr>("output_size").size();
    int64_t scales = op->getAttrOfType<ArrayAttr>("scales").size();
    if (sizes == 0 && scales == 0)
      return op->emitOpError("needs an output_size or scales");
    if (sizes != 0 && scales != 0 && sizes != scales)
      return op->emitOpError("has ") << sizes << " output sizes but " << scales << " scales";
    int64_t spatial = sizes ? sizes : scales;
    if (spatial > 3)
      return op->emitOpError("resamples at most 3 dims, got ") << spatial;
    // One size or scale stands for every spatial dim.
    int64_t rank = in.getRanked() ? (int64_t)in.getSizes().size() : 0;
    if (in.getRanked() && (rank < 3 || rank > 5 || (spatial != 1 && rank != spatial + 2)))
      return op->emitOpError("resamples ") << spatial << " dim(s), so needs a tensor of rank "
                                            << spatial + 2 << ", got " << in;
    for (int64_t s : op->getAttrOfType<DenseI64ArrayAttr>("output_size").asArrayRef())
      if (s <= 0)
        return op->emitOpError("output sizes must be positive, got ") << s;
    for (Attribute a : op->getAttrOfType<ArrayAttr>("scales"))
      if (cast<FloatAttr>(a).getValueAsDouble() <= 0)
        return op->emitOpError("scales must be positive");
  }
  if (name == "ts.select" && in.getRanked() && in.getSizes().empty())
    return op->emitOpError("cannot index a 0-d tensor");
  if ((name == "ts.tril" || name == "ts.triu") && in.getRanked() && in.getSizes().size() < 2)
    return op->emitOpError("needs a tensor of rank >= 2, got ") << in;
  if (auto dims = op->getAttrOfType<DenseI64ArrayAttr>("dims"))
    for (int64_t d : dims.asArrayRef())
      if (failed(checkDim(op, in, d)))
        return failure();
  if (auto repeats = op->getAttrOfType<DenseI64ArrayAttr>("repeats")) {
    for (int64_t r : repeats.asArrayRef())
      if (r < 0)
        return op->emitOpError("repeats must be non-negative, got ") << r;
    if (in.getRanked() && repeats.size() < (int64_t)in.getSizes().size())
      return op->emitOpError("needs at least ") << in.getSizes().size() << " repeats";
  }
  if (auto sizes = op->getAttrOfType<DenseI64ArrayAttr>("sizes")) {
    if (in.getRanked() && sizes.size() < (int64_t)in.getSizes().size())
      return op->emitOpError("cannot expand ") << in << " to fewer dims";
    // i64's minimum names the next size value (known once shapes are).
    for (int64_t s : sizes.asArrayRef())
      if (s < -1 && s != ShapedType::kDynamic && s != std::numeric_limits<int64_t>::min())
        return op->emitOpError("invalid size ") << s;
  }
  return success();
}

/// Index-taking ops: integer indices, dims in range.
/// `scatter`: `dim` in range; an i64 index of `self`'s rank.
static LogicalResult verifyScatter(Operation *op) {
  auto self = cast<TsTensorType>(op->getOperand(0).getType());
  auto index = cast<TsTensorType>(op->getOperand(1).getType());
  if (index.getDtype() && !index.getDtype().isSignlessInteger(64))
    return op->emitOpError("index must be an i64 tensor, got ") << index;
  if (self.getRanked() && index.getRanked() && self.getSizes().size() != index.getSizes().size())
    return op->emitOpError("index must have the rank of self (") << self.getSizes().size()
                                                                   << "), got " << index;
  if (auto reduce = op->getAttrOfType<StringAttr>("reduce")) {
    StringRef r = reduce.getValue();
    if (!r.empty() && r != "sum" && r != "prod" && r != "amax" && r != "amin")
      return op->emitOpError("reduce must be sum, prod, amax or amin, got '") << r << "'";
  }
  return checkDim(op, self, op->getAttrOfType<IntegerAttr>("dim").getInt());
}

static LogicalResult verifyGatherLike(Operation *op) {
  auto in = cast<TsTensorType>(op->getOperand(0).getType());
  auto idx = cast<TsTensorType>(op->getOperand(1).getType());
  if (idx.getDtype() && !idx.getDtype().isSignlessInteger(64) && !idx.getDtype().isSignlessInteger(32))
    return op->emitOpError("index must be an int64 or int32 tensor, got ") << idx;
  if (auto dim = op->getAttrOfType<IntegerAttr>("dim"))
    if (failed(checkDim(op, in, dim.getInt())))
      return failure();
  StringRef name = op->getName().getStringRef();
  if (name == "ts.index_select" && idx.getRanked() && idx.getSizes().size() > 1)
    return op->emitOpError("index must be 0-d or 1-D, got ") << idx;
  if (name == "ts.embedding" && in.getRanked() && in.getSizes().size() != 2)
    return op->emitOpError("weight must be 2-D, got ") << in;
  // A 0-d input reads as one element, which a 1-D index may repeat.
  if (name == "ts.gather" && in.getRanked() && idx.getRanked() &&
      in.getSizes().size() != idx.getSizes().size() &&
      !(in.getSizes().empty() && idx.getSizes().size() == 1))
    return op->emitOpError("index must have the same rank as the input");
  return success();
}

#define GET_OP_CLASSES
#include "TsOps.cpp.inc"

/// Whether the values packed into one container element have the types
/// `declared`; a tensor may be any ts tensor (refinement sharpens the
/// values, not the packed type).
static bool packedTypesMatch(TypeRange declared, TypeRange values) {
  if (declared.size() != values.size())
    return false;
  for (size_t i = 0; i < values.size(); ++i)
    if (declared[i] != values[i] &&
        !(isa<TsTensorType>(declared[i]) && isa<TsTensorType>(values[i])))
      return false;
  return true;
}

/// A packed tuple's fields match its type.
static LogicalResult verifyTupleFields(Operation *op, TupleType tuple, TypeRange fields) {
  if (!packedTypesMatch(tuple.getTypes(), fields))
    return op->emitOpError("fields ") << fields << " do not match " << tuple;
  return success();
}

LogicalResult TuplePackOp::verify() {
  return verifyTupleFields(*this, cast<TupleType>(getResult().getType()), getFields().getTypes());
}

LogicalResult TupleUnpackOp::verify() {
  return verifyTupleFields(*this, cast<TupleType>(getTuple().getType()), getFields().getTypes());
}

/// The payload of a packed optional has the optional's value type; a
/// tensor payload may be any ts tensor (as a packed tuple's field).
static LogicalResult verifyOptionalPayload(Operation *op, TsOptionalType optional, Type payload) {
  Type declared = optional.getValueType();
  if (declared != payload && !(isa<TsTensorType>(declared) && isa<TsTensorType>(payload)))
    return op->emitOpError("payload type ") << payload << " does not match " << optional;
  return success();
}

LogicalResult OptionalPackOp::verify() {
  return verifyOptionalPayload(*this, cast<TsOptionalType>(getResult().getType()),
                               getPayload().getType());
}

LogicalResult OptionalUnpackOp::verify() {
  return verifyOptionalPayload(*this, cast<TsOptionalType>(getOptional().getType()),
                               getPayload().getType());
}

/// A packed union's payloads have its member types, but a `None` member
/// has none.
static LogicalResult verifyUnionPayloads(Operation *op, TsUnionType u, TypeRange payloads) {
  SmallVector<Type> members;
  for (Type m : u.getMemberTypes())
    if (!isa<TsNoneType>(m))
      members.push_back(m);
  if (!packedTypesMatch(members, payloads))
    return op->emitOpError("payloads ") << payloads << " do not match " << u;
  return success();
}

LogicalResult UnionPackOp::verify() {
  return verifyUnionPayloads(*this, cast<TsUnionType>(getResult().getType()),
                             getPayloads().getTypes());
}

LogicalResult UnionUnpackOp::verify() {
  return verifyUnionPayloads(*this, cast<TsUnionType>(getPacked().getType()),
                             getPayloads().getTypes());
}

LogicalResult EinsumOp::verify() {
  StringRef eq = getEquation();
  size_t terms = eq.split("->").first.count(',') + 1;
  if (terms != getInputs().size())
    return emitOpError("equation `") << eq << "` has " << terms << " operand terms but the op has "
                                     << getInputs().size() << " operands";
  if (eq.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ,.-> ") !=
      StringRef::npos)
    return emitOpError("equation `") << eq << "` has a character that is not a label, `,`, `...` or `->`";
  return success();
}

LogicalResult CatOp::verify() {
  if (getTensors().empty())
    return emitOpError("needs at least one tensor");
  // As in PyTorch, a 1-D empty tensor joins tensors of any rank.
  auto joins = [](TsTensorType t) {
    return !(t.getRanked() && t.getSizes().size() == 1 && t.getSizes()[0] == 0);
  };
  TsTensorType first;
  for (Value v : getTensors()) {
    auto t = cast<TsTensorType>(v.getType());
    if (!joins(t))
      continue;
    if (!first)
      first = t;
    if (failed(checkDim(*this, t, getDim())))
      return failure();
    if (first.getRanked() && t.getRanked() && first.getSizes().size() != t.getSizes().size())
      return emitOpError("tensors must have the same rank, got ") << first << " and " << t;
  }
  return success();
}

LogicalResult ChannelAffineOp::verify() {
  auto in = cast<TsTensorType>(getSelf().getType());
  if (in.getRanked() && in.getSizes().size() < 2)
    return emitOpError("needs an input of rank >= 2 (N, C, ...), got ") << in;
  return success();
}

/// Entries of a `shape` that name one of the op's `size_values`.
static constexpr int64_t kSizeFromValue = std::numeric_limits<int64_t>::min();

static LogicalResult checkSizeValues(Operation *op, ArrayRef<int64_t> shape, size_t values) {
  if ((size_t)llvm::count(shape, kSizeFromValue) != values)
    return op->emitOpError("has ") << values << " size values for "
                                   << llvm::count(shape, kSizeFromValue) << " entries that take one";
  return success();
}

LogicalResult FullOp::verify() {
  if (failed(checkSizeValues(*this, getShape(), getSizeValues().size())))
    return failure();
  for (int64_t d : getShape())
    if (d < 0 && d != kSizeFromValue)
      return emitOpError("sizes must be non-negative, got ") << d;
  return success();
}

LogicalResult RangeOp::verify() {
  bool fromEnd = (int64_t)getLength() == kSizeFromValue;
  if (fromEnd != (bool)getEnd())
    return emitOpError("takes an `end` operand exactly when its length is i64's minimum");
  if (!fromEnd && (int64_t)getLength() < 0)
    return emitOpError("length must be non-negative");
  return success();
}

LogicalResult EyeOp::verify() {
  if ((int64_t)getN() < 0 || (int64_t)getM() < 0)
    return emitOpError("sizes must be non-negative");
  return success();
}

LogicalResult LiteralOp::verify() {
  auto t = cast<TsTensorType>(getResult().getType());
  auto v = cast<ShapedType>(getValue().getType());
  if (!t.hasStaticShapeAndDtype() || t.toBuiltinTensor() != RankedTensorType::get(v.getShape(), v.getElementType()))
    return emitOpError("result type ") << t << " does not match the value's type " << v;
  return success();
}

LogicalResult WhereOp::verify() {
  auto cond = cast<TsTensorType>(getCondition().getType());
  if (cond.getDtype() && !cond.getDtype().isSignlessInteger(1))
    return emitOpError("condition must be a bool tensor, got ") << cond;
  return verifyBroadcast(*this, getOperation()->getOperands(),
                         cast<TsTensorType>(getResult().getType()));
}

LogicalResult ClampOp::verify() {
  auto in = cast<TsTensorType>(getSelf().getType());
  if (!getMin() && !getMax())
    return emitOpError("needs at least one of `min` and `max`");
  // A bool tensor is promoted by its bounds (int64 or float32).
  auto out = cast<TsTensorType>(getResult().getType());
  if (out.getDtype() && out.getDtype().isSignlessInteger(1))
    return emitOpError("is not defined for bool tensors");
  if (!shapesCompatible(in, out))
    return emitOpError("result shape is incompatible with the operand's");
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
  for (int64_t d : {getDim0(), getDim1()})
    if (failed(checkDim(*this, in, d)))
      return failure();
  return success();
}

/// Element count of a static shape.
static std::optional<int64_t> numElements(TsTensorType t) {
  if (!t.getRanked())
    return std::nullopt;
  int64_t n = 1;
  for (int64_t d : t.getSizes()) {
    if (d == ShapedType::kDynamic)
      return std::nullopt;
    n *= d;
  }
  return n;
}

LogicalResult ReshapeOp::verify() {
  auto in = cast<TsTensorType>(getSelf().getType());
  if (failed(checkSizeValues(*this, getShape(), getSizeValues().size())))
    return failure();
  int64_t inferred = 0, product = 1;
  bool fromValues = !getSizeValues().empty();
  for (int64_t d : getShape()) {
    if (d == kSizeFromValue)
      continue;
    if (d == -1)
      ++inferred;
    else if (d < 0)
      return emitOpError("invalid shape dimension ") << d;
    else
      product *= d;
  }
  if (inferred > 1)
    return emitOpError("only one dimension can be inferred (-1)");
  if (fromValues)
    return success();
  if (auto n = numElements(in)) {
    if (inferred == 0 && product != *n)
      return emitOpError("shape ") << shapeString(getShape()) << " is invalid for input of size "
                                   << *n;
    if (inferred == 1 && (product == 0 || *n % product != 0))
      return emitOpError("shape ") << shapeString(getShape()) << " is invalid for input of size "
                                   << *n;
  }
  return success();
}

LogicalResult PermuteOp::verify() {
  auto in = cast<TsTensorType>(getSelf().getType());
  if (!in.getRanked())
    return success();
  int64_t rank = in.getSizes().size();
  if ((int64_t)getDims().size() != rank)
    return emitOpError("needs ") << rank << " dims for a tensor of rank " << rank << ", got "
                                 << getDims().size();
  SmallVector<bool> seen(rank, false);
  for (int64_t d : getDims()) {
    auto n = normalizeDim(d, rank);
    if (!n || rank == 0)
      return emitOpError("dim ") << d << " is out of range for a tensor of rank " << rank;
    if (seen[*n])
      return emitOpError("dim ") << d << " appears more than once";
    seen[*n] = true;
  }
  return success();
}

LogicalResult UnsqueezeOp::verify() {
  auto in = cast<TsTensorType>(getSelf().getType());
  if (in.getRanked() && !normalizeDim(getDim(), in.getSizes().size() + 1))
    return emitOpError("dim ") << getDim() << " is out of range for a tensor of rank "
                               << in.getSizes().size();
  return success();
}

LogicalResult SqueezeOp::verify() {
  if (auto dim = getDim())
    return checkDim(*this, cast<TsTensorType>(getSelf().getType()), *dim);
  return success();
}

LogicalResult FlattenOp::verify() {
  auto in = cast<TsTensorType>(getSelf().getType());
  if (!in.getRanked())
    return success();
  int64_t rank = in.getSizes().size();
  auto s = normalizeDim(getStartDim(), rank), e = normalizeDim(getEndDim(), rank);
  if (!s || !e)
    return emitOpError("dims (") << getStartDim() << ", " << getEndDim()
                                 << ") are out of range for a tensor of rank " << rank;
  if (*s > *e)
    return emitOpError("start_dim ") << getStartDim() << " comes after end_dim " << getEndDim();
  return success();
}

/// Shared checks of pooling and convolution window attributes.
static LogicalResult verifyWindow(Operation *op, TsTensorType in, size_t spatial,
                                  ArrayRef<StringRef> names) {
  if (spatial < 1 || spatial > 3)
    return op->emitOpError("supports 1 to 3 spatial dims, got ") << spatial;
  if (in.getRanked() && in.getSizes().size() != spatial + 2)
    return op->emitOpError("input must have rank ") << spatial + 2 << " (N, C, spatial...), got "
                                                    << in;
  for (StringRef name : names) {
    auto attr = op->getAttrOfType<DenseI64ArrayAttr>(name);
    if (!attr)
      continue;
    if ((size_t)attr.size() != spatial)
      return op->emitOpError("`") << name << "` needs " << spatial << " values, got "
                                  << attr.size();
    for (int64_t v : attr.asArrayRef())
      if (v < (name == "padding" ? 0 : 1))
        return op->emitOpError("`") << name << "` values must be "
                                    << (name == "padding" ? "non-negative" : "positive")
                                    << ", got " << v;
  }
  return success();
}

LogicalResult ConvolutionOp::verify() {
  auto in = cast<TsTensorType>(getInput().getType());
  auto w = cast<TsTensorType>(getWeight().getType());
  size_t spatial = getStride().size();
  if (failed(verifyWindow(*this, in, spatial, {"stride", "padding", "dilation"})))
    return failure();
  if (w.getRanked() && w.getSizes().size() != spatial + 2)
    return emitOpError("weight must have rank ") << spatial + 2 << ", got " << w;
  if (getGroups() < 1)
    return emitOpError("groups must be positive, got ") << getGroups();
  if (in.getRanked() && w.getRanked()) {
    int64_t c = in.getSizes()[1], wc = w.getSizes()[1], oc = w.getSizes()[0];
    if (c != ShapedType::kDynamic && wc != ShapedType::kDynamic && c != wc * (int64_t)getGroups())
      return emitOpError("input has ") << c << " channels but weight expects " << wc * (int64_t)getGroups()
                                       << " (" << wc << " x " << getGroups() << " groups)";
    if (oc != ShapedType::kDynamic && oc % (int64_t)getGroups() != 0)
      return emitOpError("out channels ") << oc << " are not divisible by groups " << getGroups();
  }
  return success();
}

LogicalResult MaxPoolOp::verify() {
  return verifyWindow(*this, cast<TsTensorType>(getSelf().getType()), getKernel().size(),
                      {"kernel", "stride", "padding", "dilation"});
}

LogicalResult AvgPoolOp::verify() {
  return verifyWindow(*this, cast<TsTensorType>(getSelf().getType()), getKernel().size(),
                      {"kernel", "stride", "padding"});
}

LogicalResult AdaptiveAvgPoolOp::verify() {
  return verifyWindow(*this, cast<TsTensorType>(getSelf().getType()), getOutputSize().size(),
                      {"output_size"});
}

LogicalResult FullLikeOp::verify() {
  if (!shapesCompatible(cast<TsTensorType>(getSelf().getType()),
                        cast<TsTensorType>(getResult().getType())))
    return emitOpError("result shape is incompatible with the operand's");
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
OpFoldResult LiteralOp::fold(FoldAdaptor) { return getValue(); }

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

/// Runtime heap objects (lists, dicts, strings): lowered to `!llvm.ptr`.
bool tsTypeIsAContainer(MlirType t) {
  return isa<TsListType, TsDictType, TsStrType>(unwrap(t));
}
/// A packed optional (a runtime handle, null for None).
bool tsTypeIsAnOptional(MlirType t) { return isa<TsOptionalType>(unwrap(t)); }
/// The payload type of a packed optional; null otherwise.
MlirType tsOptionalGetValueType(MlirType t) {
  if (auto o = dyn_cast<TsOptionalType>(unwrap(t)))
    return wrap(o.getValueType());
  return wrap(Type());
}
/// A packed union (a runtime handle of its index and payloads).
bool tsTypeIsAUnion(MlirType t) { return isa<TsUnionType>(unwrap(t)); }
/// The number of members of a packed union; 0 otherwise.
intptr_t tsUnionGetNumMembers(MlirType t) {
  if (auto u = dyn_cast<TsUnionType>(unwrap(t)))
    return u.getMemberTypes().size();
  return 0;
}
/// Member `i` of a packed union.
MlirType tsUnionGetMember(MlirType t, intptr_t i) {
  return wrap(cast<TsUnionType>(unwrap(t)).getMemberTypes()[i]);
}
/// A script-class instance held by reference: lowered to `!llvm.ptr`.
bool tsTypeIsAnObject(MlirType t) { return isa<TsObjectType>(unwrap(t)); }
/// The element type of a list, or the key type of a dict; null otherwise.
MlirType tsContainerGetKeyType(MlirType t) {
  if (auto l = dyn_cast<TsListType>(unwrap(t)))
    return wrap(l.getElementType());
  if (auto d = dyn_cast<TsDictType>(unwrap(t)))
    return wrap(d.getKeyType());
  return wrap(Type());
}
/// The value type of a dict; null otherwise.
MlirType tsDictGetValueType(MlirType t) {
  if (auto d = dyn_cast<TsDictType>(unwrap(t)))
    return wrap(d.getValueType());
  return wrap(Type());
}

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
