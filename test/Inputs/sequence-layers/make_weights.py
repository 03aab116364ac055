"""Writes weights.safetensors, inputs.json and expected.json (model.Net,
whose layers take several inputs and return tuples: MultiheadAttention,
LSTM, GRU, RNN, their cells, attention with kdim and vdim, add_bias_kv and add_zero_attn, LSTMs with proj_size, Bilinear, CosineSimilarity, PairwiseDistance),
run by PyTorch in eager mode: torch.jit.script rejects
nn.MultiheadAttention(bias=False) (its forward reads the missing
in_proj_bias's dtype); the other layers script.
Needs torch and safetensors; only to regenerate these
files."""
import json, sys
import torch
sys.path.insert(0, ".")
from model import Net
from safetensors.torch import save_file
torch.manual_seed(0)
m = Net().eval()
save_file({k: v.contiguous() for k, v in m.state_dict().items()}, "weights.safetensors")
x = torch.randn(2, 5, 8)
mask = torch.zeros(2, 5, dtype=torch.bool)
mask[1, 3:] = True
y = m(x, mask)
def enc(t):
    dtype = "bool" if t.dtype == torch.bool else "float32"
    return {"tensor": {"dtype": dtype, "shape": list(t.shape), "data": t.flatten().tolist()}}
json.dump({"entry": "Net.forward", "args": [enc(x), enc(mask)]}, open("inputs.json", "w"))
json.dump({"tuple": [enc(t) for t in y]}, open("expected.json", "w"))
x1 = torch.randn(4, 8)
h, c = torch.randn(2, 6), torch.randn(2, 6)
y1 = m.step(x1, h, c)
json.dump({"entry": "Net.step", "args": [enc(x1), enc(h), enc(c)]}, open("step_inputs.json", "w"))
json.dump({"tuple": [enc(t) for t in y1]}, open("step_expected.json", "w"))
x2 = torch.randn(3, 2, 8)
h2, c2 = torch.randn(2, 4), torch.randn(2, 4)
y2 = m.cells(x2, h2, c2)
json.dump({"entry": "Net.cells", "args": [enc(x2), enc(h2), enc(c2)]}, open("cells_inputs.json", "w"))
json.dump({"tuple": [enc(t) for t in y2]}, open("cells_expected.json", "w"))
q3, k3, v3 = torch.randn(2, 3, 8), torch.randn(2, 5, 6), torch.randn(2, 5, 3)
pad3 = torch.zeros(2, 3, dtype=torch.bool)
pad3[0, 2] = True
y3 = m.attend(q3, k3, v3, pad3)
json.dump({"entry": "Net.attend", "args": [enc(q3), enc(k3), enc(v3), enc(pad3)]}, open("attend_inputs.json", "w"))
json.dump({"tuple": [enc(t) for t in y3]}, open("attend_expected.json", "w"))
x4, h4, c4 = torch.randn(2, 4, 8), torch.randn(1, 2, 3), torch.randn(1, 2, 6)
y4 = m.project(x4, h4, c4)
json.dump({"entry": "Net.project", "args": [enc(x4), enc(h4), enc(c4)]}, open("project_inputs.json", "w"))
json.dump({"tuple": [enc(t) for t in y4]}, open("project_expected.json", "w"))
print("ok", [t.shape for t in y], sorted(m.state_dict()))
