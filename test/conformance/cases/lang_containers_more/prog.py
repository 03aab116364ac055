import torch
from typing import List, Tuple, Optional

from typing import Dict

def f(xs: List[int], words: List[str], d: Dict[str, int], a: int, b: int) -> Tuple[List[int], int, int, int, List[str], List[int], List[str], Optional[int], Optional[int], List[int], List[bool]]:
    ys = xs.copy()
    ys.sort()
    ys.reverse()
    ys.insert(0, 9)
    ys.insert(-1, 8)
    ys.remove(9)
    first = ys.pop(0)
    last = ys.pop()
    ys.extend([4, 4])
    alias = ys
    alias += [5]
    words.sort(reverse=True)
    e = d.copy()
    d.update({"z": 5})
    d.setdefault("y", 7)
    popped = d.pop("a", -1)
    e.clear()
    bits = [a & b, a | b, a ^ b, a << 3, a >> 1, max(a, b, 3), min(a, b, -1, 2)]
    order = [words[0] < words[1], "abc" <= "abd", "b" > "abc", "x" >= "x"]
    return (ys, xs.index(2), ys.count(4), first + last, sorted(d.keys()), bits, words,
            d.get("z"), d.get("missing"), [popped, len(e), d.get("q", -3)], order)
