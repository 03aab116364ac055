// RUN: ts-opt %s --split-input-file --verify-diagnostics
// Every verifier error of the ts dialect, one per case.

func.func @scalar_result_expected(%a: i64, %b: i64) {
  // expected-error@+1 {{with two scalar operands must have a scalar result}}
  %0 = ts.add %a, %b : i64, i64 -> !ts.tensor
  return
}

// -----

func.func @int_plus_int_is_int(%a: i64, %b: i64) {
  // expected-error@+1 {{must produce 'i64', got 'f64'}}
  %0 = ts.add %a, %b : i64, i64 -> f64
  return
}

// -----

func.func @true_division_is_float(%a: i64, %b: i64) {
  // expected-error@+1 {{of two scalars must produce float (f64), got 'i64'}}
  %0 = ts.div %a, %b : i64, i64 -> i64
  return
}

// -----

func.func @tensor_result_expected(%a: !ts.tensor, %b: f64) {
  // expected-error@+1 {{with a tensor operand must have a tensor result}}
  %0 = ts.mul %a, %b : !ts.tensor, f64 -> f64
  return
}

// -----

func.func @broadcast(%a: !ts.tensor<[4,5],f32>, %b: !ts.tensor<[3],f32>) {
  // expected-error@+1 {{operand shapes [4,5] and [3] are not broadcast-compatible}}
  %0 = ts.sub %a, %b : !ts.tensor<[4,5],f32>, !ts.tensor<[3],f32> -> !ts.tensor
  return
}

// -----

func.func @broadcast_rank(%a: !ts.tensor<[4,5],f32>, %b: !ts.tensor<[5],f32>) {
  // expected-error@+1 {{result rank 1 does not match broadcast rank 2}}
  %0 = ts.add %a, %b : !ts.tensor<[4,5],f32>, !ts.tensor<[5],f32> -> !ts.tensor<[5],f32>
  return
}

// -----

func.func @relu_bool(%a: !ts.tensor<[3],i1>) {
  // expected-error@+1 {{is not defined for bool tensors}}
  %0 = ts.relu %a : !ts.tensor<[3],i1> -> !ts.tensor
  return
}

// -----

func.func @relu_result(%a: !ts.tensor<[3],f32>) {
  // expected-error@+1 {{result type '!ts.tensor<[4],f32>' is incompatible with operand type '!ts.tensor<[3],f32>'}}
  %0 = ts.relu %a : !ts.tensor<[3],f32> -> !ts.tensor<[4],f32>
  return
}

// -----

func.func @matmul_0d(%a: !ts.tensor<[],f32>, %b: !ts.tensor) {
  // expected-error@+1 {{operands must be at least 1-D}}
  %0 = ts.matmul %a, %b : !ts.tensor<[],f32>, !ts.tensor -> !ts.tensor
  return
}

// -----

func.func @matmul_contraction(%a: !ts.tensor<[2,5],f32>, %b: !ts.tensor<[6,3],f32>) {
  // expected-error@+1 {{contraction dims differ: [2,5] @ [6,3] (5 vs 6)}}
  %0 = ts.matmul %a, %b : !ts.tensor<[2,5],f32>, !ts.tensor<[6,3],f32> -> !ts.tensor
  return
}

// -----

func.func @matmul_dtypes(%a: !ts.tensor<[2,5],f32>, %b: !ts.tensor<[5,3],f64>) {
  // expected-error@+1 {{operand dtypes differ: 'f32' vs 'f64'}}
  %0 = ts.matmul %a, %b : !ts.tensor<[2,5],f32>, !ts.tensor<[5,3],f64> -> !ts.tensor
  return
}

// -----

func.func @transpose_range(%a: !ts.tensor<[2,5],f32>) {
  // expected-error@+1 {{dim 2 is out of range for a tensor of rank 2}}
  %0 = ts.transpose %a, 0, 2 : !ts.tensor<[2,5],f32> -> !ts.tensor
  return
}

