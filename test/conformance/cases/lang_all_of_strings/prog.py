import torch
from typing import List, Tuple, Optional

from typing import List
def f(xs: List[str]) -> bool:
    return all(xs)
