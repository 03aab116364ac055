"""Random tensor programs for differential testing against TorchScript.

usage: random_tensor_programs.py SEED OUTDIR
Writes OUTDIR/prog.py (entry `f`) and OUTDIR/args.json (its arguments in
the conformance VALUE encoding). Arguments are 1-3 tensors of random
dtypes and broadcastable shapes, maybe an int `k` and a float `s`; the body
is built statement by statement, each candidate run eagerly in PyTorch and
kept only when it runs, and the function returns every value it made.
Check one with compare_with_torchscript.py, e.g.
  for s in $(seq 1 500); do python3 random_tensor_programs.py $s /tmp/p/$s
    && python3 compare_with_torchscript.py /tmp/p/$s/prog.py f "$(cat /tmp/p/$s/args.json)"; done
Needs torch on your own machine, never in the build.
"""
import json, random, sys, os
import torch
seed, out = int(sys.argv[1]), sys.argv[2]
R = random.Random(seed)
torch.manual_seed(seed)
DTS = ["float32", "float32", "float64", "int64", "int64", "int32", "bool"]
TD = {"float32": torch.float32, "float64": torch.float64, "int64": torch.int64, "int32": torch.int32, "bool": torch.bool}

def rand_tensor(shape, dt):
    n = 1
    for s in shape: n *= s
    if dt.startswith("float"): data = [round(R.uniform(-3, 3), 2) for _ in range(n)]
    elif dt == "bool": data = [R.random() < 0.5 for _ in range(n)]
    else: data = [R.randint(-5, 5) for _ in range(n)]
    return torch.tensor(data, dtype=TD[dt]).reshape(shape)

base = [R.randint(1, 4) for _ in range(R.randint(1, 3))]
def bshape():
    s = list(base)
    for i in range(len(s)):
        if R.random() < 0.3: s[i] = 1
    if s and R.random() < 0.2: s = s[1:]
    return s

params, args, env = [], [], {}
for i in range(R.randint(1, 3)):
    dt = R.choice(DTS); sh = bshape() if i else list(base)
    t = rand_tensor(sh, dt); name = f"a{i}"
    params.append(f"{name}: torch.Tensor"); env[name] = t
    args.append({"tensor": {"dtype": dt, "shape": sh, "data": t.flatten().tolist()}})
if R.random() < 0.4:
    env["k"] = R.randint(-3, 4); params.append("k: int"); args.append(env["k"])
if R.random() < 0.4:
    env["s"] = round(R.uniform(-2, 2), 2); params.append("s: float"); args.append({"float": env["s"]})

def tv(): return [n for n, v in env.items() if isinstance(v, torch.Tensor)]
def num():
    c = R.random()
    if c < 0.3 and "k" in env: return "k"
    if c < 0.5 and "s" in env: return "s"
    if c < 0.75: return str(R.randint(-3, 4))
    return str(round(R.uniform(-2, 2), 1))
def dimof(n):
    r = env[n].dim()
    return R.randint(-r, r - 1) if r else 0

BIN = ["+", "-", "*", "/", "//", "%", "**", "==", "<", ">=", "!=", "&", "|", "^"]
FN2 = ["torch.maximum", "torch.minimum", "torch.atan2", "torch.fmod", "torch.remainder", "torch.pow",
       "torch.true_divide", "torch.floor_divide", "torch.mul", "torch.sub", "torch.eq", "torch.logical_and",
       "torch.logical_xor", "torch.bitwise_and", "torch.hypot", "torch.copysign", "torch.lt", "torch.ge"]
UN = ["torch.neg", "torch.abs", "torch.relu", "torch.sigmoid", "torch.tanh", "torch.exp", "torch.log", "torch.sqrt",
      "torch.floor", "torch.ceil", "torch.round", "torch.trunc", "torch.sign", "torch.logical_not", "torch.bitwise_not",
      "torch.square", "torch.reciprocal", "torch.rsqrt", "torch.sin", "torch.cos", "torch.log1p", "torch.expm1",
      "torch.frac", "torch.erf", "torch.sgn", "torch.signbit", "torch.isnan", "torch.isinf", "torch.isfinite",
      "torch.exp2", "torch.log2", "torch.log10", "torch.asin", "torch.atan", "torch.sinh", "torch.softmax_", "torch.positive",
      "torch.nan_to_num", "torch.deg2rad", "torch.logit", "torch.heaviside_"]
RED = ["sum", "mean", "amax", "amin", "prod", "argmax", "argmin", "any", "all", "std", "var", "logsumexp", "cumsum",
       "cumprod", "max", "min", "norm", "count_nonzero", "nansum", "median"]
CAST = [".float()", ".double()", ".long()", ".int()", ".to(torch.bool)", ".to(torch.float64)", ".to(torch.int32)", ".abs()", ".t()" ]

