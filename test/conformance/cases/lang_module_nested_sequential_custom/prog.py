import torch
from typing import List, Tuple, Optional

class Double(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * 2.0

class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.body = torch.nn.Sequential(Double(), torch.nn.ReLU(), torch.nn.Sequential(Double(), torch.nn.Hardtanh(-1.0, 3.0)))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.body(x)
