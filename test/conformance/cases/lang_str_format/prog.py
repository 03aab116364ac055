import torch
from typing import List, Tuple, Optional

def f(x: int, y: float, s: str) -> Tuple[str, str, str]:
    return "{} and {}".format(x, s), f"{x}-{s}", "x=" + str(x) + " y=" + str(y)
