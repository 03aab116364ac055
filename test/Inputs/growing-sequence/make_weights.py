"""Writes weights.safetensors, inputs.json and expected.json (model.Gen's
greedy generation, computed by torch.jit.script). Needs torch and
safetensors; only to regenerate these files."""
import json, sys
import torch
sys.path.insert(0, ".")
from model import Gen
from safetensors.torch import save_file
torch.manual_seed(0)
m = Gen().eval()
save_file({k: v.contiguous() for k, v in m.state_dict().items()}, "weights.safetensors")
s = torch.jit.script(m)
def enc(t):
    return {"tensor": {"dtype": str(t.dtype).replace("torch.", ""), "shape": list(t.shape), "data": t.flatten().tolist()}}
tok = torch.tensor([[1, 2], [3, 4]])
json.dump({"entry": "Gen.forward", "args": [enc(tok), 4]}, open("inputs.json", "w"))
json.dump(enc(s(tok, 4)), open("expected.json", "w"))
