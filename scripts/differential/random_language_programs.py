"""Random language programs for differential testing against TorchScript.

usage: random_language_programs.py SEED OUTDIR
Like random_script_programs.py (same outputs: OUTDIR/prog.py with entry
`f`, OUTDIR/args.json), but the statements exercise the parts of the
language that are not tensors: ints (floor division and modulo with
negatives, bit operations, divmod, pow, abs, min/max, math.gcd), floats
(math.*, round, float // and %), bools (chained comparisons, and/or/not,
`in`), strings (methods, slicing with literal and variable steps,
join/split/partition, str.format, f-strings, `%` formatting, str()/int()/
float()/bin()/hex() conversions), lists of ints/floats/strings and
List[List[int]] (every mutating method, slicing, comprehensions, sorted,
sum/min/max, aliasing through `l2 = l1`), tuples (indexing, nested
unpacking, swaps), dicts Dict[str, int] and Dict[int, float] (get/pop/
setdefault/update/del, iteration order, dict comprehensions),
Optional[int] with `is None` / isinstance refinement, for/while loops with
break/continue, enumerate/zip, module-level helper functions (defaults,
keyword and all-keyword calls, early returns, calls for side effects
only), a small script class and a NamedTuple, assert, and a few tensors
made from lists. Arguments are ints, floats, strings, bools, Optional[int],
lists and dicts (mutations of them are returned too). Half of the programs
also get `log0` and `tick(log0, v)` (appends v, returns it) used in
indices, augmented-assignment targets, keyword arguments and constructors:
the returned log shows the order and number of evaluations.

Each statement is run eagerly in Python and kept only when it runs; then
(unless TS_CHECK=0) the program so far is compiled and run by
torch.jit.script, in a forked child, and the statement is kept only when
that works too, so the program is valid TorchScript. Kept out on purpose,
as TorchScript itself misbehaves there: empty patterns for count/replace
(it loops), `l += l` (None elements), side effects in the left operand of
`%` or inside chained comparisons (evaluated twice), negative `end` of
count/endswith. With a small probability the program ends with a
statement that raises (failing assert, bad index, missing key...);
OUTDIR/expect_raise is written then, and both sides should raise.
Needs torch on your own machine, never in the build.
"""
import copy, importlib.util, json, math, os, random, signal, sys, tempfile, time, warnings
import torch

warnings.filterwarnings("ignore")
try:
    import resource
    resource.setrlimit(resource.RLIMIT_AS, (8 << 30, 8 << 30))  # a runaway statement fails, not the machine
except Exception:
    pass
seed, out = int(sys.argv[1]), sys.argv[2]
R = random.Random(seed)
TS_CHECK = os.environ.get("TS_CHECK", "1") == "1"
HEAD = "import torch\nimport math\nfrom typing import List, Dict, Optional, Tuple, NamedTuple\n"

INT, FLT, BOOL, STR = "int", "float", "bool", "str"
LI, LF, LS = "List[int]", "List[float]", "List[str]"
DSI, DIF = "Dict[str, int]", "Dict[int, float]"
OPT, TIS, TEN = "Optional[int]", "Tuple[int, str]", "Tensor"
LLI = "List[List[int]]"
LISTS = (LI, LF, LS)
DICTS = (DSI, DIF)
ELEM = {LI: INT, LF: FLT, LS: STR}
PREFIX = {INT: "n", FLT: "x", BOOL: "b", STR: "s", LI: "li", LF: "lf", LS: "ls", DSI: "d", DIF: "df",
          OPT: "o", TIS: "t", TEN: "T", LLI: "m"}

WORDS = ["a", "ab", "abc", "hello", "Hi There", " pad ", "x,y,z", "a-b-c", "42", "-7", "a1b2", "", "AbC",
         "  ", "one two  three", "q", "Zz", "3.5", "b,a,,c", "aXa", "A", "7", "hello world", "ABC def", "it's",
         "a,b", "--x--", "Title Case", "x1 Y2", ",,", "aaa", "B"]
KEYS = ["a", "b", "c", "ab", "key", "z", ""]
SEPS = [",", "-", " ", "a", ", ", "b", "X"]


def lit_int():
    return str(R.choice([R.randint(-9, 12), R.randint(0, 3), R.randint(-100, 100), R.randint(-3, 3)]))


def lit_float():
    return repr(R.choice([round(R.uniform(-5, 5), 2), 0.5, -1.25, 2.0, 0.1, 3.0, -0.0, 1e-3, 100.5, 2.5, -2.5, 1.0,
                          round(R.uniform(-5, 5), 2), 1e20, 1e-7, 123456.789, 0.3, 1e16, 7.0]))


def lit_str():
    return repr(R.choice(WORDS))


def sub_lit():
    # A non-empty pattern: TorchScript's own count/replace/rsplit loop
    # forever (allocating) on an empty one, so it is kept out.
    return repr(R.choice([w for w in WORDS if w] + ["a", "b", ",", " "]))


def pickw(opts):
    opts = [(w, f) for w, f in opts if w > 0]
    tot = sum(w for w, _ in opts)
    r = R.uniform(0, tot)
    for w, f in opts:
        r -= w
        if r <= 0:
            return f()
    return opts[-1][1]()


counter = [0]
in_fstr = [False]
no_tick = [0]


def fresh(prefix):
    counter[0] += 1
    return f"{prefix}{counter[0]}"


class Scope:
    """Names visible at one point: their type, their eager value, which
    may not be mutated (a list being iterated) and the loop depth."""

    def __init__(self, types, vals):
        self.types, self.vals = dict(types), vals
        self.frozen = set()
        self.group = {n: n for n in types}
        self.loop = 0
        self.top = True
        self.helper = False

    def of(self, T):
        return [n for n, t in self.types.items() if t == T]

    def mutable(self, T):
        return [n for n in self.of(T) if not self.is_frozen(n)]

    def is_frozen(self, n):
        if n in self.frozen:
            return True
        g = self.group.get(n, n)
        if any(self.group.get(m, m) == g for m in self.frozen):
            return True
        v = self.vals.get(n)
        return isinstance(v, (list, dict)) and any(self.vals.get(m) is v for m in self.frozen)

    def val(self, n, default=None):
        return self.vals.get(n, default)


# ---------------------------------------------------------------- classes
CLASSES = {}  # name -> dict(kind, ctor, fields, methods)
class_src = []


def make_class():
    name = fresh("Acc")
    op = R.choice(["+", "-"])
    sep = repr(R.choice([":", "-", "/"]))
    k = R.randint(1, 3)
    src = f'''class {name}:
    def __init__(self, start: int, tag: str):
        self.total = start
        self.items: List[int] = []
        self.tag = tag
        self.best = torch.jit.annotate(Optional[int], None)

    def add(self, x: int) -> int:
        self.total {op}= x * {k}
        self.items.append(x)
        best = self.best
        if best is None:
            self.best = x
        elif x > best:
            self.best = x
        return self.total

    def label(self) -> str:
        return self.tag + {sep} + str(len(self.items))

    def mean(self) -> float:
        if len(self.items) == 0:
            return 0.0
        return self.total / len(self.items)

    def top(self) -> int:
        b = self.best
        if b is None:
            return -1
        return b

    def absorb(self, other: "{name}") -> int:
        n = len(other.items)
        for i in range(n):
            self.add(other.items[i])
        return len(self.items)
'''
    class_src.append(src)
    CLASSES[name] = dict(kind="class", ctor=[INT, STR],
                         fields={"total": INT, "tag": STR},
                         methods={"add": ([INT], INT), "label": ([], STR), "mean": ([], FLT), "top": ([], INT),
                                  "absorb": ([name], INT)})


def make_namedtuple():
    name = fresh("Pt")
    dflt = repr(R.choice(["pt", "", "p q"]))
    src = f'''class {name}(NamedTuple):
    x: int
    y: float
    name: str = {dflt}
'''
    class_src.append(src)
    CLASSES[name] = dict(kind="nt", ctor=[INT, FLT, STR], fields={"x": INT, "y": FLT, "name": STR}, methods={})


HELPERS = {}  # name -> (param names, param types, defaults(dict), return type)
helper_src = []


# ---------------------------------------------------------------- expressions
TICK_LOG = "log0"  # a list only `tick` appends to: it records the order of evaluation


def var(sc, T):
    vs = [v for v in sc.of(T) if v != TICK_LOG]
    return R.choice(vs) if vs else None


def atom(sc, T):
    vs = sc.of(T)
    if vs and R.random() < 0.8:
        return R.choice(vs)
    return literal(sc, T)


def literal(sc, T):
    if T == INT:
        return lit_int()
    if T == FLT:
        return lit_float()
    if T == BOOL:
        return R.choice(["True", "False"])
    if T == STR:
        return lit_str()
    if T == LI:
        return "[" + ", ".join(lit_int() for _ in range(R.randint(1, 4))) + "]"
    if T == LF:
        return "[" + ", ".join(lit_float() for _ in range(R.randint(1, 4))) + "]"
    if T == LS:
        return "[" + ", ".join(lit_str() for _ in range(R.randint(1, 4))) + "]"
    if T == DSI:
        ks = R.sample(KEYS, R.randint(1, 3))
        return "{" + ", ".join(f"{k!r}: {lit_int()}" for k in ks) + "}"
    if T == DIF:
        ks = R.sample(range(-3, 6), R.randint(1, 3))
        return "{" + ", ".join(f"{k}: {lit_float()}" for k in ks) + "}"
    if T == TIS:
        return f"({lit_int()}, {lit_str()})"
    if T == OPT:
        return lit_int()
    if T == TEN:
        return f"torch.tensor({literal(sc, LI)})"
    if T == LLI:
        return "[" + ", ".join(literal(sc, LI) for _ in range(R.randint(1, 3))) + "]"
    if T in CLASSES:
        return ctor(sc, T, 0)
    raise ValueError(T)


