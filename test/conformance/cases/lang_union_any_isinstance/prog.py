import torch
from typing import List, Tuple, Optional

from typing import Any, Union
def f(a: int, b: float) -> float:
    x: Union[int, float] = a
    y: Any = b
    r = 0.0
    if isinstance(x, int):
        r = r + float(x)
    if isinstance(y, float):
        r = r + y
    if isinstance(y, int):
        r = r + 1000.0
    return r
