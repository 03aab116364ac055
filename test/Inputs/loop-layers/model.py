import torch
from torch import nn
from typing import List, Optional, Tuple


class Net(nn.Module):
    """Layers called inside the model's own loops: a greedy LSTM decoder
    (one step per iteration, its state carried) and a refinement loop of
    attention, a transformer layer and a GRU whose state starts as None."""

    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(10, 8)
        self.lstm = nn.LSTM(8, 16, batch_first=True)
        self.out = nn.Linear(16, 10)
        self.attn = nn.MultiheadAttention(16, 4, batch_first=True)
        self.norm = nn.LayerNorm(16)
        self.enc = nn.TransformerEncoderLayer(16, 2, 32, dropout=0.0, batch_first=True)
        self.gru = nn.GRU(16, 16)

    def forward(self, tok: torch.Tensor, steps: int) -> torch.Tensor:
        h = torch.zeros(1, 1, 16)
        c = torch.zeros(1, 1, 16)
        toks: List[int] = []
        cur = tok
        for i in range(steps):
            e = self.emb(cur).view(1, 1, 8)
            o, (h, c) = self.lstm(e, (h, c))
            cur = self.out(o[:, -1]).argmax(dim=-1)
            toks.append(int(cur.item()))
        return torch.tensor(toks)

    @torch.jit.export
    def refine(self, x: torch.Tensor, steps: int) -> Tuple[torch.Tensor, torch.Tensor]:
        h: Optional[torch.Tensor] = None
        w = torch.zeros(x.size(0), x.size(1), x.size(1))
        for i in range(steps):
            a, weights = self.attn(x, x, x)
            if weights is not None:
                w = weights
            x = self.enc(self.norm(x + a))
            o, h = self.gru(x.transpose(0, 1), h)
            x = o.transpose(0, 1)
        return x, w
