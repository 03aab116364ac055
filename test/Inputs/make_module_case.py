"""Writes weights.safetensors, inputs.json and expected.json for the module
case in the current folder: real torch.jit.script of `model.<CLASS>` on a
random input of SHAPE, with the batch norms' running statistics moved off
their initial values (so they matter). Needs torch and safetensors; only
to regenerate these files.

    cd test/Inputs/<case> && python ../make_module_case.py Net 2,3,8,8
"""
import json, sys
import torch
sys.path.insert(0, ".")
import model
from safetensors.torch import save_file

cls, shape = sys.argv[1], [int(d) for d in sys.argv[2].split(",")]
torch.manual_seed(0)
m = getattr(model, cls)().eval()
for name, b in m.named_buffers():
    if name.endswith("running_mean"):
        b.copy_(torch.randn_like(b) * 0.1)
    elif name.endswith("running_var"):
        b.copy_(torch.rand_like(b) + 0.5)
save_file({k: v.contiguous() for k, v in m.state_dict().items()}, "weights.safetensors")
x = torch.randn(*shape)
y = torch.jit.script(m)(x)
def enc(t):
    return {"tensor": {"dtype": "float32", "shape": list(t.shape), "data": t.flatten().tolist()}}
json.dump({"entry": f"{cls}.forward", "args": [enc(x)]}, open("inputs.json", "w"))
json.dump(enc(y), open("expected.json", "w"))
print("ok", y.shape, len(m.state_dict()))
