"""Writes weights.safetensors, inputs.json and expected.json (real
torch.jit.script of model.Net, whose layers have tensors: ConvTranspose,
GroupNorm, PReLU, affine InstanceNorm). Needs torch and safetensors; only
to regenerate these files."""
import json, sys
import torch
sys.path.insert(0, ".")
from model import Net
from safetensors.torch import save_file
torch.manual_seed(0)
m = Net().eval()
with torch.no_grad():
    for p in m.parameters():
        p.add_(torch.randn_like(p) * 0.5)
save_file({k: v.contiguous() for k, v in m.state_dict().items()}, "weights.safetensors")
x = torch.randn(1, 4, 3, 3)
y = torch.jit.script(m)(x)
def enc(t):
    return {"tensor": {"dtype": "float32", "shape": list(t.shape), "data": t.flatten().tolist()}}
json.dump({"entry": "Net.forward", "args": [enc(x)]}, open("inputs.json", "w"))
json.dump(enc(y), open("expected.json", "w"))
print("ok", y.shape, sorted(m.state_dict()))