// -----

func.func @cast_incompatible(%a: !ts.tensor<[2,5],f32>) {
  // expected-error@+1 {{types '!ts.tensor<[2,5],f32>' and '!ts.tensor<[2,6],unk>' are incompatible}}
  %0 = ts.tensor_static_info_cast %a : !ts.tensor<[2,5],f32> to !ts.tensor<[2,6],unk>
  return
}

// -----

func.func @to_builtin_unranked(%a: !ts.tensor<*,f32>) {
  // expected-error@+1 {{operand must have a known rank and dtype}}
  %0 = ts.to_builtin_tensor %a : !ts.tensor<*,f32> -> tensor<2xf32>
  return
}

// -----

func.func @to_builtin_mismatch(%a: !ts.tensor<[2],f32>) {
  // expected-error@+1 {{result type 'tensor<3xf32>' does not match operand type '!ts.tensor<[2],f32>'}}
  %0 = ts.to_builtin_tensor %a : !ts.tensor<[2],f32> -> tensor<3xf32>
  return
}

// -----

func.func @from_builtin_mismatch(%a: tensor<2xf32>) {
  // expected-error@+1 {{result type '!ts.tensor<[2],f64>' does not match operand type 'tensor<2xf32>'}}
  %0 = ts.from_builtin_tensor %a : tensor<2xf32> -> !ts.tensor<[2],f64>
  return
}

// -----

// expected-error@+1 {{unsupported tensor dtype 'f16' (expected f32, f64, i64, i32 or i1)}}
func.func @bad_dtype(%a: !ts.tensor<[2],f16>) {
  return
}

// -----

// expected-error@+1 {{tensor dim must be non-negative or '?', got -3}}
func.func @bad_dim(%a: !ts.tensor<[-3],f32>) {
  return
}

// -----

func.func @operand_kind(%a: !ts.none) {
  // expected-error@+1 {{operand #0 must be ts tensor or scalar}}
  %0 = ts.add %a, %a : !ts.none, !ts.none -> i64
  return
}

// -----

func.func @compare_result(%a: !ts.tensor<[2],f32>) {
  // expected-error@+1 {{must produce a bool (i1) tensor}}
  %0 = ts.lt %a, %a : !ts.tensor<[2],f32>, !ts.tensor<[2],f32> -> !ts.tensor<[2],f32>
  return
}

// -----

func.func @bitwise_float(%a: !ts.tensor<[2],f32>) {
  // expected-error@+1 {{is only defined for integer and bool operands}}
  %0 = ts.bitwise_and %a, %a : !ts.tensor<[2],f32>, !ts.tensor<[2],f32> -> !ts.tensor
  return
}

// -----

func.func @float_math_result(%a: !ts.tensor<[2],i64>) {
  // expected-error@+1 {{result dtype must be floating point}}
  %0 = ts.exp %a : !ts.tensor<[2],i64> -> !ts.tensor<[2],i64>
  return
}

// -----

func.func @where_condition(%a: !ts.tensor<[2],f32>) {
  // expected-error@+1 {{condition must be a bool tensor}}
  %0 = ts.where %a, %a, %a : !ts.tensor<[2],f32>, !ts.tensor<[2],f32>, !ts.tensor<[2],f32> -> !ts.tensor
  return
}

// -----

func.func @clamp_unbounded(%a: !ts.tensor<[2],f32>) {
  // expected-error@+1 {{needs at least one of `min` and `max`}}
  %0 = ts.clamp %a : !ts.tensor<[2],f32> -> !ts.tensor
  return
}

// -----

func.func @clamp_bool_result(%a: !ts.tensor<[2],i1>) {
  // expected-error@+1 {{is not defined for bool tensors}}
  %0 = ts.clamp %a {max = 1.0 : f64} : !ts.tensor<[2],i1> -> !ts.tensor<[2],i1>
  return
}

