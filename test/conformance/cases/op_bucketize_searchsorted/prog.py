import torch
import torch.nn.functional as F
from typing import Tuple


def f(x: torch.Tensor, edges: torch.Tensor):
    rows = torch.tensor([[-1.0, 0.0, 1.0], [0.5, 1.0, 1.5]])
    v = torch.tensor([[0.0, 1.2], [1.0, 2.0]])
    return (torch.bucketize(x, edges), torch.bucketize(x, edges, right=True), torch.bucketize(x, edges, out_int32=True),
            torch.searchsorted(edges, x), torch.searchsorted(edges, x, right=True), torch.searchsorted(edges, x, side="right"),
            torch.searchsorted(rows, v), torch.searchsorted(rows, v, side="right"),
            torch.bucketize(torch.tensor([1, 5, 9]), torch.tensor([2, 5, 8])))
