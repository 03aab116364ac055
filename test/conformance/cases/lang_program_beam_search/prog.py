import torch
from typing import List, Tuple, Optional

def f(logits: torch.Tensor, beam: int) -> Tuple[List[List[int]], List[float]]:
    empty: List[int] = []
    beams: List[Tuple[List[int], float]] = [(empty, 0.0)]
    for t in range(logits.size(0)):
        log_probs = torch.log_softmax(logits[t], dim=-1)
        candidates: List[Tuple[List[int], float]] = []
        for seq, score in beams:
            values, indices = torch.topk(log_probs, beam)
            for j in range(beam):
                candidates.append((seq + [int(indices[j])], score + float(values[j])))
        ordered = sorted([(-c[1], i) for i, c in enumerate(candidates)])
        beams = [candidates[i] for _, i in ordered[:beam]]
    return [b[0] for b in beams], [b[1] for b in beams]
