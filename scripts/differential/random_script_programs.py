"""Random script programs for differential testing against TorchScript.

usage: random_script_programs.py SEED OUTDIR
Like random_tensor_programs.py (same outputs: OUTDIR/prog.py with entry
`f`, OUTDIR/args.json), but the statements exercise the language around
tensors rather than the elementwise ops: indexing (ints, slices, None,
ellipsis, masks, index tensors), index assignment and augmented
assignment, if/else on tensor and int conditions, for and while loops
with loop-carried tensors, lists of tensors (append, comprehension,
stack/cat, len), ints and floats taken from tensors (int(), float(),
size(), numel(), item()), torch.nn.functional ops, shape ops
(chunk/split/unbind, gather, index_select, narrow, topk, sort...) and
tensor factories. Each statement is run eagerly in PyTorch and kept only
when it runs; the function returns every value it made.
Needs torch on your own machine, never in the build.
"""
import os, random, re, sys
import json
import torch
import torch.nn.functional as F

seed, out = int(sys.argv[1]), sys.argv[2]
R = random.Random(seed)
torch.manual_seed(seed)
DTS = ["float32", "float32", "float32", "float64", "int64", "int64", "int32", "bool"]
TD = {"float32": torch.float32, "float64": torch.float64, "int64": torch.int64, "int32": torch.int32, "bool": torch.bool}


def rand_tensor(shape, dt):
    n = 1
    for s in shape:
        n *= s
    if dt.startswith("float"):
        data = [round(R.uniform(-3, 3), 2) for _ in range(n)]
    elif dt == "bool":
        data = [R.random() < 0.5 for _ in range(n)]
    else:
        data = [R.randint(-5, 5) for _ in range(n)]
    return torch.tensor(data, dtype=TD[dt]).reshape(shape)


base = [R.randint(1, 5) for _ in range(R.randint(1, 3))]
params, args, env = [], [], {}
for i in range(R.randint(1, 3)):
    dt = R.choice(DTS)
    sh = list(base) if i == 0 or R.random() < 0.6 else [R.randint(1, 4) for _ in range(R.randint(0, 3))]
    t = rand_tensor(sh, dt)
    name = f"a{i}"
    params.append(f"{name}: torch.Tensor")
    env[name] = t
    args.append({"tensor": {"dtype": dt, "shape": sh, "data": t.flatten().tolist()}})
if R.random() < 0.6:
    env["k"] = R.randint(-2, 4)
    params.append("k: int")
    args.append(env["k"])
if R.random() < 0.3:
    env["s"] = round(R.uniform(-2, 2), 2)
    params.append("s: float")
    args.append({"float": env["s"]})


def tensors(pred=lambda t: True):
    return [n for n, v in env.items() if isinstance(v, torch.Tensor) and pred(v)]


def ints():
    return [n for n, v in env.items() if isinstance(v, int) and not isinstance(v, bool)]


def pick(pred=lambda t: True):
    ts = tensors(pred)
    return R.choice(ts) if ts else None


def num():
    c = R.random()
    ns = ints()
    if c < 0.3 and ns:
        return R.choice(ns)
    if c < 0.4 and "s" in env:
        return "s"
    if c < 0.8:
        return str(R.randint(-2, 3))
    return str(round(R.uniform(-2, 2), 1))


def small_int():
    ns = ints()
    return R.choice(ns) if ns and R.random() < 0.4 else str(R.randint(-2, 3))


def dimof(n):
    r = env[n].dim()
    return R.randint(-r, r - 1) if r else 0


def index_expr(n):
    t = env[n]
    r = t.dim()
    k = R.random()
    if r == 0:
        return f"{n}[None]" if k < 0.5 else f"{n}[...]"
    sz = t.shape[0]
    if k < 0.15:
        return f"{n}[{small_int()}]"
    if k < 0.25 and r >= 2:
        return f"{n}[{small_int()}, {small_int()}]"
    if k < 0.35 and r >= 2:
        return f"{n}[:, {small_int()}]"
    if k < 0.42:
        return f"{n}[..., {small_int()}]"
    if k < 0.50:
        return f"{n}[None, {R.choice([':', '1:', ':-1', '::2'])}]"
    if k < 0.58:
        return f"{n}[{R.choice(['', '1', '-2', small_int()])}:{R.choice(['', '3', '-1', small_int()])}{R.choice(['', ':2', ':3'])}]"
    if k < 0.68:
        m = pick(lambda v: v.shape == t.shape)
        return f"{n}[{m} > 0]" if env[m].dtype != torch.bool else f"{n}[{m}]"
    if k < 0.78:
        idx = R.choice([f"torch.tensor([{R.randint(0, sz - 1)}, {R.randint(-sz, sz - 1)}])",
                        f"torch.argsort({n}.flatten()[:{sz}].float())" if t.numel() >= sz else f"torch.arange({sz})",
                        f"torch.tensor([[{R.randint(0, sz - 1)}], [0]])"])
        return f"{n}[{idx}]"
    if k < 0.86 and r >= 2:
        return f"{n}[1:, {R.choice(['None, ', ''])}{small_int()}]"
    if k < 0.93:
        return f"{n}.select({dimof(n)}, {small_int()})"
    return f"{n}.narrow({dimof(n)}, {R.randint(0, 1)}, {R.randint(0, 2)})"


