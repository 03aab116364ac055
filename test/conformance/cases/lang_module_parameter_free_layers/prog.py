import torch
from typing import List, Tuple, Optional

class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.acts = torch.nn.ModuleList([torch.nn.Hardtanh(-0.5, 0.5), torch.nn.ReLU6(), torch.nn.ELU(0.5), torch.nn.CELU(), torch.nn.SELU(), torch.nn.Softplus(2.0), torch.nn.Hardswish(), torch.nn.Hardsigmoid(), torch.nn.Mish(), torch.nn.Softsign(), torch.nn.Tanhshrink(), torch.nn.LogSigmoid(), torch.nn.Hardshrink(0.3), torch.nn.Softshrink(), torch.nn.Threshold(0.1, -2.0)])
        self.glu = torch.nn.GLU(1)
        self.softmin = torch.nn.Softmin(dim=1)

    def forward(self, x: torch.Tensor) -> List[torch.Tensor]:
        out: List[torch.Tensor] = []
        for a in self.acts:
            out.append(a(x))
        out.append(self.glu(x))
        out.append(self.softmin(x))
        return out
