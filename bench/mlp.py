"""Benchmark: the examples/mlp model compiled by tsc vs. the same math in
numpy, measured in the same run. Prints per-call times and their ratio.

Run: bench/run.sh mlp   (builds tsc in release and sets up numpy)
"""
import json
import re
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "mlp"
TSC = ROOT / "target" / "release" / "tsc"
REPEAT = 2000


def tsc_per_call_us() -> float:
    out = subprocess.run(
        [str(TSC), "run", str(EXAMPLE / "model.py"), "--args", str(EXAMPLE / "inputs.json"),
         "--expected", str(EXAMPLE / "expected.json"), "--repeat", str(REPEAT)],
        check=True, capture_output=True, text=True)
    m = re.search(r"([0-9.]+) (µs|ms) per call", out.stderr)
    if not m:
        sys.exit(f"cannot read tsc's timing from: {out.stderr}")
    return float(m.group(1)) * (1000.0 if m.group(2) == "ms" else 1.0)


def numpy_per_call_us() -> float:
    args = json.loads((EXAMPLE / "inputs.json").read_text())["args"]
    x, w1, b1, w2, b2 = (np.array(a["tensor"]["data"], dtype=np.float32).reshape(a["tensor"]["shape"]) for a in args)

    def mlp():
        return np.maximum(x @ w1 + b1, 0.0) @ w2 + b2

    mlp()
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(REPEAT):
            mlp()
        best = min(best, (time.perf_counter() - start) / REPEAT * 1e6)
    return best


def main():
    ours = min(tsc_per_call_us() for _ in range(3))
    ref = numpy_per_call_us()
    print(f"mlp 16x64 -> 128 -> 10 (f32), {REPEAT} calls")
    print(f"  tsc (JIT, O3, host CPU): {ours:9.2f} µs/call")
    print(f"  numpy {np.__version__:>6}:          {ref:9.2f} µs/call")
    print(f"  ratio tsc/numpy: {ours / ref:.2f} (lower is better; < 1 means tsc is faster)")


if __name__ == "__main__":
    main()
