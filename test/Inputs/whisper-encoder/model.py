# Whisper's audio encoder (scaled down; numpy's log as math's, and the
# two lines TorchScript itself rejects written out): sinusoidal positions a
# file function computes for a buffer in `__init__`, LayerNorm and Linear
# subclasses that cast (`.type(x.dtype)`, `None if self.bias is None else
# self.bias.to(x.dtype)`), F.scaled_dot_product_attention. The Conv1d
# subclass overriding `_conv_forward` is defined but not used (one used is
# refused: see module-errors.py).
# Regenerate weights and expected results: cd test/Inputs/whisper-encoder && python ../make_module_case.py AudioEncoder 2,4,12
import math
import torch
import torch.nn.functional as F
from torch import Tensor, nn
from typing import Optional, Iterable


def sinusoids(length: int, channels: int, max_timescale: int = 10000) -> Tensor:
    assert channels % 2 == 0
    log_timescale_increment = math.log(max_timescale) / (channels // 2 - 1)
    inv_timescales = torch.exp(-log_timescale_increment * torch.arange(channels // 2))
    scaled_time = torch.arange(length)[:, None] * inv_timescales[None, :]
    return torch.cat([torch.sin(scaled_time), torch.cos(scaled_time)], dim=1)


class LayerNorm(nn.LayerNorm):
    def forward(self, x: Tensor) -> Tensor:
        return F.layer_norm(x.float(), self.normalized_shape, self.weight, self.bias, self.eps).type(x.dtype)


class Linear(nn.Linear):
    def forward(self, x: Tensor) -> Tensor:
        return F.linear(x, self.weight.to(x.dtype), None if self.bias is None else self.bias.to(x.dtype))


class Conv1d(nn.Conv1d):
    def _conv_forward(self, x: Tensor, weight: Tensor, bias: Optional[Tensor]) -> Tensor:
        return super()._conv_forward(x, weight.to(x.dtype), None if bias is None else bias.to(x.dtype))


class MultiHeadAttention(nn.Module):
    def __init__(self, n_state: int, n_head: int):
        super().__init__()
        self.n_head = n_head
        self.query = Linear(n_state, n_state)
        self.key = Linear(n_state, n_state, bias=False)
        self.value = Linear(n_state, n_state)
        self.out = Linear(n_state, n_state)

    def forward(self, x: Tensor) -> Tensor:
        q = self.query(x)
        k = self.key(x)
        v = self.value(x)
        n_batch, n_ctx, n_state = q.shape
        scale = (n_state // self.n_head) ** -0.25
        q = q.view(n_batch, n_ctx, self.n_head, -1).permute(0, 2, 1, 3)
        k = k.view(n_batch, n_ctx, self.n_head, -1).permute(0, 2, 1, 3)
        v = v.view(n_batch, n_ctx, self.n_head, -1).permute(0, 2, 1, 3)
        a = F.scaled_dot_product_attention(q, k, v, is_causal=False)
        out = a.permute(0, 2, 1, 3).flatten(start_dim=2)
        return self.out(out)


class AudioEncoder(nn.Module):
    def __init__(self, n_mels: int = 4, n_ctx: int = 6, n_state: int = 8, n_head: int = 2):
        super().__init__()
        self.conv1 = nn.Conv1d(n_mels, n_state, kernel_size=3, padding=1)
        self.conv2 = nn.Conv1d(n_state, n_state, kernel_size=3, stride=2, padding=1)
        self.register_buffer("positional_embedding", sinusoids(n_ctx, n_state))
        self.attn = MultiHeadAttention(n_state, n_head)
        self.attn_ln = LayerNorm(n_state)
        self.ln_post = LayerNorm(n_state)

    def forward(self, x: Tensor) -> Tensor:
        x = F.gelu(self.conv1(x))
        x = F.gelu(self.conv2(x))
        x = x.permute(0, 2, 1)
        x = (x + self.positional_embedding).to(x.dtype)
        x = x + self.attn(self.attn_ln(x))
        return self.ln_post(x)
