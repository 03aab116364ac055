import torch
from typing import List, Tuple, Optional

def f(x: float):
    xs = [-0.0, 2.5]
    return x in xs, x not in xs, xs.count(x), 2.5 in xs, float("nan") in xs
