import torch
import torch.nn.functional as F
from typing import Tuple

import math
from typing import List


def preprocess(img: torch.Tensor, size: int, mean: List[float], std: List[float], flip: bool) -> torch.Tensor:
    x = img.float() / 255.0
    c, h, w = x.shape
    scale = size / min(h, w)
    nh, nw = int(round(h * scale)), int(round(w * scale))
    x = F.interpolate(x.unsqueeze(0), size=[nh, nw], mode="bilinear", align_corners=False)[0]
    top = (nh - size) // 2
    left = (nw - size) // 2
    x = x[:, top:top + size, left:left + size]
    if flip:
        x = x.flip(-1)
    m = torch.tensor(mean).view(-1, 1, 1)
    s = torch.tensor(std).view(-1, 1, 1)
    return (x - m) / s


def f(img: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    a = preprocess(img, 4, [0.485, 0.456, 0.406], [0.229, 0.224, 0.225], False)
    b = preprocess(img, 3, [0.5, 0.5, 0.5], [0.5, 0.5, 0.5], True)
    c, h, w = img.shape
    d = F.interpolate(img.float().unsqueeze(0), size=[math.floor(w / 3), math.ceil(h / 4 * 1.5)], mode="nearest")
    return a, b, d
