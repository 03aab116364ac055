"""Writes inputs.json (seeded random inputs) and expected.json (the result
computed in plain Python, float64 then rounded to float32) for model.py."""
import json
import random
import struct

random.seed(0)
B, IN, HID, OUT = 16, 64, 128, 10


def f32(x):
    return struct.unpack("f", struct.pack("f", x))[0]


def rand(n, scale):
    return [f32(random.gauss(0.0, scale)) for _ in range(n)]


def tensor(shape, data):
    return {"tensor": {"dtype": "float32", "shape": shape, "data": data}}


x, w1, b1 = rand(B * IN, 1.0), rand(IN * HID, IN ** -0.5), rand(HID, 0.1)
w2, b2 = rand(HID * OUT, HID ** -0.5), rand(OUT, 0.1)

h = [max(0.0, sum(x[i * IN + k] * w1[k * HID + j] for k in range(IN)) + b1[j])
     for i in range(B) for j in range(HID)]
y = [sum(h[i * HID + k] * w2[k * OUT + j] for k in range(HID)) + b2[j]
     for i in range(B) for j in range(OUT)]

args = [tensor([B, IN], x), tensor([IN, HID], w1), tensor([HID], b1),
        tensor([HID, OUT], w2), tensor([OUT], b2)]
with open("inputs.json", "w") as f:
    json.dump({"entry": "mlp", "args": args}, f)
with open("expected.json", "w") as f:
    json.dump(tensor([B, OUT], [f32(v) for v in y]), f)
