import torch
from typing import List, Tuple, Optional

from typing import Union


class Slot:
    def __init__(self, v: Union[int, str, torch.Tensor]):
        self.v = v

    def bump(self):
        v = self.v
        if isinstance(v, int):
            self.v = v + 1
        elif isinstance(v, str):
            self.v = v + "!"
        else:
            self.v = v * 2.0


def f(x: torch.Tensor) -> Tuple[str, List[Union[int, str, torch.Tensor]], int]:
    mixed = [1, "a", 2.5]
    slots = [Slot(1), Slot("b"), Slot(x)]
    out: List[Union[int, str, torch.Tensor]] = []
    for s in slots:
        s.bump()
        out.append(s.v)
    other = slots[0]
    other.bump()
    first = slots[0].v
    return str(mixed), out, first if isinstance(first, int) else -1
