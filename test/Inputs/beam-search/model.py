# Beam search over an LSTMCell decoder (scaled down): each step scores
# every extension of every beam, keeps the best `beam` with topk, reorders
# the state by the parent beams (index_select), retires beams that end
# (their score in place set to -1e9, while `best`, which held the same
# tensor, is assigned again before it is read), and finally walks the
# back-pointers of the best finished hypotheses.
# Regenerate weights and expected results: cd test/Inputs/beam-search && python ../make_module_case.py BeamDecoder "(torch.randn(1, 8), 5)"
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch import Tensor
from typing import List, Tuple


class BeamDecoder(nn.Module):
    def __init__(self, vocab: int = 9, emb: int = 6, hidden: int = 8, beam: int = 3):
        super().__init__()
        self.embedding = nn.Embedding(vocab, emb)
        self.cell = nn.LSTMCell(emb, hidden)
        self.proj = nn.Linear(hidden, vocab)
        self.beam = beam
        self.vocab = vocab
        self.eos = 2

    def forward(self, h0: Tensor, max_len: int) -> Tuple[List[List[int]], List[float]]:
        k = self.beam
        h = h0.expand(k, h0.size(1)).contiguous()
        c = torch.zeros_like(h)
        tokens = torch.ones(k, dtype=torch.long)
        scores = torch.tensor([0.0] + [-1e9] * (k - 1))
        history: List[Tensor] = []
        parents: List[Tensor] = []
        finished: List[Tuple[float, int, int]] = []
        for t in range(max_len):
            h, c = self.cell(self.embedding(tokens), (h, c))
            logp = F.log_softmax(self.proj(h), dim=-1)
            total = (scores.unsqueeze(1) + logp).view(-1)
            best, idx = total.topk(k)
            parent = torch.div(idx, self.vocab, rounding_mode="floor")
            tokens = idx % self.vocab
            h = h.index_select(0, parent)
            c = c.index_select(0, parent)
            scores = best
            history.append(tokens)
            parents.append(parent)
            for b in range(k):
                if int(tokens[b]) == self.eos:
                    finished.append((float(scores[b]) / (t + 1), t, b))
                    scores[b] = -1e9
        if len(finished) == 0:
            for b in range(k):
                finished.append((float(scores[b]) / max_len, max_len - 1, b))
        finished.sort(reverse=True)
        seqs: List[List[int]] = []
        out_scores: List[float] = []
        for score, t, b in finished[:k]:
            seq: List[int] = []
            i = t
            while i >= 0:
                seq.append(int(history[i][b]))
                b = int(parents[i][b])
                i -= 1
            seq.reverse()
            seqs.append(seq)
            out_scores.append(score)
        return seqs, out_scores
