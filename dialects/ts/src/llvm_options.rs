//! LLVM's command-line options (`-mllvm` in clang), set through the shim so
//! that an option LLVM does not know is an error with LLVM's message.

use crate::ffi;
use std::ffi::{c_void, CString};

/// Parses `options` (`-name=value`, as `llc` takes them) into LLVM's
/// process-wide options. `Err` carries what LLVM's parser said.
pub fn parse_llvm_options(options: &[&str]) -> Result<(), String> {
    let mut args = vec![CString::new("tsc").expect("no NUL")];
    for o in options {
        args.push(CString::new(*o).map_err(|_| format!("`{o}` contains a NUL byte"))?);
    }
    let argv: Vec<*const std::ffi::c_char> = args.iter().map(|a| a.as_ptr()).collect();
    let mut message = String::new();
    unsafe extern "C" fn collect(text: mlir_sys::MlirStringRef, user: *mut c_void) {
        // SAFETY: `user` is the `message` below, alive for the call; the
        // shim passes a valid (data, length) pair.
        let message = unsafe { &mut *(user as *mut String) };
        let bytes = unsafe { std::slice::from_raw_parts(text.data as *const u8, text.length) };
        message.push_str(&String::from_utf8_lossy(bytes));
    }
    // SAFETY: `argv` points at NUL-terminated strings that outlive the call.
    let ok = unsafe {
        ffi::tsParseLlvmOptions(
            argv.len() as i32,
            argv.as_ptr(),
            Some(collect),
            &mut message as *mut String as *mut c_void,
        )
    };
    if ok {
        Ok(())
    } else {
        // LLVM's parser prefixes its lines with the program name and points
        // at a `--help` that has none of its options.
        let message = (message.lines())
            .map(|l| l.trim().trim_start_matches("tsc: "))
            .map(|l| l.split("  Try: ").next().unwrap_or(l).trim())
            .filter(|l| !l.is_empty())
            .collect::<Vec<_>>()
            .join(" ");
        Err(if message.is_empty() {
            // (A bad value is reported on stderr by LLVM itself.)
            format!("LLVM rejected one of `{}`", options.join(" "))
        } else {
            message
        })
    }
}
