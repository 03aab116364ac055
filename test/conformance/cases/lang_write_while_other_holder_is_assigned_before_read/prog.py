import torch
from typing import List, Tuple, Optional

def f(logp: torch.Tensor, k: int) -> Tuple[torch.Tensor, List[int]]:
    scores = torch.zeros(k)
    picks: List[int] = []
    for t in range(logp.size(0)):
        best, idx = (scores.unsqueeze(1) + logp[t]).view(-1).topk(k)
        scores = best
        for b in range(k):
            if int(idx[b]) % 3 == 0:
                scores[b] = -100.0
        picks.append(int(idx[0]))
    return scores, picks