// -----

func.func @script_sub_of_bool(%a: !ts.tensor<[2],i1>, %n: i64) {
  // expected-error@+1 {{with a bool tensor is not supported}}
  %0 = ts.sub %a, %n {bool_check} : !ts.tensor<[2],i1>, i64 -> !ts.tensor
  return
}

// -----

func.func @script_sub_of_bools(%a: !ts.tensor<[2],i1>, %b: i1) {
  // expected-error@+1 {{with two bool tensors is not supported}}
  %0 = ts.sub %a, %b {bool_check} : !ts.tensor<[2],i1>, i1 -> !ts.tensor
  return
}

// -----

func.func @logsumexp_of_ints_is_float(%a: !ts.tensor<[2],i64>) {
  // expected-error@+1 {{must produce a floating-point tensor}}
  %0 = ts.logsumexp %a : !ts.tensor<[2],i64> -> !ts.tensor<[],i64>
  return
}

// -----

func.func @reduce_dim(%a: !ts.tensor<[2,3],f32>) {
  // expected-error@+1 {{dim 2 is out of range for a tensor of rank 2}}
  %0 = ts.sum %a {dims = array<i64: 2>} : !ts.tensor<[2,3],f32> -> !ts.tensor
  return
}

// -----

func.func @reduce_dup(%a: !ts.tensor<[2,3],f32>) {
  // expected-error@+1 {{dim -1 appears more than once}}
  %0 = ts.sum %a {dims = array<i64: 1, -1>} : !ts.tensor<[2,3],f32> -> !ts.tensor
  return
}

// -----

func.func @mean_int(%a: !ts.tensor<[2,3],i64>) {
  // expected-error@+1 {{needs a floating-point input}}
  %0 = ts.mean %a : !ts.tensor<[2,3],i64> -> !ts.tensor
  return
}

// -----

func.func @reshape_two_inferred(%a: !ts.tensor<[2,3],f32>) {
  // expected-error@+1 {{only one dimension can be inferred}}
  %0 = ts.reshape %a, [-1, -1] : !ts.tensor<[2,3],f32> -> !ts.tensor
  return
}

// -----

func.func @reshape_size(%a: !ts.tensor<[2,3],f32>) {
  // expected-error@+1 {{shape [4,2] is invalid for input of size 6}}
  %0 = ts.reshape %a, [4, 2] : !ts.tensor<[2,3],f32> -> !ts.tensor
  return
}

// -----

func.func @permute_dup(%a: !ts.tensor<[2,3],f32>) {
  // expected-error@+1 {{dim 0 appears more than once}}
  %0 = ts.permute %a, [0, 0] : !ts.tensor<[2,3],f32> -> !ts.tensor
  return
}

// -----

func.func @flatten_order(%a: !ts.tensor<[2,3,4],f32>) {
  // expected-error@+1 {{start_dim 2 comes after end_dim 1}}
  %0 = ts.flatten %a {start_dim = 2, end_dim = 1} : !ts.tensor<[2,3,4],f32> -> !ts.tensor
  return
}

// -----

func.func @slice_step(%a: !ts.tensor<[4],f32>) {
  // expected-error@+1 {{step must be positive}}
  %0 = ts.slice %a {dim = 0, start = 0, end = 4, step = 0} : !ts.tensor<[4],f32> -> !ts.tensor
  return
}

// -----

func.func @slice_bound_values(%a: !ts.tensor<[4],f32>, %n: i64) {
  // expected-error@+1 {{has 1 bound(s) naming a value but 2 bound value(s)}}
  %0 = ts.slice %a bounds(%n, %n) {dim = 0, start = 0, end = -9223372036854775808} : !ts.tensor<[4],f32> -> !ts.tensor
  return
}

// -----

