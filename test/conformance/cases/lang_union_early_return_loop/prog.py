import torch
from typing import List, Tuple, Optional

from typing import Union

def pick(n: int) -> Union[int, str]:
    if n > 0:
        return "pos"
    for i in range(3):
        if i == -n:
            return i * 100
    return n

def f(n: int) -> Tuple[Union[int, str], str]:
    v = pick(n)
    if isinstance(v, str):
        return v, v + "!"
    return v, str(v * 10)
