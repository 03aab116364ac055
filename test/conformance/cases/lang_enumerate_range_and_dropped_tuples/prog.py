from typing import List, Tuple


def h(a: List[int]) -> Tuple[int, str]:
    a.append(len(a))
    return (len(a), 'x,y,z')


def f(n: int) -> Tuple[List[int], List[Tuple[int, int]]]:
    out: List[int] = []
    for j in range(3):
        for i, v in enumerate(range(j, n)):
            if v > 3:
                break
            if i == 1:
                continue
            out.append(i * 100 + v + j * 1000)
    k = 0
    while k < 2:
        for i, v in enumerate(range(k, n), start=k):
            out.append(i - v)
        k += 1
    for p in enumerate(range(n, 0, -2), 5):
        out.append(p[0] * p[1])
    out += [i * v for i, v in enumerate(range(2, n))]
    h(out)
    (1, "a")
    return out, list(enumerate(range(n, 0, -2)))
