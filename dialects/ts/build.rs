//! Generates the ts dialect's C++ from ODS with mlir-tblgen and compiles the
//! registration shim, so the dialect is defined once, in `include/*.td`.

use std::{env, path::PathBuf, process::Command};

fn main() {
    let prefix = PathBuf::from(
        env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".into()),
    );
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let include = prefix.join("include");
    let tblgen = prefix.join("bin").join("mlir-tblgen");
    let td_dir = PathBuf::from("include");

    let generated = [
        ("-gen-dialect-decls", Some("-dialect=ts"), "TsDialect.h.inc"),
        (
            "-gen-dialect-defs",
            Some("-dialect=ts"),
            "TsDialect.cpp.inc",
        ),
        (
            "-gen-typedef-decls",
            Some("-typedefs-dialect=ts"),
            "TsTypes.h.inc",
        ),
        (
            "-gen-typedef-defs",
            Some("-typedefs-dialect=ts"),
            "TsTypes.cpp.inc",
        ),
        ("-gen-op-decls", None, "TsOps.h.inc"),
        ("-gen-op-defs", None, "TsOps.cpp.inc"),
    ];
    for (generator, extra, file) in generated {
        let mut cmd = Command::new(&tblgen);
        cmd.arg(generator);
        if let Some(extra) = extra {
            cmd.arg(extra);
        }
        cmd.arg("-I").arg(&include).arg("-I").arg(&td_dir);
        cmd.arg(td_dir.join("TsOps.td"))
            .arg("-o")
            .arg(out.join(file));
        let status = cmd
            .status()
            .unwrap_or_else(|e| panic!("cannot run {}: {e}", tblgen.display()));
        assert!(status.success(), "mlir-tblgen {generator} failed");
    }

    cc::Build::new()
        .cpp(true)
        .std("c++17")
        .include(&include)
        .include(&out)
        .flag("-fno-exceptions")
        .flag("-fno-rtti")
        .flag("-Wno-unused-parameter")
        .flag("-Wno-comment")
        .file("lib/TsDialect.cpp")
        .file("lib/MathApproximations.cpp")
        .file("lib/FuseElementwise.cpp")
        .file("lib/LlvmOptions.cpp")
        .compile("ts_dialect_shim");

    println!("cargo:rerun-if-changed=include");
    println!("cargo:rerun-if-changed=lib/TsDialect.cpp");
    println!("cargo:rerun-if-changed=lib/MathApproximations.cpp");
    println!("cargo:rerun-if-changed=lib/FuseElementwise.cpp");
    println!("cargo:rerun-if-changed=lib/LlvmOptions.cpp");
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
}
