"""Writes weights.safetensors, inputs.json and expected.json (real
torch.jit.script of model.Net, whose layers functions of the file build).
Needs torch and safetensors; only to regenerate these files."""
import json, sys
import torch
sys.path.insert(0, ".")
from model import Net
from safetensors.torch import save_file
torch.manual_seed(0)
m = Net().eval()
# Running statistics other than the initial ones, so they matter.
for name, b in m.named_buffers():
    if name.endswith("running_mean"):
        b.copy_(torch.randn_like(b) * 0.1)
    elif name.endswith("running_var"):
        b.copy_(torch.rand_like(b) + 0.5)
save_file({k: v.contiguous() for k, v in m.state_dict().items()}, "weights.safetensors")
x = torch.randn(2, 3, 8, 8)
y = torch.jit.script(m)(x)
def enc(t):
    return {"tensor": {"dtype": "float32", "shape": list(t.shape), "data": t.flatten().tolist()}}
json.dump({"entry": "Net.forward", "args": [enc(x)]}, open("inputs.json", "w"))
json.dump(enc(y), open("expected.json", "w"))
print("ok", y.shape, len(m.state_dict()))
