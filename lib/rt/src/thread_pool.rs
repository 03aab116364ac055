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

use std::ffi::c_void;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

/// The outlined body of a parallel loop: runs iterations `begin..end`.
pub type LoopBody = extern "C" fn(context: *mut c_void, begin: i64, end: i64);

/// How many chunks each thread gets: a few, so that a thread that finishes
/// early takes over work (tiles of one loop can differ in size).
const CHUNKS_PER_THREAD: i64 = 4;

/// Runs `body` over the iterations `0..count`, split into chunks run on
/// the pool's threads and the calling one; returns when all have run.
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
    let shared = Arc::new(SharedLoop {
        body,
        context,
        count,
        chunks,
        next: AtomicI64::new(0),
        done: AtomicI64::new(0),
    });
    // Helpers are not waited for: one that starts after every chunk was
    // taken finds nothing to do and never touches `body` or `context`.
    for _ in 1..threads.min(chunks) {
        let shared = Arc::clone(&shared);
        rayon::spawn(move || shared.run_chunks());
    }
    // The calling thread takes part rather than sleeping while a worker
    // wakes up, then waits only for chunks other threads are running.
    shared.run_chunks();
    let mut spins = 0u32;
    while shared.done.load(Ordering::Acquire) < chunks {
        if spins < 1 << 10 {
            std::hint::spin_loop();
            spins += 1;
        } else {
            std::thread::yield_now();
        }
    }
}

/// One parallel loop, shared by the threads that run its chunks.
struct SharedLoop {
    body: LoopBody,
    context: *mut c_void,
    count: i64,
    chunks: i64,
    /// The next chunk to take.
    next: AtomicI64,
    /// Chunks finished.
    done: AtomicI64,
}

// SAFETY: the body reads the context (never writes it) and each chunk
// writes only what its own iterations own (`ts_rt_parallel_for`'s
// contract); both are used only while the caller waits for the chunks.
unsafe impl Send for SharedLoop {}
unsafe impl Sync for SharedLoop {}

impl SharedLoop {
    /// Takes and runs chunks until none is left.
    fn run_chunks(&self) {
        loop {
            let c = self.next.fetch_add(1, Ordering::Relaxed);
            if c >= self.chunks {
                return;
            }
            let (begin, end) = (
                c * self.count / self.chunks,
                (c + 1) * self.count / self.chunks,
            );
            (self.body)(self.context, begin, end);
            self.done.fetch_add(1, Ordering::Release);
        }
    }
}

/// Sets how many threads the pool has (once per process, before compiled
/// code first runs a parallel loop; `RAYON_NUM_THREADS` does the same from
/// the environment). An error says why it cannot be set.
pub fn set_thread_count(threads: usize) -> Result<(), String> {
    if threads == 0 {
        return Err("the thread count must be at least 1".into());
    }
    // Each thread is an OS thread with its own stack, started up front.
    const MAX_THREADS: usize = 1024;
    if threads > MAX_THREADS {
        return Err(format!(
            "the thread count must be at most {MAX_THREADS}, got {threads}"
        ));
    }
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build_global()
        .map_err(|e| e.to_string())
}

/// This module's functions by symbol name, for the JIT.
pub fn symbols() -> Vec<(&'static str, *mut c_void)> {
    vec![("ts_rt_parallel_for", ts_rt_parallel_for as *mut c_void)]
}

#[cfg(test)]
mod tests {
    use super::*;

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

    extern "C" fn record_thread(context: *mut c_void, _: i64, _: i64) {
        // SAFETY: the test passes a live mutex as the context.
        let threads = unsafe { &*(context as *const std::sync::Mutex<Vec<std::thread::ThreadId>>) };
        threads.lock().unwrap().push(std::thread::current().id());
        std::thread::sleep(std::time::Duration::from_millis(5));
    }

    #[test]
    fn chunks_run_on_more_than_one_thread() {
        if rayon::current_num_threads() < 2 {
            return;
        }
        let threads = std::sync::Mutex::new(Vec::<std::thread::ThreadId>::new());
        // SAFETY: the body only locks the mutex.
        unsafe { ts_rt_parallel_for(record_thread, &threads as *const _ as *mut c_void, 16) };
        let mut seen = threads.into_inner().unwrap();
        assert_eq!(
            seen.len() as i64,
            16.min(rayon::current_num_threads() as i64 * CHUNKS_PER_THREAD)
        );
        seen.sort_by_key(|t| format!("{t:?}"));
        seen.dedup();
        assert!(seen.len() > 1, "every chunk ran on one thread");
    }
}
