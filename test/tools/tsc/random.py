# rand/randn: fresh values at every draw, reproducible per seed (not
# PyTorch's values), with the right distributions. The checks run inside
# the script and return bools.
# RUN: echo '[1]' > %t.json
# RUN: tsc run %s --entry stats --args %t.json 2>/dev/null | FileCheck %s --check-prefix=STATS
# STATS: {"tensor":{"dtype":"bool","shape":[],"data":[true]}}
# RUN: tsc run %s --entry draw --args %t.json 2>/dev/null > %t.a
# RUN: tsc run %s --entry draw --args %t.json 2>/dev/null > %t.b
# RUN: diff %t.a %t.b
# A process starts from PyTorch's default seed, so runs repeat; a second
# call draws anew.
# RUN: tsc run %s --entry fresh --args %t.json 2>/dev/null > %t.one
# RUN: tsc run %s --entry fresh --args %t.json 2>/dev/null > %t.again
# RUN: diff %t.one %t.again
# RUN: tsc run %s --entry fresh --args %t.json --repeat 2 2>/dev/null > %t.two
# RUN: not diff %t.one %t.two
# RUN: tsc run %s --entry reseeded --args %t.json 2>/dev/null | FileCheck %s --check-prefix=RESEED
# RESEED: {"tuple":[{"tensor":{"dtype":"bool","shape":[],"data":[true]}},{"tensor":{"dtype":"bool","shape":[],"data":[false]}}]}
import torch


def stats(k: int):
    torch.manual_seed(3)
    u = torch.rand(20000)
    n = torch.randn(200, 100)
    in_range = (u.min() >= 0.0) & (u.max() < 1.0)
    uniform_ok = (u.mean() - 0.5).abs() < 0.01
    normal_ok = (n.mean().abs() < 0.03) & ((n.std() - 1.0).abs() < 0.03)
    return in_range & uniform_ok & normal_ok


def draw(k: int):
    torch.manual_seed(7)
    return torch.randn(3, 4)


def reseeded(k: int):
    torch.manual_seed(1)
    a = torch.rand(5)
    b = torch.rand(5)
    torch.manual_seed(1)
    c = torch.rand(5)
    torch.manual_seed(2)
    d = torch.rand(5)
    return (a == c).all(), (a == b).all() | (a == d).all()


def fresh(k: int):
    return torch.rand(3)
