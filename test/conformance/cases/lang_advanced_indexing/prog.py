import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, idx: torch.Tensor) -> List[torch.Tensor]:
    m = torch.tensor([[0, 2], [1, -1]])
    order = torch.argsort(x[:, 0])
    return [x[idx], x[:, [0, 2]], x[m], x[idx, ...], x[1:, idx], x[0, idx], x[:, m][0], x[idx, 1:],
            x[order], x[torch.tensor([-1, 0])], x[[2, 2, 0]]]
