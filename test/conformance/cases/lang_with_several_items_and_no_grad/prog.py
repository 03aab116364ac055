import torch
from typing import List, Tuple, Optional

from typing import Any, Dict


class Log:
    def __init__(self, n: int):
        self.n = n
        self.log: List[int] = []

    def __enter__(self):
        self.log.append(self.n)
        return self

    def __exit__(self, a: Any, b: Any, c: Any):
        self.log.append(-self.n)


class Counter:
    def __init__(self):
        self.count = 0

    def __enter__(self) -> int:
        self.count += 1
        return self.count * 10

    def __exit__(self, a: Any, b: Any, c: Any) -> None:
        self.count += 100


class Acc:
    def __init__(self, x: torch.Tensor):
        self.total = x
        self.n = 0

    def __enter__(self):
        self.n += 1
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        # type: (Any, Any, Any) -> None
        self.total = self.total * 2.0

def f(x: torch.Tensor, k: int) -> Tuple[torch.Tensor, int, List[int]]:
    t = Counter()
    lg = Log(k)
    with torch.no_grad(), t as v, lg:
        y = x * float(v)
    with lg as l2:
        if k > 2:
            return y, t.count, l2.log
    return y + 1.0, t.count, lg.log
