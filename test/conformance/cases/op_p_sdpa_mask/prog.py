import torch
import torch.nn.functional as F
from typing import Tuple

def f(q, k, v, m):
    return F.scaled_dot_product_attention(q, k, v, attn_mask=m)
