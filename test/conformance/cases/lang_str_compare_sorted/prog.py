import torch
from typing import List, Tuple, Optional

def f(a: str, b: str) -> Tuple[bool, bool, bool, str, bool, List[str]]:
    return a < b, a >= b, 'ell' in a, a + a, a.isidentifier(), sorted([b, a, 'c'])
