import torch
import torch.nn as nn
from typing import Optional, Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(8, 2, batch_first=True)
        self.cross = nn.MultiheadAttention(8, 4, bias=False)
        self.lstm = nn.LSTM(8, 6, num_layers=2, batch_first=True)
        self.bi = nn.GRU(6, 5, bidirectional=True)
        self.rnn = nn.RNN(10, 3, nonlinearity="relu", bias=False)
        self.lstm_cell = nn.LSTMCell(8, 4)
        self.gru_cell = nn.GRUCell(4, 4, bias=False)
        self.rnn_cell = nn.RNNCell(4, 3, nonlinearity="relu")
        self.bilinear = nn.Bilinear(4, 3, 2)
        self.cosine = nn.CosineSimilarity(dim=-1)
        self.distance = nn.PairwiseDistance(p=1.0, keepdim=True)
        # Keys and values of other sizes: separate q, k and v projections.
        self.kv_attn = nn.MultiheadAttention(8, 2, kdim=6, vdim=3, batch_first=True)
        # LSTMs whose h is projected to proj_size features.
        self.projected = nn.LSTM(8, 6, proj_size=3, batch_first=True)
        self.projected_bi = nn.LSTM(3, 5, num_layers=2, bidirectional=True, proj_size=2, bias=False)
        # A learned key and value, and a zero one, appended to the sequence.
        self.extra_kv_attn = nn.MultiheadAttention(8, 2, add_bias_kv=True, add_zero_attn=True, batch_first=True)

    def forward(self, x: torch.Tensor, mask: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
        # x: (N, L, 8); mask: (N, L) bool, True at padding.
        a, w = self.attn(x, x, x, key_padding_mask=mask)
        t = x.transpose(0, 1)
        causal = torch.ones(t.size(0), t.size(0)).triu(1) > 0
        c, cw = self.cross(t, t, t, attn_mask=causal, need_weights=False)
        out, (h, cell) = self.lstm(a + c.transpose(0, 1))
        g, gh = self.bi(out.transpose(0, 1))
        r, rh = self.rnn(g)
        assert w is not None
        assert cw is None
        return w, out, h, cell, gh, r + rh.sum()

    @torch.jit.export
    def step(self, x: torch.Tensor, h: torch.Tensor, c: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
        # Unbatched: x (L, 8), h and c (2, 6); a given initial state.
        a, w = self.attn(x, x, x, average_attn_weights=False)
        out, (h1, c1) = self.lstm(a, (h, c))
        g, gh = self.bi(out, torch.zeros(2, 5))
        assert w is not None
        return w, out, h1, c1, g + gh.sum()

    @torch.jit.export
    def cells(self, x: torch.Tensor, h: torch.Tensor, c: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
        # A loop of cells over x (T, N, 8) from (h, c) (N, 4), then two-input layers.
        for t in range(x.size(0)):
            h, c = self.lstm_cell(x[t], (h, c))
        g = self.gru_cell(h)
        r = self.rnn_cell(g, torch.zeros(g.size(0), 3))
        unbatched, _ = self.lstm_cell(x[0, 0])
        return h, c, self.bilinear(g, r), self.cosine(h, g), self.distance(h, g), unbatched

    @torch.jit.export
    def attend(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, pad: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
        out, w = self.kv_attn(q, k, v)
        assert w is not None
        extra, we = self.extra_kv_attn(out, out, out, key_padding_mask=pad)
        assert we is not None
        return out, w, extra, we

    @torch.jit.export
    def project(self, x: torch.Tensor, h: torch.Tensor, c: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
        o, (hn, cn) = self.projected(x, (h, c))
        o2, (h2, c2) = self.projected_bi(o.transpose(0, 1))
        return o2, hn, cn, h2 + c2.sum()
