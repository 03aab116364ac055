import torch
from typing import List, Tuple, Optional

from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2


def f(x: int) -> Tuple[bool, int, str]:
    c = Color.RED if x > 0 else Color.GREEN
    return c == Color.RED, c.value, c.name
