import torch
import torch.nn.functional as F
from typing import Tuple



def f(t: torch.Tensor, t3: torch.Tensor, x: torch.Tensor):
    g = F.affine_grid(t3, [2, 3, 2, 3, 4], False)
    return (F.affine_grid(t, [2, 1, 1, 3], False), F.affine_grid(t, [2, 2, 2, 1], True), F.affine_grid(t.double(), [2, 1, 2, 2], True),
            g, F.affine_grid(t3, [2, 1, 3, 1, 2], True), F.grid_sample(x, g, align_corners=False))
