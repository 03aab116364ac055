// RUN: ts-opt %s | ts-opt | FileCheck %s
// Round-trip of every ts type and op through the custom assembly formats.

// CHECK-LABEL: func.func @types
// CHECK-SAME: !ts.tensor,
// CHECK-SAME: !ts.tensor<*,f32>,
// CHECK-SAME: !ts.tensor<[?,4],unk>,
// CHECK-SAME: !ts.tensor<[2,3],i64>,
// CHECK-SAME: !ts.tensor<[],f64>,
// CHECK-SAME: !ts.tensor<[0,1],i1>,
// CHECK-SAME: !ts.tensor<[5],i32>,
// CHECK-SAME: !ts.none
func.func @types(%a: !ts.tensor, %b: !ts.tensor<*,f32>, %c: !ts.tensor<[?,4],unk>,
                 %d: !ts.tensor<[2,3],i64>, %e: !ts.tensor<[],f64>, %f: !ts.tensor<[0,1],i1>,
                 %g: !ts.tensor<[5],i32>, %h: !ts.none) {
  return
}

// CHECK-LABEL: func.func @constants
// CHECK: ts.constant 2.500000e+00 : f64
// CHECK: ts.constant 3 : i64
// CHECK: ts.constant true
// CHECK: ts.none
func.func @constants() -> (f64, i64, i1, !ts.none) {
  %0 = ts.constant 2.5 : f64
  %1 = ts.constant 3 : i64
  %2 = ts.constant true
  %3 = ts.none
  return %0, %1, %2, %3 : f64, i64, i1, !ts.none
}

// CHECK-LABEL: func.func @arithmetic
// CHECK: ts.add %{{.*}}, %{{.*}} : !ts.tensor<[4,5],f32>, !ts.tensor<[5],f32> -> !ts.tensor<[4,5],f32>
// CHECK: ts.sub %{{.*}}, %{{.*}} {bool_check} : !ts.tensor<[4,5],f32>, f64 -> !ts.tensor
// CHECK: ts.mul %{{.*}}, %{{.*}} : i64, !ts.tensor -> !ts.tensor
// CHECK: ts.div %{{.*}}, %{{.*}} : i64, i64 -> f64
// CHECK: ts.add %{{.*}}, %{{.*}} : i64, f64 -> f64
func.func @arithmetic(%a: !ts.tensor<[4,5],f32>, %b: !ts.tensor<[5],f32>, %s: f64, %i: i64) -> f64 {
  %0 = ts.add %a, %b : !ts.tensor<[4,5],f32>, !ts.tensor<[5],f32> -> !ts.tensor<[4,5],f32>
  %1 = ts.sub %0, %s {bool_check} : !ts.tensor<[4,5],f32>, f64 -> !ts.tensor
  %2 = ts.mul %i, %1 : i64, !ts.tensor -> !ts.tensor
  %3 = ts.div %i, %i : i64, i64 -> f64
  %4 = ts.add %i, %3 : i64, f64 -> f64
  return %4 : f64
}

// CHECK-LABEL: func.func @tensor_ops
// CHECK: ts.relu %{{.*}} : !ts.tensor -> !ts.tensor
// CHECK: ts.matmul %{{.*}}, %{{.*}} : !ts.tensor<[5,16],f32>, !ts.tensor<[16,12],f32> -> !ts.tensor<[5,12],f32>
// CHECK: ts.transpose %{{.*}}, 0, -1 : !ts.tensor<[5,12],f32> -> !ts.tensor<[12,5],f32>
// CHECK: ts.bitcast %{{.*}} : !ts.tensor<[5,16],f32> -> !ts.tensor<[5,16],i32>
func.func @tensor_ops(%x: !ts.tensor, %a: !ts.tensor<[5,16],f32>, %b: !ts.tensor<[16,12],f32>) -> (!ts.tensor<[12,5],f32>, !ts.tensor<[5,16],i32>) {
  %0 = ts.relu %x : !ts.tensor -> !ts.tensor
  %1 = ts.matmul %a, %b : !ts.tensor<[5,16],f32>, !ts.tensor<[16,12],f32> -> !ts.tensor<[5,12],f32>
  %2 = ts.transpose %1, 0, -1 : !ts.tensor<[5,12],f32> -> !ts.tensor<[12,5],f32>
  %3 = ts.bitcast %a : !ts.tensor<[5,16],f32> -> !ts.tensor<[5,16],i32>
  return %2, %3 : !ts.tensor<[12,5],f32>, !ts.tensor<[5,16],i32>
}

