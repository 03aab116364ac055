//! Raising a script exception from the runtime's Rust functions
//! (`ts_rt_raise` in `csrc/ts_runtime.c` longjmps back to the host's
//! guard). Only sound where the calling frame holds nothing to drop, so the
//! message is a static string and callers raise after their own values
//! are gone.

use std::ffi::{c_char, CStr};

extern "C" {
    fn ts_rt_raise(message: *const c_char) -> !;
    fn ts_rt_raise_concat(prefix: *const c_char, detail: *const u8, len: i64) -> !;
}

/// Raises `message` (`Kind: text`); never returns.
pub fn raise_static(message: &'static CStr) -> ! {
    // SAFETY: a NUL-terminated static string; the runtime copies it before
    // jumping, and the caller has nothing left to drop.
    unsafe { ts_rt_raise(message.as_ptr()) }
}

/// Raises `prefix` (a NUL-terminated constant of the compiled module)
/// followed by `detail`; never returns. `detail` is copied to the stack
/// and dropped first, so the jump leaves nothing to drop.
///
/// # Safety
/// `prefix` is a NUL-terminated string.
pub unsafe fn raise_with_detail(prefix: *const c_char, detail: String) -> ! {
    let mut text = [0u8; 256];
    let n = detail.len().min(text.len());
    text[..n].copy_from_slice(&detail.as_bytes()[..n]);
    drop(detail);
    // SAFETY: `prefix` is NUL-terminated (the caller's contract) and
    // `text` holds `n` bytes; the runtime copies both before jumping.
    unsafe { ts_rt_raise_concat(prefix, text.as_ptr(), n as i64) }
}
