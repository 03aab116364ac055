import torch
from typing import List, Tuple, Optional

from typing import List, Optional, Tuple
import torch
import torch.nn.functional as F


def attend(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, causal: bool) -> torch.Tensor:
    # q: [B, H, Tq, D], k/v: [B, H, Tk, D]
    d = q.size(-1)
    s = torch.matmul(q, k.transpose(-2, -1)) / (d ** 0.5)
    if causal:
        tq = q.size(2)
        tk = k.size(2)
        mask = torch.ones(tq, tk).tril(tk - tq) == 0
        s = s.masked_fill(mask, float("-inf"))
    return torch.matmul(F.softmax(s, dim=-1), v)


def split_heads(x: torch.Tensor, h: int) -> torch.Tensor:
    b, t, c = x.shape
    return x.view(b, t, h, c // h).transpose(1, 2)


def merge_heads(x: torch.Tensor) -> torch.Tensor:
    b, h, t, d = x.shape
    return x.transpose(1, 2).reshape(b, t, h * d)


def decode_step(x: torch.Tensor, wq: torch.Tensor, wk: torch.Tensor, wv: torch.Tensor, wo: torch.Tensor,
                cache: Optional[Tuple[torch.Tensor, torch.Tensor]], h: int) -> Tuple[torch.Tensor, Tuple[torch.Tensor, torch.Tensor]]:
    q = split_heads(x @ wq, h)
    k = split_heads(x @ wk, h)
    v = split_heads(x @ wv, h)
    if cache is not None:
        pk, pv = cache
        k = torch.cat([pk, k], dim=2)
        v = torch.cat([pv, v], dim=2)
    y = merge_heads(attend(q, k, v, True)) @ wo
    return y, (k, v)


def f(x: torch.Tensor, wq: torch.Tensor, wk: torch.Tensor, wv: torch.Tensor, wo: torch.Tensor, steps: int) -> Tuple[torch.Tensor, torch.Tensor, List[int]]:
    h = 2
    # prefill on the prompt, then greedy-ish decode feeding back outputs
    y, cache = decode_step(x, wq, wk, wv, wo, None, h)
    full, _c = decode_step(x, wq, wk, wv, wo, None, h)
    lengths: List[int] = []
    last = y[:, -1:, :]
    outs = [last]
    for _ in range(steps):
        last, cache = decode_step(torch.tanh(last), wq, wk, wv, wo, cache, h)
        outs.append(last)
        lengths.append(cache[0].size(2))
    return torch.cat(outs, dim=1), (full - y).abs().max(), lengths
