import torch
import torch.nn as nn


class Stack(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleList([nn.Linear(4, 4) for _ in range(3)])
        self.acts = nn.ModuleList([nn.ReLU(), nn.Tanh(), nn.Sigmoid()])
        self.head = nn.Linear(4, 2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for i, block in enumerate(self.blocks):
            x = block(x) + x * float(i)
        for act in self.acts:
            x = act(x)
        return self.head(x) + self.blocks[2](x).sum()
