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

def f(x: torch.Tensor) -> Tuple[torch.Tensor, int]:
    a = Acc(x)
    for i in range(3):
        with a as b:
            b.total = b.total + 1.0
    return a.total, a.n
