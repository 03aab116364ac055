import torch
from typing import List, Tuple, Optional

from typing import Dict
def f(s: str) -> Tuple[str, List[str], int, bool, str, List[str]]:
    parts = s.split(",")
    first = parts[0].strip().upper()
    words = [p.strip() for p in parts]
    counts: Dict[str, int] = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    return first, sorted(counts.keys()), counts['b'], 'a' in counts.keys(), "-".join(words), list("xyz")
