//! `ts-parallelize-loops`: large loop nests other than float contractions
//! run on the thread pool.
//!
//! A `linalg.generic` whose loops run at least `PARALLEL_ITERATIONS`
//! times (elementwise chains, reductions and softmax, integer matmuls,
//! im2col's window copies) is tiled along its parallel loops, outermost
//! first, into about `CHUNKS` tiles, as one `scf.forall`
//! (`transform.structured.tile_using_forall`), which
//! `ts-forall-to-thread-pool` runs on the runtime's threads after
//! bufferization. Each tile computes what the whole op computed for its
//! rows, in the same order, so results do not change. Float contractions
//! are `ts-vectorize-contractions`'s (it runs first and leaves no generic
//! behind for them); ops with sizes known only at run time stay serial.

use crate::convert_ts_to_linalg::builder::builtin_sizes;
use crate::ir::{apply_transform_schedule, collect_ops, enclosing, op_ref, set_attribute};
use crate::vectorize_contractions::projected_dims;
use melior::ir::{
    attribute::{ArrayAttribute, IntegerAttribute},
    operation::OperationLike,
    r#type::IntegerType,
    OperationRef,
};
use melior::Context;
use std::fmt::Write;
use ts_dialect::DYNAMIC;

crate::pass_definition::define_pass!(
    create_parallelize_loops_pass,
    run,
    "ts-parallelize-loops",
    "Tile large linalg.generic ops along their parallel loops as an scf.forall",
    "builtin.module"
);

/// Iterations from which a loop nest is split between threads: about a
/// millisecond of elementwise work, against microseconds to start threads.
const PARALLEL_ITERATIONS: i64 = 1 << 20;
/// How many tiles a parallel op is split into (a few per thread of a
/// machine with several cores; the pool balances them).
const CHUNKS: i64 = 16;
/// The attribute that names each op for the script's matcher.
const TAG: &str = "ts.parallelize";

fn run(ctx: &Context, module: OperationRef) -> Result<(), ()> {
    let mut tiles = Vec::new();
    for raw in collect_ops(module, |n| n == "linalg.generic") {
        // SAFETY: nothing is erased while collecting.
        let op = unsafe { op_ref(raw) };
        let inside_forall = enclosing(op, "scf.forall").is_some();
        let Some(t) = (!inside_forall).then(|| parallel_tiles(op)).flatten() else {
            continue;
        };
        let tag = IntegerAttribute::new(IntegerType::new(ctx, 64).into(), tiles.len() as i64);
        set_attribute(op, TAG, tag.into());
        tiles.push(t);
    }
    if tiles.is_empty() {
        return Ok(());
    }
    let any = "!transform.any_op";
    let mut s = String::new();
    for (i, t) in tiles.iter().enumerate() {
        let sizes: Vec<String> = t.iter().map(|s| s.to_string()).collect();
        let _ = writeln!(
            s,
            "%op{i} = transform.structured.match attributes{{{TAG} = {i} : i64}} in %root : ({any}) -> {any}\n\
             %tiled{i}, %forall{i} = transform.structured.tile_using_forall %op{i} tile_sizes [{}] : ({any}) -> ({any}, {any})",
            sizes.join(", ")
        );
    }
    apply_transform_schedule(ctx, module, &s, "ts-parallelize-loops schedule", &[TAG])
}

/// The tile sizes splitting `op` between threads, if it is worth it.
fn parallel_tiles(op: OperationRef) -> Option<Vec<i64>> {
    let maps = ArrayAttribute::try_from(op.attribute("indexing_maps").ok()?).ok()?;
    let iterators = ArrayAttribute::try_from(op.attribute("iterator_types").ok()?).ok()?;
    let parallel: Vec<bool> = (0..iterators.len())
        .map(|d| {
            let kind = iterators.element(d).map(|a| a.to_string());
            kind.is_ok_and(|k| k.contains("parallel"))
        })
        .collect();
    // Each loop's size, from an operand that reads it as a plain dim.
    let mut sizes = vec![None; parallel.len()];
    for (operand, value) in op.operands().enumerate() {
        let Some(dims) = projected_dims(&maps.element(operand).ok()?.to_string()) else {
            continue;
        };
        for (&d, &size) in dims.iter().zip(&builtin_sizes(value)?) {
            if size != DYNAMIC {
                *sizes.get_mut(d)? = Some(size);
            }
        }
    }
    let sizes: Vec<i64> = sizes.into_iter().collect::<Option<_>>()?;
    split(&parallel, &sizes)
}

/// Tiles for loops of `sizes` (`parallel` says which may be split): the
/// parallel loops, outermost first, until about `CHUNKS` tiles (a tile
/// runs whole sums: summed loops are never split); `None` below
/// `PARALLEL_ITERATIONS` or with nothing to split.
fn split(parallel: &[bool], sizes: &[i64]) -> Option<Vec<i64>> {
    let iterations = sizes.iter().fold(1i64, |n, &s| n.saturating_mul(s));
    if iterations < PARALLEL_ITERATIONS {
        return None;
    }
    let mut tiles = vec![0; sizes.len()];
    let mut wanted = CHUNKS;
    for d in 0..sizes.len() {
        if wanted <= 1 {
            break;
        }
        if !parallel[d] {
            continue;
        }
        let parts = sizes[d].min(wanted);
        if parts > 1 {
            tiles[d] = (sizes[d] + parts - 1) / parts;
            wanted = (wanted + parts - 1) / parts;
        }
    }
    tiles.iter().any(|&t| t != 0).then_some(tiles)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn large_ops_split_their_leading_parallel_loops() {
        // 2048 x 1024 elementwise: rows in 16 tiles of 128.
        assert_eq!(split(&[true, true], &[2048, 1024]), Some(vec![128, 0]));
        // One image of 64 channels: the batch loop is not split.
        assert_eq!(
            split(&[true; 4], &[1, 64, 128, 128]),
            Some(vec![0, 4, 0, 0])
        );
        // 4 x 512 x 512: 4 rows, then 4 parts of the next loop.
        assert_eq!(split(&[true; 3], &[4, 512, 512]), Some(vec![1, 128, 0]));
    }

    #[test]
    fn sums_are_never_split() {
        // A column sum: the columns are split, each tile sums all rows.
        assert_eq!(split(&[false, true], &[4096, 4096]), Some(vec![0, 256]));
        assert_eq!(split(&[false], &[1 << 22]), None);
    }

    #[test]
    fn small_ops_stay_whole() {
        assert_eq!(split(&[true, true], &[64, 64]), None);
    }
}
