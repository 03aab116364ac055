# A BERT encoder as Hugging Face writes one (scaled down): buffers that
# `__init__` registers and reads again (`position_ids`, then `token_type_ids`
# sized from it), `x.size()[:-1] + (heads, head_dim)` as a view shape, an
# extended attention mask from a padding mask, a pooler.
# Regenerate weights and expected results: cd test/Inputs/bert && python ../make_module_case.py Bert "(torch.tensor([[1, 4, 5, 2, 7], [3, 3, 7, 0, 0]]), torch.tensor([[1, 1, 1, 1, 1], [1, 1, 1, 0, 0]]))"
import math
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch import Tensor
from typing import Optional, Tuple, List


class Embeddings(nn.Module):
    def __init__(self, vocab: int, dim: int, max_pos: int, type_vocab: int, eps: float):
        super().__init__()
        self.word_embeddings = nn.Embedding(vocab, dim, padding_idx=0)
        self.position_embeddings = nn.Embedding(max_pos, dim)
        self.token_type_embeddings = nn.Embedding(type_vocab, dim)
        self.LayerNorm = nn.LayerNorm(dim, eps=eps)
        self.dropout = nn.Dropout(0.1)
        self.register_buffer("position_ids", torch.arange(max_pos).expand((1, -1)), persistent=False)
        self.register_buffer("token_type_ids", torch.zeros(self.position_ids.size(), dtype=torch.long), persistent=False)

    def forward(self, input_ids: Tensor, token_type_ids: Optional[Tensor] = None) -> Tensor:
        seq_length = input_ids.size(1)
        position_ids = self.position_ids[:, :seq_length]
        if token_type_ids is None:
            token_type_ids = self.token_type_ids[:, :seq_length].expand(input_ids.size(0), seq_length)
        emb = self.word_embeddings(input_ids) + self.token_type_embeddings(token_type_ids) + self.position_embeddings(position_ids)
        return self.dropout(self.LayerNorm(emb))


class SelfAttention(nn.Module):
    def __init__(self, dim: int, heads: int):
        super().__init__()
        self.num_attention_heads = heads
        self.attention_head_size = dim // heads
        self.all_head_size = heads * self.attention_head_size
        self.query = nn.Linear(dim, self.all_head_size)
        self.key = nn.Linear(dim, self.all_head_size)
        self.value = nn.Linear(dim, self.all_head_size)

    def transpose_for_scores(self, x: Tensor) -> Tensor:
        new_x_shape = x.size()[:-1] + (self.num_attention_heads, self.attention_head_size)
        x = x.view(new_x_shape)
        return x.permute(0, 2, 1, 3)

    def forward(self, hidden_states: Tensor, attention_mask: Optional[Tensor] = None) -> Tensor:
        query_layer = self.transpose_for_scores(self.query(hidden_states))
        key_layer = self.transpose_for_scores(self.key(hidden_states))
        value_layer = self.transpose_for_scores(self.value(hidden_states))
        attention_scores = torch.matmul(query_layer, key_layer.transpose(-1, -2))
        attention_scores = attention_scores / math.sqrt(self.attention_head_size)
        if attention_mask is not None:
            attention_scores = attention_scores + attention_mask
        attention_probs = nn.functional.softmax(attention_scores, dim=-1)
        context_layer = torch.matmul(attention_probs, value_layer)
        context_layer = context_layer.permute(0, 2, 1, 3).contiguous()
        new_context_layer_shape = context_layer.size()[:-2] + (self.all_head_size,)
        return context_layer.view(new_context_layer_shape)


class Layer(nn.Module):
    def __init__(self, dim: int, heads: int, inter: int, eps: float):
        super().__init__()
        self.attention = SelfAttention(dim, heads)
        self.attn_out = nn.Linear(dim, dim)
        self.attn_norm = nn.LayerNorm(dim, eps=eps)
        self.intermediate = nn.Linear(dim, inter)
        self.output = nn.Linear(inter, dim)
        self.out_norm = nn.LayerNorm(dim, eps=eps)

    def forward(self, h: Tensor, mask: Optional[Tensor]) -> Tensor:
        a = self.attn_norm(self.attn_out(self.attention(h, mask)) + h)
        i = F.gelu(self.intermediate(a))
        return self.out_norm(self.output(i) + a)


class Bert(nn.Module):
    def __init__(self, vocab: int = 30, dim: int = 16, layers: int = 2, heads: int = 2, inter: int = 32, max_pos: int = 16, type_vocab: int = 2, eps: float = 1e-12):
        super().__init__()
        self.embeddings = Embeddings(vocab, dim, max_pos, type_vocab, eps)
        self.layer = nn.ModuleList([Layer(dim, heads, inter, eps) for _ in range(layers)])
        self.pooler = nn.Linear(dim, dim)

    def get_extended_attention_mask(self, attention_mask: Tensor, dtype: torch.dtype) -> Tensor:
        extended = attention_mask[:, None, None, :]
        extended = extended.to(dtype=dtype)
        return (1.0 - extended) * -3.4028234663852886e+38

    def forward(self, input_ids: Tensor, attention_mask: Optional[Tensor] = None) -> Tuple[Tensor, Tensor]:
        if attention_mask is None:
            attention_mask = torch.ones_like(input_ids)
        h = self.embeddings(input_ids)
        mask = self.get_extended_attention_mask(attention_mask, h.dtype)
        all_hidden: List[Tensor] = []
        for i, layer_module in enumerate(self.layer):
            all_hidden.append(h)
            h = layer_module(h, mask)
        pooled = torch.tanh(self.pooler(h[:, 0]))
        return h, pooled
