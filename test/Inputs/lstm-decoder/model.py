# A captioning-style greedy decoder (scaled down): image features set the
# LSTMCell's first state, and each step embeds the token the previous
# step chose, so the token, the state and everything computed from them
# are carried by the loop; it stops early once every sequence chose the
# end token. The LSTMCell's reshapes take lists of sizes learned from a
# first import, whose loop keeps the shapes it carries.
# Regenerate weights and expected results: cd test/Inputs/lstm-decoder && python ../make_module_case.py Captioner "(torch.randn(3, 12), 6)"
import torch
import torch.nn as nn
from torch import Tensor
from typing import List, Tuple


class Captioner(nn.Module):
    def __init__(self, features: int = 12, vocab: int = 11, emb: int = 6, hidden: int = 8):
        super().__init__()
        self.init_h = nn.Linear(features, hidden)
        self.init_c = nn.Linear(features, hidden)
        self.embedding = nn.Embedding(vocab, emb)
        self.cell = nn.LSTMCell(emb, hidden)
        self.out = nn.Linear(hidden, vocab)
        self.start = 1
        self.end = 2

    def forward(self, features: Tensor, max_len: int) -> Tuple[Tensor, Tensor, List[int]]:
        h = torch.tanh(self.init_h(features))
        c = torch.tanh(self.init_c(features))
        token = torch.full([features.size(0)], self.start, dtype=torch.long)
        tokens: List[Tensor] = []
        score = torch.zeros(features.size(0))
        lengths: List[int] = []
        for step in range(max_len):
            h, c = self.cell(self.embedding(token), (h, c))
            log_probs = torch.log_softmax(self.out(h), dim=-1)
            best, token = log_probs.max(dim=-1)
            score = score + best
            tokens.append(token)
            lengths.append(int((token != self.end).sum()))
            if bool((token == self.end).all()):
                break
        return torch.stack(tokens, dim=1), score, lengths
