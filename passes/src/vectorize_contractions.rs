//! `ts-vectorize-contractions`: float matmuls (any `linalg` contraction
//! with one reduction dim) become register-tiled vector code.
//!
//! The schedule is a transform-dialect script that this pass writes for
//! the contractions it finds and applies through MLIR's transform
//! interpreter: tile for the caches (batch 1, m/n/k 64, only dims larger
//! than two tiles; with enough work the tiles of every dim but k form an
//! `scf.forall`, which `ts-forall-to-thread-pool` runs on the runtime's
//! threads), tile again for the registers, peel each register loop
//! that may end in a partial tile (so full tiles are static), vectorize
//! every tile (masked where partial), and keep the accumulator in
//! registers across the k loop (`hoist_loop_invariant_subsets`). Two
//! kernels (`Kernel`): outer products on a 6 x 16 tile when the right
//! operand runs along n, 8-lane dot products on a 4 x 2 tile when both
//! operands run along k (`x @ w.t()`). What this pass decides is which
//! ops, their kernel and their tiles; tiling, peeling, vectorization and
//! hoisting are upstream's.
//!
//! It runs on tensors, before bufferization: on buffers the accumulator's
//! reads and writes go through subviews that upstream's hoisting does not
//! look through. The vector ops are lowered after bufferization
//! (`convert-vector-to-scf{full-unroll}`, contractions as outer products,
//! lane sums as reductions). Integer matmuls keep the loops LLVM
//! vectorizes (split between threads by `ts-parallelize-loops` when
//! large).

use crate::convert_ts_to_linalg::builder::builtin_sizes;
use crate::ir::{
    apply_transform_schedule, collect_ops, emit_error, op_name, op_ref, set_attribute,
};
use melior::ir::{
    attribute::{ArrayAttribute, IntegerAttribute},
    block::BlockLike,
    operation::OperationLike,
    r#type::ShapedTypeLike,
    r#type::{IntegerType, RankedTensorType},
    OperationRef, RegionLike, TypeLike, ValueLike,
};
use melior::Context;
use std::fmt::Write;
use ts_dialect::OpPositions;
use ts_dialect::DYNAMIC;

crate::pass_definition::define_pass!(
    create_vectorize_contractions_pass,
    run,
    "ts-vectorize-contractions",
    "Tile float contractions for caches and registers and vectorize them (transform dialect)",
    "builtin.module"
);

/// The attribute on register-tile loops, for the script's hoisting.
const LOOP_TAG: &str = "ts.register_loop";

/// A transform handle to `scf.for` loops (what `loop.peel` takes).
const FOR: &str = "!transform.op<\"scf.for\">";

/// The attribute that names each scheduled op for the script's matcher.
const TAG: &str = "ts.vectorize_contraction";

/// The module attribute giving the width of the target's vector
/// registers in bits (128, 256 or 512); 256 when absent. `tsc` sets it
/// from the host's features (or `--prefer-vector-width`).
pub const VECTOR_BITS_ATTR: &str = "ts.vector_bits";
/// The widths (bits) schedules exist for: SSE, AVX2, AVX-512.
pub const VECTOR_WIDTHS: [u32; 3] = [128, 256, 512];
/// The width schedules assume when the module does not say (AVX2).
const DEFAULT_VECTOR_BITS: i64 = 256;

/// Multiply-adds from which a contraction's cache tiles run in parallel
/// (`scf.forall`, run on the runtime's threads by
/// `ts-forall-to-thread-pool`): below this, waking the pool's threads
/// costs about what they save.
const PARALLEL_WORK: i64 = 1 << 20;
/// The size a dim known only at run time is assumed to have.
const ASSUMED_SIZE: i64 = 64;

/// The vector registers a schedule is made for.
#[derive(Clone, Copy, PartialEq, Debug)]
struct VectorUnit {
    /// Bits per register.
    bits: i64,
    /// Architectural vector registers: 16 for SSE and AVX2, 32 for AVX-512.
    registers: i64,
}

impl VectorUnit {
    /// The unit of one of `VECTOR_WIDTHS` (AVX-512 has twice the
    /// registers of SSE and AVX2).
    fn with_bits(bits: i64) -> Option<VectorUnit> {
        if !VECTOR_WIDTHS.iter().any(|&w| i64::from(w) == bits) {
            return None;
        }
        let registers = if bits == 512 { 32 } else { 16 };
        Some(VectorUnit { bits, registers })
    }

