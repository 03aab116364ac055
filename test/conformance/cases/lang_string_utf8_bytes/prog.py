import torch
from typing import List, Tuple, Optional

def f(s: str, t: str) -> Tuple[int, int, int, int, int, bool, str, List[str], str, str, int]:
    return (len(s), s.index("l"), s.rfind("o"), s.count("ö"), s.find("l", 4),
            s.startswith("hé"), s.upper(), t.split("·"), t.replace("ü", "ue"),
            s.center(15, "*"), len(s[1:3]))
