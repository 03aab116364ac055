import torch
from typing import List, Tuple, Optional

def f(words: List[str], scores: List[float]) -> Tuple[List[Tuple[int, str]], List[Tuple[float, str]], List[Tuple[str, int]]]:
    lens: List[Tuple[int, str]] = []
    for w in words:
        lens.append((len(w), w))
    lens.sort()
    pairs: List[Tuple[float, str]] = []
    for i, n in enumerate(words):
        pairs.append((scores[i], n))
    pairs.sort(reverse=True)
    ln: List[Tuple[str, int]] = [(n, len(n)) for n in words]
    ln = sorted(ln)
    return lens, pairs, ln
