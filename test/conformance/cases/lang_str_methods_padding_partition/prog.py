import torch
from typing import List, Tuple, Optional

def f(s: str) -> Tuple[str, str, str, str, List[str], List[str], str, str, int, int, bool]:
    a = s.zfill(12)
    b = s.center(15, '*')
    c = s.ljust(12, '-') + s.rjust(12)
    d = s.swapcase() + s.title() + s.capitalize()
    e = s.rsplit(' ', 1)
    g = s.splitlines()
    h = s.partition(' ')[2]
    i = s.rpartition(' ')[0]
    return a, b, c, d, e, g, h, i, s.count('o'), s.rfind('o'), s.startswith('he', 0)
