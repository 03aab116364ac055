//===- FuseElementwise.cpp - ts-fuse-elementwise pass ---------------------===//
//
// `ts-fuse-elementwise`: upstream's `linalg-fuse-elementwise-ops` with one
// more rule. A producer is not fused into a consumer that sums (has a
// reduction loop) through an operand the consumer reads with a projection
// (fewer loops than it has): there each element of the producer would be
// computed once per value of the loops the map drops — `relu(h) @ w`
// would compute relu once per output column — and the consumer would stop
// being a plain contraction that `ts-vectorize-contractions` tiles and
// vectorizes. Fusing into elementwise consumers, or into reductions that
// read each element once (`sum(exp(x))`), is unchanged. Upstream's control
// is a fixed function (single use), which a pipeline cannot change; this
// pass only supplies another. It also refuses one fusion upstream gets
// wrong: a producer that reads its init, into a consumer that broadcasts it.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;

namespace {
/// Whether `producer`'s payload reads the value of one of its inits.
bool readsItsInit(Operation *producer) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(producer);
  if (!linalgOp)
    return false;
  return llvm::any_of(linalgOp.getDpsInitsMutable(), [&](OpOperand &init) {
    return linalgOp.payloadUsesValueFromOperand(&init);
  });
}

/// Whether fusing the producer of `operand` into its user recomputes
/// nothing the user's reductions would multiply, and keeps the value.
bool fusesWithoutRecomputation(OpOperand *operand) {
  Operation *producer = operand->get().getDefiningOp();
  if (!producer || !producer->hasOneUse())
    return false;
  auto consumer = dyn_cast<linalg::LinalgOp>(operand->getOwner());
  if (!consumer)
    return true;
  bool readOnce = consumer.getMatchingIndexingMap(operand).isPermutation();
  // A producer that reads its init keeps it as an output of the fused op,
  // indexed through the consumer's map: through a broadcast each element
  // of it is read and rewritten once per dropped loop, so `acc + x`
  // accumulates across the broadcast.
  if (!readOnce && readsItsInit(producer))
    return false;
  return consumer.getNumReductionLoops() == 0 || readOnce;
}

struct FuseElementwisePass
    : public PassWrapper<FuseElementwisePass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(FuseElementwisePass)

  StringRef getArgument() const final { return "ts-fuse-elementwise"; }
  StringRef getDescription() const final {
    return "Fuse elementwise linalg ops, except into a reduction through an "
           "operand it reads more than once per element";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<affine::AffineDialect, linalg::LinalgDialect,
                    tensor::TensorDialect>();
  }
  // The pattern set of upstream's `linalg-fuse-elementwise-ops`.
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    linalg::ControlFusionFn control = fusesWithoutRecomputation;
    linalg::populateElementwiseOpsFusionPatterns(patterns, control);
    linalg::populateFoldReshapeOpsByExpansionPatterns(patterns, control);
    tensor::populateBubbleUpExpandShapePatterns(patterns);
    affine::AffineApplyOp::getCanonicalizationPatterns(patterns, context);
    linalg::GenericOp::getCanonicalizationPatterns(patterns, context);
    tensor::ExpandShapeOp::getCanonicalizationPatterns(patterns, context);
    tensor::CollapseShapeOp::getCanonicalizationPatterns(patterns, context);
    context->getLoadedDialect<linalg::LinalgDialect>()
        ->getCanonicalizationPatterns(patterns);
    linalg::populateConstantFoldLinalgOperations(patterns, control);
    (void)applyPatternsGreedily(
        getOperation(), std::move(patterns),
        GreedyRewriteConfig().setUseTopDownTraversal(true));
  }
};
} // namespace

extern "C" {
/// Registers `ts-fuse-elementwise` so pipelines can name it.
void tsRegisterFuseElementwisePass(void) {
  PassRegistration<FuseElementwisePass>();
}
} // extern "C"
