import torch
from typing import List, Tuple, Optional

from typing import Dict

class Vocab:
    def __init__(self, words: List[str]):
        self.itos: List[str] = []
        self.stoi: Dict[str, int] = {}
        for w in words:
            if w not in self.stoi:
                self.stoi[w] = len(self.itos)
                self.itos.append(w)

    def __len__(self) -> int:
        return len(self.itos)

    def __getitem__(self, i: int) -> str:
        return self.itos[i]

    def __contains__(self, w: str) -> bool:
        return w in self.stoi

def f(words: List[str]) -> Tuple[int, str, bool, bool]:
    v = Vocab(words)
    return len(v), v[1], "b" in v, "zz" not in v
