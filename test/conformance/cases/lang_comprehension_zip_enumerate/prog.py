import torch
from typing import List, Tuple, Optional

from typing import Dict

def f(xs: List[int], ys: List[int], names: List[str]) -> Tuple[List[int], List[int], Dict[str, int]]:
    return ([x * y for x, y in zip(xs, ys)], [i * x for i, x in enumerate(xs)],
            {n: x for n, x in zip(names, xs)})
