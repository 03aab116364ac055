import torch
from typing import List, Tuple, Optional

from typing import Dict
class M(torch.nn.Module):
    __constants__ = ['n']

    def __init__(self):
        super().__init__()
        self.n = 3
        self.acts = torch.nn.ModuleDict({'relu': torch.nn.ReLU(), 'tanh': torch.nn.Tanh()})
        self.layers = torch.nn.ModuleList([torch.nn.ReLU(), torch.nn.Sigmoid()])
        self.seq = torch.nn.Sequential(torch.nn.Tanh(), torch.nn.ReLU())

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, int]:
        y = self.acts['relu'](x) + self.acts['tanh'](x)
        z = x
        for i, layer in enumerate(self.layers):
            z = layer(z) * (i + 1)
        w = x
        for name, act in self.acts.items():
            w = act(w)
        return y, z, w, self.seq[0](x), len(self.layers) + self.n
