from typing import List


def f(xs: List[str]) -> List[float]:
    out: List[float] = []
    for s in xs:
        out.append(float(s))
    out.append(float(int(' 12') + int('\t-3') + int('007') + int('\n +5')))
    out.append(float(' 0x1.8p1') + float('  -0x10') + float('\r.5') + float('5.'))
    out.append(float('  -inf'))
    out.append(float('nan(12)'))
    if len(xs) > 100:
        out.append(float(int('not a number')))
    return out