// CHECK-LABEL: func.func @casts
// CHECK: ts.tensor_static_info_cast %{{.*}} : !ts.tensor<[2,3],f32> to !ts.tensor
// CHECK: ts.same_dtype_or %{{.*}}, %{{.*}} : !ts.tensor<[2,3],f32>, !ts.tensor -> !ts.tensor
// CHECK: ts.to_builtin_tensor %{{.*}} : !ts.tensor<[2,3],f32> -> tensor<2x3xf32>
// CHECK: ts.from_builtin_tensor %{{.*}} : tensor<2x3xf32> -> !ts.tensor<[2,3],f32>
func.func @casts(%a: !ts.tensor<[2,3],f32>) -> (!ts.tensor, !ts.tensor<[2,3],f32>) {
  %0 = ts.tensor_static_info_cast %a : !ts.tensor<[2,3],f32> to !ts.tensor
  %s = ts.same_dtype_or %a, %0 : !ts.tensor<[2,3],f32>, !ts.tensor -> !ts.tensor
  %1 = ts.to_builtin_tensor %a : !ts.tensor<[2,3],f32> -> tensor<2x3xf32>
  %2 = ts.from_builtin_tensor %1 : tensor<2x3xf32> -> !ts.tensor<[2,3],f32>
  return %0, %2 : !ts.tensor, !ts.tensor<[2,3],f32>
}

// CHECK-LABEL: func.func @families
// CHECK: ts.floor_divide
// CHECK: ts.eq {{.*}} -> !ts.tensor<[2,3],i1>
// CHECK: ts.gelu %{{.*}} {approximate = "tanh"}
// CHECK: ts.leaky_relu %{{.*}} {negative_slope = 2.000000e-01 : f64}
// CHECK: ts.clamp %{{.*}} {max = 1.000000e+00 : f64, min = 0.000000e+00 : f64}
// CHECK: ts.where
// CHECK: ts.sum %{{.*}} {dims = array<i64: 1>, keepdim = true}
// CHECK: %{{.*}}, %{{.*}} = ts.max_dim %{{.*}} {dim = 0 : i64}
// CHECK: ts.softmax %{{.*}}, -1
// CHECK: ts.reshape %{{.*}}, [3, -1]
// CHECK: ts.permute %{{.*}}, [1, 0]
// CHECK: ts.slice %{{.*}} {dim = 1 : i64, end = 3 : i64, start = 1 : i64}
// CHECK: ts.cat %{{.*}}, %{{.*}} {dim = 0 : i64}
// CHECK: ts.index_select
// CHECK: ts.convolution %{{.*}}, %{{.*}}, %{{.*}} {dilation = array<i64: 1, 1>, padding = array<i64: 1, 1>, stride = array<i64: 1, 1>}
// CHECK: ts.full [2, 2], 1.000000e+00 : !ts.tensor<[2,2],i64>
// CHECK: ts.literal dense<[1, 2]> : tensor<2xi64> : !ts.tensor<[2],i64>
func.func @families(%a: !ts.tensor<[2,3],f32>, %i: !ts.tensor<[2,3],i64>, %x: !ts.tensor<[1,3,8,8],f32>,
                    %w: !ts.tensor<[4,3,3,3],f32>, %b: !ts.tensor<[4],f32>, %idx: !ts.tensor<[2],i64>) {
  %0 = ts.floor_divide %i, %i : !ts.tensor<[2,3],i64>, !ts.tensor<[2,3],i64> -> !ts.tensor
  %1 = ts.eq %a, %i : !ts.tensor<[2,3],f32>, !ts.tensor<[2,3],i64> -> !ts.tensor<[2,3],i1>
  %2 = ts.gelu %a {approximate = "tanh"} : !ts.tensor<[2,3],f32> -> !ts.tensor
  %3 = ts.leaky_relu %a {negative_slope = 0.2 : f64} : !ts.tensor<[2,3],f32> -> !ts.tensor
  %4 = ts.clamp %a {min = 0.0 : f64, max = 1.0 : f64} : !ts.tensor<[2,3],f32> -> !ts.tensor
  %5 = ts.where %1, %a, %i : !ts.tensor<[2,3],i1>, !ts.tensor<[2,3],f32>, !ts.tensor<[2,3],i64> -> !ts.tensor
  %6 = ts.sum %i {dims = array<i64: 1>, keepdim = true} : !ts.tensor<[2,3],i64> -> !ts.tensor
  %v, %ix = ts.max_dim %a {dim = 0} : !ts.tensor<[2,3],f32> -> !ts.tensor, !ts.tensor
  %7 = ts.softmax %a, -1 : !ts.tensor<[2,3],f32> -> !ts.tensor
  %8 = ts.reshape %a, [3, -1] : !ts.tensor<[2,3],f32> -> !ts.tensor
  %9 = ts.permute %a, [1, 0] : !ts.tensor<[2,3],f32> -> !ts.tensor
  %10 = ts.slice %a {dim = 1, start = 1, end = 3} : !ts.tensor<[2,3],f32> -> !ts.tensor
  %11 = ts.cat %a, %a {dim = 0} : !ts.tensor<[2,3],f32>, !ts.tensor<[2,3],f32> -> !ts.tensor
  // A 1-D empty tensor joins a cat of any rank, as in PyTorch.
  %empty = ts.full [0], 0.0 : !ts.tensor<[0],f32>
  %cat_empty = ts.cat %empty, %a {dim = 1} : !ts.tensor<[0],f32>, !ts.tensor<[2,3],f32> -> !ts.tensor
  %12 = ts.index_select %a, %idx {dim = 0} : !ts.tensor<[2,3],f32>, !ts.tensor<[2],i64> -> !ts.tensor
  %13 = ts.convolution %x, %w, %b {stride = array<i64: 1, 1>, padding = array<i64: 1, 1>, dilation = array<i64: 1, 1>} : !ts.tensor<[1,3,8,8],f32>, !ts.tensor<[4,3,3,3],f32>, !ts.tensor<[4],f32> -> !ts.tensor
  %14 = ts.full [2, 2], 1.0 : !ts.tensor<[2,2],i64>
  %15 = ts.literal dense<[1, 2]> : tensor<2xi64> : !ts.tensor<[2],i64>
  return
}

