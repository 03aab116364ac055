import torch
import torch.nn as nn
import torch.nn.functional as F
from typing import Tuple


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(10, 4, padding_idx=0)
        self.conv = nn.Conv2d(4, 4, 3, padding="same")
        self.conv_reflect = nn.Conv2d(4, 2, 3, padding=1, padding_mode="reflect")
        self.conv_valid = nn.Conv1d(4, 4, 2, padding="valid", bias=False)
        self.norm = nn.LayerNorm(4, bias=False)
        self.bn = nn.BatchNorm2d(4, momentum=0.2)
        self.pool = nn.MaxPool2d(2, ceil_mode=True)
        self.pool_indices = nn.MaxPool1d(2, return_indices=True)
        self.avg = nn.AvgPool2d(3, stride=1, padding=1, count_include_pad=False)
        self.renormed = nn.Embedding(10, 4, max_norm=1.0)
        self.batch_stats = nn.BatchNorm1d(4, track_running_stats=False)

    def forward(self, ids: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
        e = self.norm(self.emb(ids))  # (N, L, 4)
        img = e.transpose(1, 2).unsqueeze(-1).expand(-1, -1, -1, 4)  # (N, 4, L, 4)
        conv = self.conv(img)
        pooled = self.avg(self.pool(self.bn(conv)))
        # TorchScript's max_norm renormalizes nothing (eager PyTorch's does).
        r = self.renormed(ids)
        stats = self.batch_stats(r.transpose(1, 2)) + F.batch_norm(img, None, None, None, None, True).mean([2, 3]).unsqueeze(-1)
        values, indices = self.pool_indices(e)
        return e, conv, pooled, self.conv_reflect(img), self.conv_valid(e.transpose(1, 2)), r, stats, values + indices
