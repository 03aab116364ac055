//! Runs every case in `test/conformance/cases` through the `tsc` binary and
//! judges it by the rules of `test/conformance/FORMAT.md`.
//!
//! Cases listed in `test/conformance/expected_passes.txt` must pass; the
//! others are reported (how many pass, and which pass without being listed).

use std::{
    collections::BTreeSet,
    path::{Path, PathBuf},
    process::Command,
};
use ts_runtime::value_json;

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn tsc() -> Command {
    Command::new(env!("CARGO_BIN_EXE_tsc"))
}

fn read_json(path: &Path) -> Result<serde_json::Value, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// Runs a value case (with `flags` given to `tsc run`); `Err` says why it
/// does not pass.
fn run_value_case(dir: &Path, scratch: &Path, flags: &[&str]) -> Result<(), String> {
    let out = scratch.join(format!(
        "{}.json",
        dir.file_name().unwrap().to_string_lossy()
    ));
    let output = tsc()
        .arg("run")
        .args(flags)
        .arg(dir.join("prog.py"))
        .arg("--args")
        .arg(dir.join("args.json"))
        .arg("--result")
        .arg(&out)
        .arg("--reproducer-dir")
        .arg(scratch.join("reproducers"))
        .output()
        .map_err(|e| format!("cannot run tsc: {e}"))?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        return Err(stderr.lines().next().unwrap_or("tsc failed").to_string());
    }
    let actual = value_json::decode(&read_json(&out)?, "result").map_err(|e| e.to_string())?;
    let expected = value_json::decode(&read_json(&dir.join("expected.json"))?, "expected")
        .map_err(|e| e.to_string())?;
    value_json::compare(&actual, &expected, "result")
}

/// Runs an error case: compilation must fail with a located error on one
/// of the allowed lines.
fn run_error_case(dir: &Path) -> Result<(), String> {
    let spec = read_json(&dir.join("expected_error.json"))?;
    let entry = spec["entry"]
        .as_str()
        .ok_or("expected_error.json: no entry")?;
    let lines: Vec<u64> = spec["lines"]
        .as_array()
        .ok_or("expected_error.json: no lines")?
        .iter()
        .filter_map(|l| l.as_u64())
        .collect();
    let output = tsc()
        .arg("compile")
        .arg(dir.join("prog.py"))
        .arg("--entry")
        .arg(entry)
        .output()
        .map_err(|e| format!("cannot run tsc: {e}"))?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if output.status.code() != Some(1) {
        return Err(format!(
            "expected exit status 1, got {:?}",
            output.status.code()
        ));
    }
    let located = stderr.lines().any(|l| {
        lines.iter().any(|n| {
            l.split_once("prog.py:")
                .and_then(|(_, rest)| rest.strip_prefix(&format!("{n}:")))
                .is_some_and(|rest| {
                    rest.split_once(": error: ")
                        .is_some_and(|(col, _)| col.parse::<u32>().is_ok())
                })
        })
    });
    // An error about a missing feature is not the error the case is about.
    if let Some(l) = stderr
        .lines()
        .find(|l| l.contains(": error: ") && l.contains("not supported yet"))
    {
        return Err(format!("failed on an unsupported feature instead: {l}"));
    }
    if located {
        Ok(())
    } else {
        Err(format!(
            "no `prog.py:LINE:COL: error:` on lines {lines:?}; stderr: {}",
            stderr.lines().next().unwrap_or("")
        ))
    }
}

#[test]
fn conformance_cases() {
    let root = repo_root().join("test/conformance");
    let expected: BTreeSet<String> = std::fs::read_to_string(root.join("expected_passes.txt"))
        .expect("expected_passes.txt")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_string)
        .collect();
    let scratch = std::env::temp_dir().join(format!("ts-conformance-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();

    let mut cases: Vec<PathBuf> = std::fs::read_dir(root.join("cases"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    cases.sort();
    let mut passed = BTreeSet::new();
    let mut failures = Vec::new();
    for dir in &cases {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let result = if dir.join("expected_error.json").exists() {
            run_error_case(dir)
        } else {
            run_value_case(dir, &scratch, &[])
        };
        match result {
            Ok(()) => {
                passed.insert(name);
            }
            Err(why) => failures.push((name, why)),
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);

    println!(
        "conformance: {} of {} cases pass",
        passed.len(),
        cases.len()
    );
    for (name, why) in &failures {
        let mark = if expected.contains(name) {
            "REGRESSION"
        } else {
            "not yet"
        };
        println!("  {mark:10} {name}: {why}");
    }
    let unlisted: Vec<&String> = passed.difference(&expected).collect();
    if !unlisted.is_empty() {
        println!("passing but not in expected_passes.txt (add them): {unlisted:?}");
    }
    let regressions: Vec<&String> = expected.difference(&passed).collect();
    assert!(
        regressions.is_empty(),
        "expected-to-pass conformance cases fail: {regressions:?}"
    );
}

/// Cases whose matmuls, linear layers and convolutions take the vectorized
/// kernels: f32 and f64, both kernels, partial tiles, run-time sizes,
/// parallel tiles.
const CONTRACTION_CASES: &[&str] = &[
    "lang_convolution_as_matmul",
    "lang_matmul_parallel_float64_run_time_sizes",
    "lang_matmul_parallel_tiles",
    "lang_matmul_tiled_batched_transposed",
    "lang_matmul_tiled_float64",
    "lang_matmul_tiled_run_time_sizes",
    "lang_matmul_tiled_shapes",
    "matmul_linear",
];

/// The kernels' tiles follow the target's vector width: the widths other
/// than this host's give the same results (LLVM splits vectors wider than
/// the host's registers, so AVX-512's tiles run here too).
#[test]
fn contraction_cases_at_every_vector_width() {
    let root = repo_root().join("test/conformance/cases");
    let scratch = std::env::temp_dir().join(format!("ts-vector-widths-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();
    let mut failures = Vec::new();
    for width in ["128", "256", "512"] {
        for name in CONTRACTION_CASES {
            let flags = ["--prefer-vector-width", width];
            if let Err(why) = run_value_case(&root.join(name), &scratch, &flags) {
                failures.push(format!("{name} at {width} bits: {why}"));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);
    assert!(failures.is_empty(), "{failures:#?}");
}
