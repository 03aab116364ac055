import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(a, w):
    return (torch.linalg.svd(a)[1], torch.matmul(torch.linalg.svd(a, full_matrices=False)[0] * torch.linalg.svd(a)[1].unsqueeze(-2), torch.linalg.svd(a, full_matrices=False)[2]), torch.matmul(torch.linalg.svd(a).U.transpose(-2, -1), torch.linalg.svd(a).U), torch.linalg.svd(w).S, torch.matmul(torch.svd(w)[0] * torch.svd(w)[1].unsqueeze(-2), torch.svd(w)[2].transpose(-2, -1)), torch.matmul(torch.linalg.svd(w).Vh, torch.linalg.svd(w).Vh.transpose(-2, -1)))