    /// Elements of `element_bits` per register.
    fn lanes(self, element_bits: i64) -> i64 {
        self.bits / element_bits
    }
}

/// A kernel's tiles (m, n, k) for one vector unit and element type.
#[derive(Clone, Copy, PartialEq, Debug)]
struct KernelTiles {
    cache: [i64; 3],
    register: [i64; 3],
    /// The vector shape of one register tile (the dot kernel's k lanes).
    vector: [i64; 3],
}

impl KernelTiles {
    /// The outer-product kernel: an accumulator of m rows of two registers
    /// each, plus two registers for a row of the right operand and one
    /// broadcast left element (BLIS's kernel shapes: 6 x 16 f32 for AVX2's
    /// 16 registers, 12 x 32 for AVX-512's 32). A k of 16 unrolls less than
    /// 32 (about as fast on AVX2) and compiles in half the time; with twice
    /// the rows, k is 8 for the same code size. The cache tile is 64 x 64 x
    /// 64 for f32 (measured best on 512^3 with AVX2), with k halved for f64
    /// so that blocks keep their bytes (f64 512^3: 11 ms against 14.7 with
    /// k 64), and m a multiple of the register rows for AVX-512 (48, not
    /// measured on such a machine).
    fn outer_product(unit: VectorUnit, element_bits: i64) -> KernelTiles {
        let n = 2 * unit.lanes(element_bits);
        let (m, k, cache_m) = if unit.registers >= 32 {
            (12, 8, 48)
        } else {
            (6, 16, 64)
        };
        KernelTiles {
            cache: [cache_m, 64, 64 * 32 / element_bits],
            register: [m, n, k],
            vector: [m, n, k],
        }
    }

    /// The dot kernel: k is not tiled for caches (it is split into lanes
    /// instead); a register tile of m x n accumulators of one register,
    /// plus the m + n rows they multiply: 4 x 2 for 16 registers (3 x 4
    /// spilled on AVX2: 2.1 ms against 1.1-1.3 for 4 x 2, 3 x 3 or 6 x 2 on
    /// a 64 x 512 x 1024 linear layer), 4 x 4 for 32.
    fn dot(unit: VectorUnit, element_bits: i64) -> KernelTiles {
        let n = if unit.registers >= 32 { 4 } else { 2 };
        KernelTiles {
            cache: [64, 64, 0],
            register: [4, n, 0],
            vector: [4, n, unit.lanes(element_bits)],
        }
    }
}

/// How a register tile is computed.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Kernel {
    /// C[m, n] += A[m, k] * B[k, n]: per k, a broadcast element of A times
    /// a row of B (a row of B is contiguous along n).
    OuterProduct,
    /// Both operands contiguous along k (`x @ w.t()`, every `F.linear`):
    /// the k loop is split into 8 lanes kept as partial sums (elementwise
    /// FMAs of rows of A and B) and summed across lanes once per tile; the
    /// outer product would transpose a block of B at every step.
    Dot,
}

/// What a loop dim of a contraction is.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Role {
    Batch,
    M,
    N,
    K,
}

impl Role {
    /// This role's entry of an (m, n, k) triple; `None` for batch dims.
    fn of(self, mnk: [i64; 3]) -> Option<i64> {
        match self {
            Role::Batch => None,
            Role::M => Some(mnk[0]),
            Role::N => Some(mnk[1]),
            Role::K => Some(mnk[2]),
        }
    }
}

/// One contraction's schedule: for each loop dim (in the op's order) its
/// role, and its static size (`None` when known only at run time).
struct Contraction {
    roles: Vec<Role>,
    sizes: Vec<Option<i64>>,
    kernel: Kernel,
    /// The kernel's tiles for the target and the element type.
    tiles: KernelTiles,
}

