# Instances of the file's plain classes in a module's `__init__`
# (configuration objects, as torchvision and Hugging Face build them): run
# with Python's semantics. An instance is shared by reference (`alias.eps =
# 0.5` changes `config`), `copy.copy` makes a new one; classes TorchScript
# would refuse (`@dataclass`, inheritance, class attributes) serve
# `__init__` code; `**kwargs`, `kwargs.pop`, `isinstance` (also against
# `Sequence`), generators, `@property`, `getattr`/`hasattr`/`setattr` and
# the file's globals run. Compiled code reads an attribute holding
# an instance of a class TorchScript compiles (`self.settings.hidden`).
# Values checked against real torch.jit.script.
# RUN: echo '{"entry": "Net.forward", "args": [{"tensor": {"dtype": "float32", "shape": [2, 4], "data": [1, 2, 3, 4, 5, 6, 7, 8]}}]}' > %t.json
# RUN: tsc run %s --args %t.json 2>/dev/null | FileCheck %s
# CHECK: {"tuple":[{"tensor":{"dtype":"float32","shape":[2,4],"data":[11.5,12.0,12.5,13.0,13.5,14.0,14.5,15.0]}},true,3,2,"relu",[4,16,4],[22,7,1,2],5]}
# Compiled code cannot use the classes TorchScript refuses, nor an
# attribute holding an instance of one (module-init-object-errors.py has
# the errors Python raises in `__init__`), nor, yet, an instance `__init__`
# changed after constructing it (its attributes it can).
# RUN: not tsc compile %s --entry UsesConfig.forward 2>&1 | FileCheck %s --check-prefix=USES
# RUN: not tsc compile %s --entry HoldsConfig.forward 2>&1 | FileCheck %s --check-prefix=HOLDS
# RUN: not tsc compile %s --entry Changed.forward 2>&1 | FileCheck %s --check-prefix=CHANGED
import copy
from dataclasses import dataclass, field
from typing import List, Optional, Sequence
import torch
import torch.nn as nn


@dataclass
class BaseConfig:
    hidden: int = 8
    eps: float = 1e-5
    names: List[str] = field(default_factory=list)


@dataclass
class Config(BaseConfig):
    layers: int = 2
    act: str = "gelu"

    def __post_init__(self):
        self.inner = self.hidden * 4


class Counter:
    scale = 3

    def __init__(self, start: int):
        self.n = start

    def bump(self, k: int = 1) -> int:
        self.n += k * self.scale
        return self.n

    @property
    def doubled(self) -> int:
        return self.n * 2


SCALES = {"relu": 2, "gelu": 3}


class Settings:
    def __init__(self, hidden: int, eps: float, act: str, layers: int):
        self.hidden = hidden
        self.eps = eps
        self.act = act
        self.layers = layers


def make_config(**kwargs) -> Config:
    layers = kwargs.pop("layers", 1)
    return Config(layers=layers, **kwargs)


class Block(nn.Module):
    def __init__(self, config: Config):
        super().__init__()
        self.width = config.inner
        self.act = nn.GELU() if config.act == "gelu" else nn.ReLU()

    def forward(self, x):
        return self.act(x) + self.width


class Net(nn.Module):
    def __init__(self, config: Optional[Config] = None):
        super().__init__()
        if config is None:
            config = make_config(hidden=4, act="relu", layers=3)
        alias = config
        alias.eps = 0.5
        c = Counter(2)
        c.bump()
        total = c.bump(2)
        other = copy.copy(config)
        other.hidden = 100
        self.settings = Settings(config.hidden, config.eps, config.act, config.layers)
        self.total = total
        self.same = alias is config and other is not config
        self.blocks = nn.ModuleList([Block(config) for _ in range(config.layers)])
        configs = [config, other]
        self.n_cfg = sum(1 for b in configs if isinstance(b, BaseConfig) and isinstance(configs, Sequence))
        self.sizes = [config.hidden, config.inner, Config(2).inner // 2]
        self.extra = [c.doubled, getattr(config, "missing", 7), int(hasattr(config, "inner")), SCALES[config.act]]
        setattr(self, "flag", 5)

    def forward(self, x: torch.Tensor):
        for b in self.blocks:
            x = b(x) - b.width
        s = self.settings
        return x * self.settings.eps + self.total, self.same, s.layers, self.n_cfg, self.settings.act, self.sizes, self.extra, self.flag


class UsesConfig(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        # USES: module-init-objects.py:{{[0-9]+}}:14: error: class `Config` derives from `BaseConfig`: TorchScript classes cannot inherit
        # USES: module-init-objects.py:[[@LINE+1]]:13: note: class `Config` is used by compiled code here
        c = Config(3)
        return x * c.hidden


class HoldsConfig(nn.Module):
    def __init__(self):
        super().__init__()
        self.config = Config(3)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        # HOLDS: module-init-objects.py:[[@LINE+1]]:20: error: `self.config` holds an instance of `Config`, which compiled code cannot use
        return x * self.config.hidden


class Changed(nn.Module):
    def __init__(self):
        super().__init__()
        s = Settings(1, 0.5, "relu", 2)
        s.layers = 3
        self.settings = s

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        # CHANGED: module-init-objects.py:[[@LINE+1]]:13: error: `self.settings` holds an instance of `Settings` that `__init__` changed after constructing it
        s = self.settings
        return x * s.layers + self.settings.layers
