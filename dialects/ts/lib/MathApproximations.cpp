//===- MathApproximations.cpp - ts-math-approximations pass ---------------===//
//
// `ts-math-approximations`: f32 `math.tanh`, `math.exp` and `math.erf`
// become MLIR's polynomial approximations (plain arithmetic, so LLVM
// vectorizes the loops that hold them — sigmoid, softmax, GELU, an LSTM's
// gates; a libm call per element does not vectorize). Upstream has the
// patterns but registers no pass for them; this is that pass, nothing
// more. f64 math stays as libm calls, and so do the f32 functions whose
// approximation gives up accuracy where libm does not (log flushes
// subnormal inputs; expm1 is built on it).
//
//===----------------------------------------------------------------------===//

#include "mlir/CAPI/Pass.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/X86Vector/X86VectorDialect.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;

namespace {
struct MathApproximationsPass
    : public PassWrapper<MathApproximationsPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(MathApproximationsPass)

  StringRef getArgument() const final { return "ts-math-approximations"; }
  StringRef getDescription() const final {
    return "Replace f32 tanh, exp and erf by polynomial approximations "
           "that vectorize";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<arith::ArithDialect, math::MathDialect,
                    vector::VectorDialect, x86vector::X86VectorDialect>();
  }
  void runOnOperation() override {
    // The approximations turn a NaN into poison on the way (`fptosi` of
    // NaN in exp's 2^k), which only happens to come out as NaN at run
    // time; once LLVM can see a constant input it folds that poison to
    // anything. A NaN input returns itself, as libm's functions do.
    getOperation()->walk([](Operation *op) {
      if (!isa<math::ExpOp, math::TanhOp, math::ErfOp>(op) ||
          !getElementTypeOrSelf(op->getResult(0).getType()).isF32())
        return;
      OpBuilder b(op->getContext());
      b.setInsertionPointAfter(op);
      Value x = op->getOperand(0), r = op->getResult(0);
      Value isNan = arith::CmpFOp::create(b, op->getLoc(),
                                          arith::CmpFPredicate::UNO, x, x);
      auto sel = arith::SelectOp::create(b, op->getLoc(), isNan, x, r);
      r.replaceAllUsesExcept(sel.getResult(), sel);
    });
    RewritePatternSet patterns(&getContext());
    populateMathPolynomialApproximationPatterns(
        patterns, [](StringRef name) {
          return llvm::StringSwitch<bool>(name)
              .Cases({"math.tanh", "math.exp", "math.erf"}, true)
              .Default(false);
        });
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

extern "C" {
/// Registers `ts-math-approximations` so pipelines can name it.
void tsRegisterMathApproximationsPass(void) {
  PassRegistration<MathApproximationsPass>();
}
} // extern "C"