def expr():
    ts = tv(); a = R.choice(ts); b = R.choice(ts); c = R.random()
    if c < 0.22:
        op = R.choice(BIN)
        lhs, rhs = (a, b) if R.random() < 0.6 else ((a, num()) if R.random() < 0.6 else (num(), a))
        return f"{lhs} {op} {rhs}"
    if c < 0.34:
        f = R.choice(FN2); rhs = b if R.random() < 0.7 else num()
        return f"{f}({a}, {rhs})"
    if c < 0.50:
        f = R.choice(UN)
        if f == "torch.softmax_": return f"torch.softmax({a}, {dimof(a)})"
        if f == "torch.heaviside_": return f"torch.heaviside({a}, {b})"
        return f"{f}({a})"
    if c < 0.64:
        r = R.choice(RED)
        if r in ("cumsum", "cumprod", "logsumexp"): return f"torch.{r}({a}, {dimof(a)})"
        if r in ("max", "min", "median") and R.random() < 0.5:
            return f"torch.{r}({a}, {dimof(a)}, {R.random()<0.5})[{R.randint(0,1)}]"
        if R.random() < 0.35 or r in ("count_nonzero",): return f"{a}.{r}()"
        kd = "True" if R.random() < 0.4 else "False"
        if r in ("argmax", "argmin", "any", "all", "norm", "median", "max", "min"): return f"torch.{r}({a}, {dimof(a)}, {kd})" if r != "norm" else f"torch.norm({a}, dim={dimof(a)}, keepdim={kd})"
        return f"{a}.{r}({dimof(a)}, {kd})" if r not in ("mean", "std", "var") or R.random() < 0.5 else f"{a}.{r}(dim=[{dimof(a)}], keepdim={kd})"
    if c < 0.74:
        r = env[a].dim(); k = R.random()
        if k < 0.1 and r >= 2: return f"{a}.transpose({dimof(a)}, {dimof(a)})"
        if k < 0.2: return f"{a}.unsqueeze({R.randint(-r-1, r)})"
        if k < 0.3: return f"{a}.reshape(-1)"
        if k < 0.4 and r: return f"{a}[{R.randint(-env[a].shape[0], max(0, env[a].shape[0]-1))}]"
        if k < 0.5 and r: return f"{a}[{R.choice(['', '1', '-1'])}:{R.choice(['', '2', '-1'])}{R.choice(['', ':2', ':-1'])}]"
        if k < 0.6: return f"torch.cat([{a}, {b}], {dimof(a)})"
        if k < 0.68: return f"torch.stack([{a}, {b}], {R.randint(0, r)})"
        if k < 0.76: return f"{a}.flip({dimof(a)})" if r else f"{a}.clone()"
        if k < 0.84: return f"torch.where({a} > 0, {a}, {b})"
        if k < 0.9 and r: return f"{a}.squeeze({dimof(a)})"
        return f"{a}.expand_as({b})"
    if c < 0.82:
        return f"{a}{R.choice(CAST)}"
    if c < 0.88:
        return f"torch.clamp({a}, {R.choice(['None', num()])}, {num()})"
    if c < 0.92:
        return f"{a} @ {b}" if R.random() < 0.5 else f"torch.matmul({a}, {b}.t())"
    if c < 0.93:
        return f"torch.{R.choice(['zeros_like','ones_like','full_like'])}({a}{', ' + num() if R.random()<0 else ''})"
    m = R.choice(["add_", "mul_", "sub_", "clamp_", "neg_", "abs_", "div_", "fill_"])
    if m in ("neg_", "abs_"): return f"{a}.{m}()"
    if m == "clamp_": return f"{a}.clamp_({num()}, None)"
    return f"{a}.{m}({R.choice([b, num()])})"

lines = []
ns = {"torch": torch}
for i in range(R.randint(2, 7)):
    for attempt in range(30):
        e = expr()
        try:
            snap = {k: (v.clone() if isinstance(v, torch.Tensor) else v) for k, v in env.items()}
            v = eval(e, ns, dict(env))
            if not isinstance(v, torch.Tensor) or v.numel() > 4096 or v.dtype not in TD.values(): raise ValueError
        except Exception:
            for k, val in snap.items(): env[k] = val
            continue
        name = f"v{i}"; env[name] = v; lines.append(f"    {name} = {e}"); break
res = [n for n in env if n.startswith("v")] or ["a0"]
ret = res[0] if len(res) == 1 else "(" + ", ".join(res) + ")"
src = "import torch\nfrom typing import List, Tuple, Optional\n\ndef f(" + ", ".join(params) + "):\n" + "\n".join(lines) + f"\n    return {ret}\n"
os.makedirs(out, exist_ok=True)
open(os.path.join(out, "prog.py"), "w").write(src)
json.dump(args, open(os.path.join(out, "args.json"), "w"))
