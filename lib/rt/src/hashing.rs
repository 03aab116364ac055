//! `hash()` of compiled code, with TorchScript's values: `aten::hash` is
//! `std::hash`, which for a string or a (non-zero) float is libstdc++'s
//! `_Hash_bytes` (MurmurHash2, 64-bit) of its bytes with seed 0xc70f6907,
//! so compiled code and `torch.jit.script` agree (ints hash to themselves).

use crate::containers::str_of;

const SEED: u64 = 0xc70f_6907;
const MUL: u64 = (0xc6a4_a793 << 32) + 0x5bd1_e995;

fn shift_mix(v: u64) -> u64 {
    v ^ (v >> 47)
}

/// libstdc++'s `std::_Hash_bytes` for a 64-bit `size_t`.
fn hash_bytes(bytes: &[u8], seed: u64) -> u64 {
    let mut hash = seed ^ (bytes.len() as u64).wrapping_mul(MUL);
    let mut chunks = bytes.chunks_exact(8);
    for chunk in &mut chunks {
        let data = u64::from_le_bytes(chunk.try_into().expect("8 bytes"));
        hash ^= shift_mix(data.wrapping_mul(MUL)).wrapping_mul(MUL);
        hash = hash.wrapping_mul(MUL);
    }
    let rest = chunks.remainder();
    if !rest.is_empty() {
        let data = rest
            .iter()
            .rev()
            .fold(0u64, |acc, &b| (acc << 8) | u64::from(b));
        hash ^= data;
        hash = hash.wrapping_mul(MUL);
    }
    shift_mix(shift_mix(hash).wrapping_mul(MUL))
}

/// `hash(s)` of a string.
#[no_mangle]
pub extern "C" fn ts_rt_str_hash(s: i64) -> i64 {
    hash_bytes(str_of(s).as_bytes(), SEED) as i64
}

/// `hash(x)` of a float (its bits): 0 for both zeros, as `std::hash<double>`.
#[no_mangle]
pub extern "C" fn ts_rt_float_hash(bits: i64) -> i64 {
    let x = f64::from_bits(bits as u64);
    if x == 0.0 {
        return 0;
    }
    hash_bytes(&x.to_le_bytes(), SEED) as i64
}

/// These functions by symbol name, for the JIT.
pub fn symbols() -> Vec<(&'static str, *mut std::ffi::c_void)> {
    vec![
        ("ts_rt_str_hash", ts_rt_str_hash as *mut _),
        ("ts_rt_float_hash", ts_rt_float_hash as *mut _),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Values `torch.jit.script` gives (torch 2.x on Linux, libstdc++).
    #[test]
    fn hashes_match_torchscript() {
        assert_eq!(hash_bytes(b"ab", SEED) as i64, 5498234120169091963);
        assert_eq!(hash_bytes(b"", SEED) as i64, 6142509188972423790);
        assert_eq!(
            ts_rt_float_hash(1.5f64.to_bits() as i64),
            4982507072649106663
        );
        assert_eq!(ts_rt_float_hash((-0.0f64).to_bits() as i64), 0);
        // Longer than one 8-byte block, and UTF-8.
        assert_eq!(
            hash_bytes(b"abcdefghijklmnopq", SEED) as i64,
            -2047358470445678241
        );
        assert_eq!(
            hash_bytes("héllo wörld".as_bytes(), SEED) as i64,
            -6747705836267513439
        );
        assert_eq!(
            ts_rt_float_hash((-2.25f64).to_bits() as i64),
            -5744562427035784817
        );
        assert_eq!(
            ts_rt_float_hash(1e300f64.to_bits() as i64),
            -3181759767390440595
        );
    }
}
