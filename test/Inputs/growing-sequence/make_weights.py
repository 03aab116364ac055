"""Writes weights.safetensors, inputs.json and expected.json (model.Gen's
greedy generation, computed by torch.jit.script), and the decoder_* files
of model.Dec. Needs torch and
safetensors; only to regenerate these files."""
import json, sys
import torch
sys.path.insert(0, ".")
from model import Dec, Gen
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
torch.manual_seed(1)
d = Dec().eval()
save_file({k: v.contiguous() for k, v in d.state_dict().items()}, "decoder_weights.safetensors")
sd = torch.jit.script(d)
mem = torch.randn(2, 3, 16)
tok = torch.tensor([[1], [3]])
json.dump({"entry": "Dec.forward", "args": [enc(mem), enc(tok), 4]}, open("decoder_inputs.json", "w"))
json.dump(enc(sd(mem, tok, 4)), open("decoder_expected.json", "w"))
