import torch
from typing import List, Tuple, Optional

from typing import Dict

def feats(x: torch.Tensor) -> Dict[str, torch.Tensor]:
    return {"double": x * 2.0, "neg": -x}

def f(x: torch.Tensor) -> Dict[str, torch.Tensor]:
    d = feats(x)
    d["sum"] = x.sum(0)
    d["double"] = d["double"] + 1.0
    total = torch.zeros_like(x)
    for k, v in d.items():
        if k != "sum":
            total = total + v
    names: List[str] = d.keys()
    out: Dict[str, torch.Tensor] = {}
    for k in d:
        out[k] = d[k]
    out["total"] = total * float(len(names))
    if "neg" in out:
        out.pop("neg")
    return out
