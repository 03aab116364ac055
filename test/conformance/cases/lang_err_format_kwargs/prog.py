import torch
from typing import List, Tuple, Optional

def f(x: int) -> str:
    return "{a}".format(a=x)
