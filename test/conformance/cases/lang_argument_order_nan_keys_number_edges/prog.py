from typing import Dict, List


def g(x: int, a: int, b: int) -> int:
    return x * 100 + a * 10 + b


def f(n: float, big: int) -> List[float]:
    xs = [1, 2, 3]
    r = g(xs[0], a=xs.pop(0), b=xs.pop(0))
    ys = [1, 2, 3]
    r2 = g(0, b=ys.pop(0), a=ys[0])
    d: Dict[float, int] = {}
    d[n] = 1
    d[n] = 2
    d[1.5] = 3
    zs = [4, 5, 6]
    return [float(r), float(r2), float(len(d)), float(n in d), float(d.get(n, -1)),
            float(d.setdefault(n, 7)), float(len(d)), float(len({n: 1, 2.5: 2})),
            float("0x0p5000"), float("0x1p-1074") * 2.0 ** 1074,
            float(len(zs[1::big])), float(len(zs[1::-big]))]
