"""Writes weights.safetensors, inputs.json and expected.json (model.Seq2Seq,
computed by torch.jit.script). Needs torch and safetensors; only to
regenerate these files."""
import json, sys
import torch
sys.path.insert(0, ".")
from model import Seq2Seq
from safetensors.torch import save_file
torch.manual_seed(0)
m = Seq2Seq().eval()
save_file({k: v.contiguous() for k, v in m.state_dict().items()}, "weights.safetensors")
s = torch.jit.script(m)
def enc(t):
    dtype = "bool" if t.dtype == torch.bool else "float32"
    return {"tensor": {"dtype": dtype, "shape": list(t.shape), "data": t.flatten().tolist()}}
src, tgt = torch.randn(2, 5, 16), torch.randn(2, 3, 16)
pad = torch.zeros(2, 5, dtype=torch.bool)
pad[1, 4:] = True
json.dump({"entry": "Seq2Seq.forward", "args": [enc(src), enc(tgt), enc(pad)]}, open("inputs.json", "w"))
json.dump(enc(s(src, tgt, pad)), open("expected.json", "w"))
