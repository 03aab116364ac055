import torch
from typing import List, Tuple, Optional

import torch.nn.functional as F


def reversed_dims(x: torch.Tensor) -> List[int]:
    dims: List[int] = []
    for d in range(x.dim()):
        dims.append(x.dim() - 1 - d)
    return dims


def sum_but(x: torch.Tensor, dim: int) -> torch.Tensor:
    others: List[int] = []
    for d in range(x.dim()):
        if d != dim:
            others.append(d)
    return x.sum(others)


def f(x: torch.Tensor, y: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    # Padded up to y's sizes (F.pad takes the last dim first).
    pads: List[int] = []
    for d in range(x.dim()):
        pads.append(0)
        pads.append(y.size(x.dim() - 1 - d) - x.size(x.dim() - 1 - d))
    padded = F.pad(x, pads)
    # Every dim but one summed (a branch in the loop).
    kept = sum_but(x, 1)
    # The shape reversed, by insertions at the front; then flattened rows.
    shape: List[int] = []
    for i in range(x.dim()):
        shape.insert(0, x.size(i))
    rows = x.reshape(shape)
    # A list built in a called function, and a comprehension.
    moved = x.permute(reversed_dims(x))
    sizes = [x.size(d) * 2 for d in range(x.dim())]
    return padded, kept, rows, moved, torch.zeros(sizes)
