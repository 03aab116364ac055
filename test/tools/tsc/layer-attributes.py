# A module reads its layers' attributes as TorchScript does: a torch.nn
# layer's from its constructor's arguments or defaults, stored as the class
# stores them (`self.conv.kernel_size` a tuple, `self.attn.head_dim`,
# `self.emb.padding_idx` counted from the end, `self.pool.stride` its kernel
# size), a submodule's own attributes and methods through its path
# (`self.inner.scale`, `self.inner.widths()`, `self.inner.proj.out_features`).
# The expected result is real torch.jit.script's (Inputs/layer-attributes).
# RUN: tsc run %inputs/layer-attributes/model.py --args %inputs/layer-attributes/inputs.json --weights %inputs/layer-attributes/weights.safetensors --expected %inputs/layer-attributes/expected.json 2>&1 | FileCheck %s
# RUN: not tsc compile %s --entry Net.forward 2>&1 | FileCheck %s --check-prefix=MISSING
import torch
import torch.nn as nn

# CHECK: tsc: result matches {{.*}}layer-attributes/expected.json


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 8)

    def forward(self, x: torch.Tensor) -> int:
        # MISSING: layer-attributes.py:[[@LINE+1]]:16: error: submodule `self.fc` has no attribute `hidden` that compiled code can read
        return self.fc.hidden