def step_var(sc):
    """A slice step that is not a literal (a non-zero int variable)."""
    ns = [n for n in sc.of(INT) if isinstance(sc.val(n), int) and 0 < abs(sc.val(n)) < 5]
    return R.choice(ns) if ns else R.choice(["2", "-1"])


def idx_for(sc, base, d):
    """An index into `base` (a variable name or an expression)."""
    v = sc.val(base) if base in sc.types else None
    n = len(v) if isinstance(v, (list, str, tuple)) else None
    c = R.random()
    if TICK_LOG in sc.types and not no_tick[0] and c < 0.15 and n:
        return f"tick({TICK_LOG}, {R.randint(-n, n - 1)})"
    if n and c < 0.55:
        return str(R.randint(-n, n - 1))
    if c < 0.8:
        return f"{e_int(sc, d - 1)} % len({base})"
    return str(R.randint(-2, 2))


def ctor(sc, T, d):
    info = CLASSES[T]
    if info["kind"] == "class":
        if R.random() < 0.3:
            return f"{T}(tag={e_str(sc, d - 1)}, start={e_int(sc, d - 1)})"
        return f"{T}({e_int(sc, d - 1)}, {e_str(sc, d - 1)})"
    k = R.random()
    if k < 0.4:
        return f"{T}({e_int(sc, d - 1)}, {e_float(sc, d - 1)})"
    if k < 0.7:
        return f"{T}({e_int(sc, d - 1)}, {e_float(sc, d - 1)}, {e_str(sc, d - 1)})"
    return f"{T}(name={e_str(sc, d - 1)}, x={e_int(sc, d - 1)}, y={e_float(sc, d - 1)})"


def from_objects(sc, T, d):
    """An expression of type T read from a class instance, NamedTuple,
    tuple or helper call, or None."""
    opts = []
    for n, t in sc.types.items():
        if t in CLASSES:
            info = CLASSES[t]
            for fld, ft in info["fields"].items():
                if ft == T:
                    opts.append(lambda n=n, fld=fld: f"{n}.{fld}")
            if info["kind"] == "nt":
                pos = {INT: 0, FLT: 1, STR: 2}.get(T)
                if pos is not None:
                    opts.append(lambda n=n, pos=pos: f"{n}[{pos}]")
            if T == INT and info["kind"] == "class":
                opts.append(lambda n=n: f"len({n}.items)")
                opts.append(lambda n=n: f"sum({n}.items)")
            for m, (ps, rt) in info["methods"].items():
                if rt == T and (not ps or ps == [INT] or ps[0] in CLASSES):
                    if ps == [INT]:
                        opts.append(lambda n=n, m=m: f"{n}.{m}({e_int(sc, d - 1)})")
                    elif ps:
                        others = sc.of(ps[0])
                        if others:
                            opts.append(lambda n=n, m=m, o=R.choice(others): f"{n}.{m}({o})")
                    else:
                        opts.append(lambda n=n, m=m: f"{n}.{m}()")
        if t == TIS and T in (INT, STR):
            opts.append(lambda n=n: f"{n}[{0 if T == INT else R.choice([1, -1])}]")
    if sc.top and not sc.helper:
        for h, (pn, pt, dflt, rt) in HELPERS.items():
            if rt == T:
                opts.append(lambda h=h: call_helper(sc, h, d))
    return R.choice(opts)() if opts else None


def call_helper(sc, h, d):
    pn, pt, dflt, rt = HELPERS[h]
    if R.random() < 0.35:
        # every argument by keyword, in a shuffled order (evaluated left to right)
        named = [(n, T) for n, T in zip(pn, pt) if n not in dflt or R.random() < 0.6]
        R.shuffle(named)
        return f"{h}({', '.join(f'{n}={expr(sc, T, d - 1)}' for n, T in named)})"
    args = []
    kw = False
    for name, T in zip(pn, pt):
        if name in dflt and R.random() < 0.4:
            kw = True  # omitted: later ones go by keyword
            continue
        e = expr(sc, T, d - 1)
        args.append(f"{name}={e}" if kw or (name in dflt and R.random() < 0.5) else e)
        if "=" in args[-1].split("(")[0]:
            kw = True
    return f"{h}({', '.join(args)})"


def lhs(op, gen):
    """The left operand of `op`: TorchScript itself evaluates the left
    operand of `%` twice, so no side effects (tick) there."""
    if op != "%":
        return gen()
    no_tick[0] += 1
    try:
        return gen()
    finally:
        no_tick[0] -= 1


def e_int(sc, d=2):
    if d <= 0 or R.random() < 0.2:
        return atom(sc, INT)
    lists = sc.of(LI)
    strs = sc.of(STR)

    def binop():
        op = R.choice(["+", "-", "*", "//", "%", "//", "%", "+", "-", "&", "|", "^"])
        return f"({lhs(op, lambda: e_int(sc, d - 1))} {op} {e_int(sc, d - 1)})"

    def shift():
        return f"({e_int(sc, d - 1)} {R.choice(['<<', '>>'])} {R.randint(0, 3)})"

    def list_index():
        l = R.choice(lists) if lists and R.random() < 0.8 else literal(sc, LI)
        return f"{l}[{idx_for(sc, l, d)}]"

    def list_agg():
        l = R.choice(lists) if lists and R.random() < 0.8 else e_list(sc, LI, d - 1)
        return f"{R.choice(['sum', 'min', 'max', 'len', 'len'])}({l})"

    def list_search():
        l = R.choice(lists) if lists else literal(sc, LI)
        v = sc.val(l)
        x = str(R.choice(v)) if v and R.random() < 0.7 else e_int(sc, d - 1)
        return f"{l}.{R.choice(['index', 'count'])}({x})"

    def str_ops():
        s = R.choice(strs) if strs and R.random() < 0.7 else e_str(sc, d - 1)
        k = R.random()
        if k < 0.25:
            return f"len({s})"
        if k < 0.5:
            m = R.choice(['find', 'rfind', 'count'])
            return f"{s}.{m}({e_str(sc, 0) if m != 'count' else sub_lit()})"
        if k < 0.6:
            return f"{s}.find({e_str(sc, 0)}, {R.randint(-2, 3)})"
        if k < 0.8:
            return f"ord({s}[{idx_for(sc, s, d)}])"
        return f"len({s}.split({R.choice(SEPS)!r}))"

    def conv():
        k = R.random()
        if k < 0.3:
            return f"int({e_float(sc, d - 1)})"
        if k < 0.55:
            return f"math.{R.choice(['floor', 'ceil'])}({e_float(sc, d - 1)})"
        if k < 0.7:
            return f"int(str({e_int(sc, d - 1)}))"
        if k < 0.8:
            return f"int({R.choice(['42', '-7', '0', '12', '+3', '007'])!r})"
        return f"int({e_bool(sc, d - 1)})"

    def dict_ops():
        ds = sc.of(DSI)
        dd = R.choice(ds) if ds else literal(sc, DSI)
        v = sc.val(dd)
        k = repr(R.choice(list(v))) if v and R.random() < 0.7 else e_str(sc, 0)
        c = R.random()
        if c < 0.35:
            return f"{dd}[{k}]"
        if c < 0.7:
            return f"{dd}.get({k}, {e_int(sc, d - 1)})"
        if c < 0.85:
            return f"len({dd})"
        return f"sum({dd}.values())"

    def minmax():
        n = R.choice([2, 2, 3])
        return f"{R.choice(['min', 'max'])}({', '.join(e_int(sc, d - 1) for _ in range(n))})"

    def extra():
        k = R.random()
        if k < 0.25:
            return f"pow({e_int(sc, d - 1)}, {R.randint(0, 3)})"
        if k < 0.45:
            return f"math.gcd({e_int(sc, d - 1)}, {e_int(sc, d - 1)})"
        if k < 0.55:
            return f"math.factorial({R.randint(0, 6)})"
        if k < 0.75:
            return f"({e_bool(sc, d - 1)} + {e_int(sc, d - 1)})"
        s = R.choice(strs) if strs and R.random() < 0.7 else e_str(sc, d - 1)
        c = R.random()
        if c < 0.3:
            return f"{s}.{R.choice(['index', 'rindex'])}({e_str(sc, 0)})"
        if c < 0.6:
            # (TorchScript's own count/endswith mishandle a negative end,
            # and startswith raises on a start past the end: kept out)
            return f"{s}.count({sub_lit()}, {R.randint(0, 3)}, {R.randint(0, 6)})"
        return f"{s}.rfind({e_str(sc, 0)}, {R.randint(-3, 3)}, {R.randint(-2, 6)})"

    def optional():
        os_ = sc.of(OPT)
        if not os_:
            return e_int(sc, d - 1)
        o = R.choice(os_)
        return f"({o} if {o} is not None else {e_int(sc, d - 1)})"

    def tensor():
        ts = sc.of(TEN)
        t = R.choice(ts) if ts else f"torch.tensor({e_list(sc, LI, d - 1)})"
        return R.choice([f"int({t}.sum())", f"{t}.numel()", f"int({t}.max())", f"int({t}.argmin())", f"len({t}.tolist())"])

    return pickw([
        (5, binop), (1, shift), (1, lambda: f"-{e_int(sc, d - 1)}"), (1.5, lambda: f"abs({e_int(sc, d - 1)})"),
        (2, minmax), (2.5, list_index), (2, list_agg), (1, list_search), (2.5, str_ops), (2, conv), (2, dict_ops),
        (1, lambda: f"divmod({e_int(sc, d - 1)}, {e_int(sc, d - 1)})[{R.randint(0, 1)}]"),
        (1.5, lambda: f"({e_int(sc, d - 1)} if {e_bool(sc, d - 1)} else {e_int(sc, d - 1)})"),
        (1, optional), (0.7, tensor), (2, lambda: from_objects(sc, INT, d) or atom(sc, INT)), (1.5, extra),
        (0.5, lambda: nested(sc, d)),
        (4 if TICK_LOG in sc.types and not no_tick[0] else 0, lambda: f"tick({TICK_LOG}, {e_int(sc, d - 1)})"),
    ])


