import torch
from typing import List, Tuple, Optional

def f(x: int, s: str) -> List[str]:
    out: List[str] = []
    out.append("{}-{}".format(x, s))
    out.append(s.zfill(8))
    out.append(s.center(9, "*"))
    out.append(s.swapcase())
    out.append(s.title())
    out.append(s.capitalize())
    out.append(str(s.find("l")) + str(s.rfind("l")) + str(s.count("l")))
    out.append(",".join(s.splitlines()))
    out.append(s.expandtabs(4))
    out.append(str(s.isidentifier()) + str(s.isnumeric()) + str(s.isdecimal()))
    out.append(s.replace("l", "L", 1))
    out.append(s.lstrip("h") + s.rstrip("o"))
    out.append(str(s.startswith(("he", "x"))) if False else str(s.endswith("lo")))
    return out
