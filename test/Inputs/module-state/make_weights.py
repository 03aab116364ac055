"""Writes weights.safetensors (RunningMean's state dict), inputs.json and
expected1.json / expected3.json: real torch.jit.script results of the
first and of the third call; and grows.safetensors, a 3-element `seen`
buffer for module-state-errors.py. Needs torch and safetensors; only to
regenerate these files."""
import json, sys
import torch
sys.path.insert(0, ".")
from model import RunningMean
from safetensors.torch import save_file
m = RunningMean()
save_file({k: v.contiguous() for k, v in m.state_dict().items()}, "weights.safetensors")
s = torch.jit.script(m)
x = torch.tensor([1.0, -2.0, 3.0])
def enc(t):
    return {"tensor": {"dtype": "float32", "shape": list(t.shape), "data": t.flatten().tolist()}}
json.dump({"entry": "RunningMean.forward", "args": [enc(x)]}, open("inputs.json", "w"))
for i in range(1, 4):
    r = s(x)
    if i in (1, 3):
        json.dump({"tuple": [enc(t) for t in r]}, open(f"expected{i}.json", "w"))
save_file({"seen": torch.zeros(3)}, "grows.safetensors")
print("ok", sorted(m.state_dict()))