def e_float(sc, d=2):
    if d <= 0 or R.random() < 0.2:
        return atom(sc, FLT)

    def num():
        return e_float(sc, d - 1) if R.random() < 0.6 else e_int(sc, d - 1)

    def binop():
        op = R.choice(["+", "-", "*", "/", "/", "//", "%"])
        a, b = lhs(op, num), num()
        if op not in ("/",) and R.random() < 0.7:
            a = lhs(op, lambda: e_float(sc, d - 1))
        return f"({a} {op} {b})"

    def mathf():
        k = R.random()
        x = e_float(sc, d - 1)
        if k < 0.3:
            return f"math.sqrt(abs({x}))"
        if k < 0.45:
            return f"math.{R.choice(['fabs', 'sin', 'cos', 'atan'])}({x})"
        if k < 0.55:
            return f"math.log(abs({x}) + 1.0)"
        if k < 0.65:
            return f"math.copysign({x}, {e_float(sc, 0)})"
        if k < 0.75:
            return f"math.fmod({x}, {R.choice(['2.0', '-1.5', '0.75'])})"
        if k < 0.85:
            return f"math.pow({x}, {R.choice(['2.0', '2', '3', '0.5', '-1.0'])})"
        return f"math.exp({R.choice(['-', ''])}abs(math.atan({x})))"

    def lists():
        ls = sc.of(LF)
        l = R.choice(ls) if ls and R.random() < 0.8 else e_list(sc, LF, d - 1)
        k = R.random()
        if k < 0.4:
            return f"{l}[{idx_for(sc, l, d)}]"
        return f"{R.choice(['sum', 'min', 'max', 'sum'])}({l})"

    def dicts():
        ds = sc.of(DIF)
        dd = R.choice(ds) if ds else literal(sc, DIF)
        v = sc.val(dd)
        k = str(R.choice(list(v))) if v and R.random() < 0.7 else lit_int()
        if R.random() < 0.5:
            return f"{dd}[{k}]"
        return f"{dd}.get({k}, {e_float(sc, d - 1)})"

    def conv():
        k = R.random()
        if k < 0.4:
            return f"float({e_int(sc, d - 1)})"
        if k < 0.6:
            return f"float({R.choice(['2.5', '-0.125', '1e3', '7', '3.25', 'inf', '-1E-2'])!r})"
        if k < 0.75:
            return f"round({e_float(sc, d - 1)})"
        if k < 0.85:
            return f"({e_int(sc, d - 1)} ** {R.randint(-2, 3)})"
        if k < 0.9:
            return f"pow({e_float(sc, d - 1)}, {R.choice(['2', '-1', '0.5', '3'])})"
        if k < 0.95:
            return f"math.{R.choice(['degrees', 'radians', 'tanh', 'expm1', 'log1p'])}({R.choice(['0.5', '-0.25', '1.0'])})"
        return f"float(str({e_float(sc, d - 1)}))"

    def tensor():
        ts = sc.of(TEN)
        t = R.choice(ts) if ts else f"torch.tensor({e_list(sc, LF, d - 1)})"
        return R.choice([f"float({t}.float().mean())", f"float({t}.sum())", f"float({t}.double().std())"])

    return pickw([
        (6, binop), (3, mathf), (2, lists), (1.5, dicts), (2.5, conv), (1, lambda: f"abs({e_float(sc, d - 1)})"),
        (1, lambda: f"-{e_float(sc, d - 1)}"),
        (1.5, lambda: f"{R.choice(['min', 'max'])}({e_float(sc, d - 1)}, {e_float(sc, d - 1)})"),
        (1.5, lambda: f"({e_float(sc, d - 1)} if {e_bool(sc, d - 1)} else {e_float(sc, d - 1)})"),
        (0.5, tensor), (1.5, lambda: from_objects(sc, FLT, d) or atom(sc, FLT)),
    ])


def e_bool(sc, d=2):
    if d <= 0 or R.random() < 0.15:
        return atom(sc, BOOL)

    def cmp():
        T = R.choice([INT, INT, FLT, STR, "mix"])
        op = R.choice(["<", "<=", ">", ">=", "==", "!="])
        if T == "mix":
            return f"{e_int(sc, d - 1)} {op} {e_float(sc, d - 1)}"
        if R.random() < 0.2 and T != STR:
            # TorchScript itself evaluates the middle operand of a chain twice,
            # so no side effects (tick) in a chain
            op2 = R.choice(["<", "<=", "<"])
            no_tick[0] += 1
            try:
                return f"{expr(sc, T, d - 1)} {op} {expr(sc, T, d - 1)} {op2} {expr(sc, T, d - 1)}"
            finally:
                no_tick[0] -= 1
        return f"{expr(sc, T, d - 1)} {op} {expr(sc, T, d - 1)}"

    def logic():
        k = R.random()
        if k < 0.3:
            return f"not {e_bool(sc, d - 1)}"
        return f"({e_bool(sc, d - 1)} {R.choice(['and', 'or'])} {e_bool(sc, d - 1)})"

    def member():
        k = R.random()
        if k < 0.25:
            return f"{e_int(sc, d - 1)} {R.choice(['in', 'not in'])} {e_list(sc, LI, d - 1)}"
        if k < 0.45:
            return f"{e_str(sc, 0)} in {e_list(sc, LS, d - 1)}"
        if k < 0.65:
            return f"{e_str(sc, 0)} {R.choice(['in', 'not in'])} {e_str(sc, d - 1)}"
        if k < 0.75:
            return f"{e_str(sc, 0)} in {atom(sc, DSI)}"
        if k < 0.85:
            return f"{e_float(sc, d - 1)} {R.choice(['in', 'not in'])} {e_list(sc, LF, d - 1)}"
        return f"{e_int(sc, d - 1)} in {atom(sc, DIF)}"

    def strpred():
        s = e_str(sc, d - 1)
        if R.random() < 0.5:
            if R.random() < 0.3:
                return f"{s}.{R.choice(['startswith', 'endswith'])}({e_str(sc, 0)}, {R.randint(0, 1)}, {R.randint(0, 6)})"
            return f"{s}.{R.choice(['startswith', 'endswith'])}({e_str(sc, 0)})"
        return f"{s}.{R.choice(['isdigit', 'isalpha', 'isupper', 'islower', 'isspace', 'isalnum', 'istitle'])}()"

    def listeq():
        T = R.choice(LISTS)
        return f"{e_list(sc, T, d - 1)} {R.choice(['==', '!='])} {e_list(sc, T, d - 1)}"

    def opt():
        os_ = sc.of(OPT)
        if not os_:
            return e_bool(sc, d - 1)
        return f"{R.choice(os_)} is {R.choice(['', 'not '])}None"

    return pickw([
        (6, cmp), (2, logic), (2.5, member), (1.5, strpred), (0.7, listeq), (1, opt),
        (0.7, lambda: f"bool({e_int(sc, d - 1)})"),
        (0.6, lambda: f"{R.choice(['any', 'all'])}([{e_bool(sc, d - 1)}, {e_bool(sc, d - 1)}])"),
        (0.4, lambda: f"math.isfinite({e_float(sc, d - 1)})"),
        (0.5, lambda: f"({e_bool(sc, d - 1)} if {e_bool(sc, d - 1)} else {e_bool(sc, d - 1)})"),
    ])


