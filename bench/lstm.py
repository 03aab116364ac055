"""Benchmark: the examples/lstm_module model (a two-layer nn.LSTM over 32
steps, then a linear head) compiled by tsc vs. the same math in numpy,
measured in the same run. The time loop is what matters here: each step
is a small matmul against the transposed recurrent weight and a few
elementwise gates, and each layer's outputs are stacked.

Run: bench/run.sh lstm   (builds tsc in release and sets up numpy)
"""
import json
import struct
import sys
from pathlib import Path

import numpy as np

from measure import ROOT, reference_per_call_us, report, tsc_per_call_us

EXAMPLE = ROOT / "examples" / "lstm_module"
REPEAT = 500
LAYERS = 2


def read_safetensors(path: Path) -> dict:
    raw = path.read_bytes()
    (n,) = struct.unpack("<Q", raw[:8])
    header = json.loads(raw[8:8 + n])
    data = raw[8 + n:]
    out = {}
    for name, t in header.items():
        if name == "__metadata__":
            continue
        a, b = t["data_offsets"]
        out[name] = np.frombuffer(data[a:b], dtype=np.float32).reshape(t["shape"])
    return out


def sigmoid(x):
    return 1.0 / (1.0 + np.exp(-x))


def numpy_model(x, w):
    seq = x.transpose(1, 0, 2)  # time first
    for layer in range(LAYERS):
        w_ih, w_hh = w[f"lstm.weight_ih_l{layer}"], w[f"lstm.weight_hh_l{layer}"]
        bias = w[f"lstm.bias_ih_l{layer}"] + w[f"lstm.bias_hh_l{layer}"]
        hidden = w_hh.shape[1]
        gx = seq @ w_ih.T + bias
        h = np.zeros((x.shape[0], hidden), np.float32)
        c = np.zeros_like(h)
        outs = []
        for t in range(seq.shape[0]):
            i, f, g, o = np.split(gx[t] + h @ w_hh.T, 4, axis=1)
            c = sigmoid(f) * c + sigmoid(i) * np.tanh(g)
            h = sigmoid(o) * np.tanh(c)
            outs.append(h)
        seq = np.stack(outs)
    out = seq.transpose(1, 0, 2)
    logits = out[:, -1] @ w["head.weight"].T + w["head.bias"]
    shifted = logits - logits.max(axis=-1, keepdims=True)
    log_probs = shifted - np.log(np.exp(shifted).sum(axis=-1, keepdims=True))
    return log_probs, out.mean(axis=1)


def numpy_per_call_us() -> float:
    arg = json.loads((EXAMPLE / "inputs.json").read_text())["args"][0]["tensor"]
    x = np.array(arg["data"], dtype=np.float32).reshape(arg["shape"])
    w = read_safetensors(EXAMPLE / "weights.safetensors")
    # The reference must compute what the model does.
    expected = json.loads((EXAMPLE / "expected.json").read_text())["tuple"]
    for got, want in zip(numpy_model(x, w), expected):
        want = np.array(want["tensor"]["data"], dtype=np.float32).reshape(want["tensor"]["shape"])
        if not np.allclose(got, want, rtol=1e-4, atol=1e-5):
            sys.exit("the numpy reference disagrees with expected.json")
    return reference_per_call_us(lambda: numpy_model(x, w), REPEAT // 5)


def main():
    ours = tsc_per_call_us(EXAMPLE, REPEAT)
    report(f"lstm_module: nn.LSTM(16, 64, num_layers=2) over 4 x 32 steps + Linear(64, 5) (f32), {REPEAT} calls",
           ours, numpy_per_call_us())


if __name__ == "__main__":
    main()
