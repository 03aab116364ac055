"""Writes weights.safetensors, inputs.json and expected.json for the module
case in the current folder: real torch.jit.script of `model.<CLASS>` on a
random input of SHAPE (or on the tuple of tensors a Python expression
gives), with the batch norms' running statistics moved off their initial
values (so they matter). Tied tensors are saved once, under one name, as
`safetensors.torch.save_model` does. Needs torch and safetensors; only to
regenerate these files.

    cd test/Inputs/<case> && python ../make_module_case.py Net 2,3,8,8

An optional third argument names a variant: its files are
weights-<VARIANT>.safetensors, inputs-<VARIANT>.json and
expected-<VARIANT>.json, beside the first class's.
"""
import json, sys
import torch
sys.path.insert(0, ".")
import model
from safetensors.torch import save_model

cls, spec = sys.argv[1], sys.argv[2]
suffix = f"-{sys.argv[3]}" if len(sys.argv) > 3 else ""
torch.manual_seed(0)
m = getattr(model, cls)().eval()
for name, b in m.named_buffers():
    if name.endswith("running_mean"):
        b.copy_(torch.randn_like(b) * 0.1)
    elif name.endswith("running_var"):
        b.copy_(torch.rand_like(b) + 0.5)
save_model(m, f"weights{suffix}.safetensors")
if "(" in spec:
    args = eval(spec)
else:
    args = (torch.randn(*[int(d) for d in spec.split(",")]),)
y = torch.jit.script(m)(*args)
def enc(v):
    if isinstance(v, tuple):
        return {"tuple": [enc(x) for x in v]}
    if isinstance(v, float):
        return {"float": v}
    if v is None or isinstance(v, (int, bool, str)):
        return v
    if isinstance(v, list):
        return [enc(x) for x in v]
    return {"tensor": {"dtype": str(v.dtype).replace("torch.", ""), "shape": list(v.shape), "data": v.flatten().tolist()}}
json.dump({"entry": f"{cls}.forward", "args": [enc(a) for a in args]}, open(f"inputs{suffix}.json", "w"))
json.dump(enc(y), open(f"expected{suffix}.json", "w"))
print("ok", len(m.state_dict()))
