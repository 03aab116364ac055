import torch
from typing import List, Tuple, Optional

import torch.nn.functional as F

def f(x: torch.Tensor, rm: torch.Tensor, rv: torch.Tensor, n: int) -> List[torch.Tensor]:
    outs: List[torch.Tensor] = []
    for i in range(int(torch.tensor(n).item())):
        s = torch.einsum("bcl,bdl->bcd", x, x)
        a = torch.einsum("bcl,bcm->blm", x, x)
        outs.append(s)
        outs.append(a.sum(-1))
        outs.append(F.batch_norm(x, rm, rv))
        outs.append(F.layer_norm(x.transpose(1, 2), [4]))
        outs.append(F.group_norm(x, 2))
        outs.append(F.instance_norm(x))
        outs.append(torch.diagonal(a, dim1=1, dim2=2))
        outs.append(torch.diagonal(a, offset=1, dim1=1, dim2=2))
        outs.append(F.adaptive_max_pool1d(x, 2))
        outs.append(F.pad(x, (1, 2), mode="reflect"))
        x = torch.cat([x, x[:, :, -1:] * 0.5], 2)
    return outs
