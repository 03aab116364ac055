//! The random generator's state: a seed and a count of draws. Compiled
//! code takes a key for each draw (`ts_rt_random_key`) and computes the
//! draw's elements from it in parallel (element i hashes `key + 2 * i`, a
//! counter-based generator like PyTorch's Philox), so every draw — each
//! iteration of a loop, each call — gets fresh values, and
//! `torch.manual_seed` makes them reproducible. Keys are hashes of (seed,
//! draw), 2^64 apart on average, so draws of any size do not overlap in
//! practice and no draw needs to know its size first.

use std::sync::Mutex;

/// PyTorch's default CPU seed (`default_rng_seed_val`), so a process that
/// never seeds still draws the same values on every run.
const DEFAULT_SEED: u64 = 67_280_421_310_721;

/// (seed, draws so far).
static STATE: Mutex<(u64, u64)> = Mutex::new((DEFAULT_SEED, 0));

/// splitmix64's finalizer: a bijective 64-bit mix.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// `torch.manual_seed(seed)`: the draws start again from the seed's first.
#[no_mangle]
pub extern "C" fn ts_rt_manual_seed(seed: i64) -> i64 {
    let mut state = STATE.lock().unwrap_or_else(|e| e.into_inner());
    *state = (seed as u64, 0);
    0
}

/// The key of the next draw (one random op's elements).
#[no_mangle]
pub extern "C" fn ts_rt_random_key() -> i64 {
    let mut state = STATE.lock().unwrap_or_else(|e| e.into_inner());
    let key = mix(mix(state.0).wrapping_add(state.1));
    state.1 = state.1.wrapping_add(1);
    key as i64
}

/// These functions by symbol name, for the JIT.
pub fn symbols() -> Vec<(&'static str, *mut std::ffi::c_void)> {
    vec![
        ("ts_rt_manual_seed", ts_rt_manual_seed as *mut _),
        ("ts_rt_random_key", ts_rt_random_key as *mut _),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_differ_and_a_seed_replays_them() {
        ts_rt_manual_seed(5);
        let a = ts_rt_random_key();
        let b = ts_rt_random_key();
        assert_ne!(a, b);
        ts_rt_manual_seed(5);
        assert_eq!(ts_rt_random_key(), a);
        assert_eq!(ts_rt_random_key(), b);
        ts_rt_manual_seed(6);
        assert_ne!(ts_rt_random_key(), a);
    }
}
