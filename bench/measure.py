"""What every benchmark shares: timing an example compiled by tsc (its own
per-call mean over --repeat calls, best of three runs), timing a Python
reference (best of five), printing both and their ratio, and running a
benchmark once per thread count."""
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
TSC = ROOT / "target" / "release" / "tsc"


def tsc_per_call_us(example: Path, repeat: int) -> float:
    """tsc's per-call time for examples/<example>, checked against its
    expected.json (with its weights file when it has one)."""
    weights = example / "weights.safetensors"
    extra = ["--weights", str(weights)] if weights.exists() else []
    best = float("inf")
    for _ in range(3):
        out = subprocess.run(
            [str(TSC), "run", str(example / "model.py"), "--args", str(example / "inputs.json"),
             *extra, "--expected", str(example / "expected.json"), "--repeat", str(repeat)],
            check=True, capture_output=True, text=True)
        m = re.search(r"([0-9.]+) (µs|ms) per call", out.stderr)
        if not m:
            sys.exit(f"cannot read tsc's timing from: {out.stderr}")
        best = min(best, float(m.group(1)) * (1000.0 if m.group(2) == "ms" else 1.0))
    return best


def for_each_thread_count(script: str) -> int:
    """Runs `script` again once per thread count (1, then every core), with
    the compiled code's pool (rayon) and the reference's BLAS both limited
    to it, and exits; inside such a run, returns its thread count."""
    if "BENCH_THREADS" in os.environ:
        return int(os.environ["BENCH_THREADS"])
    for n in sorted({1, os.cpu_count() or 1}):
        env = dict(os.environ, BENCH_THREADS=str(n))
        for var in ("RAYON_NUM_THREADS", "OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
            env[var] = str(n)
        subprocess.run([sys.executable, script], env=env, check=True)
    sys.exit(0)


def tensor(a: np.ndarray) -> dict:
    """A float array as tsc's JSON value encoding."""
    return {"tensor": {"dtype": str(a.dtype), "shape": list(a.shape), "data": a.ravel().tolist()}}


def reference_per_call_us(run, repeat: int) -> float:
    """The best of five timings of `repeat` calls of `run()`."""
    run()
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(repeat):
            run()
        best = min(best, (time.perf_counter() - start) / repeat * 1e6)
    return best


def report(title: str, ours: float, ref: float) -> None:
    print(title)
    print(f"  tsc (JIT, O3, host CPU): {ours:9.2f} µs/call")
    print(f"  numpy {np.__version__:>6}:          {ref:9.2f} µs/call")
    print(f"  ratio tsc/numpy: {ours / ref:.2f} (lower is better; < 1 means tsc is faster)")
