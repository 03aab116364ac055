# Layers built as torchvision builds them: a function of the file that
# returns an `nn.Sequential` from a config (VGG's `make_layers`, with
# `layers += [...]` and `typing.cast`), a number helper run at construction
# (MobileNet's `_make_divisible`), `nn.Sequential(OrderedDict(...))` and
# `add_module` with `%`-formatted names (DenseNet's features), indexed,
# iterated and read by name, and subclasses of `nn.Sequential` (layers
# given to `super().__init__` or set as attributes).
# Regenerate weights and expected results: cd test/Inputs/init-builders && python ../make_module_case.py Net 2,3,8,8
import torch
import torch.nn as nn
from torch import Tensor
from typing import List, Optional, Union, cast
from collections import OrderedDict


def _make_divisible(v: float, divisor: int, min_value: Optional[int] = None) -> int:
    if min_value is None:
        min_value = divisor
    new_v = max(min_value, int(v + divisor / 2) // divisor * divisor)
    if new_v < 0.9 * v:
        new_v += divisor
    return new_v


def make_layers(cfg: List[Union[str, int]], batch_norm: bool = False) -> nn.Sequential:
    layers: List[nn.Module] = []
    in_channels = 3
    for v in cfg:
        if v == "M":
            layers += [nn.MaxPool2d(kernel_size=2, stride=2)]
        else:
            v = cast(int, v)
            conv2d = nn.Conv2d(in_channels, v, kernel_size=3, padding=1)
            if batch_norm:
                layers += [conv2d, nn.BatchNorm2d(v), nn.ReLU(inplace=True)]
            else:
                layers += [conv2d, nn.ReLU(inplace=True)]
            in_channels = v
    return nn.Sequential(*layers)


class InvertedResidual(nn.Module):
    def __init__(self, inp: int, oup: int, stride: int, expand_ratio: int) -> None:
        super().__init__()
        hidden_dim = int(round(inp * expand_ratio))
        self.use_res_connect = stride == 1 and inp == oup
        layers: List[nn.Module] = []
        if expand_ratio != 1:
            layers.append(nn.Sequential(nn.Conv2d(inp, hidden_dim, 1, bias=False), nn.BatchNorm2d(hidden_dim), nn.ReLU6(inplace=True)))
        layers.extend([
            nn.Sequential(nn.Conv2d(hidden_dim, hidden_dim, 3, stride, 1, groups=hidden_dim, bias=False), nn.BatchNorm2d(hidden_dim), nn.ReLU6(inplace=True)),
            nn.Conv2d(hidden_dim, oup, 1, 1, 0, bias=False),
            nn.BatchNorm2d(oup),
        ])
        self.conv = nn.Sequential(*layers)

    def forward(self, x: Tensor) -> Tensor:
        if self.use_res_connect:
            return x + self.conv(x)
        return self.conv(x)


class ConvBNReLU(nn.Sequential):
    def __init__(self, cin: int, cout: int, k: int = 3, groups: int = 1):
        padding = (k - 1) // 2
        super().__init__(
            nn.Conv2d(cin, cout, k, 1, padding, groups=groups, bias=False),
            nn.BatchNorm2d(cout),
            nn.ReLU6(inplace=True),
        )


class Transition(nn.Sequential):
    def __init__(self, cin: int, cout: int) -> None:
        super().__init__()
        self.norm = nn.BatchNorm2d(cin)
        self.relu = nn.ReLU(inplace=True)
        self.conv = nn.Conv2d(cin, cout, kernel_size=1, stride=1, bias=False)
        self.pool = nn.AvgPool2d(kernel_size=2, stride=2)


class Net(nn.Module):
    def __init__(self, num_classes: int = 5):
        super().__init__()
        c = _make_divisible(6 * 1.0, 4)
        self.features = make_layers([c, "M", 8], batch_norm=True)
        self.blocks = nn.Sequential(InvertedResidual(8, 8, 1, 2), InvertedResidual(8, 12, 2, 1))
        self.mix = nn.Sequential(ConvBNReLU(12, 12, groups=12), ConvBNReLU(12, 24, k=1), Transition(24, 12))
        self.extra = nn.Sequential(OrderedDict([("conv0", nn.Conv2d(12, 6, 1)), ("relu0", nn.ReLU())]))
        for i in range(2):
            self.extra.add_module("norm%d" % (i + 1), nn.BatchNorm2d(6))
        self.classifier = nn.Sequential(OrderedDict([("drop", nn.Dropout(0.2)), ("fc", nn.Linear(6, num_classes))]))

    def forward(self, x: Tensor) -> Tensor:
        x = self.blocks(self.features(x))
        x = nn.functional.interpolate(self.mix(x), scale_factor=2.0) + self.mix[0][0](x).mean()
        y = x
        for m in self.extra:
            y = m(y)
        z = self.extra[0](x) + self.extra.conv0.weight.sum()
        x = self.extra(x) + z.mean() + y
        x = nn.functional.adaptive_avg_pool2d(x, (1, 1))
        return self.classifier(torch.flatten(x, 1))
