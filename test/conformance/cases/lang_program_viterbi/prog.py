import torch
from typing import List, Tuple, Optional

def f(emissions: torch.Tensor, transitions: torch.Tensor) -> Tuple[List[int], float]:
    n = emissions.size(0)
    score = emissions[0]
    history: List[torch.Tensor] = []
    for t in range(1, n):
        total = score.unsqueeze(1) + transitions + emissions[t].unsqueeze(0)
        best, idx = total.max(dim=0)
        history.append(idx)
        score = best
    best_score, last = score.max(dim=0)
    path = [int(last)]
    for idx in history[::-1]:
        path.append(int(idx[path[-1]]))
    path.reverse()
    return path, float(best_score)
