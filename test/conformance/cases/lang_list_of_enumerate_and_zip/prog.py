import torch
from typing import List, Tuple, Optional

def f(n: int) -> Tuple[List[Tuple[int, str]], List[Tuple[int, str, float]], List[Tuple[int, int]], int]:
    names = ["a", "b", "c"]
    ws = [0.5 * i for i in range(n)]
    empty: List[int] = []
    return (list(enumerate(names)), list(zip(range(n), names, ws)),
            list(enumerate([4, 5], 1)), len(list(zip(empty, empty))))
