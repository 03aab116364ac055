import torch
from typing import List, Tuple, Optional

def split_heads(x: torch.Tensor, h: int) -> torch.Tensor:
    new_shape = x.size()[:-1] + [h, x.size(-1) // h]
    return x.view(new_shape).permute(0, 2, 1, 3)


def merge_heads(x: torch.Tensor) -> torch.Tensor:
    x = x.permute(0, 2, 1, 3).contiguous()
    s = x.size()
    return x.view(s[0], s[1], -1)


def f(x: torch.Tensor, dims: List[int], order: List[int]) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, List[int]]:
    h = split_heads(x, 2)
    m = merge_heads(h)
    s = list(x.shape)
    s[0] = 1
    s.pop()
    t = x.shape[1:]
    wide = x.size()[:-1]
    wide.append(2)
    return m, x.sum(dims), x.permute(order), x.sum(2).sum(0).view(s) + x[:, :, :1].expand(wide).sum(), t