func.func @conv_channels(%x: !ts.tensor<[1,3,8,8],f32>, %w: !ts.tensor<[4,2,3,3],f32>) {
  // expected-error@+1 {{input has 3 channels but weight expects 2 (2 x 1 groups)}}
  %0 = ts.convolution %x, %w {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>} : !ts.tensor<[1,3,8,8],f32>, !ts.tensor<[4,2,3,3],f32> -> !ts.tensor
  return
}

// -----

func.func @pool_rank(%x: !ts.tensor<[3,8,8],f32>) {
  // expected-error@+1 {{input must have rank 4 (N, C, spatial...)}}
  %0 = ts.max_pool %x {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>} : !ts.tensor<[3,8,8],f32> -> !ts.tensor
  return
}

// -----

func.func @pool_spatial_dims(%x: !ts.tensor<[1,1,4,4,4,4],f32>) {
  // expected-error@+1 {{supports 1 to 3 spatial dims, got 4}}
  %0 = ts.avg_pool %x {kernel = array<i64: 2, 2, 2, 2>, stride = array<i64: 2, 2, 2, 2>, padding = array<i64: 0, 0, 0, 0>} : !ts.tensor<[1,1,4,4,4,4],f32> -> !ts.tensor
  return
}

// -----

func.func @gather_index_dtype(%x: !ts.tensor<[3],f32>, %i: !ts.tensor<[2],f32>) {
  // expected-error@+1 {{index must be an int64 or int32 tensor}}
  %0 = ts.index_select %x, %i {dim = 0} : !ts.tensor<[3],f32>, !ts.tensor<[2],f32> -> !ts.tensor
  return
}

// -----

func.func @cat_ranks(%a: !ts.tensor<[2],f32>, %b: !ts.tensor<[2,2],f32>) {
  // expected-error@+1 {{tensors must have the same rank}}
  %0 = ts.cat %a, %b {dim = 0} : !ts.tensor<[2],f32>, !ts.tensor<[2,2],f32> -> !ts.tensor
  return
}

// -----

func.func @literal_type() {
  // expected-error@+1 {{does not match the value's type}}
  %0 = ts.literal dense<[1, 2]> : tensor<2xi64> : !ts.tensor<[3],i64>
  return
}

// -----

func.func @chunk_count(%a: !ts.tensor<[4],f32>) {
  // expected-error@+1 {{chunk expects `chunks` to be greater than 0, got 0}}
  %0 = ts.chunk %a {dim = 0, chunks = 0, index = 0} : !ts.tensor<[4],f32> -> !ts.tensor
  return
}

// -----

func.func @chunk_index(%a: !ts.tensor<[4],f32>) {
  // expected-error@+1 {{part 3 of 3 chunks does not exist}}
  %0 = ts.chunk %a {dim = 0, chunks = 3, index = 3} : !ts.tensor<[4],f32> -> !ts.tensor
  return
}

// -----

func.func @split_part_index(%a: !ts.tensor<[4],f32>) {
  // expected-error@+1 {{part 2 of 2 parts does not exist}}
  %0 = ts.split_part %a {dim = 0, size = 2, index = 2, count = 2} : !ts.tensor<[4],f32> -> !ts.tensor
  return
}

// -----

func.func @reshape_size_values(%a: !ts.tensor<[4],f32>, %n: i64) {
  // expected-error@+1 {{has 1 size values for 2 entries that take one}}
  %0 = ts.reshape %a sizes(%n), [-9223372036854775808, -9223372036854775808] : !ts.tensor<[4],f32> -> !ts.tensor
  return
}

// -----

func.func @full_size_values(%n: i64) {
  // expected-error@+1 {{has 1 size values for 0 entries that take one}}
  %0 = ts.full [2], 0.0 sizes(%n) : !ts.tensor<[2],f32>
  return
}

// -----

