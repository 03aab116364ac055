import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(a, b, s, i):
    return (F.cosine_similarity(a, s, -1), F.cosine_similarity(a, b, 1), torch.cosine_similarity(b, a, 1), F.cosine_similarity(i, s, 0))
