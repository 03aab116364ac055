import torch
from typing import List, Tuple, Optional

from typing import Dict, NamedTuple

class Hyp(NamedTuple):
    tokens: List[int]
    score: float
    done: bool

def extend(h: Hyp, tok: int, lp: float, eos: int) -> Hyp:
    return Hyp(h.tokens + [tok], h.score + lp, tok == eos)

def f(names: List[str], lp: torch.Tensor) -> Tuple[List[Tuple[str, int]], Dict[str, Tuple[int, bool]], List[int], List[Hyp], float]:
    ln = [(n, len(n)) for n in names]
    d = {n: (len(n), len(n) > 1) for n in names}
    hyps: List[Hyp] = [Hyp([0], 0.0, False)]
    for t in range(lp.size(0)):
        new: List[Hyp] = []
        for h in hyps:
            if h.done:
                new.append(h)
                continue
            tok = int(lp[t].argmax())
            new.append(extend(h, tok, float(lp[t, tok]), 3))
        hyps = new
    return ln, d, [k for _, k in ln], hyps, hyps[0].score