FUN = ["F.relu({a})", "F.leaky_relu({a}, 0.1)", "F.elu({a})", "F.gelu({a})", "F.silu({a})", "F.softplus({a})",
       "F.hardtanh({a})", "F.log_softmax({a}, {d})", "F.softmax({a}, {d})", "F.normalize({a}, dim={d})",
       "F.layer_norm({a}, [{last}])", "F.pad({a}, [1, {p}])", "F.dropout({a}, 0.5, False)", "torch.sigmoid({a})",
       "F.mish({a})", "F.hardswish({a})", "F.relu6({a})", "F.softsign({a})", "F.celu({a})", "F.selu({a})",
       "F.logsigmoid({a})", "F.threshold({a}, 0.5, -1.0)", "F.glu({a}, {d})", "F.hardsigmoid({a})",
       "F.tanhshrink({a})", "F.softshrink({a})", "F.linear({a}, {a}.t() if {a}.dim() == 2 else {a}.reshape(1, -1))",
       "F.pad({a}, [1, 0, 0, 1], value=2.0)", "F.cosine_similarity({a}, {b}, {d})", "F.pairwise_distance({a}, {b})",
       "F.mse_loss({a}, {b})", "F.l1_loss({a}, {b})", "F.smooth_l1_loss({a}, {b})", "F.softmin({a}, {d})",
       "F.max_pool1d({a}, 2)", "F.avg_pool1d({a}, 2)", "F.adaptive_avg_pool1d({a}, 2)", "F.one_hot({a}.abs().long())",
       "F.embedding({a}.abs().long() % 3, torch.arange(12.).reshape(3, 4))"]
SHAPE = ["{a}.chunk(2, {d})[{j}]", "{a}.split(1, {d})[{j}]", "{a}.unbind({d})[{j}]", "{a}.repeat({rep})",
         "{a}.roll({i}, {d})", "torch.tril({a})", "torch.triu({a}, 1)", "{a}.flatten()", "{a}.view(-1)",
         "{a}.contiguous()", "torch.topk({a}, 1, {d})[{j}]", "torch.sort({a}, {d}, {desc})[{j}]",
         "torch.argsort({a}, {d})", "{a}.index_select({d}, torch.tensor([0]))", "torch.gather({a}, {d}, torch.zeros_like({a}).long())",
         "{a}.masked_fill({a} > 0, {n})", "{a}.permute({perm})", "torch.flip({a}, [{d}])", "{a}.unsqueeze(0).expand(2, {expand})",
         "{a}.mT", "{a}.T", "torch.diag({a})", "{a}.new_zeros([2])", "{a}.new_full([2, 1], {n})", "torch.movedim({a}, 0, -1)",
         "{a}.clone().fill_diagonal_({n})", "torch.nonzero({a})", "{a}.view_as({a})", "torch.outer({a}.flatten(), {a}.flatten())",
         "torch.kron({a}, {a})", "torch.cumsum({a}, {d})", "torch.diff({a}, dim={d})", "torch.einsum('i,i->', {a}.flatten().float(), {a}.flatten().float())",
         "torch.where({a} > 0)[0]", "{a}.type_as({b})", "torch.broadcast_tensors({a}, {b})[0]", "torch.bucketize({a}, torch.tensor([0, 1]))",
         "torch.searchsorted(torch.tensor([-1.0, 0.0, 1.0]), {a}.float())", "torch.unique({a})", "{a}.sum({d}, True) / {a}.size({d})"]
