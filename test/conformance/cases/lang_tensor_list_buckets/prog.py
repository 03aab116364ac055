import torch
from typing import List, Tuple, Optional

from typing import Dict
def f(x: torch.Tensor) -> Tuple[List[List[torch.Tensor]], Dict[str, List[torch.Tensor]]]:
    b: List[List[torch.Tensor]] = [[] for _ in range(2)]
    for i in range(4):
        b[i % 2].append(x * i)
    d: Dict[str, List[torch.Tensor]] = {}
    d["a"] = [x]
    d["a"].append(x * 2)
    return b, d
