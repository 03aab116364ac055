import torch
from typing import List, Tuple, Optional

from typing import Union, Any

def describe(x: Union[int, str]) -> str:
    if isinstance(x, int):
        return "int " + str(x + 1)
    return "str " + x

def size_of(x: Any) -> int:
    if isinstance(x, str):
        return len(x)
    return -1

def f(a: Union[int, str], b: Union[torch.Tensor, float]) -> Tuple[List[str], int]:
    out = [describe(a), describe(3), describe("z")]
    if isinstance(b, torch.Tensor):
        out.append("tensor " + str(b.dim()))
    else:
        out.append("float " + str(b * 2.0))
    return out, size_of("abc") * 10 + size_of(4.5)
