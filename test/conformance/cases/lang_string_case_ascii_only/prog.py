import torch
from typing import List, Tuple, Optional

def f(s: str) -> Tuple[str, str, bool, bool, List[str], str, str, str]:
    return (s.upper(), s.lower(), s.isalpha(), "abc".isalpha(), "a\u00a0b c".split(), s.title(),
            s.swapcase(), s.capitalize())
