# What a module's __init__ may contain is checked when the class is read
# (whatever the entry): anything beyond parameters, buffers, the supported
# layers (and Sequential/ModuleList of them) and literal constants is a
# located error.
# RUN: not tsc compile %s --entry Bad.forward 2>&1 | FileCheck %s
# RUN: not tsc compile %s --entry Projected.forward 2>&1 | FileCheck %s --check-prefix=PROJ
# RUN: not tsc compile %s --entry UnbiasedLayer.forward 2>&1 | FileCheck %s --check-prefix=UNBIASED
import torch
from typing import Optional


class Bad(torch.nn.Module):
    def __init__(self):
        super().__init__()
        # CHECK: module-errors.py:[[@LINE+1]]:23: error: in a module's `__init__`, only parameters
        self.layers = torch.nn.MaxUnpool2d(2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x


# A layer constructed without a required argument is Python's TypeError.
# RUN: not tsc compile %s --entry Incomplete.forward 2>&1 | FileCheck %s --check-prefix=INCOMPLETE
class Incomplete(torch.nn.Module):
    def __init__(self):
        super().__init__()
        # INCOMPLETE: module-errors.py:[[@LINE+1]]:21: error: Conv3d.__init__() missing required argument 'kernel_size'
        self.conv = torch.nn.Conv3d(2, 4)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.conv(x)


# A subclass of a layer without an `__init__` takes the layer's arguments.
# RUN: not tsc compile %s --entry IncompleteSubclass.forward 2>&1 | FileCheck %s --check-prefix=SUBCLASS
class Norm(torch.nn.LayerNorm):
    pass


class IncompleteSubclass(torch.nn.Module):
    def __init__(self):
        super().__init__()
        # SUBCLASS: module-errors.py:[[@LINE+1]]:21: error: LayerNorm.__init__() missing required argument 'normalized_shape'
        self.norm = Norm(eps=1e-3)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.norm(x)


# A layer subclass overriding a method the layer's own forward calls, with
# no forward of its own, is refused where it is constructed.
# RUN: not tsc compile %s --entry UsesOverride.forward 2>&1 | FileCheck %s --check-prefix=OVERRIDE
class CastingConv(torch.nn.Conv1d):
    # OVERRIDE: module-errors.py:[[@LINE+1]]:9: error: `CastingConv` derives from `nn.Conv1d` and defines `_conv_forward` but no `forward`
    def _conv_forward(self, x: torch.Tensor, weight: torch.Tensor, bias: Optional[torch.Tensor]) -> torch.Tensor:
        return x


class UsesOverride(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = CastingConv(2, 2, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.conv(x)


# RUN: not tsc compile %s --entry Ungroupable.forward 2>&1 | FileCheck %s --check-prefix=GROUPS
class Ungroupable(torch.nn.Module):
    def __init__(self):
        super().__init__()
        # GROUPS: module-errors.py:[[@LINE+1]]:21: error: ValueError: in_channels must be divisible by groups
        self.conv = torch.nn.ConvTranspose3d(4, 4, 2, groups=3)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.conv(x)


# Layer lists are iterated or indexed by literals, not called.
# RUN: not tsc compile %s --entry Layers.forward 2>&1 | FileCheck %s --check-prefix=LAYERS
class Layers(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = torch.nn.ModuleList([torch.nn.ReLU(), torch.nn.Tanh()])

    def forward(self, x: torch.Tensor, i: int) -> torch.Tensor:
        # LAYERS: module-errors.py:[[@LINE+1]]:13: error: `self.blocks` is a ModuleList, which cannot be called: iterate over it or index it
        y = self.blocks(x)
        # LAYERS: module-errors.py:[[@LINE+1]]:25: error: index 2 is out of range for `self.blocks`, which has 2 layers
        z = self.blocks[2](x)
        # LAYERS: module-errors.py:[[@LINE+1]]:25: error: a layer list must be indexed by an integer literal
        w = self.blocks[i](x)
        return x


# A module class constructed with arguments its `__init__` does not take.
# RUN: not tsc compile %s --entry Outer.forward 2>&1 | FileCheck %s --check-prefix=CTOR
class Inner(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(2, 2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc(x)


class Outer(torch.nn.Module):
    def __init__(self):
        super().__init__()
        # CTOR: module-errors.py:[[@LINE+1]]:22: error: TypeError: `Inner.__init__` takes 0 arguments after `self`, but 1 were given
        self.inner = Inner(3)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.inner(x)


# The entry's class must be complete: an `__init__` parameter without a
# default leaves its layers unknown.
# RUN: not tsc compile %s --entry Sized.forward 2>&1 | FileCheck %s --check-prefix=SIZED
class Sized(torch.nn.Module):
    def __init__(self, n: int):
        super().__init__()
        self.fc = torch.nn.Linear(n, n)

    # SIZED: module-errors.py:[[@LINE+1]]:9: error: module `Sized` is compiled as the entry, but its `__init__` takes arguments without defaults, so its layers are unknown (give them defaults)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc(x)



# `__init__` runs when the module is constructed: what it raises then, and
# what cannot be known then, are located errors.
# RUN: not tsc compile %s --entry Checked.forward 2>&1 | FileCheck %s --check-prefix=INIT
class Half(torch.nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        # INIT: module-errors.py:[[@LINE+1]]:9: error: AssertionError: dim must be even (raised by the module's `__init__`)
        assert dim % 2 == 0, "dim must be even"
        self.half = dim // 2

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x[: self.half]


class Checked(torch.nn.Module):
    def __init__(self, dim: int = 4):
        super().__init__()
        self.ok = Half(dim)
        self.bad = Half(dim + 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.ok(x) + self.bad(x)


# RUN: not tsc compile %s --entry Unknown.forward 2>&1 | FileCheck %s --check-prefix=UNKNOWN
class Unknown(torch.nn.Module):
    def __init__(self, dim: int = 4, width: float = 0.0):
        super().__init__()
        # UNKNOWN: module-errors.py:[[@LINE+1]]:22: error: ZeroDivisionError: float division by zero
        self.scale = dim / width

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.scale


# RUN: not tsc compile %s --entry Branchy.forward 2>&1 | FileCheck %s --check-prefix=BRANCHY
class Branchy(torch.nn.Module):
    def __init__(self):
        super().__init__()
        w = torch.nn.Linear(2, 2)
        # BRANCHY: module-errors.py:[[@LINE+1]]:12: error: an `if` in a module's `__init__` must test a value known when the module is constructed
        if w:
            self.k = 1

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x


# RUN: not tsc compile %s --entry Looping.forward 2>&1 | FileCheck %s --check-prefix=LOOPING
class Looping(torch.nn.Module):
    def __init__(self):
        super().__init__()
        # (A tensor computed from constants is computed at compile time; a
        # random one is known only when the module is constructed.)
        # LOOPING: module-errors.py:[[@LINE+1]]:18: error: a `for` loop in a module's `__init__` must iterate over values known when the module is constructed: this value comes from a random tensor
        for i in torch.randn(3):
            self.k = 1

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x


# Other uses of a random tensor say so too.
# RUN: not tsc compile %s --entry RandomTest.forward 2>&1 | FileCheck %s --check-prefix=RANDOM-IF
# RUN: not tsc compile %s --entry RandomRange.forward 2>&1 | FileCheck %s --check-prefix=RANDOM-RANGE
# RUN: not tsc compile %s --entry RandomAssert.forward 2>&1 | FileCheck %s --check-prefix=RANDOM-ASSERT
class RandomTest(torch.nn.Module):
    def __init__(self):
        super().__init__()
        # RANDOM-IF: module-errors.py:[[@LINE+1]]:12: error: an `if` in a module's `__init__` must test a value known when the module is constructed: this value comes from a random tensor
        if torch.rand(1) > 0.5:
            self.k = 1

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x


class RandomRange(torch.nn.Module):
    def __init__(self):
        super().__init__()
        # RANDOM-RANGE: module-errors.py:[[@LINE+1]]:18: error: a `for` loop in a module's `__init__` must iterate over values known when the module is constructed: this value comes from a random tensor
        for i in range(int(torch.randint(1, 4, (1,)))):
            self.k = i

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x


class RandomAssert(torch.nn.Module):
    def __init__(self):
        super().__init__()
        # RANDOM-ASSERT: module-errors.py:[[@LINE+1]]:16: error: an `assert` in a module's `__init__` must test a value known when the module is constructed: this value comes from a random tensor
        assert torch.randn(2).abs().sum() >= 0

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x


# A tensor `__init__` converts that cannot be computed says why, before
# the error that then stops the import.
# RUN: not tsc compile %s --entry Misshapen.forward 2>&1 | FileCheck %s --check-prefix=MISSHAPEN
class Misshapen(torch.nn.Module):
    def __init__(self):
        super().__init__()
        # MISSHAPEN: module-errors.py:[[@LINE+1]]:22: error: this tensor could not be computed while the module is constructed: 'ts.reshape' op shape [3] is invalid for input of size 4
        self.sizes = torch.arange(4).view(3).tolist()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x


# RUN: not tsc compile %s --entry Misnamed.forward 2>&1 | FileCheck %s --check-prefix=MISNAMED
class Misnamed(torch.nn.Module):
    def __init__(self):
        super().__init__()
        # MISNAMED: module-errors.py:[[@LINE+1]]:21: error: TypeError: `Half.__init__` has no parameter `width`
        self.half = Half(width=4)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x


# RUN: not tsc compile %s --entry Missing.forward 2>&1 | FileCheck %s --check-prefix=MISSING
class Missing(torch.nn.Module):
    def __init__(self):
        super().__init__()
        # MISSING: module-errors.py:[[@LINE+1]]:21: error: TypeError: `Half.__init__` is missing the argument `dim`
        self.half = Half()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x


class Projected(torch.nn.Module):
    def __init__(self):
        super().__init__()
        # PROJ: module-errors.py:[[@LINE+1]]:21: error: proj_size has to be a positive integer smaller than hidden_size (or 0)
        self.lstm = torch.nn.LSTM(4, 4, proj_size=4)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.lstm(x)[0]


class UnbiasedLayer(torch.nn.Module):
    def __init__(self, n: int = 2):
        super().__init__()
        # UNBIASED: module-errors.py:[[@LINE+1]]:22: error: nn.TransformerEncoderLayer with bias=False is not supported yet
        self.layer = torch.nn.TransformerEncoderLayer(4, n, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.layer(x)



# MultiheadAttention's weights are an Optional[Tensor] to TorchScript (None
# with need_weights=False): using them unrefined is its type error.
# RUN: not tsc compile %s --entry UnrefinedWeights.forward 2>&1 | FileCheck %s --check-prefix=WEIGHTS
class UnrefinedWeights(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = torch.nn.MultiheadAttention(4, 2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out, w = self.attn(x, x, x)
        # WEIGHTS: module-errors.py:[[@LINE+1]]:28: error: a value of type Optional[Tensor] cannot be used here
        return out.sum() + w.sum()
