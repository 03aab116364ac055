import torch
from typing import Dict, List, Tuple


def build_vocab(texts: List[str], min_count: int) -> Dict[str, int]:
    counts: Dict[str, int] = {}
    for t in texts:
        for w in t.lower().replace(",", " ").replace(".", " ").split():
            counts[w] = counts.get(w, 0) + 1
    vocab: Dict[str, int] = {"<pad>": 0, "<unk>": 1}
    for w in sorted(counts.keys()):
        if counts[w] >= min_count:
            vocab[w] = len(vocab)
    return vocab


def encode(text: str, vocab: Dict[str, int], max_len: int) -> torch.Tensor:
    ids: List[int] = []
    for w in text.lower().replace(",", " ").replace(".", " ").split():
        ids.append(vocab.get(w, 1))
    ids = ids[:max_len]
    ids += [0] * (max_len - len(ids))
    return torch.tensor(ids)


def f(texts: List[str], max_len: int) -> Tuple[torch.Tensor, List[str], int, torch.Tensor]:
    vocab = build_vocab(texts, 2)
    rows = [encode(t, vocab, max_len) for t in texts]
    batch = torch.stack(rows)
    mask = batch != 0
    lengths = mask.sum(1)
    inv: Dict[int, str] = {v: k for k, v in vocab.items()}
    first = [inv[int(batch[i, 0])] for i in range(batch.size(0))]
    kept = [r[: int(n)] for r, n in zip(rows, lengths)]
    return batch * mask, first, int(lengths.max()), torch.cat(kept)
