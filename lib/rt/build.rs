//! Compiles the runtime's C part (raising exceptions with setjmp/longjmp,
//! which Rust cannot express).

fn main() {
    println!("cargo:rerun-if-changed=csrc/ts_runtime.c");
    cc::Build::new()
        .file("csrc/ts_runtime.c")
        .flag("-std=c11")
        .compile("ts_runtime_c");
}
