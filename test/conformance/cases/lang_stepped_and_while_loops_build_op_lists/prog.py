import torch
from typing import List, Tuple, Optional

def reversed_dims(x: torch.Tensor) -> List[int]:
    dims: List[int] = []
    for i in range(x.dim() - 1, -1, -1):
        dims.append(i)
    return dims


def f(x: torch.Tensor, s: torch.Tensor) -> List[torch.Tensor]:
    every_other: List[int] = []
    for i in range(0, x.dim(), 2):
        every_other.append(i)
    i = 1
    odd: List[int] = []
    while i < x.dim():
        odd.append(i)
        i += 2
    h = torch.zeros(s.size(1))
    backward: List[torch.Tensor] = []
    for t in range(s.size(0) - 1, -1, -1):
        h = torch.tanh(s[t] * 0.5 + h)
        backward.append(h)
    strided: List[torch.Tensor] = []
    for t in range(1, s.size(0), 2):
        strided.append(s[t] * 2.0)
    return [x.permute(reversed_dims(x)), x.sum(every_other), x.amax(odd), torch.stack(backward), torch.cat(strided)]
