import torch
from typing import List, Tuple, Optional

def f(s: str, w: int) -> Tuple[List[str], List[str], Tuple[str, str, str], Tuple[str, str, str], List[bool], int, int]:
    padded = [s.center(w, "*"), s.ljust(w), s.rjust(w, "-"), s.zfill(w),
              s.expandtabs(4), s.split(",", 1)[0], s.replace("a", "o", 1),
              s.strip("ab"), str(s.find("b", 1))]
    lines = s.splitlines() + s.rsplit(",", 1)
    checks = [s.isdecimal(), s.isnumeric(), s.istitle(), s.isprintable(), "Ab Cd".istitle()]
    return padded, lines, s.partition(","), s.rpartition(","), checks, s.index("b"), s.rindex("a", 0, -1)
