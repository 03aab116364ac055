"""Writes weights.safetensors (seeded random parameters of model.MLP),
inputs.json (a seeded batch) and expected.json (the forward pass computed in
plain Python, float64 then rounded to float32). Needs only the standard
library: safetensors is an 8-byte header length, a JSON header and the raw
little-endian data."""
import json
import math
import random
import struct

random.seed(1)
B, IN, HID, OUT = 8, 64, 128, 10
TEMPERATURE = 2.0


def f32(x):
    return struct.unpack("f", struct.pack("f", x))[0]


def rand(n, scale):
    return [f32(random.gauss(0.0, scale)) for _ in range(n)]


# nn.Linear stores weight as [out, in].
params = {
    "fc1.weight": ([HID, IN], rand(HID * IN, IN ** -0.5)),
    "fc1.bias": ([HID], rand(HID, 0.1)),
    "fc2.weight": ([OUT, HID], rand(OUT * HID, HID ** -0.5)),
    "fc2.bias": ([OUT], rand(OUT, 0.1)),
}
header, blob = {}, b""
for name, (shape, data) in params.items():
    raw = struct.pack(f"<{len(data)}f", *data)
    header[name] = {"dtype": "F32", "shape": shape, "data_offsets": [len(blob), len(blob) + len(raw)]}
    blob += raw
head = json.dumps(header).encode()
with open("weights.safetensors", "wb") as f:
    f.write(struct.pack("<Q", len(head)) + head + blob)

x = rand(B * IN, 1.0)
w1, b1 = params["fc1.weight"][1], params["fc1.bias"][1]
w2, b2 = params["fc2.weight"][1], params["fc2.bias"][1]
out = []
for i in range(B):
    h = [max(0.0, sum(x[i * IN + k] * w1[j * IN + k] for k in range(IN)) + b1[j]) for j in range(HID)]
    z = [(sum(h[k] * w2[j * HID + k] for k in range(HID)) + b2[j]) / TEMPERATURE for j in range(OUT)]
    m = max(z)
    e = [math.exp(v - m) for v in z]
    out += [f32(v / sum(e)) for v in e]


def tensor(shape, data):
    return {"tensor": {"dtype": "float32", "shape": shape, "data": data}}


with open("inputs.json", "w") as f:
    json.dump({"entry": "MLP.forward", "args": [tensor([B, IN], x)]}, f)
with open("expected.json", "w") as f:
    json.dump(tensor([B, OUT], out), f)
