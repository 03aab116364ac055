import torch
from typing import List, Tuple, Optional

def f(s: str, sep: str) -> Tuple[str, str, List[str], str, bool, bool, int, int, int, str, str, List[str]]:
    words = s.split()
    return (s.upper(), s.strip().title(), words, sep.join(words), s.startswith("  he"),
            "lo" in s, s.find("o"), s.rfind("o"), s.count("l"), s.replace("l", "L"),
            s.lstrip().capitalize(), "a,b,,c".split(sep))
