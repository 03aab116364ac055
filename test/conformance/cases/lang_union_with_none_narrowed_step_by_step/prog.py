import torch
from typing import List, Tuple, Optional

from typing import Union, Dict


def f(x: torch.Tensor) -> Tuple[int, List[str], Dict[str, Union[float, torch.Tensor]]]:
    xs: List[Optional[Union[int, str]]] = [1, None, "abc", 5]
    n = 0
    text: List[str] = []
    for v in xs:
        if v is None:
            n += 100
        elif isinstance(v, int):
            n += v
        else:
            n += len(v)
        text.append(str(v))
    d: Dict[str, Union[float, torch.Tensor]] = {"scale": 2.0}
    d["x"] = x * 3.0
    for k, w in d.items():
        if isinstance(w, float):
            d[k] = w + 1.0
        else:
            d[k] = w * 2.0
    return n, text, d
