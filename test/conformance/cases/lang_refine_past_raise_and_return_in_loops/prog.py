import torch
from typing import List, Tuple, Optional

from typing import Dict


def total(names: List[str], env: Dict[str, float]) -> float:
    s = 0.0
    for n in names:
        v = env.get(n)
        if v is None:
            return -1.0
        s += v
    return s


def checked(names: List[str], env: Dict[str, float]) -> float:
    s = 0.0
    for n in names:
        if n == "":
            s += 0.5
        elif n == "-":
            v = env.get(n)
            if v is None:
                raise ValueError("no dash")
            s -= v
        else:
            v = env.get(n)
            if v is None:
                return s * 10.0
            s += v
    return s


def one(env: Dict[str, int], n: str) -> int:
    x = env.get(n)
    if x is None:
        raise KeyError(n)
    return x * 2


def f(names: List[str], env: Dict[str, float], ints: Dict[str, int]) -> Tuple[float, float, float, float, int]:
    return total(names, env), total(names[:1], env), checked(names, env), checked(["", "a", "zz", "c"], env), one(ints, "k")