func.func @range_end_without_sentinel(%n: i64) {
  // expected-error@+1 {{takes an `end` operand exactly when its length is i64's minimum}}
  %0 = ts.range to %n {start = 0.0 : f64, step = 1.0 : f64, length = 3 : i64} : !ts.tensor<[3],i64>
  return
}

// -----

func.func @topk_too_many(%a: !ts.tensor<[2,3],f32>) {
  // expected-error@+1 {{k (4) is larger than the size 3 of dim -1}}
  %v, %i = ts.sort %a {dim = -1, k = 4} : !ts.tensor<[2,3],f32> -> !ts.tensor, !ts.tensor
  return
}

// -----

func.func @sort_float_indices(%a: !ts.tensor<[2,3],f32>) {
  // expected-error@+1 {{indices must be i64}}
  %v, %i = ts.sort %a {dim = 0} : !ts.tensor<[2,3],f32> -> !ts.tensor, !ts.tensor<[2,3],f32>
  return
}

// -----

func.func @einsum_terms(%a: !ts.tensor<[2,3],f32>) {
  // expected-error@+1 {{equation `ij,jk->ik` has 2 operand terms but the op has 1 operands}}
  %0 = ts.einsum "ij,jk->ik", %a : !ts.tensor<[2,3],f32> -> !ts.tensor
  return
}

// -----

func.func @einsum_digit(%a: !ts.tensor<[2,3],f32>) {
  // expected-error@+1 {{has a character that is not a label}}
  %0 = ts.einsum "i1->i", %a : !ts.tensor<[2,3],f32> -> !ts.tensor
  return
}

// -----

func.func @optional_pack_payload(%p: i1, %a: i64) {
  // expected-error@+1 {{payload type 'i64' does not match '!ts.optional<f64>'}}
  %o = ts.optional_pack %p, %a : i64 -> !ts.optional<f64>
  return
}

// -----

func.func @union_pack_payloads(%i: i64, %a: i64) {
  // expected-error@+1 {{payloads 'i64' do not match '!ts.union<i64, !ts.str>'}}
  %u = ts.union_pack %i, %a : i64 -> !ts.union<i64, !ts.str>
  return
}

// -----

func.func @union_unpack_payloads(%u: !ts.union<i64, !ts.none>) {
  // expected-error@+1 {{payloads 'i64', 'f64' do not match '!ts.union<i64, !ts.none>'}}
  %i, %a, %b = ts.union_unpack %u : !ts.union<i64, !ts.none> -> i64, f64
  return
}

// -----

func.func @optional_unpack_payload(%o: !ts.optional<!ts.str>) {
  // expected-error@+1 {{payload type 'i64' does not match '!ts.optional<!ts.str>'}}
  %p, %x = ts.optional_unpack %o : !ts.optional<!ts.str> -> i64
  return
}

// -----

func.func @tuple_pack_fields(%a: i64) {
  // expected-error@+1 {{fields 'i64' do not match 'tuple<i64, f64>'}}
  %t = ts.tuple_pack %a : i64 -> tuple<i64, f64>
  return
}

// -----

func.func @tuple_unpack_fields(%t: tuple<i64, f64>) {
  // expected-error@+1 {{do not match 'tuple<i64, f64>'}}
  %a = ts.tuple_unpack %t : tuple<i64, f64> -> i64
  return
}

// -----

func.func @scatter_float_index(%a: !ts.tensor<[2,3],f32>, %i: !ts.tensor<[2,1],f32>) {
  // expected-error@+1 {{index must be an i64 tensor}}
  %0 = ts.scatter %a, %i, %a {dim = 1} : !ts.tensor<[2,3],f32>, !ts.tensor<[2,1],f32>, !ts.tensor<[2,3],f32> -> !ts.tensor
  return
}

// -----

