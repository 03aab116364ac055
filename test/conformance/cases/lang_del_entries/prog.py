import torch
from typing import List, Tuple, Optional

from typing import Dict

def f(xs: List[int], d: Dict[str, int], x: torch.Tensor) -> Tuple[List[int], Dict[str, int], int]:
    del xs[0]
    del xs[-1]
    del d["a"]
    ts = [x, x * 2.0, x * 3.0]
    del ts[1]
    td = {"p": x, "q": x}
    del td["p"]
    return xs, d, len(ts) * 10 + len(td)
