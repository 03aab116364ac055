from typing import Dict, List, Optional, Tuple


def g(a: int) -> List[int]:
    if a > 0:
        return []
    return [a]


def h(a: int) -> Optional[List[float]]:
    for i in range(a):
        if i == 3:
            return []
    if a < -5:
        return None
    return [1.0]


def d(a: int) -> Dict[str, int]:
    while a > 0:
        if a == 2:
            return {}
        a -= 1
    return {"a": a}


def f(a: int) -> Tuple[List[int], Optional[List[float]], Optional[List[float]], Dict[str, int], Dict[str, int]]:
    return g(a) + g(-a), h(a), h(-9), d(a), d(-a)