// A chunk of a tensor, and a runtime builtin on string handles.
// CHECK-LABEL: func.func @chunk_and_runtime_call
// CHECK: ts.chunk %{{.*}} {chunks = 2 : i64, dim = 1 : i64, index = 1 : i64} : !ts.tensor<[2,3],f32> -> !ts.tensor
// CHECK: ts.split_part %{{.*}} {count = 2 : i64, dim = 0 : i64, index = 0 : i64, size = 1 : i64}
// CHECK: ts.runtime_call "str_split"(%{{.*}}, %{{.*}}) : (!ts.str, i64) -> !ts.list<!ts.str>
func.func @chunk_and_runtime_call(%a: !ts.tensor<[2,3],f32>, %s: !ts.str) -> (!ts.tensor, !ts.list<!ts.str>) {
  %0 = ts.chunk %a {dim = 1, chunks = 2, index = 1} : !ts.tensor<[2,3],f32> -> !ts.tensor
  %p = ts.split_part %a {dim = 0, size = 1, index = 0, count = 2} : !ts.tensor<[2,3],f32> -> !ts.tensor
  %none = ts.constant 0 : i64
  %1 = ts.runtime_call "str_split"(%s, %none) : (!ts.str, i64) -> !ts.list<!ts.str>
  return %0, %1 : !ts.tensor, !ts.list<!ts.str>
}

// A runtime call that changes its list, a raise whose message is
// completed at run time, and a warning.
// CHECK-LABEL: func.func @runtime_mutate_and_raise
// CHECK: ts.runtime_mutate "list_sort"(%{{.*}}, %{{.*}}, %{{.*}}) : (!ts.list<i64>, i64, i1) -> i64
// CHECK: ts.raise "ValueError: " %{{.*}}
// CHECK: ts.raise "AssertionError"
// CHECK: ts.warn %{{.*}}
func.func @runtime_mutate_and_raise(%l: !ts.list<i64>, %s: !ts.str) -> i64 {
  %kind = ts.constant 0 : i64
  %rev = ts.constant false
  %0 = ts.runtime_mutate "list_sort"(%l, %kind, %rev) : (!ts.list<i64>, i64, i1) -> i64
  ts.raise "ValueError: " %s
  ts.raise "AssertionError"
  ts.warn %s
  return %0 : i64
}

