//! Raising a script exception from the runtime's Rust functions
//! (`ts_rt_raise` in `csrc/ts_runtime.c` longjmps back to the host's
//! guard). Only sound where the calling frame holds nothing to drop, so the
//! message is a static string and callers raise after their own values
//! are gone.

use std::ffi::{c_char, CStr};

extern "C" {
    fn ts_rt_raise(message: *const c_char) -> !;
}

/// Raises `message` (`Kind: text`); never returns.
pub fn raise_static(message: &'static CStr) -> ! {
    // SAFETY: a NUL-terminated static string; the runtime copies it before
    // jumping, and the caller has nothing left to drop.
    unsafe { ts_rt_raise(message.as_ptr()) }
}
