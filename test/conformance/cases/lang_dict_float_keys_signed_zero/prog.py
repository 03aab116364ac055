from typing import Dict, List


def f(a: float) -> List[float]:
    d: Dict[float, int] = {}
    d[-0.0] = 1
    d[0.0] = 2
    d[a] = 3
    e = {0.0: 1, -0.0: 5}
    out: List[float] = []
    for k, v in d.items():
        out.append(k)
        out.append(float(v))
    for k in e.keys():
        out.append(k)
        out.append(float(e[k]))
    out.append(float(len(d)))
    out.append(float(-0.0 in d))
    out.append(float(d.pop(0.0)))
    out.append(float(len(d)))
    return out