def e_str(sc, d=2):
    if d <= 0 or R.random() < 0.2:
        return atom(sc, STR)

    def s():
        return e_str(sc, d - 1)

    def method():
        b = s()
        k = R.random()
        if k < 0.35:
            return f"{b}.{R.choice(['upper', 'lower', 'strip', 'lstrip', 'rstrip', 'capitalize', 'title', 'swapcase'])}()"
        if k < 0.55:
            return f"{b}.replace({sub_lit()}, {e_str(sc, 0)})"
        if k < 0.7:
            return f"{b}.{R.choice(['zfill', 'ljust', 'rjust', 'center'])}({R.randint(0, 8)})"
        if k < 0.8:
            return f"{b}.{R.choice(['ljust', 'rjust', 'center'])}({R.randint(0, 8)}, {R.choice(['*', '-', ' '])!r})"
        return f"{b}.{R.choice(['strip', 'lstrip', 'rstrip'])}({R.choice(['a', ' a', 'xyz', '-', ','])!r})"

    def slicing():
        b = R.choice(sc.of(STR) or [lit_str()])
        k = R.random()
        if k < 0.3:
            return f"{b}[{idx_for(sc, b, d)}]"
        if k < 0.5:
            return f"{b}[::-1]"
        parts = [R.choice(["", str(R.randint(-4, 5))]), R.choice(["", str(R.randint(-4, 6))])]
        if k < 0.8:
            parts.append(R.choice(["1", "2", "-1", "-2", "3", step_var(sc)]))
        return f"{b}[{':'.join(parts)}]"

    def conv():
        k = R.random()
        if k < 0.4:
            return f"str({e_int(sc, d - 1)})"
        if k < 0.6:
            return f"str({e_float(sc, d - 1)})"
        if k < 0.7:
            return f"str({e_bool(sc, d - 1)})"
        if k < 0.85:
            return f"str({e_list(sc, R.choice([LI, LI, LF, LS]), d - 1)})"
        return f"chr(65 + {e_int(sc, d - 1)} % 26)"

    def fmt():
        if in_fstr[0]:
            return atom(sc, STR)
        parts = [R.choice([INT, STR, FLT, BOOL, INT, STR]) for _ in range(R.randint(1, 3))]
        in_fstr[0] = True
        try:
            es = [expr(sc, T, d - 1) for T in parts]
        finally:
            in_fstr[0] = False
        glue = [R.choice(["", "-", " ", "=", ":", "ab"]) for _ in range(len(es) + 1)]
        if R.random() < 0.5:
            body = "".join(g + "{" + e + "}" for g, e in zip(glue, es)) + glue[-1]
            return 'f"' + body + '"'
        body = "".join(g + "{}" for g in glue[:-1]) + glue[-1]
        return f"{body!r}.format({', '.join(es)})"

    def joins():
        k = R.random()
        if k < 0.6:
            return f"{R.choice(SEPS + [''])!r}.join({e_list(sc, LS, d - 1)})"
        l = e_list(sc, LS, d - 1)
        return f"{l}[{idx_for(sc, l, d)}]"

    def split_idx():
        k = R.random()
        if k < 0.4:
            return f"{s()}.split({R.choice(SEPS)!r})[{R.randint(-1, 1)}]"
        if k < 0.6:
            return f"{s()}.{R.choice(['split', 'rsplit'])}({R.choice(SEPS)!r}, {R.randint(-1, 2)})[{R.randint(-1, 1)}]"
        if k < 0.8:
            return f"{s()}.{R.choice(['partition', 'rpartition'])}({R.choice(SEPS)!r})[{R.randint(0, 2)}]"
        return f"{s()}.split(None, {R.randint(0, 2)})[{R.randint(-1, 0)}]"

    def conv2():
        k = R.random()
        if k < 0.3:
            return f"{R.choice(['bin', 'hex', 'oct'])}({e_int(sc, d - 1)})"
        if k < 0.6:
            fmt, ts = R.choice([("%d-%s", [INT, STR]), ("%s:%d", [STR, INT]), ("[%s]%d%%", [STR, INT]),
                                ("%d %d", [INT, INT]), ("%s|%s", [STR, FLT]), ("%f", [FLT]), ("<%s>", [INT])])
            args = [expr(sc, t, d - 1) for t in ts]
            return f"{fmt!r} % ({', '.join(args)}{',' if len(args) == 1 else ''})"
        if k < 0.7:
            return f"str(({e_int(sc, d - 1)}, {e_str(sc, d - 1)}, {e_float(sc, d - 1)}))"
        if k < 0.75:
            return f"'<{{}}>'.format({e_tuple(sc, d - 1)})"
        if k < 0.9:
            return f"str({atom(sc, R.choice(DICTS))})"
        return f"str({atom(sc, OPT) if sc.of(OPT) else 'None'})"

    return pickw([
        (3, lambda: f"{s()} + {s()}"), (4, method), (3, slicing), (3, conv), (2.5, fmt), (2, joins), (1, split_idx),
        (1, lambda: f"({s()} if {e_bool(sc, d - 1)} else {s()})"), (1.5, conv2),
        (1.5, lambda: from_objects(sc, STR, d) or atom(sc, STR)),
    ])


def e_list(sc, T, d):
    if d <= 0 or R.random() < 0.25:
        return atom(sc, T)
    E = ELEM[T]
    lv = sc.of(T)

    def l():
        return e_list(sc, T, d - 1)

    def comp():
        x = fresh("e")
        k = R.random()
        if k < 0.75:
            srcT = R.choice([T, T, LI, LS, LF])
            src, xt = e_list(sc, srcT, d - 1), ELEM[srcT]
        elif k < 0.9:
            src, xt = f"range({R.randint(-2, 2)}, {R.randint(0, 6)})", INT
        else:
            src, xt = e_str(sc, 0), STR
        sub = Scope(sc.types, sc.vals)
        sub.types[x] = xt
        sub.helper, sub.top = sc.helper, False
        body = expr(sub, E, d - 1)
        if x not in body:
            body = {INT: f"{x}" if xt == INT else f"len({x})" if xt == STR else f"int({x})",
                    FLT: f"float({x})" if xt != STR else f"float(len({x}))",
                    STR: f"str({x})" if xt != STR else f"{x}.upper()"}[E] if R.random() < 0.8 else body
        return f"[{body} for {x} in {src}]"

    def slicing():
        b = R.choice(lv) if lv else literal(sc, T)
        parts = [R.choice(["", str(R.randint(-4, 4))]), R.choice(["", str(R.randint(-4, 5))])]
        if R.random() < 0.5:
            parts.append(R.choice(["2", "-1", "-2", "3", "1", step_var(sc)]))
        return f"{b}[{':'.join(parts)}]"

    def special():
        if T == LI:
            k = R.random()
            if k < 0.35:
                return f"list(range({R.randint(-5, 5)}, {R.randint(-5, 9)}, {R.choice([1, 2, 3, -1, -2])}))"
            if k < 0.55:
                return f"list({atom(sc, DSI)}.values())"
            if k < 0.7:
                return f"[ord(c) for c in {e_str(sc, 0)}]"
            if k < 0.85:
                return f"[len(w) for w in {e_list(sc, LS, d - 1)}]"
            return f"list({atom(sc, DIF)}.keys())"
        if T == LS:
            k = R.random()
            if k < 0.35:
                return f"{e_str(sc, d - 1)}.split({R.choice(SEPS)!r})"
            if k < 0.5:
                return f"{e_str(sc, d - 1)}.split()"
            if k < 0.7:
                return f"list({atom(sc, DSI)}.keys())"
            if k < 0.85:
                return f"list({e_str(sc, 0)})"
            return f"[k for k in {atom(sc, DSI)}]"
        if R.random() < 0.5:
            return f"list({atom(sc, DIF)}.values())"
        return f"[v * {lit_float()} for v in {e_list(sc, LI, d - 1)}]"

    return pickw([
        (2, lambda: "[" + ", ".join(expr(sc, E, d - 1) for _ in range(R.randint(1, 3))) + "]"),
        (2, lambda: f"{l()} + {l()}"), (2, slicing), (1.5, lambda: f"sorted({l()})"),
        (1, lambda: f"list({l()})"), (0.7, lambda: f"{atom(sc, T)}.copy()"), (3, comp), (3, special),
        (0.5, lambda: f"{l()} * {R.randint(0, 2)}"),
    ])


def e_dict(sc, T, d):
    if d <= 0 or R.random() < 0.3:
        return atom(sc, T)
    if T == DSI:
        k = R.random()
        if k < 0.35:
            return f"{{w: len(w) for w in {e_list(sc, LS, d - 1)}}}"
        if k < 0.6:
            return f"{{w: i for i, w in enumerate({e_list(sc, LS, d - 1)})}}"
        if k < 0.8:
            return f"dict({atom(sc, DSI)})"
        return f"{atom(sc, DSI)}.copy()"
    k = R.random()
    if k < 0.5:
        return f"{{i: i * {lit_float()} for i in {e_list(sc, LI, d - 1)}}}"
    if k < 0.7:
        return f"{{i: v for i, v in enumerate({e_list(sc, LF, d - 1)})}}"
    return f"{atom(sc, DIF)}.copy()"


def e_tuple(sc, d=2):
    if d <= 0 or R.random() < 0.3:
        return atom(sc, TIS)
    r = from_objects(sc, TIS, d)
    if r and R.random() < 0.4:
        return r
    return f"({e_int(sc, d - 1)}, {e_str(sc, d - 1)})"


def e_tensor(sc, d=2):
    k = R.random()
    if k < 0.5:
        return f"torch.tensor({e_list(sc, LI, d - 1)})"
    if k < 0.7:
        return f"torch.tensor({e_list(sc, LF, d - 1)}, dtype=torch.float64)"
    t = atom(sc, TEN)
    return f"({t} {R.choice(['+', '*', '-'])} {e_int(sc, 0)})"


def expr(sc, T, d=2):
    if T == INT:
        return e_int(sc, d)
    if T == FLT:
        return e_float(sc, d)
    if T == BOOL:
        return e_bool(sc, d)
    if T == STR:
        return e_str(sc, d)
    if T in LISTS:
        return e_list(sc, T, d)
    if T in DICTS:
        return e_dict(sc, T, d)
    if T == TIS:
        return e_tuple(sc, d)
    if T == TEN:
        return e_tensor(sc, d)
    if T == OPT:
        if R.random() < 0.4:
            return f"{atom(sc, DSI)}.get({e_str(sc, 0)})"
        return R.choice(["None", e_int(sc, d)])
    if T == LLI:
        return e_nested(sc, d)
    if T in CLASSES:
        return ctor(sc, T, d)
    raise ValueError(T)


def e_nested(sc, d):
    if d <= 0 or R.random() < 0.3:
        return atom(sc, LLI)
    k = R.random()
    if k < 0.3:
        return f"[[v, v * {R.randint(-2, 3)}] for v in {e_list(sc, LI, d - 1)}]"
    if k < 0.45:
        return f"[{literal(sc, LI)}] * {R.randint(1, 3)}"
    if k < 0.6:
        return f"[list({atom(sc, LI)}) for _ in range({R.randint(0, 3)})]"
    if k < 0.75:
        return f"[[len(w)] for w in {e_list(sc, LS, d - 1)}]"
    if k < 0.9:
        return f"{atom(sc, LLI)} + {e_nested(sc, d - 1)}"
    return f"{atom(sc, LLI)}[{R.choice(['1:', ':-1', '::-1', '::2'])}]"


