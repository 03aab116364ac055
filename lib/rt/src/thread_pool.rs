//! `ts_rt_parallel_for`: the thread pool compiled code runs parallel loops
//! on (rayon's global pool, `RAYON_NUM_THREADS` threads, one per core by
//! default).
//!
//! `ts-forall-to-thread-pool` outlines the body of each parallel loop
//! (`scf.forall`) into a function `body(context, begin, end)` that runs
//! the iterations `begin..end` of the loop's linearized iteration space;
//! the loop itself becomes one call here. Bodies never raise (the pass
//! keeps loops that call anything serial), so no unwinding or `longjmp`
//! crosses the pool's frames.

use rayon::prelude::*;
use std::ffi::c_void;

/// The outlined body of a parallel loop: runs iterations `begin..end`.
pub type LoopBody = extern "C" fn(context: *mut c_void, begin: i64, end: i64);

/// How many chunks each thread gets: a few, so that a thread that finishes
/// early takes over work (tiles of one loop can differ in size).
const CHUNKS_PER_THREAD: i64 = 4;

/// Runs `body` over the iterations `0..count`, split into chunks run on
/// the pool's threads; returns when all have run.
///
/// # Safety
/// `body` may be called with `context` from several threads at once, on
/// disjoint ranges; it must only read what other iterations do not write.
#[no_mangle]
pub unsafe extern "C" fn ts_rt_parallel_for(body: LoopBody, context: *mut c_void, count: i64) {
    let threads = rayon::current_num_threads() as i64;
    if count <= 1 || threads <= 1 {
        body(context, 0, count.max(0));
        return;
    }
    let chunks = count.min(threads * CHUNKS_PER_THREAD);
    // A raw pointer is not `Send`; the loop's iterations share it by contract.
    let shared = context as usize;
    (0..chunks).into_par_iter().for_each(|c| {
        let (begin, end) = (c * count / chunks, (c + 1) * count / chunks);
        body(shared as *mut c_void, begin, end);
    });
}

/// This module's functions by symbol name, for the JIT.
pub fn symbols() -> Vec<(&'static str, *mut c_void)> {
    vec![("ts_rt_parallel_for", ts_rt_parallel_for as *mut c_void)]
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicI64, Ordering};

    extern "C" fn mark(context: *mut c_void, begin: i64, end: i64) {
        // SAFETY: the tests pass a live slice of atomics as the context.
        let marks = unsafe { &*(context as *const [AtomicI64; 100]) };
        for i in begin..end {
            marks[i as usize].fetch_add(1, Ordering::Relaxed);
        }
    }

    #[test]
    fn every_iteration_runs_once() {
        for count in [0, 1, 2, 7, 100] {
            let marks: [AtomicI64; 100] = std::array::from_fn(|_| AtomicI64::new(0));
            // SAFETY: `mark` writes only its own range of `marks`.
            unsafe { ts_rt_parallel_for(mark, &marks as *const _ as *mut c_void, count) };
            for (i, m) in marks.iter().enumerate() {
                let expected = (i < count as usize) as i64;
                assert_eq!(
                    m.load(Ordering::Relaxed),
                    expected,
                    "count {count} index {i}"
                );
            }
        }
    }
}
