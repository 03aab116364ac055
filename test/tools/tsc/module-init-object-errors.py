# Errors Python raises while `__init__` runs code on instances of plain
# classes are located errors with Python's message: a missing argument, a
# method the class lacks, an unexpected keyword reaching a dataclass
# through `**kwargs` (located where Python raises it), `pop` of a missing
# key (each class's `__init__` is run when the file is read).
# RUN: not tsc compile %s --entry MissingField.forward 2>&1 | FileCheck %s
from dataclasses import dataclass
import torch
import torch.nn as nn


@dataclass
class Config:
    hidden: int = 8
    layers: int = 2


class Counter:
    def __init__(self, start: int):
        self.n = start


class Settings:
    def __init__(self, hidden: int, eps: float, act: str, layers: int):
        self.hidden = hidden
        self.layers = layers


def make_config(**kwargs) -> Config:
    layers = kwargs.pop("layers", 1)
    # CHECK: module-init-object-errors.py:[[@LINE+1]]:34: error: TypeError: Config.__init__() got an unexpected keyword argument 'width'
    return Config(layers=layers, **kwargs)


class MissingField(nn.Module):
    def __init__(self):
        super().__init__()
        # CHECK: module-init-object-errors.py:[[@LINE+1]]:23: error: Settings.__init__() is missing value for argument 'layers'
        self.hidden = Settings(1, 2.0, "relu").hidden

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.hidden


class NoMethod(nn.Module):
    def __init__(self):
        super().__init__()
        c = Counter(1)
        # CHECK: module-init-object-errors.py:[[@LINE+1]]:23: error: AttributeError: 'Counter' object has no attribute 'reset'
        self.hidden = c.reset()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.hidden


class BadKeyword(nn.Module):
    def __init__(self):
        super().__init__()
        self.hidden = make_config(width=3).hidden

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.hidden


class PopMissing(nn.Module):
    def __init__(self):
        super().__init__()
        d = {"a": 1}
        # CHECK: module-init-object-errors.py:[[@LINE+1]]:18: error: KeyError: 'b'{{$}}
        self.b = d.pop("b")

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.b
