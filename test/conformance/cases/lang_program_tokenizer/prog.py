import torch
from typing import List, Tuple, Optional

from typing import Dict
def tokenize(text: str, vocab: Dict[str, int], unk: int) -> List[int]:
    ids: List[int] = []
    for word in text.lower().split():
        word = word.strip(".,!?")
        if word in vocab:
            ids.append(vocab[word])
        else:
            ids.append(unk)
    return ids

def f(text: str) -> Tuple[List[int], torch.Tensor, int]:
    vocab = {"the": 1, "cat": 2, "sat": 3, "on": 4, "mat": 5}
    ids = tokenize(text, vocab, 0)
    t = torch.tensor(ids, dtype=torch.long)
    counts: Dict[int, int] = {}
    for i in ids:
        counts[i] = counts.get(i, 0) + 1
    best = -1
    best_count = 0
    for k, v in counts.items():
        if v > best_count:
            best = k
            best_count = v
    return ids, t * 2, best