FACT = ["torch.arange({n})", "torch.arange(0, {n}, 2)", "torch.zeros([{n}, 2])", "torch.ones({n})", "torch.full([2, {n}], {f})",
        "torch.linspace(0, 1, {n})", "torch.eye({n})", "torch.tensor([{n}, 2, 3])", "torch.tensor({f})", "torch.empty(0)",
        "torch.zeros_like({a})", "torch.ones({n}, dtype=torch.int64)", "torch.arange({n}).reshape(-1, 1).float()"]


def fill(tmpl, a, b):
    t = env[a]
    r = t.dim()
    d = dimof(a)
    perm = list(range(r))
    R.shuffle(perm)
    n = R.choice(ints()) if ints() and R.random() < 0.5 else str(R.randint(0, 4))
    return tmpl.format(a=a, b=b, d=d, j=R.choice([0, -1, 1]), i=small_int(), n=n, f=num(),
                       last=t.shape[-1] if r else 1, p=R.randint(0, 2), desc=R.random() < 0.5,
                       rep=", ".join(str(R.randint(1, 2)) for _ in range(max(r, 1))),
                       perm=", ".join(map(str, perm)) if perm else "",
                       expand=", ".join("-1" for _ in range(r)) if r else "")


def expr():
    a, b = pick(), pick()
    c = R.random()
    if c < 0.25:
        return index_expr(a)
    if c < 0.45:
        return fill(R.choice(FUN), a, b)
    if c < 0.65:
        return fill(R.choice(SHAPE), a, b)
    if c < 0.72:
        return fill(R.choice(FACT), a, b)
    if c < 0.88:
        op = R.choice(["+", "-", "*", "/", "%", "//", "**", "<", "==", "&", "|"])
        lhs, rhs = (a, b) if R.random() < 0.6 else ((a, num()) if R.random() < 0.6 else (num(), a))
        return f"{lhs} {op} {rhs}"
    return f"{a}.{R.choice(['sum', 'mean', 'amax', 'prod', 'std', 'abs', 'float', 'long', 'exp', 'neg'])}()"


def scalar_expr():
    a = pick()
    t = env[a]
    k = R.random()
    if k < 0.2:
        return "int", f"int({a}.sum())"
    if k < 0.35 and t.dim():
        return "int", f"{a}.size({dimof(a)})"
    if k < 0.45:
        return "int", f"{a}.numel()"
    if k < 0.55:
        return "int", f"{a}.dim()"
    if k < 0.65 and t.dim():
        return "int", f"{a}.shape[{dimof(a)}]"
    if k < 0.75:
        return "float", f"float({a}.float().mean())"
    if k < 0.85:
        return "int", f"int({a}.argmax())"
    if k < 0.92:
        return "bool", f"bool({a}.any())"
    return "float", f"{a}.float().sum().item()"


def cond():
    a = pick()
    k = R.random()
    if k < 0.35:
        return f"bool({a}.sum() > {num()})"
    if k < 0.55:
        return f"{a}.float().mean() < {num()}"
    if k < 0.75 and ints():
        return f"{R.choice(ints())} {R.choice(['>', '<=', '==', '!='])} {R.randint(-1, 3)}"
    if k < 0.85:
        return f"{a}.dim() == {R.randint(0, 3)}"
    return f"bool({a}.any()) and {a}.numel() > {R.randint(0, 4)}"


def loop_count():
    return R.choice(ints()) if ints() and R.random() < 0.5 else str(R.randint(0, 4))


counter = [0]


def fresh(prefix):
    counter[0] += 1
    return f"{prefix}{counter[0]}"