impl Contraction {
    /// Loop dims in the order the tiled loops nest: batch dims, m, n, k.
    fn interchange(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.roles.len())
            .filter(|&d| self.roles[d] == Role::Batch)
            .collect();
        for role in [Role::M, Role::N, Role::K] {
            order.extend((0..self.roles.len()).filter(|&d| self.roles[d] == role));
        }
        order
    }

    /// Tile sizes per loop dim (op order): `mnk` for m, n and k, `batch`
    /// for batch dims; 0 (not tiled) where a static size fits in `spread`
    /// tiles (1: no loop runs once; 2: a cache tile is not split into a
    /// full one and a small rest).
    fn tiles(&self, mnk: [i64; 3], batch: i64, spread: i64) -> Vec<i64> {
        self.roles
            .iter()
            .zip(&self.sizes)
            .map(|(&role, &size)| {
                let (tile, spread) = role.of(mnk).map_or((batch, 1), |t| (t, spread));
                match size {
                    Some(s) if s <= tile * spread => 0,
                    _ => tile,
                }
            })
            .collect()
    }

    /// Whether the cache tiles (`cache`, per dim) run in parallel: enough
    /// work, and some dim other than k is tiled.
    fn parallel(&self, cache: &[i64]) -> bool {
        let tiled = (0..self.roles.len()).any(|d| self.roles[d] != Role::K && cache[d] != 0);
        self.enough_work_for_threads() && tiled
    }

    /// Multiply-adds at or above `PARALLEL_WORK` (run-time sizes counted
    /// as `ASSUMED_SIZE`).
    fn enough_work_for_threads(&self) -> bool {
        let work = self
            .sizes
            .iter()
            .map(|s| s.unwrap_or(ASSUMED_SIZE))
            .fold(1i64, |w, s| w.saturating_mul(s));
        work >= PARALLEL_WORK
    }

    /// With enough work but m and n each within two cache tiles (so not
    /// tiled: `100 x 300 @ 300 x 77`), the larger of them is split in two
    /// halves (rounded up to whole register tiles) for two threads.
    fn split_for_threads(&self, cache: &mut [i64], register: [i64; 3]) {
        if !self.enough_work_for_threads() || self.parallel(cache) {
            return;
        }
        let halves = [Role::M, Role::N].into_iter().filter_map(|role| {
            let d = self.roles.iter().position(|&r| r == role)?;
            let (size, tile) = (self.sizes[d]?, role.of(register)?);
            let half = (size + 1) / 2;
            (size >= 2 * tile).then_some((size, d, (half + tile - 1) / tile * tile))
        });
        if let Some((_, d, half)) = halves.max_by_key(|&(size, ..)| size) {
            cache[d] = half;
        }
    }

    /// Whether every register tile along dim `d` is full, so its loop
    /// needs no peeling: the static size is a multiple of the cache tile
    /// (when tiled for caches), which is a multiple of the register tile.
    fn full_tiles_only(&self, d: usize, cache: i64, register: i64) -> bool {
        match self.sizes[d] {
            Some(size) if cache != 0 => size % cache == 0 && cache % register == 0,
            Some(size) => size % register == 0,
            None => false,
        }
    }

    /// The same contraction with its loop dims in `order` (old dims, as
    /// `transform.structured.interchange` takes them).
    fn reordered(&self, order: &[usize]) -> Contraction {
        Contraction {
            roles: order.iter().map(|&d| self.roles[d]).collect(),
            sizes: order.iter().map(|&d| self.sizes[d]).collect(),
            kernel: self.kernel,
            tiles: self.tiles,
        }
    }

    /// The vector shape of a register tile: the vector tile, or the whole
    /// static size of a dim that fits in it; 1 for batch dims.
    fn vector_sizes(&self) -> Vec<i64> {
        let tile = self.tiles.vector;
        self.roles
            .iter()
            .zip(&self.sizes)
            .map(|(&role, &size)| {
                let Some(t) = role.of(tile) else { return 1 };
                size.map_or(t, |s| s.min(t))
            })
            .collect()
    }

    /// The dim k, and the number of lanes its sum is split into (the dot
    /// kernel, when k is larger than the lanes).
    fn k_split(&self) -> Option<(usize, i64)> {
        let k = self.roles.iter().position(|&r| r == Role::K)?;
        let lanes = self.tiles.vector[2];
        let split = self.kernel == Kernel::Dot && self.sizes[k].is_none_or(|s| s > lanes);
        split.then_some((k, lanes))
    }
}

fn run(ctx: &Context, module: OperationRef) -> Result<(), ()> {
    let unit = vector_unit(module)?;
    let mut found = Vec::new();
    for raw in collect_ops(module, |n| n == "linalg.generic") {
        // SAFETY: nothing is erased while collecting.
        let op = unsafe { op_ref(raw) };
        if let Some(c) = float_contraction(op, unit) {
            let tag = IntegerAttribute::new(IntegerType::new(ctx, 64).into(), found.len() as i64);
            set_attribute(op, TAG, tag.into());
            found.push(c);
        }
    }
    if found.is_empty() {
        return Ok(());
    }
    apply_transform_schedule(
        ctx,
        module,
        &schedule(found.iter()),
        "ts-vectorize-contractions schedule",
        &[TAG, LOOP_TAG],
    )
}

