// RUN: ts-opt %s --pass-pipeline='builtin.module(ts-fresh-allocations)' | FileCheck %s
// The runtime's allocation functions return fresh memory (as malloc
// does): their results are noalias, so LLVM knows two buffers a function
// allocates are distinct. Other functions are left alone.

// CHECK: llvm.func @_mlir_memref_to_llvm_aligned_alloc(i64, i64) -> (!llvm.ptr {llvm.noalias})
llvm.func @_mlir_memref_to_llvm_aligned_alloc(i64, i64) -> !llvm.ptr
// CHECK: llvm.func @_mlir_memref_to_llvm_alloc(i64) -> (!llvm.ptr {llvm.noalias})
llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr
// CHECK: llvm.func @other(i64) -> !llvm.ptr
llvm.func @other(i64) -> !llvm.ptr
