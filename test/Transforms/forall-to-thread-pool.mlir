// RUN: ts-opt %s --pass-pipeline='builtin.module(ts-forall-to-thread-pool)' --split-input-file | FileCheck %s
// Each outermost scf.forall on buffers becomes one call to the runtime's
// thread pool; its body is outlined into a function over a range of the
// linearized iteration space, reading what it captures from a context
// struct the caller fills (buffers as LLVM descriptors, indices as i64).

// Static bounds: the trip counts are constants on both sides; the context
// is allocated at the function's entry; constants are cloned, not passed.
// CHECK-LABEL: func.func @static(
// CHECK-SAME: %[[A:.*]]: memref<64x64xf32>, %[[N:.*]]: index)
// CHECK: %[[ONE:.*]] = arith.constant 1 : i64
// CHECK: %[[CTX:.*]] = llvm.alloca %[[ONE]] x !llvm.struct<(i64, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
// CHECK: scf.for
// CHECK: %[[I64:.*]] = arith.index_cast %[[N]] : index to i64
// CHECK: llvm.insertvalue %[[I64]], {{.*}}[0]
// CHECK: %[[DESC:.*]] = builtin.unrealized_conversion_cast %[[A]] : memref<64x64xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: llvm.insertvalue %[[DESC]], {{.*}}[1]
// CHECK: %[[TOTAL:.*]] = arith.muli
// CHECK: llvm.store {{.*}}, %[[CTX]]
// CHECK: %[[BODY:.*]] = {{(func.)?}}constant @static_parallel0 : (!llvm.ptr, index, index) -> ()
// CHECK: call @ts_rt_parallel_for(%[[BODY]], %[[CTX]], %[[TOTAL]])
// CHECK-NOT: scf.forall
// CHECK: func.func private @static_parallel0(%[[C:.*]]: !llvm.ptr, %[[BEGIN:.*]]: index, %[[END:.*]]: index)
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[FIELDS:.*]] = llvm.load %[[C]]
// CHECK: %[[OFFSET:.*]] = arith.index_cast {{.*}} : i64 to index
// CHECK: %[[BUF:.*]] = builtin.unrealized_conversion_cast {{.*}} to memref<64x64xf32>
// CHECK: scf.for %[[L:.*]] = %[[BEGIN]] to %[[END]]
// CHECK: %[[J:.*]] = arith.remui %[[L]], %c4
// CHECK: arith.divui %[[L]], %c4
// CHECK: %[[ROW:.*]] = arith.addi {{.*}}, %[[OFFSET]]
// CHECK: memref.store %[[ZERO]], %[[BUF]][%[[ROW]], {{.*}}]
// CHECK: func.func private @ts_rt_parallel_for((!llvm.ptr, index, index) -> (), !llvm.ptr, index)
func.func @static(%a: memref<64x64xf32>, %n: index) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %r = %c0 to %c3 step %c1 {
    scf.forall (%i, %j) in (2, 4) {
      %k = arith.addi %i, %n : index
      memref.store %zero, %a[%k, %j] : memref<64x64xf32>
    }
  }
  return
}

// -----

// Dynamic bounds: lower bound, step and trip count of that dim travel in
// the context (the count computed by the caller, clamped at zero).
// CHECK-LABEL: func.func @dynamic(
// CHECK: arith.subi
// CHECK: arith.maxsi
// CHECK: arith.ceildivsi
// CHECK: call @ts_rt_parallel_for
// CHECK: func.func private @dynamic_parallel0(
// CHECK: llvm.extractvalue {{.*}}[1]
// CHECK: llvm.extractvalue {{.*}}[2]
// CHECK: llvm.extractvalue {{.*}}[3]
// CHECK: scf.for
// CHECK: arith.muli
// CHECK: arith.addi
func.func @dynamic(%a: memref<?xf32>, %lb: index, %ub: index) {
  %one = arith.constant 1.0 : f32
  scf.forall (%i) = (%lb) to (%ub) step (8) {
    memref.store %one, %a[%i] : memref<?xf32>
  }
  return
}

// -----

// A forall whose body calls a function (which could raise, and raising
// must not cross the pool's threads) is left alone, to run serially; one
// nested in an outlined forall moves with its body.
func.func private @may_raise(index)
// CHECK-LABEL: func.func @calls(
// CHECK: scf.forall
// CHECK: call @may_raise
// CHECK-NOT: ts_rt_parallel_for
func.func @calls(%n: index) {
  scf.forall (%i) in (4) {
    func.call @may_raise(%i) : (index) -> ()
  }
  return
}
// CHECK-LABEL: func.func @nested(
// CHECK: call @ts_rt_parallel_for
// CHECK: func.func private @nested_parallel0(
// CHECK: scf.for
// CHECK: scf.forall
// CHECK: memref.store
// CHECK-NOT: ts_rt_parallel_for
// CHECK: return
func.func @nested(%a: memref<4x4xf32>) {
  %one = arith.constant 1.0 : f32
  scf.forall (%i) in (4) {
    scf.forall (%j) in (4) {
      memref.store %one, %a[%i, %j] : memref<4x4xf32>
    }
  }
  return
}

// -----

// A value of a type the context cannot carry (a vector here) keeps the
// forall serial too.
// CHECK-LABEL: func.func @vector_capture(
// CHECK: scf.forall
// CHECK-NOT: ts_rt_parallel_for
func.func @vector_capture(%a: memref<4x4xf32>, %v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  scf.forall (%i) in (4) {
    vector.store %v, %a[%i, %c0] : memref<4x4xf32>, vector<4xf32>
  }
  return
}
