"""Writes weights.safetensors (seeded parameters of
model.SequenceClassifier), inputs.json and expected.json, the output of
real torch.jit.script of the module. Needs torch and safetensors (only to
regenerate these files; never in the build or tests)."""
import json, sys
import torch
sys.path.insert(0, ".")
from model import SequenceClassifier
from safetensors.torch import save_file
torch.manual_seed(0)
m = SequenceClassifier().eval()
save_file({k: v.contiguous() for k, v in m.state_dict().items()}, "weights.safetensors")
x = torch.randn(4, 32, 16)
s = torch.jit.script(m)
with torch.no_grad():
    y = s(x)
def enc(t):
    return {"tensor": {"dtype": "float32", "shape": list(t.shape), "data": t.flatten().tolist()}}
json.dump({"entry": "SequenceClassifier.forward", "args": [enc(x)]}, open("inputs.json", "w"))
json.dump({"tuple": [enc(t) for t in y]}, open("expected.json", "w"))
print("ok", [t.shape for t in y])