/// The vector unit `module`'s `ts.vector_bits` names (an error when it
/// names none).
fn vector_unit(module: OperationRef) -> Result<VectorUnit, ()> {
    let Ok(attr) = module.attribute(VECTOR_BITS_ATTR) else {
        return Ok(VectorUnit::with_bits(DEFAULT_VECTOR_BITS).expect("a known width"));
    };
    let bits = IntegerAttribute::try_from(attr).ok().map(|a| a.value());
    bits.and_then(VectorUnit::with_bits).ok_or_else(|| {
        emit_error(
            module.location(),
            &format!("`{VECTOR_BITS_ATTR}` must be 128, 256 or 512 (an integer), not {attr}"),
        )
    })
}

/// The transform sequence scheduling each contraction (tagged `i`, in
/// order).
fn schedule<'a>(contractions: impl Iterator<Item = &'a Contraction>) -> String {
    let any = "!transform.any_op";
    let mut s = String::new();
    for (i, c) in contractions.enumerate() {
        let _ = writeln!(
            s,
            "%op{i} = transform.structured.match attributes{{{TAG} = {i} : i64}} in %root : ({any}) -> {any}"
        );
        let mut tiled = format!("%op{i}");
        // The dot kernel's lane sums take k's place in the partial-sum
        // tensor: k goes last in the op itself, so those tensors and the
        // op share one dim order (and one list of vector sizes).
        let order = c.interchange();
        let reordered;
        let c = if c.kernel == Kernel::Dot && order.iter().enumerate().any(|(p, &d)| p != d) {
            let _ = writeln!(
                s,
                "%ordered{i} = transform.structured.interchange {tiled} iterator_interchange = {} : ({any}) -> {any}",
                list(order.iter().map(|&d| d as i64)),
            );
            tiled = format!("%ordered{i}");
            reordered = c.reordered(&order);
            &reordered
        } else {
            c
        };
        let interchange = list(c.interchange().iter().map(|&d| d as i64));
        let KernelTiles {
            cache: cache_tile,
            register: register_tile,
            ..
        } = c.tiles;
        let mut cache = c.tiles(cache_tile, 1, 2);
        c.split_for_threads(&mut cache, register_tile);
        let register = c.tiles(register_tile, 0, 1);
        // The cache tiles `tile_using_for` makes loops of.
        let mut serial = cache.clone();
        if c.parallel(&cache) {
            // The cache tiles of the parallel dims as one `scf.forall`;
            // k's loop, if tiled, inside it.
            let parallel: Vec<i64> = (0..cache.len())
                .map(|d| if c.roles[d] == Role::K { 0 } else { cache[d] })
                .collect();
            let _ = writeln!(
                s,
                "%parallel{i}, %forall{i} = transform.structured.tile_using_forall {tiled} tile_sizes {} : ({any}) -> ({any}, {any})",
                list(parallel.iter().copied()),
            );
            tiled = format!("%parallel{i}");
            serial = (0..cache.len())
                .map(|d| if c.roles[d] == Role::K { cache[d] } else { 0 })
                .collect();
        }
        let vector_sizes = list(c.vector_sizes().into_iter());
        let mut tile = |s: &mut String, tiles: &[i64], name: String| -> Option<String> {
            let loops = tiles.iter().filter(|&&t| t != 0).count();
            if loops == 0 {
                return None;
            }
            let types = vec![any; loops + 1].join(", ");
            let _ = writeln!(
                s,
                "%{name}, %{name}_loops:{loops} = transform.structured.tile_using_for {tiled} tile_sizes {} interchange = {interchange} : ({any}) -> ({types})",
                list(tiles.iter().copied()),
            );
            tiled = format!("%{name}");
            Some(format!("%{name}_loops"))
        };
        tile(&mut s, &serial, format!("cache{i}"));
        if let Some(loops) = tile(&mut s, &register, format!("register{i}")) {
            // A register loop that may end in a partial tile is peeled:
            // its full tiles get static sizes (their masks fold away), the
            // partial one keeps masks. Peeling consumes the handles of the
            // loop and of what it holds, so loops are peeled innermost
            // first and the tile ops (clones included: they keep the tag)
            // are matched afterwards.
            let register_dims: Vec<usize> = c
                .interchange()
                .into_iter()
                .filter(|&d| register[d] != 0)
                .collect();
            // Register loops are tagged for hoisting, after
            // canonicalization may have folded some (handles to them would
            // not survive).
            for j in 0..register_dims.len() {
                let _ = writeln!(s, "transform.annotate {loops}#{j} \"{LOOP_TAG}\" : {any}");
            }
            for (j, &d) in register_dims.iter().enumerate().rev() {
                if !c.full_tiles_only(d, cache[d], register[d]) {
                    peel(&mut s, &format!("{loops}#{j}"), &format!("{i}_{j}"));
                }
            }
            let _ = writeln!(
                s,
                "%tiles{i} = transform.structured.match attributes{{{TAG} = {i} : i64}} in %root : ({any}) -> {any}"
            );
            tiled = format!("%tiles{i}");
        }
        let Some((k, lanes)) = c.k_split() else {
            let _ = writeln!(
                s,
                "transform.structured.vectorize {tiled} vector_sizes {vector_sizes} : {any}"
            );
            continue;
        };
        // The dot kernel: k tiled by the lanes, partial sums carried in a
        // [.., lanes] accumulator and summed across lanes after the loop.
        let mut split = vec![0; c.roles.len()];
        split[k] = lanes;
        let _ = writeln!(
            s,
            "%fill{i}, %lanes{i}, %sum{i}, %k{i} = transform.structured.tile_reduction_using_for {tiled} by tile_sizes = {} : ({any}) -> ({any}, {any}, {any}, {any})\n\
             transform.annotate %k{i} \"{LOOP_TAG}\" : {any}",
            list(split.into_iter()),
        );
        for op in ["fill", "lanes", "sum"] {
            let _ = writeln!(
                s,
                "transform.structured.vectorize %{op}{i} vector_sizes {vector_sizes} : {any}"
            );
        }
        if c.sizes[k].is_none_or(|size| size % lanes != 0) {
            // Peeled after vectorizing: the full iterations' masks read
            // a bound that peeling makes constant.
            peel(&mut s, &format!("%k{i}"), &format!("{i}_k"));
        }
    }
    // Reads and writes of tensor slices fold into the vector transfers, the
    // broadcast-multiply-reduce the vectorizer emits becomes a contraction,
    // and the accumulator's read and write leave the k loop.
    let _ = writeln!(
        s,
        "%funcs = transform.structured.match ops{{[\"func.func\"]}} in %root : ({any}) -> {any}\n\
         transform.apply_patterns to %funcs {{\n\
           transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers\n\
           transform.apply_patterns.vector.reduction_to_contract\n\
           transform.apply_patterns.vector.transfer_permutation_patterns\n\
           transform.apply_patterns.vector.lower_masked_transfers\n\
           transform.apply_patterns.canonicalization\n\
         }} : {any}"
    );
    let _ = writeln!(
        s,
        "%register_loops = transform.structured.match ops{{[\"scf.for\"]}} attributes{{{LOOP_TAG}}} in %root : ({any}) -> {any}\n\
         transform.apply_licm to %register_loops : {any}\n\
         transform.loop.hoist_loop_invariant_subsets %register_loops : {any}"
    );
    s
}

