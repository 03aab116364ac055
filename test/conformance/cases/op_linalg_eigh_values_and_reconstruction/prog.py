import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(s, t):
    return (torch.linalg.eigh(s).eigenvalues, torch.matmul(torch.linalg.eigh(s)[1] * torch.linalg.eigh(s)[0].unsqueeze(-2), torch.linalg.eigh(s)[1].transpose(-2, -1)), torch.linalg.eigh(t, UPLO='U')[0], torch.matmul(torch.linalg.eigh(t)[1].transpose(-2, -1), torch.linalg.eigh(t)[1]))