def nested(sc, d):
    ms = sc.of(LLI)
    m = R.choice(ms) if ms and R.random() < 0.8 else e_nested(sc, d - 1)
    k = R.random()
    if k < 0.4:
        return f"{m}[{idx_for(sc, m, d)}][{R.randint(-1, 1)}]"
    if k < 0.6:
        return f"len({m}[{idx_for(sc, m, d)}])"
    if k < 0.8:
        return f"sum({m}[{idx_for(sc, m, d)}])"
    return f"len({m})"


def st_nested(sc):
    ms = updatable(sc, (LLI,))
    if not ms:
        return None
    m = R.choice(ms)
    k = R.random()
    i = idx_for(sc, m, 1)
    if k < 0.35:
        return [f"{m}[{i}].append({e_int(sc, 1)})"], {}
    if k < 0.5:
        return [f"{m}.append({R.choice(['list(' + atom(sc, LI) + ')', literal(sc, LI)])})"], {}
    if k < 0.7:
        return [f"{m}[{i}][{R.randint(-1, 1)}] = {e_int(sc, 1)}"], {}
    if k < 0.8:
        return [f"{m}[{i}].{R.choice(['sort()', 'reverse()', 'pop()', 'clear()'])}"], {}
    if k < 0.9:
        return [f"{m}[{i}] = list({e_list(sc, LI, 1)})"], {}
    return [f"{m}[{i}] += [{e_int(sc, 1)}]"], {}


# ---------------------------------------------------------------- statements
def indent(lines, n=1):
    return ["    " * n + ln for ln in lines]


def new_type(sc):
    ts = [(5, INT), (3, FLT), (2, BOOL), (5, STR), (3, LI), (1.5, LF), (2.5, LS), (2, DSI), (1, DIF),
          (0.8, TIS), (0.3, TEN), (0.8, LLI)]
    ts += [(1.2, c) for c in CLASSES]
    return pickw([(w, lambda t=t: t) for w, t in ts])


def st_new(sc):
    T = new_type(sc)
    v = fresh(PREFIX.get(T, "c" if T in CLASSES and CLASSES[T]["kind"] == "class" else "p"))
    if T in LISTS + DICTS and R.random() < 0.2:
        return [f"{v}: {T} = {'[]' if T in LISTS else '{}'}"], {v: T}
    if T in LISTS + DICTS + (OPT,) and R.random() < 0.2:
        return [f"{v}: {T} = {expr(sc, T)}"], {v: T}
    if T == LI and sc.of(TEN) and R.random() < 0.3:
        return [f"{v}: List[int] = {R.choice(sc.of(TEN))}.tolist()"], {v: T}
    return [f"{v} = {expr(sc, T)}"], {v: T}


def updatable(sc, kinds):
    return [n for n in sc.types if sc.types[n] in kinds and not sc.is_frozen(n)]


def st_update(sc):
    """Reassign or augment an existing variable, keeping its type."""
    vs = updatable(sc, (INT, FLT, STR, BOOL) + LISTS + DICTS + (TIS, LLI) + tuple(CLASSES))
    if not vs:
        return None
    v = R.choice(vs)
    T = sc.types[v]
    if T == INT and R.random() < 0.6:
        op = R.choice(["+=", "-=", "*=", "+=", "|=", "^=", "&=", "+="])
        return [f"{v} {op} {e_int(sc, 1)}"], {}
    if T == FLT and R.random() < 0.6:
        return [f"{v} {R.choice(['+=', '-=', '*=', '/='])} {R.choice([e_float(sc, 1), e_int(sc, 1)])}"], {}
    if T == STR and R.random() < 0.5:
        return [f"{v} += {e_str(sc, 1)}"], {}
    if T in LISTS and R.random() < 0.3:
        return [f"{v} += {no_self(sc, v, expr(sc, T, 1))}"], {}
    if T == BOOL and R.random() < 0.3:
        return [f"{v} = not {v}"], {}
    e = expr(sc, T, 2 if sc.top else 1)
    if not sc.top and T in LISTS + DICTS + (LLI,) and (e.isidentifier() or " if " in e):
        # no new aliases inside loop bodies (a list being iterated must not grow)
        e = f"{'dict' if T in DICTS else 'list'}({e})"
    return [f"{v} = {e}"], {}


def st_list(sc):
    ls = updatable(sc, LISTS)
    if not ls:
        return None
    l = R.choice(ls)
    T = sc.types[l]
    E = ELEM[T]
    val = sc.val(l) or []
    d = 1

    def elem():
        if val and R.random() < 0.6:
            return repr(R.choice(val))
        return expr(sc, E, d)

    def newv(e, t):
        v = fresh(PREFIX[t])
        return [f"{v} = {e}"], {v: t}

    opts = [
        (4, lambda: ([f"{l}.append({expr(sc, E, d)})"], {})),
        (2, lambda: ([f"{l}.insert({e_int(sc, 1)}, {expr(sc, E, d)})"], {})),
        (1.5, lambda: ([f"{l}.pop()"], {}) if not sc.top else newv(f"{l}.pop()", E)),
        (1.5, lambda: newv(f"{l}.pop({idx_for(sc, l, 1)})", E) if sc.top else ([f"{l}.pop({idx_for(sc, l, 1)})"], {})),
        (1.5, lambda: ([f"{l}.remove({elem()})"], {})),
        (2, lambda: ([f"{l}.extend({no_self(sc, l, expr(sc, T, 1))})"], {})),
        (1.5, lambda: ([f"{l}.sort()"], {})), (1, lambda: ([f"{l}.sort(reverse=True)"], {})),
        (1, lambda: ([f"{l}.reverse()"], {})), (0.3, lambda: ([f"{l}.clear()"], {})),
        (1.5, lambda: ([f"del {l}[{idx_for(sc, l, 1)}]"], {})),
        (2.5, lambda: ([f"{l}[{idx_for(sc, l, 1)}] = {expr(sc, E, d)}"], {})),
        (1, lambda: ([f"{l}[{idx_for(sc, l, 1)}] {'+=' if E != INT else R.choice(['+=', '-=', '*='])} {expr(sc, E, 1)}"], {})),
    ]
    if sc.top:
        opts += [(1.5, lambda: newv(f"{l}.{'index' if val and R.random() < 0.8 else 'count'}({elem()})", INT)),
                 (1, lambda: alias(sc, l, T))]
    if not sc.top:
        # a guarded pop inside loops and branches
        opts.append((1.5, lambda: ([f"if len({l}) > {R.randint(0, 2)}:", f"    {l}.pop({R.choice(['', '0', '-1'])})"], {})))
    return pickw(opts)


def no_self(sc, l, e):
    """TorchScript's own `l += l` / `l.extend(l)` reads the list while it
    grows (it gives None elements), so a list is never extended by itself."""
    if e.isidentifier() and (e == l or (sc.vals.get(e) is not None and sc.vals.get(e) is sc.vals.get(l))
                             or sc.group.get(e, e) == sc.group.get(l, l)):
        return f"{e}[:]"
    return e


def alias(sc, l, T):
    v = fresh(PREFIX[T])
    sc.group[v] = sc.group.get(l, l)
    return [f"{v} = {l}"], {v: T}


def st_dict(sc):
    ds = updatable(sc, DICTS)
    if not ds:
        return None
    dd = R.choice(ds)
    T = sc.types[dd]
    KT, VT = (STR, INT) if T == DSI else (INT, FLT)
    val = sc.val(dd) or {}

    def key():
        if val and R.random() < 0.6:
            return repr(R.choice(list(val)))
        return repr(R.choice(KEYS)) if KT == STR and R.random() < 0.6 else expr(sc, KT, 1)

    def newv(e, t):
        v = fresh(PREFIX[t])
        return [f"{v} = {e}"], {v: t}

    opts = [
        (4, lambda: ([f"{dd}[{key()}] = {expr(sc, VT, 1)}"], {})),
        (2, lambda: ([f"{dd}[{key()}] += {expr(sc, VT, 1)}"], {})),
        (2, lambda: ([f"{dd}[{(k := key())}] = {dd}.get({k}, {expr(sc, VT, 0)}) + {expr(sc, VT, 0)}"], {})),
        (1.5, lambda: ([f"{dd}.pop({key()})"], {}) if not sc.top else newv(f"{dd}.pop({key()})", VT)),
        (1.5, lambda: newv(f"{dd}.pop({key()}, {expr(sc, VT, 1)})", VT) if sc.top else ([f"{dd}.pop({key()}, {expr(sc, VT, 0)})"], {})),
        (1.5, lambda: newv(f"{dd}.setdefault({key()}, {expr(sc, VT, 1)})", VT) if sc.top else ([f"{dd}.setdefault({key()}, {expr(sc, VT, 0)})"], {})),
        (1.5, lambda: ([f"{dd}.update({expr(sc, T, 1)})"], {})),
        (1.5, lambda: ([f"del {dd}[{key()}]"], {})),
        (0.3, lambda: ([f"{dd}.clear()"], {})),
    ]
    if sc.top:
        opts += [(1, lambda: alias(sc, dd, T))]
    if not sc.top:
        opts.append((1, lambda: ([f"if {key()} in {dd}:", f"    del {dd}[{key()}]"], {})))
    return pickw(opts)


def body_lines(sc, n, allow_break):
    lines = []
    for _ in range(n):
        r = inner_stmt(sc, allow_break)
        if r:
            lines += r
    return lines or ["pass"]


