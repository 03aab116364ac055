import torch
from torch import nn


class Seq2Seq(nn.Module):
    """nn.Transformer: an encoder-decoder with a causal target mask (from
    the static method and from the layer) and a source padding mask, then a
    pre-norm gelu one with time-first inputs."""

    def __init__(self):
        super().__init__()
        self.model = nn.Transformer(d_model=16, nhead=2, num_encoder_layers=2, num_decoder_layers=1, dim_feedforward=32, dropout=0.0, batch_first=True)
        self.post = nn.Transformer(16, 4, 1, 2, 24, 0.0, "gelu", norm_first=True)

    def forward(self, src: torch.Tensor, tgt: torch.Tensor, pad: torch.Tensor) -> torch.Tensor:
        t = tgt.size(1)
        mask = nn.Transformer.generate_square_subsequent_mask(t)
        y = self.model(src, tgt, tgt_mask=mask, src_key_padding_mask=pad)
        causal = self.post.generate_square_subsequent_mask(t)
        return self.post(src.transpose(0, 1), y.transpose(0, 1), tgt_mask=causal)
