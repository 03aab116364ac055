import torch
from typing import List, Tuple, Optional

import torch
from typing import List, Dict, Tuple, Optional


class BPE(object):
    def __init__(self, merges: List[str], vocab: List[str]):
        self.ranks: Dict[str, int] = {}
        for i, m in enumerate(merges):
            self.ranks[m] = i
        self.ids: Dict[str, int] = {}
        for i, v in enumerate(vocab):
            self.ids[v] = i
        self.cache: Dict[str, List[str]] = {}

    def best_pair(self, word: List[str]) -> Optional[Tuple[int, int]]:
        best: Optional[Tuple[int, int]] = None
        for i in range(len(word) - 1):
            key = word[i] + " " + word[i + 1]
            if key in self.ranks:
                r = self.ranks[key]
                if best is None or r < best[0]:
                    best = (r, i)
        return best

    def bpe(self, token: str) -> List[str]:
        if token in self.cache:
            return self.cache[token]
        word = [c for c in token]
        if len(word) > 0:
            word[-1] = word[-1] + "</w>"
        while len(word) > 1:
            bp = self.best_pair(word)
            if bp is None:
                break
            else:
                i = bp[1]
                word = word[:i] + [word[i] + word[i + 1]] + word[i + 2:]
        self.cache[token] = word
        return word

    def encode(self, text: str) -> List[int]:
        out: List[int] = []
        for tok in text.lower().split():
            kept: List[str] = []
            for c in tok:
                if c.isalnum():
                    kept.append(c)
            tok = "".join(kept)
            if tok == "":
                continue
            for piece in self.bpe(tok):
                out.append(self.ids.get(piece, 0))
        return out


def f(text: str, merges: List[str], vocab: List[str]):
    enc = BPE(merges, vocab)
    ids = enc.encode(text)
    again = enc.encode(text.upper())
    t = torch.tensor(ids)
    counts = torch.bincount(t, minlength=len(vocab))
    return ids, again == ids, counts, len(enc.cache), sorted(enc.cache.keys())
