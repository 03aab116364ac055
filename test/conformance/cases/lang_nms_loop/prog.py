import torch
from typing import List, Tuple, Optional

def iou(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    lt = torch.max(a[:2], b[:, :2])
    rb = torch.min(a[2:], b[:, 2:])
    wh = (rb - lt).clamp(min=0)
    inter = wh[:, 0] * wh[:, 1]
    area_a = (a[2] - a[0]) * (a[3] - a[1])
    area_b = (b[:, 2] - b[:, 0]) * (b[:, 3] - b[:, 1])
    return inter / (area_a + area_b - inter)


def f(boxes: torch.Tensor, scores: torch.Tensor, thr: float) -> List[int]:
    order = scores.argsort(descending=True)
    keep: List[int] = []
    while order.numel() > 0:
        i = int(order[0])
        keep.append(i)
        if order.numel() == 1:
            break
        rest = order[1:]
        ov = iou(boxes[i], boxes[rest])
        order = rest[ov <= thr]
    return keep
