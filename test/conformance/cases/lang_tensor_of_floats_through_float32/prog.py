import torch
from typing import List, Tuple, Optional

def f(a: float, n: int) -> List[float]:
    l: List[float] = [0.1 * a, 0.2]
    li: List[int] = [n, 3]
    ts = [torch.tensor([0.1], dtype=torch.float64), torch.tensor(0.1, dtype=torch.float64),
            torch.tensor([0.1 * a, 1.0], dtype=torch.float64), torch.tensor([n, 1], dtype=torch.float64),
            torch.tensor(l, dtype=torch.float64), torch.tensor(li, dtype=torch.float64),
            torch.as_tensor(l, dtype=torch.float64), torch.tensor([[0.1 * a], [0.3]], dtype=torch.float64),
            torch.tensor(n, dtype=torch.float64), torch.tensor([1e38 * a], dtype=torch.float64),
            torch.tensor([True, False], dtype=torch.float64), torch.tensor([0.1 * a], dtype=torch.int64),
            torch.tensor([2.0 ** 40 + 1.0], dtype=torch.int64), torch.tensor([1099511627777.0 * a], dtype=torch.int64),
            torch.full([1], 0.1 * a, dtype=torch.float64)]
    # Python floats: compared to 1e-9, where tensors are compared to 1e-4.
    out: List[float] = []
    for t in ts:
        out.append(float(t.flatten()[-1].item()))
    return out
