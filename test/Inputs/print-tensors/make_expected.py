"""Writes args.json and expected.txt: what real torch.jit.script of `show`
in tools/tsc/print-tensors.py prints. Needs torch (only to regenerate these
files; never in the build or tests). Run from this directory."""
import contextlib, importlib.util, io, json
import torch

spec = importlib.util.spec_from_file_location("prog", "../../tools/tsc/print-tensors.py")
prog = importlib.util.module_from_spec(spec)
spec.loader.exec_module(prog)
x = torch.arange(12.).reshape(3, 4)
y = torch.tensor([[[1.0, -2.25], [3.5, 4.0], [0.125, 6.0]], [[7.0, 8.0], [-9.5, 10.0], [11.0, 12.0]]])
z = torch.tensor([[1, -2], [30, 4]])
out = io.StringIO()
with contextlib.redirect_stdout(out):
    torch.jit.script(prog.show)(x, y, z)
open("expected.txt", "w").write(out.getvalue())
enc = lambda t: {"tensor": {"dtype": str(t.dtype).replace("torch.", ""), "shape": list(t.shape), "data": t.flatten().tolist()}}
json.dump({"entry": "show", "args": [enc(x), enc(y), enc(z)]}, open("args.json", "w"))