def inner_stmt(sc, allow_break, depth=0):
    def brk():
        return [f"if {e_bool(sc, 1)}:", f"    {R.choice(['break', 'continue'])}"]

    def nested_if():
        if depth >= 1:
            return None
        a = [inner_stmt(sc, allow_break, depth + 1) or ["pass"] for _ in range(R.randint(1, 2))]
        lines = [f"if {e_bool(sc, 1)}:"] + indent(sum(a, []))
        if R.random() < 0.5:
            lines += ["else:"] + indent(inner_stmt(sc, allow_break, depth + 1) or ["pass"])
        return lines

    def obj():
        cs = [n for n, t in sc.types.items() if t in CLASSES and CLASSES[t]["kind"] == "class" and not sc.is_frozen(n)]
        if not cs:
            return None
        c = R.choice(cs)
        if R.random() < 0.7:
            return [f"{c}.add({e_int(sc, 1)})"]
        return [f"{c}.total = {e_int(sc, 1)}"] if R.random() < 0.5 else [f"{c}.tag += {e_str(sc, 0)}"]

    r = pickw([(6, lambda: st_update(sc)), (4, lambda: st_list(sc)), (2.5, lambda: st_dict(sc)), (1, lambda: st_nested(sc)),
               (2 if allow_break else 0, brk), (1.5, nested_if), (1, obj)])
    if r is None:
        return None
    if isinstance(r, tuple):
        return r[0]
    return r


def st_if(sc):
    if R.random() < 0.45:
        # a new variable defined on every path
        T = new_type(sc)
        if T in CLASSES:
            T = INT
        v = fresh(PREFIX[T])
        lines = [f"if {e_bool(sc)}:", f"    {v} = {expr(sc, T)}"]
        if R.random() < 0.4:
            lines += [f"elif {e_bool(sc)}:", f"    {v} = {expr(sc, T)}"]
        lines += ["else:", f"    {v} = {expr(sc, T)}"]
        return lines, {v: T}
    sub = sub_scope(sc)
    lines = [f"if {e_bool(sc)}:"] + indent(body_lines(sub, R.randint(1, 3), False))
    if R.random() < 0.3:
        lines += [f"elif {e_bool(sc)}:"] + indent(body_lines(sub, R.randint(1, 2), False))
    if R.random() < 0.6:
        lines += ["else:"] + indent(body_lines(sub, R.randint(1, 2), False))
    return lines, {}


def sub_scope(sc, extra=None, frozen=()):
    sub = Scope(sc.types, sc.vals)
    sub.group = dict(sc.group)
    sub.frozen = set(sc.frozen) | set(frozen)
    sub.helper = sc.helper
    sub.top = False
    for n, t in (extra or {}).items():
        sub.types[n] = t
        sub.frozen.add(n)
    return sub


def small_int(sc):
    ns = [n for n in sc.of(INT) if isinstance(sc.val(n), int) and -12 <= sc.val(n) <= 12]
    k = R.random()
    if ns and k < 0.35:
        return R.choice(ns)
    if k < 0.55:
        ls = sc.of(LI) + sc.of(LS) + sc.of(STR)
        if ls:
            return f"len({R.choice(ls)})"
    return str(R.randint(-4, 8))


def st_for(sc):
    k = R.random()
    if k < 0.35:
        i = fresh("i")
        c = R.random()
        if c < 0.4:
            rng = f"range({small_int(sc)})"
        elif c < 0.7:
            rng = f"range({small_int(sc)}, {small_int(sc)})"
        else:
            rng = f"range({small_int(sc)}, {small_int(sc)}, {R.choice(['2', '3', '-1', '-2', '-3', '1'])})"
        head, extra, frozen = f"for {i} in {rng}:", {i: INT}, []
        if R.random() < 0.15:
            j = fresh("i")
            head, extra = f"for {j}, {i} in enumerate({rng}):", {i: INT, j: INT}
    elif k < 0.55:
        T = R.choice(LISTS)
        src = var(sc, T)
        if src is None:
            return None
        x = fresh("e")
        head, extra, frozen = f"for {x} in {src}:", {x: ELEM[T]}, [src]
    elif k < 0.65:
        T = R.choice(LISTS)
        src = var(sc, T)
        if src is None:
            return None
        i, x = fresh("i"), fresh("e")
        start = R.choice(["", "", ", 1", f", {R.randint(-2, 3)}"])
        head, extra, frozen = f"for {i}, {x} in enumerate({src}{start}):", {i: INT, x: ELEM[T]}, [src]
    elif k < 0.73:
        T1, T2 = R.choice(LISTS), R.choice(LISTS)
        a, b = var(sc, T1), var(sc, T2)
        if a is None or b is None:
            return None
        x, y = fresh("e"), fresh("e")
        head, extra, frozen = f"for {x}, {y} in zip({a}, {b}):", {x: ELEM[T1], y: ELEM[T2]}, [a, b]
        if R.random() < 0.3:
            z = fresh("e")
            head = f"for {x}, {y}, {z} in zip({a}, {b}, {e_str(sc, 0)}):"
            extra[z] = STR
    elif k < 0.88:
        T = R.choice(DICTS)
        dd = var(sc, T)
        if dd is None:
            return None
        KT, VT = (STR, INT) if T == DSI else (INT, FLT)
        kk, vv = fresh("k"), fresh("v")
        c = R.random()
        if c < 0.4:
            head, extra = f"for {kk}, {vv} in {dd}.items():", {kk: KT, vv: VT}
        elif c < 0.7:
            head, extra = f"for {kk} in {dd}:", {kk: KT}
        elif c < 0.85:
            head, extra = f"for {vv} in {dd}.values():", {vv: VT}
        else:
            head, extra = f"for {kk} in sorted({dd}.keys()):", {kk: KT}
        frozen = [dd]
    else:
        s = e_str(sc, 1)
        ch = fresh("ch")
        head, extra, frozen = f"for {ch} in {s}:", {ch: STR}, []
        if R.random() < 0.3:
            i = fresh("i")
            head, extra = f"for {i}, {ch} in enumerate({s}):", {i: INT, ch: STR}
    sub = sub_scope(sc, extra, frozen)
    sub.loop = sc.loop + 1
    # representative values of the loop variables, for picking indices
    for n, t in extra.items():
        sub.vals = dict(sub.vals)
        sub.vals[n] = {INT: 1, FLT: 1.0, STR: "ab"}.get(t)
    return [head] + indent(body_lines(sub, R.randint(1, 3), True)), {}


def st_while(sc):
    j = fresh("j")
    bound = small_int(sc)
    sub = sub_scope(sc, {}, [j])
    sub.types[j] = INT
    sub.loop = sc.loop + 1
    if R.random() < 0.6:
        cond = f"{j} < {bound}" + (f" and {e_bool(sub, 1)}" if R.random() < 0.4 else "")
        lines = [f"{j} = {R.randint(-2, 1)}", f"while {cond}:", f"    {j} += {R.choice([1, 1, 2])}"]
    else:
        lines = [f"{j} = 0", "while True:", f"    {j} += 1", f"    if {j} > {bound}:", "        break"]
    lines += indent(body_lines(sub, R.randint(1, 3), True))
    return lines, {j: INT}


def st_tuple(sc):
    k = R.random()
    if k < 0.3:
        T1, T2 = R.choice([INT, FLT, STR, BOOL, LI]), R.choice([INT, FLT, STR])
        a, b = fresh(PREFIX[T1]), fresh(PREFIX[T2])
        return [f"{a}, {b} = {expr(sc, T1, 1)}, {expr(sc, T2, 1)}"], {a: T1, b: T2}
    if k < 0.5:
        t = sc.of(TIS)
        src = R.choice(t) if t else e_tuple(sc, 2)
        a, b = fresh("n"), fresh("s")
        return [f"{a}, {b} = {src}"], {a: INT, b: STR}
    if k < 0.7:
        a, b, c = fresh("n"), fresh("s"), fresh("x")
        return [f"{a}, ({b}, {c}) = {e_int(sc, 1)}, ({e_str(sc, 1)}, {e_float(sc, 1)})"], {a: INT, b: STR, c: FLT}
    if k < 0.85:
        T = R.choice([INT, STR, FLT])
        vs = [v for v in sc.of(T) if not sc.is_frozen(v)]
        if len(vs) < 2:
            return None
        a, b = R.sample(vs, 2)
        return [f"{a}, {b} = {b}, {a}"], {}
    t = fresh("t")
    n = fresh("n")
    return [f"{t} = (({e_int(sc, 1)}, {e_str(sc, 1)}), {e_float(sc, 1)})", f"{n} = {t}[0][0] + len({t}[0][1])"], {n: INT}


def st_optional(sc):
    os_ = sc.of(OPT)
    k = R.random()
    if k < 0.35 or not os_:
        o = fresh("o")
        c = R.random()
        if c < 0.4:
            return [f"{o}: Optional[int] = None", f"if {e_bool(sc)}:", f"    {o} = {e_int(sc)}"], {o: OPT}
        if c < 0.7:
            return [f"{o} = {atom(sc, DSI)}.get({e_str(sc, 0)})"], {o: OPT}
        return [f"{o}: Optional[int] = {e_int(sc)} if {e_bool(sc)} else None"], {o: OPT}
    o = R.choice(os_)
    ns = [n for n in sc.of(INT) if not sc.is_frozen(n)]
    c = R.random()
    if c < 0.3 and ns:
        return [f"if {o} is not None:", f"    {R.choice(ns)} += {o}"], {}
    if c < 0.5:
        if sc.is_frozen(o):
            return None
        return [f"if {o} is None:", f"    {o} = {e_int(sc, 1)}"], {}
    if c < 0.6:
        n = fresh("n")
        return [f"if {o} is None:", f"    {n} = {e_int(sc, 1)}", "else:", f"    {n} = {o} * {e_int(sc, 0)}"], {n: INT}
    if c < 0.7:
        n = fresh("n")
        return [f"if isinstance({o}, int):", f"    {n} = {o} + 1", "else:", f"    {n} = {e_int(sc, 1)}"], {n: INT}
    n = fresh("n")
    return [f"{n} = {o} if {o} is not None else {e_int(sc, 1)}"], {n: INT}


