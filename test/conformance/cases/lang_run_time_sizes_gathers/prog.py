import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, emb: torch.Tensor, ids: List[int]) -> List[torch.Tensor]:
    idx = torch.tensor(ids)
    pos = idx[idx > 0]
    return [x.index_select(0, idx), x.index_select(1, pos), torch.embedding(emb, idx), torch.nn.functional.embedding(pos, emb).sum(0),
            torch.gather(x[:2], 1, torch.stack([pos, pos])), x[pos].sum(0)]
