import torch
from typing import List, Tuple, Optional

class C:
    def __init__(self):
        self.a = 1

    def g(self) -> int:
        self.b = 2  # HERE
        return self.a


def f(x: int) -> int:
    return C().g()
