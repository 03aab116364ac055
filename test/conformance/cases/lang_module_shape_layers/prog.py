import torch
from typing import List, Tuple, Optional

class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.pad = torch.nn.ZeroPad2d(1)
        self.reflect = torch.nn.ReflectionPad2d((1, 0, 0, 1))
        self.constant = torch.nn.ConstantPad1d(2, 3.5)
        self.replicate = torch.nn.ReplicationPad1d((0, 2))
        self.up = torch.nn.Upsample(scale_factor=2.0, mode='nearest')
        self.shuffle = torch.nn.PixelShuffle(2)
        self.unshuffle = torch.nn.PixelUnshuffle(2)
        self.pool = torch.nn.AdaptiveMaxPool2d((2, 1))
        self.lrn = torch.nn.LocalResponseNorm(2)
        self.unflat = torch.nn.Unflatten(1, (2, 2))
        self.drop = torch.nn.Dropout2d(0.3)

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
        flat = x.reshape(1, 4, -1)
        return self.pad(x), self.reflect(x), self.constant(flat), self.replicate(flat), self.up(x), self.shuffle(x), self.unshuffle(x), self.pool(x), self.lrn(self.drop(x)), self.unflat(flat)
