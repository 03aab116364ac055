import torch
from typing import List, Tuple, Optional

from typing import Dict


class Vocab:
    def __init__(self, words: List[str]):
        self.index: Dict[str, int] = {}
        for w in words:
            if w not in self.index:
                self.index[w] = len(self.index)

    def encode(self, s: str) -> List[int]:
        out: List[int] = []
        for w in s.split(" "):
            out.append(self.index.get(w, -1))
        return out


def f(s: str) -> Tuple[List[int], int]:
    v = Vocab(["a", "b", "a", "c"])
    return v.encode(s), len(v.index)