// `x.dtype` and a cast whose dtype is an int value.
// CHECK-LABEL: func.func @dtype_query_and_cast_to
// CHECK: %[[D:.*]] = ts.dtype %{{.*}} : !ts.tensor<[2],i32>
// CHECK: ts.cast_to %{{.*}}, %[[D]] : !ts.tensor<[2],f32> -> !ts.tensor
func.func @dtype_query_and_cast_to(%a: !ts.tensor<[2],i32>, %b: !ts.tensor<[2],f32>) -> (i64, !ts.tensor) {
  %d = ts.dtype %a : !ts.tensor<[2],i32>
  %0 = ts.cast_to %b, %d : !ts.tensor<[2],f32> -> !ts.tensor
  return %d, %0 : i64, !ts.tensor
}

// An in-place op's result written back into its receiver (`y.add_(x)`).
// CHECK-LABEL: func.func @in_place_result
// CHECK: ts.cast_to %{{.*}}, %{{.*}} into %arg0 : !ts.tensor<[2],f64>, !ts.tensor<[2],i32> -> !ts.tensor
func.func @in_place_result(%y: !ts.tensor<[2],i32>, %sum: !ts.tensor<[2],f64>) -> !ts.tensor {
  %d = ts.dtype %y : !ts.tensor<[2],i32>
  %0 = ts.cast_to %sum, %d into %y : !ts.tensor<[2],f64>, !ts.tensor<[2],i32> -> !ts.tensor
  return %0 : !ts.tensor
}

// A copy's result written into its target (`y.copy_(x)`, `y[0] = x`).
// CHECK-LABEL: func.func @copy_result
// CHECK: ts.cast_to %{{.*}}, %{{.*}} into %arg0 {copy} : !ts.tensor<[2],f64>, !ts.tensor<[2],i32> -> !ts.tensor
func.func @copy_result(%y: !ts.tensor<[2],i32>, %x: !ts.tensor<[2],f64>) -> !ts.tensor {
  %d = ts.dtype %y : !ts.tensor<[2],i32>
  %0 = ts.cast_to %x, %d into %y {copy} : !ts.tensor<[2],f64>, !ts.tensor<[2],i32> -> !ts.tensor
  return %0 : !ts.tensor
}

// Sizes given as int values (known once shapes are refined) stand at the
// `shape` entries equal to i64's minimum.
// A random draw: the generator's next key and the tensor it is shaped like.
// CHECK-LABEL: func.func @random
// CHECK: %[[KEY:.*]] = ts.runtime_mutate "random_key"() : () -> i64
// CHECK: ts.random %[[KEY]], %{{.*}} {normal = true} : !ts.tensor<[2,3],f32> -> !ts.tensor<[2,3],f64>
func.func @random(%a: !ts.tensor<[2,3],f32>) -> !ts.tensor<[2,3],f64> {
  %key = ts.runtime_mutate "random_key"() : () -> i64
  %0 = ts.random %key, %a {normal = true} : !ts.tensor<[2,3],f32> -> !ts.tensor<[2,3],f64>
  return %0 : !ts.tensor<[2,3],f64>
}

// CHECK-LABEL: func.func @size_values
// CHECK: ts.reshape %{{.*}} sizes(%{{.*}}), [-9223372036854775808, -1] : !ts.tensor<[2,3],f32> -> !ts.tensor
// CHECK: ts.full [-9223372036854775808, 4], 0.000000e+00 sizes(%{{.*}}) : !ts.tensor<[?,4],f32>
func.func @size_values(%a: !ts.tensor<[2,3],f32>) -> (!ts.tensor, !ts.tensor<[?,4],f32>) {
  %n = ts.size %a {dim = 0} : !ts.tensor<[2,3],f32>
  %0 = ts.reshape %a sizes(%n), [-9223372036854775808, -1] : !ts.tensor<[2,3],f32> -> !ts.tensor
  %1 = ts.full [-9223372036854775808, 4], 0.0 sizes(%n) : !ts.tensor<[?,4],f32>
  return %0, %1 : !ts.tensor, !ts.tensor<[?,4],f32>
}

