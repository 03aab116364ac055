"""Writes weights.safetensors, inputs.json and expected.json (real
torch.jit.script of model.Net). The RMSNorm's weight and the loss's class
weights are changed after construction, as training would. Needs torch and
safetensors; only to regenerate these files (run here)."""
import json, sys
import torch
sys.path.insert(0, ".")
from model import Net
from safetensors.torch import save_file
torch.manual_seed(0)
m = Net().eval()
with torch.no_grad():
    m.norm.weight.copy_(torch.tensor([1.0, 2.0, 3.0, 0.5]))
    m.ce.weight.copy_(torch.tensor([1.0, 2.0, 0.5, 3.0]))
save_file({k: v.contiguous() for k, v in m.state_dict().items()}, "weights.safetensors")
ids = torch.tensor([[1, 2, 0], [4, 5, 9]])
flat = torch.tensor([1, 2, 4, 5, 4, 3, 2, 9])
offsets = torch.tensor([0, 3, 8])
video = torch.linspace(-1.0, 1.0, 2 * 2 * 3 * 3).reshape(1, 2, 2, 3, 3)
out = torch.jit.script(m)(ids, flat, offsets, video)
enc = lambda t: {"tensor": {"dtype": str(t.dtype).replace("torch.", ""), "shape": list(t.shape), "data": t.detach().flatten().tolist()}}
json.dump({"entry": "Net.forward", "args": [enc(ids), enc(flat), enc(offsets), enc(video)]}, open("inputs.json", "w"))
json.dump([enc(t) for t in out], open("expected.json", "w"))
