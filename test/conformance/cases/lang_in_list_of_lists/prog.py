import torch
from typing import List, Tuple, Optional

from typing import List
def f(x: List[int]) -> bool:
    xs = [[1, 2], [3]]
    return x in xs
