import torch
from typing import List, Tuple, Optional

class Item:
    def __init__(self, name: str, score: float):
        self.name = name
        self.score = score


def f(scores: List[float]) -> List[str]:
    items = [Item("i" + str(i), s) for i, s in enumerate(scores)]
    best: List[str] = []
    while len(items) > 0:
        j = 0
        for k in range(len(items)):
            if items[k].score > items[j].score:
                j = k
        best.append(items[j].name)
        items.pop(j)
    return best