def statement():
    """One statement: (code lines, the name it defines or None[, variants]).
    Variants are other paths through the statement (each branch; a loop run
    zero times): the defined tensor must have the same dtype and rank on
    each, as TorchScript programs keep them in practice (a branch-dependent
    rank or dtype is outside what we compile, and refused with a message)."""
    c = R.random()
    if c < 0.35:
        v = fresh("v")
        return [f"{v} = {expr()}"], v
    if c < 0.45:
        kind, e = scalar_expr()
        v = fresh({"int": "n", "float": "x", "bool": "b"}[kind])
        return [f"{v} = {e}"], v
    if c < 0.57:
        # index assignment / augmented assignment into a copy (a tensor the program made)
        made = [n for n in tensors() if n.startswith("v")] or tensors()
        a = R.choice(made)
        tgt = index_expr(a)
        if "select(" in tgt or "narrow(" in tgt:
            tgt = f"{a}[{small_int()}]" if env[a].dim() else f"{a}[...]"
        if R.random() < 0.5:
            return [f"{tgt} = {num()}"], None
        if R.random() < 0.5:
            return [f"{tgt} {R.choice(['+=', '-=', '*='])} {num()}"], None
        src = pick()
        return [f"{tgt} = {src}{R.choice(['', '[0]', '.sum()', '.flatten()[:1]'])}"], None
    if c < 0.62:
        a = pick()
        return [f"{a} {R.choice(['+=', '*=', '-='])} {R.choice([pick(), num()])}"], None
    if c < 0.74:
        v = fresh("v")
        e1, e2 = expr(), expr()
        return [f"if {cond()}:", f"    {v} = {e1}", "else:", f"    {v} = {e2}"], v, [[f"{v} = {e1}"], [f"{v} = {e2}"]]
    if c < 0.84:
        v = fresh("v")
        i = fresh("i")
        env[i] = 0
        body = expr()
        del env[i]
        a = pick()
        op = R.choice(["+", "*", "-"])
        init = R.choice([f"{a}.clone()", f"torch.zeros_like({a})", f"{a} * 0.5"])
        return [f"{v} = {init}", f"for {i} in range({loop_count()}):", f"    {v} = {v} {op} {body}"], v, [[f"{v} = {init}"], [f"{v} = {init}", f"for {i} in range(4):", f"    {v} = {v} {op} {body}"]]
    if c < 0.88:
        v = fresh("v")
        j = fresh("j")
        a = pick()
        return [f"{v} = {a}.float()", f"{j} = 0", f"while {j} < {loop_count()} and bool({v}.sum() < 100):",
                f"    {v} = {v} * 2 + 1", f"    {j} += 1"], v
    if c < 0.95:
        ls = fresh("ls")
        v = fresh("v")
        a = pick(lambda t: t.dim() > 0) or pick()
        i = fresh("i")
        if env[a].dim() == 0:
            return [f"{ls}: List[torch.Tensor] = [{a}, {a} + 1]", f"{v} = torch.stack({ls})"], v
        form = R.random()
        if form < 0.4:
            return [f"{ls}: List[torch.Tensor] = []", f"for {i} in range({a}.size(0)):",
                    f"    {ls}.append({a}[{i}] * {i})", f"{v} = torch.{R.choice(['stack', 'cat'])}({ls})"], v
        if form < 0.7:
            return [f"{ls} = [{i} + 1 for {i} in {a}.unbind(0)]", f"{v} = torch.stack({ls}, {R.randint(0, env[a].dim())})"], v
        return [f"{ls} = list({a}.split(1))", f"{ls}.append({a})", f"{v} = torch.cat({ls}) * len({ls})"], v
    a = pick(lambda t: t.dim() > 0) or pick()
    v = fresh("v")
    if env[a].dim() == 0:
        return [f"{v} = {a} + 1"], v
    i = fresh("r")
    return [f"{v} = torch.zeros_like({a}[0])", f"for {i} in {a}:", f"    {v} = {v} + {i}"], v


def run(lines, scope):
    code = re.sub(r"(ls\d+): List\[torch.Tensor\]", r"\1", "\n".join(lines))
    exec(code, {"torch": torch, "F": F}, scope)


body = []
for _ in range(R.randint(3, 9)):
    for attempt in range(40):
        lines, name, *variants = statement()
        scope = {k: (v.clone() if isinstance(v, torch.Tensor) else v) for k, v in env.items()}
        try:
            run(lines, scope)
            for alt in (variants[0] if variants else []):
                other = {k: (v.clone() if isinstance(v, torch.Tensor) else v) for k, v in env.items()}
                run(alt, other)
                if (other[name].dtype, other[name].dim()) != (scope[name].dtype, scope[name].dim()):
                    raise ValueError
            if name is not None:
                v = scope[name]
                if isinstance(v, torch.Tensor) and (v.numel() > 4096 or v.dtype not in TD.values()):
                    raise ValueError
        except Exception:
            continue
        for k, v in scope.items():
            if k in env or k == name:
                env[k] = v
        body += lines
        break

res = [n for n in env if n[0] in "vnxb" and n[1:].isdigit()] or ["a0"]
ret = res[0] if len(res) == 1 else "(" + ", ".join(res) + ")"
src = ("import torch\nimport torch.nn.functional as F\nfrom typing import List, Tuple, Optional\n\ndef f("
       + ", ".join(params) + "):\n" + "\n".join("    " + ln for ln in body) + f"\n    return {ret}\n")
os.makedirs(out, exist_ok=True)
open(os.path.join(out, "prog.py"), "w").write(src)
json.dump(args, open(os.path.join(out, "args.json"), "w"))
