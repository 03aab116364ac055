"""Writes weights.safetensors, inputs.json and expected.json (real
torch.jit.script of model.Net, whose layers take constructor options that
change their results: padding='same'/'valid', padding_mode='reflect',
ceil_mode, count_include_pad=False, LayerNorm(bias=False), Embedding(max_norm),
BatchNorm(track_running_stats=False), MaxPool1d(return_indices=True)). Needs torch
and safetensors; only to regenerate these files."""
import json, sys
import torch
sys.path.insert(0, ".")
from model import Net
from safetensors.torch import save_file
torch.manual_seed(0)
m = Net().eval()
with torch.no_grad():
    m.bn.running_mean.uniform_(-1, 1)
    m.bn.running_var.uniform_(0.5, 2)
save_file({k: v.contiguous() for k, v in m.state_dict().items()}, "weights.safetensors")
ids = torch.tensor([[1, 2, 0, 5], [3, 3, 9, 0]])
with torch.no_grad():
    y = torch.jit.script(m)(ids)
def enc(t):
    return {"tensor": {"dtype": "float32", "shape": list(t.shape), "data": t.flatten().tolist()}}
json.dump({"entry": "Net.forward", "args": [{"tensor": {"dtype": "int64", "shape": [2, 4], "data": ids.flatten().tolist()}}]}, open("inputs.json", "w"))
json.dump({"tuple": [enc(t) for t in y]}, open("expected.json", "w"))
print("ok", sorted(m.state_dict()))
