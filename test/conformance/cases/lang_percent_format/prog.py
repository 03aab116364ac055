import torch
from typing import List, Tuple, Optional

def f(a: int, x: float, s: str, b: bool, l: List[int]) -> List[str]:
    return ["%d items" % a, "%s=%f" % (s, x), "%d-%d" % (a, a + 1), "%e" % x, "%s %s %s" % (a, x, b), "%d" % x, "%c" % a, "100%%" % (), "%s" % l, "%f" % a, "%i" % a, "%s" % (s,), "%d" % 2.7, "%d" % -2.7, "%c" % "z", "%s" % (1.0e20,), "%f" % (1e20), "%e" % -0.000123, "%s|%s" % (b, None), "%e" % float('inf'), "%f" % float('nan'), "%s" % ((1, 2),), "%f" % 123456789.0, "%e" % 1.0000001e-45, "%f" % 3, "%s" % 0.1, "%e" % 1e300, "%f" % -0.0]
