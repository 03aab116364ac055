import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(i, w, o, i2, o2, p):
    return (F.embedding_bag(i, w, o), F.embedding_bag(i, w, o, mode='sum'), F.embedding_bag(i, w, o, mode='max'), F.embedding_bag(i2, w), F.embedding_bag(i, w, o2, mode='sum', include_last_offset=True), F.embedding_bag(i, w, o, mode='sum', per_sample_weights=p), F.embedding_bag(i, w, o, padding_idx=1), F.embedding_bag(i, w, torch.tensor([0, 0, 3])))
