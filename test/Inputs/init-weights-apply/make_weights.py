"""Writes weights.safetensors, inputs.json and expected.json (real
torch.jit.script of model.Net). The norm's weight and the linear bias are
changed after construction, as training would, so the file's values
differ from any initialization. Needs torch and safetensors; only to
regenerate these files (run here)."""
import json, sys
import torch
sys.path.insert(0, ".")
from model import Net
from safetensors.torch import save_file
torch.manual_seed(0)
m = Net().eval()
with torch.no_grad():
    m.norm.weight.copy_(torch.tensor([1.0, 2.0, 3.0]))
    m.lin.bias.copy_(torch.tensor([0.1, 0.2, 0.3]))
save_file({k: v.contiguous() for k, v in m.state_dict().items()}, "weights.safetensors")
out = torch.jit.script(m)(torch.tensor([1, 2]))
json.dump({"entry": "Net.forward", "args": [{"tensor": {"dtype": "int64", "shape": [2], "data": [1, 2]}}]}, open("inputs.json", "w"))
json.dump({"tensor": {"dtype": "float32", "shape": list(out.shape), "data": out.detach().flatten().tolist()}}, open("expected.json", "w"))
