import torch
from typing import List, Tuple, Optional

def f(x: float, n: int) -> List[str]:
    out: List[str] = []
    for a in [x, -7.3, 5.1, 1e-3, -0.0, 7.0, 0.7, 1e17, -6.0]:
        for b in [3.08, -2.2, 0.1, 0.3, -0.7, 1.1, 3.0]:
            q, r = divmod(a, b)
            out.append(str(a % b) + " " + str(a // b) + " " + str(q) + " " + str(r))
    q, r = divmod(n, 0.3)
    out.append(str(n % 0.3) + " " + str(q) + " " + str(r) + " " + str(divmod(n, -4)))
    return out
