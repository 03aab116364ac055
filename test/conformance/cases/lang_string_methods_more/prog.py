import torch
from typing import List, Tuple, Optional

def f(s: str) -> Tuple[bool, bool, str, str, int, List[str], str, str, bool]:
    t = "  " + s + "  "
    return s.startswith("he"), s.endswith("x"), t.strip(), s.replace("l", "L"), s.find("l"), "a,b,,c".split(","), "-".join(["x", s]), s.upper().lower(), s.isdigit()
