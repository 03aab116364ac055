import torch
from typing import List, Tuple, Optional

from typing import Any, Union, Dict
def g(x: Any) -> int:
    if torch.jit.isinstance(x, List[int]):
        return len(x)
    if torch.jit.isinstance(x, Dict[str, int]):
        return 100
    return -1

def f(n: int) -> Tuple[int, int, int, bool]:
    return g([1, 2, n]), g({'a': 1}), g(2.0), torch.jit.is_scripting()
