import torch
from typing import List, Tuple, Optional

def iou(a: List[float], b: List[float]) -> float:
    x1 = max(a[0], b[0])
    y1 = max(a[1], b[1])
    x2 = min(a[2], b[2])
    y2 = min(a[3], b[3])
    inter = max(0.0, x2 - x1) * max(0.0, y2 - y1)
    area = (a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - inter
    return inter / area if area > 0 else 0.0

def f(boxes: torch.Tensor, scores: torch.Tensor, thresh: float) -> List[int]:
    order: List[int] = torch.argsort(scores, descending=True).tolist()
    bl: List[List[float]] = boxes.tolist()
    keep: List[int] = []
    while len(order) > 0:
        i = order.pop(0)
        keep.append(i)
        rest: List[int] = []
        for j in order:
            if iou(bl[i], bl[j]) <= thresh:
                rest.append(j)
        order = rest
    return keep
