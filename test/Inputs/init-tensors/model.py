import math
import torch
import torch.nn as nn


class PositionalEncoding(nn.Module):
    def __init__(self, d_model: int, max_len: int = 16):
        super().__init__()
        pe = torch.zeros(max_len, d_model)
        position = torch.arange(0, max_len, dtype=torch.float).unsqueeze(1)
        div_term = torch.exp(torch.arange(0, d_model, 2).float() * (-math.log(10000.0) / d_model))
        pe[:, 0::2] = torch.sin(position * div_term)
        pe[:, 1::2] = torch.cos(position * div_term)
        # Not in the state dict: always what __init__ computes.
        self.register_buffer("pe", pe.unsqueeze(0), persistent=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.pe[:, : x.size(1)]


class Net(nn.Module):
    def __init__(self, dim: int = 8, n: int = 4):
        super().__init__()
        self.fc = nn.Linear(dim, dim)
        self.pos = PositionalEncoding(dim)
        # In the state dict: the weights file's value wins.
        self.register_buffer("mask", torch.tril(torch.ones(n, n)).view(1, n, n))
        self.gain = nn.Parameter(torch.ones(dim))
        w = torch.ones(dim)
        w *= 2.0
        w.add_(1.0)
        self.offset = w

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        t = x.size(1)
        att = (x @ x.transpose(-2, -1)).masked_fill(self.mask[:, :t, :t] == 0, float("-inf"))
        y = torch.softmax(att, dim=-1) @ x
        return self.fc(self.pos(y)) * self.gain + self.offset
