import torch
from typing import List, Tuple, Optional

def f(x: int) -> str:
    t = (x, 2.5, "a", True)
    o: Optional[int] = None
    if x > 2:
        o = x
    return str(t) + str((1,)) + str(((1, 2), [3], 1e20, 1.0 / 3.0)) + str(str(x)) + str((o, None))
