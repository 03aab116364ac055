"""Writes weights.safetensors, inputs.json and expected.json (real
torch.jit.script of model.Net, which reads its layers' attributes:
`self.fc.in_features`, `self.conv.kernel_size`, `self.attn.head_dim`,
`self.emb.padding_idx`, ..., and a submodule's own attributes and
methods). Needs torch and safetensors; only to regenerate these files."""
import json, sys
import torch
sys.path.insert(0, ".")
from model import Net
from safetensors.torch import save_file
torch.manual_seed(0)
m = Net().eval()
save_file({k: v.contiguous() for k, v in m.state_dict().items()}, "weights.safetensors")
x = torch.randn(2, 3, 4)
with torch.no_grad():
    y = torch.jit.script(m)(x)
def enc(v):
    if isinstance(v, torch.Tensor):
        return {"tensor": {"dtype": "float32", "shape": list(v.shape), "data": v.flatten().tolist()}}
    if isinstance(v, tuple):
        return {"tuple": [enc(i) for i in v]}
    if isinstance(v, list):
        return [enc(i) for i in v]
    if isinstance(v, float):
        return {"float": v}
    return v
json.dump({"entry": "Net.forward", "args": [enc(x)]}, open("inputs.json", "w"))
json.dump(enc(y), open("expected.json", "w"))
print("ok", y[2:])
