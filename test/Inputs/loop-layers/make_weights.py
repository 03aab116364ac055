"""Writes weights.safetensors and the inputs and results of model.Net's
two entries, computed by torch.jit.script: forward (greedy decoding) and
refine. Needs torch and safetensors; only to regenerate these files."""
import json, sys
import torch
sys.path.insert(0, ".")
from model import Net
from safetensors.torch import save_file
torch.manual_seed(0)
m = Net().eval()
save_file({k: v.contiguous() for k, v in m.state_dict().items()}, "weights.safetensors")
s = torch.jit.script(m)
def enc(t):
    return {"tensor": {"dtype": str(t.dtype).replace("torch.", ""), "shape": list(t.shape), "data": t.flatten().tolist()}}
tok = torch.tensor([3])
json.dump({"entry": "Net.forward", "args": [enc(tok), 6]}, open("inputs.json", "w"))
json.dump(enc(s(tok, 6)), open("expected.json", "w"))
x = torch.randn(2, 5, 16)
json.dump({"entry": "Net.refine", "args": [enc(x), 3]}, open("refine_inputs.json", "w"))
json.dump({"tuple": [enc(t) for t in s.refine(x, 3)]}, open("refine_expected.json", "w"))
