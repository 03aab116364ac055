import torch
from typing import List, Tuple, Optional

from typing import Dict, List, Tuple
import torch
import torch.nn.functional as F


def top_k_filter(logits: torch.Tensor, k: int) -> torch.Tensor:
    if k <= 0:
        return logits
    v, _ = torch.topk(logits, k)
    return logits.masked_fill(logits < v[..., -1:], float("-inf"))


def top_p_filter(logits: torch.Tensor, p: float) -> torch.Tensor:
    sorted_logits, idx = torch.sort(logits, descending=True)
    probs = F.softmax(sorted_logits, dim=-1).cumsum(dim=-1)
    remove = probs > p
    remove[..., 1:] = remove[..., :-1].clone()
    remove[..., 0] = False
    mask = torch.zeros_like(remove).scatter(-1, idx, remove)
    return logits.masked_fill(mask, float("-inf"))


def penalize(logits: torch.Tensor, seen: Dict[int, int], penalty: float) -> torch.Tensor:
    out = logits.clone()
    for tok, count in seen.items():
        if out[tok] > 0:
            out[tok] = out[tok] / (penalty ** count)
        else:
            out[tok] = out[tok] * (penalty ** count)
    return out


class Generator:
    def __init__(self, emb: torch.Tensor, w_ih: torch.Tensor, w_hh: torch.Tensor, out: torch.Tensor):
        self.emb = emb
        self.w_ih = w_ih
        self.w_hh = w_hh
        self.out = out

    def step(self, tok: int, h: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        x = self.emb[tok]
        h = torch.tanh(self.w_ih @ x + self.w_hh @ h)
        return self.out @ h, h

    def generate(self, prompt: List[int], n: int, k: int, p: float, penalty: float) -> Tuple[List[int], List[float]]:
        h = torch.zeros(self.w_hh.size(0))
        seen: Dict[int, int] = {}
        logits = torch.zeros(self.out.size(0))
        for t in prompt:
            logits, h = self.step(t, h)
            seen[t] = seen.get(t, 0) + 1
        toks: List[int] = []
        scores: List[float] = []
        for _i in range(n):
            l = penalize(logits, seen, penalty)
            l = top_p_filter(top_k_filter(l, k), p)
            tok = int(l.argmax())
            scores.append(float(F.log_softmax(l, dim=-1)[tok]))
            toks.append(tok)
            seen[tok] = seen.get(tok, 0) + 1
            logits, h = self.step(tok, h)
        return toks, scores


def f(emb: torch.Tensor, w_ih: torch.Tensor, w_hh: torch.Tensor, out: torch.Tensor, prompt: List[int]) -> Tuple[List[int], torch.Tensor]:
    g = Generator(emb, w_ih, w_hh, out)
    toks, scores = g.generate(prompt, 6, 5, 0.9, 1.3)
    # float32 log-probabilities: compared as a tensor, within its tolerance
    return toks, torch.tensor(scores)
