import torch
from typing import List, Tuple, Optional

import typing


def f(a: int) -> typing.Dict[str, int]:
    d: typing.Dict[str, int] = {}
    d["x"] = "y"  # HERE
    return d
