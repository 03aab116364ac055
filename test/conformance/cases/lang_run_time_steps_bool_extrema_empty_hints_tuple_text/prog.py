from typing import List, Optional, Tuple


def f(a: List[int], s: str, k: int, flags: List[bool]) -> Tuple[List[int], str, List[bool], List[str]]:
    sliced = a[::k] + a[1::-k] + a[k::1]
    text = s[::k] + s[1:5:-k] + s[-1:0:k]
    extrema = [min(flags), max(flags), min([True]), max([False, False])]
    t = (k, 2.5, s)
    n: Optional[int] = None
    texts = [', '.join([]) + str(s in []) + str(k not in []) + str(2.5 in []),
             "{}".format(t), f"{t}!", "{} {}".format((True, n), (s,)),
             str([t, t]), "{} {}".format([1.0, 2.5], {"k": s}), str(((1, 2), [3]))]
    return sliced, text, extrema, texts
