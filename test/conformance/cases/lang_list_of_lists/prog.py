import torch
from typing import List, Tuple, Optional
from typing import Dict

def f(n: int) -> List[List[int]]:
    rows: List[List[int]] = []
    for i in range(n):
        rows.append([j for j in range(i + 1)])
    rows[0].append(42)
    return rows
