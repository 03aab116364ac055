import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(x: torch.Tensor, y: torch.Tensor) -> List[torch.Tensor]:
    return [F.interpolate(x, scale_factor=2.0), F.interpolate(x, size=5), F.interpolate(y, size=(3, 5), mode='nearest'),
            F.interpolate(y, scale_factor=(2.0, 1.5))]
