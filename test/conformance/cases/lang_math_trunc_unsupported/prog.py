import torch
from typing import List, Tuple, Optional

import math
def f(x: float) -> int:
    return math.trunc(x)
