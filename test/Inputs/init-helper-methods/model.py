# A ResNet-style model as torchvision writes it: `__init__` builds its
# stages with a helper method that returns an `nn.Sequential` (annotated
# so), blocks take an `Optional[nn.Module]` downsample, and helpers return
# values (an int from a loop with an early return, a list of layers).
# Regenerate weights and expected results: cd test/Inputs/init-helper-methods && python ../make_module_case.py Net 2,3,8,8
import torch
import torch.nn as nn
from torch import Tensor
from typing import List, Optional


class Basic(nn.Module):
    def __init__(self, cin: int, cout: int, stride: int = 1, downsample: Optional[nn.Module] = None):
        super().__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, stride, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(cout)
        self.relu = nn.ReLU(inplace=True)
        self.conv2 = nn.Conv2d(cout, cout, 3, 1, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(cout)
        self.downsample = downsample

    def forward(self, x: Tensor) -> Tensor:
        identity = x
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        if self.downsample is not None:
            identity = self.downsample(x)
        out += identity
        return self.relu(out)


class Net(nn.Module):
    def __init__(self, widths: List[int] = [4, 8]):
        super().__init__()
        self.inplanes = self._first_even([3, 5, 4, 6])
        self.stem = nn.Conv2d(3, self.inplanes, 3, padding=1)
        self.layer1 = self._make_layer(widths[0], 2)
        self.layer2 = self._make_layer(widths[1], 2, stride=2)
        self.pool = nn.AdaptiveAvgPool2d((1, 1))
        self.head = nn.Sequential(*self._head_layers(widths[1], 5))

    def _first_even(self, xs: List[int]) -> int:
        for x in xs:
            if x % 2 == 0:
                return x
        return 2

    def _head_layers(self, features: int, classes: int) -> List[nn.Module]:
        layers: List[nn.Module] = [nn.Flatten()]
        layers.append(nn.Linear(features, classes))
        return layers

    def _make_layer(self, planes: int, blocks: int, stride: int = 1) -> nn.Sequential:
        downsample = None
        if stride != 1 or self.inplanes != planes:
            downsample = nn.Sequential(
                nn.Conv2d(self.inplanes, planes, 1, stride, bias=False),
                nn.BatchNorm2d(planes),
            )
        layers = [Basic(self.inplanes, planes, stride, downsample)]
        self.inplanes = planes
        for _ in range(1, blocks):
            layers.append(Basic(self.inplanes, planes))
        return nn.Sequential(*layers)

    def forward(self, x: Tensor) -> Tensor:
        x = self.stem(x)
        x = self.layer2(self.layer1(x))
        return self.head(self.pool(x))