// Assignment into part of a tensor, as a new value.
// CHECK-LABEL: func.func @scatters
// CHECK: ts.select_scatter %{{.*}}, %{{.*}}[%{{.*}}] {dim = 0 : i64} : !ts.tensor<[2,3],f32>, !ts.tensor<[3],f32> -> !ts.tensor
// CHECK: ts.slice_scatter %{{.*}}, %{{.*}} {dim = 1 : i64, end = 3 : i64, start = 1 : i64} : !ts.tensor<[2,3],f32>, !ts.tensor<[2,2],f32> -> !ts.tensor
func.func @scatters(%a: !ts.tensor<[2,3],f32>, %row: !ts.tensor<[3],f32>, %cols: !ts.tensor<[2,2],f32>, %i: i64) -> (!ts.tensor, !ts.tensor) {
  %0 = ts.select_scatter %a, %row[%i] {dim = 0} : !ts.tensor<[2,3],f32>, !ts.tensor<[3],f32> -> !ts.tensor
  %1 = ts.slice_scatter %a, %cols {dim = 1, start = 1, end = 3, step = 1} : !ts.tensor<[2,3],f32>, !ts.tensor<[2,2],f32> -> !ts.tensor
  return %0, %1 : !ts.tensor, !ts.tensor
}

// A range whose end is an int value (its length i64's minimum until known).
// CHECK-LABEL: func.func @range_to_value
// CHECK: ts.range to %{{.*}} {length = -9223372036854775808 : i64, start = 0.000000e+00 : f64, step = 1.000000e+00 : f64} : !ts.tensor<[?],i64>
func.func @range_to_value(%n: i64) -> !ts.tensor<[?],i64> {
  %0 = ts.range to %n {start = 0.0 : f64, step = 1.0 : f64, length = -9223372036854775808 : i64} : !ts.tensor<[?],i64>
  return %0 : !ts.tensor<[?],i64>
}

// sort and topk: values and indices along `dim`.
// CHECK-LABEL: func.func @sorting
// CHECK: ts.sort %{{.*}} {descending = true, dim = 1 : i64} : !ts.tensor<[2,3],f32> -> !ts.tensor, !ts.tensor
// CHECK: ts.sort %{{.*}} {dim = -1 : i64, k = 2 : i64} : !ts.tensor<[2,3],f32> -> !ts.tensor<[2,2],f32>, !ts.tensor<[2,2],i64>
// CHECK: ts.sort %{{.*}} k(%{{.*}}) {dim = 0 : i64} : !ts.tensor<[2,3],f32> -> !ts.tensor, !ts.tensor
func.func @sorting(%a: !ts.tensor<[2,3],f32>, %n: i64) {
  %v, %i = ts.sort %a {dim = 1, descending = true} : !ts.tensor<[2,3],f32> -> !ts.tensor, !ts.tensor
  %tv, %ti = ts.sort %a {dim = -1, k = 2} : !ts.tensor<[2,3],f32> -> !ts.tensor<[2,2],f32>, !ts.tensor<[2,2],i64>
  %nv, %ni = ts.sort %a k(%n) {dim = 0} : !ts.tensor<[2,3],f32> -> !ts.tensor, !ts.tensor
  return
}

// einsum keeps PyTorch's equation; it is resolved once ranks are known.
// CHECK-LABEL: func.func @einsum
// CHECK: ts.einsum "bij,bjk->bik", %{{.*}}, %{{.*}} : !ts.tensor<[2,3,4],f32>, !ts.tensor -> !ts.tensor
func.func @einsum(%a: !ts.tensor<[2,3,4],f32>, %b: !ts.tensor) -> !ts.tensor {
  %0 = ts.einsum "bij,bjk->bik", %a, %b : !ts.tensor<[2,3,4],f32>, !ts.tensor -> !ts.tensor
  return %0 : !ts.tensor
}

// A tuple packed into one value to be stored in a container, and unpacked.
// CHECK-LABEL: func.func @packed_tuples
// CHECK: %[[T:.*]] = ts.tuple_pack %{{.*}}, %{{.*}} : i64, !ts.str -> tuple<i64, !ts.str>
// CHECK: ts.tuple_unpack %[[T]] : tuple<i64, !ts.str> -> i64, !ts.str
func.func @packed_tuples(%a: i64, %s: !ts.str) -> !ts.list<tuple<i64, !ts.str>> {
  %t = ts.tuple_pack %a, %s : i64, !ts.str -> tuple<i64, !ts.str>
  %x, %y = ts.tuple_unpack %t : tuple<i64, !ts.str> -> i64, !ts.str
  %l = ts.list_new %t : tuple<i64, !ts.str> -> !ts.list<tuple<i64, !ts.str>>
  return %l : !ts.list<tuple<i64, !ts.str>>
}

