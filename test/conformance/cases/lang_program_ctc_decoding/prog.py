import torch
from typing import List, Tuple, Optional

import torch
import math
from typing import List, Dict, Tuple


def greedy(logp: torch.Tensor, lengths: torch.Tensor, alphabet: str, blank: int) -> List[str]:
    best = logp.argmax(-1)
    out: List[str] = []
    for b in range(logp.size(0)):
        prev = blank
        chars: List[str] = []
        for t in range(int(lengths[b])):
            k = int(best[b, t])
            if k != blank and k != prev:
                chars.append(alphabet[k - 1])
            prev = k
        out.append("".join(chars))
    return out


def logaddexp(a: float, b: float) -> float:
    if a == -math.inf:
        return b
    if b == -math.inf:
        return a
    m = max(a, b)
    return m + math.log(math.exp(a - m) + math.exp(b - m))


def prefix_beam(logp: torch.Tensor, beam: int, blank: int) -> List[Tuple[List[int], float]]:
    T, V = logp.shape
    beams: Dict[str, Tuple[float, float]] = {"": (0.0, -math.inf)}
    empty: List[int] = []
    seqs: Dict[str, List[int]] = {"": empty}
    lp: List[List[float]] = logp.tolist()
    for t in range(T):
        nxt: Dict[str, Tuple[float, float]] = {}
        for key, pb_pnb in beams.items():
            pb, pnb = pb_pnb
            seq = seqs[key]
            for v in range(V):
                p = lp[t][v]
                if v == blank:
                    old = nxt.get(key, (-math.inf, -math.inf))
                    nxt[key] = (logaddexp(old[0], logaddexp(pb, pnb) + p), old[1])
                    continue
                nk = key + "," + str(v)
                if nk not in seqs:
                    seqs[nk] = seq + [v]
                old = nxt.get(nk, (-math.inf, -math.inf))
                if len(seq) > 0 and seq[-1] == v:
                    nxt[nk] = (old[0], logaddexp(old[1], pb + p))
                    same = nxt.get(key, (-math.inf, -math.inf))
                    nxt[key] = (same[0], logaddexp(same[1], pnb + p))
                else:
                    nxt[nk] = (old[0], logaddexp(old[1], logaddexp(pb, pnb) + p))
        scored: List[Tuple[float, str]] = []
        for k, v2 in nxt.items():
            scored.append((logaddexp(v2[0], v2[1]), k))
        scored.sort(reverse=True)
        beams = torch.jit.annotate(Dict[str, Tuple[float, float]], {})
        for s, k in scored[:beam]:
            beams[k] = nxt[k]
    result: List[Tuple[List[int], float]] = []
    for k, v3 in beams.items():
        result.append((seqs[k], logaddexp(v3[0], v3[1])))
    return result


def f(logits: torch.Tensor, lengths: torch.Tensor):
    logp = logits.log_softmax(-1)
    g = greedy(logp, lengths, "abcd", 0)
    pb = prefix_beam(logp[0, :int(lengths[0])], 3, 0)
    return g, pb, "{} | {:.3f}".format(g[0], pb[0][1])