def st_assert(sc):
    msg = R.choice(["'bad value'", "'x = ' + str(" + e_int(sc, 0) + ")", "f'check {" + e_str(sc, 0) + "}'"])
    return [f"assert {e_bool(sc)}, {msg}"], {}


def st_collect(sc):
    """An empty annotated container filled by a loop with a condition:
    the loop form of a comprehension with `if` (which TorchScript lacks)."""
    T = R.choice([LI, LS, LF, DSI])
    r = fresh(PREFIX[T])
    srcT = R.choice(LISTS)
    src = var(sc, srcT) or literal(sc, srcT)
    x = fresh("e")
    sub = sub_scope(sc, {x: ELEM[srcT]}, [src] if src in sc.types else [])
    sub.vals = dict(sub.vals)
    sub.vals[x] = {INT: 1, FLT: 1.0, STR: "ab"}[ELEM[srcT]]
    init = "[]" if T in LISTS else "{}"
    if T in LISTS:
        body = f"{r}.append({expr(sub, ELEM[T], 1)})"
    else:
        body = f"{r}[{expr(sub, STR, 1)}] = {expr(sub, INT, 1)}"
    return [f"{r}: {T} = {init}", f"for {x} in {src}:", f"    if {e_bool(sub, 1)}:", f"        {body}"], {r: T}


def st_object(sc):
    cls = [c for c in CLASSES]
    if not cls:
        return None
    objs = [n for n, t in sc.types.items() if t in CLASSES]
    if not objs or R.random() < 0.3:
        T = R.choice(cls)
        v = fresh("c" if CLASSES[T]["kind"] == "class" else "p")
        return [f"{v} = {ctor(sc, T, 2)}"], {v: T}
    o = R.choice(objs)
    T = sc.types[o]
    info = CLASSES[T]
    if info["kind"] == "nt":
        a, b, c = fresh("n"), fresh("x"), fresh("s")
        if R.random() < 0.5:
            return [f"{a}, {b}, {c} = {o}"], {a: INT, b: FLT, c: STR}
        return [f"{c} = {o}.name + str({o}.x) + str({o}.y)"], {c: STR}
    k = R.random()
    if k < 0.4:
        return [f"{o}.add({e_int(sc, 1)})"], {}
    if k < 0.55:
        return [f"{o}.total = {e_int(sc, 1)}"], {}
    if k < 0.65:
        a = fresh("c")
        return [f"{a} = {o}"], {a: T}
    if k < 0.8:
        others = sc.of(T)
        n = fresh("n")
        return [f"{n} = {o}.absorb({R.choice(others)})"], {n: INT}
    n = fresh("s")
    return [f"{n} = {o}.label() + str({o}.mean()) + str({o}.top())"], {n: STR}


def st_helper(sc):
    if not HELPERS:
        return None
    h = R.choice(list(HELPERS))
    rt = HELPERS[h][3]
    if R.random() < 0.15:
        return [call_helper(sc, h, 2)], {}  # called for its side effects only
    if rt == TIS and R.random() < 0.5:
        a, b = fresh("n"), fresh("s")
        return [f"{a}, {b} = {call_helper(sc, h, 2)}"], {a: INT, b: STR}
    v = fresh(PREFIX[rt])
    return [f"{v} = {call_helper(sc, h, 2)}"], {v: rt}


def st_tick(sc):
    """Side effects (tick) where the order or number of evaluations shows:
    subscripts of augmented assignments, keyword arguments, constructors."""
    def t(n=None):
        # an index in range when n (a length) is given
        return f"tick({TICK_LOG}, {R.randint(-n, n - 1) if n else R.randint(-3, 20)})"
    k = R.random()
    ls = [l for l in updatable(sc, (LI, LF, LS)) if sc.val(l)]
    if k < 0.3 and ls:
        l = R.choice(ls)
        E = ELEM[sc.types[l]]
        op = R.choice(["+=", "-=", "*="]) if E != STR else "+="
        return [f"{l}[{t(len(sc.val(l)))}] {op} {expr(sc, E, 1)}"], {}
    ds = [d_ for d_ in updatable(sc, (DSI,)) if sc.val(d_)]
    if k < 0.45 and ds:
        d_ = R.choice(ds)
        return [f"{d_}[list({d_}.keys())[{t(len(sc.val(d_)))}]] {R.choice(['+=', '-=', '*='])} {t()}"], {}
    ms = [m for m in updatable(sc, (LLI,)) if sc.val(m) and all(sc.val(m))]
    if k < 0.55 and ms:
        m = R.choice(ms)
        i = R.randrange(len(sc.val(m)))
        return [f"{m}[tick({TICK_LOG}, {i})][{t(len(sc.val(m)[i]))}] += {t()}"], {}
    hs = [h for h, (pn, pt, dflt, rt) in HELPERS.items() if len(pn) >= 2]
    if k < 0.8 and hs:
        h = R.choice(hs)
        pn, pt, dflt, rt = HELPERS[h]
        named = [(n, T) for n, T in zip(pn, pt) if n not in dflt or R.random() < 0.7]
        R.shuffle(named)
        args = ", ".join(f"{n}={t() if T == INT else expr(sc, T, 1)}" for n, T in named)
        v = fresh(PREFIX[rt])
        return [f"{v} = {h}({args})"], {v: rt}
    if CLASSES:
        T = R.choice(list(CLASSES))
        if CLASSES[T]["kind"] == "class":
            v = fresh("c")
            return [f"{v} = {T}(tag=str({t()}), start={t()})"], {v: T}
        v = fresh("p")
        return [f"{v} = {T}(y=float({t()}), name=str({t()}), x={t()})"], {v: T}
    a, b = fresh("n"), fresh("n")
    return [f"{a}, {b} = {t()}, {t()} * {t()}"], {a: INT, b: INT}


def statement(sc):
    r = pickw([
        (20, lambda: st_new(sc)), (8, lambda: st_update(sc)), (10, lambda: st_list(sc)), (6, lambda: st_dict(sc)),
        (3, lambda: st_nested(sc)),
        (8, lambda: st_if(sc)), (11, lambda: st_for(sc)), (4, lambda: st_while(sc)), (4, lambda: st_tuple(sc)),
        (4, lambda: st_optional(sc)), (2, lambda: st_assert(sc)), (3, lambda: st_collect(sc)),
        (5 if CLASSES else 0, lambda: st_object(sc)), (5 if HELPERS and not sc.helper else 0, lambda: st_helper(sc)),
        (6 if TICK_LOG in sc.types else 0, lambda: st_tick(sc)),
    ])
    return r


def raising_statement(sc):
    """A statement that raises at run time (both sides should raise)."""
    k = R.random()
    if k < 0.3:
        msg = R.choice(["'failed'", "str(" + e_int(sc, 0) + ")"])
        return [f"assert {e_bool(sc)}, {msg}"]
    if k < 0.45:
        l = var(sc, LI) or literal(sc, LI)
        return [f"{fresh('n')} = {l}[{R.choice([10, -10, 99])}]"]
    if k < 0.6:
        return [f"{fresh('n')} = {atom(sc, DSI)}[{R.choice(['zz', 'missing', 'A'])!r}]"]
    if k < 0.7:
        return [f"{fresh('n')} = int({R.choice(['abc', '1.5', '', '2x'])!r})"]
    if k < 0.8:
        return [f"{fresh('n')} = {e_int(sc, 1)} // 0" if R.random() < 0.5 else f"{fresh('n')} = {e_int(sc, 1)} % 0"]
    if k < 0.9:
        l = var(sc, LI) or literal(sc, LI)
        return [f"{l}.{R.choice(['remove', 'index'])}(12345)"]
    return [f"if {e_bool(sc)}:", f"    raise ValueError({e_str(sc, 1)})"]


# ---------------------------------------------------------------- checking
def pytype_ok(T, v):
    if T == INT:
        return isinstance(v, int) and not isinstance(v, bool) and abs(v) < 2 ** 24
    if T == FLT:
        return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) and abs(v) < 1e9
    if T == BOOL:
        return isinstance(v, bool)
    if T == STR:
        return isinstance(v, str) and len(v) < 300 and v.isascii()
    if T in LISTS:
        return isinstance(v, list) and len(v) < 120 and all(pytype_ok(ELEM[T], x) for x in v)
    if T == DSI:
        return isinstance(v, dict) and len(v) < 60 and all(pytype_ok(STR, a) and pytype_ok(INT, b) for a, b in v.items())
    if T == DIF:
        return isinstance(v, dict) and len(v) < 60 and all(pytype_ok(INT, a) and pytype_ok(FLT, b) for a, b in v.items())
    if T == OPT:
        return v is None or pytype_ok(INT, v)
    if T == LLI:
        return isinstance(v, list) and len(v) < 50 and all(pytype_ok(LI, x) for x in v)
    if T == TIS:
        return isinstance(v, tuple) and len(v) == 2 and pytype_ok(INT, v[0]) and pytype_ok(STR, v[1])
    if T == TEN:
        return isinstance(v, torch.Tensor) and v.numel() < 200 and v.dtype in (torch.int64, torch.float32, torch.float64)
    if T in CLASSES:
        if CLASSES[T]["kind"] == "nt":
            return isinstance(v, tuple) and len(v) == 3 and pytype_ok(INT, v[0]) and pytype_ok(FLT, v[1]) and pytype_ok(STR, v[2])
        return (pytype_ok(INT, v.total) and pytype_ok(STR, v.tag) and pytype_ok(LI, v.items)) if hasattr(v, "total") else False
    return False


class Timeout(Exception):
    pass