// An Optional packed into one value to be stored in a container, and
// unpacked into its presence flag and payload.
// CHECK-LABEL: func.func @packed_optionals
// CHECK: %[[P:.*]] = ts.optional_pack %{{.*}}, %{{.*}} : i64 -> !ts.optional<i64>
// CHECK: %[[N:.*]] = ts.optional_none : !ts.optional<i64>
// CHECK: ts.optional_unpack %[[P]] : !ts.optional<i64> -> i64
// CHECK: ts.list_new %[[P]], %[[N]] : !ts.optional<i64>, !ts.optional<i64> -> !ts.list<!ts.optional<i64>>
func.func @packed_optionals(%present: i1, %a: i64) -> !ts.list<!ts.optional<i64>> {
  %p = ts.optional_pack %present, %a : i64 -> !ts.optional<i64>
  %n = ts.optional_none : !ts.optional<i64>
  %flag, %x = ts.optional_unpack %p : !ts.optional<i64> -> i64
  %l = ts.list_new %p, %n : !ts.optional<i64>, !ts.optional<i64> -> !ts.list<!ts.optional<i64>>
  return %l : !ts.list<!ts.optional<i64>>
}

// A Union packed into one value (member index, one payload per member but
// None) to be stored in a container, and unpacked again.
// CHECK-LABEL: func.func @packed_unions
// CHECK: %[[U:.*]] = ts.union_pack %{{.*}}, %{{.*}}, %{{.*}} : i64, !ts.str -> !ts.union<i64, !ts.str, !ts.none>
// CHECK: ts.union_unpack %[[U]] : !ts.union<i64, !ts.str, !ts.none> -> i64, !ts.str
// CHECK: ts.list_new %[[U]] : !ts.union<i64, !ts.str, !ts.none> -> !ts.list<!ts.union<i64, !ts.str, !ts.none>>
func.func @packed_unions(%index: i64, %a: i64, %s: !ts.str) -> !ts.list<!ts.union<i64, !ts.str, !ts.none>> {
  %u = ts.union_pack %index, %a, %s : i64, !ts.str -> !ts.union<i64, !ts.str, !ts.none>
  %held, %x, %y = ts.union_unpack %u : !ts.union<i64, !ts.str, !ts.none> -> i64, !ts.str
  %l = ts.list_new %u : !ts.union<i64, !ts.str, !ts.none> -> !ts.list<!ts.union<i64, !ts.str, !ts.none>>
  return %l : !ts.list<!ts.union<i64, !ts.str, !ts.none>>
}

// view_as: another tensor's shape.
// CHECK-LABEL: func.func @reshape_as
// CHECK: ts.reshape_as %{{.*}}, %{{.*}} : !ts.tensor<[6],f32>, !ts.tensor<[2,3],f32> -> !ts.tensor
func.func @reshape_as(%a: !ts.tensor<[6],f32>, %b: !ts.tensor<[2,3],f32>) -> !ts.tensor {
  %0 = ts.reshape_as %a, %b : !ts.tensor<[6],f32>, !ts.tensor<[2,3],f32> -> !ts.tensor
  return %0 : !ts.tensor
}

// scatter / scatter_add along a dim.
// CHECK-LABEL: func.func @scatter
// CHECK: ts.scatter %{{.*}}, %{{.*}}, %{{.*}} {dim = 1 : i64, reduce = "sum"} : !ts.tensor<[2,3],f32>, !ts.tensor<[2,1],i64>, !ts.tensor<[2,1],f32> -> !ts.tensor
func.func @scatter(%a: !ts.tensor<[2,3],f32>, %i: !ts.tensor<[2,1],i64>, %s: !ts.tensor<[2,1],f32>) -> !ts.tensor {
  %0 = ts.scatter %a, %i, %s {dim = 1, reduce = "sum"} : !ts.tensor<[2,3],f32>, !ts.tensor<[2,1],i64>, !ts.tensor<[2,1],f32> -> !ts.tensor
  return %0 : !ts.tensor
}

