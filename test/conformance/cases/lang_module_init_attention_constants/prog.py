import torch
from typing import List, Tuple, Optional

import math


class Heads(torch.nn.Module):
    def __init__(self, dim: int = 8, heads: int = 2, causal: bool = True):
        super().__init__()
        assert dim % heads == 0
        self.heads = heads
        self.head_dim = dim // heads
        self.scale = self.head_dim ** -0.5
        self.causal = causal
        self.temperature = max(0.5, 1.0 / math.log2(dim))

    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        b, t, c = q.shape
        q = q.view(b, t, self.heads, self.head_dim).transpose(1, 2)
        k = k.view(b, t, self.heads, self.head_dim).transpose(1, 2)
        v = v.view(b, t, self.heads, self.head_dim).transpose(1, 2)
        att = (q @ k.transpose(-2, -1)) * self.scale / self.temperature
        if self.causal:
            mask = torch.tril(torch.ones(t, t)) == 0
            att = att.masked_fill(mask, float("-inf"))
        y = torch.softmax(att, dim=-1) @ v
        return y.transpose(1, 2).reshape(b, t, c)
