"""Writes weights.safetensors (seeded parameters and batch-norm statistics of
model.SmallCNN), inputs.json and expected.json, the output of real
torch.jit.script of the module. Needs torch and safetensors (only to
regenerate these files; never in the build or tests)."""
import json, sys
import torch
sys.path.insert(0, ".")
from model import SmallCNN
from safetensors.torch import save_file
torch.manual_seed(0)
m = SmallCNN().eval()
with torch.no_grad():
    m.bn.running_mean.uniform_(-0.5, 0.5); m.bn.running_var.uniform_(0.5, 1.5)
    m.bn.weight.uniform_(0.5, 1.5); m.bn.bias.uniform_(-0.2, 0.2)
    m.norm.weight.uniform_(0.5, 1.5); m.norm.bias.uniform_(-0.2, 0.2)
sd = {k: v.contiguous() for k, v in m.state_dict().items() if not k.endswith("num_batches_tracked")}
save_file(sd, "weights.safetensors")
x = torch.randn(3, 2, 6, 6); ids = torch.tensor([0, 3, 4])
s = torch.jit.script(m)
y = s(x, ids)
def enc(t):
    return {"tensor": {"dtype": {torch.float32: "float32", torch.int64: "int64"}[t.dtype], "shape": list(t.shape), "data": t.flatten().tolist()}}
json.dump({"entry": "SmallCNN.forward", "args": [enc(x), enc(ids)]}, open("inputs.json", "w"))
json.dump(enc(y), open("expected.json", "w"))
print("ok", y.shape)
