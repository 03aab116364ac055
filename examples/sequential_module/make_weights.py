"""Writes weights.safetensors (seeded parameters of model.SmallNet),
inputs.json and expected.json, the output of real torch.jit.script of the
module. Needs torch and safetensors (only to regenerate these files; never
in the build or tests)."""
import json, sys
import torch
sys.path.insert(0, ".")
from model import SmallNet
from safetensors.torch import save_file
torch.manual_seed(0)
m = SmallNet().eval()
save_file({k: v.contiguous() for k, v in m.state_dict().items()}, "weights.safetensors")
x = torch.randn(2, 1, 8, 8)
y = torch.jit.script(m)(x)
def enc(t):
    return {"tensor": {"dtype": "float32", "shape": list(t.shape), "data": t.flatten().tolist()}}
json.dump({"entry": "SmallNet.forward", "args": [enc(x)]}, open("inputs.json", "w"))
json.dump(enc(y), open("expected.json", "w"))
print("ok", y.shape, sorted(m.state_dict()))
