import torch
import torch.nn.functional as F
from typing import Tuple

def f(q, k, v):
    return F.scaled_dot_product_attention(q, k, v, is_causal=True)
