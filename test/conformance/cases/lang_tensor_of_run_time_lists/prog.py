import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, n: int) -> List[torch.Tensor]:
    xs: List[int] = []
    for i in range(n):
        xs.append(i * i - 3)
    fs = [float(v) / 2.0 for v in xs]
    rows: List[List[int]] = []
    for i in range(n):
        rows.append([i, i + 1, i * 2])
    flags = [v > 0 for v in xs]
    vals: List[float] = x.tolist()
    return [torch.tensor(xs), torch.tensor(fs), torch.tensor(rows) * 2, torch.tensor(flags),
            torch.tensor(xs, dtype=torch.float64).sum(0), torch.tensor(vals) + x,
            torch.tensor(rows, dtype=torch.float32).mean(1)]
