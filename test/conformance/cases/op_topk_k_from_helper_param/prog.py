import torch
import torch.nn.functional as F
from typing import Tuple


def top(logits: torch.Tensor, top_k: int = 0, temperature: float = 1.0) -> torch.Tensor:
    logits = logits / temperature
    if top_k > 0:
        v, _ = torch.topk(logits, top_k)
        logits = torch.where(logits < v[..., -1:], torch.full_like(logits, -1e4), logits)
    return F.softmax(logits, dim=-1)

def f(x: torch.Tensor):
    return top(x), top(x, 2), top(x, top_k=3, temperature=0.5), torch.topk(x, 1, dim=0)[1]
