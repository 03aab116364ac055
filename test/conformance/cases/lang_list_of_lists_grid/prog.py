import torch
from typing import List, Tuple, Optional

def f(n: int) -> Tuple[List[List[int]], int, List[int]]:
    grid: List[List[int]] = []
    for i in range(n):
        row: List[int] = []
        for j in range(n):
            row.append(i * j)
        grid.append(row)
    grid[1][2] = 99
    flat = [r[0] for r in grid]
    return grid, sum([sum(r) for r in grid]), flat
