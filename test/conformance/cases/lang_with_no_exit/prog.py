import torch
from typing import List, Tuple, Optional

class NoExit:
    def __init__(self):
        self.n = 1

    def __enter__(self):
        return self

def f(x: int) -> int:
    with NoExit():
        pass
    return x
