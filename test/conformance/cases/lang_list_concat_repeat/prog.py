import torch
from typing import List, Tuple, Optional

def f(n: int) -> Tuple[List[int], List[int], List[int], List[float], List[str]]:
    a = [1, 2]
    b = a
    a += [3]
    c = a + [4] * n
    z = [0.0] * 3
    z[1] = 2.5
    return a, b, c + 2 * [7] + [1] * 0, z, ["x"] * n + ["y"]
