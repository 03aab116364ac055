import torch
from typing import List, Tuple, Optional

from typing import Dict, List, Tuple


def normalize(s: str) -> str:
    s = s.lower().strip()
    out: List[str] = []
    prev_space = False
    for ch in s:
        if ch.isalnum():
            out.append(ch)
            prev_space = False
        elif ch.isspace() or ch in "-_/":
            if not prev_space and len(out) > 0:
                out.append(" ")
            prev_space = True
    return "".join(out).strip()


def ngrams(words: List[str], n: int) -> List[str]:
    return [" ".join(words[i:i + n]) for i in range(len(words) - n + 1)]


def build_vocab(docs: List[str], min_count: int) -> Dict[str, int]:
    counts: Dict[str, int] = {}
    for d in docs:
        for w in normalize(d).split():
            counts[w] = counts.get(w, 0) + 1
    keys = sorted(counts.keys())
    vocab: Dict[str, int] = {"<pad>": 0, "<unk>": 1}
    for k in keys:
        if counts[k] >= min_count:
            vocab[k] = len(vocab)
    return vocab


def encode(doc: str, vocab: Dict[str, int], max_len: int) -> List[int]:
    ids = [vocab.get(w, 1) for w in normalize(doc).split()][:max_len]
    while len(ids) < max_len:
        ids.append(0)
    return ids


def bleu_like(ref: str, hyp: str) -> float:
    r = normalize(ref).split()
    h = normalize(hyp).split()
    score = 1.0
    for n in range(1, 3):
        rc: Dict[str, int] = {}
        for g in ngrams(r, n):
            rc[g] = rc.get(g, 0) + 1
        match = 0
        total = 0
        for g in ngrams(h, n):
            total += 1
            c = rc.get(g, 0)
            if c > 0:
                match += 1
                rc[g] = c - 1
        score *= (match + 1.0) / (total + 1.0)
    return score ** 0.5


def f(docs: List[str], query: str) -> Tuple[Dict[str, int], List[List[int]], List[float], str]:
    vocab = build_vocab(docs, 2)
    enc = [encode(d, vocab, 6) for d in docs]
    scores = [bleu_like(d, query) for d in docs]
    title = " ".join([w.capitalize() if len(w) > 2 else w for w in normalize(query).split()])
    return vocab, enc, scores, title.replace("Cat", "Dog").zfill(40).rjust(44, "*")
