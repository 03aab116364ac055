import torch
from typing import List, Tuple, Optional

from typing import Dict
def f(n: int) -> Tuple[List[List[int]], List[int], Dict[int, int]]:
    grid = [[i * j for j in range(3)] for i in range(n)]
    flat = [v * 2 for v in grid[-1]]
    sq = {i: i * i for i in range(n)}
    return grid, flat, sq
