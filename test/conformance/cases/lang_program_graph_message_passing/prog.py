import torch
from typing import List, Tuple, Optional

import torch
import torch.nn.functional as F
from typing import List, Tuple, Optional


def add_self_loops(edge_index: torch.Tensor, num_nodes: int) -> torch.Tensor:
    loops = torch.arange(num_nodes, dtype=edge_index.dtype).unsqueeze(0).repeat(2, 1)
    return torch.cat([edge_index, loops], dim=1)


def gcn_norm(edge_index: torch.Tensor, num_nodes: int) -> torch.Tensor:
    row, col = edge_index[0], edge_index[1]
    deg = torch.zeros(num_nodes).scatter_add_(0, col, torch.ones(col.size(0)))
    inv = deg.pow(-0.5)
    inv.masked_fill_(inv == float("inf"), 0.0)
    return inv[row] * inv[col]


def gcn_layer(x: torch.Tensor, edge_index: torch.Tensor, w: torch.Tensor, b: Optional[torch.Tensor]) -> torch.Tensor:
    n = x.size(0)
    ei = add_self_loops(edge_index, n)
    norm = gcn_norm(ei, n)
    h = x @ w
    msg = h[ei[0]] * norm.unsqueeze(-1)
    out = torch.zeros(n, h.size(1), dtype=h.dtype)
    out.index_add_(0, ei[1], msg)
    if b is not None:
        out = out + b
    return out


def gat_scores(h: torch.Tensor, edge_index: torch.Tensor, a_src: torch.Tensor, a_dst: torch.Tensor) -> torch.Tensor:
    src, dst = edge_index[0], edge_index[1]
    e = F.leaky_relu((h * a_src).sum(-1)[src] + (h * a_dst).sum(-1)[dst], 0.2)
    n = h.size(0)
    emax = torch.full([n], -1e30).scatter_reduce(0, dst, e, reduce="amax", include_self=True)
    ex = torch.exp(e - emax[dst])
    denom = torch.zeros(n).scatter_add(0, dst, ex)
    return ex / (denom[dst] + 1e-16)


def global_pool(x: torch.Tensor, batch: torch.Tensor, num_graphs: int) -> Tuple[torch.Tensor, torch.Tensor]:
    sums = torch.zeros(num_graphs, x.size(1)).index_add(0, batch, x)
    counts = torch.bincount(batch, minlength=num_graphs).clamp(min=1).unsqueeze(1)
    means = sums / counts
    maxes = torch.full([num_graphs, x.size(1)], -1e30)
    maxes = maxes.scatter_reduce(0, batch.unsqueeze(1).expand(-1, x.size(1)), x, reduce="amax")
    return means, maxes


def f(x: torch.Tensor, edge_index: torch.Tensor, batch: torch.Tensor, w1: torch.Tensor, b1: torch.Tensor, w2: torch.Tensor, a_s: torch.Tensor, a_d: torch.Tensor):
    h = F.relu(gcn_layer(x, edge_index, w1, b1))
    h = gcn_layer(h, edge_index, w2, None)
    att = gat_scores(h, edge_index, a_s, a_d)
    means, maxes = global_pool(h, batch, int(batch.max()) + 1)
    return h, att, means, maxes
