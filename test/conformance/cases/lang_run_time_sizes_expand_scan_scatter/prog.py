import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, idx: torch.Tensor, n: int) -> List[torch.Tensor]:
    m = x[x > 0]
    v, i = torch.cummax(x[:n], 1)
    hits = idx[idx > 0]
    counts = torch.zeros(6).scatter_add(0, hits, torch.ones(hits.size(0)))
    rows = torch.zeros(6, 2).index_add(0, hits, torch.ones(hits.size(0), 2))
    edges = torch.sort(m)[0]
    return [m.unsqueeze(0).expand(n, -1), m.repeat(2), m.unsqueeze(1).repeat(1, 3), x[:n].expand(2, -1, -1),
            torch.cumsum(m, 0), torch.cumprod(m, 0), v, i, m.view(-1, 1).expand(m.size(0), 4),
            counts, rows, torch.bucketize(x, edges), torch.searchsorted(edges, m, right=True)]
