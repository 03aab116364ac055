import torch
from typing import List, Tuple, Optional

import math
from typing import List, Tuple
import torch
import torch.nn as nn


class M(nn.Module):
    # RegNet's block widths: computed with torch while the module is
    # constructed, and deciding how many layers it has and how wide.
    def __init__(self, depth: int = 7, w_0: int = 8, w_a: float = 6.5, w_m: float = 1.9):
        super().__init__()
        widths_cont = torch.arange(depth) * w_a + w_0
        block_capacity = torch.round(torch.log(widths_cont / w_0) / math.log(w_m))
        block_widths = (torch.round(torch.divide(w_0 * torch.pow(w_m, block_capacity), 8)) * 8).int().tolist()
        num_stages = len(set(block_widths))
        splits = [w != wp for w, wp in zip(block_widths + [0], [0] + block_widths)]
        stage_widths = [w for w, t in zip(block_widths, splits[:-1]) if t]
        stage_depths = torch.diff(torch.tensor([d for d, t in enumerate(splits) if t])).int().tolist()
        layers = []
        width = 2
        for w, d in zip(stage_widths, stage_depths):
            for _ in range(d):
                layers.append(nn.ConstantPad1d((0, w - width), float(w)))
                layers.append(nn.Hardtanh(0.0, float(w)))
                width = w
        self.body = nn.Sequential(*layers)
        self.widths = stage_widths
        self.depths = stage_depths
        self.stages = num_stages

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, List[int], List[int], int]:
        return self.body(x).sum(-1), self.widths, self.depths, self.stages
