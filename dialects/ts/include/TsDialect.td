//===- TsDialect.td - the ts dialect declaration -------------*- tablegen -*-===//
//
// `ts` is the high-level dialect of the TorchScript compiler: values carry
// TorchScript's types (tensors with optional dtype/shape knowledge, scalars,
// none), and ops have TorchScript's semantics (broadcasting, type promotion).
// Lowering to upstream dialects starts from here.
//
//===----------------------------------------------------------------------===//

#ifndef TS_DIALECT_TD
#define TS_DIALECT_TD

include "mlir/IR/OpBase.td"

def Ts_Dialect : Dialect {
  let name = "ts";
  let cppNamespace = "::mlir::ts";
  let summary = "TorchScript-level ops and types";
  let description = [{
    The `ts` dialect models TorchScript programs after type checking. Tensor
    values have value semantics; their type records what is known about the
    dtype and the shape, from nothing (`!ts.tensor`) to fully static
    (`!ts.tensor<[4,5],f32>`). Scalars use builtin `i64` (int), `f64` (float)
    and `i1` (bool).
  }];
  let useDefaultTypePrinterParser = 1;
  let hasConstantMaterializer = 1;
}

class Ts_Op<string mnemonic, list<Trait> traits = []> :
    Op<Ts_Dialect, mnemonic, traits>;

#endif // TS_DIALECT_TD
