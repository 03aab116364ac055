import torch
from typing import List, Tuple, Optional

from typing import Dict

def f(x: torch.Tensor, k: torch.Tensor) -> Tuple[Dict[str, torch.Tensor], List[str], torch.Tensor]:
    d: Dict[str, torch.Tensor] = {}
    for i in range(int(k)):
        d["layer" + str(i)] = x * float(i)
    t = d.pop("layer1")
    d.update({"z": t})
    m: Optional[torch.Tensor] = d.get("layer0")
    if m is not None:
        d["m"] = m + 1.0
    missing = d.get("nope")
    acc = torch.zeros_like(x)
    for name, v in d.items():
        acc = acc + v * float(len(name))
    if missing is None:
        acc = acc - 1.0
    return d, sorted(d.keys()), acc + d.get("zz", x)
