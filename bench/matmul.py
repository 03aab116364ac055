"""Benchmark: float matmuls compiled by tsc (tiled for caches and
registers and vectorized by ts-vectorize-contractions, cache tiles run on
the thread pool) vs. numpy's BLAS, measured in the same run, once on one
thread and once on every core (both sides limited alike). Shapes: a square
512^3 one in float32 and in float64, one whose sizes leave partial tiles, and a linear layer against
a transposed weight.

Run: bench/run.sh matmul   (builds tsc in release and sets up numpy)
"""
import json

import numpy as np

from measure import (ROOT, for_each_thread_count, reference_per_call_us, report, tensor,
                     tsc_per_call_us)

THREADS = for_each_thread_count(__file__)
WORK = ROOT / "target" / "bench-matmul"
SOURCE = '''import torch


def mm(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    return a @ b


def linear(x: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
    return x @ w.t()
'''
CASES = [
    # name, entry, lhs shape, rhs shape, dtype, calls
    ("square", "mm", (512, 512), (512, 512), np.float32, 50),
    ("square-f64", "mm", (512, 512), (512, 512), np.float64, 30),
    ("partial", "mm", (100, 300), (300, 77), np.float32, 1000),
    ("linear", "linear", (64, 512), (1024, 512), np.float32, 100),
]


def main():
    rng = np.random.default_rng(0)
    for name, entry, ls, rs, dtype, repeat in CASES:
        # Small integers: every sum is exact whatever its order, so the
        # result is checked exactly (speed does not depend on values).
        a = rng.integers(-3, 4, ls).astype(dtype)
        b = rng.integers(-3, 4, rs).astype(dtype)
        rhs = b.T if entry == "linear" else b
        expected = (a.astype(np.float64) @ rhs.astype(np.float64)).astype(dtype)
        case = WORK / name
        case.mkdir(parents=True, exist_ok=True)
        (case / "model.py").write_text(SOURCE)
        (case / "inputs.json").write_text(json.dumps({"entry": entry, "args": [tensor(a), tensor(b)]}))
        (case / "expected.json").write_text(json.dumps(tensor(expected)))
        ours = tsc_per_call_us(case, repeat)
        reference = reference_per_call_us(lambda: a @ rhs, repeat)
        m, k = ls
        n = rhs.shape[1]
        bits = np.dtype(dtype).itemsize * 8
        report(f"matmul {name}: {m}x{k} @ {k}x{n} (f{bits}), {repeat} calls, {THREADS} thread(s)", ours, reference)
        print(f"  tsc: {2 * m * n * k / ours / 1e3:.1f} GFLOP/s")


if __name__ == "__main__":
    main()
