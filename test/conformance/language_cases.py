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

# --- Enum, NamedTuple, script classes ---------------------------------------
ENUM_HEAD = "from enum import Enum\nfrom typing import NamedTuple\n"

case("enum_value_and_branch", ENUM_HEAD + """
class Mode(Enum):
    SUM = 1
    MAX = 2
    MEAN = 3

def reduce(x: torch.Tensor, m: Mode) -> torch.Tensor:
    if m == Mode.SUM:
        return x.sum()
    if m == Mode.MAX:
        return x.max()
    return x.mean()

def f(x: torch.Tensor, k: int) -> Tuple[torch.Tensor, int, bool]:
    m = Mode.MAX if k > 2 else Mode.MEAN
    return reduce(x, m), m.value, m != Mode.SUM
""", "f", [f32(2, 3), 5])

case("enum_float_values", ENUM_HEAD + """
class Scale(Enum):
    HALF = 0.5
    DOUBLE = 2.0

def f(x: float) -> float:
    s = Scale.DOUBLE
    if x < 0:
        s = Scale.HALF
    return x * s.value
""", "f", [-3.0])

case("namedtuple_fields_defaults", ENUM_HEAD + """
class Stats(NamedTuple):
    mean: torch.Tensor
    count: int
    scale: float = 1.0

def stats(x: torch.Tensor) -> Stats:
    return Stats(x.mean(0), x.size(0), scale=2.0)

def f(x: torch.Tensor) -> Tuple[torch.Tensor, int, float]:
    s = stats(x)
    m, c, k = s
    t = Stats(m, c + 1)
    return t.mean * s.scale, t.count, t.scale
""", "f", [f32(4, 3)])

case("class_fields_and_methods", ENUM_HEAD + """
class Accumulator:
    def __init__(self, x: torch.Tensor, momentum: float):
        self.avg = torch.zeros_like(x)
        self.momentum = momentum
        self.steps = 0

    def update(self, x: torch.Tensor) -> None:
        self.avg = self.avg * self.momentum + x * (1.0 - self.momentum)
        self.bump()

    def bump(self):
        self.steps += 1

    def result(self) -> Tuple[torch.Tensor, int]:
        return self.avg, self.steps

def f(x: torch.Tensor, n: int) -> Tuple[torch.Tensor, int]:
    acc = Accumulator(x, 0.9)
    for i in range(n):
        acc.update(x * float(i))
    if n > 2:
        acc.bump()
    return acc.result()
""", "f", [f32(3), 4])

case("class_init_then_branch", ENUM_HEAD + """
class Box:
    def __init__(self, lo: int, hi: int):
        self.lo = lo
        self.hi = hi
        if lo > hi:
            self.lo = hi
            self.hi = lo

    def width(self) -> int:
        return self.hi - self.lo

def f(a: int, b: int) -> int:
    box = Box(a, b)
    box.hi = box.hi + 10
    return box.width()
""", "f", [9, 4])

error("class_first_assignment_in_branch", ENUM_HEAD + """
class Box:
    def __init__(self, lo: int, hi: int):
        if lo > hi:
            self.lo = hi
        else:
            self.lo = lo

def f(a: int, b: int) -> int:
    box = Box(a, b)
    return box.lo
""", "f", ["            self.lo = hi"])

error("enum_bad_member", ENUM_HEAD + """
class Color(Enum):
    RED = 1

def f(n: int) -> bool:
    return Color.BLUE == Color.RED
""", "f", ["    return Color.BLUE == Color.RED"])

error("namedtuple_wrong_field_type", ENUM_HEAD + """
class P(NamedTuple):
    a: int

def f(n: int) -> int:
    p = P(1.5)
    return p.a
""", "f", ["    p = P(1.5)"])

error("class_unknown_attribute", ENUM_HEAD + """
class C:
    def __init__(self, v: int):
        self.v = v

def f(n: int) -> int:
    c = C(n)
    return c.w
""", "f", ["    return c.w"])

# --- early return -----------------------------------------------------------
case("return_in_branches", """
def f(x: torch.Tensor, k: int) -> torch.Tensor:
    if k < 0:
        return -x
    elif k == 0:
        return x * 0.0
    y = x + 1.0
    if k > 10:
        return y * 10.0
    return y
""", "f", [f32(2, 3), 3])

case("return_in_loop", """
def f(n: int, target: int) -> int:
    for i in range(n):
        for j in range(n):
            if i * j == target:
                return i * 100 + j
    return -1
""", "f", [10, 12])

case("return_tuple_in_while", """
def f(x: torch.Tensor, limit: float) -> Tuple[torch.Tensor, int]:
    steps = 0
    while steps < 100:
        if float(x.abs().sum()) < limit:
            return x, steps
        x = x * 0.5
        steps += 1
    return x, -1
""", "f", [f32(3, 3), 0.5])

case("return_in_method", ENUM_HEAD + """
class Clamp:
    def __init__(self, lo: float, hi: float):
        self.lo = lo
        self.hi = hi

    def apply(self, v: float) -> float:
        if v < self.lo:
            return self.lo
        if v > self.hi:
            return self.hi
        return v

def f(a: float, b: float) -> Tuple[float, float]:
    c = Clamp(-1.0, 1.0)
    return c.apply(a), c.apply(b)
""", "f", [-3.5, 0.25])

error("return_type_mismatch_early", """
def f(n: int) -> int:
    if n > 0:
        return 1.5
    return n
""", "f", ["        return 1.5"])

# --- lists, dicts, strings ---------------------------------------------------
LIST_HEAD = "from typing import Dict\n"

case("list_index_set_negative", LIST_HEAD + """
def f(xs: List[float], i: int) -> List[float]:
    ys = [x * 2.0 for x in xs]
    ys.append(xs[-1])
    ys[i] = ys[i] + 100.0
    ys[-2] = 0.5
    return ys
""", "f", [[1.5, -2.0, 3.25, 4.0], 1])

case("list_aliasing", LIST_HEAD + """
def f(n: int) -> Tuple[List[int], int]:
    a: List[int] = []
    b = a
    for i in range(n):
        b.append(i * i)
    return a, len(b)
""", "f", [5])

case("list_of_lists", LIST_HEAD + """
def f(n: int) -> List[List[int]]:
    rows: List[List[int]] = []
    for i in range(n):
        rows.append([j for j in range(i + 1)])
    rows[0].append(42)
    return rows
""", "f", [3])

case("dict_int_keys_contains", LIST_HEAD + """
def f(xs: List[int]) -> Tuple[Dict[int, int], bool, bool, int]:
    counts: Dict[int, int] = {}
    for x in xs:
        if x in counts:
            counts[x] = counts[x] + 1
        else:
            counts[x] = 1
    total = 0
    for v in counts.values():
        total = total * 10 + v
    return counts, 3 in counts, 99 not in counts, total
""", "f", [[3, 1, 3, 2, 3, 1]])

case("dict_str_display", LIST_HEAD + """
def f(k: str, d: Dict[str, float]) -> float:
    weights = {"a": 1.0, "b": 2.0}
    total = 0.0
    for key in d:
        total += d[key] * weights[key]
    return total + weights[k]
""", "f", ["b", {"a": 0.5, "b": 4.0}])

case("list_loop_tensor_sum", LIST_HEAD + """
def f(x: torch.Tensor, scales: List[float]) -> torch.Tensor:
    acc = torch.zeros_like(x)
    for i, s in enumerate(scales):
        acc = acc + x * s * float(i + 1)
    return acc
""", "f", [f32(2, 2), [0.5, -1.0, 2.0]])

error("list_wrong_element", LIST_HEAD + """
def f(n: int) -> List[int]:
    xs: List[int] = []
    xs.append(1.5)
    return xs
""", "f", ["    xs.append(1.5)"])

# --- tensor truthiness and sizes ---------------------------------------------
case("tensor_truthiness", """
def f(x: torch.Tensor, y: torch.Tensor) -> Tuple[int, bool]:
    n = 0
    if x.sum() > 0:
        n += 1
    if bool(y.max() < 0.0):
        n += 10
    while x.abs().max() > 0.5:
        x = x * 0.5
        n += 100
    return n, bool(x.mean())
""", "f", [f32(2, 3), f32(4)])

case("size_and_shape_lists", """
def f(x: torch.Tensor) -> Tuple[List[int], int, int]:
    total = 1
    for d in x.shape:
        total *= d
    sizes = x.size()
    return sizes, total, len(x.shape) + sizes[-1]
""", "f", [f32(2, 3, 4)])

# --- builtins and math ------------------------------------------------------
case("numeric_builtins", """
import math
def f(a: int, b: float, c: int) -> Tuple[int, float, float, int, float, Tuple[int, int], float]:
    return abs(a), abs(b), max(b, 2.5), min(a, c), round(b), divmod(c, 3), min(b, 1.0)
""", "f", [-7, -2.5, 10])

case("math_functions", """
import math
def f(x: float, n: int) -> Tuple[float, float, float, int, int, float, float]:
    return math.sqrt(x), math.log10(x) + math.exp(-x), math.sin(math.pi / 6), math.floor(-x), math.ceil(x), math.pow(x, n), math.tanh(x) * math.e
""", "f", [2.25, 3])

case("chained_compare_zip", """
def f(xs: List[int], ys: List[float], lo: int, hi: int) -> Tuple[int, float]:
    inside = 0
    for x in xs:
        if lo <= x < hi:
            inside += 1
    acc = 0.0
    for x, y in zip(xs, ys):
        acc += x * y
    return inside, acc
""", "f", [[1, 5, 9, 3, 7], [0.5, 1.5, 2.0], 3, 8])

# --- strings, list membership, dict items, isinstance, annotate, type comments
case("str_list_dict_misc", LIST_HEAD + """
def f(words: List[str], target: str, d: Dict[str, int]) -> Tuple[int, bool, bool, int, int]:
    hits = 0
    for w in words:
        if w == target:
            hits += 1
        elif w != "skip":
            hits += 10
    total = 0
    for k, v in d.items():
        if k in words:
            total += v
    nums = torch.jit.annotate(List[int], [])
    nums.append(3)
    return hits, target in words, 4 not in nums, total, len(nums)
""", "f", [["a", "b", "a", "skip"], "a", {"a": 1, "b": 2, "z": 100}])

case("isinstance_refines", """
def g(x: Optional[int]) -> int:
    if isinstance(x, int):
        return x * 2
    return -1

def f(a: int, t: torch.Tensor) -> Tuple[int, int, bool, bool]:
    return g(a), g(None), isinstance(t, torch.Tensor), isinstance(a, float)
""", "f", [21, f32(2)])

case("type_comments", LIST_HEAD + """
def f(x, n):
    # type: (Tensor, int) -> Tensor
    xs = torch.jit.annotate(List[int], [])
    for i in range(n):
        xs.append(i)
    return x * float(len(xs))
""", "f", [f32(3), 4])

case("with_no_grad_del", """
def f(x: torch.Tensor, n: int) -> torch.Tensor:
    with torch.no_grad():
        y = x * 2.0
        tmp = n + 1
    del tmp
    return y + 1.0
""", "f", [f32(3), 2])

error("use_after_del", """
def f(n: int) -> int:
    k = n + 1
    del k
    return k
""", "f", ["    return k"])

case("union_any_isinstance", """
from typing import Any, Union
def f(a: int, b: float) -> float:
    x: Union[int, float] = a
    y: Any = b
    r = 0.0
    if isinstance(x, int):
        r = r + float(x)
    if isinstance(y, float):
        r = r + y
    if isinstance(y, int):
        r = r + 1000.0
    return r
""", "f", [3, 0.5])

case("list_reductions", LIST_HEAD + """
def f(xs: List[int], ys: List[float], bs: List[bool]) -> Tuple[int, float, bool, bool, int, float, int]:
    return sum(xs), sum(ys), any(bs), all(bs), min(xs), max(ys), max(xs)
""", "f", [[4, -2, 9, 3], [0.5, -1.5, 2.25], [False, True, False]])

case("str_ops", LIST_HEAD + """
def f(name: str, n: int, x: float, xs: List[int]) -> Tuple[str, int, str, bool]:
    s = name + ": " + str(n) + " " + str(x) + " " + str(xs) + " " + str(True)
    return s, len(s), str(2.0) + str(None), s == name
""", "f", ["abc", 42, 0.25, [1, 2]])

case("dict_comprehension_getattr", ENUM_HEAD + LIST_HEAD + """
class Box:
    def __init__(self, w: int):
        self.width = w

def f(xs: List[int], n: int) -> Tuple[Dict[int, int], int, bool, bool]:
    squares = {x: x * x for x in xs}
    b = Box(n)
    return squares, getattr(b, "width"), hasattr(b, "width"), hasattr(b, "height")
""", "f", [[3, 1, 4], 7])

case("enum_str_sorted", ENUM_HEAD + LIST_HEAD + """
class Act(Enum):
    RELU = "relu"
    TANH = "tanh"

def f(xs: List[int], ys: List[float], ws: List[str], k: int) -> Tuple[List[int], List[float], List[str], str, bool]:
    a = Act.TANH if k > 0 else Act.RELU
    return sorted(xs), sorted(ys), sorted(ws), a.value, a == Act.RELU
""", "f", [[3, -1, 2, 2], [0.5, -2.0, 1.25], ["pear", "apple", "fig"], 1])

case("str_index_iter_ord_chr", LIST_HEAD + """
def f(s: str, k: int) -> Tuple[str, str, int, str, List[int]]:
    codes: List[int] = []
    for c in s:
        codes.append(ord(c))
    return s[0], s[-1], ord(s[k]), chr(ord("a") + k), codes
""", "f", ["hello", 1])

case("copies_and_int_formats", LIST_HEAD + """
def f(xs: List[int], d: Dict[str, int], n: int) -> Tuple[List[int], List[int], Dict[str, int], List[str], str, str, str]:
    ys = list(xs)
    ys.append(n)
    e = dict(d)
    e["new"] = n
    return xs, ys, d, list(e), hex(n), oct(-n), bin(n)
""", "f", [[1, 2], {"a": 1}, 255])

case("functional_namedtuple", """
from typing import NamedTuple
from collections import namedtuple
Span = NamedTuple("Span", [("start", int), ("stop", int)])
Pair = namedtuple("Pair", ["a", "b"])

def f(x: torch.Tensor, n: int) -> Tuple[int, torch.Tensor]:
    s = Span(n, n + 3)
    p = Pair(x, x * 2.0)
    return s.stop - s.start, p.a + p.b
""", "f", [f32(2), 4])

# --- List[Tensor] values (statically sized) ----------------------------------
case("tensor_list_build", """
def f(x: torch.Tensor, n: int) -> torch.Tensor:
    xs: List[torch.Tensor] = []
    for i in range(3):
        xs.append(x * float(i))
    ys = [x + 1.0, x - 1.0]
    zs = xs + ys
    total = torch.zeros_like(x)
    for t in zs:
        total = total + t
    sq = [t * t for t in ys]
    return torch.cat(zs + sq, dim=0) + total.sum() + len(zs) + zs[-1].sum() + torch.stack(zs[1:3]).sum()
""", "f", [f32(2, 3), 3])

case("tensor_list_methods", """
def f(x: torch.Tensor) -> List[torch.Tensor]:
    out = [x]
    for k, t in enumerate([x, x * 2.0]):
        out.append(t + float(k))
    out[0] = out[0] * 10.0
    out.insert(0, x.sum(0))
    p = out.pop()
    out.append(p * -1.0)
    out.extend([x[0]])
    return out
""", "f", [f32(2, 3)])

case("tensor_list_range_param", """
def f(x: torch.Tensor, n: int) -> torch.Tensor:
    pows = [x]
    for i in range(1, n):
        pows.append(pows[i - 1] * x)
    acc = torch.zeros_like(x)
    for a, b in zip(pows, pows[1:]):
        acc = acc + a * b
    return torch.stack(pows, dim=1).sum(1) + acc
""", "f", [f32(4), 4])

case("chunk_split_lists", """
def f(x: torch.Tensor) -> Tuple[torch.Tensor, int, torch.Tensor, torch.Tensor]:
    a, b, c = torch.chunk(x, 3)
    parts = x.chunk(2, dim=1)
    s = torch.split(x, [2, 1, 2])
    return torch.cat([c, b, a], 0), len(s), parts[1], s[2] - s[0]
""", "f", [f32(5, 3)])

case("tensor_list_comprehension_range", """
def f(x: torch.Tensor) -> torch.Tensor:
    shifted = [x * float(i) + 1.0 for i in range(3)]
    return torch.stack(shifted)
""", "f", [f32(4)])

# --- return types inferred with early returns --------------------------------
case("early_return_inferred", """
def first_square_over(n: int, limit: int):
    for i in range(n):
        if i * i > limit:
            return i
    return -1

def scaled(x: torch.Tensor, k: int):
    if k > 0:
        return x * 2.0
    elif k < 0:
        return -x
    return x

def f(x: torch.Tensor, n: int) -> Tuple[int, int, torch.Tensor, torch.Tensor]:
    return first_square_over(n, 10), first_square_over(2, 10), scaled(x, 1), scaled(x, -1)
""", "f", [f32(3), 10])

error("early_return_inferred_mismatch", """
def g(k: int):
    if k > 0:
        return 1
    return 2.5

def f(k: int) -> int:
    return int(g(k))
""", "f", ["    return 2.5"])

# --- string methods and slices -----------------------------------------------
case("str_methods", """
def f(s: str, sep: str) -> Tuple[str, str, List[str], str, bool, bool, int, int, int, str, str, List[str]]:
    words = s.split()
    return (s.upper(), s.strip().title(), words, sep.join(words), s.startswith("  he"),
            "lo" in s, s.find("o"), s.rfind("o"), s.count("l"), s.replace("l", "L"),
            s.lstrip().capitalize(), "a,b,,c".split(sep))
""", "f", ["  hello world  ", ","])

case("str_predicates", """
def f(xs: List[str]) -> List[bool]:
    out: List[bool] = []
    for x in xs:
        out.append(x.isdigit())
        out.append(x.isalpha())
        out.append(x.isalnum())
        out.append(x.isspace())
        out.append(x.islower())
        out.append(x.isupper())
        out.append(x.endswith("c"))
    return out
""", "f", [["abc", "123", "A1", "  ", "", "ABC"]])

case("str_list_slices", """
def f(s: str, xs: List[int], a: int, b: int) -> Tuple[str, str, str, str, List[int], List[int], List[int], str]:
    return s[a:b], s[::-1], s[-3:], s[1::2], xs[a:b], xs[::-2], xs[:-1], s.strip("hd").rstrip("ol")
""", "f", ["hello world", [1, 2, 3, 4, 5], 1, 4])

# --- Dict[str, Tensor] values (keys known at compile time) --------------------
case("tensor_dict", """
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
""", "f", [f32(2, 3)])

case("tensor_dict_values_len", """
from typing import Dict

def f(x: torch.Tensor, y: torch.Tensor) -> Tuple[torch.Tensor, int, bool, bool]:
    d = {"x": x, "y": y}
    acc = torch.zeros_like(x)
    for v in d.values():
        acc = acc + v * 2.0
    return acc, len(d), "x" in d, "z" not in d
""", "f", [f32(3), f32(3)])

# --- functions with aggregate parameters (inlined at each call) ---------------
case("aggregate_parameters", """
from typing import Dict, NamedTuple

class Pair(NamedTuple):
    a: torch.Tensor
    b: int

def total(xs: List[torch.Tensor], scale: float) -> torch.Tensor:
    out = torch.zeros_like(xs[0])
    for x in xs:
        out = out + x * scale
    return out

def swap(t: Tuple[torch.Tensor, int]) -> Tuple[int, torch.Tensor]:
    return t[1], t[0]

def use_pair(p: Pair) -> torch.Tensor:
    return p.a * float(p.b)

def use_dict(d: Dict[str, torch.Tensor]) -> torch.Tensor:
    return d["w"] + d["b"]

def f(x: torch.Tensor) -> Tuple[torch.Tensor, int, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    n, y = swap((x, 3))
    parts = [x, x + 1.0, x.sum(0)]
    return total(parts, 2.0), n, y, use_pair(Pair(x, 4)), use_dict({"w": x, "b": x * 0.5}), total(parts[:2], -1.0)
""", "f", [f32(2, 3)])

case("class_instance_parameter", """
class Acc:
    def __init__(self, scale: float, bias: torch.Tensor):
        self.scale = scale
        self.bias = bias

    def apply(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.scale + self.bias

def use_obj(acc: Acc, x: torch.Tensor) -> torch.Tensor:
    return acc.apply(x) + acc.scale

def f(x: torch.Tensor) -> torch.Tensor:
    a = Acc(3.0, x * 0.5)
    return use_obj(a, x) + use_obj(Acc(-1.0, x), x)
""", "f", [f32(2, 2)])

# One tensor returned at two positions (and a copy of an argument).
case("return_same_tensor_twice", """
def f(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    a = x + 1
    return a, a, x, x
""", "f", [f32(2)])

# Assignment into a tensor nothing else sees (a copy, a new tensor):
# ints, slices, an ellipsis, run-time indices, augmented forms, and a
# value broadcast and converted to the tensor's dtype.
case("tensor_item_assignment", """
def f(x: torch.Tensor, n: int) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, List[int]]:
    y = x.clone()
    y[0] = 5.0
    y[:, 1] = y[:, 1] * 2
    z = torch.zeros(4, 3, dtype=torch.int64)
    for i in range(4):
        z[i] = i
        z[i, n - 1] += 7
        z[-1 - i, 0] = z[-1 - i, 0] + 2.9
    w = torch.zeros(2, 3, 4)
    w[..., 1:3] = x[0]
    w[1, ::2, -1] = torch.tensor([1.5, 2.5])
    xs = [1, 2, 3]
    xs[1] += 10
    return y, z, w, xs
""", "f", [f32(2, 2), 3])

# String methods with their optional arguments: start/end windows,
# maxsplit and a replace count.
case("str_method_optional_args", """
def f(s: str, n: int) -> Tuple[int, int, int, int, bool, bool, List[str], List[str], str, List[str]]:
    return (s.find("a", 2), s.find("a", -3, -1), s.rfind("a", 0, n), s.count("a", 1),
            s.startswith("an", 1), s.endswith("an", 0, 4), s.split("a", 1), s.split(None, n - 3),
            s.replace("a", "o", 2), "  x  y z ".split(None, 1))
""", "f", ["banana split", 4])

# --- Optional values known only at run time --------------------------------
# A variable declared Optional that a loop or branch makes None on some
# paths: `is None`, refinement in `if`, `and`/`or`, conditional
# expressions, `assert` and after an early return, and printing.
OPTIONAL_LOOP = """
def best_of(xs: List[int]) -> Optional[int]:
    best: Optional[int] = None
    for x in xs:
        if best is None or x > best:
            best = x
    return best

def f(xs: List[int], ys: List[int]) -> Tuple[Optional[int], Optional[int], int]:
    a = best_of(xs)
    b = best_of(ys)
    print(a, b)
    total = 0
    if a is not None and b is not None:
        total = a + b
    elif a is not None:
        total = a
    return a, b, total
"""
case("optional_runtime_loop", OPTIONAL_LOOP, "f", [[3, 9, 4], []])
case("optional_runtime_loop_both", OPTIONAL_LOOP, "f", [[3, 9, 4], [-5, -2]])

OPTIONAL_RETURN = """
def find(xs: List[str], w: str) -> Optional[int]:
    for i in range(len(xs)):
        if xs[i] == w:
            return i
    return None

def scale(x: torch.Tensor, n: int) -> Optional[torch.Tensor]:
    r: Optional[torch.Tensor] = None
    if n > 0:
        r = x * float(n)
    return r

def f(xs: List[str], x: torch.Tensor, n: int) -> Tuple[int, torch.Tensor, float, Optional[int]]:
    i = find(xs, "b")
    if i is None:
        return -1, x, 0.0, find(xs, "a")
    r = scale(x, n)
    y = r + 1.0 if r is not None else x
    half: Optional[float] = 0.5 if n > 1 else None
    assert i is not None
    return i * 10, y, half if half is not None else -0.5, find(xs, "a")
"""
case("optional_runtime_return", OPTIONAL_RETURN, "f", [["a", "b"], f32(3), 2])
case("optional_runtime_return_none", OPTIONAL_RETURN, "f", [["a", "b"], f32(3), 0])
case("optional_runtime_return_missing", OPTIONAL_RETURN, "f", [["c"], f32(3), 2])

case("optional_runtime_containers", """
def positives(xs: List[int]) -> Optional[List[int]]:
    out: Optional[List[int]] = None
    for x in xs:
        if x > 0:
            if out is None:
                out = [x]
            else:
                out.append(x)
    return out

def label(s: Optional[str], short: bool) -> str:
    name: Optional[str] = s
    if short:
        name = None
    if name is not None and len(name) > 2:
        return name.upper()
    return "short"

def f(xs: List[int]) -> Tuple[Optional[List[int]], Optional[List[int]], str, str, str]:
    p = positives(xs)
    print(p)
    return p, positives([-1]), label("abc", False), label("abc", True), label(None, False)
""", "f", [[1, -2, 3]])

# An Optional parameter given a run-time optional, None and a value; a
# `while x is not None` loop (whose condition refines nothing in the body,
# as in TorchScript).
OPTIONAL_CALLS = """
def describe(x: Optional[int], scale: int = 2) -> int:
    if x is None:
        return -1
    return x * scale

def countdown(n: int) -> int:
    x: Optional[int] = n
    steps = 0
    while x is not None:
        steps += 1
        if x is not None and x > 0:
            x = x - 1
        else:
            x = None
    return steps

def f(n: int) -> Tuple[int, int, int, int]:
    k: Optional[int] = None
    if n > 0:
        k = n
    return describe(k), describe(None), describe(3, scale=5), countdown(n)
"""
case("optional_runtime_calls", OPTIONAL_CALLS, "f", [4])
case("optional_runtime_calls_none", OPTIONAL_CALLS, "f", [-2])

# --- aggregate entry inputs --------------------------------------------------
# The entry takes a List[Tensor], a tuple (with an Optional element) and a
# Dict[str, Tensor]: flattened into one argument per leaf, rebuilt inside.
AGGREGATE_INPUTS = """
from typing import Dict

def f(xs: List[torch.Tensor], t: Tuple[torch.Tensor, float, Optional[torch.Tensor]],
      d: Dict[str, torch.Tensor], n: int) -> Tuple[torch.Tensor, List[torch.Tensor], int]:
    s = torch.cat(xs, 0) * t[1] + t[0]
    b = t[2]
    if b is not None:
        s = s - b
    total = s + d["w"]
    for k in d.keys():
        total = total + d[k].sum()
    return total * float(n), [d["b"], xs[0]], len(xs) + len(d)
"""
case("aggregate_entry_inputs", AGGREGATE_INPUTS, "f",
     [[f32(1), f32(2)], (f32(3), 2.5, f32(3)), {"w": f32(3), "b": f32(2)}, 3])
case("aggregate_entry_inputs_none", AGGREGATE_INPUTS, "f",
     [[f32(2), f32(1)], (f32(3), -1.0, None), {"b": f32(3), "w": f32(3)}, 2])

# --- Union and Any parameters ----------------------------------------------
# A Union (or Any) parameter is specialized to the member its argument is:
# at the entry, its example input; elsewhere, at each (inlined) call.
UNION_PARAMS = """
from typing import Union, Any

def describe(x: Union[int, str]) -> str:
    if isinstance(x, int):
        return "int " + str(x + 1)
    return "str " + x

def size_of(x: Any) -> int:
    if isinstance(x, str):
        return len(x)
    return -1

def f(a: Union[int, str], b: Union[torch.Tensor, float]) -> Tuple[List[str], int]:
    out = [describe(a), describe(3), describe("z")]
    if isinstance(b, torch.Tensor):
        out.append("tensor " + str(b.dim()))
    else:
        out.append("float " + str(b * 2.0))
    return out, size_of("abc") * 10 + size_of(4.5)
"""
case("union_params_int_float", UNION_PARAMS, "f", [5, 1.5])
case("union_params_str_tensor", UNION_PARAMS, "f", ["hey", f32(2, 3)])

# --- more str methods, format and f-strings ---------------------------------
# (Keyword arguments to str methods use TorchScript's schema names, which
# Python rejects, and splitlines(keepends=True) and isidentifier() differ
# from Python's: test/tools/tsc/strings.py covers those.)
STR_MORE = """
def f(s: str, w: int) -> Tuple[List[str], List[str], Tuple[str, str, str], Tuple[str, str, str], List[bool], int, int]:
    padded = [s.center(w, "*"), s.ljust(w), s.rjust(w, "-"), s.zfill(w),
              s.expandtabs(4), s.split(",", 1)[0], s.replace("a", "o", 1),
              s.strip("ab"), str(s.find("b", 1))]
    lines = s.splitlines() + s.rsplit(",", 1)
    checks = [s.isdecimal(), s.isnumeric(), s.istitle(), s.isprintable(), "Ab Cd".istitle()]
    return padded, lines, s.partition(","), s.rpartition(","), checks, s.index("b"), s.rindex("a", 0, -1)
"""
case("str_methods_more", STR_MORE, "f", ["ab,c\tab\nba,x", 17])
case("str_methods_more_short", STR_MORE, "f", ["Abab", 3])

case("format_and_fstrings", """
def f(x: int, y: float, name: str, xs: List[int]) -> List[str]:
    out = ["{} + {} = {}".format(x, y, x + y), "{}-{}".format(name, x, 5)]
    out.append(f"{name}: {x * 2} items, ratio {y / 4} {{literal}} {xs} {xs[0] > 0}")
    out.append(f'{"yes" if x > 2 else "no"}' + f"{len(name)}" "!" f"{-x}")
    return out
""", "f", [3, 0.5, "box", [1, 2]])

case("list_concat_repeat", """
def f(n: int) -> Tuple[List[int], List[int], List[int], List[float], List[str]]:
    a = [1, 2]
    b = a
    a += [3]
    c = a + [4] * n
    z = [0.0] * 3
    z[1] = 2.5
    return a, b, c + 2 * [7] + [1] * 0, z, ["x"] * n + ["y"]
""", "f", [2])

case("jit_builtins", """
from typing import Any

def kind(x: Any) -> str:
    if torch.jit.isinstance(x, int):
        return "int"
    return "other"

def f(x: torch.Tensor, k: int) -> Tuple[torch.Tensor, float, float, str, str]:
    if torch.jit.is_scripting():
        y = x + 1.0
    else:
        y = x - 1.0
    return y, pow(k, 2), pow(2.0, 0.5), kind(k), kind("s")
""", "f", [f32(3), 3])

# `@torch.jit.unused` functions are not compiled (a call raises at run
# time); `slice(a, b, c)` as an index (as `a:b:c`; TorchScript's own
# `slice(None, None, -1)` gives a one-element list, which is not followed).
case("unused_and_slice", """
@torch.jit.unused
def debug_dump(x: torch.Tensor, tag: str) -> torch.Tensor:
    import pdb
    pdb.set_trace()
    return x

def f(x: torch.Tensor, xs: List[int], debug: bool) -> Tuple[torch.Tensor, List[int], List[int], str]:
    if debug:
        x = debug_dump(x, "x")
    return x[slice(1, None)], xs[slice(2)], xs[slice(None, None, 2)], "abcdef"[slice(1, 5, 2)]
""", "f", [f32(4), [1, 2, 3], False])

# --- Union values known only at run time ------------------------------------
# A variable declared Union that holds different members on different
# paths: `isinstance` reads which, and narrows it in `if`/`else`.
UNION_RUNTIME = """
from typing import Union

def pick(n: int) -> Union[int, str]:
    r: Union[int, str] = 0
    if n > 0:
        r = "pos"
    else:
        r = n * 2
    return r

def describe(x: Union[int, str]) -> str:
    if isinstance(x, int):
        return "int " + str(x + 1)
    else:
        return "str " + x

def total(xs: List[int]) -> Union[int, str]:
    r: Union[int, str] = 0
    for x in xs:
        if x < 0:
            r = "negative"
        elif isinstance(r, int):
            r = r + x
    return r

def f(n: int, xs: List[int]) -> Tuple[Union[int, str], str, str, bool, Union[int, str]]:
    v = pick(n)
    print(v)
    return v, describe(v), describe("z"), isinstance(v, str), total(xs)
"""
case("union_runtime_str", UNION_RUNTIME, "f", [3, [1, 2]])
case("union_runtime_int", UNION_RUNTIME, "f", [-2, [1, -1, 2]])

# A function declared to return a Union that returns different members
# early and at its end.
UNION_RETURN = """
from typing import Union

def pick(n: int) -> Union[int, str]:
    if n > 0:
        return "pos"
    for i in range(3):
        if i == -n:
            return i * 100
    return n

def f(n: int) -> Tuple[Union[int, str], str]:
    v = pick(n)
    if isinstance(v, str):
        return v, v + "!"
    return v, str(v * 10)
"""
case("union_early_return_str", UNION_RETURN, "f", [3])
case("union_early_return_loop", UNION_RETURN, "f", [-2])
case("union_early_return_end", UNION_RETURN, "f", [-7])

# --- more list and dict methods, int bitwise ops, min/max, str ordering -----
CONTAINERS_MORE = """
from typing import Dict

def f(xs: List[int], words: List[str], d: Dict[str, int], a: int, b: int) -> Tuple[List[int], int, int, int, List[str], List[int], List[str], Optional[int], Optional[int], List[int], List[bool]]:
    ys = xs.copy()
    ys.sort()
    ys.reverse()
    ys.insert(0, 9)
    ys.insert(-1, 8)
    ys.remove(9)
    first = ys.pop(0)
    last = ys.pop()
    ys.extend([4, 4])
    alias = ys
    alias += [5]
    words.sort(reverse=True)
    e = d.copy()
    d.update({"z": 5})
    d.setdefault("y", 7)
    popped = d.pop("a", -1)
    e.clear()
    bits = [a & b, a | b, a ^ b, a << 3, a >> 1, max(a, b, 3), min(a, b, -1, 2)]
    order = [words[0] < words[1], "abc" <= "abd", "b" > "abc", "x" >= "x"]
    return (ys, xs.index(2), ys.count(4), first + last, sorted(d.keys()), bits, words,
            d.get("z"), d.get("missing"), [popped, len(e), d.get("q", -3)], order)
"""
case("containers_more", CONTAINERS_MORE, "f", [[3, 1, 2, 6], ["pear", "apple", "fig"], {"a": 1, "b": 2}, 6, 4])

# Comprehensions over zip() and enumerate().
case("comprehension_zip_enumerate", """
from typing import Dict

def f(xs: List[int], ys: List[int], names: List[str]) -> Tuple[List[int], List[int], Dict[str, int]]:
    return ([x * y for x, y in zip(xs, ys)], [i * x for i, x in enumerate(xs)],
            {n: x for n, x in zip(names, xs)})
""", "f", [[1, 2, 3], [4, 5, 6], ["a", "b"]])

# Optional attributes and parameters: a field set from an Optional
# parameter is declared Optional (as TorchScript types it), and so is an
# Optional parameter assigned None later.
OPTIONAL_FIELDS = """
class Node:
    def __init__(self, v: int, nxt: Optional[int]):
        self.v = v
        self.nxt = nxt

    def link(self, n: int):
        self.nxt = n

    def unlink(self):
        self.nxt = None

def follow(node: Node) -> int:
    nxt = node.nxt
    if nxt is None:
        return -1
    return nxt

def clear_if(x: Optional[int], n: int) -> int:
    if n > 0:
        x = None
    if x is None:
        return 0
    return x

def f(n: int) -> Tuple[int, int, int, int]:
    a = Node(n, None)
    if n > 2:
        a.nxt = n * 2
    b = Node(n, 5)
    if n > 2:
        b.unlink()
    else:
        b.link(n * 10)
    return follow(a), follow(b), clear_if(4, n - 2), clear_if(7, 0)
"""
case("optional_fields_big", OPTIONAL_FIELDS, "f", [3])
case("optional_fields_small", OPTIONAL_FIELDS, "f", [1])

# --- List[Tensor] whose length is only known at run time -------------------
# Int arguments are specialized (and guarded), so these take counts from
# tensor data: the loops and branches really run at run time.
case("runtime_tensor_list_while_append", """
def f(x: torch.Tensor) -> Tuple[int, List[torch.Tensor]]:
    outs: List[torch.Tensor] = []
    while bool(x.abs().sum() > 0.5):
        outs.append(x)
        x = x / 2
    return len(outs), outs
""", "f", [f32(2, 3)])

case("runtime_tensor_list_conditional_append", """
def f(x: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    outs: List[torch.Tensor] = [x]
    for i in range(int(k)):
        if bool(x[i % 4] > 0):
            outs.append(x + i)
    acc = torch.zeros_like(x)
    for t in outs:
        acc = acc + t
    j = int(k) % len(outs)
    return acc + outs[-1] * len(outs) - outs[j]
""", "f", [f32(4), np.array(7, dtype=np.int64)])

TENSOR_LIST_METHODS = """
def total(xs: List[torch.Tensor]) -> torch.Tensor:
    acc = torch.zeros(3)
    for t in xs:
        acc = acc + t
    return acc

def build(x: torch.Tensor, n: int) -> List[torch.Tensor]:
    out: List[torch.Tensor] = []
    for i in range(n):
        out.append(x * float(i))
    return out

def f(x: torch.Tensor, k: torch.Tensor) -> List[torch.Tensor]:
    xs = build(x, int(k))
    xs.insert(0, x + 100.0)
    last = xs.pop()
    first = xs.pop(0)
    xs[0] = last + first
    xs.extend([x, x * 3.0])
    xs.reverse()
    ys = xs[1:]
    zs = list(ys)
    zs.append(total(xs))
    zs[-2] = zs[-2] - 1.0
    return zs
"""
case("runtime_tensor_list_methods", TENSOR_LIST_METHODS, "f", [f32(3), np.array(4, dtype=np.int64)])

case("runtime_tensor_list_comprehensions", """
def build(x: torch.Tensor, n: int) -> List[torch.Tensor]:
    out: List[torch.Tensor] = []
    i = 0
    while i < n:
        out.append(x * float(i + 1))
        i += 1
    return out

def f(x: torch.Tensor, k: torch.Tensor) -> Tuple[List[float], List[torch.Tensor], float, int]:
    n = int(k)
    xs = build(x, n)
    sums = [float(t.sum()) for t in xs]
    doubled = [t * 2.0 for t in xs]
    s = 0.0
    for i, t in enumerate(xs):
        s += float(i) * float(t.max())
    ys = xs if n > 2 else [x]
    return sums, doubled, s, len(ys)
""", "f", [f32(2, 2), np.array(3, dtype=np.int64)])

case("runtime_tensor_list_int_elements", """
def f(x: torch.Tensor, limit: int) -> List[torch.Tensor]:
    rows: List[torch.Tensor] = []
    k = 0
    while int(x.sum()) < limit:
        rows.append(x.clone())
        x = x + k
        k += 1
    rows.append(x)
    return rows
""", "f", [np.array([[1, 2], [3, 4]], dtype=np.int64), 60])

case("runtime_tensor_list_index", """
def f(x: torch.Tensor) -> torch.Tensor:
    xs = [x, x * 2.0, x - 1.0]
    return xs[int(x.argmax()) % 3] + xs[-1]
""", "f", [f32(5)])

# --- Dict[str, Tensor] whose keys are only known at run time ----------------
case("runtime_tensor_dict_loop_keys", """
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
""", "f", [f32(2, 2), np.array(3, dtype=np.int64)])

case("runtime_tensor_dict_branch_keys", """
from typing import Dict

def f(x: torch.Tensor) -> torch.Tensor:
    d = {"a": x, "b": x * 2.0}
    if bool(x.sum() > 0):
        d["c"] = x * 3.0
    acc = torch.zeros_like(x)
    for key in d:
        acc = acc + d[key]
    return acc * float(len(d)) + float("c" in d)
""", "f", [f32(3)])

case("runtime_tensor_dict_int_keys", """
from typing import Dict

def f(x: torch.Tensor, names: List[str]) -> Tuple[Dict[int, torch.Tensor], torch.Tensor]:
    by_len: Dict[int, torch.Tensor] = {}
    d: Dict[str, torch.Tensor] = {}
    for n in names:
        d[n] = x * float(len(n))
        by_len[len(n)] = x + float(len(n))
    acc = torch.zeros_like(x)
    for v in d.values():
        acc = acc + v
    if "bb" in d:
        acc = acc + d["bb"]
    return by_len, acc
""", "f", [f32(2), ["a", "bb", "ccc", "dd"]])

# --- more math functions, and numbers read from strings ---------------------
MATH_MORE = """
import math

def f(x: float, n: int) -> List[float]:
    return [math.acos(x), math.asin(x), math.atan(x), math.sinh(x), math.cosh(x), math.asinh(x),
            math.acosh(x + 2.0), math.atanh(x), math.degrees(x), math.radians(x), math.erfc(x),
            math.lgamma(x + 3.0), math.gamma(x + 3.0), math.atan2(x, 2.0), math.copysign(3.0, -x),
            math.fmod(-7.5, 2.0), math.remainder(7.0, 4.0), math.ldexp(x, n), math.log(8.0, 2.0)]

def g(x: float, n: int) -> Tuple[int, int, Tuple[float, int], Tuple[float, float], bool, bool, bool, bool]:
    return (math.gcd(n, 12), math.factorial(n), math.frexp(x * 100.0), math.modf(-x - 1.0),
            math.isnan(x), math.isinf(math.inf), math.isfinite(x), math.isnan(math.nan))
"""
case("math_more_functions", MATH_MORE, "f", [0.3, 3])
case("math_predicates_and_parts", MATH_MORE, "g", [0.3, 6])

case("numbers_from_strings", """
def f(x: torch.Tensor, s: List[str]) -> Tuple[bool, int, float, torch.Tensor, int]:
    m = x.masked_fill(x < 0, float('-inf'))
    total = 0
    for t in s[2:]:
        total += int(t)
    return float('inf') > 1e308, int(s[0]), float(s[1]), torch.softmax(m, 0), total
""", "f", [f32(4), ["12", "1.5e1", "3", "-4", "+007"]])

# --- iteration over tensors, unpacking, entry defaults, del, NamedTuple index
case("iterate_tensor_rows", """
def f(x: torch.Tensor, y: torch.Tensor, a: List[int]) -> List[float]:
    out: List[float] = []
    for row in x:
        out.append(float(row.sum()))
    for i, v in enumerate(y):
        out.append(float(v) * i)
    for p, q in zip(x, y):
        out.append(float(p.max() + q))
    for i, (r, s) in enumerate(zip(x, a)):
        out.append(float(r.min()) * i + s)
    return out
""", "f", [f32(3, 2), f32(4), [5, 6]])

case("unpack_shapes_and_lists", """
def f(x: torch.Tensor, k: torch.Tensor) -> Tuple[torch.Tensor, int, int, int]:
    B, T = x.shape
    C, D = x.size()
    y = x.view(B * T)
    a, b, c = [1, 2, int(k)]
    return y.reshape(T, B), a + b, c, C * D
""", "f", [f32(2, 3), np.array(7, dtype=np.int64)])

case("entry_defaults", """
def f(x: torch.Tensor, s: float = 2.0, y: Optional[torch.Tensor] = None, mode: str = "mul") -> torch.Tensor:
    if y is not None:
        x = x + y
    if mode == "mul":
        return x * s
    return x + s
""", "f", [f32(3)])

case("entry_some_defaults", """
def f(x: torch.Tensor, s: float = 2.0, y: Optional[torch.Tensor] = None, mode: str = "mul") -> torch.Tensor:
    if y is not None:
        x = x + y
    if mode == "mul":
        return x * s
    return x + s
""", "f", [f32(3), 1.5, f32(3)])

case("del_entries", """
from typing import Dict

def f(xs: List[int], d: Dict[str, int], x: torch.Tensor) -> Tuple[List[int], Dict[str, int], int]:
    del xs[0]
    del xs[-1]
    del d["a"]
    ts = [x, x * 2.0, x * 3.0]
    del ts[1]
    td = {"p": x, "q": x}
    del td["p"]
    return xs, d, len(ts) * 10 + len(td)
""", "f", [[1, 2, 3, 4], {"a": 1, "b": 2}, f32(2)])

case("namedtuple_index", """
from typing import NamedTuple

class P(NamedTuple):
    a: float
    b: int

def f(x: float) -> Tuple[int, float, float]:
    p = P(x, 3)
    return p[1], p[0], p[-2]
""", "f", [1.5])

# --- sizes and numbers known only once shapes are, or at run time -----------
case("slices_with_computed_bounds", """
import torch.nn.functional as F

def f(x: torch.Tensor, n: int) -> List[torch.Tensor]:
    T = x.size(1)
    a = x[:, :T - 1]
    b = x[: x.size(0) - 1]
    c = x[:n]
    d = x[1:, n:]
    e = F.layer_norm(x, [x.size(-1)])
    return [a, b, c, d, e]
""", "f", [f32(3, 4), 2])

case("tensors_from_runtime_numbers", """
def f(x: torch.Tensor, n: int) -> List[torch.Tensor]:
    v = float(x.sum())
    k = int(x.argmax())
    a = torch.tensor([v, v * 2.0, 1.0])
    b = torch.tensor([[k, 1], [2, k + n]])
    c = torch.tensor([v > 3.0, True])
    d = torch.tensor([k, 2], dtype=torch.float64)
    e = torch.full((2, 3), v)
    g = torch.full([2], k)
    return [a, b, c, d, e, g]
""", "f", [f32(3), 4])

# --- in-place forms without an out-of-place method, normalize ----------------
case("in_place_fill_zero_relu", """
import torch.nn.functional as F

def f(x: torch.Tensor) -> List[torch.Tensor]:
    y = x.clone()
    y.fill_(float(x.sum()))
    z = x.clone()
    z.zero_()
    w = x - 1.0
    F.relu(w, inplace=True)
    u = x - 2.0
    torch.relu_(u)
    v = x.long()
    v.fill_(7)
    return [y, z, w, u, v]
""", "f", [f32(3)])

case("normalize_and_dtype_tests", """
import torch.nn.functional as F

def f(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, bool, bool]:
    a = F.normalize(x, dim=1)
    b = F.normalize(x, p=1.0, dim=0)
    return a, b, x.is_floating_point(), x.long().is_floating_point()
""", "f", [f32(2, 3)])

# --- classes: static methods, quoted annotations, operators, enum iteration --
case("class_operators_and_static_methods", """
class V:
    def __init__(self, x: float, y: float):
        self.x = x
        self.y = y

    @staticmethod
    def unit(k: float) -> float:
        return k / 10.0

    def __add__(self, o: "V") -> "V":
        return V(self.x + o.x, self.y + o.y)

    def __mul__(self, k: float) -> "V":
        return V(self.x * k, self.y * k)

    def __eq__(self, o: "V") -> bool:
        return self.x == o.x and self.y == o.y

    def __lt__(self, o: "V") -> bool:
        return self.x < o.x

    def dot(self, o: "V") -> float:
        return self.x * o.x + self.y * o.y + V.unit(o.x)

def f(a: float) -> Tuple[float, float, bool, bool, float, float]:
    v = V(a, 2.0) + V(1.0, a)
    w = v * 2.0
    return w.x, w.y, v == V(a + 1.0, 2.0 + a), V(0.0, 0.0) < v, v.dot(w), V.unit(a)
""", "f", [1.5])

case("enum_iteration", """
from enum import Enum

class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 4

def f(k: int) -> Tuple[int, List[int], List[str]]:
    total = 0
    for c in Color:
        if c.value > k:
            total += c.value
    return total, [c.value for c in Color], [c.name for c in Color]
""", "f", [1])

# --- list(), list equality ------------------------------------------------------
case("list_builtin_and_equality", """
def f(k: torch.Tensor, s: str) -> Tuple[bool, bool, List[int], List[str], bool, bool]:
    a = [1, 2] == [1, int(k)]
    b = ["x", s] != ["x", "y"]
    c = [1.5, 2.0] == [1.5]
    return a, b, list(range(int(k))), list(s), [1.5] == [1.5], c
""", "f", [np.array(2, dtype=np.int64), "yz"])

# --- x.item() is TorchScript's number: returned where an int is declared -----
ITEM_AS_INT = """
def f(k: torch.Tensor) -> int:
    n = k.item()
    return n * 2
"""
case("item_number_returned_as_int", ITEM_AS_INT, "f", [np.array(4, dtype=np.int64)])
case("item_float_returned_as_int", ITEM_AS_INT, "f", [np.array(4.5, dtype=np.float32)])

case("dict_of_pairs_and_zip", """
from typing import Dict

def f(n: int, ks: List[str], vs: List[int]) -> Tuple[Dict[str, int], Dict[str, int]]:
    a = dict([("x", 1), ("y", n)])
    b = dict(zip(ks, vs))
    return a, b
""", "f", [5, ["p", "q"], [3, 4, 5]])

# --- str() of tuples (strings unquoted, 1-tuples with a comma) ---------------
case("str_of_tuple", """
def f(x: int) -> str:
    t = (x, 2.5, "a", True)
    o: Optional[int] = None
    if x > 2:
        o = x
    return str(t) + str((1,)) + str(((1, 2), [3], 1e20, 1.0 / 3.0)) + str(str(x)) + str((o, None))
""", "f", [3])

# --- lists and dicts of tuples (packed into one element each) ---------------
case("list_of_tuples", """
def total(ps: List[Tuple[int, float]]) -> float:
    s = 0.0
    for a, b in ps:
        s += a * b
    return s

def f(n: int, given: List[Tuple[str, int]]) -> Tuple[List[Tuple[int, float]], float, List[str], Tuple[int, float], int]:
    ps: List[Tuple[int, float]] = []
    for i in range(n):
        ps.append((i, i * 0.5))
    ps.insert(0, (10, 1.5))
    ps[1] = (7, 2.0)
    last = ps.pop()
    names = [name + str(k) for name, k in given]
    x, y = given[-1]
    return ps, total(ps), names, last, len(given) + y
""", "f", [3, [("a", 1), ("b", 2), ("c", 3)]])

case("dict_of_tuples_and_nested", """
from typing import Dict

def f(given: List[Tuple[str, int]]) -> Tuple[Dict[str, Tuple[int, int]], List[Tuple[int, Tuple[str, bool]]], List[str], str]:
    d: Dict[str, Tuple[int, int]] = {}
    for name, k in given:
        d[name] = (k, k * k)
    a, b = d["b"]
    nested = [(1, ("x", True)), (a, ("y", False))]
    names: List[str] = []
    for i, (k, (s, flag)) in enumerate(nested):
        if flag:
            names.append(s + str(i + b))
    return d, nested, names, str(nested)
""", "f", [[("a", 1), ("b", 2)]])

# --- slices whose start is only known at run time but whose size is --------
case("sliding_window_slices", """
def f(x: torch.Tensor, k: torch.Tensor) -> Tuple[torch.Tensor, List[torch.Tensor]]:
    acc = torch.zeros(2, 3)
    for i in range(3):
        acc = acc + x[:, i:i + 3]
    outs: List[torch.Tensor] = []
    n = int(k.item())
    i = 0
    while i < n:
        outs.append(x[0, i:i + 4:2] * i)
        i += 1
    return acc, outs
""", "f", [f32(2, 5), np.array(2, dtype=np.int64)])

case("window_slice_assignment", """
def f(x: torch.Tensor) -> torch.Tensor:
    y = torch.zeros(2, 6)
    for i in range(0, 6, 2):
        y[:, i:i + 2] = x[:, i:i + 2] * float(i + 1)
    y[:, :x.size(1) - 4] += 100.0
    return y
""", "f", [f32(2, 6)])

# --- case mapping and character classes are ASCII-only in TorchScript -------
case("string_case_ascii_only", """
def f(s: str) -> Tuple[str, str, bool, bool, List[str], str, str, str]:
    return (s.upper(), s.lower(), s.isalpha(), "abc".isalpha(), "a\\u00a0b c".split(), s.title(),
            s.swapcase(), s.capitalize())
""", "f", ["héllo Wörld"])

# --- x = torch.jit.annotate(Optional[T], None) declares x as Optional[T] ----
case("jit_annotate_declares", """
def f(xs: torch.Tensor) -> Tuple[torch.Tensor, List[int]]:
    s = torch.jit.annotate(Optional[torch.Tensor], None)
    for i in range(xs.size(0)):
        if s is None:
            s = xs[i]
        else:
            s = s * 0.5 + xs[i]
    assert s is not None
    ks = torch.jit.annotate(List[int], [])
    ks.append(xs.size(0))
    return s, ks
""", "f", [f32(3, 2)])

case("enumerate_start_shape_sizes_scalar_literals", """
def f(x: torch.Tensor, xs: List[int]) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, List[Tuple[int, int]], torch.Tensor]:
    pairs: List[Tuple[int, int]] = []
    for i, v in enumerate(xs, 1):
        pairs.append((i, v))
    for i, v in enumerate(xs, start=10):
        pairs.append((i, v))
    return (torch.zeros(x.shape), torch.ones(x.size(), dtype=torch.int64), torch.full(x.shape, 2.5),
            torch.tensor(3) + x, pairs, torch.tensor(2.5) * torch.tensor(True))
""", "f", [f32(2, 3), [5, 6]])

case("tuple_equality_and_container_truth", """
from typing import Dict

def f(n: int, s: str, xs: List[int], d: Dict[str, int]) -> Tuple[List[bool], int]:
    a = (1, n)
    c = s
    k = 0
    if xs:
        k += 1
    if not d:
        k += 10
    while xs:
        xs.pop()
        k += 1000
    return [a == (1, 2), a != (1, 2), a == (1, n), (n,) == (3,), not xs, not s], k
""", "f", [2, "x", [1, 2], {}])

# --- submodules whose forward takes several inputs ---------------------------
case("module_submodule_two_inputs", """
class Mix(torch.nn.Module):
    def __init__(self, w: float):
        super().__init__()
        self.w = w

    def forward(self, x: torch.Tensor, y: torch.Tensor, scale: float = 1.0) -> torch.Tensor:
        return (self.w * x + (1.0 - self.w) * y) * scale


class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.mix = Mix(0.25)
        self.mixers = torch.nn.ModuleList([Mix(0.5), Mix(0.75)])

    def forward(self, x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        out = self.mix(x, y) + self.mix(y, x, scale=2.0)
        for m in self.mixers:
            out = m(out, x)
        return out + self.mixers[0](x, y)
""", "M.forward", [f32(3), f32(3)])

case("comprehensions_of_tuples_and_namedtuple_lists", """
from typing import Dict, NamedTuple

class Hyp(NamedTuple):
    tokens: List[int]
    score: float
    done: bool

def extend(h: Hyp, tok: int, lp: float, eos: int) -> Hyp:
    return Hyp(h.tokens + [tok], h.score + lp, tok == eos)

def f(names: List[str], lp: torch.Tensor) -> Tuple[List[Tuple[str, int]], Dict[str, Tuple[int, bool]], List[int], List[Hyp], float]:
    ln = [(n, len(n)) for n in names]
    d = {n: (len(n), len(n) > 1) for n in names}
    hyps: List[Hyp] = [Hyp([0], 0.0, False)]
    for t in range(lp.size(0)):
        new: List[Hyp] = []
        for h in hyps:
            if h.done:
                new.append(h)
                continue
            tok = int(lp[t].argmax())
            new.append(extend(h, tok, float(lp[t, tok]), 3))
        hyps = new
    return ln, d, [k for _, k in ln], hyps, hyps[0].score
""", "f", [["ab", "c", "def"], f32(3, 5)])

case("comprehension_over_tensor", """
def classify(v: float) -> str:
    return "pos" if v > 0 else "neg"

def f(x: torch.Tensor) -> Tuple[List[str], List[torch.Tensor]]:
    return [classify(float(v)) for v in x[0]], [r * 2 for r in x]
""", "f", [f32(2, 3)])

case("sort_lists_of_tuples", """
def f(words: List[str], scores: List[float]) -> Tuple[List[Tuple[int, str]], List[Tuple[float, str]], List[Tuple[str, int]]]:
    lens: List[Tuple[int, str]] = []
    for w in words:
        lens.append((len(w), w))
    lens.sort()
    pairs: List[Tuple[float, str]] = []
    for i, n in enumerate(words):
        pairs.append((scores[i], n))
    pairs.sort(reverse=True)
    ln: List[Tuple[str, int]] = [(n, len(n)) for n in words]
    ln = sorted(ln)
    return lens, pairs, ln
""", "f", [["bb", "a", "ccc", "ab"], [0.5, 2.0, -1.0, 0.5]])

case("list_of_tensor_list_copy", """
def f(x: torch.Tensor) -> Tuple[List[torch.Tensor], int]:
    parts = torch.split(x, 2, dim=0)
    cp = list(parts)
    cp.append(x)
    return cp, len(parts)
""", "f", [f32(4, 2)])

case("in_place_on_parts", """
def f(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    c = x.clone()
    c[0].zero_()
    c[1:].div_(2.0)
    c[:, 0].add_(10)
    y = x.clone()
    y[1:, 1:].mul_(3.0)
    y[0].fill_(-1.0)
    return c, y
""", "f", [f32(3, 2)])

# --- len(), [] and in on script-class instances call their dunders ----------
case("class_len_getitem_contains", """
from typing import Dict

class Vocab:
    def __init__(self, words: List[str]):
        self.itos: List[str] = []
        self.stoi: Dict[str, int] = {}
        for w in words:
            if w not in self.stoi:
                self.stoi[w] = len(self.itos)
                self.itos.append(w)

    def __len__(self) -> int:
        return len(self.itos)

    def __getitem__(self, i: int) -> str:
        return self.itos[i]

    def __contains__(self, w: str) -> bool:
        return w in self.stoi

def f(words: List[str]) -> Tuple[int, str, bool, bool]:
    v = Vocab(words)
    return len(v), v[1], "b" in v, "zz" not in v
""", "f", [["a", "b", "a", "c"]])

# --- a NamedTuple's Optional field holding a value or None ------------------
case("namedtuple_optional_field", """
from typing import NamedTuple

class Out(NamedTuple):
    logits: torch.Tensor
    loss: Optional[torch.Tensor]
    steps: int

def run(x: torch.Tensor, y: Optional[torch.Tensor]) -> Out:
    logits = x * 2.0
    loss: Optional[torch.Tensor] = None
    if y is not None:
        loss = ((logits - y) ** 2).mean()
    return Out(logits, loss, 1)

def f(x: torch.Tensor, y: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, int, bool]:
    a = run(x, y)
    b = run(x, None)
    l = a.loss
    assert l is not None
    return a.logits, l, a.steps + b.steps, b.loss is None
""", "f", [f32(3), f32(3)])

# --- a local copied from an Optional keeps its type: it may take a value ----
case("optional_alias_reassigned", """
def g(x: torch.Tensor, y: Optional[torch.Tensor]) -> torch.Tensor:
    s = y
    if s is None:
        s = x.clone()
    else:
        s = s + x
    return s

def f(x: torch.Tensor) -> torch.Tensor:
    return g(x, None) + g(x, x) * 10.0
""", "f", [f32(3)])

# --- an Optional attribute read into a local, refined and reassigned --------
case("class_optional_attr_local", """
class EMA:
    def __init__(self, decay: float, init: Optional[torch.Tensor]):
        self.decay = decay
        self.shadow = init
        self.n = 0

    def update(self, x: torch.Tensor) -> torch.Tensor:
        s = self.shadow
        if s is None:
            s = x.clone()
        else:
            s = self.decay * s + (1.0 - self.decay) * x
        self.shadow = s
        self.n += 1
        return s

def f(xs: torch.Tensor) -> Tuple[torch.Tensor, int, List[float]]:
    e = EMA(0.9, None)
    trace: List[float] = []
    for i in range(xs.size(0)):
        trace.append(float(e.update(xs[i]).sum()))
    s = e.shadow
    assert s is not None
    return s, e.n, trace
""", "f", [f32(5, 3)])

# --- a List[Tensor] attribute that a method appends to -----------------------
case("class_tensor_list_attr_append", """
class Buffer:
    def __init__(self):
        self.items: List[torch.Tensor] = []

    def add(self, t: torch.Tensor):
        self.items.append(t)

    def total(self) -> torch.Tensor:
        acc = torch.zeros(2)
        for t in self.items:
            acc = acc + t
        return acc

def f(x: torch.Tensor) -> Tuple[torch.Tensor, int]:
    b = Buffer()
    for i in range(x.size(0)):
        b.add(x[i] * float(i))
    return b.total(), len(b.items)
""", "f", [f32(4, 2)])

# --- a method returning instances of its own class (forward reference) ------
case("class_method_returns_own_type", """
class Interval:
    def __init__(self, lo: float, hi: float):
        self.lo = lo
        self.hi = hi

    def split(self, at: float) -> Tuple["Interval", "Interval"]:
        return Interval(self.lo, at), Interval(at, self.hi)

    def length(self) -> float:
        return self.hi - self.lo

def f(x: torch.Tensor) -> Tuple[float, float, float]:
    iv = Interval(float(x.min()), float(x.max()))
    a, b = iv.split(0.0)
    return a.length(), b.length(), iv.length()
""", "f", [f32(6)])

# --- script-class instances in lists and dicts (shared by reference) ---------
case("class_list_of_instances_alias", """
class Node:
    def __init__(self, name: str, val: float):
        self.name = name
        self.val = val
        self.children: List[int] = []

def f(x: torch.Tensor) -> Tuple[List[float], List[str], List[List[int]]]:
    nodes: List[Node] = []
    for i in range(x.size(0)):
        nodes.append(Node("n" + str(i), float(x[i])))
    for i in range(1, len(nodes)):
        parent = nodes[(i - 1) // 2]
        parent.children.append(i)
        parent.val += nodes[i].val
    alias = nodes[0]
    alias.name = alias.name + "_root"
    return [n.val for n in nodes], [n.name for n in nodes], [n.children for n in nodes]
""", "f", [f32(6)])

case("class_in_dict_values", """
from typing import Dict

class Node:
    def __init__(self, val: float):
        self.val = val

def f(x: torch.Tensor) -> List[float]:
    d: Dict[int, Node] = {}
    for i in range(x.size(0)):
        d[i] = Node(float(x[i]))
    d[0].val += 10.0
    return [d[i].val for i in range(x.size(0))]
""", "f", [f32(3)])

case("class_list_enum_fields_methods", """
from enum import Enum

class Act(Enum):
    RELU = 0
    TANH = 1
    SIG = 2

class Layer:
    def __init__(self, act: Act, scale: float):
        self.act = act
        self.scale = scale

    def run(self, x: torch.Tensor) -> torch.Tensor:
        if self.act == Act.RELU:
            y = torch.relu(x)
        elif self.act == Act.TANH:
            y = torch.tanh(x)
        else:
            y = torch.sigmoid(x)
        return y * self.scale

def f(x: torch.Tensor) -> Tuple[torch.Tensor, List[int]]:
    layers = [Layer(Act.RELU, 2.0), Layer(Act.TANH, 1.0), Layer(Act.SIG, 3.0)]
    codes: List[int] = []
    for l in layers:
        x = l.run(x)
        codes.append(l.act.value)
    return x, codes
""", "f", [f32(4)])

case("class_objects_shared_mutation", """
from typing import Dict

class Node:
    def __init__(self, val: float, name: str):
        self.val = val
        self.name = name
        self.kids: List[int] = []

    def bump(self, by: float) -> float:
        self.val += by
        return self.val

def touch(n: Node, by: float) -> Node:
    n.val = n.val * by
    return n

def f(x: torch.Tensor) -> Tuple[List[float], List[str], float, float, List[List[int]], float]:
    a = Node(1.0, "a")
    b = a
    b.val = 2.0
    nodes: List[Node] = []
    n = Node(3.0, "n")
    nodes.append(n)
    n.val = 5.0
    nodes.append(a)
    nodes.append(Node(float(x.sum()), "s"))
    nodes[0].bump(1.0)
    nodes[1].kids.append(7)
    for m in nodes:
        m.name = m.name + "!"
        m.bump(0.5)
    cur = nodes[0]
    i = 0
    while i < 2:
        cur = nodes[i + 1]
        i += 1
    t = touch(cur, 2.0)
    d: Dict[str, Node] = {}
    for m in nodes:
        d[m.name] = m
    d["a!"].val += 100.0
    total = 0.0
    for k, v in d.items():
        total += v.val
    return [m.val for m in nodes], [m.name for m in nodes], a.val, t.val, [m.kids for m in nodes], total
""", "f", [f32(3)])

case("class_objects_join_paths", """
class P:
    def __init__(self, s: float):
        self.s = s
        self.tags: List[str] = []

    def tag(self, t: str):
        self.tags.append(t)
        self.s *= 2.0

def f(x: torch.Tensor, c: bool) -> List[float]:
    ps: List[P] = []
    for i in range(x.size(0)):
        ps.append(P(float(x[i])))
    q = P(5.0)
    if c:
        q = ps[1]
    q.s += 1.0
    r = P(0.5)
    i = 0
    n = int(x.numel())
    while i < n:
        r.s += ps[i].s
        if i % 2 == 0:
            r = ps[i]
        ps[i].tag("x" + str(i))
        i += 1
    return [p.s for p in ps] + [q.s, r.s, float(len(ps[0].tags))]
""", "f", [f32(3), True])

case("class_list_tensor_attrs", """
class L:
    def __init__(self, w: torch.Tensor, b: torch.Tensor):
        self.w = w
        self.b = b

    def fwd(self, x: torch.Tensor) -> torch.Tensor:
        return torch.relu(x @ self.w + self.b)

def f(x: torch.Tensor, w1: torch.Tensor, w2: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    layers = [L(w1, torch.zeros(3)), L(w2, torch.ones(3))]
    for l in layers:
        x = l.fwd(x)
    first = layers[0]
    first.w = first.w * 0.5
    return x + layers[0].fwd(x), layers[0].w
""", "f", [f32(2, 3), f32(3, 3), f32(3, 3)])

# --- .name of an enum member known only at run time ---------------------------
case("enum_runtime_names", """
from enum import Enum

class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3

class Split(Enum):
    TRAIN = "train"
    VALID = "valid"

class Rate(Enum):
    SLOW = 0.5
    FAST = 2.0

def f(k: torch.Tensor) -> List[str]:
    out: List[str] = []
    for i in range(k.size(0)):
        v = int(k[i].item())
        c = Color.RED if v > 0 else (Color.GREEN if v == 0 else Color.BLUE)
        s = Split.TRAIN if v > 0 else Split.VALID
        r = Rate.FAST if v < 0 else Rate.SLOW
        out.append(c.name + "/" + s.name + "/" + r.name)
    return out
""", "f", [np.array([3, 0, -2], dtype=np.int64)])

# --- zip() of a List[Tensor] or tuple with runtime lists (unrolled) -----------
case("zip_tensor_list_with_runtime_lists", """
import torch.nn.functional as F

def act(x: torch.Tensor, kind: str) -> torch.Tensor:
    if kind == "gelu":
        return F.gelu(x)
    elif kind == "silu":
        return F.silu(x)
    return F.relu(x)

def f(x: torch.Tensor, w1: torch.Tensor, w2: torch.Tensor) -> Tuple[List[torch.Tensor], torch.Tensor]:
    ws = [w1, w2]
    kinds = ["gelu", "silu", "unused"]
    outs: List[torch.Tensor] = []
    for w, k in zip(ws, kinds):
        x = act(x @ w, k)
        outs.append(x)
    acc = torch.zeros(x.size(1))
    for i, (r, s) in enumerate(zip(x.unbind(0), [1.0, -1.0])):
        acc = acc + r * s * float(i + 1)
    return outs, acc
""", "f", [f32(2, 3), f32(3, 4), f32(4, 3)])

# --- lists and dicts of tuples and NamedTuples holding tensors ---------------
case("tuple_lists_holding_tensors", """
from typing import Dict, NamedTuple

class Hyp(NamedTuple):
    state: torch.Tensor
    score: float

def f(x: torch.Tensor, y: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, List[Tuple[torch.Tensor, float]], float]:
    ps: List[Tuple[torch.Tensor, float]] = [(x, 1.0), (y, 2.0)]
    acc = torch.zeros_like(x)
    for t, w in ps:
        acc = acc + t * w
    d: Dict[str, Tuple[torch.Tensor, float]] = {"a": (x, 2.0)}
    d["b"] = (x + 1.0, 3.0)
    acc2 = torch.zeros_like(x)
    for k, v in d.items():
        t, w = v
        acc2 = acc2 + t * w
    hyps: List[Hyp] = []
    for i in range(3):
        hyps.append(Hyp(x * float(i), float(i) * 0.5))
    best = hyps[0]
    for h in hyps:
        if h.score > best.score:
            best = h
    return acc, acc2, ps, best.score + float(best.state.sum())
""", "f", [f32(3), f32(3)])

# --- chains of in-place methods -----------------------------------------------
case("in_place_method_chains", """
def f(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    a = x.clone()
    a.mul_(2.0).add_(1.0).clamp_(-1.0, 3.0)
    c = x.clone()
    c.sub_(0.5).abs_()
    c[1:].div_(2.0)
    return a, c
""", "f", [f32(2, 3)])

# --- a method called on a new instance ----------------------------------------
case("class_method_on_temporary", """
class C:
    def __init__(self, v: int):
        self.v = v

    def add(self, k: int) -> int:
        self.v += k
        return self.v

    def scaled(self, x: torch.Tensor) -> torch.Tensor:
        return x * float(self.v)

def f(x: torch.Tensor) -> Tuple[int, torch.Tensor]:
    return C(3).add(4) + C(1).v, C(2).scaled(x)
""", "f", [f32(3)])

case("class_objects_nested", """
class Leaf:
    def __init__(self, v: int):
        self.v = v

class Tree:
    def __init__(self):
        self.leaves: List[Leaf] = []
        self.count = 0

    def add(self, v: int):
        self.leaves.append(Leaf(v))
        self.count += 1

def f(x: torch.Tensor) -> List[int]:
    t = Tree()
    for i in range(3):
        t.add(i * 10)
    forest = [t, Tree()]
    forest[1].add(7)
    forest[0].leaves[1].v += 1
    out: List[int] = []
    for tr in forest:
        for l in tr.leaves:
            out.append(l.v)
        out.append(tr.count)
    k = 0
    while k < 2:
        t2 = forest[k]
        t2.count += 100
        k += 1
    out.append(t.count)
    return out
""", "f", [f32(3)])

# TorchScript strings are byte strings: lengths, positions and padding
# widths count UTF-8 bytes; case mapping is ASCII-only.
case("string_utf8_bytes", """
def f(s: str, t: str) -> Tuple[int, int, int, int, int, bool, str, List[str], str, str, int]:
    return (len(s), s.index("l"), s.rfind("o"), s.count("ö"), s.find("l", 4),
            s.startswith("hé"), s.upper(), t.split("·"), t.replace("ü", "ue"),
            s.center(15, "*"), len(s[1:3]))
""", "f", ["héllo wörld", "grüße·straße·ü"])

# Tensor literals of one shape and dtype but different values stay apart
# through canonicalization.
case("tensor_literals_same_type", """
def f(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    a = torch.tensor([1, 5, 9]) * 10 + torch.tensor([2, 5, 8])
    b = torch.tensor([[1.0, 2.0]]) - torch.tensor([[0.5, 0.25]]) + x
    return a, b
""", "f", [f32(1, 2)])

# Advanced indexing with one integer tensor or list of ints.
case("advanced_indexing", """
def f(x: torch.Tensor, idx: torch.Tensor) -> List[torch.Tensor]:
    m = torch.tensor([[0, 2], [1, -1]])
    order = torch.argsort(x[:, 0])
    return [x[idx], x[:, [0, 2]], x[m], x[idx, ...], x[1:, idx], x[0, idx], x[:, m][0], x[idx, 1:],
            x[order], x[torch.tensor([-1, 0])], x[[2, 2, 0]]]
""", "f", [f32(3, 4), np.array([2, -3], dtype=np.int64)])

# Assignment through a bool mask (a number) or an integer index (rows,
# values broadcast); `+=` through an index reads then writes.
case("index_put_assign", """
def f(x: torch.Tensor, idx: torch.Tensor) -> List[torch.Tensor]:
    a = x.clone()
    a[a < 0.0] = 0.0
    b = x.clone()
    b[idx] = -1.0
    c = x.clone()
    c[[0, 2]] = torch.tensor([10.0, 20.0, 30.0, 40.0])
    d = x.clone()
    d[idx] = torch.tensor([[1.0], [2.0]])
    e = x.clone()
    e[x[:, 0] > 0.0] = 7.0
    g = (x * 10).long()
    g[g > 6] = 1
    h = x.clone()
    h[idx] += 100.0
    k = x.clone()
    i = 1
    k[i + 1] = 5.0
    return [a, b, c, d, e, g, h, k]
""", "f", [f32(3, 4), np.array([2, -3], dtype=np.int64)])

# Every name `b = a` / `b = a.detach()` made sees an in-place change.
case("named_tensor_aliases", """
def f(x: torch.Tensor) -> List[torch.Tensor]:
    a = x.clone()
    b = a.detach()
    b.mul_(3.0)
    c = a
    c += 1.0
    d = c
    d[0] = 100.0
    e = x.clone()
    g = e
    e = e * 2.0
    g.add_(1.0)
    h = x.clone()
    k = h
    torch.relu_(k)
    return [a, b, c, d, e, g, h]
""", "f", [f32(2, 3)])

# --- sizes known only at run time ------------------------------------------
# Slice bounds computed from tensor data make `?` dims, which elementwise
# ops, reductions, softmax and max(dim) take, and an entry returns boxed.
case("run_time_slice_reductions", """
def f(x: torch.Tensor, n: torch.Tensor, m: torch.Tensor) -> List[torch.Tensor]:
    k = int(n.item())
    j = int(m.item())
    a = x[:k]
    b = x[j:]
    v, i = torch.max(x[k:j].abs() + 1.0, 0)
    return [a.sum(0), a.mean(0), b.var(0), b.std(1), a.amax(1), torch.softmax(a * 2.0, 1).sum(0),
            v, i, (x[:k] + x[-k:]).sum(0), x[::2][k - 1:].prod(0), torch.zeros_like(b).sum(1),
            x[:, k:].sum(1), (x[1:k + 1] > 0.0).any(1)]
""", "f", [f32(6, 4), np.array(2, dtype=np.int64), np.array(-3, dtype=np.int64)])

case("run_time_slice_results", """
def f(x: torch.Tensor, n: torch.Tensor) -> Tuple[torch.Tensor, int, torch.Tensor, List[List[float]]]:
    k = int(n.item())
    y = torch.relu(x[k:]) + 1
    print(y)
    print(x[:k, :1] > 0.5)
    z: List[List[float]] = x[-k:].tolist()
    return y, k, torch.where(x[:k] > 0.0, x[:k], 0.0).clamp(max=1.0), z
""", "f", [f32(4, 3), np.array(1, dtype=np.int64)])

case("run_time_slice_empty", """
def f(x: torch.Tensor, n: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    k = int(n.item())
    return x[k:], x[k:].sum(0), x[:k] * 2.0
""", "f", [f32(3, 2), np.array(7, dtype=np.int64)])

# A tensor whose size changes from one loop iteration to the next is
# carried with a run-time size.
case("run_time_sizes_in_loops", """
def f(x: torch.Tensor, n: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    out = x[:1]
    for i in range(1, x.size(0)):
        out = torch.cat([out, x[i:i + 1] * 2.0], dim=0)
    rest = x
    while rest.size(0) > int(n.item()):
        rest = rest[1:] - rest[1:].mean(0, keepdim=True) * 0.0
    acc = x[:0, :]
    for i in range(3):
        acc = torch.cat([acc, x[i:i + 1] + float(i)], 0)
    return out, rest.sum(0), acc
""", "f", [f32(4, 3), np.array(2, dtype=np.int64)])

# torch.tensor of a list known only at run time: one run-time size per
# level of nesting.
case("tensor_of_run_time_lists", """
def f(x: torch.Tensor, n: int) -> List[torch.Tensor]:
    xs: List[int] = []
    for i in range(n):
        xs.append(i * i - 3)
    fs = [float(v) / 2.0 for v in xs]
    rows: List[List[int]] = []
    for i in range(n):
        rows.append([i, i + 1, i * 2])
    flags = [v > 0 for v in xs]
    vals: List[float] = x.tolist()
    return [torch.tensor(xs), torch.tensor(fs), torch.tensor(rows) * 2, torch.tensor(flags),
            torch.tensor(xs, dtype=torch.float64).sum(0), torch.tensor(vals) + x,
            torch.tensor(rows, dtype=torch.float32).mean(1)]
""", "f", [f32(4), 4])

# Boolean masks: x[mask] keeps the true elements (their number known only
# at run time), as do masked_select and nonzero.
case("bool_mask_reads", """
def f(x: torch.Tensor, m: torch.Tensor) -> List[torch.Tensor]:
    pos = x[x > 0]
    rows = x[m]
    cols = x[:, x[0] > -10.0]
    k = int(m.sum().item())
    return [pos, pos.sum(0), rows, rows.mean(0), cols, torch.masked_select(x, x < 0.5),
            torch.nonzero(x > 0.5), (x > 0).nonzero().sum(0), x[m][:, 1:].abs().amax(1), x[m][-1], x[m][1] * k,
            x[x > 100.0]]
""", "f", [f32(4, 3), np.array([True, False, True, True])])

# Non-maximum suppression: a while loop over a shrinking tensor of box
# indices, read through a run-time index tensor and filtered by a mask.
case("run_time_sizes_nms", """
def iou(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    lt = torch.max(a[:2], b[:, :2])
    rb = torch.min(a[2:], b[:, 2:])
    wh = (rb - lt).clamp(min=0.0)
    inter = wh[:, 0] * wh[:, 1]
    area_a = (a[2] - a[0]) * (a[3] - a[1])
    area_b = (b[:, 2] - b[:, 0]) * (b[:, 3] - b[:, 1])
    return inter / (area_a + area_b - inter)

def f(boxes: torch.Tensor, scores: torch.Tensor) -> Tuple[List[int], torch.Tensor]:
    order = scores.argsort(descending=True)
    keep: List[int] = []
    while order.numel() > 0:
        i = int(order[0])
        keep.append(i)
        if order.numel() == 1:
            break
        rest = order[1:]
        ious = iou(boxes[i], boxes[rest])
        order = rest[ious <= 0.3]
    return keep, boxes[torch.tensor(keep)]
""", "f", [np.array([[0, 0, 2, 2], [0.1, 0.1, 2, 2], [3, 3, 4, 4], [0, 0, 1, 1], [3.2, 3, 4, 4.1]], dtype=np.float32),
           np.array([0.9, 0.8, 0.7, 0.95, 0.6], dtype=np.float32)])

# cat/stack of a List[Tensor] whose length is only known at run time.
case("cat_stack_run_time_lists", """
def f(x: torch.Tensor, n: int) -> List[torch.Tensor]:
    rows: List[torch.Tensor] = []
    i = 0
    while i < n:
        rows.append(x[i % 3] * float(i))
        i += 1
    s = torch.stack(rows)
    return [s, torch.stack(rows, 1), torch.cat(rows), torch.cat([r.unsqueeze(0) for r in rows], 0).sum(0),
            torch.stack(rows, -1).mean(1)]
""", "f", [f32(3, 2), 5])

# Reshapes and permutations of tensors with a size known only at run time.
case("run_time_sizes_reshape_permute", """
def f(x: torch.Tensor, n: torch.Tensor) -> List[torch.Tensor]:
    k = int(n.item())
    a = x[:k]
    return [a.view(-1), a.reshape(-1, 2), a.unsqueeze(0), a.unsqueeze(-1).squeeze(-1), a.flatten(),
            a.t(), a.transpose(0, 1).sum(1), a.permute(1, 0).contiguous(), x[x > 0].view(-1, 1),
            a.reshape(2, -1), a.unsqueeze(1) * 2.0]
""", "f", [f32(5, 4), np.array(3, dtype=np.int64)])

# matmul of tensors with sizes known only at run time (not batch dims).
case("run_time_sizes_matmul", """
def f(x: torch.Tensor, w: torch.Tensor, n: torch.Tensor) -> List[torch.Tensor]:
    k = int(n.item())
    a = x[:k]
    rows: List[torch.Tensor] = []
    for i in range(k):
        rows.append(x[i])
    p = torch.stack(rows)
    return [a @ w, a.t() @ a, torch.mm(a, w[:, :k]), a @ w[:, 0], x[0] @ a.t(), p @ w, torch.matmul(a[:, 0], a)]
""", "f", [f32(5, 3), f32(3, 4), np.array(2, dtype=np.int64)])

# Creation ops with sizes known only at run time.
case("run_time_sizes_creation", """
def f(x: torch.Tensor, n: torch.Tensor) -> List[torch.Tensor]:
    k = int(n.item())
    m = int(x.sum().item() > 100.0) + 2
    return [torch.zeros(k), torch.ones(k, 3) * 2.0, torch.full([m, k], 7), torch.zeros([k, m], dtype=torch.long),
            torch.arange(k), torch.arange(2, k + 3), torch.arange(1, k * 3, 2), torch.zeros(k).sum(0) + x[:k].sum(),
            torch.zeros(0, k).sum(0), torch.arange(k - 3)]
""", "f", [f32(4, 3), np.array(3, dtype=np.int64)])

# Gathers through index tensors of run-time size.
case("run_time_sizes_gathers", """
def f(x: torch.Tensor, emb: torch.Tensor, ids: List[int]) -> List[torch.Tensor]:
    idx = torch.tensor(ids)
    pos = idx[idx > 0]
    return [x.index_select(0, idx), x.index_select(1, pos), torch.embedding(emb, idx), torch.nn.functional.embedding(pos, emb).sum(0),
            torch.gather(x[:2], 1, torch.stack([pos, pos])), x[pos].sum(0)]
""", "f", [f32(4, 4), f32(5, 2), [2, 0, 1, 0, 3]])

# Sorting tensors of run-time size, and topk of a run-time k.
case("run_time_sizes_sort_topk", """
def f(x: torch.Tensor, n: torch.Tensor) -> List[torch.Tensor]:
    k = int(n.item())
    a = x[x > -1.0]
    v, i = torch.sort(a, descending=True)
    tv, ti = torch.topk(x, k, dim=1)
    bv, bi = a.topk(2)
    return [v, i, tv, ti, bv, bi, a.argsort(), torch.sort(x[:k], dim=0)[0]]
""", "f", [f32(3, 5), np.array(3, dtype=np.int64)])

# Gathers along a dim whose size is known only at run time.
case("run_time_sizes_gather_along", """
def f(x: torch.Tensor, n: torch.Tensor) -> List[torch.Tensor]:
    k = int(n.item())
    a = x[:k]
    order = a[:, 0].argsort(descending=True)
    return [a.index_select(0, order), a[order], torch.embedding(a, order[:1]), a[:, 1:][order[-1:]]]
""", "f", [f32(5, 3), np.array(4, dtype=np.int64)])

# flip of a tensor of run-time size.
case("run_time_sizes_flip", """
def f(x: torch.Tensor, n: torch.Tensor) -> List[torch.Tensor]:
    k = int(n.item())
    return [x[:k].flip(0), x[:k].flip([0, 1]), torch.flip(x[x > 0], [0])]
""", "f", [f32(4, 3), np.array(3, dtype=np.int64)])

# item() and bool() of a tensor of run-time size, checked to hold one element.
case("run_time_sizes_item", """
def f(x: torch.Tensor) -> Tuple[float, int, bool]:
    m = x[x == x.max()]
    top = x[x > 0.0][:1]
    return m.item(), int(x.argmax()), bool(top > -10.0)
""", "f", [f32(6)])

# --- a module's __init__ computed at compile time ----------------------------
# Attributes are what Python's __init__ computes: locals, math, self.
# attributes set before, if/for/assert, layer lists grown by append.
case("module_init_computed", """
import math


class Block(torch.nn.Module):
    def __init__(self, dim: int, mult: float = 2.0):
        super().__init__()
        hidden = int(dim * mult)
        assert hidden % 2 == 0, "hidden must be even"
        self.hidden = hidden
        self.scale = 1.0 / math.sqrt(hidden)
        self.act = torch.nn.ReLU() if dim > 4 else torch.nn.Tanh()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.act(x) * self.scale + self.hidden


class M(torch.nn.Module):
    def __init__(self, dim: int = 8, depth: int = 3):
        super().__init__()
        self.heads = 2
        self.head_dim = dim // self.heads
        self.names: List[str] = []
        for i in range(depth):
            self.names.append("b" + str(i))
        layers = []
        for i in range(depth):
            layers.append(Block(dim // (i + 1)))
        self.blocks = torch.nn.ModuleList(layers)
        self.extra = torch.nn.ModuleList()
        for k in range(2):
            self.extra.append(Block(4, mult=float(k + 1) * 2.0))
        self.tag = "-".join(["x", "y"]) if depth > 10 else "short"
        self.eps = 10 ** -5

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for b in self.blocks:
            x = b(x)
        for b in self.extra:
            x = b(x)
        return x * self.head_dim + len(self.names) + self.eps + len(self.tag)
""", "M.forward", [f32(2, 4)])

case("module_init_attention_constants", """
import math


class Heads(torch.nn.Module):
    def __init__(self, dim: int = 8, heads: int = 2, causal: bool = True):
        super().__init__()
        assert dim % heads == 0
        self.heads = heads
        self.head_dim = dim // heads
        self.scale = self.head_dim ** -0.5
        self.causal = causal
        self.temperature = max(0.5, 1.0 / math.log2(dim))

    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        b, t, c = q.shape
        q = q.view(b, t, self.heads, self.head_dim).transpose(1, 2)
        k = k.view(b, t, self.heads, self.head_dim).transpose(1, 2)
        v = v.view(b, t, self.heads, self.head_dim).transpose(1, 2)
        att = (q @ k.transpose(-2, -1)) * self.scale / self.temperature
        if self.causal:
            mask = torch.tril(torch.ones(t, t)) == 0
            att = att.masked_fill(mask, float("-inf"))
        y = torch.softmax(att, dim=-1) @ v
        return y.transpose(1, 2).reshape(b, t, c)
""", "Heads.forward", [f32(2, 3, 8), f32(2, 3, 8), f32(2, 3, 8)])

case("module_init_vocabulary", """
from typing import Dict


class Tokenizer(torch.nn.Module):
    def __init__(self, words: str = "the cat sat on the mat", pad: str = "<pad>"):
        super().__init__()
        vocab: Dict[str, int] = {pad: 0}
        for w in words.split():
            if w not in vocab:
                vocab[w] = len(vocab)
        self.vocab = vocab
        self.inverse = {i: w for w, i in vocab.items()}
        self.size = len(vocab)
        self.upper = [w.upper() for w in sorted(vocab.keys()) if w != pad]

    def forward(self, text: str, length: int) -> Tuple[List[int], str, int, List[str]]:
        ids = [self.vocab.get(w, 0) for w in text.split(" ")]
        while len(ids) < length:
            ids.append(self.vocab["<pad>"])
        return ids, self.inverse[2], self.size, self.upper
""", "Tokenizer.forward", ["the mat sat still", 6])

# --- lists and dicts of optionals ---------------------------------------------
case("list_of_optionals", """
from typing import Dict


def f(xs: List[Optional[int]], names: List[Optional[str]]) -> Tuple[int, List[Optional[int]], List[int], Dict[str, Optional[float]], Optional[int]]:
    s = 0
    for i, x in enumerate(xs):
        if x is None:
            xs[i] = -1
        else:
            s += x
    kept: List[int] = []
    for x in xs:
        if x is not None and x > 0:
            kept.append(x)
    d: Dict[str, Optional[float]] = {}
    for n in names:
        if n is not None:
            d[n] = float(len(n))
        else:
            d["none"] = None
    last = xs.pop()
    xs.append(None)
    xs.insert(0, 7)
    print(xs, names, d)
    return s, xs, kept, d, last
""", "f", [[1, None, 3, 4], ["ab", None, "xyz"]])

case("list_of_optional_lists", """
def f(xs: List[Optional[List[int]]], a: Optional[int], b: Optional[int]) -> Tuple[int, List[Optional[int]]]:
    t = 0
    for x in xs:
        if x is not None:
            t += sum(x)
    out: List[Optional[int]] = [a, None]
    out.append(b)
    out.append(a if b is None else b)
    return t + len(xs), out
""", "f", [[[1, 2], None, [3]], None, 3])

case("dict_of_optionals_get", """
from typing import Dict


def f(d: Dict[str, Optional[int]], pairs: Dict[str, Tuple[int, int]]) -> Tuple[int, int, int, int]:
    v = d.get("a")
    w = d.get("zz")
    u = d.get("b", 7)
    first = (0 if v is None else v) + (5 if w is None else w)
    a, b = pairs.get("x", (0, 0))
    p = pairs.pop("y")
    return first, 0 if u is None else u, a + p[0], b + p[1]
""", "f", [{"a": None, "b": 3}, {"x": (1, 2), "y": (3, 4)}])

case("optional_tensor_cache", """
def f(x: torch.Tensor, n: int) -> Tuple[torch.Tensor, List[Optional[torch.Tensor]]]:
    past: List[Optional[torch.Tensor]] = []
    for i in range(n):
        past.append(None)
    out = x
    for i in range(n):
        p = past[i]
        if p is None:
            past[i] = out * 2.0
            out = out + 1.0
        else:
            out = out + p
    for p in past:
        if p is not None:
            out = out + p
    past.append(None)
    return out, past
""", "f", [f32(2, 3), 3])

# Tensors a module's __init__ computes: buffers filled slice by slice, a
# causal mask, parameters with deterministic initial values, a plain tensor
# attribute changed in place (no weights file: all replayed in the method).
case("module_init_tensors", """
import math


class PositionalEncoding(torch.nn.Module):
    def __init__(self, d_model: int, max_len: int = 16):
        super().__init__()
        pe = torch.zeros(max_len, d_model)
        position = torch.arange(0, max_len, dtype=torch.float).unsqueeze(1)
        div_term = torch.exp(torch.arange(0, d_model, 2).float() * (-math.log(10000.0) / d_model))
        pe[:, 0::2] = torch.sin(position * div_term)
        pe[:, 1::2] = torch.cos(position * div_term)
        self.register_buffer("pe", pe.unsqueeze(0))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.pe[:, : x.size(1)]


class Gpt(torch.nn.Module):
    def __init__(self, dim: int = 8, n: int = 4):
        super().__init__()
        self.register_buffer("mask", torch.tril(torch.ones(n, n)).view(1, 1, n, n))
        self.pos = PositionalEncoding(dim, 8)
        self.blocks = torch.nn.ModuleList([PositionalEncoding(dim) for _ in range(2)])
        self.scale = torch.full([dim], 0.5)
        self.bias = torch.nn.Parameter(torch.zeros(dim))
        w = torch.ones(dim)
        w *= 2.0
        w.add_(1.0)
        self.w = w

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        t = x.size(1)
        att = x @ x.transpose(-2, -1)
        att = att.unsqueeze(1).masked_fill(self.mask[:, :, :t, :t] == 0, float("-inf"))
        y = torch.softmax(att, dim=-1).squeeze(1) @ x
        for b in self.blocks:
            y = b(y) * 0.5
        return self.pos(y) * self.scale + self.bias + self.w
""", "Gpt.forward", [f32(2, 3, 8)])


# Names of one tensor carried through a loop change together; the entry's
# own parameters may change in place.
case("loop_named_aliases", """
def f(logits: torch.Tensor, k: int, steps: int) -> Tuple[List[int], torch.Tensor, torch.Tensor]:
    out: List[int] = []
    x = logits
    for s in range(steps):
        v, i = torch.topk(x, k)
        j = int(i[s % k])
        out.append(j)
        x[j] = -1000.0
    logits[logits < -100.0] = 0.0
    return out, x, logits
""", "f", [f32(10), 3, 4])

# More ops through sizes known only at run time: expand/repeat (to a size
# given at run time too), cumsum/cumprod/cummax, scatter_add/index_add with
# run-time indices, searchsorted against run-time boundaries.
case("run_time_sizes_expand_scan_scatter", """
def f(x: torch.Tensor, idx: torch.Tensor, n: int) -> List[torch.Tensor]:
    m = x[x > 0]
    v, i = torch.cummax(x[:n], 1)
    hits = idx[idx > 0]
    counts = torch.zeros(6).scatter_add(0, hits, torch.ones(hits.size(0)))
    rows = torch.zeros(6, 2).index_add(0, hits, torch.ones(hits.size(0), 2))
    edges = torch.sort(m)[0]
    return [m.unsqueeze(0).expand(n, -1), m.repeat(2), m.unsqueeze(1).repeat(1, 3), x[:n].expand(2, -1, -1),
            torch.cumsum(m, 0), torch.cumprod(m, 0), v, i, m.view(-1, 1).expand(m.size(0), 4),
            counts, rows, torch.bucketize(x, edges), torch.searchsorted(edges, m, right=True)]
""", "f", [f32(3, 3), np.array([0, 3, 1, 3, 5], dtype=np.int64), 2])

# Several tensor (or list) indices at once: broadcast together, adjacent
# ones in place, apart ones first (PyTorch's rule); with run-time sizes too.
case("advanced_index_several", """
def f(x: torch.Tensor, y: torch.Tensor, t: torch.Tensor) -> List[torch.Tensor]:
    r, c = torch.where(x > 0)
    a = x[r, c]
    b = y[torch.arange(3), t]
    d = y[[0, 2], [1, -1]]
    e = x.unsqueeze(0).expand(2, -1, -1)[:, r, c]
    g = x.unsqueeze(2).expand(-1, -1, 4)[r, :, c]
    h = y[t.unsqueeze(1) % 3, torch.tensor([[0, 1]])]
    logp = torch.log_softmax(y, dim=1)
    return [a, b, d, e, g, h, -logp[torch.arange(y.size(0)), t].mean()]
""", "f", [np.array([[1.0, -2.0, 3.0], [0.5, 2.0, -1.0], [-3.0, 1.5, 2.5]], dtype=np.float32), f32(3, 4), np.array([3, 0, 1], dtype=np.int64)])

# Stores into and from tensors of run-time size: select/slice assignment
# (bounds clamped when they run, the value's size checked), and lists of
# tensors of different sizes read back (their sizes read from the boxes).
case("run_time_sizes_stores", """
def f(x: torch.Tensor, n: int) -> List[torch.Tensor]:
    out = torch.zeros(3, 5)
    out[1, :n] = x[0, :n]
    y = x[:n].clone()
    y[:, 1] = torch.ones(y.size(0))
    y[1:, 0] = -1.0
    y[0] = y[1] * 2
    z = x[x[:, 0] > 0].clone()
    z[:, 1:] = 0.0
    w = torch.zeros(4)
    w[n:] = x[0, :4 - n]
    e = torch.zeros(2, 3)
    e[:, :0] = x[:2, :0]
    return [out, y, z, w, e]
""", "f", [np.arange(20, dtype=np.float32).reshape(4, 5) - 6, 2])

case("list_of_tensors_of_run_time_sizes", """
def f(lengths: List[int], dim: int, x: torch.Tensor) -> Tuple[torch.Tensor, List[torch.Tensor], List[int]]:
    seqs: List[torch.Tensor] = []
    for n in lengths:
        seqs.append(torch.ones(n, dim) * n)
    m = max(lengths)
    out = torch.zeros(len(seqs), m, dim)
    for i, s in enumerate(seqs):
        out[i, : s.size(0)] = s
    parts: List[torch.Tensor] = []
    for i in range(x.size(0)):
        row = x[i]
        parts.append(row[row > 0])
    sizes: List[int] = []
    for p in parts:
        sizes.append(p.numel())
    return out, parts, sizes
""", "f", [[2, 4, 1], 3, f32(3, 5)])

# A callee's int parameters used where an op needs a compile-time int take
# the caller's constants (a variant per call); eye of a run-time size.
case("callee_int_args_as_constants", """
def clip(x: torch.Tensor, lo: float = -1.0, hi: float = 1.0) -> torch.Tensor:
    return torch.clamp(x, lo, hi)


def norm(x: torch.Tensor, p: int = 2, dim: int = -1) -> torch.Tensor:
    return x / (x.norm(p=p, dim=dim, keepdim=True) + 1e-6)


def f(x: torch.Tensor, a: List[List[float]]) -> Tuple[torch.Tensor, torch.Tensor]:
    t = torch.tensor(a)
    return norm(clip(x, hi=0.5), p=1) + clip(x) + norm(x, 2, 0), t.t() @ t + torch.eye(t.size(1))
""", "f", [f32(2, 4), [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]])

# Assignment through several tensor indices (`one_hot[rows, labels] = 1`),
# with values broadcast like the read; view_as/reshape_as/view(y.size()).
case("index_put_several", """
def f(x: torch.Tensor, labels: torch.Tensor) -> List[torch.Tensor]:
    one_hot = torch.zeros(labels.size(0), 4)
    one_hot[torch.arange(labels.size(0)), labels] = 1.0
    y = x.clone()
    r, c = torch.where(y > 0)
    y[r, c] = -y[r, c]
    z = torch.zeros(3, 3, 2)
    z[torch.tensor([0, 2]), torch.tensor([1, -1])] = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
    w = torch.zeros(3, 3, 2)
    w[[0, 1], [2, 2]] = torch.tensor([5.0, 6.0])
    m = x[x > 0]
    return [one_hot, y, z, w, x.view(6).view_as(x), x.reshape(3, 2).reshape_as(x) * 2, x.flatten().view(x.size()),
            (m * 2).view_as(m.unsqueeze(0))]
""", "f", [np.array([[1.0, -2.0, 3.0], [0.5, 2.0, -1.0]], dtype=np.float32), np.array([3, 0, 1], dtype=np.int64)])

# Script classes held in lists, called through __call__, nested attributes.
case("class_comprehension_call", """
class Scale:
    def __init__(self, k: float):
        self.k = k

    def __call__(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.k


class Inner:
    def __init__(self, v: int):
        self.v = v


class Outer:
    def __init__(self, v: int):
        self.inner = Inner(v)
        self.n = 0


def make(k: float) -> Scale:
    return Scale(k)


def f(x: torch.Tensor) -> Tuple[torch.Tensor, int]:
    layers = [make(float(i) + 0.5) for i in range(3)]
    y = x
    for i in range(len(layers)):
        y = layers[i](y)
    s = Scale(2.0)
    o = Outer(3)
    o.inner.v = o.inner.v * 7
    o.n += 1
    return s(y), o.inner.v + o.n
""", "f", [f32(2, 3)])

# List[int] values where an op needs compile-time ints: a transformer's
# split/merge of heads, sums over a list input, a list written before use.
case("int_list_shapes", """
def split_heads(x: torch.Tensor, h: int) -> torch.Tensor:
    new_shape = x.size()[:-1] + [h, x.size(-1) // h]
    return x.view(new_shape).permute(0, 2, 1, 3)


def merge_heads(x: torch.Tensor) -> torch.Tensor:
    x = x.permute(0, 2, 1, 3).contiguous()
    s = x.size()
    return x.view(s[0], s[1], -1)


def f(x: torch.Tensor, dims: List[int], order: List[int]) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, List[int]]:
    h = split_heads(x, 2)
    m = merge_heads(h)
    s = list(x.shape)
    s[0] = 1
    s.pop()
    t = x.shape[1:]
    wide = x.size()[:-1]
    wide.append(2)
    return m, x.sum(dims), x.permute(order), x.sum(2).sum(0).view(s) + x[:, :, :1].expand(wide).sum(), t
""", "f", [f32(2, 3, 4), [0, 2], [2, 0, 1]])

# Reshape to sizes read from a list input when the call runs.
case("view_list_items", """
def f(x: torch.Tensor, s: List[int]) -> Tuple[torch.Tensor, torch.Tensor]:
    return x.view(s[0], s[1]), x.reshape(s[0] // 2, -1, 2)
""", "f", [f32(2, 3, 4), [4, -1]])


# Builtins and methods of str, list, dict and tuple; math; loops with break/continue.
case("str_methods_split", """
def f(s: str) -> Tuple[List[str], str, bool, bool, int, str, str, str, bool]:
    parts = s.split(",")
    j = "-".join(parts)
    return parts, j.upper(), s.startswith("a"), s.endswith("z"), s.find("b"), s.replace("a", "x"), s.strip(), s.lower(), "b" in s
""", "f", ["  a,b,c  "])

case("str_format", """
def f(x: int, y: float, s: str) -> Tuple[str, str, str]:
    return "{} and {}".format(x, s), f"{x}-{s}", "x=" + str(x) + " y=" + str(y)
""", "f", [3, 2.5, "hi"])

case("list_methods", """
def f(a: List[int]) -> Tuple[List[int], int, int, List[int], int]:
    b = a.copy()
    b.sort()
    b.reverse()
    c = a[:]
    c.extend([7, 8])
    c.remove(7)
    c.insert(0, 42)
    d = sorted(a)
    return b, a.index(3), a.count(1), c + d, c.pop(1)
""", "f", [[3, 1, 4, 1, 5]])

case("dict_methods", """
from typing import Dict

def f(k: str) -> Tuple[List[str], List[int], int, int, bool, Dict[str, int]]:
    d: Dict[str, int] = {"a": 1, "b": 2}
    d["c"] = 3
    v = d.get("z", 9)
    p = d.pop("a")
    d.update({"e": 5})
    e = d.copy()
    e.setdefault("q", 11)
    keys = list(d.keys())
    vals = [v2 for v2 in d.values()]
    return keys, vals, v, p, k in d, e
""", "f", ["b"])

case("tuple_ops", """
def f(t: Tuple[int, int, int]) -> Tuple[Tuple[int, int], int, bool, int]:
    a = t[1:]
    s = 0
    for v in t:
        s += v
    return a, s, 2 in t, len(t)
""", "f", [(1, 2, 3)])

case("math_builtins", """
import math

def f(x: float, n: int) -> Tuple[float, int, float, int, float, Tuple[int, int], int, str, str, int, str]:
    return math.sqrt(x), math.floor(x) + math.ceil(x), round(x), abs(-n), math.pi * x, divmod(n, 3), max(n, 4, 2), hex(n), bin(n), ord("a"), chr(98)
""", "f", [2.7, 17])

case("while_nested_break", """
def f(n: int) -> List[int]:
    out: List[int] = []
    i = 0
    while i < n:
        j = 0
        while True:
            if j > i:
                break
            if (i + j) % 2 == 0:
                j += 1
                continue
            out.append(i * 10 + j)
            j += 1
        i += 1
    return out
""", "f", [5])

case("enumerate_zip_dict", """
from typing import Dict

def f(xs: List[str], ys: List[int]) -> Dict[str, int]:
    d: Dict[str, int] = {}
    for i, (a, b) in enumerate(zip(xs, ys)):
        d[a] = b * i
    for k, v in d.items():
        d[k] = v + 1
    return d
""", "f", [["a", "b", "c"], [1, 2, 3]])


# Optional defaults, Union by isinstance, NamedTuple results, Enum values, loop-carried tensors,
# a class holding a tensor list, a dict of tensors.
case("optional_tensor_default", """
def g(x: torch.Tensor, bias: Optional[torch.Tensor] = None, scale: float = 1.0) -> torch.Tensor:
    y = x * scale
    if bias is not None:
        y = y + bias
    return y


def f(x: torch.Tensor, b: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    return g(x), g(x, b), g(x, scale=2.0, bias=b)
""", "f", [f32(2, 3), f32(3)])

case("union_isinstance", """
from typing import Union


def h(v: Union[int, float, str]) -> str:
    if isinstance(v, int):
        return "int " + str(v + 1)
    elif isinstance(v, float):
        return "float " + str(v * 2.0)
    else:
        return "str " + v


def f(a: int, b: float) -> List[str]:
    return [h(a), h(b), h("z")]
""", "f", [3, 1.5])

case("namedtuple_return", """
from typing import NamedTuple


class Out(NamedTuple):
    loss: torch.Tensor
    count: int


def g(x: torch.Tensor) -> Out:
    return Out(x.sum(), x.numel())


def f(x: torch.Tensor) -> Tuple[torch.Tensor, int, torch.Tensor]:
    o = g(x)
    l, c = o
    return o.loss * 2, o.count + c, l
""", "f", [f32(2, 3)])

case("enum_values", """
from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2


def f(x: int) -> Tuple[bool, int, str]:
    c = Color.RED if x > 0 else Color.GREEN
    return c == Color.RED, c.value, c.name
""", "f", [3])

case("tensor_loop_state", """
def f(x: torch.Tensor, n: int) -> Tuple[torch.Tensor, List[torch.Tensor]]:
    h = torch.zeros(x.size(1))
    hs: List[torch.Tensor] = []
    for t in range(x.size(0)):
        h = torch.tanh(x[t] + 0.5 * h)
        hs.append(h)
    i = 0
    while float(h.sum()) > 0.0 and i < n:
        h = h - 0.25
        i += 1
    return h, hs
""", "f", [f32(4, 3), 10])

case("class_with_tensor_list", """
class Buffer:
    def __init__(self):
        self.items: List[torch.Tensor] = []
        self.total = 0

    def push(self, t: torch.Tensor):
        self.items.append(t)
        self.total += t.numel()

    def stacked(self) -> torch.Tensor:
        return torch.stack(self.items)


def f(x: torch.Tensor) -> Tuple[torch.Tensor, int]:
    b = Buffer()
    for i in range(3):
        b.push(x * i)
    return b.stacked(), b.total
""", "f", [f32(2)])

case("dict_of_tensors", """
from typing import Dict


def f(x: torch.Tensor) -> Tuple[Dict[str, torch.Tensor], torch.Tensor]:
    d: Dict[str, torch.Tensor] = {}
    d["a"] = x
    d["b"] = x * 2
    s = torch.zeros_like(x)
    for k in d.keys():
        s = s + d[k]
    return d, s
""", "f", [f32(3)])


# Model-shaped programs: NMS, a beam step, attention with a length mask, tril masks, parsing,
# nested lists, tensor indexing and mixed reductions.
case("nms_loop", """
def iou(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    lt = torch.max(a[:2], b[:, :2])
    rb = torch.min(a[2:], b[:, 2:])
    wh = (rb - lt).clamp(min=0)
    inter = wh[:, 0] * wh[:, 1]
    area_a = (a[2] - a[0]) * (a[3] - a[1])
    area_b = (b[:, 2] - b[:, 0]) * (b[:, 3] - b[:, 1])
    return inter / (area_a + area_b - inter)


def f(boxes: torch.Tensor, scores: torch.Tensor, thr: float) -> List[int]:
    order = scores.argsort(descending=True)
    keep: List[int] = []
    while order.numel() > 0:
        i = int(order[0])
        keep.append(i)
        if order.numel() == 1:
            break
        rest = order[1:]
        ov = iou(boxes[i], boxes[rest])
        order = rest[ov <= thr]
    return keep
""", "f", [np.array([[0, 0, 10, 10], [1, 1, 11, 11], [20, 20, 30, 30], [0, 0, 9, 9], [21, 21, 29, 29]], dtype=np.float32),
          np.array([0.9, 0.8, 0.7, 0.6, 0.95], dtype=np.float32), 0.5])

case("beam_step", """
def f(logp: torch.Tensor, scores: torch.Tensor, k: int) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    V = logp.size(1)
    total = (scores.unsqueeze(1) + logp).view(-1)
    top, idx = total.topk(k)
    beams = torch.div(idx, V, rounding_mode='floor')
    tokens = idx % V
    return top, beams, tokens
""", "f", [f32(3, 5), f32(3), 4])

case("attention_mask", """
import math
import torch.nn.functional as F


def f(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, lengths: List[int]) -> torch.Tensor:
    B, T, D = q.shape
    scores = q @ k.transpose(-2, -1) / math.sqrt(D)
    mask = torch.zeros(B, T, T, dtype=torch.bool)
    for b in range(B):
        mask[b, :, lengths[b]:] = True
    scores = scores.masked_fill(mask, float('-inf'))
    return F.softmax(scores, dim=-1) @ v
""", "f", [f32(2, 3, 4), f32(2, 3, 4), f32(2, 3, 4), [2, 3]])

case("causal_mask_tril", """
def f(x: torch.Tensor) -> torch.Tensor:
    T = x.size(-1)
    m = torch.tril(torch.ones(T, T)) > 0
    return x.masked_fill(~m, 0.0).cumsum(-1)
""", "f", [f32(2, 4, 4)])

case("str_parse", """
def f(s: str) -> Tuple[int, float, List[int]]:
    parts = s.split(" ")
    nums: List[int] = []
    for p in parts:
        if p.isdigit():
            nums.append(int(p))
    return int(parts[0]) * 2, float("1.5") + len(s), nums
""", "f", ["12 ab 7 x 30"])

case("list_of_lists_grid", """
def f(n: int) -> Tuple[List[List[int]], int, List[int]]:
    grid: List[List[int]] = []
    for i in range(n):
        row: List[int] = []
        for j in range(n):
            row.append(i * j)
        grid.append(row)
    grid[1][2] = 99
    flat = [r[0] for r in grid]
    return grid, sum([sum(r) for r in grid]), flat
""", "f", [3])

case("tensor_index_ops", """
def f(x: torch.Tensor, idx: torch.Tensor) -> List[torch.Tensor]:
    y = x.clone()
    y[0] = 0.0
    y[:, 1] += 1.0
    y[y > 1.0] = 1.0
    g = torch.gather(x, 1, idx)
    s = torch.zeros(3, 4).scatter_(1, idx, 1.0)
    return [y, g, s, x[..., -1], x[None, 1:, ::2], x[idx[:, 0]]]
""", "f", [f32(3, 4), np.array([[0, 1], [2, 3], [1, 1]], dtype=np.int64)])

case("reductions_mixed", """
def f(x: torch.Tensor) -> List[torch.Tensor]:
    v, i = x.max(dim=1)
    return [v, i, x.std(0), x.var(1, unbiased=False), x.logsumexp(-1), x.norm(2, 0), x.prod(1), x.argmin(), torch.median(x), x.mean([0, 1], keepdim=True)]
""", "f", [f32(3, 4)])


# Script classes: an Optional tensor attribute that grows, a dict attribute, methods returning self,
# operator methods and a static method, a list of instances.
case("class_optional_tensor_attr", """
class Cache:
    def __init__(self):
        self.k = torch.jit.annotate(Optional[torch.Tensor], None)
        self.n = 0

    def update(self, x: torch.Tensor) -> torch.Tensor:
        k = self.k
        if k is None:
            self.k = x
        else:
            self.k = torch.cat([k, x], 0)
        self.n += 1
        k2 = self.k
        assert k2 is not None
        return k2


def f(x: torch.Tensor) -> Tuple[torch.Tensor, int]:
    c = Cache()
    for i in range(3):
        c.update(x + i)
    k = c.k
    assert k is not None
    return k, c.n
""", "f", [f32(1, 2)])

case("class_dict_attr", """
from typing import Dict


class Vocab:
    def __init__(self, words: List[str]):
        self.index: Dict[str, int] = {}
        for w in words:
            if w not in self.index:
                self.index[w] = len(self.index)

    def encode(self, s: str) -> List[int]:
        out: List[int] = []
        for w in s.split(" "):
            out.append(self.index.get(w, -1))
        return out


def f(s: str) -> Tuple[List[int], int]:
    v = Vocab(["a", "b", "a", "c"])
    return v.encode(s), len(v.index)
""", "f", ["a c d b"])

case("class_methods_chain", """
class Acc:
    def __init__(self, start: float):
        self.total = start
        self.hist: List[float] = []

    def add(self, v: float) -> 'Acc':
        self.total += v
        self.hist.append(self.total)
        return self

    def mean(self) -> float:
        return sum(self.hist) / len(self.hist)


def f(a: float) -> Tuple[float, float, List[float]]:
    acc = Acc(a)
    acc.add(1.0).add(2.0).add(3.0)
    return acc.total, acc.mean(), acc.hist
""", "f", [0.5])

case("class_static_and_compare", """
class P:
    def __init__(self, x: int, y: int):
        self.x = x
        self.y = y

    def __eq__(self, other: 'P') -> bool:
        return self.x == other.x and self.y == other.y

    def __lt__(self, other: 'P') -> bool:
        return self.x < other.x or (self.x == other.x and self.y < other.y)

    def __add__(self, other: 'P') -> 'P':
        return P(self.x + other.x, self.y + other.y)

    def __len__(self) -> int:
        return 2

    def __getitem__(self, i: int) -> int:
        return self.x if i == 0 else self.y

    def __contains__(self, v: int) -> bool:
        return v == self.x or v == self.y

    @staticmethod
    def origin() -> 'P':
        return P(0, 0)


def f(a: int) -> Tuple[bool, bool, int, int, int, bool]:
    p = P(a, 2)
    q = P(1, 2) + P.origin()
    r = p + q
    return p == q, q < p, r[0], r[1], len(r), 2 in p
""", "f", [1])

case("class_list_of_objects_sort_attr", """
class Item:
    def __init__(self, name: str, score: float):
        self.name = name
        self.score = score


def f(scores: List[float]) -> List[str]:
    items = [Item("i" + str(i), s) for i, s in enumerate(scores)]
    best: List[str] = []
    while len(items) > 0:
        j = 0
        for k in range(len(items)):
            if items[k].score > items[j].score:
                j = k
        best.append(items[j].name)
        items.pop(j)
    return best
""", "f", [[0.3, 0.9, 0.1, 0.5]])


# Module classes: ModuleList and ModuleDict of submodules, Final class constants, buffers, exported
# methods, Sequential of custom modules.
case("module_submodules_const", """
import torch.nn as nn
from typing import Dict
from typing import Final


class Scale(nn.Module):
    def __init__(self, k: float):
        super().__init__()
        self.k = k
        self.w = nn.Parameter(torch.ones(3) * k)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.w + self.k


class M(nn.Module):
    n: Final[int] = 2

    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([Scale(1.0), Scale(2.0)])
        self.heads = nn.ModuleDict({"a": Scale(0.5), "b": Scale(3.0)})
        self.register_buffer("offset", torch.arange(3).float())
        self.names: List[str] = ["a", "b"]

    def forward(self, x: torch.Tensor) -> Dict[str, torch.Tensor]:
        for i, l in enumerate(self.layers):
            x = l(x) + i
        out: Dict[str, torch.Tensor] = {}
        for k, h in self.heads.items():
            out[k] = h(x) + self.offset * self.n
        return out

    @torch.jit.export
    def total(self, x: torch.Tensor) -> torch.Tensor:
        d = self.forward(x)
        return d["a"] + d["b"]
""", "M.total", [f32(2, 3)])

case("module_sequential_custom", """
import torch.nn as nn
import torch.nn.functional as F


class Act(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.gelu(x) * 2


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.seq = nn.Sequential(Act(), nn.ReLU(), Act())
        self.training_flag = False

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.training:
            return x
        return self.seq(x)
""", "M.forward", [f32(2, 3)])


# Errors TorchScript reports, at the lines it points to.
error("err_return_type", """
def f(x: int) -> str:
    return x  # HERE
""", "f", ["# HERE"])

error("err_list_elem_type", """
def f(x: int) -> List[int]:
    a: List[int] = []
    a.append("s")  # HERE
    return a
""", "f", ["# HERE"])

error("err_call_arity", """
def g(a: int, b: int) -> int:
    return a + b


def f(x: int) -> int:
    return g(x)  # HERE
""", "f", ["# HERE"])

error("err_unknown_kw", """
def g(a: int, b: int = 2) -> int:
    return a + b


def f(x: int) -> int:
    return g(x, c=3)  # HERE
""", "f", ["# HERE"])

error("err_optional_no_refine", """
def f(x: Optional[int]) -> int:
    return x + 1  # HERE
""", "f", ["# HERE"])

error("err_tuple_index_oob", """
def g(t: Tuple[int, int]) -> int:
    return t[2]  # HERE


def f(x: int) -> int:
    return g((x, x))
""", "f", ["# HERE"])

error("err_dict_key_type", """
from typing import Dict


def f(x: int) -> int:
    d: Dict[str, int] = {"a": 1}
    return d[x]  # HERE
""", "f", ["# HERE"])

error("err_str_plus_int", """
def f(x: int) -> str:
    return "a" + x  # HERE
""", "f", ["# HERE"])

error("err_undefined_var", """
def f(x: int) -> int:
    return y  # HERE
""", "f", ["# HERE"])

error("err_attr_not_init", """
class C:
    def __init__(self):
        self.a = 1

    def g(self) -> int:
        self.b = 2  # HERE
        return self.a


def f(x: int) -> int:
    return C().g()
""", "f", ["# HERE"])

error("err_method_missing", """
def f(x: torch.Tensor) -> torch.Tensor:
    return x.not_a_method()  # HERE
""", "f", ["# HERE"])

error("err_lambda", """
def f(x: int) -> int:
    g = lambda a: a + 1  # HERE
    return g(x)
""", "f", ["# HERE"])

error("err_global", """
G = 3


def f(x: int) -> int:
    global G  # HERE
    return x + G
""", "f", ["# HERE"])

error("err_try", """
def f(x: int) -> int:
    try:  # HERE
        return x
    except Exception:
        return 0
""", "f", ["# HERE"])

error("err_star_args", """
def f(*args: int) -> int:  # HERE
    return 0
""", "f", ["# HERE"])

error("err_unpack_count", """
def f(x: int) -> int:
    a, b = (1, 2, 3)  # HERE
    return a
""", "f", ["# HERE"])

error("err_none_return_mismatch", """
def f(x: int) -> int:
    if x > 0:
        return x
    # falls off: returns None  # HERE
""", "f", ["def f", "# HERE", "return x"])

# --- more statements, class protocols and Optional checks ----------------
case("magic_methods", """
class Bag:
    def __init__(self, items: List[int]):
        self.items = items

    def __len__(self) -> int:
        return len(self.items)

    def __getitem__(self, i: int) -> int:
        return self.items[i]

    def __contains__(self, x: int) -> bool:
        return x in self.items

    def __setitem__(self, i: int, v: int):
        self.items[i] = v

def f(n: int) -> Tuple[int, int, bool, bool, List[int]]:
    b = Bag([1, 2, n])
    b[0] = 7
    return len(b), b[2], 2 in b, 5 in b, b.items
""", "f", [5])

case("tensor_iteration", """
def f(x: torch.Tensor) -> Tuple[List[float], int]:
    out: List[float] = []
    count = 0
    for row in x:
        out.append(float(row.sum()))
        count += 1
    return out, count
""", "f", [f32(3, 4)])

case("staticmethod", """
class Helper:
    def __init__(self, k: int):
        self.k = k

    @staticmethod
    def double(v: int) -> int:
        return v * 2

    def apply(self, v: int) -> int:
        return Helper.double(v) + self.k

def f(n: int) -> Tuple[int, int]:
    h = Helper(3)
    return h.apply(n), Helper.double(n)
""", "f", [4])

case("fstrings", """
def f(n: int, x: float, s: str) -> str:
    return f"n={n} x={x} s={s}!"
""", "f", [3, 2.5, "hi"])

case("dict_methods_more", """
from typing import Dict
def f(n: int) -> Tuple[Dict[str, int], int, int, List[str], int]:
    d: Dict[str, int] = {"a": 1, "b": 2}
    d.update({"c": n})
    v = d.setdefault("z", 9)
    p = d.pop("a")
    keys = sorted(d.keys())
    g = d.get("missing", -1)
    return d, v, p, keys, g
""", "f", [4])

case("list_methods_more", """
def f(n: int) -> Tuple[List[int], int, int, List[int], int, int]:
    l = [3, 1, n, 1]
    l.sort()
    l.reverse()
    i = l.index(1)
    c = l.count(1)
    l.insert(1, 8)
    l.remove(3)
    m = l.copy()
    m.clear()
    return l, i, c, m, min(l), max(l)
""", "f", [5])

case("enumerate_start_zip3", """
def f(a: List[int], b: List[float], c: List[str]) -> List[str]:
    out: List[str] = []
    for i, (x, y, z) in enumerate(zip(a, b, c), 1):
        out.append(z + str(i) + str(x + y))
    return out
""", "f", [[1, 2], [0.5, 1.5], ["p", "q"]])

case("string_methods_more", """
def f(s: str) -> Tuple[bool, bool, str, str, int, List[str], str, str, bool]:
    t = "  " + s + "  "
    return s.startswith("he"), s.endswith("x"), t.strip(), s.replace("l", "L"), s.find("l"), "a,b,,c".split(","), "-".join(["x", s]), s.upper().lower(), s.isdigit()
""", "f", ["hello"])

case("augmented_targets", """
from typing import Dict
class C:
    def __init__(self):
        self.v = 1

def f(n: int) -> Tuple[List[int], Dict[str, int], int]:
    l = [1, 2, 3]
    l[1] += n
    l[-1] *= 2
    d = {"a": 1}
    d["a"] += 10
    c = C()
    c.v += n
    return l, d, c.v
""", "f", [4])

case("optional_ternary", """
def f(n: int) -> int:
    y: Optional[int] = None if n > 3 else n
    if y is None:
        return -1
    return y * 2
""", "f", [2])

case("math_misc", """
import math
def f(a: int, b: int, x: float) -> Tuple[int, int, float, bool, bool, float, int, float]:
    return math.gcd(a, b), abs(-a), math.fabs(-x), math.isnan(x), math.isinf(x / 0.0001), math.copysign(2.0, -x), math.factorial(5), math.sqrt(16.0)
""", "f", [12, 18, 1.5])

case("divmod_pow", """
def f(a: int, b: int, x: float) -> Tuple[Tuple[int, int], float, float, float, float]:
    return divmod(a, b), pow(x, 2), pow(a, 2), round(x), round(2.5)
""", "f", [17, 5, 1.75])

case("nested_comprehension", """
from typing import Dict
def f(n: int) -> Tuple[List[List[int]], List[int], Dict[int, int]]:
    grid = [[i * j for j in range(3)] for i in range(n)]
    flat = [v * 2 for v in grid[-1]]
    sq = {i: i * i for i in range(n)}
    return grid, flat, sq
""", "f", [3])

case("tensor_shape_compare", """
def f(x: torch.Tensor) -> Tuple[bool, bool, List[int], int]:
    return x.shape == [2, 3], list(x.shape) == [2, 3], list(x.size()), len(x)
""", "f", [f32(2, 3)])

case("while_else_free_break", """
def f(n: int) -> Tuple[int, int]:
    i = 0
    found = -1
    while i < n:
        j = 0
        while j < n:
            if i * j == 6:
                found = i * 10 + j
                break
            j += 1
        if found >= 0:
            break
        i += 1
    return i, found
""", "f", [5])

case("tuple_slicing", """
def f(n: int) -> Tuple[Tuple[int, int], int, Tuple[int, int, int, int]]:
    t = (1, 2, n, 4)
    return t[1:3], t[-1], t[::-1]
""", "f", [3])

case("class_eq_lt", """
class P:
    def __init__(self, a: int, b: int):
        self.a = a
        self.b = b

    def __eq__(self, other: 'P') -> bool:
        return self.a == other.a and self.b == other.b

    def __lt__(self, other: 'P') -> bool:
        return self.a < other.a

    def __add__(self, other: 'P') -> 'P':
        return P(self.a + other.a, self.b + other.b)

def f(n: int) -> Tuple[bool, bool, int]:
    p = P(1, n)
    q = P(1, n)
    r = p + q
    return p == q, p < r, r.b
""", "f", [3])

case("str_format_list", """
def f(n: int, x: float) -> str:
    return "{} and {}: {}".format(n, x, [n, n])
""", "f", [3, 0.5])

case("int_conversions", """
def f(s: str, x: float) -> Tuple[int, float, str, str, str, int, str]:
    return int(s), float(s + ".5"), str(x), hex(255), bin(5), ord("a"), chr(98)
""", "f", ["12", 2.25])

case("any_all_builtin", """
def f(l: List[int]) -> Tuple[bool, bool, int, List[int]]:
    return any([v > 2 for v in l]), all([v > 0 for v in l]), sum(l), sorted(l)
""", "f", [[3, 1, 2]])

case("list_of_tensors_loop", """
def f(x: torch.Tensor) -> torch.Tensor:
    parts: List[torch.Tensor] = []
    for i in range(x.size(0)):
        parts.append(x[i] * float(i))
    return torch.stack(parts).sum(0)
""", "f", [f32(3, 4)])

error("optional_eq", """
def f(x: Optional[int]) -> bool:
    return x == 1
""", "f", ["    return x == 1"])

error("optional_call_arg", """
def g(a: int) -> int:
    return a + 1

def f(x: Optional[int]) -> int:
    return g(x)
""", "f", ["    return g(x)"])

error("optional_type_comment", """
def f(x):
    # type: (Optional[int]) -> int
    return x + 1
""", "f", ["    return x + 1"])

# --- module features: flags, exported entries, built-in layers, Optional submodules
case("module_training_flag_export", """
class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = 2.0
        self.sizes = [1, 2, 3]

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.training:
            return x
        return self.helper(x) * self.scale

    def helper(self, x: torch.Tensor) -> torch.Tensor:
        return x + float(sum(self.sizes))

    @torch.jit.export
    def other(self, x: torch.Tensor, n: int) -> torch.Tensor:
        return x * n + self.sizes[-1]
""", "M.forward", [f32(3)])

case("module_exported_method_entry", """
class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.offset = 0.5

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x

    @torch.jit.export
    def shifted(self, x: torch.Tensor, n: int) -> torch.Tensor:
        return x * n + self.offset
""", "M.shifted", [f32(3), 4])

case("module_builtin_layers", """
class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.act = torch.nn.ReLU()
        self.soft = torch.nn.Softmax(dim=1)
        self.flat = torch.nn.Flatten()
        self.ident = torch.nn.Identity()
        self.seq = torch.nn.Sequential(torch.nn.Tanh(), torch.nn.Sigmoid())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.soft(self.act(self.ident(x)))
        return self.seq(self.flat(y))
""", "M.forward", [f32(2, 3, 2)])

case("module_buffers_and_constants", """
from typing import Final

class M(torch.nn.Module):
    k: Final[int] = 3

    def __init__(self):
        super().__init__()
        self.register_buffer("steps", torch.arange(4).float())
        self.table = {"a": 1, "b": 2}
        self.pair = (2, 5)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.steps + self.k + self.table["b"] + self.pair[1]
""", "M.forward", [f32(4)])

case("module_optional_submodule", """
class Scale(torch.nn.Module):
    def __init__(self, s: float):
        super().__init__()
        self.s = s

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.s

class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.pre = Scale(2.0)
        self.post: Optional[Scale] = None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.pre(x)
        if self.post is not None:
            y = self.post(y)
        return y
""", "M.forward", [f32(3)])

case("module_list_enumerate_index", """
class Add(torch.nn.Module):
    def __init__(self, v: float):
        super().__init__()
        self.v = v

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.v

class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = torch.nn.ModuleList([Add(1.0), Add(10.0), Add(100.0)])

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        out = x
        for i, layer in enumerate(self.layers):
            out = layer(out) * (i + 1)
        return out, self.layers[-1](x)
""", "M.forward", [f32(2)])

case("module_nested_sequential_custom", """
class Double(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * 2.0

class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.body = torch.nn.Sequential(Double(), torch.nn.ReLU(), torch.nn.Sequential(Double(), torch.nn.Hardtanh(-1.0, 3.0)))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.body(x)
""", "M.forward", [f32(5)])

case("module_parameter_free_layers", """
class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.acts = torch.nn.ModuleList([torch.nn.Hardtanh(-0.5, 0.5), torch.nn.ReLU6(), torch.nn.ELU(0.5), torch.nn.CELU(), torch.nn.SELU(), torch.nn.Softplus(2.0), torch.nn.Hardswish(), torch.nn.Hardsigmoid(), torch.nn.Mish(), torch.nn.Softsign(), torch.nn.Tanhshrink(), torch.nn.LogSigmoid(), torch.nn.Hardshrink(0.3), torch.nn.Softshrink(), torch.nn.Threshold(0.1, -2.0)])
        self.glu = torch.nn.GLU(1)
        self.softmin = torch.nn.Softmin(dim=1)

    def forward(self, x: torch.Tensor) -> List[torch.Tensor]:
        out: List[torch.Tensor] = []
        for a in self.acts:
            out.append(a(x))
        out.append(self.glu(x))
        out.append(self.softmin(x))
        return out
""", "M.forward", [f32(2, 4)])

case("module_shape_layers", """
class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.pad = torch.nn.ZeroPad2d(1)
        self.reflect = torch.nn.ReflectionPad2d((1, 0, 0, 1))
        self.constant = torch.nn.ConstantPad1d(2, 3.5)
        self.replicate = torch.nn.ReplicationPad1d((0, 2))
        self.up = torch.nn.Upsample(scale_factor=2.0, mode='nearest')
        self.shuffle = torch.nn.PixelShuffle(2)
        self.unshuffle = torch.nn.PixelUnshuffle(2)
        self.pool = torch.nn.AdaptiveMaxPool2d((2, 1))
        self.lrn = torch.nn.LocalResponseNorm(2)
        self.unflat = torch.nn.Unflatten(1, (2, 2))
        self.drop = torch.nn.Dropout2d(0.3)

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
        flat = x.reshape(1, 4, -1)
        return self.pad(x), self.reflect(x), self.constant(flat), self.replicate(flat), self.up(x), self.shuffle(x), self.unshuffle(x), self.pool(x), self.lrn(self.drop(x)), self.unflat(flat)
""", "M.forward", [f32(1, 4, 2, 2)])


# --- devices, tensor attributes, more builtins ----------------------------
case("str_methods_padding_partition", """
def f(s: str) -> Tuple[str, str, str, str, List[str], List[str], str, str, int, int, bool]:
    a = s.zfill(12)
    b = s.center(15, '*')
    c = s.ljust(12, '-') + s.rjust(12)
    d = s.swapcase() + s.title() + s.capitalize()
    e = s.rsplit(' ', 1)
    g = s.splitlines()
    h = s.partition(' ')[2]
    i = s.rpartition(' ')[0]
    return a, b, c, d, e, g, h, i, s.count('o'), s.rfind('o'), s.startswith('he', 0)
""", "f", ["hello world foo"])

case("list_insert_pop_remove", """
def f(n: int) -> Tuple[List[int], int, int, List[int], int, List[float]]:
    l = [5, 3, 9, 1, n]
    l.insert(2, 7)
    l.insert(-1, 8)
    p = l.pop(1)
    l.remove(9)
    l.reverse()
    m = sorted(l)
    l.sort()
    c = l.count(1)
    fl = [3.5, -1.0, 2.25]
    fl.sort(reverse=True)
    return l, p, c, m, l.index(7), fl
""", "f", [4])

case("int_floor_div_mod_shift", """
def f(a: int, b: int) -> Tuple[int, int, float, float, int, int, int, int, float, int, bool]:
    return a // b, a % b, a / b, 7.5 // -2.0, -a // b, -a % b, a << 3, a ^ 5, 2 ** -2, abs(-a), (a & 1) == 1
""", "f", [17, 5])

case("str_of_floats", """
def f(x: float) -> Tuple[str, str, str, str, str]:
    return str(x), str(1e20), str(0.1 + 0.2), str(float(3)), str(x * 1e-7)
""", "f", [2.5])

case("tensor_attributes", """
def f(x: torch.Tensor) -> Tuple[int, int, bool, bool, int, torch.Tensor, torch.Tensor, int, bool]:
    return x.ndim, x.numel(), x.is_floating_point(), x.requires_grad, x.element_size(), x.T, x.mT, x.dim(), x.is_contiguous()
""", "f", [f32(2, 3)])

case("dtype_arguments", """
def f(x: torch.Tensor) -> Tuple[torch.Tensor, bool, torch.Tensor, torch.Tensor]:
    z = torch.zeros(3, dtype=x.dtype)
    y = x.to(torch.int64)
    w = torch.ones_like(y, dtype=torch.float64)
    return z, y.dtype == torch.int64, w, x.to(x.device)
""", "f", [f32(3)])

case("dict_update_setdefault_groups", """
from typing import Dict
def f(n: int) -> Tuple[Dict[str, int], int, List[str], Dict[int, List[int]]]:
    d = {'a': 1, 'b': 2}
    d.update({'c': n})
    v = d.setdefault('z', 9)
    d.pop('a')
    groups: Dict[int, List[int]] = {}
    for i in range(n):
        k = i % 3
        if k not in groups:
            groups[k] = torch.jit.annotate(List[int], [])
        groups[k].append(i)
    return d, v, list(d.keys()), groups
""", "f", [7])

case("jit_isinstance_containers", """
from typing import Any, Union, Dict
def g(x: Any) -> int:
    if torch.jit.isinstance(x, List[int]):
        return len(x)
    if torch.jit.isinstance(x, Dict[str, int]):
        return 100
    return -1

def f(n: int) -> Tuple[int, int, int, bool]:
    return g([1, 2, n]), g({'a': 1}), g(2.0), torch.jit.is_scripting()
""", "f", [3])

case("helper_defaults_min_max", """
def helper(x: List[int], y: int = 2) -> List[int]:
    return [v * y for v in x]

def f(n: int) -> Tuple[List[int], List[int], int, int]:
    r = list(range(n))
    return helper(r), helper(r, y=3), min(r), max([3, n, 1])
""", "f", [9])

case("str_compare_sorted", """
def f(a: str, b: str) -> Tuple[bool, bool, bool, str, bool, List[str]]:
    return a < b, a >= b, 'ell' in a, a + a, a.isidentifier(), sorted([b, a, 'c'])
""", "f", ["hello", "help"])

case("round_and_pow_floats", """
import math
def f(x: float, n: int) -> Tuple[float, float, float, float, float, float]:
    return round(x), round(x + 0.5), round(2.5), x ** n, n ** 3, math.pow(x, 0.5)
""", "f", [3.7, 3])

case("optional_tuple_refined", """
def g(t: Optional[Tuple[int, int]]) -> int:
    if t is None:
        return 0
    a, b = t
    return a * b

def f(n: int) -> Tuple[int, int]:
    return g((n, 4)), g(None)
""", "f", [5])

case("devices", """
def helper(x: torch.Tensor, d: torch.device) -> torch.Tensor:
    return torch.ones(3, device=d) + x.to(d)

def f(x: torch.Tensor) -> Tuple[str, str, Optional[int], bool, bool, bool, bool, int, torch.Tensor, torch.Tensor, bool, str]:
    d = x.device
    z = torch.zeros(3, device=d, dtype=torch.float64) + torch.arange(3, device="cpu")
    y = x.to(d, torch.float64) + x.to(device=d) + x.cpu() + x.to("cpu", dtype=torch.float64, non_blocking=True)
    if x.is_cuda:
        y = y.cuda()
    w = helper(x, d) + torch.zeros_like(x, memory_format=torch.contiguous_format) + x.clone(memory_format=torch.preserve_format)
    e = torch.tensor([1.0, 2.0, 3.0], device=d, requires_grad=False) + x.new_zeros(3, device=d, pin_memory=False)
    return str(d), d.type, d.index, x.is_cuda, x.requires_grad, x.is_cpu, d == torch.device('cpu'), x.get_device(), z + y, w + e, d != "cpu", f"{d}"
""", "f", [f32(3)])


# --- printf-style formatting, math, unpacking targets, string chains -------
case("percent_format", """
def f(a: int, x: float, s: str, b: bool, l: List[int]) -> List[str]:
    return ["%d items" % a, "%s=%f" % (s, x), "%d-%d" % (a, a + 1), "%e" % x, "%s %s %s" % (a, x, b), "%d" % x, "%c" % a, "100%%" % (), "%s" % l, "%f" % a, "%i" % a, "%s" % (s,), "%d" % 2.7, "%d" % -2.7, "%c" % "z", "%s" % (1.0e20,), "%f" % (1e20), "%e" % -0.000123, "%s|%s" % (b, None), "%e" % float('inf'), "%f" % float('nan'), "%s" % ((1, 2),), "%f" % 123456789.0, "%e" % 1.0000001e-45, "%f" % 3, "%s" % 0.1, "%e" % 1e300, "%f" % -0.0]
""", "f", [65, 2.5, "k", True, [1, 2]])

case("math_floor_ceil_gcd_factorial", """
import math
def f(x: float, n: int) -> Tuple[int, int, float, int, int, float, float, float, float, float, float]:
    return math.floor(x), math.ceil(x), math.log(x, 2.0), math.gcd(n, 12), math.factorial(n), math.copysign(x, -1.0), math.fmod(x, 1.5), math.degrees(x), math.radians(x), math.atan2(x, 1.0), 1.0
""", "f", [3.7, 5])

case("nested_unpack_targets", """
from typing import Dict
def f(n: int) -> Tuple[int, List[str], int]:
    a = [1, 2, 3]
    b = [10, 20, 30]
    total = 0
    for i, (p, q) in enumerate(zip(a, b)):
        total += i * p + q
    d = {'x': (1, 2), 'y': (3, n)}
    keys: List[str] = []
    acc = 0
    for k, (u, v) in d.items():
        keys.append(k)
        acc += u * v
    (c, e), g = (1, 2), 3
    return total, keys, acc + c + e + g
""", "f", [4])

case("optional_list_default", """
def g(x: List[int], scale: int = 2, dims: Optional[List[int]] = None) -> List[int]:
    if dims is None:
        dims = [0, 1]
    return [x[d] * scale for d in dims]

def f(n: int) -> Tuple[List[int], List[int], List[int]]:
    x = [n, n + 1, n + 2]
    return g(x), g(x, dims=[2]), g(x, 3, [1, 2])
""", "f", [5])

case("str_split_strip_counts", """
from typing import Dict
def f(s: str) -> Tuple[str, List[str], int, bool, str, List[str]]:
    parts = s.split(",")
    first = parts[0].strip().upper()
    words = [p.strip() for p in parts]
    counts: Dict[str, int] = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    return first, sorted(counts.keys()), counts['b'], 'a' in counts.keys(), "-".join(words), list("xyz")
""", "f", [" a, b,c , b "])

case("nested_lists_built_in_loops", """
def f(n: int) -> Tuple[List[List[int]], int, List[int]]:
    grid: List[List[int]] = []
    for i in range(n):
        row: List[int] = []
        for j in range(i + 1):
            row.append(i * j)
        grid.append(row)
    grid[0].append(99)
    flat: List[int] = []
    for row in grid:
        flat.extend(row)
    return grid, len(flat), grid[-1]
""", "f", [3])

case("print_empty_line", """
def f(n: int) -> int:
    print("a", n)
    print()
    return n
""", "f", [3])

case("len_int_float_bool_of_tensor", """
def f(x: torch.Tensor) -> Tuple[int, int, float, bool, int, List[int]]:
    return len(x), int(x[0, 0] * 10), float(x.max()), bool(x[0, 0] > 0), x.shape[-1], list(x.shape[1:])
""", "f", [f32(3, 4)])

case("in_list_literals", """
def f(n: int, s: str) -> Tuple[bool, bool, bool, bool]:
    return n in [1, 2, 3], s in ["a", "b"], n not in (4, 5), 2.5 in [1.0, 2.5]
""", "f", [2, "c"])

case("while_true_return", """
def f(n: int) -> int:
    i = 0
    while True:
        i += 1
        if i * i > n:
            return i
    return -1
""", "f", [50])


# --- module containers, class-level declarations, class defaults ------------
case("module_dict_list_len", """
from typing import Dict
class M(torch.nn.Module):
    __constants__ = ['n']

    def __init__(self):
        super().__init__()
        self.n = 3
        self.acts = torch.nn.ModuleDict({'relu': torch.nn.ReLU(), 'tanh': torch.nn.Tanh()})
        self.layers = torch.nn.ModuleList([torch.nn.ReLU(), torch.nn.Sigmoid()])
        self.seq = torch.nn.Sequential(torch.nn.Tanh(), torch.nn.ReLU())

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, int]:
        y = self.acts['relu'](x) + self.acts['tanh'](x)
        z = x
        for i, layer in enumerate(self.layers):
            z = layer(z) * (i + 1)
        w = x
        for name, act in self.acts.items():
            w = act(w)
        return y, z, w, self.seq[0](x), len(self.layers) + self.n
""", "M.forward", [f32(2, 3)])

case("module_optional_forward_arg", """
class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = 2.0

    def forward(self, x: torch.Tensor, mask: Optional[torch.Tensor] = None, k: int = 2) -> torch.Tensor:
        y = x * self.scale
        if mask is not None:
            y = y * mask
        return self.helper(y, k)

    def helper(self, y: torch.Tensor, k: int = 1) -> torch.Tensor:
        return y + k
""", "M.forward", [f32(2, 3)])

case("module_class_level_annotations", """
class M(torch.nn.Module):
    n: int
    names: List[str]

    def __init__(self):
        super().__init__()
        self.n = 4
        self.names = ["a", "b"]

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, str]:
        return x * self.n, self.names[-1]
""", "M.forward", [f32(3)])

case("class_init_defaults_history", """
class Counter:
    def __init__(self, start: int = 0, step: int = 1):
        self.value = start
        self.step = step
        self.history: List[int] = []

    def bump(self, times: int = 1) -> int:
        for _ in range(times):
            self.value += self.step
            self.history.append(self.value)
        return self.value

def f(n: int) -> Tuple[int, int, List[int], int]:
    c = Counter()
    d = Counter(10, step=n)
    c.bump()
    c.bump(3)
    d.bump(2)
    return c.value, d.value, d.history, len(c.history)
""", "f", [5])

case("class_returns_own_instances", """
class Box:
    def __init__(self, lo: float, hi: float):
        self.lo = lo
        self.hi = hi

    def width(self) -> float:
        return self.hi - self.lo

    def split(self) -> Tuple["Box", "Box"]:
        mid = (self.lo + self.hi) / 2
        return Box(self.lo, mid), Box(mid, self.hi)

def f(a: float, b: float) -> Tuple[float, float, List[float]]:
    l, r = Box(a, b).split()
    boxes = [l, r, Box(0.0, 1.0)]
    return l.width(), r.hi, [bx.width() for bx in boxes]
""", "f", [1.0, 5.0])

case("module_empty_list_attribute_declared", """
class M(torch.nn.Module):
    seen: List[int]

    def __init__(self):
        super().__init__()
        self.calls = 0
        self.seen = []

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, int, List[int]]:
        self.calls += 1
        self.seen.append(x.size(0))
        return x + self.calls, self.calls, self.seen
""", "M.forward", [f32(3)])


# --- constructs TorchScript rejects --------------------------------------------
error("err_set_literal", """
def f(x: int) -> int:
    s = {1, 2, x}
    return len(s)
""", "f", ["    s = {1, 2, x}"])

error("err_nested_def", """
def f(x: int) -> int:
    def g(y: int) -> int:
        return y + 1
    return g(x)
""", "f", ["    def g(y: int) -> int:"])

error("err_starred_assign", """
def f(x: int) -> int:
    a, *b = [1, 2, x]
    return a
""", "f", ["    a, *b = [1, 2, x]"])

error("err_recursion", """
def f(n: int) -> int:
    if n <= 0:
        return 0
    return f(n - 1) + 1
""", "f", ["    return f(n - 1) + 1"])

error("err_loop_var_after", """
def f(n: int) -> int:
    for i in range(n):
        pass
    return i
""", "f", ["    return i"])

error("err_kwonly", """
def f(x: int, *, scale: int = 2) -> int:
    return x * scale
""", "f", ["def f(x: int, *, scale: int = 2) -> int:"])

error("err_format_kwargs", """
def f(x: int) -> str:
    return "{a}".format(a=x)
""", "f", ['    return "{a}".format(a=x)'])

error("err_walrus", """
def f(x: int) -> int:
    if (y := x + 1) > 2:
        return y
    return 0
""", "f", ["    if (y := x + 1) > 2:"])

error("err_ternary_types", """
def f(x: int) -> int:
    y = x if x > 0 else "neg"
    return 1
""", "f", ['    y = x if x > 0 else "neg"'])

error("err_tuple_ellipsis", """
def f(x: Tuple[int, ...]) -> int:
    return x[0]
""", "f", ["def f(x: Tuple[int, ...]) -> int:"])

error("err_yield", """
def f(x: int) -> int:
    yield x
""", "f", ["    yield x"])

error("err_mixed_dict_keys", """
def f(x: int) -> int:
    d = {1: 2, 'b': 3}
    return x
""", "f", ["    d = {1: 2, 'b': 3}"])

error("err_int_not_iterable", """
def f(x: int) -> int:
    t = 0
    for i in x:
        t += i
    return t
""", "f", ["    for i in x:"])

error("err_annotated_mismatch", """
def f(x: int) -> int:
    y: int = "a"
    return x
""", "f", ['    y: int = "a"'])


# --- small whole programs: tokenizer, beam search, NMS, Viterbi, DP ----------
case("program_tokenizer", """
from typing import Dict
def tokenize(text: str, vocab: Dict[str, int], unk: int) -> List[int]:
    ids: List[int] = []
    for word in text.lower().split():
        word = word.strip(".,!?")
        if word in vocab:
            ids.append(vocab[word])
        else:
            ids.append(unk)
    return ids

def f(text: str) -> Tuple[List[int], torch.Tensor, int]:
    vocab = {"the": 1, "cat": 2, "sat": 3, "on": 4, "mat": 5}
    ids = tokenize(text, vocab, 0)
    t = torch.tensor(ids, dtype=torch.long)
    counts: Dict[int, int] = {}
    for i in ids:
        counts[i] = counts.get(i, 0) + 1
    best = -1
    best_count = 0
    for k, v in counts.items():
        if v > best_count:
            best = k
            best_count = v
    return ids, t * 2, best
""", "f", ["The cat sat on the mat, the end!"])

case("program_beam_search", """
def f(logits: torch.Tensor, beam: int) -> Tuple[List[List[int]], List[float]]:
    empty: List[int] = []
    beams: List[Tuple[List[int], float]] = [(empty, 0.0)]
    for t in range(logits.size(0)):
        log_probs = torch.log_softmax(logits[t], dim=-1)
        candidates: List[Tuple[List[int], float]] = []
        for seq, score in beams:
            values, indices = torch.topk(log_probs, beam)
            for j in range(beam):
                candidates.append((seq + [int(indices[j])], score + float(values[j])))
        ordered = sorted([(-c[1], i) for i, c in enumerate(candidates)])
        beams = [candidates[i] for _, i in ordered[:beam]]
    return [b[0] for b in beams], [b[1] for b in beams]
""", "f", [f32(3, 5), 2])

case("program_running_stats", """
class RunningStats:
    def __init__(self):
        self.n = 0
        self.mean = 0.0
        self.m2 = 0.0

    def push(self, x: float):
        self.n += 1
        delta = x - self.mean
        self.mean += delta / self.n
        self.m2 += delta * (x - self.mean)

    def variance(self) -> float:
        if self.n < 2:
            return 0.0
        return self.m2 / (self.n - 1)

def f(x: torch.Tensor) -> Tuple[float, float, int]:
    s = RunningStats()
    xs: List[float] = x.tolist()
    for v in xs:
        s.push(v)
    return s.mean, s.variance(), s.n
""", "f", [f32(6)])

case("program_nms_boxes", """
def iou(a: List[float], b: List[float]) -> float:
    x1 = max(a[0], b[0])
    y1 = max(a[1], b[1])
    x2 = min(a[2], b[2])
    y2 = min(a[3], b[3])
    inter = max(0.0, x2 - x1) * max(0.0, y2 - y1)
    area = (a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - inter
    return inter / area if area > 0 else 0.0

def f(boxes: torch.Tensor, scores: torch.Tensor, thresh: float) -> List[int]:
    order: List[int] = torch.argsort(scores, descending=True).tolist()
    bl: List[List[float]] = boxes.tolist()
    keep: List[int] = []
    while len(order) > 0:
        i = order.pop(0)
        keep.append(i)
        rest: List[int] = []
        for j in order:
            if iou(bl[i], bl[j]) <= thresh:
                rest.append(j)
        order = rest
    return keep
""", "f", [np.array([[0, 0, 10, 10], [1, 1, 11, 11], [20, 20, 30, 30], [21, 21, 29, 29]], dtype=np.float32), np.array([0.9, 0.8, 0.7, 0.95], dtype=np.float32), 0.5])
case("program_viterbi", """
def f(emissions: torch.Tensor, transitions: torch.Tensor) -> Tuple[List[int], float]:
    n = emissions.size(0)
    score = emissions[0]
    history: List[torch.Tensor] = []
    for t in range(1, n):
        total = score.unsqueeze(1) + transitions + emissions[t].unsqueeze(0)
        best, idx = total.max(dim=0)
        history.append(idx)
        score = best
    best_score, last = score.max(dim=0)
    path = [int(last)]
    for idx in history[::-1]:
        path.append(int(idx[path[-1]]))
    path.reverse()
    return path, float(best_score)
""", "f", [f32(5, 4), f32(4, 4)])

case("program_edit_distance", """
def f(a: str, b: str) -> Tuple[int, List[List[int]]]:
    n = len(a)
    m = len(b)
    d = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n + 1):
        d[i][0] = i
    for j in range(m + 1):
        d[0][j] = j
    for i in range(1, n + 1):
        for j in range(1, m + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            d[i][j] = min(d[i - 1][j] + 1, min(d[i][j - 1] + 1, d[i - 1][j - 1] + cost))
    return d[n][m], d
""", "f", ["kitten", "sitting"])

case("program_union_find", """
def find(parent: List[int], x: int) -> int:
    while parent[x] != x:
        parent[x] = parent[parent[x]]
        x = parent[x]
    return x

def f(n: int, edges: List[Tuple[int, int]]) -> Tuple[int, List[int]]:
    parent = list(range(n))
    for a, b in edges:
        ra = find(parent, a)
        rb = find(parent, b)
        if ra != rb:
            parent[ra] = rb
    roots = [find(parent, i) for i in range(n)]
    distinct: List[int] = []
    for r in roots:
        if r not in distinct:
            distinct.append(r)
    return len(distinct), roots
""", "f", [6, [(0, 1), (2, 3), (1, 3)]])

case("program_dp_tensor", """
def f(x: torch.Tensor) -> torch.Tensor:
    n = x.size(0)
    out = torch.zeros(n, n)
    for i in range(n):
        for j in range(i, n):
            if i == j:
                out[i, j] = x[i]
            else:
                out[i, j] = out[i, j - 1] + x[j]
    return out
""", "f", [f32(4)])

case("program_report_strings", """
from typing import Dict
def f(x: torch.Tensor, names: List[str]) -> Tuple[str, Dict[str, float]]:
    lines: List[str] = []
    stats: Dict[str, float] = {}
    for i, name in enumerate(names):
        v = float(x[i].sum())
        stats[name] = round(v * 100.0) / 100.0
        flag = "high" if v > 0 else "low"
        lines.append(f"{i}: {name.upper()} = {flag}")
    return "\\n".join(lines), stats
""", "f", [f32(3, 2), ["a", "bb", "ccc"]])

case("size_of_run_time_dim", """
def f(x: torch.Tensor, d: int) -> Tuple[int, int, int, List[int]]:
    sizes: List[int] = []
    for i in range(x.dim()):
        sizes.append(x.size(i) * x.size(-1 - i))
    return x.size(d), x.size(x.dim() - 1), x.size(d - 3), sizes
""", "f", [f32(3, 4, 2), 1])

case("rank_branches_in_loops", """
def helper(x: torch.Tensor) -> torch.Tensor:
    if x.dim() == 1:
        x = x.unsqueeze(0)
    elif x.size(0) > 5:
        x = x[:5]
    return x * 2

def f(x: torch.Tensor, v: torch.Tensor, n: int) -> Tuple[torch.Tensor, torch.Tensor]:
    h = x
    w = v
    for i in range(n):
        h = helper(h) + 1
        if w.dim() == 1:
            w = w + h.sum()
        else:
            w = w.sum(0)
    return h, w
""", "f", [f32(2, 3), f32(4), 3])

case("stack_of_counted_appends_in_loop", """
def f(x: torch.Tensor, w: torch.Tensor, n: int) -> torch.Tensor:
    for i in range(n):
        seq: List[torch.Tensor] = []
        for t in range(x.size(0)):
            seq.append(torch.tanh(x[t] @ w))
        y = torch.stack(seq)
        x = torch.bmm(y, y.transpose(1, 2)) @ y
    return x
""", "f", [f32(3, 2, 4) * 0.3, f32(4, 4) * 0.3, 3])

case("optional_state_through_helper_in_loop", """
def initial(h: Optional[torch.Tensor], x: torch.Tensor) -> torch.Tensor:
    if h is None:
        return torch.zeros(1, x.size(1), dtype=x.dtype)
    if x.dim() == 1:
        return h.unsqueeze(0)
    return h

def f(x: torch.Tensor, n: int) -> torch.Tensor:
    h: Optional[torch.Tensor] = None
    for i in range(n):
        s = initial(h, x)
        h = torch.tanh(s + x.sum(0, keepdim=True))
        x = x * 0.5
    assert h is not None
    return h
""", "f", [f32(3, 4), 3])

case("bool_flags_compared_in_loop", """
def f(x: torch.Tensor, n: int) -> torch.Tensor:
    acc = torch.zeros(2, 3)
    for i in range(n):
        batched = x.dim() == 2
        y = x
        if batched == False:
            y = x.unsqueeze(0)
        if (i % 2 == 0) != batched:
            acc = acc - y
        else:
            acc = acc + y * 2.0
    return acc
""", "f", [f32(2, 3), 5])

case("counted_appends_with_continue", """
def f(x: torch.Tensor, n: int) -> torch.Tensor:
    for i in range(n):
        seq: List[torch.Tensor] = []
        for t in range(x.size(0)):
            if t == 1:
                continue
            seq.append(x[t] + 1.0)
        x = torch.cat([torch.stack(seq), x], 0)
    return x
""", "f", [f32(3, 2), 2])

error("err_optional_call_result", """
def g(x: torch.Tensor) -> Optional[torch.Tensor]:
    return x * 2.0


def f(x: torch.Tensor) -> torch.Tensor:
    w = g(x)
    return w + 1.0  # HERE
""", "f", ["# HERE"])

error("err_optional_tuple_result_field", """
def g(x: torch.Tensor) -> Tuple[torch.Tensor, Optional[torch.Tensor]]:
    return x, x * 2.0


def f(x: torch.Tensor) -> torch.Tensor:
    a, w = g(x)
    return a + w  # HERE
""", "f", ["# HERE"])

error("err_optional_result_in_loop", """
def g(x: torch.Tensor) -> Tuple[torch.Tensor, Optional[torch.Tensor]]:
    return x, x * 2.0


def f(x: torch.Tensor) -> torch.Tensor:
    w = torch.zeros(2)
    for i in range(3):
        a, w = g(x)  # HERE
    return w  # HERE
""", "f", ["# HERE"])

case("run_time_length_conv_layers", """
import torch.nn.functional as F

def f(x: torch.Tensor, w: torch.Tensor, wg: torch.Tensor, wt: torch.Tensor, n: int) -> List[torch.Tensor]:
    outs: List[torch.Tensor] = []
    for i in range(int(torch.tensor(n).item())):
        a = F.conv1d(x, w, stride=2, padding=1, dilation=2)
        b = F.conv1d(x, wg, padding=1, groups=2)
        c = F.conv_transpose1d(x, wt, stride=2)
        outs.append(a.sum(-1))
        outs.append(b.mean(-1))
        outs.append(c.amax(-1))
        x = torch.cat([x, x[:, :, -1:] * 0.5], 2)
    return outs
""", "f", [f32(2, 4, 5), f32(3, 4, 3), f32(6, 2, 3), f32(4, 3, 3), 3])

case("run_time_length_attention_block", """
def f(x: torch.Tensor, w1: torch.Tensor, w2: torch.Tensor, n: int) -> torch.Tensor:
    for i in range(int(torch.tensor(n).item())):
        t = x.size(1)
        mu = x.mean(-1, keepdim=True)
        var = x.var(-1, keepdim=True, unbiased=False)
        h = (x - mu) / torch.sqrt(var + 1e-5)
        q = h @ w1
        k = torch.nn.functional.linear(h, w2)
        mask = torch.triu(torch.ones(t, t), diagonal=1) == 1.0
        s = torch.bmm(q, k.transpose(1, 2)).masked_fill(mask, -1e9)
        a = torch.softmax(s / 2.0, dim=-1) @ h
        x = torch.cat([x, a[:, -1:]], 1)
    return x
""", "f", [f32(2, 3, 4), f32(4, 4) * 0.5, f32(4, 4) * 0.5, 3])

case("slice_bound_changes_across_loop_rounds", """
def f(x: torch.Tensor, p: torch.Tensor, n: int) -> List[int]:
    seen: List[int] = []
    for i in range(n):
        t = x.size(1)
        q = p[:t]
        seen.append(q.size(0))
        x = torch.cat([x + q, x[:, -1:]], 1)
    return seen
""", "f", [f32(2, 3, 4), f32(10, 4), 3])

error("err_tensor_bool_method", """
def f(x: torch.Tensor) -> torch.Tensor:
    return x.bool()  # HERE
""", "f", ["# HERE"])

case("redefine_with_new_type_same_block", """
def f(x: int, n: int) -> str:
    y = x + 1
    y = "v" + str(y)
    s = 0
    for i in range(n):
        z = x + i
        s += z
        z = "ab"
        s += len(z)
        i = "c"
        s += len(i)
    return y + str(s)
""", "f", [3, 4])

error("err_retype_in_branch", """
def f(x: int, c: bool) -> int:
    y = x
    if c:
        y = "a"  # HERE
        return len(y)
    return y
""", "f", ["# HERE"])

case("run_time_length_pools", """
import torch.nn.functional as F

def f(x: torch.Tensor, n: int) -> List[torch.Tensor]:
    outs: List[torch.Tensor] = []
    for i in range(int(torch.tensor(n).item())):
        outs.append(F.max_pool1d(x, 2))
        outs.append(F.max_pool1d(x, 3, stride=2, padding=1))
        outs.append(F.avg_pool1d(x, 3, stride=1, padding=1))
        outs.append(F.avg_pool1d(x, 3, stride=2, padding=1, count_include_pad=False))
        outs.append(F.avg_pool2d(x.unsqueeze(1), (1, 2)))
        outs.append(F.max_pool2d(x.unsqueeze(1), (2, 2), padding=1))
        x = torch.cat([x, x[:, :, -1:] * 0.5], 2)
    return outs
""", "f", [f32(2, 4, 5), 3])

case("size_lists_of_run_time_sizes", """
def f(x: torch.Tensor, p: torch.Tensor, n: int) -> List[List[int]]:
    out: List[List[int]] = []
    for i in range(n):
        q = p[:x.size(1)]
        out.append(q.size())
        out.append(x.size())
        out.append(list(q.shape) + [q.dim()])
        x = torch.cat([x, x[:, -1:]], 1)
    return out
""", "f", [f32(2, 3, 4), f32(10, 4), 3])

case("run_time_length_einsum_norms_diagonal", """
import torch.nn.functional as F

def f(x: torch.Tensor, rm: torch.Tensor, rv: torch.Tensor, n: int) -> List[torch.Tensor]:
    outs: List[torch.Tensor] = []
    for i in range(int(torch.tensor(n).item())):
        s = torch.einsum("bcl,bdl->bcd", x, x)
        a = torch.einsum("bcl,bcm->blm", x, x)
        outs.append(s)
        outs.append(a.sum(-1))
        outs.append(F.batch_norm(x, rm, rv))
        outs.append(F.layer_norm(x.transpose(1, 2), [4]))
        outs.append(F.group_norm(x, 2))
        outs.append(F.instance_norm(x))
        outs.append(torch.diagonal(a, dim1=1, dim2=2))
        outs.append(torch.diagonal(a, offset=1, dim1=1, dim2=2))
        outs.append(F.adaptive_max_pool1d(x, 2))
        outs.append(F.pad(x, (1, 2), mode="reflect"))
        x = torch.cat([x, x[:, :, -1:] * 0.5], 2)
    return outs
""", "f", [f32(2, 4, 5), f32(4), np.abs(f32(4)) + 0.5, 3])

case("misc_string_builtins", """
def f(x: int, s: str) -> List[str]:
    out: List[str] = []
    out.append("{}-{}".format(x, s))
    out.append(s.zfill(8))
    out.append(s.center(9, "*"))
    out.append(s.swapcase())
    out.append(s.title())
    out.append(s.capitalize())
    out.append(str(s.find("l")) + str(s.rfind("l")) + str(s.count("l")))
    out.append(",".join(s.splitlines()))
    out.append(s.expandtabs(4))
    out.append(str(s.isidentifier()) + str(s.isnumeric()) + str(s.isdecimal()))
    out.append(s.replace("l", "L", 1))
    out.append(s.lstrip("h") + s.rstrip("o"))
    out.append(str(s.startswith(("he", "x"))) if False else str(s.endswith("lo")))
    return out
""", "f", [42, "hello\\tworld"])

case("misc_int_float_ops", """
def f(a: int, b: float) -> List[float]:
    out: List[float] = []
    out.append(float(a // 3))
    out.append(b // 0.3)
    out.append(b % 0.3)
    out.append(float(-a % 5))
    out.append(float(divmod(a, 7)[1]))
    out.append(float(abs(-b)))
    out.append(float(round(b)))
    out.append(float(a ** 2))
    out.append(b ** 0.5)
    out.append(float(min(a, 3, 9)))
    out.append(float(max([1.5, b, 0.2])))
    out.append(float(int("12") + int(3.9)))
    out.append(float(bool(a) and not bool(0)))
    out.append(float(a.bit_length()) if False else 0.0)
    return out
""", "f", [17, 2.75])

error("err_round_ndigits", """
def f(b: float) -> float:
    return round(b, 2)  # HERE
""", "f", ["# HERE"])

error("err_list_of_mixed", """
def f(a: int) -> List[int]:
    return [a, "x"]  # HERE
""", "f", ["# HERE"])

error("err_dict_value_type", """
import typing


def f(a: int) -> typing.Dict[str, int]:
    d: typing.Dict[str, int] = {}
    d["x"] = "y"  # HERE
    return d
""", "f", ["# HERE"])

error("err_tuple_assign_item", """
def f(a: int) -> Tuple[int, int]:
    t = (a, a)
    t[0] = 3  # HERE
    return t
""", "f", ["# HERE"])

error("err_str_item_assign", """
def f(s: str) -> str:
    s[0] = "x"  # HERE
    return s
""", "f", ["# HERE"])

case("run_time_length_adaptive_avg_pool", """
import torch.nn.functional as F

def f(x: torch.Tensor, n: int) -> List[torch.Tensor]:
    outs: List[torch.Tensor] = []
    for i in range(int(torch.tensor(n).item())):
        outs.append(F.adaptive_avg_pool1d(x, 1))
        outs.append(F.adaptive_avg_pool1d(x, 2))
        outs.append(F.adaptive_avg_pool1d(x, 3))
        outs.append(F.adaptive_avg_pool2d(x.unsqueeze(1), (2, 3)))
        x = torch.cat([x, x[:, :, -1:] * 0.5], 2)
    return outs
""", "f", [f32(2, 4, 5), 3])

case("run_time_batch_conv_pools", """
import torch.nn.functional as F

def f(x: torch.Tensor, w: torch.Tensor, keep: torch.Tensor) -> List[torch.Tensor]:
    y = x[keep]
    return [F.conv1d(y, w, padding=1), F.max_pool1d(y, 2), F.avg_pool1d(y, 2), F.adaptive_avg_pool1d(y, 2), torch.einsum("ncl,ndl->ncd", y, y), F.batch_norm(y, torch.zeros(4), torch.ones(4))]
""", "f", [f32(3, 4, 5), f32(2, 4, 3), np.array([True, False, True])])

# --- lists a counted loop fills one tensor per step, then stacks (ts-list-accumulators)
case("accumulated_stack_dims", """
def f(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    h = torch.zeros(x.size(1))
    outs: List[torch.Tensor] = []
    for t in range(x.size(0)):
        h = torch.tanh(x[t] + 0.5 * h)
        outs.append(h)
    rows: List[torch.Tensor] = []
    for t in range(2, x.size(0)):
        rows.append(x[t] * t)
    return torch.stack(outs), torch.stack(outs, 1), torch.stack(rows, -1), torch.cat(rows, -1)
""", "f", [f32(5, 3)])
case("accumulated_cat_and_reads", """
def f(x: torch.Tensor, n: int) -> Tuple[torch.Tensor, torch.Tensor, int]:
    parts: List[torch.Tensor] = []
    for i in range(int(torch.tensor(n).item())):
        parts.append(x * i)
    kept: List[torch.Tensor] = []
    for i in range(x.size(0)):
        if i % 2 == 0:
            continue
        kept.append(x[i])
    return torch.cat(parts), torch.stack(kept), len(kept)
""", "f", [f32(4, 2), 3])
case("accumulated_in_a_method", """
class Scan(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.decay = 0.9

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        acc = torch.zeros_like(x[0])
        steps: List[torch.Tensor] = []
        for t in range(x.size(0)):
            acc = self.decay * acc + x[t]
            steps.append(acc.clone())
        return torch.stack(steps).sum(0) + torch.stack(steps)[-1]
""", "Scan.forward", [f32(6, 2, 3)])

case("accumulated_kinds", """
def f(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    flags: List[torch.Tensor] = []
    counts: List[torch.Tensor] = []
    sums: List[torch.Tensor] = []
    for t in range(x.size(0)):
        flags.append(x[t] > 0)
        counts.append((x[t] > 0).sum())
        sums.append(x[t].sum())
    return torch.stack(flags, 1), torch.stack(counts), torch.stack(sums, -1)
""", "f", [f32(4, 3)])

# --- matmul against transposed operands (read untransposed by the lowering)
case("matmul_transposed_operands", """
def f(x: torch.Tensor, w: torch.Tensor, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, i: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    a = x @ w.t()
    b = torch.matmul(q, k.transpose(1, 2))
    c = v @ w.T
    d = torch.matmul(q, w.transpose(0, 1)[:, :3].t().contiguous().t())
    e = i @ i.t()
    g = torch.nn.functional.linear(q, w, None) + torch.bmm(q, k.transpose(-1, -2)).sum()
    return a, b, c, d, e, g
""", "f", [f32(3, 4), f32(5, 4), f32(2, 3, 4), f32(2, 6, 4), f32(4), np.array([[1, -2, 3], [4, 0, -1]], dtype=np.int64)])

# --- matmuls tiled and vectorized (register tile 6 x 16 x 16, cache 64^3):
# sizes that are multiples of the tiles, and sizes that leave partial tiles
case("matmul_tiled_shapes", """
def f(a: torch.Tensor, b: torch.Tensor, c: torch.Tensor, d: torch.Tensor, e: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    return a @ b, c @ d, torch.matmul(a[:7, :13], b[:13, :29]), e @ b[:, :5]
""", "f", [f32(12, 32), f32(32, 48), f32(130, 150), f32(150, 141), f32(1, 32)])

case("matmul_tiled_batched_transposed", """
def f(q: torch.Tensor, k: torch.Tensor, x: torch.Tensor, w: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    s = torch.bmm(q, k.transpose(1, 2))
    y = torch.nn.functional.linear(x, w)
    z = torch.matmul(q, k[0].t()) + torch.matmul(q[:1], k.transpose(-1, -2))
    return s, y, z
""", "f", [f32(3, 37, 20), f32(3, 19, 20), f32(70, 150), f32(33, 150)])

case("matmul_tiled_float64", """
def f(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    return torch.mm(a, b) + torch.mv(a, b[:, 0])[:, None]
""", "f", [f32(20, 70).astype(np.float64), f32(70, 35).astype(np.float64)])

case("matmul_tiled_run_time_sizes", """
def f(x: torch.Tensor, w: torch.Tensor, n: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    k = int(n.item())
    rows = x[:k]
    y = rows @ w
    z = rows @ rows.t()
    g = x[:k].t() @ x[:k]
    return y, z, g
""", "f", [f32(90, 70), f32(70, 23), np.array(83, dtype=np.int64)])

# --- contractions large enough to run their cache tiles on the thread pool
# (small integers as floats: sums exact whatever the order)
def small_ints(*shape):
    return rng.integers(-3, 4, size=shape).astype(np.float32)


case("matmul_parallel_tiles", """
def f(a: torch.Tensor, b: torch.Tensor, q: torch.Tensor, k: torch.Tensor, x: torch.Tensor, w: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    y = a @ b
    s = torch.bmm(q, k)
    z = torch.nn.functional.linear(x, w)
    acc = torch.zeros(200, 260)
    for i in range(3):
        acc = acc + (a * float(i)) @ b
    return y, s, z, acc
""", "f", [small_ints(200, 300), small_ints(300, 260), small_ints(8, 70, 90), small_ints(8, 90, 80), small_ints(40, 256), small_ints(520, 256)])

case("matmul_parallel_float64_run_time_sizes", """
def f(x: torch.Tensor, w: torch.Tensor, n: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    k = int(n.item())
    rows = x[:k]
    return rows @ w, rows.double() @ w.double()
""", "f", [small_ints(150, 256), small_ints(256, 140), np.array(133, dtype=np.int64)])

# --- large loop nests other than matmuls run on the thread pool too
case("parallel_loop_nests", """
def f(n: int) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    x = torch.arange(n * 1100).reshape(n, 1100).float() / 1000.0
    y = torch.relu(torch.sin(x) * 2.0 - 0.5)
    s = torch.softmax(x * 0.01, dim=1)
    i = torch.arange(n * 1100).reshape(n, 1100) % 7
    return y.sum(1), s[:, :3], (i * i).sum(0)
""", "f", [1024])

# --- torch.combinations for any r (positions built by a loop, sizes known at run time)
case("combinations_any_r", """
def f(x: torch.Tensor, y: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    return (torch.combinations(x, 3), torch.combinations(x, 3, with_replacement=True),
            torch.combinations(y, 1), torch.combinations(x, 0), torch.combinations(y, 4),
            torch.combinations(y, r=4, with_replacement=True).sum(1))
""", "f", [f32(5), np.array([3, 1, 4], dtype=np.int64)])

# --- int lists built by counted loops, where ops need their values at compile time
case("loop_built_int_lists", """
import torch.nn.functional as F


def reversed_dims(x: torch.Tensor) -> List[int]:
    dims: List[int] = []
    for d in range(x.dim()):
        dims.append(x.dim() - 1 - d)
    return dims


def sum_but(x: torch.Tensor, dim: int) -> torch.Tensor:
    others: List[int] = []
    for d in range(x.dim()):
        if d != dim:
            others.append(d)
    return x.sum(others)


def f(x: torch.Tensor, y: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    # Padded up to y's sizes (F.pad takes the last dim first).
    pads: List[int] = []
    for d in range(x.dim()):
        pads.append(0)
        pads.append(y.size(x.dim() - 1 - d) - x.size(x.dim() - 1 - d))
    padded = F.pad(x, pads)
    # Every dim but one summed (a branch in the loop).
    kept = sum_but(x, 1)
    # The shape reversed, by insertions at the front; then flattened rows.
    shape: List[int] = []
    for i in range(x.dim()):
        shape.insert(0, x.size(i))
    rows = x.reshape(shape)
    # A list built in a called function, and a comprehension.
    moved = x.permute(reversed_dims(x))
    sizes = [x.size(d) * 2 for d in range(x.dim())]
    return padded, kept, rows, moved, torch.zeros(sizes)
""", "f", [f32(2, 3, 4), f32(3, 5, 6)])

case("tensordot_dim_lists", """
def f(a: torch.Tensor, b: torch.Tensor, c: torch.Tensor, d: List[int]) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    pairs = torch.tensordot(a, b, dims=([1, 0], [0, 1]))
    nested = torch.tensordot(a, c, [[2], [1]])
    from_input = torch.tensordot(a, c.transpose(0, 1), (d, [0]))
    counted = torch.tensordot(a, a.permute(1, 2, 0), 2)
    return pairs, nested, from_input, counted
""", "f", [rng.integers(-3, 4, (3, 4, 5)).astype(np.float32), rng.integers(-3, 4, (4, 3, 2)).astype(np.float32),
           rng.integers(-3, 4, (3, 5, 2)).astype(np.float32), [-1]])

# --- scatter_reduce of run-time sizes (a masked selection's)
case("run_time_size_scatter_reduce", """
def f(x: torch.Tensor, idx: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    src = x[x > 0]
    index = idx[x > 0]
    return (torch.zeros(4).scatter_reduce(0, index, src, "amax"),
            torch.ones(4).scatter_reduce(0, index, src, "sum", include_self=False))
""", "f", [rng.integers(-3, 4, (9,)).astype(np.float32), rng.integers(0, 4, (9,))])

# --- scatter_reduce with an index smaller than its source or input
case("scatter_reduce_smaller_index", """
def f(x: torch.Tensor, src: torch.Tensor, idx: torch.Tensor, idx2: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    return (x.scatter_reduce(0, idx, src, "sum"),
            x.scatter_reduce(1, idx2, src, "amax", include_self=False),
            torch.scatter_reduce(x, -1, idx2, src, "mean"),
            x.scatter_reduce(0, idx, src, "prod", include_self=False),
            x.scatter_add(0, idx, src))
""", "f", [rng.integers(-3, 4, (4, 5)).astype(np.float32), rng.integers(-3, 4, (6, 7)).astype(np.float32),
           rng.integers(0, 4, (3, 2)), rng.integers(0, 5, (2, 3))])

case("scatter_reduce_int_modes", """
def f(x: torch.Tensor, src: torch.Tensor, idx: torch.Tensor) -> List[torch.Tensor]:
    out: List[torch.Tensor] = []
    for include_self in [True, False]:
        out.append(x.scatter_reduce(1, idx, src, "amax", include_self=include_self))
        out.append(x.scatter_reduce(1, idx, src, "amin", include_self=include_self))
        out.append(x.scatter_reduce(1, idx, src, "prod", include_self=include_self))
        out.append(x.scatter_reduce(1, idx, src, "mean", include_self=include_self))
        out.append(x.scatter_reduce(1, idx, src, "sum", include_self=include_self))
    return out
""", "f", [rng.integers(-9, 10, (3, 6)), rng.integers(-9, 10, (3, 8)), rng.integers(0, 6, (2, 5))])

# --- a list built over an int input's range (learned from the example, checked per call)
case("loop_built_list_over_int_input", """
def f(x: torch.Tensor, n: int, keep: int) -> Tuple[torch.Tensor, torch.Tensor]:
    dims: List[int] = []
    for i in range(n):
        if i != keep:
            dims.append(i)
    order: List[int] = []
    for i in range(x.dim()):
        order.append((i + n) % x.dim())
    return x.sum(dims), x.permute(order)
""", "f", [f32(2, 3, 4), 3, 1])

# --- convolutions with enough work run as matmuls (im2col), tiled and vectorized
case("convolution_as_matmul", """
import torch.nn.functional as F
def f(x: torch.Tensor, w: torch.Tensor, b: torch.Tensor, wg: torch.Tensor, s: torch.Tensor, w1: torch.Tensor, w2: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    a = F.conv2d(x, w, b, padding=1)
    c = F.conv2d(x, wg, None, stride=2, padding=2, dilation=2, groups=2)
    d = F.conv1d(s, w1, None, padding=2)
    e = F.conv2d(F.relu(x), w2, None, padding=(0, 1))
    return a, c, d, e
""", "f", [f32(2, 8, 24, 24), f32(16, 8, 3, 3), f32(16), f32(16, 4, 3, 3), f32(2, 16, 100), f32(32, 16, 5), f32(8, 8, 3, 3)])

# --- `with` over script-class context managers -----------------------------
WITH_CLASSES = """
from typing import Any, Dict


class Log:
    def __init__(self, n: int):
        self.n = n
        self.log: List[int] = []

    def __enter__(self):
        self.log.append(self.n)
        return self

    def __exit__(self, a: Any, b: Any, c: Any):
        self.log.append(-self.n)


class Counter:
    def __init__(self):
        self.count = 0

    def __enter__(self) -> int:
        self.count += 1
        return self.count * 10

    def __exit__(self, a: Any, b: Any, c: Any) -> None:
        self.count += 100


class Acc:
    def __init__(self, x: torch.Tensor):
        self.total = x
        self.n = 0

    def __enter__(self):
        self.n += 1
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        # type: (Any, Any, Any) -> None
        self.total = self.total * 2.0
"""

case("with_nested_and_reentered", WITH_CLASSES + """
def f(x: int) -> List[int]:
    c = Log(x)
    with c as d:
        d.log.append(100)
        with Log(7) as e:
            c.log.append(e.n)
    with c:
        c.log.append(5)
    return c.log
""", "f", [3])

case("with_return_inside_loop", WITH_CLASSES + """
def f(x: int) -> Tuple[int, int]:
    t = Counter()
    for i in range(3):
        with t as v:
            if i == x:
                return v, t.count
    return -1, t.count
""", "f", [1])

case("with_return_inside_loop_none_taken", WITH_CLASSES + """
def f(x: int) -> Tuple[int, int]:
    t = Counter()
    for i in range(3):
        with t as v:
            if i == x:
                return v, t.count
    return -1, t.count
""", "f", [5])

case("with_several_items_and_no_grad", WITH_CLASSES + """
def f(x: torch.Tensor, k: int) -> Tuple[torch.Tensor, int, List[int]]:
    t = Counter()
    lg = Log(k)
    with torch.no_grad(), t as v, lg:
        y = x * float(v)
    with lg as l2:
        if k > 2:
            return y, t.count, l2.log
    return y + 1.0, t.count, lg.log
""", "f", [f32(2, 3), 3])

case("with_tensor_attributes_in_loop", WITH_CLASSES + """
def f(x: torch.Tensor) -> Tuple[torch.Tensor, int]:
    a = Acc(x)
    for i in range(3):
        with a as b:
            b.total = b.total + 1.0
    return a.total, a.n
""", "f", [f32(4)])

case("with_in_module_forward", WITH_CLASSES + """
class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.k = 3

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, int]:
        t = Counter()
        with t as s:
            with t as u:
                y = x * float(s + u) * float(self.k)
        return y, t.count
""", "M.forward", [f32(3)])

case("alias_of_instance_in_loop", """
class Box:
    def __init__(self):
        self.n = 0

    def bump(self):
        self.n += 1

def f(k: int) -> int:
    b = Box()
    for i in range(k):
        other = b
        other.bump()
    return b.n
""", "f", [4])

error("with_not_an_object", WITH_CLASSES + """
def f(x: int) -> int:
    with x:
        pass
    return x
""", "f", ["    with x:"])

error("with_no_exit", """
class NoExit:
    def __init__(self):
        self.n = 1

    def __enter__(self):
        return self

def f(x: int) -> int:
    with NoExit():
        pass
    return x
""", "f", ["    with NoExit():"])

error("with_enter_arguments", """
from typing import Any
class E:
    def __init__(self):
        self.n = 1

    def __enter__(self, a: int):
        return self

    def __exit__(self, a: Any, b: Any, c: Any):
        pass

def f(x: int) -> int:
    with E():
        pass
    return x
""", "f", ["    def __enter__(self, a: int):", "    with E():"])

error("with_exit_arity", """
from typing import Any
class E:
    def __init__(self):
        self.n = 1

    def __enter__(self):
        return self

    def __exit__(self, a: Any, b: Any):
        pass

def f(x: int) -> int:
    with E():
        pass
    return x
""", "f", ["    def __exit__(self, a: Any, b: Any):", "    with E():"])

error("with_exit_not_any", """
class E:
    def __init__(self):
        self.n = 1

    def __enter__(self):
        return self

    def __exit__(self, a: Optional[int], b: Optional[int], c: Optional[int]):
        pass

def f(x: int) -> int:
    with E():
        pass
    return x
""", "f", ["    def __exit__(self, a: Optional[int], b: Optional[int], c: Optional[int]):", "    with E():"])

case("type_comments_on_inlined_calls", """
class P:
    def __init__(self, n):
        # type: (int) -> None
        self.n = n

    def add(self, k, t):
        # type: (int, Tensor) -> Tensor
        return t + k + self.n

    @staticmethod
    def twice(k):
        # type: (int) -> int
        return 2 * k

def helper(xs, k):
    # type: (List[int], int) -> int
    return sum(xs) + k

def opt(a, b):
    # type: (Optional[int], int) -> int
    if a is None:
        return b
    return a + b

def f(x):
    # type: (Tensor) -> Tuple[Tensor, int, int, int, int]
    p = P(2)
    return p.add(3, x), helper([1, 2], 4), opt(None, 3), opt(2, 3), P.twice(5)
""", "f", [f32(3)])

# --- torch.jit.fork / wait (a forked call runs at the fork) ----------------
case("fork_wait_functions", """
from torch.jit import Future


def work(x: torch.Tensor, k: int) -> torch.Tensor:
    return x * k


def pair(x: torch.Tensor, scale: float = 2.0) -> Tuple[torch.Tensor, int]:
    return x * scale, x.dim()


def f(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, int, torch.Tensor]:
    futs: List[torch.jit.Future[torch.Tensor]] = []
    for i in range(3):
        futs.append(torch.jit.fork(work, x, i))
    out = torch.zeros_like(x)
    for fut in futs:
        out = out + torch.jit.wait(fut)
    f1 = torch.jit.fork(pair, x, scale=3.0)
    f2: Future[torch.Tensor] = torch.jit._fork(torch.relu, x)
    y, d = torch.jit.wait(f1)
    return out, y, d, torch.jit._wait(f2)
""", "f", [f32(2, 3)])

case("fork_wait_module_ensemble", """
class Branch(torch.nn.Module):
    def __init__(self, k: float):
        super().__init__()
        self.k = k
        self.w = torch.nn.Parameter(torch.ones(3) * k)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.k + self.w


class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.branches = torch.nn.ModuleList([Branch(1.0), Branch(2.0), Branch(3.0)])
        self.head = Branch(10.0)

    def helper(self, x: torch.Tensor, s: float) -> torch.Tensor:
        return x + s

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        futures = [torch.jit.fork(b, x) for b in self.branches]
        results = [torch.jit.wait(fut) for fut in futures]
        h = torch.jit.fork(self.head, x)
        g = torch.jit.fork(self.helper, x, s=0.5)
        return torch.stack(results).sum(0) + torch.jit.wait(h) + torch.jit.wait(g)
""", "M.forward", [f32(2, 3)])

# --- submodules' attributes and methods; comprehensions over layers --------
case("module_submodule_attributes_and_methods", """
class Branch(torch.nn.Module):
    def __init__(self, k: float):
        super().__init__()
        self.k = k
        self.w = torch.nn.Parameter(torch.ones(3) * k)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.k

    def scaled(self, x: torch.Tensor, s: float) -> torch.Tensor:
        return x * s * self.k + self.w


class Pair(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.inner = Branch(5.0)
        self.n = 2

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.inner(x) * self.n


class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.head = Branch(3.0)
        self.branches = torch.nn.ModuleList([Branch(1.0), Branch(2.0)])
        self.named = torch.nn.ModuleDict({"a": Branch(4.0)})
        self.pair = Pair()

    def forward(self, x: torch.Tensor) -> Tuple[float, torch.Tensor, float, torch.Tensor, torch.Tensor, float, int]:
        t = 0.0
        y = x
        for m in self.branches:
            t += m.k
            y = m.scaled(y, 2.0) + m.w
        z = self.head.scaled(x, 2.0) + self.branches[-1].scaled(x, 1.0) + self.named["a"].scaled(x, 0.5)
        return self.head.k, self.head.w, t, y, z + self.pair.inner.w, self.pair.inner.k, self.pair.n
""", "M.forward", [f32(2, 3)])

case("module_layer_comprehensions", """
class Branch(torch.nn.Module):
    def __init__(self, k: float):
        super().__init__()
        self.k = k

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.k


class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.branches = torch.nn.ModuleList([Branch(1.0), Branch(2.0)])
        self.d = torch.nn.ModuleDict({"a": Branch(3.0), "b": Branch(4.0)})
        self.seq = torch.nn.Sequential(Branch(5.0), torch.nn.ReLU())

    def forward(self, x: torch.Tensor) -> Tuple[List[torch.Tensor], List[str], List[int], List[float], List[torch.Tensor], torch.Tensor]:
        a = [m(x) for m in self.d.values()]
        b = [k for k in self.d]
        c = [i * 2 for i, m in enumerate(self.branches)]
        d = [m.k for m in self.branches]
        e = [m(x) + float(i) for i, m in enumerate(self.seq)]
        f = torch.stack([m(x) for k, m in self.d.items()]).sum(0)
        return a, b, c, d, e, f
""", "M.forward", [f32(2, 3)])

error("module_submodule_missing_attribute", """
class Branch(torch.nn.Module):
    def __init__(self, k: float):
        super().__init__()
        self.k = k

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.k


class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.head = Branch(3.0)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.head.scale
""", "M.forward", ["        return x * self.head.scale"])

case("module_jit_attribute", """
from typing import Dict


class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.count = torch.jit.Attribute(2, int)
        self.names = torch.jit.Attribute([], List[str])
        self.table = torch.jit.Attribute({}, Dict[str, int])
        self.scale = torch.jit.Attribute(0.5, float)

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, int, List[str], int]:
        return x * self.scale + self.count, self.count, self.names, len(self.table)
""", "M.forward", [f32(3)])

case("class_unary_operators", """
class Vec:
    def __init__(self, x: float, y: float):
        self.x = x
        self.y = y

    def __add__(self, o: "Vec") -> "Vec":
        return Vec(self.x + o.x, self.y + o.y)

    def __neg__(self) -> "Vec":
        return Vec(-self.x, -self.y)

    def __invert__(self) -> "Vec":
        return Vec(self.y, self.x)

def f(x: float) -> Tuple[float, float, float, float]:
    v = Vec(x, 2.0) + Vec(1.0, -5.0)
    w = -v
    p = -(-w)
    q = ~p
    return w.x, p.y, q.x, q.y
""", "f", [1.5])

case("list_compared_with_tuple", """
from typing import NamedTuple


class P(NamedTuple):
    a: int
    b: float = 2.0

def f(t: torch.Tensor, n: int) -> Tuple[bool, bool, bool, bool, int, int]:
    s = [n, 3]
    return t.shape == (2, 3), (2, 3) != t.shape, s == (n, 3), t.size() == (3, 2), len(P(1)), len((1, "a", 2.0))
""", "f", [f32(2, 3), 4])

case("class_operator_chains", """
class Vec:
    def __init__(self, x: float, y: float):
        self.x = x
        self.y = y

    def __add__(self, o: "Vec") -> "Vec":
        return Vec(self.x + o.x, self.y + o.y)

    def __mul__(self, k: float) -> "Vec":
        return Vec(self.x * k, self.y * k)

    def scaled(self, k: float) -> "Vec":
        return self * k

def f(x: float) -> Tuple[float, float, float]:
    a = Vec(x, 1.0)
    b = a + a + Vec(1.0, 1.0) + a
    c = a.scaled(2.0) * 3.0
    return b.x, b.y, c.y
""", "f", [1.5])

case("class_objects_with_optional_fields", """
from typing import Dict


class Node:
    def __init__(self, v: int, parent: Optional[int], label: Optional[str]):
        self.v = v
        self.parent = parent
        self.label = label
        self.kids: List[Optional[int]] = []

def f(n: int) -> Tuple[List[int], List[str], int, List[Optional[int]]]:
    nodes: List[Node] = []
    for i in range(n):
        p: Optional[int] = None
        if i > 0:
            p = i - 1
        nodes.append(Node(i, p, None if i % 2 == 0 else "odd" + str(i)))
    out: List[int] = []
    labels: List[str] = []
    for nd in nodes:
        parent = nd.parent
        if parent is None:
            out.append(nd.v)
        else:
            out.append(parent * 10)
        label = nd.label
        if label is not None:
            labels.append(label)
    nodes[0].parent = 7
    nodes[1].kids.append(None)
    nodes[1].kids.append(3)
    by_name: Dict[str, Node] = {"root": nodes[0]}
    root_parent = by_name["root"].parent
    return out, labels, root_parent if root_parent is not None else -1, nodes[1].kids
""", "f", [4])

case("class_objects_with_tensor_list_fields", """
from typing import Dict


class Hyp:
    def __init__(self, tokens: List[int], states: List[torch.Tensor], score: float):
        self.tokens = tokens
        self.states = states
        self.score = score

    def last(self) -> torch.Tensor:
        return self.states[-1]

def f(x: torch.Tensor, w: torch.Tensor) -> Tuple[torch.Tensor, List[int], float, int, torch.Tensor]:
    hs: List[Hyp] = [Hyp([0], [x], 0.0)]
    for step in range(3):
        new: List[Hyp] = []
        for h in hs:
            s = torch.tanh(h.last() @ w)
            for k in range(2):
                new.append(Hyp(h.tokens + [k], h.states + [s * float(k + 1)], h.score + float(k) * 0.5 + float(step)))
        hs = new[:3]
    best = hs[0]
    for h in hs:
        if h.score > best.score:
            best = h
    best.states.append(x)
    by_len: Dict[int, Hyp] = {len(best.states): best}
    total = torch.zeros_like(x)
    for st in by_len[len(best.states)].states:
        total = total + st
    return torch.stack(best.states), best.tokens, best.score, len(best.states), total
""", "f", [f32(4), f32(4, 4)])

case("hash_builtin", """
from typing import Dict


def f(a: int, s: str, x: float, b: bool) -> Tuple[int, int, int, int, int, int, Dict[int, str]]:
    buckets: Dict[int, str] = {}
    for w in s.split(" "):
        buckets[hash(w) % 7] = w
    return hash(a), hash(s), hash(x), hash(b), hash(-x), hash(0.0), buckets
""", "f", [-7, "héllo wörld and more words", -2.25, True])

case("module_inheritance", """
import torch.nn as nn
from typing import Final


class Base(nn.Module):
    n: Final[int] = 2

    def __init__(self, dim: int, k: float = 1.0):
        super().__init__()
        self.dim = dim
        self.k = k
        self.w = nn.Parameter(torch.ones(dim) * k)

    def scale(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.k + self.w

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.scale(x) * self.n


class Shifted(Base):
    def __init__(self, dim: int, shift: float):
        super().__init__(dim, k=shift * 2.0)
        self.shift = shift

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.scale(x) + self.shift


class Plain(Shifted):
    pass


class Deep(Shifted):
    def __init__(self):
        dim = 3
        super().__init__(dim, 0.25)
        self.extra = nn.Parameter(torch.full([dim], 0.5))

    def scale(self, x: torch.Tensor) -> torch.Tensor:
        return x - self.extra


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleList([Shifted(3, 1.0), Plain(3, 0.5), Deep(), Base(3)])

    def forward(self, x: torch.Tensor) -> Tuple[List[torch.Tensor], List[int], float]:
        outs = [b(x) for b in self.blocks]
        return outs, [b.dim for b in self.blocks], self.blocks[2].k
""", "M.forward", [f32(3)])

error("module_inheritance_super_arguments", """
import torch.nn as nn


class Base(nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        self.dim = dim

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.dim


class Child(Base):
    def __init__(self):
        super().__init__(3, 4)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.dim
""", "Child.forward", ["        super().__init__(3, 4)"])

case("module_parameter_list_and_dict", """
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.ps = nn.ParameterList([nn.Parameter(torch.ones(3) * i) for i in range(3)])
        self.pd = nn.ParameterDict({"a": nn.Parameter(torch.ones(3)), "b": nn.Parameter(torch.arange(3.0))})

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        y = x
        for i, p in enumerate(self.ps):
            y = y + p * float(i)
        y = y + self.pd["a"] * 2 + self.ps[-1]
        z = self.pd["a"] - self.pd["b"]
        return y, z, torch.stack([p * x for p in self.ps]).sum(0)
""", "M.forward", [f32(3)])

case("module_init_functions_and_properties", """
import torch.nn as nn


class Sub(nn.Module):
    def __init__(self):
        super().__init__()
        self.n = 4

    @property
    def double(self) -> int:
        return self.n * 2

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.double


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.empty(3, 3))
        self.b = nn.Parameter(torch.empty(3))
        self.s = nn.Parameter(torch.empty(3))
        nn.init.eye_(self.w)
        nn.init.zeros_(self.b)
        torch.nn.init.constant_(self.s, 0.5)
        nn.init.ones_(self.b)
        self.register_parameter("g", nn.Parameter(torch.ones(3) * 2))
        self.hidden = 3
        self.sub = Sub()

    @property
    def width(self) -> int:
        return self.hidden * 2

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, int]:
        y = (x @ self.w + self.b) * self.s * self.g
        return y * self.width + self.sub(x), self.sub.double
""", "M.forward", [f32(3)])

case("class_objects_with_optional_tensor_fields", """
class Holder:
    def __init__(self, t: Optional[torch.Tensor], n: int):
        self.t = t
        self.n = n

def f(x: torch.Tensor) -> Tuple[torch.Tensor, int, List[bool]]:
    hs: List[Holder] = []
    for i in range(4):
        if i % 2 == 0:
            hs.append(Holder(x * i, i))
        else:
            hs.append(Holder(None, i))
    total = torch.zeros_like(x)
    present: List[bool] = []
    for h in hs:
        t = h.t
        present.append(t is not None)
        if t is not None:
            total = total + t
    a = hs[1]
    b = a
    b.t = x
    c = a.t
    if c is not None:
        total = total + c
    return total, len(hs), present
""", "f", [f32(3)])

case("class_objects_with_tensor_dict_fields", """
from typing import Dict


class Cache:
    def __init__(self, x: torch.Tensor):
        self.kv: Dict[str, torch.Tensor] = {"k": x, "v": x * 2.0}
        self.steps = 0

def f(x: torch.Tensor) -> Tuple[torch.Tensor, int, List[str]]:
    caches: List[Cache] = [Cache(x), Cache(x + 1.0)]
    for c in caches:
        c.kv["k"] = c.kv["k"] + 1.0
        c.kv["q"] = c.kv["v"] * 3.0
        c.steps += 1
    other = caches[0]
    other.kv["v"] = x * 0.0
    total = torch.zeros_like(x)
    for c in caches:
        for k, v in c.kv.items():
            total = total + v
    return total, caches[1].steps, list(caches[0].kv.keys())
""", "f", [f32(3)])

case("dict_popitem_takes_the_first_entry", """
from typing import Dict


def f(x: torch.Tensor, n: int) -> Tuple[int, int, int, str, int, str, torch.Tensor, int]:
    d = {i: i * i for i in range(n)}
    k, v = d.popitem()
    e: Dict[str, List[float]] = {"x": [1.0], "y": [2.0, 3.0]}
    a, b = e.popitem()
    t = {"w": x, "b": x * 2.0}
    name, w = t.popitem()
    return len(d), k, v, a, len(b), name, w, len(t)
""", "f", [f32(3), 5])

case("list_of_tuple_enum_and_tensor_rows", """
from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3


def f(x: torch.Tensor) -> Tuple[List[int], List[int], int, List[torch.Tensor], List[torch.Tensor]]:
    t = (3, 4)
    rows = list(x * 2.0)
    doubled = [r + 1.0 for r in torch.ones(2, 3)]
    return list(t) + list((5,)), [c.value for c in list(Color)], len(list(Color)), rows, doubled
""", "f", [f32(2, 3)])

case("union_lists_refined_by_isinstance", """
from typing import Union


def f(n: int) -> Tuple[List[str], List[Union[int, str]], float]:
    xs: List[Union[int, str]] = [1, "a", n]
    xs.append("tail")
    xs.insert(0, n * 10)
    out: List[str] = []
    total = 0.0
    for x in xs:
        if isinstance(x, int):
            out.append(str(x + 1))
            total += float(x)
        else:
            out.append(x + "!")
    last = xs.pop()
    if isinstance(last, str):
        out.append(last.upper())
    return out, xs, total
""", "f", [4])

case("union_with_none_narrowed_step_by_step", """
from typing import Union, Dict


def f(x: torch.Tensor) -> Tuple[int, List[str], Dict[str, Union[float, torch.Tensor]]]:
    xs: List[Optional[Union[int, str]]] = [1, None, "abc", 5]
    n = 0
    text: List[str] = []
    for v in xs:
        if v is None:
            n += 100
        elif isinstance(v, int):
            n += v
        else:
            n += len(v)
        text.append(str(v))
    d: Dict[str, Union[float, torch.Tensor]] = {"scale": 2.0}
    d["x"] = x * 3.0
    for k, w in d.items():
        if isinstance(w, float):
            d[k] = w + 1.0
        else:
            d[k] = w * 2.0
    return n, text, d
""", "f", [f32(3)])

case("union_list_display_inferred_and_object_fields", """
from typing import Union


class Slot:
    def __init__(self, v: Union[int, str, torch.Tensor]):
        self.v = v

    def bump(self):
        v = self.v
        if isinstance(v, int):
            self.v = v + 1
        elif isinstance(v, str):
            self.v = v + "!"
        else:
            self.v = v * 2.0


def f(x: torch.Tensor) -> Tuple[str, List[Union[int, str, torch.Tensor]], int]:
    mixed = [1, "a", 2.5]
    slots = [Slot(1), Slot("b"), Slot(x)]
    out: List[Union[int, str, torch.Tensor]] = []
    for s in slots:
        s.bump()
        out.append(s.v)
    other = slots[0]
    other.bump()
    first = slots[0].v
    return str(mixed), out, first if isinstance(first, int) else -1
""", "f", [f32(2)])

case("class_instances_sorted_by_lt_and_str", """
class Job:
    def __init__(self, cost: float, name: str):
        self.cost = cost
        self.name = name

    def __lt__(self, other: "Job") -> bool:
        return self.cost < other.cost

    def __str__(self) -> str:
        return self.name + ":" + str(self.cost)


def f(x: torch.Tensor) -> Tuple[List[str], List[str], str]:
    jobs: List[Job] = []
    for i in range(x.size(0)):
        jobs.append(Job(float(x[i]), "j" + str(i)))
    jobs.append(Job(0.0, "zero"))
    ranked = sorted(jobs)
    jobs.sort(reverse=True)
    return [str(j) for j in ranked], [j.name for j in jobs], str(ranked[0])
""", "f", [f32(5)])

case("helper_called_with_tensors_made_locally_and_forked", """
from torch.jit import Future


def scale(x: torch.Tensor, k: int) -> torch.Tensor:
    return x * k


def f(n: int) -> Tuple[torch.Tensor, torch.Tensor]:
    base = torch.ones(2, 3)
    y = scale(base, n)
    futs: List[Future[torch.Tensor]] = []
    for k in range(3):
        futs.append(torch.jit.fork(scale, base + float(k), k))
    outs = [torch.jit.wait(fu) for fu in futs]
    return scale(y, 2), torch.stack(outs).sum(0)
""", "f", [4])

case("any_lists_and_dicts_refined_by_isinstance", """
from typing import Any, Dict


def f(x: torch.Tensor, n: int) -> Tuple[List[str], float, Dict[str, Any], int]:
    xs: List[Any] = [n, "a", 2.5, None, True, x]
    text: List[str] = []
    total = 0.0
    for v in xs:
        if isinstance(v, torch.Tensor):
            total += float(v.sum())
        elif isinstance(v, str):
            text.append(v)
        elif isinstance(v, bool):
            text.append("flag" + str(v))
        elif isinstance(v, int):
            total += float(v)
        elif isinstance(v, float):
            total += v
        else:
            text.append(str(v))
    cfg: Dict[str, Any] = {"lr": 0.1, "name": "adam", "steps": n}
    cfg["flag"] = False
    steps = cfg["steps"]
    assert isinstance(steps, int)
    return text, total, cfg, steps * 2
""", "f", [f32(3), 4])

case("sum_of_bools_counts_the_true_ones", """
def f(x: torch.Tensor) -> Tuple[int, int, List[bool]]:
    flags = [bool(v > 0.0) for v in x]
    return sum(flags), sum([True, True, False]) + True * 3, flags
""", "f", [f32(6)])

case("dict_items_as_a_list_and_dict_keywords", """
from typing import Dict


def f(n: int) -> Tuple[List[Tuple[str, int]], List[str], Dict[str, int], int, List[Tuple[int, str]], Dict[int, str]]:
    d = dict(a=1, b=n)
    d["c"] = n * 2
    pairs = list(d.items())
    text = [k + str(v) for k, v in d.items()]
    empty = dict()
    numbered = [(i, k) for i, k in enumerate(d.keys(), start=1)]
    by_pos = {i: k for i, k in enumerate(["x", "y"], n)}
    return pairs, text, d, len(empty), numbered, by_pos
""", "f", [3])

case("dict_copy_with_keywords", """
from typing import Dict


def f(x: torch.Tensor, n: int) -> Tuple[Dict[str, int], Dict[str, int], Dict[str, torch.Tensor]]:
    d = {"a": n}
    e = dict(d, b=2, a=n + 1)
    t = {"w": x}
    u = dict(t, b=x * 2.0)
    u["w"] = x * 0.0
    return d, e, dict(t, extra=u["b"])
""", "f", [f32(2), 3])

case("class_instances_shared_through_calls", """
class P:
    def __init__(self, val: int):
        self.val = val

class Pair:
    def __init__(self, a: P, b: Optional[P]):
        self.a = a
        self.b = b

    def total(self) -> int:
        b = self.b
        if b is None:
            return self.a.val
        return self.a.val + b.val

class Acc:
    def __init__(self, t: torch.Tensor):
        self.t = t
        self.n = 0

    def add(self, x: torch.Tensor):
        self.t = self.t + x
        self.n += 1

class Trainer:
    def __init__(self, acc: Acc, name: str):
        self.acc = acc
        self.name = name

    def step(self, x: torch.Tensor):
        self.acc.add(x)

def bump(p: P, by: int):
    p.val += by

def twice(p: P) -> int:
    return p.val * 2

def f(x: torch.Tensor, n: int) -> Tuple[List[int], List[int], int, torch.Tensor]:
    q = P(n)
    bump(q, 1)
    pr = Pair(P(0), q)
    q.val = q.val * 10
    r = P(1)
    pr2 = Pair(r, None)
    r.val = 7
    pr2.a.val += 1
    s = P(1)
    ps = [Pair(s, s), Pair(P(2), None)]
    s.val = 10
    ps[1].a.val = 100
    out = [pr.total(), pr2.total(), r.val, twice(r)] + [p.total() for p in ps]
    a = Acc(x)
    tr = Trainer(a, "t")
    tr.step(x)
    tr.step(x * 2.0)
    return out, [pair.a.val for pair in ps], a.n, a.t
""", "f", [f32(3), 2])

case("optional_instances_at_run_time", """
from typing import Dict

class P:
    def __init__(self, val: int):
        self.val = val

class Pair:
    def __init__(self, a: P, b: Optional[P]):
        self.a = a
        self.b = b

    def total(self) -> int:
        b = self.b
        if b is None:
            return self.a.val
        return self.a.val + b.val

def find(xs: List[int], k: int) -> Optional[P]:
    for x in xs:
        if x == k:
            return P(x * 10)
    return None

def best_of(ps: List[P]) -> Optional[P]:
    best: Optional[P] = None
    for p in ps:
        if best is None or p.val > best.val:
            best = p
    return best

def f(k: int, flag: bool) -> Tuple[int, int, int, int, List[int], int, int]:
    n: Optional[P] = None
    for i in range(k):
        if n is None:
            n = P(i)
        else:
            n.val += i
    assert n is not None
    m: Optional[P] = None
    if flag:
        m = P(5)
    found = find([1, 2, 3], k)
    missing = find([1, 2, 3], 9)
    r = 0
    if found is not None:
        r += found.val
    if missing is None:
        r += 1000
    p = P(1)
    xs: List[Optional[P]] = [P(2), None]
    xs.append(p)
    p.val = 40
    t = 0
    for x in xs:
        if x is not None:
            t += x.val
    d: Dict[str, Optional[P]] = {"a": P(3), "b": None}
    u = 0
    for key, v in d.items():
        u += 100 if v is None else v.val
    b = best_of([P(3), P(k * 3), P(5)])
    assert b is not None
    pairs = [Pair(P(i), P(i * 2) if i % 2 == 0 else None) for i in range(4)]
    return n.val, -1 if m is None else m.val, r, t, [q.total() for q in pairs], u, b.val
""", "f", [3, False])

case("identity_of_lists_dicts_and_instances", """
from typing import Dict

class Node:
    def __init__(self, val: int):
        self.val = val

def f(n: int) -> Tuple[List[bool], List[bool]]:
    a = [n]
    b = a
    c = [n]
    c.append(0)
    d = {"a": n}
    e = d
    f = {"a": n}
    f["b"] = 1
    lists = [a is b, a is c, d is e, d is f, a is not c]
    xs = [[1], [2]]
    first = xs[0]
    for x in xs:
        lists.append(x is first)
    m: Dict[str, List[int]] = {"k": first}
    lists.append(m["k"] is first)
    p = Node(1)
    q = p
    r = Node(1)
    nodes = [p, r]
    objects = [p is q, p is r, p is not r, nodes[0] is p, nodes[1] is p]
    return lists, objects
""", "f", [2])

case("empty_list_arguments_and_bool_of_str", """
class Bag:
    def __init__(self, items: List[int], names: Optional[List[str]]):
        self.items = items
        self.names = names

    def count(self, extra: List[int]) -> int:
        return len(self.items) + len(extra)

def size(xs: List[float]) -> int:
    return len(xs)

def f(s: str) -> Tuple[int, int, int, bool, bool, bool, List[str]]:
    b = Bag([], [])
    b.items.append(3)
    c = Bag([1, 2], None)
    names = b.names
    out: List[str] = [] if names is None else names
    return b.count([]), c.count([4]), size([]), bool(s), bool(""), bool(s + "x"), out
""", "f", [""])

case("module_init_helper_methods_and_in_place_initialization", """
import torch.nn as nn


class Block(nn.Module):
    def __init__(self, n: int):
        super().__init__()
        self.w = nn.Parameter(torch.ones(n))
        self.b = nn.Parameter(torch.ones(n) * 2.0)
        self.register_buffer("s", torch.arange(n).float())
        self.reset(0.5)
        self._zero_bias()

    def reset(self, v: float, k: int = 2):
        with torch.no_grad():
            self.w.fill_(v * k)
        return

    def _zero_bias(self):
        self.b.data.zero_()
        nn.init.constant_(self.s, 3.0)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.w + self.b + self.s


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleList([Block(3), Block(3)])
        self.scale = nn.Parameter(torch.zeros(3))
        self.init_weights(scale=2.0)

    def init_weights(self, scale: float):
        for i in range(2):
            nn.init.constant_(self.scale, scale)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for b in self.blocks:
            x = b(x)
        return x * self.scale
""", "M.forward", [f32(3)])

case("namedtuple_equality_and_empty_list_for_optional", """
from typing import NamedTuple


class Pt(NamedTuple):
    x: int
    y: int = 0


def collect(n: int, xs: Optional[List[str]] = None) -> List[str]:
    if xs is None:
        xs = []
    for i in range(n):
        xs.append(str(i))
    return xs


def f(n: int, tags: Optional[List[int]]) -> Tuple[List[bool], List[str], List[str], List[int]]:
    p = Pt(n)
    q = Pt(x=2, y=3)
    ps = [Pt(1, 2), Pt(n)]
    same = [p == Pt(n, 0), p != q, p == (n, 0), (2, 3) == q, q != (2, 3), ps[1] == p, ps[0] == ps[1]]
    if tags is None:
        tags = []
    tags.append(n)
    return same, collect(2), collect(1, ["a"]), tags
""", "f", [3, None])

case("class_instances_in_tuples_are_shared", """
from typing import Dict


class P:
    def __init__(self, v: int):
        self.v = v

    def inc(self):
        self.v += 1


def mk(k: int) -> Tuple[P, int]:
    p = P(k)
    return p, k * 2


def f(n: int) -> Tuple[List[int], int, int]:
    a = P(n)
    t = (a, 1)
    t[0].inc()
    b, k = t
    b.inc()
    p, m = mk(n)
    p.inc()
    c = P(0)
    xs = [(c, 1), (P(5), 2)]
    xs[0][0].inc()
    ys: List[Tuple[P, int]] = []
    ys.append((c, 3))
    ys[0][0].inc()
    d: Dict[str, Tuple[P, int]] = {"x": (P(9), 0)}
    d["x"][0].inc()
    return [a.v, b.v, p.v, c.v, xs[1][0].v, d["x"][0].v], k, m
""", "f", [3])

case("class_instances_shared_through_displays_and_conditionals", """
from typing import Dict


class Node:
    def __init__(self, v: int):
        self.v = v


def f(n: int) -> List[int]:
    a = Node(1)
    xs = [a for _ in range(2)]
    xs[0].v = 7
    b = Node(2)
    ys = [b, b]
    ys[0].v = 8
    c = Node(3)
    d = {k: c for k in ["x", "y"]}
    d["x"].v = 9
    e = Node(4)
    g = Node(5)
    h = e if n > 0 else g
    h.v = 10
    i = e if True else g
    i.v += 1
    j = Node(6)
    m = {"a": j, "b": j}
    m["a"].v = 12
    return [a.v, xs[1].v, b.v, ys[1].v, c.v, d["y"].v, e.v, g.v, j.v, m["b"].v]
""", "f", [2])

case("class_operators_on_any_instance_expression", """
class V:
    def __init__(self, x: float, y: float):
        self.x = x
        self.y = y

    @staticmethod
    def zero() -> "V":
        return V(0.0, 0.0)

    def __add__(self, o: "V") -> "V":
        return V(self.x + o.x, self.y + o.y)

    def __sub__(self, o: "V") -> "V":
        return V(self.x - o.x, self.y - o.y)

    def __mul__(self, k: float) -> "V":
        return V(self.x * k, self.y * k)

    def __eq__(self, o: "V") -> bool:
        return self.x == o.x and self.y == o.y


class Acc:
    def __init__(self, x: float):
        self.x = x

    def __add__(self, o: float) -> "Acc":
        return Acc(self.x + o + 100.0)

    def __iadd__(self, o: float) -> "Acc":
        self.x += o
        return self


class Body:
    def __init__(self, p: V):
        self.pos = p

    def step(self, d: V):
        self.pos += d


def unit(k: float) -> V:
    return V(k, k)


def f(k: float) -> List[float]:
    a = V.zero() + unit(k) * 2.0
    b = a
    a += V(1.0, 1.0)
    a -= V(0.5, 0.0)
    c = Acc(1.0)
    d = c
    c += 2.0
    bd = Body(V(1.0, 2.0))
    bd.step(V(1.0, 1.0))
    bd.pos += V(10.0, 0.0)
    q = V(5.0, 5.0)
    bd2 = Body(V(0.0, 0.0))
    bd2.pos = q
    q.x = 7.0
    e = (bd.pos + unit(1.0) - V(1.0, 1.0)) * 0.5
    return [a.x, a.y, b.x, c.x, d.x, bd.pos.x, bd.pos.y, bd2.pos.x, e.x, float(bd.pos == V(12.0, 3.0))]
""", "f", [1.5])

case("module_deterministic_layer_tensors", """
import torch.nn as nn


class N(nn.Module):
    def __init__(self):
        super().__init__()
        self.ln = nn.LayerNorm(4)
        self.ln2 = nn.LayerNorm([2, 4], elementwise_affine=False)
        self.rms = nn.RMSNorm(4, eps=1e-5)
        self.gn = nn.GroupNorm(2, 4)
        self.bn = nn.BatchNorm1d(4)
        self.inn = nn.InstanceNorm1d(4, affine=True)
        self.pr = nn.PReLU(4, init=0.1)
        self.pr1 = nn.PReLU()
        nn.init.constant_(self.ln.bias, 0.5)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.ln(x) + self.ln2(x.reshape(1, 2, 4)).reshape(2, 4) + self.gn(x) + self.bn(x)
        y = y + self.inn(x.t().unsqueeze(0)).squeeze(0).t() + self.pr(x) + self.pr1(x)
        return y * self.rms(x)
""", "N.forward", [f32(2, 4)])

case("module_loss_layers", """
import torch.nn as nn


class L(nn.Module):
    def __init__(self):
        super().__init__()
        self.ce = nn.CrossEntropyLoss(weight=torch.tensor([1.0, 2.0, 0.5, 1.0]), ignore_index=3)
        self.ce2 = nn.CrossEntropyLoss(label_smoothing=0.1)
        self.nll = nn.NLLLoss(reduction="sum")
        self.bce = nn.BCEWithLogitsLoss(pos_weight=torch.tensor([2.0, 1.0, 1.0, 3.0]))
        self.bce2 = nn.BCELoss(torch.tensor([1.0, 0.5, 0.5, 1.0]))
        self.mse = nn.MSELoss()
        self.l1 = nn.L1Loss(reduction="none")
        self.sl1 = nn.SmoothL1Loss(beta=0.5)
        self.hub = nn.HuberLoss(delta=0.5)
        self.kl = nn.KLDivLoss(reduction="batchmean", log_target=True)
        self.cosl = nn.CosineEmbeddingLoss(margin=0.2)
        self.mr = nn.MarginRankingLoss(0.1)
        self.he = nn.HingeEmbeddingLoss()
        self.sm = nn.SoftMarginLoss(size_average=False)
        self.ml = nn.MultiLabelSoftMarginLoss()
        self.tm = nn.TripletMarginLoss(margin=0.5, p=1.0)
        self.pn = nn.PoissonNLLLoss(log_input=False, reduce=False)

    def forward(self, x: torch.Tensor, t: torch.Tensor) -> List[torch.Tensor]:
        y = torch.sign(x)
        p = torch.sigmoid(x)
        s = torch.tensor([1.0, -1.0, 1.0])
        return [self.ce(x, t), self.ce2(x, t), self.nll(torch.log_softmax(x, 1), t),
                self.bce(x, p.round()), self.bce2(p, p.round()), self.mse(x, p), self.l1(x, p),
                self.sl1(x, y), self.hub(x, x * 0.5),
                self.kl(torch.log_softmax(x, 1), torch.log_softmax(x * 2, 1)),
                self.cosl(x, x.flip(0), s), self.mr(x[:, 0], x[:, 1], s), self.he(x, y),
                self.sm(x, y), self.ml(x, p.round()), self.tm(x, x + 0.1, x.flip(0)),
                self.pn(p, p.round()),
                torch.tensor(float(self.ce.ignore_index) + self.hub.delta + self.tm.margin)]
""", "L.forward", [f32(3, 4), np.array([1, 3, 0], dtype=np.int64)])

case("module_folding_upsampling_softmax2d_layers", """
import torch.nn as nn


class U(nn.Module):
    def __init__(self):
        super().__init__()
        self.sm2 = nn.Softmax2d()
        self.near = nn.UpsamplingNearest2d(scale_factor=2)
        self.bil = nn.UpsamplingBilinear2d(size=(3, 5))
        self.unf = nn.Unfold(kernel_size=2, stride=1, padding=1)
        self.fold = nn.Fold(output_size=(3, 3), kernel_size=2)

    def forward(self, x: torch.Tensor) -> List[torch.Tensor]:
        cols = self.unf(x)
        return [self.sm2(x), self.near(x), self.bil(x), cols,
                self.fold(cols[:, :, :4]), torch.tensor(self.unf.padding + self.fold.stride)]
""", "U.forward", [f32(1, 2, 2, 2)])

case("module_volumetric_layers", """
import torch.nn as nn


class V(nn.Module):
    def __init__(self):
        super().__init__()
        self.bn = nn.BatchNorm3d(2)
        self.inn = nn.InstanceNorm3d(2, affine=True)
        self.pool = nn.MaxPool3d(2, stride=1, padding=1)
        self.avg = nn.AvgPool3d(kernel_size=(1, 2, 2))
        self.gap = nn.AdaptiveAvgPool3d((1, 2, 1))
        self.drop = nn.Dropout3d(0.5)
        self.amp = nn.AdaptiveMaxPool3d((1, 2, 2))

    def forward(self, x: torch.Tensor) -> List[torch.Tensor]:
        y = self.inn(self.bn(x))
        return [self.gap(self.pool(y)), self.avg(self.drop(y)), self.amp(y), torch.tensor(self.pool.kernel_size + self.avg.kernel_size[2])]
""", "V.forward", [f32(2, 2, 3, 4, 4)])

case("op_arguments_from_sizes_and_none_variables", """
import torch.nn.functional as F


def conv(x: torch.Tensor, w: torch.Tensor, b: Optional[torch.Tensor] = None) -> torch.Tensor:
    return F.conv1d(x, w, b)


def f(x: torch.Tensor, w: torch.Tensor) -> List[torch.Tensor]:
    k = w.size(2)
    same = F.pad(x, [(k - 1) // 2, k - 1 - (k - 1) // 2])
    return [conv(same, w), conv(x, w, w.sum([1, 2])), F.pad(x, [w.size(2) - 1, 0]), F.pad(x, (0, k)), x.permute([0, x.dim() - 1, 1])]
""", "f", [f32(2, 3, 6), f32(4, 3, 3)])

case("module_pretrained_embedding_lp_pools_and_pads", """
import torch.nn as nn


class A(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding.from_pretrained(torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]))
        self.lp = nn.LPPool2d(2, 2)
        self.lp1 = nn.LPPool1d(3, 2)
        self.zp = nn.ZeroPad3d(1)
        self.cpad = nn.ConstantPad1d((1, 2), 3.5)
        self.pool = nn.MaxPool2d(2)

    def forward(self, i: torch.Tensor, x: torch.Tensor) -> List[torch.Tensor]:
        return [self.emb(i), self.lp(x), self.lp1(x[0].abs()), self.zp(x.unsqueeze(0)), self.cpad(x[0]), self.pool(x)]
""", "A.forward", [np.array([2, 0], dtype=np.int64), f32(2, 4, 4)])

case("helper_int_lists_differing_between_calls", """
import torch.nn.functional as F


def pad_to(x: torch.Tensor, m: int) -> torch.Tensor:
    p = (m - x.size(-1) % m) % m
    return F.pad(x, [0, p])


def block(x: torch.Tensor) -> torch.Tensor:
    y = pad_to(x, 4)
    return y.sum(-1, keepdim=True) + y.flip([y.dim() - 1])[..., :1]


def padded(x: torch.Tensor) -> torch.Tensor:
    k = x.size(0)
    return F.pad(x, [k, k])


def f(a: torch.Tensor, b: torch.Tensor) -> List[torch.Tensor]:
    return [block(a), block(b), block(b[0]), padded(a[0]), padded(b[:, 0])]
""", "f", [f32(2, 3), f32(3, 6)])

case("stepped_and_while_loops_build_op_lists", """
def reversed_dims(x: torch.Tensor) -> List[int]:
    dims: List[int] = []
    for i in range(x.dim() - 1, -1, -1):
        dims.append(i)
    return dims


def f(x: torch.Tensor, s: torch.Tensor) -> List[torch.Tensor]:
    every_other: List[int] = []
    for i in range(0, x.dim(), 2):
        every_other.append(i)
    i = 1
    odd: List[int] = []
    while i < x.dim():
        odd.append(i)
        i += 2
    h = torch.zeros(s.size(1))
    backward: List[torch.Tensor] = []
    for t in range(s.size(0) - 1, -1, -1):
        h = torch.tanh(s[t] * 0.5 + h)
        backward.append(h)
    strided: List[torch.Tensor] = []
    for t in range(1, s.size(0), 2):
        strided.append(s[t] * 2.0)
    return [x.permute(reversed_dims(x)), x.sum(every_other), x.amax(odd), torch.stack(backward), torch.cat(strided)]
""", "f", [f32(2, 3, 4, 5), f32(5, 3)])

# A loop whose tensor changes rank or dtype each iteration runs as many
# times as its condition, known once shapes are, says: it is unrolled.
case("loops_changing_rank_and_dtype", """
def squeeze_leading(x: torch.Tensor) -> torch.Tensor:
    while x.dim() > 0 and x.size(0) == 1:
        x = x.squeeze(0)
    return x


def f(x: torch.Tensor, y: torch.Tensor, k: torch.Tensor) -> List[torch.Tensor]:
    s = x
    while s.dim() > 1:
        s = s.sum(0)
    u = k
    while u.dim() < x.dim():
        u = u.unsqueeze(0)
    v = k
    for i in range(x.size(1)):
        if i == 0:
            v = v.float() / 2.0
        else:
            v = v * 3.0 + float(i)
    sizes: List[int] = []
    w = x
    while True:
        sizes.append(w.size(-1))
        w = w[..., 0]
        if w.dim() == 0:
            break
    return [s, u, v, squeeze_leading(y), squeeze_leading(y[0]), w, torch.tensor(sizes)]
""", "f", [f32(2, 3, 4), f32(1, 1, 5), np.array([3, 1], dtype=np.int64)])

# Only the tensors the entry reads are lifted: layers it never calls
# (random weights, no weights file) need no values.
case("module_unused_random_layers", """
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.classifier = nn.Linear(4, 3)
        self.extra = nn.Conv1d(2, 2, 3)
        self.norm = nn.LayerNorm(4)
        self.bn = nn.BatchNorm1d(2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.bn(self.norm(x)).relu()

    @torch.jit.export
    def logits(self, x: torch.Tensor) -> torch.Tensor:
        return self.classifier(self.forward(x))
""", "M.forward", [f32(3, 2, 4)])

case("sorted_items_then_values_and_container_truth", """
from typing import Dict


def f(n: int) -> List[int]:
    d: Dict[str, int] = {"b": n, "a": 2}
    d.setdefault("c", 3)
    items = sorted(d.items())
    e: List[int] = []
    empty: Dict[str, int] = {}
    flags = [bool([n]), bool(e), bool(d), bool(empty), bool("x"), bool("")]
    return [items[0][1], len(d)] + list(d.values()) + [int(b) for b in flags]
""", "f", [5])

# Layers built by functions of the file and named by OrderedDict keys and
# add_module (torchvision's VGG and DenseNet builders), deterministic ones.
case("module_layer_builders_and_named_sequential", """
import torch.nn as nn
from collections import OrderedDict


def scaled(v: float, divisor: int) -> int:
    return max(divisor, int(v + divisor / 2) // divisor * divisor)


def make_stack(cfg: List[str]) -> nn.Sequential:
    layers: List[nn.Module] = []
    for kind in cfg:
        if kind == "relu":
            layers += [nn.ReLU()]
        else:
            layers += [nn.Tanh(), nn.Identity()]
    return nn.Sequential(*layers)


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.width = scaled(5.0, 4)
        self.stack = make_stack(["relu", "tanh"])
        self.named = nn.Sequential(OrderedDict([("norm", nn.LayerNorm(4)), ("act", nn.ReLU())]))
        for i in range(2):
            self.named.add_module("extra%d" % (i + 1), nn.Hardtanh(-0.5 * (i + 1), 0.5 * (i + 1)))
        self.add_module("last", nn.Sigmoid())

    def forward(self, x: torch.Tensor) -> List[torch.Tensor]:
        outs: List[torch.Tensor] = []
        for m in self.named:
            x = m(x)
            outs.append(x)
        return outs + [self.stack(x), self.named[-1](x * 3.0), self.named.norm(x), self.last(x), torch.tensor(self.width)]
""", "M.forward", [f32(3, 4)])

# Subclasses of nn.Sequential: layers given to super().__init__ are 0, 1,
# ...; attributes set after it follow in their order.
case("module_sequential_subclasses", """
import torch.nn as nn


class NormAct(nn.Sequential):
    def __init__(self, d: int, limit: float = 0.5):
        super().__init__(nn.LayerNorm(d), nn.Hardtanh(-limit, limit))


class Tail(nn.Sequential):
    def __init__(self) -> None:
        super().__init__()
        self.act = nn.Tanh()
        self.scale = nn.Hardtanh(-0.25, 0.25)


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.first = NormAct(4)
        self.stack = nn.Sequential(NormAct(4, 1.0), Tail(), NormAct(4, 2.0))

    def forward(self, x: torch.Tensor) -> List[torch.Tensor]:
        y = self.first(x)
        return [y, self.stack(x * 3.0), self.first[0](x), self.stack[1].act(x), self.stack[2][1](x * 5.0)]
""", "M.forward", [f32(3, 4)])

# Subclasses of nn.ModuleDict and nn.ModuleList: with a forward of their
# own, it iterates over `self` (DenseNet's _DenseBlock); without, an
# instance is the container of its layers.
case("module_container_subclasses", """
import torch.nn as nn


class Block(nn.ModuleDict):
    def __init__(self, n: int):
        super().__init__()
        for i in range(n):
            self.add_module("act%d" % (i + 1), nn.Hardtanh(-0.5 * (i + 1), 0.5 * (i + 1)))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        features = [x]
        for name, layer in self.items():
            features.append(layer(features[-1] * 2.0))
        return torch.cat(features, 1)


class Chain(nn.ModuleList):
    def __init__(self):
        super().__init__()
        self.add_module("0", nn.Tanh())
        self.add_module("1", nn.Sigmoid())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self:
            x = layer(x)
        return x + 1.0


class Heads(nn.ModuleDict):
    def __init__(self):
        super().__init__()
        self.add_module("a", nn.ReLU())
        self.add_module("b", nn.Softsign())
        self.add_module("n", nn.LayerNorm(3))


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.block = Block(3)
        self.chain = Chain()
        self.heads = Heads()

    def forward(self, x: torch.Tensor) -> List[torch.Tensor]:
        return [self.block(x), self.chain(x), self.heads["b"](x), self.heads.a(x), self.heads["n"](x)]
""", "M.forward", [f32(2, 3)])

# Classes and functions as values in __init__ (torchvision's ResNet):
# a block class passed as Type[...] with a class attribute read on it, a
# norm_layer callable defaulting to a layer class, and a function stored
# as an attribute and called by the methods.
case("module_classes_and_functions_as_values", """
import torch.nn as nn
import torch.nn.functional as F
from typing import Callable, Type


class Unit(nn.Module):
    expansion: int = 2

    def __init__(self, d: int, norm_layer: Optional[Callable[..., nn.Module]] = None, act: Callable[[torch.Tensor], torch.Tensor] = F.relu):
        super().__init__()
        if norm_layer is None:
            norm_layer = nn.LayerNorm
        self.norm = norm_layer(d)
        self.act = act

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.act(self.norm(x))


class M(nn.Module):
    def __init__(self, block: Type[Unit] = Unit):
        super().__init__()
        self.width = 2 * block.expansion
        self._norm_layer = nn.LayerNorm
        self.a = block(self.width)
        self.b = block(self.width, self._norm_layer, F.gelu)
        self.c = block(4, None, torch.tanh)
        self.squash = torch.sigmoid

    def forward(self, x: torch.Tensor) -> List[torch.Tensor]:
        return [self.a(x), self.b(x * 2.0), self.c(x), self.squash(x)]
""", "M.forward", [f32(3, 4)])

# Layer factories as values (timm): functools.partial of a layer class
# with bound keywords, and a class given as a default argument.
case("module_layer_factories", """
import torch.nn as nn
from functools import partial


class Unit(nn.Module):
    def __init__(self, d: int, hidden: Optional[int] = None, norm_layer=nn.LayerNorm, act_layer=nn.GELU):
        super().__init__()
        hidden = hidden or d
        self.norm = norm_layer(d)
        self.act = act_layer()
        self.width = hidden

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.act(self.norm(x)) * self.width


class M(nn.Module):
    def __init__(self):
        super().__init__()
        norm_layer = partial(nn.LayerNorm, eps=0.5)
        self.a = Unit(4, norm_layer=norm_layer)
        self.b = Unit(4, 3, norm_layer=partial(nn.LayerNorm, elementwise_affine=False), act_layer=nn.Tanh)
        self.norm = norm_layer(4)

    def forward(self, x: torch.Tensor) -> List[torch.Tensor]:
        return [self.a(x), self.b(x), self.norm(x)]
""", "M.forward", [f32(3, 4)])

# nanoGPT's containers and tying: a ModuleDict built with dict(...), a
# ModuleList inside it looped over, and a layer's tensor tied to another.
case("module_dict_of_containers_and_tied_tensors", """
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = nn.Parameter(torch.arange(4.0) / 4.0)
        self.body = nn.ModuleDict(dict(
            norm=nn.LayerNorm(4),
            acts=nn.ModuleList([nn.Tanh(), nn.Hardtanh(-0.5, 0.5)]),
        ))
        self.body.norm.weight = self.scale

    def forward(self, x: torch.Tensor) -> List[torch.Tensor]:
        y = self.body.norm(x)
        outs = [y]
        for act in self.body.acts:
            outs.append(act(y * 3.0))
        return outs + [self.body["acts"][1](x)]
""", "M.forward", [f32(3, 4)])

# One module class used by two layers whose methods learn different int
# lists from their inputs' sizes (U-Net's Up pads to its skip input).
case("module_layers_learning_their_own_lists", """
import torch.nn as nn
import torch.nn.functional as F


class PadTo(nn.Module):
    def forward(self, x: torch.Tensor, ref: torch.Tensor) -> torch.Tensor:
        diff = ref.size(-1) - x.size(-1)
        return torch.cat([ref, self.padded(x, diff)], 0)

    def padded(self, x: torch.Tensor, diff: int) -> torch.Tensor:
        return F.pad(x, [diff // 2, diff - diff // 2])


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = PadTo()
        self.b = PadTo()

    def forward(self, x: torch.Tensor, y: torch.Tensor) -> List[torch.Tensor]:
        return [self.a(x, y), self.b(x[:, :2], y), self.a(y, y)]
""", "M.forward", [f32(2, 3), f32(2, 6)])

# repeat() with counts that are sizes known once shapes are (an attention
# decoder repeating its state along the encoder's output length).
case("repeat_counts_from_refined_sizes", """
def f(h: torch.Tensor, y: torch.Tensor) -> List[torch.Tensor]:
    outputs = torch.cat([y, y * 2.0], 1)
    src_len = outputs.shape[1]
    tiled = h.unsqueeze(1).repeat(1, src_len, 1)
    return [tiled, torch.cat((tiled, outputs), 2), h.repeat(outputs.size(0), 1)]
""", "f", [f32(2, 3), f32(2, 2, 4)])

# Random draws: the values are not PyTorch's, so the cases check what
# holds for any generator — fresh values at every draw (in a loop too),
# replayed by `torch.manual_seed` (a run-time seed too), the ranges,
# dtypes and shapes, and the distributions' moments.
case("random_draws_fresh_and_reseeded", """
def f(x: torch.Tensor, seed: int) -> List[bool]:
    torch.manual_seed(seed)
    rows: List[torch.Tensor] = []
    for i in range(3):
        rows.append(torch.rand(4))
    torch.manual_seed(seed)
    again = torch.rand(4)
    later = torch.rand(4)
    noise = torch.randn_like(x)
    i = 0
    total = torch.zeros(2)
    while i < 50:
        total = total + torch.randn(2)
        i += 1
    return [bool((rows[0] != rows[1]).all()), bool((rows[1] != rows[2]).all()),
            bool((again == rows[0]).all()), bool((later != rows[0]).all()),
            noise.shape == x.shape, bool((total != 0.0).all()),
            float(total.abs().max()) < 50.0]
""", "f", [f32(3, 5), 11])

case("random_ops_distributions", """
import torch.nn.functional as F


def f(x: torch.Tensor) -> Tuple[List[bool], List[int], torch.dtype, torch.dtype, torch.dtype]:
    torch.manual_seed(1)
    b = torch.bernoulli(torch.full((2000,), 0.3))
    b2 = torch.zeros(2000).bernoulli_(0.7)
    u = torch.zeros(2000)
    u.uniform_(-2.0, 3.0)
    n = torch.zeros(4000).normal_(5.0, 0.5)
    e = torch.empty(4000).exponential_(2.0)
    nt = torch.normal(torch.zeros(3, 4), 2.0)
    nn = torch.normal(1.0, 2.0, (5,))
    p = torch.randperm(10)
    i = torch.randint(3, 7, (2000,))
    j = torch.randint(5, (2, 3))
    j2 = torch.randint(5, size=(2, 3))
    j3 = torch.randint(high=3, size=(2, 3)) + torch.randint(low=1, high=2, size=(2, 3))
    k = torch.randint_like(x, 10)
    m = torch.multinomial(torch.tensor([0.0, 1.0, 3.0]), 2000, replacement=True)
    m2 = torch.multinomial(torch.tensor([[1.0, 1.0, 1.0, 1.0], [0.0, 0.0, 5.0, 1.0]]), 2)
    d = F.dropout(torch.ones(2000), 0.25)
    d0 = F.dropout(torch.ones(10), 0.25, training=False)
    r = torch.rand(x.size(0), 2)
    checks = [abs(float(b.mean()) - 0.3) < 0.05, abs(float(b2.mean()) - 0.7) < 0.05,
              bool((u >= -2.0).all()) and bool((u < 3.0).all()), abs(float(u.mean()) - 0.5) < 0.15,
              abs(float(n.mean()) - 5.0) < 0.05, abs(float(n.std()) - 0.5) < 0.05,
              abs(float(e.mean()) - 0.5) < 0.05,
              bool((p.sort()[0] == torch.arange(10)).all()),
              bool((i >= 3).all()) and bool((i < 7).all()), int(i.min()) == 3, int(i.max()) == 6,
              bool((j >= 0).all()) and bool((j < 5).all()), bool((k < 10).all()),
              bool((j2 >= 0).all()) and bool((j2 < 5).all()) and j2.shape == j.shape,
              bool((j3 >= 1).all()) and bool((j3 < 4).all()),
              int((m == 0).sum()) == 0, abs(float((m == 2).float().mean()) - 0.75) < 0.05,
              bool((m2[1] >= 2).all()), int(m2[0, 0]) != int(m2[0, 1]),
              abs(float(d.mean()) - 1.0) < 0.1, bool(((d == 0) | (d == 4.0 / 3.0)).all()),
              bool((d0 == 1).all()), bool((r >= 0).all()) and bool((r < 1).all())]
    shapes = nt.shape + nn.shape + j.shape + m.shape + m2.shape + r.shape
    return checks, shapes, p.dtype, j.dtype, k.dtype
""", "f", [f32(3, 5)])

# list() of enumerate and zip: their tuples.
case("list_of_enumerate_and_zip", """
def f(n: int) -> Tuple[List[Tuple[int, str]], List[Tuple[int, str, float]], List[Tuple[int, int]], int]:
    names = ["a", "b", "c"]
    ws = [0.5 * i for i in range(n)]
    empty: List[int] = []
    return (list(enumerate(names)), list(zip(range(n), names, ws)),
            list(enumerate([4, 5], 1)), len(list(zip(empty, empty))))
""", "f", [3])

# HF-style code: `__init__` reads a buffer it registered
# (`torch.zeros(self.position_ids.size())`), and a list of sizes joined to
# a tuple of ints (`x.size()[:-1] + (heads, head_dim)`: TorchScript takes a
# tuple of the list's element type as a list).
case("module_buffer_read_in_init_and_list_plus_tuple", """
import torch.nn as nn


class M(nn.Module):
    def __init__(self, max_pos: int = 6, heads: int = 2):
        super().__init__()
        self.heads = heads
        self.register_buffer("position_ids", torch.arange(max_pos).expand((1, -1)), persistent=False)
        self.register_buffer("token_type_ids", torch.zeros(self.position_ids.size(), dtype=torch.long), persistent=False)
        self.register_buffer("scaled", self.position_ids * 2 + 1, persistent=False)

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, List[int], List[float]]:
        n = x.size(1)
        shape = x.size()[:-1] + (self.heads, x.size(-1) // self.heads)
        widths = [0.5, 1.5] + (2.5, 3.5)
        ids = self.position_ids[:, :n] + self.token_type_ids[:, :n] + self.scaled[:, :n]
        return x.view(shape), ids, shape, widths
""", "M.forward", [f32(2, 4, 6)])

# Module classes deriving from a torch.nn layer (torchvision's
# `LayerNorm2d(nn.LayerNorm)`): the layer's tensors and attributes
# (`self.normalized_shape`, `self.eps`) are the instance's; one without a
# forward is that layer. timm's DropPath in eval mode, whose dead branch
# repeats a tuple (`(1,) * (x.ndim - 1)`) and fills a fresh tensor in place.
case("module_layer_subclasses", """
import torch.nn as nn
import torch.nn.functional as F


def drop_path(x: torch.Tensor, drop_prob: float = 0.0, training: bool = False) -> torch.Tensor:
    if drop_prob == 0.0 or not training:
        return x
    keep_prob = 1 - drop_prob
    shape = (x.shape[0],) + (1,) * (x.ndim - 1)
    random_tensor = x.new_empty(shape).bernoulli_(keep_prob)
    random_tensor.div_(keep_prob)
    return x * random_tensor


class LayerNorm2d(nn.LayerNorm):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.permute(0, 2, 3, 1)
        x = F.layer_norm(x, self.normalized_shape, self.weight, self.bias, self.eps)
        return x.permute(0, 3, 1, 2)


class PlainNorm(nn.LayerNorm):
    pass


class Pool(nn.AvgPool2d):
    def __init__(self, k: int):
        super().__init__(k, stride=1, padding=k // 2, count_include_pad=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.avg_pool2d(x, self.kernel_size, self.stride, self.padding, self.ceil_mode, self.count_include_pad) - x


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.norm = LayerNorm2d(4, eps=1e-6)
        self.plain = PlainNorm(5, elementwise_affine=False)
        self.pool = Pool(3)
        self.p = 0.1

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, float, List[int]]:
        y = drop_path(self.pool(self.norm(x)), self.p, self.training)
        return y, self.plain(x), self.norm.eps, list(self.norm.normalized_shape)
""", "M.forward", [f32(2, 4, 3, 5)])

# Swin's buffers as its `__init__` computes them: the relative position
# index (`coords[:, :, 0] += n` on a tensor local) and the shifted-window
# mask (`H = W = n`, `img_mask[:, h, w, :] = cnt` for `h`, `w` in tuples of
# `slice(...)` objects), replayed where the methods read them.
case("module_init_swin_buffers", """
import torch.nn as nn


def window_partition(x: torch.Tensor, window_size: int) -> torch.Tensor:
    B, H, W, C = x.shape
    x = x.view(B, H // window_size, window_size, W // window_size, window_size, C)
    return x.permute(0, 1, 3, 2, 4, 5).contiguous().view(-1, window_size, window_size, C)


class M(nn.Module):
    def __init__(self, window_size: int = 2, shift_size: int = 1, resolution: int = 4):
        super().__init__()
        coords_h = torch.arange(window_size)
        coords_w = torch.arange(window_size)
        coords = torch.stack(torch.meshgrid([coords_h, coords_w], indexing="ij"))
        coords_flatten = torch.flatten(coords, 1)
        relative_coords = coords_flatten[:, :, None] - coords_flatten[:, None, :]
        relative_coords = relative_coords.permute(1, 2, 0).contiguous()
        relative_coords[:, :, 0] += window_size - 1
        relative_coords[:, :, 1] += window_size - 1
        relative_coords[:, :, 0] *= 2 * window_size - 1
        self.register_buffer("relative_position_index", relative_coords.sum(-1), persistent=False)
        H = W = resolution
        img_mask = torch.zeros((1, H, W, 1))
        cnt = 0
        for h in (slice(0, -window_size), slice(-window_size, -shift_size), slice(-shift_size, None)):
            for w in (slice(0, -window_size), slice(-window_size, -shift_size), slice(-shift_size, None)):
                img_mask[:, h, w, :] = cnt
                cnt += 1
        mask_windows = window_partition(img_mask, window_size).view(-1, window_size * window_size)
        attn_mask = mask_windows.unsqueeze(1) - mask_windows.unsqueeze(2)
        attn_mask = attn_mask.masked_fill(attn_mask != 0, float(-100.0)).masked_fill(attn_mask == 0, float(0.0))
        self.register_buffer("attn_mask", attn_mask, persistent=False)

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        rolled = torch.roll(x, shifts=(-1, -1), dims=(1, 2))
        return self.relative_position_index, self.attn_mask, window_partition(rolled, 2)
""", "M.forward", [f32(1, 4, 4, 3)])

# A module's @staticmethod called through `self` (T5's relative position
# buckets: log-spaced distances clamped by `torch.min` with `full_like`).
case("module_static_method_t5_buckets", """
import math
import torch.nn as nn


class M(nn.Module):
    def __init__(self, num_buckets: int = 8, max_distance: int = 16):
        super().__init__()
        self.num_buckets = num_buckets
        self.max_distance = max_distance

    @staticmethod
    def _relative_position_bucket(relative_position: torch.Tensor, bidirectional: bool = True, num_buckets: int = 32, max_distance: int = 128) -> torch.Tensor:
        relative_buckets = torch.zeros_like(relative_position)
        if bidirectional:
            num_buckets = num_buckets // 2
            relative_buckets += (relative_position > 0).to(torch.long) * num_buckets
            relative_position = torch.abs(relative_position)
        else:
            relative_position = -torch.min(relative_position, torch.zeros_like(relative_position))
        max_exact = num_buckets // 2
        is_small = relative_position < max_exact
        relative_position_if_large = max_exact + (
            torch.log(relative_position.float() / max_exact)
            / math.log(max_distance / max_exact)
            * (num_buckets - max_exact)
        ).to(torch.long)
        relative_position_if_large = torch.min(
            relative_position_if_large, torch.full_like(relative_position_if_large, num_buckets - 1)
        )
        relative_buckets += torch.where(is_small, relative_position, relative_position_if_large)
        return relative_buckets

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        n = x.size(1)
        context_position = torch.arange(n, dtype=torch.long)[:, None]
        memory_position = torch.arange(n, dtype=torch.long)[None, :]
        relative_position = memory_position - context_position
        both = self._relative_position_bucket(relative_position, bidirectional=True, num_buckets=self.num_buckets, max_distance=self.max_distance)
        causal = self._relative_position_bucket(relative_position, False, self.num_buckets, self.max_distance)
        return both, causal
""", "M.forward", [f32(1, 12)])

case("module_static_method_on_class", """
import torch
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.k = 3

    @staticmethod
    def scaled(x: torch.Tensor, k: int = 2) -> torch.Tensor:
        return x * k

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return M.scaled(x) + M.scaled(x, k=self.k) + self.scaled(x, 4)
""", "M.forward", [f32(2, 3)])

case("module_init_tensor_tolist_widths", """
import math
from typing import List
import torch
import torch.nn as nn


class M(nn.Module):
    # RegNet's block widths: computed with torch while the module is
    # constructed, and deciding how many layers it has and how wide.
    def __init__(self, depth: int = 7, w_0: int = 8, w_a: float = 6.5, w_m: float = 1.9):
        super().__init__()
        widths_cont = torch.arange(depth) * w_a + w_0
        block_capacity = torch.round(torch.log(widths_cont / w_0) / math.log(w_m))
        block_widths = (torch.round(torch.divide(w_0 * torch.pow(w_m, block_capacity), 8)) * 8).int().tolist()
        num_stages = len(set(block_widths))
        splits = [w != wp for w, wp in zip(block_widths + [0], [0] + block_widths)]
        stage_widths = [w for w, t in zip(block_widths, splits[:-1]) if t]
        stage_depths = torch.diff(torch.tensor([d for d, t in enumerate(splits) if t])).int().tolist()
        layers = []
        width = 2
        for w, d in zip(stage_widths, stage_depths):
            for _ in range(d):
                layers.append(nn.ConstantPad1d((0, w - width), float(w)))
                layers.append(nn.Hardtanh(0.0, float(w)))
                width = w
        self.body = nn.Sequential(*layers)
        self.widths = stage_widths
        self.depths = stage_depths
        self.stages = num_stages

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, List[int], List[int], int]:
        return self.body(x).sum(-1), self.widths, self.depths, self.stages
""".replace("from typing import List", "from typing import List, Tuple"), "M.forward", [f32(3, 2)])

case("module_init_tensor_items", """
from typing import List
import torch
import torch.nn as nn


class Block(nn.Module):
    def __init__(self, rate: float):
        super().__init__()
        self.rate = rate

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * (1.0 - self.rate)


class M(nn.Module):
    # A stochastic-depth schedule as timm writes it: Python floats from a
    # float32 tensor (`item()`, `float()`, `int()`, `bool()`, `len()`).
    def __init__(self, depths: List[int] = [2, 3], rate: float = 0.3):
        super().__init__()
        dpr = [x.item() for x in torch.linspace(0, rate, sum(depths))]
        self.blocks = nn.ModuleList([Block(dpr[i]) for i in range(len(dpr))])
        t = torch.tensor([2.75])
        self.as_int = int(t)
        self.as_float = float(t * 2)
        self.flag = bool(t > 2)
        self.n = len(torch.zeros(4, 2))
        total = 0.0
        for r in torch.linspace(0, 1, 3).tolist():
            total += r
        self.total = total
        self.rates = dpr

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, List[float], int, float, bool, int, float]:
        for b in self.blocks:
            x = b(x)
        return x, self.rates, self.as_int, self.as_float, self.flag, self.n, self.total
""".replace("from typing import List", "from typing import List, Tuple"), "M.forward", [f32(2, 3)])

case("module_init_classmethod_config", """
from typing import List, Optional
import torch
import torch.nn as nn


class Params:
    def __init__(self, widths: List[int], se_ratio: Optional[float] = None):
        self.widths = widths
        self.se_ratio = se_ratio

    @classmethod
    def build(cls, depth: int, base: int, se_ratio: Optional[float] = None, **kwargs):
        widths = (torch.arange(depth) * 4 + base).tolist()
        widths = cls._even(widths)
        return cls(widths=widths, se_ratio=se_ratio)

    @staticmethod
    def _even(widths: List[int]) -> List[int]:
        return [w + w % 2 for w in widths]

    def expanded(self):
        return zip(self.widths, [self.se_ratio] * len(self.widths))


class Net(nn.Module):
    def __init__(self, params: Params):
        super().__init__()
        width = 3
        layers = []
        for w, se in params.expanded():
            layers.append(nn.ConstantPad1d((0, w - width), se * w))
            width = w
        self.layers = nn.Sequential(*layers)
        self.ratio = params.se_ratio

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.layers(x) * self.ratio


class M(Net):
    def __init__(self):
        super().__init__(Params.build(depth=3, base=5, se_ratio=0.5))
""", "M.forward", [f32(2, 3)])

case("module_init_ordered_dict_sequential", """
from collections import OrderedDict
import torch
import torch.nn as nn


class Transform(nn.Sequential):
    # torchvision's RegNet builds its blocks as a Sequential of an
    # OrderedDict filled key by key.
    def __init__(self, width: int, se: bool):
        layers: OrderedDict[str, nn.Module] = OrderedDict()
        layers["a"] = nn.ConstantPad1d((0, width), 0.5)
        layers["act"] = nn.ReLU()
        if se:
            layers["se"] = nn.Sigmoid()
        layers["c"] = nn.ConstantPad1d((-width, 0), 0.0)
        super().__init__(layers)


class M(nn.Module):
    def __init__(self):
        super().__init__()
        blocks = []
        for i in range(2):
            blocks.append((f"block{i + 1}", Transform(3, i == 1)))
        self.trunk = nn.Sequential(OrderedDict(blocks))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.trunk(x) + self.trunk.block2.a(x).sum(-1, keepdim=True)
""", "M.forward", [f32(2, 3)])

case("linspace_rounding", """
from typing import List, Tuple
import torch


def f(n: int) -> Tuple[List[float], List[float], List[int], torch.Tensor]:
    # PyTorch counts the first half up from start and the rest down from
    # end, each a fused multiply-add in the dtype: these are its bits.
    a: List[float] = torch.linspace(0, 0.3, 5).tolist()
    b: List[float] = torch.linspace(-1.3, 2.7, 37, dtype=torch.float64).tolist()
    c: List[int] = torch.linspace(-3.5, 7.9, 6, dtype=torch.int64).tolist()
    return a, b, c, torch.linspace(0.1, -2.9, 101)[n:]
""", "f", [90])

case("module_init_tensor_conditions", """
from typing import List, Tuple
import torch
import torch.nn as nn


class M(nn.Module):
    # Tests on tensors computed while the module is constructed: `if`,
    # `assert`, a conditional expression and a comprehension's filter.
    def __init__(self, widths: List[int] = [8, 16, 24]):
        super().__init__()
        w = torch.tensor(widths)
        if (w % 8 != 0).any():
            raise ValueError("widths must be multiples of 8")
        assert bool((w > 0).all()), "widths must be positive"
        self.big = 1 if w.max() > 20 else 0
        self.wide = [int(x) for x in w if x > 10]
        self.half = (w.float() / 2).tolist()

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, List[int], List[float]]:
        return x * self.big + self.wide[0], self.wide, self.half
""", "M.forward", [f32(2, 2)])

case("module_super_init_argument_order", """
import torch
import torch.nn as nn


class Counter:
    def __init__(self):
        self.n = 0

    def next(self) -> int:
        self.n += 1
        return self.n


class Base(nn.Module):
    def __init__(self, a: int, b: int):
        super().__init__()
        self.total = a * 10 + b


class M(Base):
    # super().__init__'s arguments are computed in the call's order (the
    # keywords are not in the parameters' order), then bound: b=1, a=2.
    def __init__(self):
        c = Counter()
        super().__init__(b=c.next(), a=c.next())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.total
""", "M.forward", [f32(2)])


# math functions Python has and TorchScript's builtin table does not.
error("math_trunc_unsupported", """
import math
def f(x: float) -> int:
    return math.trunc(x)
""", "f", ["    return math.trunc(x)"])

error("math_log2_unsupported", """
import math
def f(x: float) -> float:
    return math.log2(x)
""", "f", ["    return math.log2(x)"])

# aten::ldexp takes (float, int): an int first argument does not convert.
error("math_ldexp_int_mantissa", """
import math
def f(x: int, n: int) -> float:
    return math.ldexp(x, n)
""", "f", ["    return math.ldexp(x, n)"])

# TorchScript's round of an int is a float (aten::round.int), unlike
# Python's; abs of a bool is an int.
case("round_of_int_is_float", """
def f(n: int, b: bool) -> Tuple[float, float, int, int]:
    return (round(n), round(-n) / 2, abs(b), abs(True) + abs(False))
""", "f", [7, True])

# A float outside an int's range converts to the int's minimum (x86's
# truncating conversion, which TorchScript compiles to), for scalars and
# tensors alike.
case("float_to_int_out_of_range", """
def f(x: torch.Tensor, scale: float) -> Tuple[List[int], torch.Tensor, torch.Tensor]:
    big = scale * scale
    ints = [int(big), int(-big), int(big - big), int(1e30), int(-2.7)]
    return (ints, x.to(torch.int32), (x * big).long())
""", "f", [np.array([3.7, -2.5, 3e9, -1e30, 0.5], dtype=np.float32), 1e300])

# A class's __bool__ decides `if obj:`, `not obj`, `bool(obj)` and the
# operands of `and`/`or`; a @property is read as an attribute.
case("class_bool_and_property", """
from typing import List


class Budget:
    def __init__(self, left: int):
        self.left = left
        self.tests = 0

    def __bool__(self) -> bool:
        self.tests += 1
        return self.left > 3

    @property
    def doubled(self) -> int:
        return self.left * 2

    def quadrupled(self) -> int:
        return self.doubled * 2


class Gauge:
    def __init__(self, level: int):
        self.level = level

    def __bool__(self) -> bool:
        return self.level > 3


def f(a: int, b: int) -> List[int]:
    r: List[int] = []
    if Budget(a):
        r.append(1)
    if not Budget(b):
        r.append(2)
    r.append(int(Budget(b) and Budget(a)))
    r.append(int(bool(Budget(b)) or Budget(a)))
    g = Gauge(b)
    while g:
        g.level -= 1
    r.append(g.level)
    r.append(Budget(b).doubled + Budget(a).doubled)
    # __bool__ runs on the variable's instance itself: each test counts.
    y = Budget(b)
    if y:
        r.append(y.tests)
    if not y:
        r.append(-1)
    r.append(y.tests)
    r.append(y.quadrupled())
    return r
""", "f", [3, 6])

# Numbers are conditions (`!= 0`), and `and`/`or` test every operand as
# a condition and give a bool, as TorchScript's do.
case("number_conditions", """
from typing import List


def f(n: int, x: float, s: str) -> List[bool]:
    r: List[bool] = []
    if n:
        r.append(True)
    k = 0
    while x:
        x = x - 0.5
        k += 1
    r.append(k == 3)
    r.append(not n)
    r.append(True and n)
    r.append(bool(n - n) or s)
    r.append(x or [n])
    return r
""", "f", [3, 1.5, "yes"])

error("tuple_condition", """
def f(a: int) -> int:
    t = (a, a)
    if t:
        return 1
    return 0
""", "f", ["    if t:"])

# A schema's last list parameter takes the arguments packed or one list
# (TorchScript's varargs rule); a decomposition's `if x.dim() == 0:` on a
# literal tensor keeps only the branch taken.
case("list_parameter_varargs", """
def f(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    ts = [x, x * 2]
    a = torch.block_diag(ts) + torch.block_diag(x, x) + torch.block_diag([x, -x])
    b = torch.chain_matmul(x, x, x) + torch.linalg.multi_dot([x, x.t()])
    c = torch.broadcast_tensors(x, x[0])[1]
    m = torch.mode(torch.tensor([1, 2, 2, 3]))[0]
    return (a, b, c, m)
""", "f", [f32(3, 3)])

# Code for other shapes under an `if` on a literal tensor's shape: real
# TorchScript never runs it, so it is no error (the import builds it with
# the shape dropped, refinement folds it away); both branches still
# type-check.
case("dead_branch_on_literal_shape", """
def f(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, int]:
    y = torch.tensor([1.0, 2.0, 3.0])
    if y.dim() == 0:
        y = y.reshape(1)
    z = torch.zeros(3)
    if z.dim() == 2:
        z = z.permute(1, 0) @ torch.ones(2, 2)
    else:
        z = z + x
    w = torch.ones(2, 3)
    n = 0
    if w.shape[-1] != 3:
        w = torch.cat([w.view(3, 2), torch.ones(2)])
        n = w.size(1)
    elif w.size(0) < 4:
        n = 7
    return (y * 2, z, w, n)
""", "f", [f32(3)])

# An empty list display takes the list type of the overload it matches
# (`sum.int`, `eq` against the other list), not the default List[Tensor];
# any()/all() take ints and floats (nonzero), and any() strings (non-empty).
case("empty_list_overloads", """
def f(a: int, s: str) -> Tuple[int, List[bool]]:
    x: List[float] = []
    y = [1.5]
    r = [any([a, 0]), all([1.0, 0.0]), all([a, 2]), any(['', s]), any([0.0]),
         any([]), all([]), x == [], [] != y, [] == [a], y.copy() != []]
    return (sum([]) + sum([a, a]), r)
""", "f", [3, "z"])

error("all_of_strings", """
from typing import List
def f(xs: List[str]) -> bool:
    return all(xs)
""", "f", ["    return all(xs)"])

# masked_fill keeps self's dtype (the value converted to it); TorchScript's
# torch.full of a bool fill is an int64 tensor.
case("masked_fill_keeps_dtype_and_full_of_bool", """
def f(i: torch.Tensor, b: torch.Tensor, v: bool) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    return (i.masked_fill(i < 0, -1.7), b.masked_fill(b, 0.5), i.masked_fill(i > 2, torch.tensor(2.5)),
            torch.full((2,), v), torch.full((2,), False))
""", "f", [np.array([3, -1, 0, 5]), np.array([True, False]), True])

# The varargs rule by the argument's type: one argument that is a list
# (a slice, a sum of lists) is the list; one tensor is packed.
case("varargs_list_by_type", """
def f(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    ts = [x, x * 2, x + 1]
    return (torch.block_diag(ts[1:]), torch.block_diag(ts[:1] + [x]), torch.block_diag(x),
            torch.linalg.multi_dot([x, x][::-1] + [x.t()]))
""", "f", [f32(2, 2)])

# In-place ops keep their tensor's dtype (a float64 result written back
# into a float32 tensor); copy_ broadcasts and converts its source;
# torch.as_tensor of data, or of a tensor.
case("in_place_keeps_dtype_copy_and_as_tensor", """
def f(x: torch.Tensor, i: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    y = x.clone()
    y.add_(x.double())
    y += i
    y[0] *= 2
    c = i.clone()
    c.copy_(x[0])
    d = torch.zeros(2, 2)
    e = d
    e.copy_(torch.tensor(3.0))
    xs: List[float] = [1.5, 2.5]
    a = torch.as_tensor([1, 2]) + torch.as_tensor(xs) + torch.as_tensor(i, dtype=torch.float64)[0]
    return (y, c, d + e, a, torch.as_tensor(3.5, dtype=torch.float64))
""", "f", [f32(2, 2), np.array([[1, -2], [3, 0]])])

# `and`/`or`/`not` of comparisons a literal tensor's shape decides are
# decided too: the branch they rule out may hold code for other shapes.
case("dead_branch_and_or_not", """
def f(x: torch.Tensor) -> torch.Tensor:
    y = torch.zeros(3)
    if y.dim() == 2 and y.size(0) > 1:
        y = y.permute(1, 0)
    if y.dim() == 2 or y.shape[0] == 4:
        y = y.reshape(2, 2)
    if not y.dim() == 1:
        y = y.sum(1)
    if y.dim() == 1 and y.shape[0] == 3:
        y = y + x
    else:
        y = y.sum(1)
    return y
""", "f", [f32(3)])

# A shape error in a branch that only a run-time condition takes raises
# only when the branch runs: a call that does not take it returns.
case("shape_error_in_branch_not_taken", """
def f(x: torch.Tensor, w: torch.Tensor, mode: int) -> Tuple[torch.Tensor, int]:
    n = 0
    if mode == 1:
        y = x @ w
        n = y.size(1)
    elif mode == 2:
        y = torch.cat([x, w.t()], dim=0)
    else:
        y = x + w
    for i in range(3):
        if i == mode + 5:
            y = y.view(7)
        else:
            y = y * 2.0
    return (y, n)
""", "f", [f32(2, 3), f32(2, 3), 0])

# `in` on a list compares by value only for lists of int, float and str in
# TorchScript; a list of lists (or tuples, tensors) is an error.
error("in_list_of_lists", """
from typing import List
def f(x: List[int]) -> bool:
    xs = [[1, 2], [3]]
    return x in xs
""", "f", ["    return x in xs"])

# `x[mask] = v` with a tensor `v`: one row per selected position, in order
# (or one row or value broadcast to all); integer rows as before.
case("masked_assignment_of_tensors", """
from typing import List
def f(x: torch.Tensor, i: torch.Tensor) -> List[torch.Tensor]:
    y = x.clone()
    y[i > 0] = x[i > 0] * 10
    z = x.clone()
    z[x[:, 0] > 0] = torch.tensor([7.0, 8.0, 9.0])
    w = x.clone()
    w[x[:, 0] > 0] = x[x[:, 0] > 0].flip(1)
    u = x.clone()
    u[i > 100] = x[i > 100] + 1
    v = i.clone()
    v[i < 0] = torch.tensor([5.5])
    q = x.clone()
    q[torch.tensor([0, 2])] = x[1]
    r = x.clone()
    r[i > 0] = torch.tensor(3.0)
    return [y, z, w, u, v.float(), q, r]
""", "f", [np.array([[0.3, -1.2, 0.7], [1.5, 0.1, -0.4], [-0.8, 0.9, 0.2]], dtype=np.float32), np.array([[3, -1, 0], [7, 2, -5], [1, 4, -2]])])

# A literal's static shape makes an op in a branch invalid; TorchScript
# raises only when the branch runs, and these calls take none of them.
case("literal_shape_in_branch_not_taken", """
from typing import List
def f(flag: bool, n: int) -> List[torch.Tensor]:
    y = torch.tensor([1., 2., 3.])
    z = torch.zeros(2, 2)
    out = torch.zeros(1)
    if flag:
        out = y + z
    elif n > 3:
        out = torch.cat([y, z])
    elif n > 2:
        out = z @ y
    else:
        for i in range(n):
            if i == 1:
                out = y.view(2, 2)
    if n < 0:
        y = y.reshape(2, 2)
    return [out, y]
""", "f", [False, 1])

# A 1-D empty tensor joins a cat of any rank: the loop that accumulates
# rows from `torch.empty(0)`.
case("cat_of_empty_start", """
from typing import List
def f(x: torch.Tensor) -> List[torch.Tensor]:
    out = torch.empty(0)
    for i in range(x.size(0)):
        out = torch.cat([out, x[i].unsqueeze(0) * i])
    both = torch.cat([torch.zeros(0), torch.zeros(0)])
    wide = torch.cat([torch.zeros(0), x, torch.zeros(0)], 1)
    ints = torch.cat([torch.zeros(0, dtype=torch.int64), x.long()])
    return [out, both, wide, ints]
""", "f", [np.array([[0.5, -1.0, 2.0], [3.0, 4.5, -6.0]], dtype=np.float32)])

# An in-place method on a fresh tensor (what arithmetic or a torch op made)
# or on a part of a variable: `fill_`, `zero_` and `copy_` included.
case("in_place_on_fresh_results", """
import torch.nn.functional as F
from typing import List
def f(x: torch.Tensor) -> List[torch.Tensor]:
    y = x.clone()
    a = y[0].copy_(x[1])
    b = y.clone().zero_()
    c = y.clone().fill_(2)
    d = x.clone().copy_(x[1])
    e = (x * 2).add_(1).mul_(3)
    h = torch.relu(x - 5).mul_(2)
    i = x.sum(0).clamp_(0, 10)
    j = (-x).abs_()
    k = torch.zeros(2, 4).copy_(torch.tensor([1, 2, 3, 4]))
    l = F.softmax(x, 1).fill_(0.5)
    m = x.new_zeros(3).fill_(7)
    z = x.clone()
    z[:, 1].copy_(torch.tensor([True, False, True]))
    return [x, y, a, b, c, d, e, h, i, j, k, l, m, z]
""", "f", [np.arange(12, dtype=np.float32).reshape(3, 4)])

# A 0-d tensor where a script function declares an int or float (an
# argument, the returned value) converts implicitly (IntImplicit,
# FloatImplicit).
case("implicit_tensor_to_number", """
from typing import List, Tuple
def scaled(n: int, s: float) -> float:
    return n * s
def as_int(x: torch.Tensor) -> int:
    return x.sum()
def f(x: torch.Tensor, i: torch.Tensor) -> Tuple[float, int, float, List[float]]:
    out: List[float] = []
    for k in range(i.size(0)):
        out.append(scaled(i[k], x[k]))
    return scaled(i.sum(), x.mean()), as_int(i), scaled(as_int(i[0]), 0.5), out
""", "f", [np.array([0.5, -1.5, 2.0], dtype=np.float32), np.array([3, 1, 2])])

# `is` on ints, floats and bools: one identity when equal and of one type
# (IValue::isSameIdentity); an int is never a float.
case("is_on_numbers", """
from typing import List, Optional
def f(a: int, s: str) -> List[bool]:
    b = a
    x = 2.5
    n: Optional[int] = None
    return [a is b, a is 3, a is not 3, 1 is 1.0, x is 2.5, True is True, a is None, n is None, (a + 1) is (b + 1), s is not 3, a is True]
""", "f", [3, "ab"])

# A 0-d tensor indexes a list (read and write), converted as TorchScript's
# __getitem__/_set_item schemas convert it.
case("list_index_by_tensor", """
from typing import List
def f(x: torch.Tensor, n: int) -> List[int]:
    l = [10, 20, 30]
    for i in range(n):
        l.append(i)
    l[x.sum()] = 5
    return l + [l[x[0]], l[x.argmax()]]
""", "f", [np.array([1, 1]), 2])

# A 0-d tensor where an op takes a size (a SymInt: view sizes, topk's k,
# narrow's start, a creation size) converts as TorchScript's schema
# matching converts it.
case("sizes_from_0d_tensors", """
from typing import List
def f(x: torch.Tensor, n: torch.Tensor) -> List[torch.Tensor]:
    return [x.view(n.sum(), -1), x.topk(n.sum() - 1)[0], x.narrow(0, n.sum() - 1, 1), torch.ones(n.sum(), 2), torch.zeros(n[0])]
""", "f", [np.arange(4, dtype=np.float32).reshape(2, 2), np.array([1, 1])])

# In-place methods on advanced-indexed parts change a copy (the variable
# stays), on a comparison's result and on a zero pad's copy; a cat of
# 1-D empty tensors only along dim 1.
case("in_place_on_copies", """
import torch.nn.functional as F
from typing import List
def f(x: torch.Tensor) -> List[torch.Tensor]:
    y = x.clone()
    a = y[y > 2].copy_(torch.zeros(2))
    b = y[torch.tensor([0, 1])].add_(5.)
    c = y[[0, 1]].zero_()
    z = F.pad(y, [0, 0]).add_(1.0)
    w = (y > 2).logical_not_()
    return [y, a, b, c, z, w.float(), torch.cat([torch.empty(0), torch.empty(0)], 1)]
""", "f", [np.array([[1.0, 2.0], [3.0, 4.0]], dtype=np.float32)])

# An in-place op broadcasts its other operands to the receiver (never the
# receiver to them); shape-changing in-place methods reshape it.
case("in_place_broadcast_into_receiver", """
from typing import List
def f(x: torch.Tensor, row: torch.Tensor) -> List[torch.Tensor]:
    y = x.clone()
    y.add_(row)
    y *= row[None]
    y.clamp_(max=row)
    z = row.clone()
    z.unsqueeze_(1)
    z.transpose_(0, 1)
    w = x.clone()
    w.t_()
    w.squeeze_()
    return [y, z, w]
""", "f", [f32(2, 3), f32(3)])

# A 0-d tensor converts where a builtin takes numbers (the first overload,
# int, unless a float argument rules it out), for an `Optional[int]`
# parameter, and in a returned tuple declared to hold numbers; `round` of a
# tensor is the tensor op.
case("implicit_numbers_in_builtins", """
def g(n: Optional[int], s: Optional[float]) -> float:
    if n is None or s is None:
        return 0.0
    return n * s

def f(x: torch.Tensor, y: torch.Tensor) -> Tuple[int, float, int, Tuple[int, int], float, torch.Tensor, Tuple[int, float]]:
    return (min(3, x.sum()), max(0.5, y.mean()), max(x.sum(), x.max()), divmod(7, x.sum()),
            g(x.sum(), y.sum()), round(y * 3), (x.max(), y.min()))
""", "f", [np.array([1, 0, 2]), np.array([0.25, 1.5], dtype=np.float32)])

# `x.new_full(size, v)` with a value known only at run time: `x`'s dtype
# unless one is given.
case("new_full_of_run_time_value", """
def f(x: torch.Tensor, v: float, n: int) -> List[torch.Tensor]:
    return [x.new_full([2], v), x.new_full([2], n), x.new_full((1, 2), v, dtype=torch.float64),
            x.new_full([2], v * 2, dtype=torch.int32), x.long().new_full([3], v)]
""", "f", [f32(3), -2.75, 7])

# Dtypes the compiler has no tensors of are values to compare with: the
# usual `if x.dtype == torch.float16: x = x.float()` guard is false.
case("dtype_compare_with_unsupported", """
def f(x: torch.Tensor) -> Tuple[bool, bool, bool, torch.Tensor]:
    if x.dtype == torch.float16 or x.dtype == torch.bfloat16:
        x = x.float()
    return x.dtype == torch.half, x.dtype != torch.uint8, x.dtype in [torch.int8, torch.int16], x * 2
""", "f", [np.array([1, 2, 3])])

# An in-place change of a tensor a list (of static length), dict, tuple or
# NamedTuple holds is seen through it, as TorchScript's references are.
case("in_place_through_containers", """
from typing import Dict, NamedTuple
class P(NamedTuple):
    a: torch.Tensor
    b: int
def f(x: torch.Tensor, c: bool) -> Tuple[List[torch.Tensor], Dict[str, torch.Tensor], P, torch.Tensor, List[torch.Tensor]]:
    xs = [x.clone(), x.clone() + 1]
    for t in xs:
        t.mul_(2)
    d = {"a": x * 1, "b": x * 2}
    d["a"].mul_(3)
    p = P(x * 2, 1)
    p.a.sub_(1)
    q = p.a
    ys = [x * 1, x * 2]
    if c:
        ys[0].add_(1)
    else:
        for t in ys:
            t.neg_()
    return xs, d, p, q, ys
""", "f", [f32(2, 3), True])

# Lists of lists of tensors: built by appends in loops and as displays,
# iterated and returned.
case("list_of_tensor_lists", """
def f(x: torch.Tensor) -> Tuple[List[List[torch.Tensor]], torch.Tensor, int]:
    out: List[List[torch.Tensor]] = []
    for i in range(2):
        row: List[torch.Tensor] = []
        for j in range(3):
            row.append(x * (i + j))
        out.append(row)
    groups = [[x, x + 1], [x * 2]]
    total = torch.zeros_like(x)
    for g in groups:
        for t in g:
            total = total + t
    return out, total, len(groups[0]) + len(out[1])
""", "f", [f32(2)])

# `torch._assert(cond, message)` is `assert cond, message`; a negative int
# literal where a decomposed op takes a list of dims (`dim=-1`).
case("torch_assert_and_negative_dim_literal", """
def f(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    torch._assert(x.dim() == 2, "expected a matrix")
    torch._assert(x.size(-1) > 1, "too few columns")
    return torch.linalg.norm(x, dim=-1), torch.nansum(x, dim=-1, keepdim=True)
""", "f", [f32(2, 3)])

# `fill_` and `full_like` with a 0-d tensor for the value (TorchScript's
# `fill_.Tensor` and ScalarImplicit), in the filled tensor's dtype.
case("fill_from_0d_tensor", """
def f(x: torch.Tensor, n: torch.Tensor) -> List[torch.Tensor]:
    y = x.clone()
    y.fill_(x.sum())
    z = n.clone()
    z.fill_(x.max())
    return [y, z, torch.full_like(x, n.sum()), torch.full_like(n, x.mean()), x.new_zeros(2).fill_(n[0])]
""", "f", [f32(2, 3), np.array([2, 5])])

# Buckets of tensors: a list comprehension of empty lists, appended to by a
# run-time index; a dict of tensor lists.
case("tensor_list_buckets", """
from typing import Dict
def f(x: torch.Tensor) -> Tuple[List[List[torch.Tensor]], Dict[str, List[torch.Tensor]]]:
    b: List[List[torch.Tensor]] = [[] for _ in range(2)]
    for i in range(4):
        b[i % 2].append(x * i)
    d: Dict[str, List[torch.Tensor]] = {}
    d["a"] = [x]
    d["a"].append(x * 2)
    return b, d
""", "f", [f32(2)])

# Assigning to a slice of a list is an error in TorchScript too.
error("list_slice_assignment", """
def f(n: int) -> List[int]:
    xs = list(range(n))
    xs[1:3] = [10, 20, 30]
    return xs
""", "f", ["    xs[1:3] = [10, 20, 30]"])

# `torch.full(size, t)` with a 0-d tensor: float32 for a floating `t`,
# bool for a bool one, int64 otherwise, unless a dtype is given.
case("full_of_0d_tensor", """
def f(x: torch.Tensor, n: torch.Tensor, b: torch.Tensor) -> List[torch.Tensor]:
    return [torch.full([2], x.sum()), torch.full([2, 1], n.sum()), torch.full([1], x.double().sum()),
            torch.full([2], b.any()), torch.full([3], n[0], dtype=torch.float64), torch.full([2], x.max(), dtype=torch.int32)]
""", "f", [f32(2), np.array([1, 2]), np.array([True, False])])

# Reductions of a 0-d tensor broadcast into a larger result (each was
# accumulated across the broadcast before).
case("reductions_of_0d_broadcast", """
def f(x: torch.Tensor) -> List[torch.Tensor]:
    s = x.sum()
    z = torch.zeros(3)
    return [z + s.sum(), z + s.prod(), z + s.amax(), z + s.logsumexp(0), z + s.argmax(), (z > 0) | s.any(),
            z + s.mean(), z + s.max(), z + s.norm(), z + torch.softmax(s, 0), z + s.sum(0), z + s.amin(0)]
""", "f", [f32(2)])

# Einsums that sum no label (a diagonal, an outer product, a transpose)
# broadcast into a larger result (each was accumulated across the
# broadcast before).
case("einsum_without_sums_broadcast", """
def f(x: torch.Tensor, a: torch.Tensor, b: torch.Tensor) -> List[torch.Tensor]:
    z = torch.zeros(2, 3, 3)
    return [torch.zeros(2, 3) + torch.einsum("ii->i", x), z + torch.einsum("i,j->ij", a, b),
            z + torch.einsum("ij->ji", x), torch.zeros(4, 2, 3) + torch.einsum("i,j->ji", a, b[:2])]
""", "f", [f32(3, 3), f32(3), f32(3)])

# An int variable where a decomposed op takes a list of dims (`int[1]` in
# the builtin's schema); a script function's `List[int]` still wants a list.
case("int_for_decomposed_dims", """
def f(x: torch.Tensor, d: int) -> List[torch.Tensor]:
    return [torch.linalg.norm(x, dim=d), torch.nansum(x, dim=d, keepdim=True), torch.var_mean(x, dim=d)[0]]
""", "f", [f32(2, 3), 1])

# A dtype is an int to TorchScript, so where sizes are expected it is one
# (torch.int32 is 3): `x.view(torch.int32)` reshapes to [3]; the overload
# that reinterprets bits is not the one TorchScript picks.
case("dtype_as_size", """
def f(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    return x.view(torch.int32), x.reshape(torch.int32, 1), torch.zeros(torch.int64, dtype=torch.int64)
""", "f", [f32(3)])

# `len` of a scalar, None, a device or an Optional[int]: TorchScript packs
# the value into a one-element list to match `len(t[] a)`, so it is 1.
case("len_of_one_element", """
def f(x: torch.Tensor, o: Optional[int], n: int) -> List[int]:
    return [len(n), len(1.5), len(True), len(None), len(o), len(x.dtype), len(x.device), len(x), len((1, 2))]
""", "f", [f32(3), None, 4])

# Max and min of bool tensors along a dim (values and indices), which
# combine with or/and: amax started from true before, so every row was true.
case("bool_max_min_along_dim", """
def f(c: torch.Tensor) -> List[torch.Tensor]:
    v0 = c > 5
    a, i = v0.max(1)
    b, j = v0.min(1)
    return [v0.amax(1, keepdim=True), v0.amax(0), v0.amin(1), v0.max(), v0.min(), a, i, b, j,
            torch.maximum(v0, ~v0), v0.cummax(1)[0], v0.cummin(1)[0], v0.sort(1)[0], v0.any(1), v0.all(1)]
""", "f", [np.array([[1.0, 2.0], [3.0, 8.0], [8.0, 6.0]], dtype=np.float32)])

# Assignment through one index tensor (or list, or mask of one dim) among
# slices, ints and None: the other components pick the part, the tensor
# puts into it along its dim. Also None in an assignment's index, and
# assignments into empty parts.
case("store_tensor_index_among_others", """
def f(x: torch.Tensor, idx: torch.Tensor) -> List[torch.Tensor]:
    y0 = x.clone()
    y0[:, idx] = -1.0
    y1 = x.clone()
    y1[1:, idx, ::2] = y1.sum()
    y2 = x.clone()
    y2[torch.tensor([2, -2]), :, ::2] = torch.tensor(7.0)
    y3 = x.clone()
    y3[-2, -1::2, None] = -1.0
    y4 = x.clone()
    y4[[-4], -3:] = 5
    y5 = x.clone()
    y5[x[:, :, 0] > 0, :] = -2.0
    y6 = x.clone()
    y6[:, idx] = torch.arange(6.0)
    y7 = x.clone()
    y7[0, :, idx] = torch.ones(5, 2) * 3
    y8 = x.clone()
    y8[:, x[0, :, 0] > 0] = 1.5
    y9 = x.clone()
    y9[:0, :, 1:] = y9.sum()
    y10 = x.clone()
    y10[-2:-5:3, None, :] = 7.0
    y11 = x.clone()
    y11[None, 1, idx] = 2
    return [y0, y1, y2, y3, y4, y5, y6, y7, y8, y9, y10, y11]
""", "f", [f32(4, 5, 6), np.array([1, -2], dtype=np.int64)])

# `x[...] = v` and `x[...] += v` (an ellipsis alone is a target, not an
# expression), and a mask of several dims after `None` or a slice.
case("store_ellipsis_and_masks_among_others", """
def f(x: torch.Tensor) -> List[torch.Tensor]:
    y0 = x.clone()
    y0[...] = torch.arange(6.0)
    y1 = x.long()
    y1[...] = 2.7
    y2 = x.clone()
    y2[...] += 1
    y3 = x.clone()
    y3[None, x > 0.5] = -1.0
    y4 = x.clone()
    y4[1:, x[0] > 0] = 9.0
    y5 = (x > 0).clone()
    y5[0, torch.tensor([1, 2])] = True
    return [y0, y1, y2, y3, y4, y5]
""", "f", [f32(4, 5, 6)])

# Assigning -0.0 through any kind of index keeps its sign (the parts are
# filled by adding the value to -0.0, the additive identity).
case("store_negative_zero", """
def f(x: torch.Tensor, idx: torch.Tensor) -> List[torch.Tensor]:
    y0 = x.clone()
    y0[idx, 1:] = -0.0
    y1 = x.clone()
    y1[:, x[0, :, 0] > 0] = -0.0
    y2 = x.clone()
    y2[...] = -0.0
    y3 = x.clone()
    y3[None, 1, idx] = -0.0
    y4 = x.clone()
    y4[1:, 2] = -0.0
    y5 = x.clone()
    y5[:, idx] = -0.0
    return [torch.signbit(y0), torch.signbit(y1), torch.signbit(y2), torch.signbit(y3), torch.signbit(y4), torch.signbit(y5)]
""", "f", [f32(4, 5, 6), np.array([1, -2], dtype=np.int64)])

# TorchScript's float `%` is `fmod(b + fmod(a, b), b)` and its float
# `divmod` is `((a - r) / b, r)` with `r` the sign-fixed fmod: both round
# differently from Python's, so results are compared through str() (the
# shortest text that round-trips), bit for bit.
case("float_remainder_divmod_exact", """
def f(x: float, n: int) -> List[str]:
    out: List[str] = []
    for a in [x, -7.3, 5.1, 1e-3, -0.0, 7.0, 0.7, 1e17, -6.0]:
        for b in [3.08, -2.2, 0.1, 0.3, -0.7, 1.1, 3.0]:
            q, r = divmod(a, b)
            out.append(str(a % b) + " " + str(a // b) + " " + str(q) + " " + str(r))
    q, r = divmod(n, 0.3)
    out.append(str(n % 0.3) + " " + str(q) + " " + str(r) + " " + str(divmod(n, -4)))
    return out
""", "f", [0.9 + 0.5741721483545726, 7])

# TorchScript's two-argument max/min is `a > b ? a : b`: the second of
# equal values (0.0 and -0.0) and of a NaN pair, unlike Python; abs of a
# float clears the sign of -0.0 and of a NaN (std::abs). A bool
# argument converts to int, or to float beside a float; divmod of an int
# and a float computes in 32-bit int and float, as TorchScript's kernel does.
case("max_min_ties_bools_mixed_divmod", """
import math

def f(x: float, a: int) -> List[str]:
    z = -0.0
    n = math.nan
    b = a > 0
    out = [str(math.copysign(1.0, max(0.0, z))), str(math.copysign(1.0, max(z, 0.0))),
           str(math.copysign(1.0, min(0.0, z))), str(math.copysign(1.0, min(z, 0.0))),
           str(max(n, 1.0)), str(max(1.0, n)), str(min(n, x)), str(min(x, n)),
           str(math.copysign(1.0, max([0.0, z]))), str(math.copysign(1.0, min([z, 0.0]))),
           str(max([n, 1.0])), str(max([1.0, n])),
           str(math.copysign(1.0, abs(z))), str(math.copysign(1.0, abs(-n)))]
    out.append(str(divmod(b, x)) + str(max(b, 2)) + str(min(x, b)) + str(max(b, b)) + str(round(b)) + str(divmod(b, 3)))
    out.append(str(divmod(a, x)) + str(divmod(x, a)) + str(divmod(a * 100000000000, x)) + str(divmod(x, a + 4294967296)))
    return out
""", "f", [0.3, 7])

# torch.tensor of floats makes a float32 tensor and converts it to the
# dtype asked for, in TorchScript: float64 data is 0.10000000149011612,
# int64 data of 2**40 + 1.0 is 2**40. Ints and bools are not rounded.
case("tensor_of_floats_through_float32", """
def f(a: float, n: int) -> List[float]:
    l: List[float] = [0.1 * a, 0.2]
    li: List[int] = [n, 3]
    ts = [torch.tensor([0.1], dtype=torch.float64), torch.tensor(0.1, dtype=torch.float64),
            torch.tensor([0.1 * a, 1.0], dtype=torch.float64), torch.tensor([n, 1], dtype=torch.float64),
            torch.tensor(l, dtype=torch.float64), torch.tensor(li, dtype=torch.float64),
            torch.as_tensor(l, dtype=torch.float64), torch.tensor([[0.1 * a], [0.3]], dtype=torch.float64),
            torch.tensor(n, dtype=torch.float64), torch.tensor([1e38 * a], dtype=torch.float64),
            torch.tensor([True, False], dtype=torch.float64), torch.tensor([0.1 * a], dtype=torch.int64),
            torch.tensor([2.0 ** 40 + 1.0], dtype=torch.int64), torch.tensor([1099511627777.0 * a], dtype=torch.int64),
            torch.full([1], 0.1 * a, dtype=torch.float64)]
    # Python floats: compared to 1e-9, where tensors are compared to 1e-4.
    out: List[float] = []
    for t in ts:
        out.append(float(t.flatten()[-1].item()))
    return out
""", "f", [1.0, 16777217])

# Empty strings made and compared in many ways (partition, split, slices,
# title, ljust); string constants folded at compile time may be "", whose
# MLIR attribute has no data pointer (read without melior's
# StringAttribute::value, which panics on it).
case("empty_string_results", """
def f(s: str, t: str, xs: List[int], x: float) -> Tuple[str, str, int, List[int], List[str]]:
    i2 = ord(t.rpartition(",")[0][0]) if len(t.rpartition(",")[0]) > 0 else 0
    s = t.partition("b")[1].split(",", -1)[0]
    n = 0
    if "" == str(x * 1e-7):
        xs.append(len(xs))
    if s.capitalize() in " x ".title()[::3]:
        n += 1
    out: List[str] = []
    for c in str(s.swapcase().isalpha()):
        out.append(t.title()[-2:3] + c)
    return s, "".join(["", s, ""]), i2 + n, xs, out
""", "f", ["a b  c", " Q ", [-4, 8, 4, 6], -6.7462])

# A local name bound to a function (a script function, a torch op, a
# math function, an F. function) and then called calls the function.
case("function_aliases", """
import math
import torch.nn.functional as F

def helper(x: int) -> int:
    return x + 1

def f(a: int, x: float, t: torch.Tensor) -> Tuple[int, List[torch.Tensor], float, int]:
    act = F.gelu
    relu = torch.relu
    dt = torch.float64
    out: List[torch.Tensor] = []
    for i in range(2):
        out.append(act(t * i).to(dt))
    out.append(relu(t))
    g = helper
    if a > 2:
        a = g(g(a))
    c = math.copysign
    fl = math.floor
    return a, out, c(1.0, x), fl(x)
""", "f", [3, -2.5, f32(2, 3)])

# A number on the left of a bitwise op or `//` with a tensor takes the
# scalar overload (the 0-d tensor converts; the result is a number); a bool
# among ints in a bitwise op, and both bools of a shift, act as ints.
case("number_left_of_tensor_bitwise_floordiv", """
def f(k: int, b: bool, x: float, t: torch.Tensor):
    return k | t, k & t, k ^ t, k << t, k >> t, b | t, k // t, x // t, b | k, k & b, b ^ k, b << b, k >> b, b | b, b & (not b)
""", "f", [6, True, 7.5, np.array(3, dtype=np.int64)])

# An in-place method returns its receiver: the name it is assigned to is
# another name of the same tensor, and later in-place changes through
# either show in both.
case("in_place_result_names_receiver", """
def f(a: torch.Tensor, b: torch.Tensor):
    c = a.clone()
    v0 = c.neg_()
    v1 = c.mul_(2)
    v1.add_(b)
    w = v0.clamp_(min=-1.0).sub_(0.5)
    c += 1
    return v0, v1, w, c
""", "f", [f32(2, 3), f32(3)])

# Views of a tensor changed in place (indexing, t, unsqueeze, slices, view,
# expand, and views of those) see the change, also where it happens in a
# branch.
case("views_see_base_changed_in_place", """
def f(a: torch.Tensor, i: int):
    c = a.clone()
    r = c[i]
    t = c.t()
    u = c.unsqueeze(0)[:, 1:]
    w = c.view(-1)
    e = c[0].expand(3, c.size(1))
    d = t[1:]
    c.mul_(2)
    c[0, 0] = 100.0
    if i > 0:
        c += 1
    i = 0
    return r, t, u, w, e, d, c
""", "f", [f32(2, 3), 1])

# A change through a view (indexing, slices, t, unsqueeze, view, and views
# of views) is written back into the tensor it views; the tensor's other
# views see it too.
case("in_place_through_views", """
def f(a: torch.Tensor, n: int):
    y = a.clone()
    r = y[0]
    r.add_(10)
    s = y[:, 1:]
    s.mul_(2)
    t = y.t()
    t[0, 1] = -1.0
    u = y.unsqueeze(0)[0, 1]
    u.fill_(7)
    v = y.view(-1)
    v[2] = 100.0
    w = y[1][1:]
    if n > 0:
        w += 5
    return y, r, s, t, u, v, w
""", "f", [f32(2, 3), 1])

# Other names of a view (`q = r`) see changes of the viewed tensor and
# write theirs back into it; views that share steps stay views of each
# other.
case("in_place_view_names", """
def f(a: torch.Tensor):
    y = a.clone()
    r = y.t()
    r2 = r[0]
    q = r2
    y.add_(1)
    q.sub_(10)
    s = y[1]
    p = s
    p.mul_(2)
    w = s[1:]
    w.add_(5)
    s.mul_(3)
    return y, r, r2, q, s, p, w
""", "f", [f32(3, 3)])

# A dtype conversion PyTorch answers with its input itself (`x.float()` of
# a float32 tensor, `x.to(x.dtype)`, `x.type_as(y)`) shares that tensor:
# changes through either reach the other; of another dtype it is a copy.
# `cpu()` and `torch.positive` return their input.
CONVERSION_ALIASES = """
def f(a: torch.Tensor):
    a = a * 1
    v = a.float()
    v[0] = 7
    w = a.to(torch.int64)
    w.add_(1)
    t = a.type_as(a)
    t.mul_(3)
    u = a.float().t()
    a[1, 1] = 5
    c = a.cpu()
    c += 1
    p = torch.positive(a)
    p.sub_(2)
    d = a.double()
    e = d.float()
    e.neg_()
    k = a.long()[0]
    k.fill_(9)
    return a, v, w, t, u, c, p, d, e, k
"""
case("conversion_aliases_float", CONVERSION_ALIASES, "f", [f32(2, 2)])
case("conversion_aliases_int", CONVERSION_ALIASES, "f", [np.array([[1, 2], [3, 4]], dtype=np.int64)])

# Views (conversions among them) of a tensor a loop changes, or changed
# through inside a loop, stay linked to it in every iteration and after.
VIEWS_IN_LOOPS = """
def f(a: torch.Tensor, n: int):
    a = a * 1
    r = a[0]
    for i in range(n):
        a.add_(1)
    s = a.t()
    j = 0
    while j < n:
        s[0] += 1
        a[1] -= 1
        j += 1
    out = a.float()
    for i in range(n):
        out[i % 2] = i * 1.5
    q = a[1]
    for i in range(n):
        q = q + 1
        q.mul_(2)
    return a, r, s, out, q
"""
case("views_in_loops_float", VIEWS_IN_LOOPS, "f", [f32(2, 2), 3])
case("views_in_loops_int", VIEWS_IN_LOOPS, "f", [np.array([[1, 2], [3, 4]], dtype=np.int64), 3])

# A split of a dim of run-time size unpacked into its parts; a tensor made
# by advanced indexing (a mask, an index tensor) is a copy, not a view.
case("run_time_split_and_advanced_copies", """
def f(a: torch.Tensor):
    v = a[a > 0]
    p, q = v.split(2)
    c = a[a > 0]
    c[0] = 100
    d = a[torch.tensor([1, 0])]
    d += 1
    e = a[a > 0][0:2]
    e.mul_(3)
    return p, q, a, c, d, e
""", "f", [np.array([4, -1, 3, 2, 1], dtype=np.int64)])

# Function forms of view ops (`torch.movedim(x, ...)`, `torch.transpose`)
# make views as the methods do; a change through a moved or permuted view
# is written back (the inverse move or permutation).
case("view_functions_and_inverse_moves", """
def f(a: torch.Tensor):
    a = a * 1
    v = torch.movedim(a, 0, -1)
    v[..., 1] = 7
    p = a.permute(2, 0, 1)
    p[0] += 100
    q = torch.transpose(a, 0, 2)
    q[1] *= -1
    r = torch.select(a, 1, 2)
    r.fill_(-5)
    return a, v, p, q, r
""", "f", [f32(2, 3, 2)])

# A view of a view carried by a loop is made again after the view it is of.
case("views_of_views_in_loops", """
def f(a: torch.Tensor, n: int):
    x = a * 1
    b = x[0]
    c = b[1:]
    for i in range(n):
        x.add_(1)
        c.mul_(2)
    return x, b, c
""", "f", [f32(2, 3), 2])

# `contiguous()` of a transposed tensor is a copy: changing it leaves the
# tensor as it was.
case("contiguous_of_transpose_copies", """
def f(a: torch.Tensor):
    x = a * 1
    y = x.t().contiguous()
    y.add_(1)
    w = x.cpu()
    w.mul_(2)
    return x, y, w
""", "f", [f32(2, 3)])

# A decomposition that dispatches on rank (kron) inside a loop of run-time
# count: the branch for the other rank is not taken, so its shapes cannot
# fail.
case("rank_dispatch_in_loops", """
def f(a: torch.Tensor, n: int):
    v = torch.zeros(9)
    for i in range(n):
        v = v + torch.kron(a, a)
    return v
""", "f", [f32(3), 2])

# A script function chunking dims of different sizes in two calls: the
# same number of parts (6 and 9 into 3) compiles once; another number
# (4 into two of 2) compiles the function at each call.
case("chunk_counts_per_call", """
def parts(x: torch.Tensor) -> torch.Tensor:
    return torch.cat(x.chunk(3)[::-1]) * len(x.chunk(3))


def f(a: torch.Tensor, b: torch.Tensor, c: torch.Tensor):
    return parts(a), parts(b), parts(c)
""", "f", [f32(6), f32(9), f32(4)])

# A dropout that returns its input (not training, or p == 0) is that
# input: a change through either reaches the other; a training one with
# p > 0 is a fresh tensor (p == 1: zeros).
case("dropout_returns_input", """
import torch.nn.functional as F


def f(a: torch.Tensor):
    w = a * 1
    z = F.dropout(w, 0.0)
    z.add_(1)
    g = F.dropout(w, p=0.7, training=False)
    g.mul_(2)
    e = F.dropout(w, 1.0)
    e.add_(3)
    h = torch.dropout(w, 0.0, True)
    h[0] = -1.0
    return w, z, g, e, h
""", "f", [f32(2, 3)])

# Index assignment through None and `...` copies as TorchScript's copy_:
# the value broadcast to the part and converted to its dtype (float into
# int truncates); a 0-d tensor takes a one-element value through None.
case("copy_assignment_shapes", """
def f(a: torch.Tensor, i: torch.Tensor, s: torch.Tensor):
    x = a * 1
    x[None] = torch.ones(1, 3)
    x[..., 1] = 2.5
    y = i * 1
    y[...] = torch.tensor([1.7, -2.7, 3.2])
    y[None, 0] = torch.tensor([9.9])
    t = s * 1
    t[None] = torch.tensor([4.5])
    u = i * 1
    u.copy_(a[0])
    return x, y, t, u, torch.tensor([1, 2]).expand_as(x[:, :2])
""", "f", [f32(2, 3), np.array([5, 6, 7], dtype=np.int64), np.array(1.5, dtype=np.float32)])

# Assignment through an integer index tensor of several dims: the rows it
# names, entries in order (a repeated row takes the last), the value
# broadcast as `x[idx]` reads; also after other components (`y[:, idx]`),
# augmented, and with a 0-d index there.
case("index_assignment_2d_index", """
def f(x: torch.Tensor, i: torch.Tensor, t: torch.Tensor):
    a = x.clone()
    a[i] = -1.0
    b = x.clone()
    b[i] = torch.arange(4.0).reshape(2, 2, 1)
    c = x.clone()
    c[:, i[:, :1] % 3] = torch.tensor([[7.0], [8.0]])
    c[1:, i % 3] += 100.0
    d = x.clone()
    d[:, t] = torch.tensor([1.0, 2.0, 3.0, 4.0])
    d[i, i % 3] = torch.tensor([5.0, 6.0])
    return a, b, c, d
""", "f", [f32(4, 3), np.array([[0, 3], [-1, 1]], dtype=np.int64), np.array(2, dtype=np.int64)])

# Two sizes known only at run time meet in an elementwise op: a 1
# broadcasts to the other (rows selected by masks: 1 and 2 here, 2 and 2
# in the second call of the same shapes).
case("run_time_sizes_broadcast_each_other", """
def g(x: torch.Tensor, y: torch.Tensor, z: torch.Tensor):
    a = x[x.sum(1) > 0]
    b = y[y.sum(1) > 0]
    c = z[z > 0]
    return a - b, torch.where(c.reshape(-1, 1) > 1, a, b), torch.maximum(a, c.reshape(-1, 1)), a[:, :1] * b


def f(x: torch.Tensor, y: torch.Tensor, z: torch.Tensor):
    return g(x, y, z), g(y, y, z * 2)
""", "f", [np.array([[1, 2], [-3, -4], [-5, -6]], dtype=np.float32), np.array([[1, 2], [-3, -4], [5, 6]], dtype=np.float32), np.array([1, 2, -3], dtype=np.float32)])

# A view or conversion a loop that may run zero times replaces is still
# the view after it where the loop did not run: a change through either
# reaches the other then, and only then (called with 0 and 2 rounds).
case("views_replaced_by_loops_that_may_not_run", """
def g(a: torch.Tensor, n: int):
    x = a * 1
    v = x.float()
    t = x.t()
    k = 0
    while k < n:
        v = v * 2 + 1
        t = t - 1
        k += 1
    v[1] = -1.0
    x.add_(10)
    w = t[0]
    w.mul_(-1)
    return x, v, t, w


def f(a: torch.Tensor, b: torch.Tensor, n: int):
    return g(a, 0), g(a, n), g(b, 0), g(b, n)
""", "f", [f32(2, 2), np.array([[1, 2], [3, 4]], dtype=np.int64), 2])

# `contiguous()` of a parameter (contiguous) is the parameter itself: a
# change through it reaches the caller's tensor; of a transpose it copies.
case("contiguous_of_parameter_is_it", """
def f(a: torch.Tensor):
    v = a.contiguous()
    v[0] = 5.0
    w = a.t().contiguous()
    w.add_(1)
    return a, v, w
""", "f", [f32(2, 3)])

# A view made inside a loop's body and changed there changes the tensor
# it views, which the loop then carries (it was left unchanged); a row at
# an index known only at run time is such a view too.
case("views_made_in_loop_bodies", """
def f(a: torch.Tensor, n: int):
    out = a * 1
    for i in range(n):
        row = out[i]
        row[0] = float(i)
        row.mul_(2)
        col = out[:, i % 2]
        col += 1
    k = 0
    while k < 2:
        t = out.t()
        t[1] -= 10
        k += 1
    r = out[n - 4]
    r.sub_(100)
    return out, r
""", "f", [f32(3, 2), 3])

# `x in xs` of a List[float] compares numbers: 0.0 is in [-0.0].
case("float_in_list_signed_zero", """
def f(x: float):
    xs = [-0.0, 2.5]
    return x in xs, x not in xs, xs.count(x), 2.5 in xs, float("nan") in xs
""", "f", [0.0])

# An augmented assignment's index or base that calls something runs it
# once (lists, dicts, attributes), as TorchScript does.
case("augmented_target_calls_once", """
from typing import Dict


class Box:
    def __init__(self):
        self.v = 1


def g(log: List[int], v: int) -> int:
    log.append(v)
    return v


def pick(log: List[int], b: Box) -> Box:
    log.append(9)
    return b


def f(a: int):
    log: List[int] = []
    xs = [5, 6]
    xs[g(log, a)] += 1
    m = [[1, 2], [3, 4]]
    m[g(log, 1)][g(log, 0)] += 10
    d: Dict[str, int] = {"a": 1}
    d["a" if g(log, 5) > 0 else "b"] += 7
    b = Box()
    pick(log, b).v += 5
    return xs, m, d, b.v, log
""", "f", [1])

CASES += [("lang_keyword_arguments_source_order", """
import torch
from typing import List, NamedTuple


class P(NamedTuple):
    x: int
    y: int


class C:
    def __init__(self, a: int, b: int):
        self.a = a
        self.b = b

    def m(self, p: int, q: int) -> int:
        return p * 100 + q * 10 + self.a


def g(a: int, b: int = 5) -> int:
    return a * 10 + b


def h(l: List[int]) -> int:
    l.append(len(l))
    return len(l)


def mk(l: List[int]) -> C:
    l.append(-1)
    return C(1, 2)


def f(x: torch.Tensor):
    l: List[int] = []
    r0 = g(b=h(l), a=h(l))
    p = P(y=h(l), x=h(l))
    c = C(b=h(l), a=h(l))
    r = mk(l).m(q=h(l), p=h(l))
    ok = len(l) > 100 and g(b=h(l), a=h(l)) > 0
    k = 0
    while g(b=h(l), a=h(l)) < 250:
        k += 1
    s = [g(b=h(l), a=h(l)) for _ in range(2)]
    t = torch.clamp(x * 3, max=float(h(l)), min=float(h(l)))
    return [r0, p.x, p.y, c.a, c.b, r, int(ok), k] + s + l, t
""", "f", [np.array([[1.0, 2.0], [3.0, 4.0]], dtype=np.float32)])]

CASES += [("lang_dict_float_keys_signed_zero", """
from typing import Dict, List


def f(a: float) -> List[float]:
    d: Dict[float, int] = {}
    d[-0.0] = 1
    d[0.0] = 2
    d[a] = 3
    e = {0.0: 1, -0.0: 5}
    out: List[float] = []
    for k, v in d.items():
        out.append(k)
        out.append(float(v))
    for k in e.keys():
        out.append(k)
        out.append(float(e[k]))
    out.append(float(len(d)))
    out.append(float(-0.0 in d))
    out.append(float(d.pop(0.0)))
    out.append(float(len(d)))
    return out
""", "f", [-0.0])]

CASES += [("lang_int_float_of_str_as_stoll_stod", """
from typing import List


def f(xs: List[str]) -> List[float]:
    out: List[float] = []
    for s in xs:
        out.append(float(s))
    out.append(float(int(' 12') + int('\\t-3') + int('007') + int('\\n +5')))
    out.append(float(' 0x1.8p1') + float('  -0x10') + float('\\r.5') + float('5.'))
    out.append(float('  -inf'))
    out.append(float('nan(12)'))
    if len(xs) > 100:
        out.append(float(int('not a number')))
    return out
""", "f", [[" 1.5", "\t-2e3", "0x1f", "INFINITY", "  -0", "9223372036854775808", "1e-300"]])]

CASES += [("lang_enumerate_range_and_dropped_tuples", """
from typing import List, Tuple


def h(a: List[int]) -> Tuple[int, str]:
    a.append(len(a))
    return (len(a), 'x,y,z')


def f(n: int) -> Tuple[List[int], List[Tuple[int, int]]]:
    out: List[int] = []
    for j in range(3):
        for i, v in enumerate(range(j, n)):
            if v > 3:
                break
            if i == 1:
                continue
            out.append(i * 100 + v + j * 1000)
    k = 0
    while k < 2:
        for i, v in enumerate(range(k, n), start=k):
            out.append(i - v)
        k += 1
    for p in enumerate(range(n, 0, -2), 5):
        out.append(p[0] * p[1])
    out += [i * v for i, v in enumerate(range(2, n))]
    h(out)
    (1, "a")
    return out, list(enumerate(range(n, 0, -2)))
""", "f", [5])]

CASES += [("lang_empty_display_returns_take_declared_type", """
from typing import Dict, List, Optional, Tuple


def g(a: int) -> List[int]:
    if a > 0:
        return []
    return [a]


def h(a: int) -> Optional[List[float]]:
    for i in range(a):
        if i == 3:
            return []
    if a < -5:
        return None
    return [1.0]


def d(a: int) -> Dict[str, int]:
    while a > 0:
        if a == 2:
            return {}
        a -= 1
    return {"a": a}


def f(a: int) -> Tuple[List[int], Optional[List[float]], Optional[List[float]], Dict[str, int], Dict[str, int]]:
    return g(a) + g(-a), h(a), h(-9), d(a), d(-a)
""", "f", [4])]

CASES += [("lang_run_time_steps_bool_extrema_empty_hints_tuple_text", """
from typing import List, Optional, Tuple


def f(a: List[int], s: str, k: int, flags: List[bool]) -> Tuple[List[int], str, List[bool], List[str]]:
    sliced = a[::k] + a[1::-k] + a[k::1]
    text = s[::k] + s[1:5:-k] + s[-1:0:k]
    extrema = [min(flags), max(flags), min([True]), max([False, False])]
    t = (k, 2.5, s)
    n: Optional[int] = None
    texts = [', '.join([]) + str(s in []) + str(k not in []) + str(2.5 in []),
             "{}".format(t), f"{t}!", "{} {}".format((True, n), (s,)),
             str([t, t]), "{} {}".format([1.0, 2.5], {"k": s}), str(((1, 2), [3]))]
    return sliced, text, extrema, texts
""", "f", [[1, 2, 3, 4, 5, 6], "abcdefg", -2, [True, False, True]])]

CASES += [("lang_tensor_of_display_of_list_variables", """
import torch
from typing import List


def f(l: List[int], m: List[float]) -> List[torch.Tensor]:
    a = torch.tensor([l, l])
    b = torch.tensor([m, [1.0, 2.0]])
    c = torch.tensor([[1.5, m[0]], m], dtype=torch.float64)
    d = torch.tensor([l], dtype=torch.float32)
    return [a, b, c, d]
""", "f", [[1, 2], [0.5, 1.5]])]

# A change of a tensor that another variable holds, where that variable is
# never read again (a list of its parts; a list holding it); rolling a dim
# of size 0.
CASES += [("lang_change_with_dead_holders", """
import torch
from typing import List


def f(a0: torch.Tensor, x: torch.Tensor, k: int):
    a0[:] = -1
    v1 = a0 == -2.0
    v2 = v1[1:-1:3]
    ls5 = list(v2.split(1))
    ls5.append(v2)
    v6 = torch.cat(ls5) * len(ls5)
    v8 = v6.roll(3, -1)
    v2[None, ::2] = 0
    y = x.clone()
    parts = list(y.split(1))
    parts.append(y)
    total = torch.cat(parts).sum()
    y[0] = 5.0
    out = [y, total]
    w = x + 1
    held = [w, w]
    if k > 0:
        w.mul_(3)
    else:
        w.add_(held[1])
    out.append(w)
    return v1, v2, v6, v8, out
""", "f", [np.array([-2.75], dtype=np.float64), np.array([1.0, 2.0, 3.0], dtype=np.float32), 0])]

# Class-level declarations without a value are accepted and ignored, as
# TorchScript does (the attribute's type comes from `__init__`).
CASES += [("lang_class_level_declarations_ignored", """
from typing import List, Optional


class P:
    x: int
    names: List[str]
    best: Optional[int]

    def __init__(self, x: int):
        self.x = x
        self.names = ["a"]
        self.best: Optional[int] = None

    def add(self, s: str) -> int:
        self.names.append(s)
        return len(self.names) + self.x


def f(a: int) -> List[int]:
    p = P(a)
    r = p.add("xy")
    b = p.best
    return [r, p.x, len(p.names), -1 if b is None else b]
""", "f", [3])]

# Arguments that read a value run where they are written, around keyword
# arguments held in source order; a NaN dict key equals no key (each one
# set is a new entry); a hexadecimal zero with a huge exponent is 0.0 and
# an exact subnormal reads; a huge run-time slice step stops at the end.
CASES += [("lang_argument_order_nan_keys_number_edges", """
from typing import Dict, List


def g(x: int, a: int, b: int) -> int:
    return x * 100 + a * 10 + b


def f(n: float, big: int) -> List[float]:
    xs = [1, 2, 3]
    r = g(xs[0], a=xs.pop(0), b=xs.pop(0))
    ys = [1, 2, 3]
    r2 = g(0, b=ys.pop(0), a=ys[0])
    d: Dict[float, int] = {}
    d[n] = 1
    d[n] = 2
    d[1.5] = 3
    zs = [4, 5, 6]
    return [float(r), float(r2), float(len(d)), float(n in d), float(d.get(n, -1)),
            float(d.setdefault(n, 7)), float(len(d)), float(len({n: 1, 2.5: 2})),
            float("0x0p5000"), float("0x1p-1074") * 2.0 ** 1074,
            float(len(zs[1::big])), float(len(zs[1::-big]))]
""", "f", [float("nan"), 2 ** 63 - 1])]

# A tokenizer: a vocabulary built from strings, each text encoded into a
# tensor of a length known only at run time and padded, the rows stacked
# from a list whose length is only known at run time; cat joins rows of
# different lengths.
CASES += [("lang_tokenize_pad_stack", """
import torch
from typing import Dict, List, Tuple


def build_vocab(texts: List[str], min_count: int) -> Dict[str, int]:
    counts: Dict[str, int] = {}
    for t in texts:
        for w in t.lower().replace(",", " ").replace(".", " ").split():
            counts[w] = counts.get(w, 0) + 1
    vocab: Dict[str, int] = {"<pad>": 0, "<unk>": 1}
    for w in sorted(counts.keys()):
        if counts[w] >= min_count:
            vocab[w] = len(vocab)
    return vocab


def encode(text: str, vocab: Dict[str, int], max_len: int) -> torch.Tensor:
    ids: List[int] = []
    for w in text.lower().replace(",", " ").replace(".", " ").split():
        ids.append(vocab.get(w, 1))
    ids = ids[:max_len]
    ids += [0] * (max_len - len(ids))
    return torch.tensor(ids)


def f(texts: List[str], max_len: int) -> Tuple[torch.Tensor, List[str], int, torch.Tensor]:
    vocab = build_vocab(texts, 2)
    rows = [encode(t, vocab, max_len) for t in texts]
    batch = torch.stack(rows)
    mask = batch != 0
    lengths = mask.sum(1)
    inv: Dict[int, str] = {v: k for k, v in vocab.items()}
    first = [inv[int(batch[i, 0])] for i in range(batch.size(0))]
    kept = [r[: int(n)] for r, n in zip(rows, lengths)]
    return batch * mask, first, int(lengths.max()), torch.cat(kept)
""", "f", [["The cat sat on the mat.", "The dog, the cat, and the bird.", "A cat is not a dog"], 6])]

# A branch whose nested `if` raises in one arm (a dim out of range) still
# gives the other arm's size, known only at run time, to the join: the
# function's result is not the first branch's static size.
CASES += [("lang_raising_nested_branch_keeps_run_time_size", """
import torch
from typing import List


def f(x: torch.Tensor, ws: List[int], c: int) -> torch.Tensor:
    parts: List[torch.Tensor] = []
    for w in ws:
        parts.append(x[:w] * w)
    if c == 1:
        return x
    if c == 2:
        return torch.cat(parts, 0)
    return torch.cat(parts, 3)
""", "f", [np.array([1, 2, 3, 4, 5], dtype=np.float32), [3, 1], 2])]

# The parts of split, chunk and unbind are views of the tensor: a change
# through a part unpacked (`q, k, v = x.chunk(3, -1)`), indexed, or bound
# by a loop over the parts (each part then read from the tensor as the
# earlier iterations left it) changes the tensor and the other parts.
CASES += [("lang_split_chunk_unbind_parts_are_views", """
import torch
from typing import List, Tuple


def f(x: torch.Tensor, y: torch.Tensor, n: int):
    q, k, v = x.chunk(3, -1)
    q *= 0.5
    s = q @ k.transpose(0, 1)
    x.add_(1)
    sums = [q.sum(), k.sum(), v.sum()]
    for p in x.split(2):
        p.mul_(2)
    a, b = x[:, :4].chunk(2, 1)
    b.neg_()
    z = torch.zeros(n, 6)
    c, d = z.split(3, 1)
    x[0, 0] = 99
    d.fill_(7)
    e, g, h = torch.chunk(z, 3, 0)
    h += 1
    t = x.split(1, -1)[4]
    t.zero_()
    u0, u1 = y.unbind(0)
    u1.sub_(u0)
    for i, part in enumerate(y.unbind(1)):
        part.add_(i * 10)
    for r, w in zip(y.unbind(1), x.unbind(1)):
        r.mul_(w[:2])
    return x, s, q, k, v, sums, a, b, z, c, d, e, g, h, t, y, u0, u1
""", "f", [np.arange(18, dtype=np.float32).reshape(3, 6) - 5, np.arange(6, dtype=np.float32).reshape(2, 3) + 1, 3])]

# view_as and reshape_as of a contiguous tensor are views: a change
# through one is written back, a change of the tensor makes them again.
CASES += [("lang_view_as_is_a_view", """
import torch


def f(x: torch.Tensor, y: torch.Tensor):
    v = x.view_as(y)
    v[0] = 5
    w = x.reshape_as(y)
    x.mul_(2)
    u = y.view_as(y)
    u[-2:3] = -1.5
    return x, v, w, y, u
""", "f", [np.arange(6, dtype=np.float32).reshape(2, 3), np.arange(6, dtype=np.float32).reshape(3, 2)])]

# A view one branch made and the other did not (a fresh tensor there) is
# the view on the path that made it: a change through it, or of the
# tensor it views, is seen by the other only there.
BRANCH_VIEWS = """
import torch


def f(a: torch.Tensor, b: torch.Tensor, c: bool, i: int):
    if c:
        v = a[1:]
    else:
        v = torch.zeros(1, 3)
    v[0, 0] = 7
    v += 1
    if not c:
        w = a.t()
    else:
        w = torch.ones(3, 2)
    w.mul_(10)
    if i > 0:
        u = a.unsqueeze(0)
    else:
        u = a.clone().unsqueeze(0)
    u.neg_()
    if c:
        x = b.float()
    else:
        x = b * 2
    b.add_(100)
    x[0, 0] = -5
    return a, v, w, u, b, x
"""
CASES += [("lang_branch_view_then", BRANCH_VIEWS, "f", [np.arange(6, dtype=np.float32).reshape(2, 3), np.ones((2, 2), dtype=np.float32), True, 1]),
          ("lang_branch_view_else", BRANCH_VIEWS, "f", [np.arange(6, dtype=np.float32).reshape(2, 3), np.ones((2, 2), dtype=np.float32), False, 0])]

# A tuple unpacking that rebinds the split tensor (`x, gate =
# x.chunk(2, -1)`) leaves no view to write back; a loop over parts whose
# body rebinds the tensor reads the old tensor's parts, one that changes
# it in place the changed ones.
CASES += [("lang_parts_of_rebound_tensor", """
import torch
import torch.nn.functional as F
from typing import List


def f(x: torch.Tensor):
    x, gate = x.chunk(2, -1)
    x *= F.silu(gate)
    out: List[torch.Tensor] = []
    y = x.clone()
    for p in y.split(1):
        out.append(p.sum())
        y = y * 2
    z = x.clone()
    for p in z.split(1):
        p.add_(1)
        out.append(z.sum())
    return x, gate, out, y, z
""", "f", [np.arange(8, dtype=np.float32).reshape(2, 4) - 3])]

# A shape list built with `+=` (or extend) in a counted loop is known when
# the function is compiled, as one built with append; the name stays the
# list extended in place (an alias sees the items).
CASES += [("lang_shape_list_extended_in_loop", """
import torch
from typing import List


def f(x: torch.Tensor):
    s: List[int] = []
    alias = s
    for i in range(x.dim()):
        s += [x.size(i), 1]
    order: List[int] = [0]
    order.extend([2, 1])
    t: List[int] = [1]
    t += x.size()
    return x.reshape(s), x.reshape(t).permute(order), alias, len(s)
""", "f", [np.arange(6, dtype=np.float32).reshape(2, 3)])]

# `contiguous()` of a parameter changed in place is still the parameter
# (an in-place op keeps its layout): a change through it reaches the
# caller's tensor.
case("contiguous_of_changed_parameter_is_it", """
def f(a: torch.Tensor):
    a *= 3
    v = a.contiguous()
    v[0] = v.sum()
    a.add_(1)
    return a, v
""", "f", [f32(2, 3)])

# `zip` over layers (a ModuleList or Sequential, a ModuleDict's views)
# with other layers or a tuple, also under `enumerate`: unrolled like a
# loop over one container, up to the shortest. A list (of run-time length)
# there is refused, as TorchScript does.
case("module_zip_over_layers", """
import torch.nn as nn


class Scale(nn.Module):
    def __init__(self, w: float):
        super().__init__()
        self.w = w

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.w


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.ups = nn.ModuleList([Scale(2.0), Scale(3.0), Scale(0.5)])
        self.norms = nn.Sequential(nn.LayerNorm(4), nn.Identity())
        self.heads = nn.ModuleDict({"a": Scale(1.5), "b": Scale(-1.0)})

    def forward(self, x: torch.Tensor, s: float) -> List[torch.Tensor]:
        outs: List[torch.Tensor] = []
        for up, norm in zip(self.ups, self.norms):
            x = norm(up(x))
            outs.append(x)
        for i, (up, g) in enumerate(zip(self.ups, (1.0, 2.0, 3.0, 4.0))):
            x = up(x) * g + i
        outs.append(x)
        for (name, head), t in zip(self.heads.items(), (s, 2.0 * s, 3.0)):
            outs.append(head(x) + t + len(name))
        for up, t in zip(self.ups, (x, x * 2)):
            outs.append(up(t))
        for head, up in zip(self.heads.values(), self.ups):
            outs.append(head(up(x)))
        return outs
""", "M.forward", [f32(2, 4), 0.5])

# A U-Net's skips: a list built in an unrolled loop under an `if` on the
# counter (decided when compiled: the list keeps its static length), read
# back at `skips[-1 - j]` (that loop is unrolled too, so each skip keeps its
# shape), and `interpolate(size=s.shape[-2:])` learned per iteration.
case("unet_skips_per_iteration", """
import torch.nn.functional as F


def f(x: torch.Tensor) -> Tuple[torch.Tensor, List[torch.Tensor]]:
    skips: List[torch.Tensor] = []
    for i in range(3):
        x = x * 2
        if i < 2:
            skips.append(x)
            x = F.max_pool2d(x, 2)
    for j in range(2):
        s = skips[-1 - j]
        x = F.interpolate(x, size=s.shape[-2:], mode="nearest") + s
    return x, skips
""", "f", [f32(1, 2, 9, 11)])

error("zip_layers_with_list", """
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.ups = nn.ModuleList([nn.Identity(), nn.Identity()])
        self.gains = [1.0, 2.0]

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for up, g in zip(self.ups, self.gains):  # error
            x = up(x) * g
        return x
""", "M.forward", ["# error"])

# Real programs (written in this style by users, checked against
# torch.jit.script): a batched CRF's masked Viterbi decode and log
# partition; GCN and GAT layers with scatter/index_add message passing and
# graph pooling; a BPE tokenizer class with a merge-rank dict and a cache;
# CTC greedy and prefix-beam decoding over string-keyed dicts; shifted-
# window attention (Swin) with rolls, padding, relative position bias and
# the shift mask.
case("program_crf_decode_and_partition", """
import torch
from typing import List, Tuple


def viterbi_decode(emissions: torch.Tensor, transitions: torch.Tensor, start: torch.Tensor, end: torch.Tensor, mask: torch.Tensor) -> Tuple[List[List[int]], torch.Tensor]:
    # emissions: (B, T, K); mask: (B, T) bool
    B, T, K = emissions.shape
    score = start.unsqueeze(0) + emissions[:, 0]
    history: List[torch.Tensor] = []
    for t in range(1, T):
        broadcast_score = score.unsqueeze(2)
        broadcast_emission = emissions[:, t].unsqueeze(1)
        next_score = broadcast_score + transitions + broadcast_emission
        next_score, indices = next_score.max(dim=1)
        score = torch.where(mask[:, t].unsqueeze(1), next_score, score)
        history.append(indices)
    score = score + end
    seq_ends = mask.long().sum(dim=1) - 1
    best_tags_list: List[List[int]] = []
    best_scores = torch.zeros(B)
    for idx in range(B):
        best_score, best_last_tag = score[idx].max(dim=0)
        best_scores[idx] = best_score
        best_tags = [int(best_last_tag.item())]
        end_t = int(seq_ends[idx])
        for j in range(end_t - 1, -1, -1):
            best_last_tag = history[j][idx][best_tags[-1]]
            best_tags.append(int(best_last_tag.item()))
        best_tags.reverse()
        best_tags_list.append(best_tags)
    return best_tags_list, best_scores


def log_partition(emissions: torch.Tensor, transitions: torch.Tensor, start: torch.Tensor, end: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    score = start + emissions[:, 0]
    for t in range(1, emissions.size(1)):
        nxt = torch.logsumexp(score.unsqueeze(2) + transitions + emissions[:, t].unsqueeze(1), dim=1)
        score = torch.where(mask[:, t].unsqueeze(1), nxt, score)
    return torch.logsumexp(score + end, dim=1)


def f(emissions: torch.Tensor, transitions: torch.Tensor, start: torch.Tensor, end: torch.Tensor, lengths: List[int]):
    B, T, K = emissions.shape
    mask = torch.arange(T).unsqueeze(0) < torch.tensor(lengths).unsqueeze(1)
    tags, scores = viterbi_decode(emissions, transitions, start, end, mask)
    z = log_partition(emissions, transitions, start, end, mask)
    return tags, scores, z
""", "f", [f32(3, 6, 4), f32(4, 4), f32(4), f32(4), [6, 3, 1]])
case("program_graph_message_passing", """
import torch
import torch.nn.functional as F
from typing import List, Tuple, Optional


def add_self_loops(edge_index: torch.Tensor, num_nodes: int) -> torch.Tensor:
    loops = torch.arange(num_nodes, dtype=edge_index.dtype).unsqueeze(0).repeat(2, 1)
    return torch.cat([edge_index, loops], dim=1)


def gcn_norm(edge_index: torch.Tensor, num_nodes: int) -> torch.Tensor:
    row, col = edge_index[0], edge_index[1]
    deg = torch.zeros(num_nodes).scatter_add_(0, col, torch.ones(col.size(0)))
    inv = deg.pow(-0.5)
    inv.masked_fill_(inv == float("inf"), 0.0)
    return inv[row] * inv[col]


def gcn_layer(x: torch.Tensor, edge_index: torch.Tensor, w: torch.Tensor, b: Optional[torch.Tensor]) -> torch.Tensor:
    n = x.size(0)
    ei = add_self_loops(edge_index, n)
    norm = gcn_norm(ei, n)
    h = x @ w
    msg = h[ei[0]] * norm.unsqueeze(-1)
    out = torch.zeros(n, h.size(1), dtype=h.dtype)
    out.index_add_(0, ei[1], msg)
    if b is not None:
        out = out + b
    return out


def gat_scores(h: torch.Tensor, edge_index: torch.Tensor, a_src: torch.Tensor, a_dst: torch.Tensor) -> torch.Tensor:
    src, dst = edge_index[0], edge_index[1]
    e = F.leaky_relu((h * a_src).sum(-1)[src] + (h * a_dst).sum(-1)[dst], 0.2)
    n = h.size(0)
    emax = torch.full([n], -1e30).scatter_reduce(0, dst, e, reduce="amax", include_self=True)
    ex = torch.exp(e - emax[dst])
    denom = torch.zeros(n).scatter_add(0, dst, ex)
    return ex / (denom[dst] + 1e-16)


def global_pool(x: torch.Tensor, batch: torch.Tensor, num_graphs: int) -> Tuple[torch.Tensor, torch.Tensor]:
    sums = torch.zeros(num_graphs, x.size(1)).index_add(0, batch, x)
    counts = torch.bincount(batch, minlength=num_graphs).clamp(min=1).unsqueeze(1)
    means = sums / counts
    maxes = torch.full([num_graphs, x.size(1)], -1e30)
    maxes = maxes.scatter_reduce(0, batch.unsqueeze(1).expand(-1, x.size(1)), x, reduce="amax")
    return means, maxes


def f(x: torch.Tensor, edge_index: torch.Tensor, batch: torch.Tensor, w1: torch.Tensor, b1: torch.Tensor, w2: torch.Tensor, a_s: torch.Tensor, a_d: torch.Tensor):
    h = F.relu(gcn_layer(x, edge_index, w1, b1))
    h = gcn_layer(h, edge_index, w2, None)
    att = gat_scores(h, edge_index, a_s, a_d)
    means, maxes = global_pool(h, batch, int(batch.max()) + 1)
    return h, att, means, maxes
""", "f", [f32(7, 5), np.array([[0, 1, 2, 3, 4, 5, 6, 0, 2, 5], [1, 2, 3, 0, 5, 6, 4, 3, 4, 1]], dtype=np.int64),
      np.array([0, 0, 0, 0, 1, 1, 1], dtype=np.int64), f32(5, 6), f32(6), f32(6, 4), f32(4), f32(4)])
case("program_bpe_tokenizer", """
import torch
from typing import List, Dict, Tuple, Optional


class BPE(object):
    def __init__(self, merges: List[str], vocab: List[str]):
        self.ranks: Dict[str, int] = {}
        for i, m in enumerate(merges):
            self.ranks[m] = i
        self.ids: Dict[str, int] = {}
        for i, v in enumerate(vocab):
            self.ids[v] = i
        self.cache: Dict[str, List[str]] = {}

    def best_pair(self, word: List[str]) -> Optional[Tuple[int, int]]:
        best: Optional[Tuple[int, int]] = None
        for i in range(len(word) - 1):
            key = word[i] + " " + word[i + 1]
            if key in self.ranks:
                r = self.ranks[key]
                if best is None or r < best[0]:
                    best = (r, i)
        return best

    def bpe(self, token: str) -> List[str]:
        if token in self.cache:
            return self.cache[token]
        word = [c for c in token]
        if len(word) > 0:
            word[-1] = word[-1] + "</w>"
        while len(word) > 1:
            bp = self.best_pair(word)
            if bp is None:
                break
            else:
                i = bp[1]
                word = word[:i] + [word[i] + word[i + 1]] + word[i + 2:]
        self.cache[token] = word
        return word

    def encode(self, text: str) -> List[int]:
        out: List[int] = []
        for tok in text.lower().split():
            kept: List[str] = []
            for c in tok:
                if c.isalnum():
                    kept.append(c)
            tok = "".join(kept)
            if tok == "":
                continue
            for piece in self.bpe(tok):
                out.append(self.ids.get(piece, 0))
        return out


def f(text: str, merges: List[str], vocab: List[str]):
    enc = BPE(merges, vocab)
    ids = enc.encode(text)
    again = enc.encode(text.upper())
    t = torch.tensor(ids)
    counts = torch.bincount(t, minlength=len(vocab))
    return ids, again == ids, counts, len(enc.cache), sorted(enc.cache.keys())
""", "f", ["Low lower, lowest! newer wider; new",
      ["l o", "lo w", "e r</w>", "n e", "ne w", "low er</w>", "w i", "e s", "es t</w>"],
      ["<unk>", "low", "lower</w>", "er</w>", "new", "est</w>", "w</w>", "low</w>", "wi", "d", "r</w>", "new</w>"]])
case("program_ctc_decoding", """
import torch
import math
from typing import List, Dict, Tuple


def greedy(logp: torch.Tensor, lengths: torch.Tensor, alphabet: str, blank: int) -> List[str]:
    best = logp.argmax(-1)
    out: List[str] = []
    for b in range(logp.size(0)):
        prev = blank
        chars: List[str] = []
        for t in range(int(lengths[b])):
            k = int(best[b, t])
            if k != blank and k != prev:
                chars.append(alphabet[k - 1])
            prev = k
        out.append("".join(chars))
    return out


def logaddexp(a: float, b: float) -> float:
    if a == -math.inf:
        return b
    if b == -math.inf:
        return a
    m = max(a, b)
    return m + math.log(math.exp(a - m) + math.exp(b - m))


def prefix_beam(logp: torch.Tensor, beam: int, blank: int) -> List[Tuple[List[int], float]]:
    T, V = logp.shape
    beams: Dict[str, Tuple[float, float]] = {"": (0.0, -math.inf)}
    empty: List[int] = []
    seqs: Dict[str, List[int]] = {"": empty}
    lp: List[List[float]] = logp.tolist()
    for t in range(T):
        nxt: Dict[str, Tuple[float, float]] = {}
        for key, pb_pnb in beams.items():
            pb, pnb = pb_pnb
            seq = seqs[key]
            for v in range(V):
                p = lp[t][v]
                if v == blank:
                    old = nxt.get(key, (-math.inf, -math.inf))
                    nxt[key] = (logaddexp(old[0], logaddexp(pb, pnb) + p), old[1])
                    continue
                nk = key + "," + str(v)
                if nk not in seqs:
                    seqs[nk] = seq + [v]
                old = nxt.get(nk, (-math.inf, -math.inf))
                if len(seq) > 0 and seq[-1] == v:
                    nxt[nk] = (old[0], logaddexp(old[1], pb + p))
                    same = nxt.get(key, (-math.inf, -math.inf))
                    nxt[key] = (same[0], logaddexp(same[1], pnb + p))
                else:
                    nxt[nk] = (old[0], logaddexp(old[1], logaddexp(pb, pnb) + p))
        scored: List[Tuple[float, str]] = []
        for k, v2 in nxt.items():
            scored.append((logaddexp(v2[0], v2[1]), k))
        scored.sort(reverse=True)
        beams = torch.jit.annotate(Dict[str, Tuple[float, float]], {})
        for s, k in scored[:beam]:
            beams[k] = nxt[k]
    result: List[Tuple[List[int], float]] = []
    for k, v3 in beams.items():
        result.append((seqs[k], logaddexp(v3[0], v3[1])))
    return result


def f(logits: torch.Tensor, lengths: torch.Tensor):
    logp = logits.log_softmax(-1)
    g = greedy(logp, lengths, "abcd", 0)
    pb = prefix_beam(logp[0, :int(lengths[0])], 3, 0)
    return g, pb, "{} | {:.3f}".format(g[0], pb[0][1])
""", "f", [f32(2, 6, 5) * 2, np.array([6, 4], dtype=np.int64)])
case("program_shifted_window_attention", """
import torch
import torch.nn.functional as F
from typing import List, Tuple


def window_partition(x: torch.Tensor, ws: int) -> torch.Tensor:
    B, H, W, C = x.shape
    x = x.view(B, H // ws, ws, W // ws, ws, C)
    return x.permute(0, 1, 3, 2, 4, 5).contiguous().view(-1, ws, ws, C)


def window_reverse(windows: torch.Tensor, ws: int, H: int, W: int) -> torch.Tensor:
    B = int(windows.shape[0] / (H * W / ws / ws))
    x = windows.view(B, H // ws, W // ws, ws, ws, -1)
    return x.permute(0, 1, 3, 2, 4, 5).contiguous().view(B, H, W, -1)


def relative_index(ws: int) -> torch.Tensor:
    coords = torch.stack(torch.meshgrid([torch.arange(ws), torch.arange(ws)], indexing="ij"))
    flat = torch.flatten(coords, 1)
    rel = flat[:, :, None] - flat[:, None, :]
    rel = rel.permute(1, 2, 0).contiguous()
    rel[:, :, 0] += ws - 1
    rel[:, :, 1] += ws - 1
    rel[:, :, 0] *= 2 * ws - 1
    return rel.sum(-1)


def shift_mask(H: int, W: int, ws: int, shift: int) -> torch.Tensor:
    img = torch.zeros((1, H, W, 1))
    cnt = 0
    hb = [(0, H - ws), (H - ws, H - shift), (H - shift, H)]
    wb = [(0, W - ws), (W - ws, W - shift), (W - shift, W)]
    for h0, h1 in hb:
        for w0, w1 in wb:
            img[:, h0:h1, w0:w1, :] = cnt
            cnt += 1
    mw = window_partition(img, ws).view(-1, ws * ws)
    mask = mw.unsqueeze(1) - mw.unsqueeze(2)
    return mask.masked_fill(mask != 0, -100.0).masked_fill(mask == 0, 0.0)


def window_attention(x: torch.Tensor, qkv_w: torch.Tensor, table: torch.Tensor, heads: int, ws: int, mask: torch.Tensor) -> torch.Tensor:
    Bw, N, C = x.shape
    qkv = (x @ qkv_w).reshape(Bw, N, 3, heads, C // heads).permute(2, 0, 3, 1, 4)
    q, k, v = qkv[0], qkv[1], qkv[2]
    q = q * (C // heads) ** -0.5
    attn = q @ k.transpose(-2, -1)
    idx = relative_index(ws).view(-1)
    bias = table[idx].view(N, N, -1).permute(2, 0, 1).contiguous()
    attn = attn + bias.unsqueeze(0)
    nW = mask.shape[0]
    attn = attn.view(Bw // nW, nW, heads, N, N) + mask.unsqueeze(1).unsqueeze(0)
    attn = attn.view(-1, heads, N, N).softmax(-1)
    return (attn @ v).transpose(1, 2).reshape(Bw, N, C)


def f(x: torch.Tensor, qkv_w: torch.Tensor, table: torch.Tensor):
    B, H, W, C = x.shape
    ws, shift, heads = 4, 2, 2
    pad_b = (ws - H % ws) % ws
    pad_r = (ws - W % ws) % ws
    x = F.pad(x, (0, 0, 0, pad_r, 0, pad_b))
    Hp, Wp = x.shape[1], x.shape[2]
    shifted = torch.roll(x, shifts=(-shift, -shift), dims=(1, 2))
    mask = shift_mask(Hp, Wp, ws, shift)
    win = window_partition(shifted, ws).view(-1, ws * ws, C)
    out = window_attention(win, qkv_w, table, heads, ws, mask)
    y = window_reverse(out.view(-1, ws, ws, C), ws, Hp, Wp)
    y = torch.roll(y, shifts=(shift, shift), dims=(1, 2))
    return y[:, :H, :W, :].contiguous(), mask
""", "f", [f32(2, 7, 6, 8), f32(8, 24), f32(49, 2)])

# Learned lists in unrolled code: a comprehension over a List[Tensor]
# learns `s.shape[-2:]` per item; a loop bound with an effect
# (`ns.pop()`) runs once (the loop is not unrolled then); kron of a size
# known only at run time; a list extended in a loop by another it then
# still reads.
case("learned_lists_per_item_and_effects", """
import torch.nn.functional as F


def f(x: torch.Tensor, ns: List[int]):
    skips = [x, x[:, :, ::2, ::2]]
    ups = [F.interpolate(x, size=s.shape[-2:]) for s in skips]
    y = x[0, 0, 0]
    for i in range(ns.pop()):
        y = y + skips[i].sum()
    base = [1, 1]
    shape: List[int] = []
    for i in range(2):
        shape += base
    m = base + [x.numel()]
    return ups, y, ns, torch.kron(x[x > 0], x.flatten()[:2]), x.reshape(shape + [-1]), x.reshape(m)
""", "f", [f32(1, 1, 4, 6), [0, 2]])

error("zip_layers_with_range", """
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.ups = nn.ModuleList([nn.Identity(), nn.Identity()])

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for i, up in zip(range(2), self.ups):  # error
            x = up(x) * i
        return x
""", "M.forward", ["# error"])

error("zip_layers_with_parts", """
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.ups = nn.ModuleList([nn.Identity(), nn.Identity()])

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for up, p in zip(self.ups, x.split(1)):  # error
            p.mul_(2)
        return x
""", "M.forward", ["# error"])

# A loop-made view (a conversion that is the tensor itself where the dtype
# agrees, rebound on some iterations) carried unchanged through a later
# loop with a view of its own: a write through it reaches the tensor
# where no iteration rebound it (it was refused).
CARRIED_VIEWS = """
def f(a: torch.Tensor, k: int):
    v = a.float()
    i = 0
    while i < k:
        v = v * 2 + 1
        i += 1
    w = v.float()
    j = 0
    while j < 2 * k:
        w = w * 2 + 1
        j += 1
    v[..., 1] = -7.0
    return v, w, a
"""
case("views_carried_through_later_loops_float", CARRIED_VIEWS, "f", [f32(2, 3), 0])
case("views_carried_through_later_loops_int", CARRIED_VIEWS, "f", [np.array([[1, 2, 3], [4, 5, 6]], dtype=np.int32), 1])

# Real programs (checked against torch.jit.script): incremental decoding
# with a key/value cache that grows in a loop (a causal mask at a run-time
# diagonal); anchor matching, box encoding, focal and label-smoothed
# losses (beta=1 / 9); a sampling generator class with top-k, top-p and
# repetition penalty over a Dict; image preprocessing (histogram
# equalization, Sobel edges, crop, resize, normalize); graph algorithms
# over lists and tuples (union-find, Kruskal, Dijkstra, topological sort).
case("program_kv_cache_decoding", """
from typing import List, Optional, Tuple
import torch
import torch.nn.functional as F


def attend(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, causal: bool) -> torch.Tensor:
    # q: [B, H, Tq, D], k/v: [B, H, Tk, D]
    d = q.size(-1)
    s = torch.matmul(q, k.transpose(-2, -1)) / (d ** 0.5)
    if causal:
        tq = q.size(2)
        tk = k.size(2)
        mask = torch.ones(tq, tk).tril(tk - tq) == 0
        s = s.masked_fill(mask, float("-inf"))
    return torch.matmul(F.softmax(s, dim=-1), v)


def split_heads(x: torch.Tensor, h: int) -> torch.Tensor:
    b, t, c = x.shape
    return x.view(b, t, h, c // h).transpose(1, 2)


def merge_heads(x: torch.Tensor) -> torch.Tensor:
    b, h, t, d = x.shape
    return x.transpose(1, 2).reshape(b, t, h * d)


def decode_step(x: torch.Tensor, wq: torch.Tensor, wk: torch.Tensor, wv: torch.Tensor, wo: torch.Tensor,
                cache: Optional[Tuple[torch.Tensor, torch.Tensor]], h: int) -> Tuple[torch.Tensor, Tuple[torch.Tensor, torch.Tensor]]:
    q = split_heads(x @ wq, h)
    k = split_heads(x @ wk, h)
    v = split_heads(x @ wv, h)
    if cache is not None:
        pk, pv = cache
        k = torch.cat([pk, k], dim=2)
        v = torch.cat([pv, v], dim=2)
    y = merge_heads(attend(q, k, v, True)) @ wo
    return y, (k, v)


def f(x: torch.Tensor, wq: torch.Tensor, wk: torch.Tensor, wv: torch.Tensor, wo: torch.Tensor, steps: int) -> Tuple[torch.Tensor, torch.Tensor, List[int]]:
    h = 2
    # prefill on the prompt, then greedy-ish decode feeding back outputs
    y, cache = decode_step(x, wq, wk, wv, wo, None, h)
    full, _c = decode_step(x, wq, wk, wv, wo, None, h)
    lengths: List[int] = []
    last = y[:, -1:, :]
    outs = [last]
    for _ in range(steps):
        last, cache = decode_step(torch.tanh(last), wq, wk, wv, wo, cache, h)
        outs.append(last)
        lengths.append(cache[0].size(2))
    return torch.cat(outs, dim=1), (full - y).abs().max(), lengths
""", "f", [f32(2, 5, 8) * 0.5, f32(8, 8) * 0.5, f32(8, 8) * 0.5, f32(8, 8) * 0.5, f32(8, 8) * 0.5, 3])
case("program_detection_losses", """
from typing import List, Tuple
import torch
import torch.nn.functional as F


def box_iou(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    area_a = (a[:, 2] - a[:, 0]).clamp(min=0) * (a[:, 3] - a[:, 1]).clamp(min=0)
    area_b = (b[:, 2] - b[:, 0]).clamp(min=0) * (b[:, 3] - b[:, 1]).clamp(min=0)
    lt = torch.max(a[:, None, :2], b[None, :, :2])
    rb = torch.min(a[:, None, 2:], b[None, :, 2:])
    wh = (rb - lt).clamp(min=0)
    inter = wh[..., 0] * wh[..., 1]
    return inter / (area_a[:, None] + area_b[None, :] - inter + 1e-6)


def encode(gt: torch.Tensor, anchors: torch.Tensor) -> torch.Tensor:
    aw = anchors[:, 2] - anchors[:, 0]
    ah = anchors[:, 3] - anchors[:, 1]
    ax = anchors[:, 0] + 0.5 * aw
    ay = anchors[:, 1] + 0.5 * ah
    gw = gt[:, 2] - gt[:, 0]
    gh = gt[:, 3] - gt[:, 1]
    gx = gt[:, 0] + 0.5 * gw
    gy = gt[:, 1] + 0.5 * gh
    return torch.stack([(gx - ax) / aw, (gy - ay) / ah, torch.log(gw / aw), torch.log(gh / ah)], dim=1)


def match(anchors: torch.Tensor, gt: torch.Tensor, hi: float, lo: float) -> Tuple[torch.Tensor, torch.Tensor]:
    iou = box_iou(anchors, gt)
    best, idx = iou.max(dim=1)
    labels = torch.full_like(best, -1.0)
    labels[best < lo] = 0.0
    labels[best >= hi] = 1.0
    # every gt gets its best anchor
    best_anchor = iou.argmax(dim=0)
    labels[best_anchor] = 1.0
    idx[best_anchor] = torch.arange(gt.size(0))
    return labels, idx


def focal_loss(logits: torch.Tensor, targets: torch.Tensor, alpha: float = 0.25, gamma: float = 2.0) -> torch.Tensor:
    p = torch.sigmoid(logits)
    ce = F.binary_cross_entropy_with_logits(logits, targets, reduction="none")
    p_t = p * targets + (1 - p) * (1 - targets)
    loss = ce * ((1 - p_t) ** gamma)
    a_t = alpha * targets + (1 - alpha) * (1 - targets)
    return (a_t * loss).sum()


def smooth_ce(logits: torch.Tensor, target: torch.Tensor, eps: float) -> torch.Tensor:
    n = logits.size(-1)
    logp = F.log_softmax(logits, dim=-1)
    nll = -logp.gather(-1, target.unsqueeze(-1)).squeeze(-1)
    smooth = -logp.mean(dim=-1)
    return ((1 - eps) * nll + eps * smooth).mean()


def f(anchors: torch.Tensor, gt: torch.Tensor, logits: torch.Tensor, deltas: torch.Tensor, cls_logits: torch.Tensor, cls: List[int]) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    labels, idx = match(anchors, gt, 0.5, 0.4)
    valid = labels >= 0
    fl = focal_loss(logits[valid], labels[valid]) / labels.eq(1).sum().clamp(min=1)
    pos = labels == 1
    reg_t = encode(gt[idx[pos]], anchors[pos])
    reg = F.smooth_l1_loss(deltas[pos], reg_t, beta=1.0 / 9)
    ce = smooth_ce(cls_logits, torch.tensor(cls), 0.1)
    return fl, reg, ce, labels
""", "f", [np.array([4.76, 10.88, 9.72, 17.72, 12.51, 1.31, 14.62, 10.01, 5.19, 4.69, 15.15, 10.45, 16.73, 9.53, 23.84, 12.73, 12.7, 17.36, 18.88, 25.29, 13.43, 1.28, 21.49, 8.01, 6.03, 0.62, 14.95, 6.4, 14.38, 17.58, 22.09, 26.95, 7.9, 16.02, 13.46, 25.5, 17.58, 1.95, 20.67, 5.68, 19.31, 8.72, 26.32, 13.13, 10.14, 7.72, 14.95, 14.4], dtype=np.float32).reshape(12, 4), np.array([11.69, 18.08, 19.14, 27.52, 17.13, 19.82, 24.5, 23.12, 17.21, 19.29, 26.45, 25.85], dtype=np.float32).reshape(3, 4), f32(12), f32(12, 4), f32(5, 6), [1, 0, 5, 3, 2]])
case("program_sampling_generator", """
from typing import Dict, List, Tuple
import torch
import torch.nn.functional as F


def top_k_filter(logits: torch.Tensor, k: int) -> torch.Tensor:
    if k <= 0:
        return logits
    v, _ = torch.topk(logits, k)
    return logits.masked_fill(logits < v[..., -1:], float("-inf"))


def top_p_filter(logits: torch.Tensor, p: float) -> torch.Tensor:
    sorted_logits, idx = torch.sort(logits, descending=True)
    probs = F.softmax(sorted_logits, dim=-1).cumsum(dim=-1)
    remove = probs > p
    remove[..., 1:] = remove[..., :-1].clone()
    remove[..., 0] = False
    mask = torch.zeros_like(remove).scatter(-1, idx, remove)
    return logits.masked_fill(mask, float("-inf"))


def penalize(logits: torch.Tensor, seen: Dict[int, int], penalty: float) -> torch.Tensor:
    out = logits.clone()
    for tok, count in seen.items():
        if out[tok] > 0:
            out[tok] = out[tok] / (penalty ** count)
        else:
            out[tok] = out[tok] * (penalty ** count)
    return out


class Generator:
    def __init__(self, emb: torch.Tensor, w_ih: torch.Tensor, w_hh: torch.Tensor, out: torch.Tensor):
        self.emb = emb
        self.w_ih = w_ih
        self.w_hh = w_hh
        self.out = out

    def step(self, tok: int, h: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        x = self.emb[tok]
        h = torch.tanh(self.w_ih @ x + self.w_hh @ h)
        return self.out @ h, h

    def generate(self, prompt: List[int], n: int, k: int, p: float, penalty: float) -> Tuple[List[int], List[float]]:
        h = torch.zeros(self.w_hh.size(0))
        seen: Dict[int, int] = {}
        logits = torch.zeros(self.out.size(0))
        for t in prompt:
            logits, h = self.step(t, h)
            seen[t] = seen.get(t, 0) + 1
        toks: List[int] = []
        scores: List[float] = []
        for _i in range(n):
            l = penalize(logits, seen, penalty)
            l = top_p_filter(top_k_filter(l, k), p)
            tok = int(l.argmax())
            scores.append(float(F.log_softmax(l, dim=-1)[tok]))
            toks.append(tok)
            seen[tok] = seen.get(tok, 0) + 1
            logits, h = self.step(tok, h)
        return toks, scores


def f(emb: torch.Tensor, w_ih: torch.Tensor, w_hh: torch.Tensor, out: torch.Tensor, prompt: List[int]) -> Tuple[List[int], torch.Tensor]:
    g = Generator(emb, w_ih, w_hh, out)
    toks, scores = g.generate(prompt, 6, 5, 0.9, 1.3)
    # float32 log-probabilities: compared as a tensor, within its tolerance
    return toks, torch.tensor(scores)
""", "f", [f32(10, 6), f32(8, 6), f32(8, 8), f32(10, 8), [1, 4, 4, 2]])
case("program_image_preprocessing", """
from typing import List, Tuple
import torch
import torch.nn.functional as F


def to_gray(img: torch.Tensor) -> torch.Tensor:
    w = torch.tensor([0.299, 0.587, 0.114]).view(3, 1, 1)
    return (img * w).sum(dim=0, keepdim=True)


def equalize(gray: torch.Tensor, bins: int) -> torch.Tensor:
    q = (gray * (bins - 1)).round().long().clamp(0, bins - 1)
    hist = torch.bincount(q.flatten(), minlength=bins).float()
    cdf = hist.cumsum(0)
    nz = cdf[cdf > 0]
    cdf_min = nz[0]
    lut = ((cdf - cdf_min) / (cdf[-1] - cdf_min).clamp(min=1.0) * (bins - 1)).round().clamp(0, bins - 1)
    return lut[q] / (bins - 1)


def center_crop(img: torch.Tensor, size: int) -> torch.Tensor:
    h = img.size(-2)
    w = img.size(-1)
    top = (h - size) // 2
    left = (w - size) // 2
    return img[..., top:top + size, left:left + size]


def sobel(gray: torch.Tensor) -> torch.Tensor:
    kx = torch.tensor([[-1.0, 0.0, 1.0], [-2.0, 0.0, 2.0], [-1.0, 0.0, 1.0]])
    k = torch.stack([kx, kx.t()]).unsqueeze(1)
    g = F.conv2d(F.pad(gray.unsqueeze(0), (1, 1, 1, 1), mode="replicate"), k)
    return g.pow(2).sum(dim=1).sqrt()[0]


def resize_normalize(img: torch.Tensor, size: List[int], mean: List[float], std: List[float]) -> torch.Tensor:
    x = F.interpolate(img.unsqueeze(0), size=size, mode="bilinear", align_corners=False)[0]
    m = torch.tensor(mean).view(-1, 1, 1)
    s = torch.tensor(std).view(-1, 1, 1)
    return (x - m) / s


def f(img: torch.Tensor, flip: bool) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    if flip:
        img = img.flip(-1)
    gray = to_gray(img)
    eq = equalize(gray, 16)
    crop = center_crop(img, 4)
    edges = sobel(gray)
    x = resize_normalize(crop, [6, 6], [0.485, 0.456, 0.406], [0.229, 0.224, 0.225])
    return eq, edges, x, img.permute(1, 2, 0).reshape(-1, 3).max(dim=0)[0]
""", "f", [np.abs(f32(3, 7, 9)) / 3, True])
case("program_graph_algorithms", """
import torch
from typing import Dict, List, Optional, Tuple


class UnionFind:
    def __init__(self, n: int):
        self.parent: List[int] = list(range(n))
        self.rank: List[int] = [0] * n
        self.count = n

    def find(self, x: int) -> int:
        root = x
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[x] != root:
            nxt = self.parent[x]
            self.parent[x] = root
            x = nxt
        return root

    def union(self, a: int, b: int) -> bool:
        ra = self.find(a)
        rb = self.find(b)
        if ra == rb:
            return False
        if self.rank[ra] < self.rank[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        if self.rank[ra] == self.rank[rb]:
            self.rank[ra] += 1
        self.count -= 1
        return True


def kruskal(n: int, edges: List[Tuple[int, int, float]]) -> Tuple[float, List[Tuple[int, int]]]:
    ws: List[float] = [e[2] for e in edges]
    idx: List[int] = list(range(len(edges)))
    # insertion sort by weight (stable)
    for i in range(1, len(idx)):
        j = i
        while j > 0 and ws[idx[j - 1]] > ws[idx[j]]:
            idx[j - 1], idx[j] = idx[j], idx[j - 1]
            j -= 1
    uf = UnionFind(n)
    total = 0.0
    used: List[Tuple[int, int]] = []
    for i in idx:
        a, b, w = edges[i]
        if uf.union(a, b):
            total += w
            used.append((a, b))
    return total, used


def dijkstra(n: int, adj: Dict[int, List[Tuple[int, float]]], src: int) -> List[Optional[float]]:
    dist: List[Optional[float]] = []
    for _j in range(n):
        dist.append(None)
    dist[src] = 0.0
    done: List[bool] = [False] * n
    for _k in range(n):
        best = -1
        best_d = 0.0
        for v in range(n):
            d = dist[v]
            if not done[v] and d is not None and (best < 0 or d < best_d):
                best = v
                best_d = d
        if best < 0:
            break
        done[best] = True
        none: List[Tuple[int, float]] = []
        for nb, w in adj.get(best, none):
            cur = dist[nb]
            if cur is None or best_d + w < cur:
                dist[nb] = best_d + w
    return dist


def topo(n: int, edges: List[Tuple[int, int, float]]) -> List[int]:
    indeg = [0] * n
    out: List[List[int]] = [torch.jit.annotate(List[int], []) for _ in range(n)]
    for a, b, _w in edges:
        if a < b:
            out[a].append(b)
            indeg[b] += 1
    queue: List[int] = []
    for i in range(n):
        if indeg[i] == 0:
            queue.append(i)
    order: List[int] = []
    while len(queue) > 0:
        v = queue.pop(0)
        order.append(v)
        for w in out[v]:
            indeg[w] -= 1
            if indeg[w] == 0:
                queue.append(w)
    return order


def f(n: int, edges: List[Tuple[int, int, float]]) -> Tuple[float, List[Tuple[int, int]], List[Optional[float]], List[int], int]:
    adj: Dict[int, List[Tuple[int, float]]] = {}
    for a, b, w in edges:
        if a not in adj:
            e: List[Tuple[int, float]] = []
            adj[a] = e
        adj[a].append((b, w))
        empty: List[Tuple[int, float]] = []
        adj.setdefault(b, empty).append((a, w))
    total, used = kruskal(n, edges)
    uf = UnionFind(n)
    for a, b, _w in edges[:3]:
        uf.union(a, b)
    return total, used, dijkstra(n, adj, 0), topo(n, edges), uf.count
""", "f", [7, [(0, 1, 4.0), (0, 2, 1.5), (2, 1, 0.5), (1, 3, 2.0), (3, 4, 1.0), (2, 4, 5.0), (5, 6, 1.0)]])

# Refinement past an `if` that leaves: `if v is None: raise ...` refines
# `v` after it (a local from `dict.get`, in a function or a loop body), and
# `if v is None: return ...` does in a loop too; TorchScript does not
# refine past `continue` or `break`, and neither does this compiler.
case("refine_past_raise_and_return_in_loops", """
from typing import Dict


def total(names: List[str], env: Dict[str, float]) -> float:
    s = 0.0
    for n in names:
        v = env.get(n)
        if v is None:
            return -1.0
        s += v
    return s


def checked(names: List[str], env: Dict[str, float]) -> float:
    s = 0.0
    for n in names:
        if n == "":
            s += 0.5
        elif n == "-":
            v = env.get(n)
            if v is None:
                raise ValueError("no dash")
            s -= v
        else:
            v = env.get(n)
            if v is None:
                return s * 10.0
            s += v
    return s


def one(env: Dict[str, int], n: str) -> int:
    x = env.get(n)
    if x is None:
        raise KeyError(n)
    return x * 2


def f(names: List[str], env: Dict[str, float], ints: Dict[str, int]) -> Tuple[float, float, float, float, int]:
    return total(names, env), total(names[:1], env), checked(names, env), checked(["", "a", "zz", "c"], env), one(ints, "k")
""", "f", [["a", "", "c"], {"a": 1.5, "c": 2.0, "": 4.0}, {"k": 7}])
error("no_refinement_past_continue", """
from typing import Dict


def f(names: List[str], env: Dict[str, float]) -> float:
    s = 0.0
    for n in names:
        v = env.get(n)
        if v is None:
            continue
        s += v  # error
    return s
""", "f", ["# error"])

# A real program: an expression calculator (Enum token kinds, a NamedTuple
# token, shunting-yard to RPN, evaluation to Union[float, str] with
# errors as values, early returns from loops refining dict lookups).
case("program_expression_calculator", """
from enum import Enum
from typing import Dict, List, NamedTuple, Optional, Tuple, Union
import torch


class Kind(Enum):
    NUM = 1
    OP = 2
    LPAREN = 3
    RPAREN = 4
    NAME = 5


class Token(NamedTuple):
    kind: Kind
    text: str
    pos: int


def tokenize(s: str) -> List[Token]:
    out: List[Token] = []
    i = 0
    while i < len(s):
        c = s[i]
        if c.isspace():
            i += 1
            continue
        if c.isdigit() or c == ".":
            j = i
            while j < len(s) and (s[j].isdigit() or s[j] == "."):
                j += 1
            out.append(Token(Kind.NUM, s[i:j], i))
            i = j
        elif c.isalpha() or c == "_":
            j = i
            while j < len(s) and (s[j].isalnum() or s[j] == "_"):
                j += 1
            out.append(Token(Kind.NAME, s[i:j], i))
            i = j
        elif c in "+-*/^":
            out.append(Token(Kind.OP, c, i))
            i += 1
        elif c == "(":
            out.append(Token(Kind.LPAREN, c, i))
            i += 1
        elif c == ")":
            out.append(Token(Kind.RPAREN, c, i))
            i += 1
        else:
            raise ValueError("bad character " + c + " at " + str(i))
    return out


def prec(op: str) -> int:
    if op == "^":
        return 3
    if op in "*/":
        return 2
    return 1


def to_rpn(tokens: List[Token]) -> List[Token]:
    out: List[Token] = []
    stack: List[Token] = []
    for t in tokens:
        if t.kind == Kind.NUM or t.kind == Kind.NAME:
            out.append(t)
        elif t.kind == Kind.OP:
            while len(stack) > 0 and stack[-1].kind == Kind.OP and (
                prec(stack[-1].text) > prec(t.text) or (prec(stack[-1].text) == prec(t.text) and t.text != "^")
            ):
                out.append(stack.pop())
            stack.append(t)
        elif t.kind == Kind.LPAREN:
            stack.append(t)
        else:
            while len(stack) > 0 and stack[-1].kind != Kind.LPAREN:
                out.append(stack.pop())
            if len(stack) == 0:
                raise ValueError("unbalanced ) at " + str(t.pos))
            stack.pop()
    while len(stack) > 0:
        t = stack.pop()
        if t.kind == Kind.LPAREN:
            raise ValueError("unbalanced ( at " + str(t.pos))
        out.append(t)
    return out


def evaluate(rpn: List[Token], env: Dict[str, float]) -> Union[float, str]:
    st: List[float] = []
    for t in rpn:
        if t.kind == Kind.NUM:
            st.append(float(t.text))
        elif t.kind == Kind.NAME:
            v = env.get(t.text)
            if v is None:
                return "unknown name " + t.text
            st.append(v)
        else:
            if len(st) < 2:
                return "missing operand for " + t.text
            b = st.pop()
            a = st.pop()
            if t.text == "+":
                st.append(a + b)
            elif t.text == "-":
                st.append(a - b)
            elif t.text == "*":
                st.append(a * b)
            elif t.text == "/":
                if b == 0.0:
                    return "division by zero"
                st.append(a / b)
            else:
                st.append(a ** b)
    if len(st) != 1:
        return "bad expression"
    return st[0]


def f(exprs: List[str], names: List[str], values: torch.Tensor) -> List[str]:
    env: Dict[str, float] = {}
    for i, n in enumerate(names):
        env[n] = float(values[i])
    results: List[str] = []
    for e in exprs:
        r = evaluate(to_rpn(tokenize(e)), env)
        if isinstance(r, float):
            results.append(str(r))
        else:
            results.append("error: " + r)
    return results
""", "f", [["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "x * (y - 1.5) / z", "w + 1", "4 / (x - x)", "3 +", "((2))"], ["x", "y", "z"], np.array([2.0, 4.0, 0.5], dtype=np.float32)])

# Real programs: k-means with a convergence test and a running-variance
# class holding Optional tensors (linspace to a size known at run time);
# text normalization, a vocabulary, padding and an n-gram overlap score
# with string methods.
case("program_kmeans_running_stats", """
from typing import List, Optional, Tuple
import torch


class RunningStats:
    def __init__(self):
        self.n = 0
        self.mean = torch.jit.annotate(Optional[torch.Tensor], None)
        self.m2 = torch.jit.annotate(Optional[torch.Tensor], None)

    def update(self, x: torch.Tensor):
        self.n += 1
        mean = self.mean
        m2 = self.m2
        if mean is None or m2 is None:
            self.mean = x.clone()
            self.m2 = torch.zeros_like(x)
        else:
            delta = x - mean
            mean = mean + delta / self.n
            self.m2 = m2 + delta * (x - mean)
            self.mean = mean

    def variance(self) -> torch.Tensor:
        m2 = self.m2
        if m2 is None or self.n < 2:
            raise RuntimeError("need two samples")
        return m2 / (self.n - 1)


def kmeans(x: torch.Tensor, k: int, iters: int, tol: float) -> Tuple[torch.Tensor, torch.Tensor, int]:
    # deterministic init: k points spread over the data
    idx = torch.linspace(0, x.size(0) - 1, k).long()
    c = x[idx].clone()
    assign = torch.zeros(x.size(0), dtype=torch.long)
    it = 0
    while it < iters:
        d = torch.cdist(x, c)
        assign = d.argmin(dim=1)
        new_c = torch.zeros_like(c)
        counts = torch.bincount(assign, minlength=k).to(x.dtype)
        new_c.index_add_(0, assign, x)
        empty = counts == 0
        new_c = torch.where(empty[:, None], c, new_c / counts.clamp(min=1)[:, None])
        shift = (new_c - c).norm(p=2, dim=1).max()
        c = new_c
        it += 1
        if float(shift) < tol:
            break
    return c, assign, it


def f(x: torch.Tensor, k: int) -> Tuple[torch.Tensor, torch.Tensor, int, torch.Tensor, torch.Tensor]:
    c, a, it = kmeans(x, k, 50, 1e-4)
    st = RunningStats()
    for i in range(x.size(0)):
        st.update(x[i])
    m = st.mean
    assert m is not None
    inertia = ((x - c[a]) ** 2).sum()
    return c, a, it, st.variance() - x.var(dim=0), inertia + m.sum() * 0
""", "f", [np.array([-0.857, 0.264, 0.696, -0.359, -0.93, -0.046, 0.335, 0.769, -0.851, -0.905, 0.494, 0.332, 1.074, 0.688, 4.929, 4.808, 6.799, 4.798, 4.451, 4.203, 5.067, 5.102, 4.759, 4.956, 5.191, 5.485, 5.768, 5.147, -1.253, 6.491, -0.994, 5.88, -1.032, 6.001, -0.545, 6.15, 2.31, 5.966, 0.59, 5.074, -0.202, 6.464], dtype=np.float32).reshape(21, 2), 3])
case("program_text_vocabulary", """
from typing import Dict, List, Tuple


def normalize(s: str) -> str:
    s = s.lower().strip()
    out: List[str] = []
    prev_space = False
    for ch in s:
        if ch.isalnum():
            out.append(ch)
            prev_space = False
        elif ch.isspace() or ch in "-_/":
            if not prev_space and len(out) > 0:
                out.append(" ")
            prev_space = True
    return "".join(out).strip()


def ngrams(words: List[str], n: int) -> List[str]:
    return [" ".join(words[i:i + n]) for i in range(len(words) - n + 1)]


def build_vocab(docs: List[str], min_count: int) -> Dict[str, int]:
    counts: Dict[str, int] = {}
    for d in docs:
        for w in normalize(d).split():
            counts[w] = counts.get(w, 0) + 1
    keys = sorted(counts.keys())
    vocab: Dict[str, int] = {"<pad>": 0, "<unk>": 1}
    for k in keys:
        if counts[k] >= min_count:
            vocab[k] = len(vocab)
    return vocab


def encode(doc: str, vocab: Dict[str, int], max_len: int) -> List[int]:
    ids = [vocab.get(w, 1) for w in normalize(doc).split()][:max_len]
    while len(ids) < max_len:
        ids.append(0)
    return ids


def bleu_like(ref: str, hyp: str) -> float:
    r = normalize(ref).split()
    h = normalize(hyp).split()
    score = 1.0
    for n in range(1, 3):
        rc: Dict[str, int] = {}
        for g in ngrams(r, n):
            rc[g] = rc.get(g, 0) + 1
        match = 0
        total = 0
        for g in ngrams(h, n):
            total += 1
            c = rc.get(g, 0)
            if c > 0:
                match += 1
                rc[g] = c - 1
        score *= (match + 1.0) / (total + 1.0)
    return score ** 0.5


def f(docs: List[str], query: str) -> Tuple[Dict[str, int], List[List[int]], List[float], str]:
    vocab = build_vocab(docs, 2)
    enc = [encode(d, vocab, 6) for d in docs]
    scores = [bleu_like(d, query) for d in docs]
    title = " ".join([w.capitalize() if len(w) > 2 else w for w in normalize(query).split()])
    return vocab, enc, scores, title.replace("Cat", "Dog").zfill(40).rjust(44, "*")
""", "f", [["The cat sat on the mat.", "A cat -- and a DOG -- sat_together", "the dog/the cat  on   mats", "Nothing here"], "the cat sat on a mat"])

# A negative `end` of find, rfind, index, count, startswith and endswith
# counts from one past the end in TorchScript (its default `end=-1` means
# "to the end"), not from the end as in Python: `"abc".rfind("c", 0, -1)`
# is 2.
case("str_window_negative_end", """
def f(s: str, e: int) -> Tuple[int, int, int, int, bool, bool, int, int, int]:
    return (s.find("c", 0, -1), s.rfind("c", -3, -1), s.index("c", 0, e), s.count("a", 0, -1),
            s.startswith("ab", 0, -1), s.endswith("bc", 0, -1), s.rfind(s[-1], -2, -1), s.count("b", 1, e - 1),
            s.find("a", -2, e - 3))
""", "f", ["abcabc", -1])

# `isinstance(x, list)` and `isinstance(x, tuple)` (TorchScript's bare
# builtins: any list, any tuple, a NamedTuple too), alone, in a tuple of
# types, on an Optional and on a run-time Union it narrows.
case("isinstance_bare_list_and_tuple", """
from typing import NamedTuple, Union


class P(NamedTuple):
    a: int
    b: float


def f(xs: List[int], t: Tuple[int, str], p: P, o: Optional[List[int]], u: Union[List[int], int], x: torch.Tensor) -> List[bool]:
    r = [isinstance(xs, list), isinstance(xs, tuple), isinstance(t, tuple), isinstance(t, list), isinstance(p, tuple),
         isinstance(o, list), isinstance(x, (int, list)), isinstance(x, (torch.Tensor, list)), isinstance(u, list), isinstance(u, (tuple, int))]
    if isinstance(u, list):
        r.append(len(u) == 2)
    else:
        r.append(u > 3)
    return r
""", "f", [[1, 2], (1, "a"), (1, 2.0), [3], [1, 2], f32(1)])
error("builtin_tuple_of_list", """
def f(xs: List[int]) -> int:
    t = tuple(xs)  # error
    return len(t)
""", "f", ["# error"])

# A variable defined before a loop and refined in its body past an `if`
# that raises is unchanged by the body (the loop carries nothing new).
case("refine_past_raise_of_variable_from_before_loop", """
from typing import Dict


def f(d: Dict[str, int], k: str, n: int, x: torch.Tensor) -> Tuple[int, int, torch.Tensor]:
    v = d.get(k)
    t = 0
    for i in range(n):
        if v is None:
            raise ValueError("missing")
        t += 1
    s = 0
    i = 0
    while i < n:
        i += 1
        if v is None:
            raise ValueError("missing")
        s += v
    w: Optional[torch.Tensor] = x if n > 1 else None
    for j in range(3):
        if w is None:
            raise ValueError("no tensor")
        x = x + w
    return t, s, x
""", "f", [{"a": 3}, "a", 3, f32(2)])

# TorchScript's count counts a match that starts before `end` (it may run
# past it); its startswith/endswith read to the end of the string when
# `end` is before `start`.
case("str_count_and_affix_windows", """
def f(s: str, e: int) -> Tuple[int, int, int, bool, bool, bool, bool]:
    return (s.count("ab", 0, 1), s.count("ab", 1, 4), s.count("b", e, e + 3), s.endswith("ab", 3, 1), s.startswith("cab", 2, 0),
            s.startswith("ab", -2, -3), s.endswith("b", 1, 2))
""", "f", ["abcab", 1])

# A loop whose carried tensor is computed from a view whose sizes come
# from that tensor (a recurrent cell's reshapes): the loop keeps its
# shape, and the view's list is learned.
case("loop_fed_by_a_view_of_its_own_sizes", """
def f(h: torch.Tensor, n: int) -> Tuple[torch.Tensor, List[int]]:
    sizes: List[int] = []
    for i in range(n):
        g = (h * 2).view(h.size()[:-1] + [2, 2])
        h = torch.tanh(g).flatten(1)
        sizes.append(g.size(-1) + h.size(0))
    return h, sizes
""", "f", [f32(3, 4), 3])

# A write into a tensor another name held: allowed when that name is
# assigned again before anything reads it (a beam search's `best`, read
# only after the next iteration's topk assigns it).
case("write_while_other_holder_is_assigned_before_read", """
def f(logp: torch.Tensor, k: int) -> Tuple[torch.Tensor, List[int]]:
    scores = torch.zeros(k)
    picks: List[int] = []
    for t in range(logp.size(0)):
        best, idx = (scores.unsqueeze(1) + logp[t]).view(-1).topk(k)
        scores = best
        for b in range(k):
            if int(idx[b]) % 3 == 0:
                scores[b] = -100.0
        picks.append(int(idx[0]))
    return scores, picks
""", "f", [f32(4, 3, 5), 3])

# index_put with accumulate through several index tensors (broadcast
# together, negative ones counted from the end): a confusion matrix and
# per-class recall.
case("program_confusion_matrix", """
def f(pred: torch.Tensor, target: torch.Tensor, n: int, m: torch.Tensor, i: torch.Tensor, j: torch.Tensor) -> Tuple[torch.Tensor, List[float], torch.Tensor]:
    c = torch.zeros(n, n, dtype=torch.long)
    c.index_put_((target, pred), torch.ones_like(pred), accumulate=True)
    recall: List[float] = []
    for k in range(n):
        total = int(c[k].sum())
        recall.append(float(c[k, k]) / total if total > 0 else 0.0)
    return c, recall, m.index_put((i, j), torch.tensor([[1.0], [2.0], [3.0]]), accumulate=True)
""", "f", [np.array([0, 1, 2, 2, 1, 0, 1, 2], dtype=np.int64), np.array([0, 1, 1, 2, 1, 0, 2, 2], dtype=np.int64), 3,
           f32(2, 3, 2), np.array([[1], [-1]], dtype=np.int64), np.array([0, -3, 2], dtype=np.int64)])

# TorchScript gives a tuple display's elements no type hint for a dict
# display (it is a Dict[str, Tensor]) or for x.tolist() (an error), while
# an empty list takes its element's declared type.
error("tolist_in_returned_tuple", """
def f(x: torch.Tensor) -> Tuple[torch.Tensor, List[int]]:
    return x, x.argmax(-1).tolist()  # error
""", "f", ["# error"])

error("empty_dict_in_returned_tuple", """
from typing import Dict


def f(x: torch.Tensor) -> Tuple[torch.Tensor, Dict[str, int]]:
    return x, {}  # error
""", "f", ["# error"])

case("empty_list_in_returned_tuple", """
def g(x: torch.Tensor) -> Tuple[torch.Tensor, List[int]]:
    return x, []


def f(x: torch.Tensor) -> Tuple[torch.Tensor, List[int]]:
    t = g(x)
    ys: List[int] = x.argmax(-1).tolist()
    return t[0], ys + t[1]
""", "f", [f32(2, 3)])

# index_put with accumulate through a bool mask (each selected position
# gets its value added once), and into rows of no elements.
case("index_put_accumulate_mask_and_empty_rows", """
def f(x: torch.Tensor, e: torch.Tensor, i: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    return (x.index_put((x[:, 0] > 0,), torch.tensor(1.0), accumulate=True),
            x.index_put((x > 0,), torch.tensor(2.0), accumulate=True),
            e.index_put((i,), torch.zeros(2, 0), accumulate=True))
""", "f", [f32(3, 2), f32(3, 0), np.array([0, 2], dtype=np.int64)])
