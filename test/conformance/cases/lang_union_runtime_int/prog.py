import torch
from typing import List, Tuple, Optional

from typing import Union

def pick(n: int) -> Union[int, str]:
    r: Union[int, str] = 0
    if n > 0:
        r = "pos"
    else:
        r = n * 2
    return r

def describe(x: Union[int, str]) -> str:
    if isinstance(x, int):
        return "int " + str(x + 1)
    else:
        return "str " + x

def total(xs: List[int]) -> Union[int, str]:
    r: Union[int, str] = 0
    for x in xs:
        if x < 0:
            r = "negative"
        elif isinstance(r, int):
            r = r + x
    return r

def f(n: int, xs: List[int]) -> Tuple[Union[int, str], str, str, bool, Union[int, str]]:
    v = pick(n)
    print(v)
    return v, describe(v), describe("z"), isinstance(v, str), total(xs)
