import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, n: torch.Tensor) -> List[torch.Tensor]:
    k = int(n.item())
    a = x[:k]
    return [a.view(-1), a.reshape(-1, 2), a.unsqueeze(0), a.unsqueeze(-1).squeeze(-1), a.flatten(),
            a.t(), a.transpose(0, 1).sum(1), a.permute(1, 0).contiguous(), x[x > 0].view(-1, 1),
            a.reshape(2, -1), a.unsqueeze(1) * 2.0]
