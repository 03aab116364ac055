import torch
import torch.nn.functional as F
from typing import Tuple


def f(a: torch.Tensor, b: torch.Tensor, i: torch.Tensor, j: torch.Tensor, k: torch.Tensor):
    hi = float(k.item())
    r = torch.max(a, dim=1)
    s = a.detach()
    return (torch.div(i, j, rounding_mode="floor"), torch.div(i, j, rounding_mode="trunc"),
            torch.div(a, b, rounding_mode="trunc"), torch.fmod(i, j), torch.fmod(a, 0.7),
            torch.outer(a[0], b[1]), torch.count_nonzero(i), i.count_nonzero(dim=0),
            torch.allclose(a, a + 1e-9), torch.allclose(a, b), torch.diff(a), a.diff(n=2, dim=0),
            F.cosine_similarity(a, b), F.cosine_similarity(a, b, dim=0), torch.empty_like(a) * 0,
            a.clamp(-hi, hi), torch.clamp(i, min=k), r.values, r.indices, s + 1)
