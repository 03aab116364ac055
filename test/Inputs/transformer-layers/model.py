import torch
import torch.nn as nn
import torch.nn.functional as F
from typing import Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.TransformerEncoderLayer(8, 2, dim_feedforward=16, batch_first=True)
        self.pre = nn.TransformerEncoderLayer(8, 4, 12, 0.0, F.gelu, 1e-6, norm_first=True)
        self.dec = nn.TransformerDecoderLayer(8, 2, dim_feedforward=16, activation="gelu", batch_first=True)
        self.stack = nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 2, dim_feedforward=16, batch_first=True), 2, norm=nn.LayerNorm(8))
        self.decoders = nn.TransformerDecoder(nn.TransformerDecoderLayer(8, 2, 16, norm_first=True), num_layers=2)

    def forward(self, x: torch.Tensor, memory: torch.Tensor, padding: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
        # x: (N, L, 8), memory: (N, S, 8), padding: (N, L) bool, True at padding.
        causal = torch.ones(x.size(1), x.size(1)).triu(1) > 0
        a = self.enc(x, src_key_padding_mask=padding)
        b = self.pre(x.transpose(0, 1), src_mask=causal)
        c = self.dec(x, memory, tgt_mask=causal, tgt_key_padding_mask=padding)
        d = self.stack(x, mask=causal)
        e = self.decoders(x.transpose(0, 1), memory.transpose(0, 1), tgt_mask=causal)
        return a, b, c, d, e
