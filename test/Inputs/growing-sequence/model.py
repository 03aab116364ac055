import torch
from torch import nn
from typing import List

class Gen(nn.Module):
    """Greedy generation whose sequence grows by one token per step: each
    step runs embedding plus a sliced positional table, causal attention,
    a residual Conv1d, an LSTM, GELU and LayerNorm over the whole (run-time
    length) sequence."""

    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(10, 16)
        self.pos = nn.Parameter(torch.randn(32, 16) * 0.1)
        self.attn = nn.MultiheadAttention(16, 4, batch_first=True)
        self.conv = nn.Conv1d(16, 16, 3, padding=1)
        self.lstm = nn.LSTM(16, 16, batch_first=True)
        self.norm = nn.LayerNorm(16)
        self.head = nn.Linear(16, 10)

    def forward(self, tok: torch.Tensor, steps: int) -> torch.Tensor:
        seq = tok
        for i in range(steps):
            t = seq.size(1)
            x = self.emb(seq) + self.pos[:t]
            mask = torch.triu(torch.ones(t, t, dtype=torch.bool), diagonal=1)
            a, _ = self.attn(x, x, x, attn_mask=mask, need_weights=False)
            x = self.norm(x + a)
            x = x + torch.relu(self.conv(x.transpose(1, 2))).transpose(1, 2)
            o, _ = self.lstm(x)
            x = nn.functional.gelu(o) + x.mean(1, keepdim=True)
            nxt = self.head(x[:, -1]).softmax(-1).argmax(-1, keepdim=True)
            seq = torch.cat([seq, nxt], 1)
        return seq


class Dec(nn.Module):
    """Greedy decoding against a fixed memory: a TransformerDecoderLayer
    with a causal mask over the grown sequence, then attention from the last
    position (one query, run-time many keys)."""

    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(10, 16)
        self.layer = nn.TransformerDecoderLayer(16, 2, 32, dropout=0.0, batch_first=True)
        self.attn = nn.MultiheadAttention(16, 2, batch_first=True)
        self.head = nn.Linear(16, 10)

    def forward(self, memory: torch.Tensor, tok: torch.Tensor, steps: int) -> torch.Tensor:
        seq = tok
        for i in range(steps):
            t = seq.size(1)
            mask = torch.triu(torch.full((t, t), float("-inf")), diagonal=1)
            h = self.layer(self.emb(seq), memory, tgt_mask=mask)
            q = h[:, -1:]
            a, _ = self.attn(q, h, h)
            nxt = self.head(a[:, 0]).argmax(-1, keepdim=True)
            seq = torch.cat([seq, nxt], 1)
        return seq
