"""Execution and error tests for the TorchScript language (issue 3).

Results come from real TorchScript: regenerate with
    python3 test/conformance/gen_conformance.py test/conformance/language_cases.py test/conformance/cases
(needs `pip install torch numpy` on your machine, never in the build).
Every case is named `lang_*`.
"""
import numpy as np

rng = np.random.default_rng(4321)


def f32(*shape):
    return rng.uniform(-2.0, 2.0, size=shape).astype(np.float32)


CASES = []
ERROR_CASES = []


def case(name, src, entry, args):
    CASES.append(("lang_" + name, "import torch\nfrom typing import List, Tuple, Optional\n" + src, entry, args))


def error(name, src, entry, lines):
    ERROR_CASES.append(("lang_" + name, "import torch\nfrom typing import List, Tuple, Optional\n" + src, entry, lines))


# --- loops -----------------------------------------------------------------
case("for_range_start_stop", """
def f(a: int, b: int) -> int:
    s = 0
    for i in range(a, b):
        s += i * i
    return s
""", "f", [3, 9])

case("for_range_negative_step", """
def f(n: int) -> int:
    s = 0
    for i in range(n, -n, -3):
        s = s * 2 + i
    return s
""", "f", [7])

case("for_range_dynamic_step", """
def f(a: int, b: int, step: int) -> int:
    s = 0
    for i in range(a, b, step):
        s += i
    return s
""", "f", [20, 2, -4])

case("for_range_empty", """
def f(x: torch.Tensor, n: int) -> torch.Tensor:
    for i in range(n):
        x = x + 1.0
    return x
""", "f", [f32(3), 0])

case("nested_loops_break_continue", """
def f(n: int) -> int:
    count = 0
    for i in range(n):
        for j in range(i):
            if (i + j) % 3 == 0:
                continue
            if j > 4:
                break
            count += i * j
    return count
""", "f", [9])

case("while_tensor_state", """
def f(x: torch.Tensor) -> Tuple[torch.Tensor, int]:
    steps = 0
    while steps < 20 and float(x.abs().max()) > 0.01:
        x = x * 0.5
        steps += 1
    return x, steps
""", "f", [f32(2, 3)])

case("loop_tensor_accumulate_matmul", """
def f(w: torch.Tensor, x: torch.Tensor, n: int) -> torch.Tensor:
    h = x
    for _ in range(n):
        h = torch.tanh(h @ w)
    return h
""", "f", [f32(4, 4), f32(2, 4), 3])

case("for_over_tuple", """
def f(x: torch.Tensor) -> torch.Tensor:
    acc = torch.zeros_like(x)
    for s in (1.0, 2, 0.5):
        acc = acc + x * s
    return acc
""", "f", [f32(3)])

case("loop_carried_tuple", """
def f(n: int) -> Tuple[int, int]:
    pair = (0, 1)
    for i in range(n):
        a, b = pair
        pair = (b, a + b)
    return pair
""", "f", [10])

case("while_early_exit_flag", """
def f(n: int) -> int:
    i = 0
    found = -1
    while i < n:
        if i * i > 50:
            found = i
            break
        i += 1
    return found
""", "f", [20])

# --- scalars, bool operators, conversions ------------------------------------
case("bool_ops_short_circuit", """
def f(a: int, b: int) -> bool:
    return (a > 0 and b > 0) or (not a < -5 and b == 0)
""", "f", [-2, 0])

case("conversions", """
def f(x: float, n: int) -> Tuple[int, float, bool, bool]:
    return int(x), float(n) / 4, bool(n), bool(0.0)
""", "f", [-3.75, 6])

case("tensor_item_conversions", """
def f(x: torch.Tensor) -> Tuple[float, int, bool]:
    s = x.sum()
    return float(s), int(s * 10), bool(s > 0)
""", "f", [f32(2, 2)])

case("assert_passes", """
def f(x: torch.Tensor, n: int) -> torch.Tensor:
    assert n >= 0, "n must be non-negative"
    assert x.dim() == 2
    return x * n
""", "f", [f32(2, 2), 3])

# --- errors ----------------------------------------------------------------
error("while_else", """
def f(n: int) -> int:
    while n > 0:
        n -= 1
    else:
        n = 5
    return n
""", "f", ["    while n > 0:"])

error("loop_type_change", """
def f(n: int) -> int:
    x = 0
    for i in range(n):
        x = 1.5
    return 1
""", "f", ["        x = 1.5", "    for i in range(n):"])

error("range_float_arg", """
def f(n: float) -> int:
    s = 0
    for i in range(n):
        s += i
    return s
""", "f", ["    for i in range(n):"])

# --- Optional (specialized on the entry's example inputs) ------------------
case("optional_int_present", """
def f(x: torch.Tensor, k: Optional[int]) -> torch.Tensor:
    if k is None:
        return x
    return x * k
""", "f", [f32(3), 4])

case("optional_int_absent", """
def f(x: torch.Tensor, k: Optional[int]) -> torch.Tensor:
    if k is None:
        return x
    return x * k
""", "f", [f32(3), None])

case("optional_tensor_conditional_expr", """
def f(x: torch.Tensor, scale: Optional[torch.Tensor]) -> torch.Tensor:
    s = scale if scale is not None else torch.ones_like(x)
    return x * s
""", "f", [f32(2, 2), None])

case("optional_declared_local", """
def f(n: int) -> int:
    best: Optional[int] = None
    best = n * 2
    assert best is not None
    return best + 1
""", "f", [5])

error("optional_wrong_value", """
def f(n: int) -> int:
    x: Optional[int] = 1.5
    return n
""", "f", ["    x: Optional[int] = 1.5"])
