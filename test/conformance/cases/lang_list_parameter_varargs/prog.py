import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    ts = [x, x * 2]
    a = torch.block_diag(ts) + torch.block_diag(x, x) + torch.block_diag([x, -x])
    b = torch.chain_matmul(x, x, x) + torch.linalg.multi_dot([x, x.t()])
    c = torch.broadcast_tensors(x, x[0])[1]
    m = torch.mode(torch.tensor([1, 2, 2, 3]))[0]
    return (a, b, c, m)
