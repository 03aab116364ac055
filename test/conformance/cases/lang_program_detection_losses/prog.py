import torch
from typing import List, Tuple, Optional

from typing import List, Tuple
import torch
import torch.nn.functional as F


def box_iou(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    area_a = (a[:, 2] - a[:, 0]).clamp(min=0) * (a[:, 3] - a[:, 1]).clamp(min=0)
    area_b = (b[:, 2] - b[:, 0]).clamp(min=0) * (b[:, 3] - b[:, 1]).clamp(min=0)
    lt = torch.max(a[:, None, :2], b[None, :, :2])
    rb = torch.min(a[:, None, 2:], b[None, :, 2:])
    wh = (rb - lt).clamp(min=0)
    inter = wh[..., 0] * wh[..., 1]
    return inter / (area_a[:, None] + area_b[None, :] - inter + 1e-6)


def encode(gt: torch.Tensor, anchors: torch.Tensor) -> torch.Tensor:
    aw = anchors[:, 2] - anchors[:, 0]
    ah = anchors[:, 3] - anchors[:, 1]
    ax = anchors[:, 0] + 0.5 * aw
    ay = anchors[:, 1] + 0.5 * ah
    gw = gt[:, 2] - gt[:, 0]
    gh = gt[:, 3] - gt[:, 1]
    gx = gt[:, 0] + 0.5 * gw
    gy = gt[:, 1] + 0.5 * gh
    return torch.stack([(gx - ax) / aw, (gy - ay) / ah, torch.log(gw / aw), torch.log(gh / ah)], dim=1)


def match(anchors: torch.Tensor, gt: torch.Tensor, hi: float, lo: float) -> Tuple[torch.Tensor, torch.Tensor]:
    iou = box_iou(anchors, gt)
    best, idx = iou.max(dim=1)
    labels = torch.full_like(best, -1.0)
    labels[best < lo] = 0.0
    labels[best >= hi] = 1.0
    # every gt gets its best anchor
    best_anchor = iou.argmax(dim=0)
    labels[best_anchor] = 1.0
    idx[best_anchor] = torch.arange(gt.size(0))
    return labels, idx


def focal_loss(logits: torch.Tensor, targets: torch.Tensor, alpha: float = 0.25, gamma: float = 2.0) -> torch.Tensor:
    p = torch.sigmoid(logits)
    ce = F.binary_cross_entropy_with_logits(logits, targets, reduction="none")
    p_t = p * targets + (1 - p) * (1 - targets)
    loss = ce * ((1 - p_t) ** gamma)
    a_t = alpha * targets + (1 - alpha) * (1 - targets)
    return (a_t * loss).sum()


def smooth_ce(logits: torch.Tensor, target: torch.Tensor, eps: float) -> torch.Tensor:
    n = logits.size(-1)
    logp = F.log_softmax(logits, dim=-1)
    nll = -logp.gather(-1, target.unsqueeze(-1)).squeeze(-1)
    smooth = -logp.mean(dim=-1)
    return ((1 - eps) * nll + eps * smooth).mean()


def f(anchors: torch.Tensor, gt: torch.Tensor, logits: torch.Tensor, deltas: torch.Tensor, cls_logits: torch.Tensor, cls: List[int]) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    labels, idx = match(anchors, gt, 0.5, 0.4)
    valid = labels >= 0
    fl = focal_loss(logits[valid], labels[valid]) / labels.eq(1).sum().clamp(min=1)
    pos = labels == 1
    reg_t = encode(gt[idx[pos]], anchors[pos])
    reg = F.smooth_l1_loss(deltas[pos], reg_t, beta=1.0 / 9)
    ce = smooth_ce(cls_logits, torch.tensor(cls), 0.1)
    return fl, reg, ce, labels
