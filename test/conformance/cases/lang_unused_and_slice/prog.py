import torch
from typing import List, Tuple, Optional

@torch.jit.unused
def debug_dump(x: torch.Tensor, tag: str) -> torch.Tensor:
    import pdb
    pdb.set_trace()
    return x

def f(x: torch.Tensor, xs: List[int], debug: bool) -> Tuple[torch.Tensor, List[int], List[int], str]:
    if debug:
        x = debug_dump(x, "x")
    return x[slice(1, None)], xs[slice(2)], xs[slice(None, None, 2)], "abcdef"[slice(1, 5, 2)]
