import torch
from typing import List, Tuple, Optional

from typing import Union


def h(v: Union[int, float, str]) -> str:
    if isinstance(v, int):
        return "int " + str(v + 1)
    elif isinstance(v, float):
        return "float " + str(v * 2.0)
    else:
        return "str " + v


def f(a: int, b: float) -> List[str]:
    return [h(a), h(b), h("z")]
