import torch
from typing import List, Tuple, Optional

def f(n: int) -> Tuple[List[List[int]], int, List[int]]:
    grid: List[List[int]] = []
    for i in range(n):
        row: List[int] = []
        for j in range(i + 1):
            row.append(i * j)
        grid.append(row)
    grid[0].append(99)
    flat: List[int] = []
    for row in grid:
        flat.extend(row)
    return grid, len(flat), grid[-1]
