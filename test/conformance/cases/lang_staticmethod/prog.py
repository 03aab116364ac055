import torch
from typing import List, Tuple, Optional

class Helper:
    def __init__(self, k: int):
        self.k = k

    @staticmethod
    def double(v: int) -> int:
        return v * 2

    def apply(self, v: int) -> int:
        return Helper.double(v) + self.k

def f(n: int) -> Tuple[int, int]:
    h = Helper(3)
    return h.apply(n), Helper.double(n)