/// Peels the loops of `handle` (their last iteration apart, when partial).
fn peel(s: &mut String, handle: &str, name: &str) {
    let any = "!transform.any_op";
    let _ = writeln!(
        s,
        "%loop{name} = transform.cast {handle} : {any} to {FOR}\n\
         %main{name}, %partial{name} = transform.loop.peel %loop{name} : ({FOR}) -> ({any}, {any})"
    );
}

fn list(items: impl Iterator<Item = i64>) -> String {
    let items: Vec<String> = items.map(|i| i.to_string()).collect();
    format!("[{}]", items.join(", "))
}

/// `op`'s schedule when it is a float contraction: two inputs and an
/// init, maps that are projected permutations, one reduction dim, and a
/// body that is `init + lhs * rhs`.
fn float_contraction(op: OperationRef, unit: VectorUnit) -> Option<Contraction> {
    if op.operand_count() != 3 || op.result_count() != 1 {
        return None;
    }
    let out = RankedTensorType::try_from(op.result_at(0)?.r#type()).ok()?;
    let elem = out.element();
    if !(elem.is_f32() || elem.is_f64()) {
        return None;
    }
    if !multiply_accumulate_body(op) {
        return None;
    }
    let maps = ArrayAttribute::try_from(op.attribute("indexing_maps").ok()?).ok()?;
    let iterators = ArrayAttribute::try_from(op.attribute("iterator_types").ok()?).ok()?;
    let rank = iterators.len();
    // Which of (lhs, rhs, init) reads each loop dim, and its static size.
    let mut used = vec![[false; 3]; rank];
    let mut sizes = vec![None; rank];
    let mut operand_dims = Vec::with_capacity(3);
    for (operand, value) in op.operands().enumerate() {
        let dims = projected_dims(&maps.element(operand).ok()?.to_string())?;
        for (&d, &size) in dims.iter().zip(&builtin_sizes(value)?) {
            *used.get_mut(d)?.get_mut(operand)? = true;
            if size != DYNAMIC {
                sizes[d] = Some(size);
            }
        }
        operand_dims.push(dims);
    }
    let innermost = [
        operand_dims[0].last().copied(),
        operand_dims[1].last().copied(),
    ];
    // m is the lhs's last dim not summed, n the rhs's; other dims kept by
    // the result are batch dims (some read by one operand only: a
    // convolution's images share one weight).
    let last_kept = |operand: usize| {
        operand_dims[operand]
            .iter()
            .rev()
            .copied()
            .find(|&d| used[d][2] && !used[d][1 - operand])
    };
    let (m, n) = (last_kept(0)?, last_kept(1)?);
    let mut roles = Vec::with_capacity(rank);
    for (d, &[lhs, rhs, init]) in used.iter().enumerate() {
        let reduction = iterators.element(d).ok()?.to_string().contains("reduction");
        roles.push(match (lhs, rhs, init, reduction) {
            (true, true, false, true) => Role::K,
            (_, _, true, false) if d == m => Role::M,
            (_, _, true, false) if d == n => Role::N,
            (_, _, true, false) if lhs || rhs => Role::Batch,
            _ => return None,
        });
    }
    let count = |r| roles.iter().filter(|&&x| x == r).count();
    if count(Role::M) != 1 || count(Role::N) != 1 || count(Role::K) != 1 {
        return None;
    }
    if sizes.contains(&Some(0)) {
        return None;
    }
    let k = roles.iter().position(|&r| r == Role::K);
    let element_bits = if elem.is_f64() { 64 } else { 32 };
    let (kernel, tiles) = if innermost == [k, k] {
        (Kernel::Dot, KernelTiles::dot(unit, element_bits))
    } else {
        (
            Kernel::OuterProduct,
            KernelTiles::outer_product(unit, element_bits),
        )
    };
    Some(Contraction {
        roles,
        sizes,
        kernel,
        tiles,
    })
}

/// The dims `(d0, ..) -> (di, dj, ..)` reads, when each result is a plain
/// dim (no constants, no arithmetic).
pub(crate) fn projected_dims(map: &str) -> Option<Vec<usize>> {
    let results = map.split("->").nth(1)?.trim();
    let inner = results.strip_prefix('(')?.split(')').next()?;
    if inner.trim().is_empty() {
        return Some(vec![]);
    }
    inner
        .split(',')
        .map(|e| e.trim().strip_prefix('d')?.parse().ok())
        .collect()
}

/// The body is `yield init + lhs * rhs` (either order of the sum).
fn multiply_accumulate_body(op: OperationRef) -> bool {
    let Some(body) = op.region_at(0).and_then(|r| r.first_block()) else {
        return false;
    };
    let (Some(mul), Ok(a), Ok(b), Ok(acc)) = (
        body.first_operation(),
        body.argument(0),
        body.argument(1),
        body.argument(2),
    ) else {
        return false;
    };
    let Some(add) = mul.next_in_block() else {
        return false;
    };
    let Some(ret) = add.next_in_block() else {
        return false;
    };
    let operands = |o: OperationRef| o.operands().map(|v| v.to_raw().ptr).collect::<Vec<_>>();
    let product = mul.result_at(0).map(|r| r.to_raw().ptr);
    let sum = add.result_at(0).map(|r| r.to_raw().ptr);
    let (a, b, acc) = (a.to_raw().ptr, b.to_raw().ptr, acc.to_raw().ptr);
    op_name(mul) == "arith.mulf"
        && operands(mul) == [a, b]
        && op_name(add) == "arith.addf"
        && (operands(add) == [acc, product.unwrap_or(a)]
            || operands(add) == [product.unwrap_or(a), acc])
        && op_name(ret) == "linalg.yield"
        && operands(ret) == [sum.unwrap_or(a)]
        && ret.next_in_block().is_none()
}

#[cfg(test)]
mod tests {
    use super::*;

    const AVX2: VectorUnit = VectorUnit {
        bits: 256,
        registers: 16,
    };
    const AVX512: VectorUnit = VectorUnit {
        bits: 512,
        registers: 32,
    };

    /// A contraction of f32 on AVX2.
    fn contraction(roles: Vec<Role>, sizes: Vec<Option<i64>>, kernel: Kernel) -> Contraction {
        let tiles = match kernel {
            Kernel::OuterProduct => KernelTiles::outer_product(AVX2, 32),
            Kernel::Dot => KernelTiles::dot(AVX2, 32),
        };
        Contraction {
            roles,
            sizes,
            kernel,
            tiles,
        }
    }

    /// A matmul as `lower_matmul` builds it: loop dims (m, k, n).
    fn matmul(m: Option<i64>, k: Option<i64>, n: Option<i64>) -> Contraction {
        contraction(
            vec![Role::M, Role::K, Role::N],
            vec![m, k, n],
            Kernel::OuterProduct,
        )
    }

    const CACHE_TILE: [i64; 3] = [64, 64, 64];
    const REGISTER_TILE: [i64; 3] = [6, 16, 16];

    #[test]
    fn tiles_follow_the_vector_unit_and_the_element_type() {
        assert_eq!(KernelTiles::outer_product(AVX2, 32).cache, CACHE_TILE);
        assert_eq!(KernelTiles::outer_product(AVX2, 32).register, REGISTER_TILE);
        // f64: half the lanes, so half the columns in the same registers.
        assert_eq!(KernelTiles::outer_product(AVX2, 64).register, [6, 8, 16]);
        assert_eq!(KernelTiles::outer_product(AVX2, 64).cache, [64, 64, 32]);
        let wide = KernelTiles::outer_product(AVX512, 32);
        assert_eq!(wide.register, [12, 32, 8]);
        // Whole register tiles in a cache tile.
        assert!((0..2).all(|d| wide.cache[d] % wide.register[d] == 0));
        assert_eq!(KernelTiles::dot(AVX2, 32).vector, [4, 2, 8]);
        assert_eq!(KernelTiles::dot(AVX2, 64).vector, [4, 2, 4]);
        assert_eq!(KernelTiles::dot(AVX512, 32).vector, [4, 4, 16]);
        let sse = VectorUnit::with_bits(128).unwrap();
        assert_eq!(KernelTiles::outer_product(sse, 32).register, [6, 8, 16]);
        assert_eq!(VectorUnit::with_bits(384), None);
    }

    #[test]
    fn loops_nest_batch_m_n_k() {
        let c = contraction(
            vec![Role::Batch, Role::M, Role::N, Role::K],
            vec![None; 4],
            Kernel::Dot,
        );
        assert_eq!(c.interchange(), vec![0, 1, 2, 3]);
        assert_eq!(matmul(None, None, None).interchange(), vec![0, 2, 1]);
    }

    #[test]
    fn cache_tiles_run_in_parallel_with_enough_work() {
        let big = matmul(Some(256), Some(256), Some(256));
        assert!(big.parallel(&big.tiles(CACHE_TILE, 1, 2)));
        // Too little work, or only k tiled (nothing to split).
        let small = matmul(Some(64), Some(64), Some(64));
        assert!(!small.parallel(&small.tiles(CACHE_TILE, 1, 2)));
        let deep = matmul(Some(16), Some(8192), Some(16));
        assert!(!deep.parallel(&deep.tiles(CACHE_TILE, 1, 2)));
        // A batch of small matmuls splits along the batch.
        let batched = contraction(
            vec![Role::Batch, Role::M, Role::K, Role::N],
            vec![Some(64), Some(32), Some(32), Some(32)],
            Kernel::OuterProduct,
        );
        assert!(batched.parallel(&batched.tiles(CACHE_TILE, 1, 2)));
    }

    #[test]
    fn medium_matmuls_split_their_larger_dim_in_two() {
        // 100 x 300 @ 300 x 77: only k is a cache-tile loop; m is split
        // into halves of whole register tiles (54 + 46).
        let c = matmul(Some(100), Some(300), Some(77));
        let mut cache = c.tiles(CACHE_TILE, 1, 2);
        assert!(!c.parallel(&cache));
        c.split_for_threads(&mut cache, REGISTER_TILE);
        assert_eq!(cache, vec![54, 64, 0]);
        assert!(c.parallel(&cache));
        // Too little work: unchanged.
        let small = matmul(Some(100), Some(30), Some(77));
        let mut cache = small.tiles(CACHE_TILE, 1, 2);
        small.split_for_threads(&mut cache, REGISTER_TILE);
        assert_eq!(cache, small.tiles(CACHE_TILE, 1, 2));
    }

    #[test]
    fn small_static_dims_are_not_tiled() {
        let c = matmul(Some(512), Some(100), Some(3));
        // Cache tiles only for dims over two tiles; registers for dims
        // over one; a dim that fits is one vector of its size.
        assert_eq!(c.tiles(CACHE_TILE, 1, 2), vec![64, 0, 0]);
        assert_eq!(c.tiles(REGISTER_TILE, 0, 1), vec![6, 16, 0]);
        assert_eq!(c.vector_sizes(), vec![6, 16, 3]);
    }

    #[test]
    fn batch_dims_are_tiled_by_one() {
        let c = contraction(
            vec![Role::Batch, Role::M, Role::K, Role::N],
            vec![Some(8), Some(4), Some(64), Some(64)],
            Kernel::OuterProduct,
        );
        assert_eq!(c.tiles(CACHE_TILE, 1, 2), vec![1, 0, 0, 0]);
        assert_eq!(c.vector_sizes(), vec![1, 4, 16, 16]);
    }

    #[test]
    fn loops_with_partial_tiles_are_peeled() {
        let c = matmul(Some(12), Some(70), None);
        assert!(c.full_tiles_only(0, 0, 6)); // 12 = 2 x 6
        assert!(!c.full_tiles_only(1, 0, 16)); // 70 = 4 x 16 + 6
        assert!(!c.full_tiles_only(2, 64, 16)); // known only at run time
        let script = schedule([c].iter());
        assert_eq!(script.matches("transform.loop.peel").count(), 2);
        assert!(script.contains("vector_sizes [6, 16, 16]"));
    }

    #[test]
    fn dot_kernel_moves_k_last_and_splits_it_into_lanes() {
        // einsum "bcl,bdl->bcd": loop dims (b, c, l, d), l summed.
        let c = contraction(
            vec![Role::Batch, Role::M, Role::K, Role::N],
            vec![Some(2), Some(4), None, Some(9)],
            Kernel::Dot,
        );
        let ordered = c.reordered(&c.interchange());
        assert_eq!(ordered.roles, vec![Role::Batch, Role::M, Role::N, Role::K]);
        assert_eq!(ordered.sizes, vec![Some(2), Some(4), Some(9), None]);
        assert_eq!(ordered.k_split(), Some((3, 8)));
        assert_eq!(ordered.vector_sizes(), vec![1, 4, 2, 8]);
        let script = schedule([c].iter());
        assert!(script.contains("transform.structured.interchange"));
        assert!(script.contains("tile_reduction_using_for"));
        // A k that fits in the lanes is not split.
        let short = contraction(
            vec![Role::M, Role::N, Role::K],
            vec![Some(4), Some(8), Some(5)],
            Kernel::Dot,
        );
        assert_eq!(short.k_split(), None);
        assert_eq!(short.vector_sizes(), vec![4, 2, 5]);
    }

    #[test]
    fn maps_must_read_plain_dims() {
        assert_eq!(
            projected_dims("affine_map<(d0, d1, d2) -> (d0, d2)>"),
            Some(vec![0, 2])
        );
        assert_eq!(projected_dims("affine_map<(d0, d1) -> ()>"), Some(vec![]));
        assert_eq!(projected_dims("affine_map<(d0, d1) -> (0, d1)>"), None);
        assert_eq!(projected_dims("affine_map<(d0, d1) -> (d0 + d1)>"), None);
    }
}
