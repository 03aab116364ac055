import torch
import torch.nn as nn
from typing import List, Optional, Tuple


class Inner(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(4, 6, bias=False)
        self.scale = 0.5

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.proj(x) * self.scale

    def widths(self) -> List[int]:
        return [self.proj.in_features, self.proj.out_features]


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 8)
        self.conv = nn.Conv2d(3, 16, 3, padding=1)
        self.conv1 = nn.Conv1d(2, 4, (5,), stride=2)
        self.norm = nn.LayerNorm(8, eps=1e-6)
        self.emb = nn.Embedding(10, 5, padding_idx=-1)
        self.attn = nn.MultiheadAttention(8, 2, batch_first=True)
        self.pool = nn.MaxPool2d(2)
        self.lstm = nn.LSTM(4, 7, num_layers=2)
        self.drop = nn.Dropout(0.25)
        self.seq = nn.Sequential(nn.Linear(8, 3), nn.ReLU())
        self.inner = Inner()

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, List[int], Tuple[int, int], Tuple[int, int], Tuple[int], Tuple[int], float, Optional[int], int, int, int, int, float, int, float, int, bool]:
        h = self.norm(self.fc(x))
        # the heads' split from the layer's own attributes
        b, t = h.size(0), h.size(1)
        heads = h.view(b, t, self.attn.num_heads, self.attn.head_dim).transpose(1, 2)
        out = self.seq(h) + float(self.seq[0].out_features)
        return (out, heads + self.inner(x).sum(), self.inner.widths(), self.conv.kernel_size, self.conv.padding,
                self.conv1.stride, self.norm.normalized_shape, self.norm.eps, self.emb.padding_idx,
                self.emb.embedding_dim, self.pool.stride, self.lstm.hidden_size, self.lstm.num_layers,
                self.drop.p, self.inner.proj.out_features, self.inner.scale, self.fc.in_features,
                self.attn.batch_first)
