"""Writes weights.safetensors, inputs.json and expected.json (real
torch.jit.script of model.Net, whose layers are transformer layers and
stacks, in evaluation). Needs torch and safetensors; only to regenerate
these files."""
import json, sys
import torch
sys.path.insert(0, ".")
from model import Net
from safetensors.torch import save_file
torch.manual_seed(0)
m = Net().eval()
with torch.no_grad():
    for name, p in m.named_parameters():
        if "norm" in name:
            p.add_(torch.randn_like(p) * 0.3)
save_file({k: v.contiguous() for k, v in m.state_dict().items()}, "weights.safetensors")
x = torch.randn(2, 5, 8)
memory = torch.randn(2, 3, 8)
padding = torch.zeros(2, 5, dtype=torch.bool)
padding[1, 4:] = True
with torch.no_grad():
    y = torch.jit.script(m)(x, memory, padding)
    eager = m(x, memory, padding)
for a, b in zip(y, eager):
    assert torch.allclose(a, b, atol=1e-5), (a - b).abs().max()
def enc(t):
    dtype = "bool" if t.dtype == torch.bool else "float32"
    return {"tensor": {"dtype": dtype, "shape": list(t.shape), "data": t.flatten().tolist()}}
json.dump({"entry": "Net.forward", "args": [enc(x), enc(memory), enc(padding)]}, open("inputs.json", "w"))
json.dump({"tuple": [enc(t) for t in y]}, open("expected.json", "w"))
print("ok", [t.shape for t in y])