def _alarm(*_):
    raise Timeout()


signal.signal(signal.SIGALRM, _alarm)


def run_eager(code, gns, vals):
    ns = dict(gns)
    ns.update(copy.deepcopy(vals))
    signal.alarm(2)
    try:
        exec(code, ns)
    finally:
        signal.alarm(0)
    return ns


mod_counter = [0]
tmpdir = tempfile.mkdtemp(prefix="rlp")
import atexit, shutil
atexit.register(shutil.rmtree, tmpdir, True)
ts_stats = {"ok": 0, "rejected": 0}


def ts_run(src, entry, args):
    """Compile `src` with torch.jit.script and call `entry`, in a forked
    child (TorchScript itself can crash, e.g. SIGFPE folding `0 % 0`, or
    loop); returns (True, "ok"), (False, "raise") when TorchScript raised
    a torch.jit.Error at run time, or (False, why) otherwise."""
    mod_counter[0] += 1
    name = f"rlp_mod_{seed}_{mod_counter[0]}"
    path = os.path.join(tmpdir, name + ".py")
    with open(path, "w") as fh:
        fh.write(src)
    rfd, wfd = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(rfd)
        code = b"other"
        try:
            spec = importlib.util.spec_from_file_location(name, path)
            mod = importlib.util.module_from_spec(spec)
            sys.modules[name] = mod
            spec.loader.exec_module(mod)
            fn = torch.jit.script(getattr(mod, entry))
            try:
                fn(*copy.deepcopy(args))
                code = b"ok"
            except torch.jit.Error:
                code = b"raise"
        except BaseException:
            code = b"other"
        os.write(wfd, code)
        os._exit(0)
    os.close(wfd)
    deadline = time.time() + 15
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            break
        if time.time() > deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            os.close(rfd)
            return False, "timeout"
        time.sleep(0.01)
    got = os.read(rfd, 16).decode() or "crash"
    os.close(rfd)
    return got == "ok", got


def py_arg(T):
    if T == INT:
        return R.randint(-9, 12)
    if T == FLT:
        return round(R.uniform(-5, 5), 2)
    if T == BOOL:
        return R.random() < 0.5
    if T == STR:
        return R.choice(WORDS)
    if T == LI:
        return [R.randint(-9, 12) for _ in range(R.choice([0, 1, 2, 3, 4, 5, 6]))]
    if T == LF:
        return [round(R.uniform(-5, 5), 2) for _ in range(R.randint(0, 5))]
    if T == LS:
        return [R.choice(WORDS) for _ in range(R.randint(0, 4))]
    if T == DSI:
        return {k: R.randint(-5, 9) for k in R.sample(KEYS, R.randint(0, 4))}
    if T == DIF:
        return {k: round(R.uniform(-3, 3), 2) for k in R.sample(range(-3, 6), R.randint(0, 3))}
    if T == OPT:
        return None if R.random() < 0.4 else R.randint(-5, 9)
    raise ValueError(T)


def enc(v):
    if v is None or isinstance(v, (bool, int, str)):
        return v
    if isinstance(v, float):
        return {"float": v}
    if isinstance(v, list):
        return [enc(x) for x in v]
    if isinstance(v, dict):
        return {"dict": [[enc(k), enc(x)] for k, x in v.items()]}
    raise TypeError(type(v))


def returnable(types):
    return [n for n, t in types.items() if not (t in CLASSES and CLASSES[t]["kind"] == "class")]


def func_src(name, params, ptypes, defaults, body, ret, rtype=None):
    ps = []
    for p, t in zip(params, ptypes):
        ps.append(f"{p}: {t}" + (f" = {defaults[p]}" if p in defaults else ""))
    head = f"def {name}({', '.join(ps)})" + (f" -> {rtype}" if rtype else "") + ":"
    return "\n".join([head] + indent(body) + [f"    return {ret}"]) + "\n"


def ret_expr(names):
    if not names:
        return "0"
    return names[0] if len(names) == 1 else "(" + ", ".join(names) + ")"


def module_src(extra_funcs=()):
    return HEAD + "\n" + "\n\n".join(class_src + helper_src + list(extra_funcs))


def gen_body(sc, params, ptypes, defaults, argvals, n, entry, rtype=None, pre=()):
    """Statements for a function body, each checked eagerly and (for f) by
    TorchScript; returns the body lines."""
    gns = {}
    exec(module_src(), gns)
    body = list(pre)
    for _ in range(n):
        for attempt in range(40):
            try:
                r = statement(sc)
            except (IndexError, ValueError, KeyError):
                r = None
            if not r:
                continue
            lines, new = r
            code = "\n".join(lines)
            try:
                ns = run_eager(code, gns, sc.vals)
            except BaseException:
                continue
            ok = all(n_ in ns and pytype_ok(t, ns[n_]) for n_, t in list(sc.types.items()) + list(new.items())
                     if n_ in sc.vals or n_ in new)
            if not ok:
                continue
            if TS_CHECK and not rtype:
                types = dict(sc.types)
                types.update(new)
                src = module_src([func_src(entry, params, ptypes, defaults, body + lines, ret_expr(returnable(types)))])
                good, _ = ts_run(src, entry, argvals)
                if not good:
                    ts_stats["rejected"] += 1
                    continue
                ts_stats["ok"] += 1
            sc.vals = {k: ns[k] for k in list(sc.vals) + list(new) if k in ns}
            for k, t in new.items():
                sc.types[k] = t
                sc.group.setdefault(k, k)
            body += lines
            break
    return body[len(pre):]


# ---------------------------------------------------------------- helpers
def make_helper():
    name = fresh("h")
    np_ = R.randint(1, 3)
    ptypes = [R.choice([INT, INT, STR, STR, FLT, LI, LS, DSI]) for _ in range(np_)]
    params = [fresh("a") for _ in ptypes]
    defaults = {}
    if R.random() < 0.5 and ptypes[-1] in (INT, STR, FLT):
        defaults[params[-1]] = {INT: lit_int, STR: lit_str, FLT: lit_float}[ptypes[-1]]()
    rtype = R.choice([INT, INT, STR, FLT, BOOL, LI, TIS])
    for attempt in range(10):
        argvals = [py_arg(t) for t in ptypes]
        sc = Scope(dict(zip(params, ptypes)), dict(zip(params, copy.deepcopy(argvals))))
        sc.helper = True
        body = gen_body(sc, params, ptypes, defaults, argvals, R.randint(1, 4), name, rtype)
        if R.random() < 0.4:
            body = body + [f"if {e_bool(sc, 1)}:", f"    return {expr(sc, rtype, 1)}"]
        src = func_src(name, params, ptypes, defaults, body, expr(sc, rtype, 2), rtype)
        gns = {}
        try:
            exec(module_src([src]), gns)
            run = gns[name](*copy.deepcopy(argvals))
            if not pytype_ok(rtype, run):
                continue
        except BaseException:
            continue
        if TS_CHECK:
            caller = f"def _call_{name}():\n    return {name}({', '.join(repr(a) for a in argvals)})\n"
            good, _ = ts_run(module_src([src, caller]), f"_call_{name}", [])
            if not good:
                continue
        helper_src.append(src)
        HELPERS[name] = (params, ptypes, defaults, rtype)
        return


# ---------------------------------------------------------------- main
if R.random() < 0.35:
    make_class()
if R.random() < 0.3:
    make_namedtuple()
for _ in range(R.choice([0, 0, 1, 1, 2])):
    make_helper()

ptypes = [R.choice([INT, INT, FLT, STR, STR, LI, LI, LF, LS, LS, DSI, DIF, OPT, BOOL]) for _ in range(R.randint(1, 4))]
params = [f"a{i}" for i in range(len(ptypes))]
argvals = [py_arg(t) for t in ptypes]
sc = Scope(dict(zip(params, ptypes)), dict(zip(params, copy.deepcopy(argvals))))
pre = []
if R.random() < 0.5:
    # side effects in indices, keyword arguments, augmented-assignment targets
    # and chained comparisons show up in the order of this log
    helper_src.append("def tick(log: List[int], v: int) -> int:\n    log.append(v)\n    return v\n")
    sc.types[TICK_LOG], sc.vals[TICK_LOG] = LI, []
    sc.frozen.add(TICK_LOG)
    pre = [f"{TICK_LOG}: List[int] = []"]
body = pre + gen_body(sc, params, ptypes, {}, argvals, R.randint(5, 16), "f", pre=pre)

expect_raise = False
if R.random() < 0.07:
    gns = {}
    exec(module_src(), gns)
    for attempt in range(30):
        try:
            lines = raising_statement(sc)
        except (IndexError, ValueError, KeyError):
            continue
        try:
            run_eager("\n".join(lines), gns, sc.vals)
            continue
        except BaseException:
            pass
        if TS_CHECK:
            src = module_src([func_src("f", params, ptypes, {}, body + lines, ret_expr(returnable(sc.types)))])
            good, err = ts_run(src, "f", argvals)
            if good or err != "raise":
                continue
        body += lines
        expect_raise = True
        break

src = module_src([func_src("f", params, ptypes, {}, body or ["pass"], ret_expr(returnable(sc.types)))])
os.makedirs(out, exist_ok=True)
open(os.path.join(out, "prog.py"), "w").write(src)
json.dump([enc(a) for a in argvals], open(os.path.join(out, "args.json"), "w"))
if expect_raise:
    open(os.path.join(out, "expect_raise"), "w").write("1\n")
elif os.path.exists(os.path.join(out, "expect_raise")):
    os.remove(os.path.join(out, "expect_raise"))
if os.environ.get("RLP_STATS"):
    print(f"ts-check ok={ts_stats['ok']} rejected={ts_stats['rejected']}", file=sys.stderr)
