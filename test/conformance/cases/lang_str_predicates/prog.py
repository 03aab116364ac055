import torch
from typing import List, Tuple, Optional

def f(xs: List[str]) -> List[bool]:
    out: List[bool] = []
    for x in xs:
        out.append(x.isdigit())
        out.append(x.isalpha())
        out.append(x.isalnum())
        out.append(x.isspace())
        out.append(x.islower())
        out.append(x.isupper())
        out.append(x.endswith("c"))
    return out
