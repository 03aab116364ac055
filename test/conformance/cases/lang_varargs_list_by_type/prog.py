import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    ts = [x, x * 2, x + 1]
    return (torch.block_diag(ts[1:]), torch.block_diag(ts[:1] + [x]), torch.block_diag(x),
            torch.linalg.multi_dot([x, x][::-1] + [x.t()]))
