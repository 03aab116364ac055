import torch
import torch.nn.functional as F
from typing import Tuple

from typing import List


def f(q, k, v, m):
    return (F.scaled_dot_product_attention(q, k, v), F.scaled_dot_product_attention(q, k, v, is_causal=True), F.scaled_dot_product_attention(q, k, v, attn_mask=m), F.scaled_dot_product_attention(q, k, v, attn_mask=m > 0, scale=0.3))
