"""Benchmark: the examples/mlp model compiled by tsc vs. the same math in
numpy, measured in the same run. Prints per-call times and their ratio.

Run: bench/run.sh mlp   (builds tsc in release and sets up numpy)
"""
import json

import numpy as np

from measure import ROOT, reference_per_call_us, report, tsc_per_call_us

EXAMPLE = ROOT / "examples" / "mlp"
REPEAT = 2000


def numpy_per_call_us() -> float:
    args = json.loads((EXAMPLE / "inputs.json").read_text())["args"]
    x, w1, b1, w2, b2 = (np.array(a["tensor"]["data"], dtype=np.float32).reshape(a["tensor"]["shape"]) for a in args)

    def mlp():
        return np.maximum(x @ w1 + b1, 0.0) @ w2 + b2

    return reference_per_call_us(mlp, REPEAT)


def main():
    ours = tsc_per_call_us(EXAMPLE, REPEAT)
    report(f"mlp 16x64 -> 128 -> 10 (f32), {REPEAT} calls", ours, numpy_per_call_us())


if __name__ == "__main__":
    main()
