import torch
import torch.nn as nn
from typing import List


class Net(nn.Module):
    """Layers whose tensors come from the weights file: an EmbeddingBag,
    volumetric and grouped transposed convolutions, an RMSNorm and a
    weighted loss (both changed after construction, so the file's values
    are not the constructor's)."""

    def __init__(self):
        super().__init__()
        self.bag = nn.EmbeddingBag(10, 4, mode="sum")
        self.bag_max = nn.EmbeddingBag(10, 4, mode="max", include_last_offset=True)
        self.conv = nn.Conv3d(2, 4, (1, 3, 3), padding=(0, 1, 1), padding_mode="reflect")
        self.up = nn.ConvTranspose3d(4, 2, 2, stride=2, groups=2)
        self.up2 = nn.ConvTranspose2d(4, 4, 3, stride=2, padding=1, output_padding=1, groups=4)
        self.norm = nn.RMSNorm(4)
        self.ce = nn.CrossEntropyLoss(weight=torch.tensor([1.0, 1.0, 1.0, 1.0]))

    def forward(self, ids: torch.Tensor, flat: torch.Tensor, offsets: torch.Tensor, video: torch.Tensor) -> List[torch.Tensor]:
        e = self.norm(self.bag(ids)) + self.bag_max(flat, offsets)
        v = self.conv(video)
        return [e, self.ce(e, torch.tensor([0, 3])), self.up(v).sum([2, 3, 4]), self.up2(v[:, :, 0]).mean([2, 3])]
