import torch
from typing import List, Tuple, Optional

def f(logp: torch.Tensor, scores: torch.Tensor, k: int) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    V = logp.size(1)
    total = (scores.unsqueeze(1) + logp).view(-1)
    top, idx = total.topk(k)
    beams = torch.div(idx, V, rounding_mode='floor')
    tokens = idx % V
    return top, beams, tokens