func.func @scatter_unknown_reduce(%a: !ts.tensor<[2,3],f32>, %i: !ts.tensor<[2,1],i64>) {
  // expected-error@+1 {{reduce must be sum, prod, amax or amin, got 'mean'}}
  %0 = ts.scatter %a, %i, %a {dim = 1, reduce = "mean"} : !ts.tensor<[2,3],f32>, !ts.tensor<[2,1],i64>, !ts.tensor<[2,3],f32> -> !ts.tensor
  return
}

// -----

func.func @sort_k_twice(%a: !ts.tensor<[2,3],f32>, %n: i64) {
  // expected-error@+1 {{takes `k` as an attribute or as a value, not both}}
  %v, %i = ts.sort %a k(%n) {dim = 0, k = 1} : !ts.tensor<[2,3],f32> -> !ts.tensor, !ts.tensor
  return
}

// -----

func.func @interpolate_mode(%x: !ts.tensor<[1,1,4],f32>) {
  // expected-error@+1 {{mode must be 'nearest' or 'linear', got 'bicubic'}}
  %0 = ts.interpolate %x {mode = "bicubic", align_corners = false, output_size = array<i64: 8>, scales = []} : !ts.tensor<[1,1,4],f32> -> !ts.tensor
  return
}

// -----

func.func @interpolate_nothing(%x: !ts.tensor<[1,1,4],f32>) {
  // expected-error@+1 {{needs an output_size or scales}}
  %0 = ts.interpolate %x {mode = "nearest", align_corners = false, output_size = array<i64>, scales = []} : !ts.tensor<[1,1,4],f32> -> !ts.tensor
  return
}

// -----

func.func @interpolate_rank(%x: !ts.tensor<[1,1,4],f32>) {
  // expected-error@+1 {{resamples 2 dim(s), so needs a tensor of rank 4}}
  %0 = ts.interpolate %x {mode = "linear", align_corners = false, output_size = array<i64: 2, 2>, scales = []} : !ts.tensor<[1,1,4],f32> -> !ts.tensor
  return
}

// -----

func.func @interpolate_scale(%x: !ts.tensor<[1,1,4],f32>) {
  // expected-error@+1 {{scales must be positive}}
  %0 = ts.interpolate %x {mode = "nearest", align_corners = false, output_size = array<i64>, scales = [-1.0]} : !ts.tensor<[1,1,4],f32> -> !ts.tensor
  return
}

// -----

func.func @is_same_of_strings(%a: !ts.str, %b: !ts.str) -> i1 {
  // expected-error@+1 {{must be}}
  %0 = ts.is_same %a, %b : !ts.str
  return %0 : i1
}

// -----

// A keyword that introduces an optional operand needs the operand.
func.func @cast_to_into_without_receiver(%x: !ts.tensor<[3],f32>, %d: i64) {
  // expected-error@+1 {{expected SSA operand}}
  %0 = ts.cast_to %x, %d into : !ts.tensor<[3],f32> -> !ts.tensor<[3],f32>
  return
}

// -----

func.func @range_to_without_end() {
  // expected-error@+1 {{expected SSA operand}}
  %0 = ts.range to {start = 0.0 : f64, step = 1.0 : f64, length = 3 : i64} : !ts.tensor<[3],i64>
  return
}

// -----

func.func @sort_k_without_value(%a: !ts.tensor<[2,3],f32>) {
  // expected-error@+1 {{expected SSA operand}}
  %v, %i = ts.sort %a k() {dim = 0} : !ts.tensor<[2,3],f32> -> !ts.tensor, !ts.tensor
  return
}

// -----

func.func @convolution_comma_without_bias(%x: !ts.tensor<[1,1,4,4],f32>, %w: !ts.tensor<[1,1,3,3],f32>) {
  // expected-error@+1 {{expected SSA operand}}
  %0 = ts.convolution %x, %w, {stride = array<i64: 1, 1>, padding = array<i64: 0, 0>, dilation = array<i64: 1, 1>} : !ts.tensor<[1,1,4,4],f32>, !ts.tensor<[1,1,3,3],f32> -> !ts.tensor
  return
}
