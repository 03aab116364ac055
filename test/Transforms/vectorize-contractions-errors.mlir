// RUN: ts-opt %s --pass-pipeline='builtin.module(ts-vectorize-contractions)' --split-input-file --verify-diagnostics
// A vector width no schedule exists for is an error at the module.

// expected-error @+1 {{`ts.vector_bits` must be 128, 256 or 512 (an integer), not 384 : i64}}
module attributes {ts.vector_bits = 384 : i64} {
  func.func @f() {
    return
  }
}

// -----

// expected-error @+1 {{`ts.vector_bits` must be 128, 256 or 512 (an integer), not "wide"}}
module attributes {ts.vector_bits = "wide"} {
  func.func @f() {
    return
  }
}
