# leading comment
import torch
import torch.nn.functional as F, math
from typing import List, Dict, Optional, Tuple, NamedTuple
from . import sibling
from ..pkg.mod import (a as b,
                       c,)
from enum import *


class Point(NamedTuple):
    x: float
    y: float = 0.0


class Color(Enum):
    RED = 1
    GREEN = 2


@torch.jit.script
class Counter(object):
    def __init__(self, start: int = 0) -> None:
        self.count = start  # type: int

    @torch.jit.export
    def inc(self, by: int = 1) -> int:
        self.count += by
        return self.count

    @staticmethod
    def make() -> "Counter":
        return Counter()


class M(torch.nn.Module):
    __constants__ = ['n']

    def forward(self, x: torch.Tensor, *, scale: float = 1.0) -> torch.Tensor:
        # comment at odd indentation
   # another
        y = x[None, ..., 1:3, ::2, :-1]
        z = x[0]; w = x[-1]
        return y * scale


def f(a: int, b: float, c: Optional[List[Tuple[int, str]]] = None) -> Dict[str, int]:
    d = {"a": 1, 'b': 2, """c""": 3, r'\d': 4}
    e: List[int] = [i * i for i in range(10) if i % 2 == 0 if i > 2]
    e2 = [(i, j) for i in range(3) for j in range(i)]
    dc = {k: v for k, v in d.items()}
    x = y = z = 0
    (p, q), r = (1, 2), 3
    [s, t] = [4, 5]
    first, *rest = [1, 2, 3]
    x += 1; x -= 1; x *= 2; x /= 2; x //= 2; x %= 3; x **= 2
    x &= 1; x |= 2; x ^= 3; x <<= 1; x >>= 1
    if a > 0 and not b < 0 or a is None:
        pass
    elif a in [1, 2] and a not in (3,) and a is not None:
        x = -2 ** 2 + ~a - +b
    else:
        x = a if b else c if a else 0
    while x < 10:
        x = x + 1
        if x == 5: break
        if x == 6: continue
    else:
        pass
    for i, (j, k) in enumerate(zip([1], [(2, 3)])):
        print(i, j, k, sep="")
    with torch.no_grad(), open("f") as fh:
        pass
    try:
        raise ValueError("bad")
    except ValueError as err:
        pass
    except:
        raise
    else:
        pass
    finally:
        pass
    assert a > 0, "a must be positive"
    assert a
    del d["a"], e[0]
    global gx
    nonlocal gy
    lam = lambda u, v=1: u + v
    st = {1, 2, 3}
    gen = sum(i for i in range(3))
    fs = f"x = {x}"
    bs = b"bytes"
    tot = 1 + \
        2
    long_call = torch.cat([x,
                           x],
                          dim=0)
    nums = [0x1F, 0o17, 0b1010, 1_000_000, 1e-5, .5, 5., 1.5e+3, 1E10]
    t0 = ()
    t1 = (1,)
    t2 = 1, 2
    el = ...
    chained = 1 < a <= 3 != 4
    m = a @ b
    s = "adjacent" "strings"
    return {}
def g(x):
    # type: (int) -> int
    return x
def h(x): return x  # type: (int) -> int
