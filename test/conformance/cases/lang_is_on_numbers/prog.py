import torch
from typing import List, Tuple, Optional

from typing import List, Optional
def f(a: int, s: str) -> List[bool]:
    b = a
    x = 2.5
    n: Optional[int] = None
    return [a is b, a is 3, a is not 3, 1 is 1.0, x is 2.5, True is True, a is None, n is None, (a + 1) is (b + 1), s is not 3, a is True]
