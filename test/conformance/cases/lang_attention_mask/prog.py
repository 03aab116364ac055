import torch
from typing import List, Tuple, Optional

import math
import torch.nn.functional as F


def f(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, lengths: List[int]) -> torch.Tensor:
    B, T, D = q.shape
    scores = q @ k.transpose(-2, -1) / math.sqrt(D)
    mask = torch.zeros(B, T, T, dtype=torch.bool)
    for b in range(B):
        mask[b, :, lengths[b]:] = True
    scores = scores.masked_fill(mask, float('-inf'))
    return F.softmax(scores, dim=-1) @ v
