"""Benchmark: a float32 3x3 convolution compiled by tsc (as a matmul over
copied windows, tiled and vectorized, cache tiles on the thread pool) vs.
the same im2col math in numpy, measured in the same run, once on one
thread and once on every core (both sides limited alike).

Run: bench/run.sh conv   (builds tsc in release and sets up numpy)
"""
import json

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from measure import (ROOT, for_each_thread_count, reference_per_call_us, report, tensor,
                     tsc_per_call_us)

THREADS = for_each_thread_count(__file__)
WORK = ROOT / "target" / "bench-conv"
SOURCE = '''import torch
import torch.nn.functional as F


def conv(x: torch.Tensor, w: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    return F.relu(F.conv2d(x, w, b, padding=1))
'''
N, C, H, W, OC, K = 1, 32, 28, 28, 64, 3
REPEAT = 200


def numpy_conv(x, w, b):
    padded = np.pad(x, ((0, 0), (0, 0), (1, 1), (1, 1)))
    windows = sliding_window_view(padded, (K, K), axis=(2, 3))  # N, C, H, W, K, K
    patches = windows.transpose(0, 1, 4, 5, 2, 3).reshape(N, C * K * K, H * W)
    out = w.reshape(OC, C * K * K) @ patches + b[:, None]
    return np.maximum(out, 0.0).reshape(N, OC, H, W)


def main():
    rng = np.random.default_rng(0)
    # Small integers: every sum is exact in f32 whatever its order.
    x = rng.integers(-3, 4, (N, C, H, W)).astype(np.float32)
    w = rng.integers(-3, 4, (OC, C, K, K)).astype(np.float32)
    b = rng.integers(-3, 4, (OC,)).astype(np.float32)
    WORK.mkdir(parents=True, exist_ok=True)
    (WORK / "model.py").write_text(SOURCE)
    (WORK / "inputs.json").write_text(json.dumps({"entry": "conv", "args": [tensor(x), tensor(w), tensor(b)]}))
    (WORK / "expected.json").write_text(json.dumps(tensor(numpy_conv(x, w, b))))
    ours = tsc_per_call_us(WORK, REPEAT)
    reference = reference_per_call_us(lambda: numpy_conv(x, w, b), REPEAT)
    report(f"conv2d {N}x{C}x{H}x{W} * {OC}x{C}x{K}x{K}, padding 1, + bias, relu (f32), {REPEAT} calls, {THREADS} thread(s)", ours, reference)
    print(f"  tsc: {2 * N * OC * C * K * K * H * W / ours / 1e3:.1f} GFLOP/s")


if __name__ == "__main__":
    main()