// A script-class instance held by reference: a runtime object of its fields.
// CHECK-LABEL: func.func @objects
// CHECK: %[[O:.*]] = ts.object_new %{{.*}}, %{{.*}} : f64, !ts.str -> !ts.object<"Node">
// CHECK: ts.object_get %[[O]][0] : !ts.object<"Node"> -> f64
// CHECK: ts.object_set %[[O]][1], %{{.*}} : !ts.object<"Node">, !ts.str
func.func @objects(%v: f64, %s: !ts.str) -> !ts.list<!ts.object<"Node">> {
  %o = ts.object_new %v, %s : f64, !ts.str -> !ts.object<"Node">
  %x = ts.object_get %o[0] : !ts.object<"Node"> -> f64
  ts.object_set %o[1], %s : !ts.object<"Node">, !ts.str
  %l = ts.list_new %o : !ts.object<"Node"> -> !ts.list<!ts.object<"Node">>
  return %l : !ts.list<!ts.object<"Node">>
}

// `a is b` on lists, dicts and objects: identity of the runtime values.
// CHECK-LABEL: func.func @is_same
// CHECK: ts.is_same %{{.*}}, %{{.*}} : !ts.object<"Node">
// CHECK: ts.is_same %{{.*}}, %{{.*}} : !ts.list<i64>
func.func @is_same(%a: !ts.object<"Node">, %b: !ts.object<"Node">, %l: !ts.list<i64>) -> (i1, i1) {
  %0 = ts.is_same %a, %b : !ts.object<"Node">
  %1 = ts.is_same %l, %l : !ts.list<i64>
  return %0, %1 : i1, i1
}

// Resampling: sizes or scales of the dims after the first two.
// CHECK-LABEL: func.func @interpolate
// CHECK: ts.interpolate %{{.*}} {align_corners = false, mode = "linear", output_size = array<i64>, scales = [2.000000e+00, 1.500000e+00]} : !ts.tensor<[1,2,3,4],f32> -> !ts.tensor
// CHECK: ts.interpolate %{{.*}} {align_corners = false, mode = "nearest", output_size = array<i64: 5>, scales = []}
func.func @interpolate(%x: !ts.tensor<[1,2,3,4],f32>) -> (!ts.tensor, !ts.tensor) {
  %0 = ts.interpolate %x {mode = "linear", align_corners = false, output_size = array<i64>, scales = [2.0, 1.5]} : !ts.tensor<[1,2,3,4],f32> -> !ts.tensor
  %1 = ts.interpolate %x {mode = "nearest", align_corners = false, output_size = array<i64: 5>, scales = []} : !ts.tensor<[1,2,3,4],f32> -> !ts.tensor
  return %0, %1 : !ts.tensor, !ts.tensor
}

// An in-place op's overlap check: the written view, the read one, the
// tensor whose storage both view; `any` refuses the same memory too.
// CHECK-LABEL: func.func @overlap_check
// CHECK: ts.overlap_check %{{.*}}, %{{.*}} in %{{.*}} : !ts.tensor<[1,3],f32>, !ts.tensor<[3],f32>, !ts.tensor<[3],f32>
// CHECK: ts.overlap_check %{{.*}}, %{{.*}} in %{{.*}} any : !ts.tensor, !ts.tensor, !ts.tensor
func.func @overlap_check(%a: !ts.tensor<[3],f32>, %b: !ts.tensor) {
  %v = ts.unsqueeze %a, 0 : !ts.tensor<[3],f32> -> !ts.tensor<[1,3],f32>
  ts.overlap_check %v, %a in %a : !ts.tensor<[1,3],f32>, !ts.tensor<[3],f32>, !ts.tensor<[3],f32>
  ts.overlap_check %b, %b in %b any : !ts.tensor, !ts.tensor, !ts.tensor
  return
}

// tril/triu: a diagonal as an attribute, or as an int operand known only
// at run time.
// CHECK-LABEL: func.func @triangles
// CHECK: ts.tril %{{.*}} {diagonal = -1 : i64} : !ts.tensor<[3,4],f32> -> !ts.tensor<[3,4],f32>
// CHECK: ts.triu %{{.*}} diagonal(%{{.*}}) : !ts.tensor<[3,4],f32> -> !ts.tensor<[3,4],f32>
func.func @triangles(%x: !ts.tensor<[3,4],f32>, %k: i64) -> (!ts.tensor<[3,4],f32>, !ts.tensor<[3,4],f32>) {
  %0 = ts.tril %x {diagonal = -1 : i64} : !ts.tensor<[3,4],f32> -> !ts.tensor<[3,4],f32>
  %1 = ts.triu %x diagonal(%k) : !ts.tensor<[3,4],f32> -> !ts.tensor<[3,4],f32>
  return %0, %1 : !ts.tensor<[3,4],f32>, !ts.tensor<[3,4],f32>
}
