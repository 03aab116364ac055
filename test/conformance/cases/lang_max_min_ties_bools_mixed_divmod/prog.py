import torch
from typing import List, Tuple, Optional

import math

def f(x: float, a: int) -> List[str]:
    z = -0.0
    n = math.nan
    b = a > 0
    out = [str(math.copysign(1.0, max(0.0, z))), str(math.copysign(1.0, max(z, 0.0))),
           str(math.copysign(1.0, min(0.0, z))), str(math.copysign(1.0, min(z, 0.0))),
           str(max(n, 1.0)), str(max(1.0, n)), str(min(n, x)), str(min(x, n)),
           str(math.copysign(1.0, max([0.0, z]))), str(math.copysign(1.0, min([z, 0.0]))),
           str(max([n, 1.0])), str(max([1.0, n])),
           str(math.copysign(1.0, abs(z))), str(math.copysign(1.0, abs(-n)))]
    out.append(str(divmod(b, x)) + str(max(b, 2)) + str(min(x, b)) + str(max(b, b)) + str(round(b)) + str(divmod(b, 3)))
    out.append(str(divmod(a, x)) + str(divmod(x, a)) + str(divmod(a * 100000000000, x)) + str(divmod(x, a + 4294967296)))
    return out
