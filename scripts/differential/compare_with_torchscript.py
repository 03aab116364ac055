"""Differential check of one program: real torch.jit.script against our tsc.

usage: compare_with_torchscript.py PROG ENTRY ARGS_JSON   (arguments in the
conformance VALUE encoding, test/conformance/FORMAT.md)
Prints one line: MATCH | DIFF want=.. got=.. | OURS-COMPILE-ERR .. |
OURS-RAISE .. | OURS-CRASH .. | TORCH-RAISE .. | BOTH-RAISE ..
Environment: TSC (the tsc binary; default target/debug/tsc), STRICT=1
(floats equal to the last bit, sign of zero included), QUIET_RAISE=1
(BOTH-RAISE without the messages), TMO (seconds for tsc). Needs torch on
your own machine, never in the build.
"""
import importlib.util, json, math, os, subprocess, sys, tempfile
import torch
TSC = os.environ.get("TSC", os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../target/debug/tsc"))
STRICT = os.environ.get("STRICT") == "1"
DT = {torch.float32: "float32", torch.float64: "float64", torch.int64: "int64",
      torch.int32: "int32", torch.bool: "bool"}
RDT = {v: k for k, v in DT.items()}

def enc(v):
    if v is None: return None
    if isinstance(v, bool): return v
    if isinstance(v, int): return v
    if isinstance(v, float): return {"float": v}
    if isinstance(v, str): return v
    if isinstance(v, torch.Tensor):
        t = v.detach().contiguous()
        return {"tensor": {"dtype": DT.get(t.dtype, str(t.dtype)), "shape": list(t.shape), "data": t.flatten().tolist()}}
    if isinstance(v, tuple): return {"tuple": [enc(x) for x in v]}
    if isinstance(v, list): return [enc(x) for x in v]
    if isinstance(v, dict): return {"dict": [[enc(k), enc(x)] for k, x in v.items()]}
    raise TypeError(type(v))

def dec(v):
    if isinstance(v, dict):
        if "float" in v: return float(v["float"])
        if "tuple" in v: return tuple(dec(x) for x in v["tuple"])
        if "dict" in v: return {dec(k): dec(x) for k, x in v["dict"]}
        if "tensor" in v:
            t = v["tensor"]
            return torch.tensor(t["data"], dtype=RDT[t["dtype"]]).reshape(t["shape"])
    if isinstance(v, list): return [dec(x) for x in v]
    return v

def feq(a, b):
    if isinstance(a, float) and isinstance(b, float):
        if math.isnan(a) or math.isnan(b): return math.isnan(a) and math.isnan(b)
        if STRICT: return a == b and math.copysign(1, a) == math.copysign(1, b)
        # A float from a float32 tensor (`x.sum().item()`) carries its
        # rounding, which the order of a sum changes.
        return a == b or abs(a - b) <= 1e-5 * max(abs(a), abs(b), 1.0)
    return a == b

def same(a, b):
    if isinstance(a, dict) and isinstance(b, dict):
        if "float" in a and "float" in b: return feq(float(a["float"]), float(b["float"]))
        if "tensor" in a and "tensor" in b:
            x, y = a["tensor"], b["tensor"]
            if x["dtype"] != y["dtype"] or x["shape"] != y["shape"]: return False
            for p, q in zip(x["data"], y["data"]):
                if isinstance(p, float) or isinstance(q, float):
                    p, q = float(p), float(q)
                    if math.isnan(p) or math.isnan(q):
                        if not (math.isnan(p) and math.isnan(q)): return False
                    elif STRICT:
                        if p != q: return False
                    elif not (p == q or abs(p - q) <= 1e-5 + 1e-4 * abs(q)): return False
                elif p != q: return False
            return True
        if a.keys() != b.keys(): return False
        return all(same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if type(a) != type(b): return False
    return feq(a, b)

def main():
    prog, entry, args = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
    spec = importlib.util.spec_from_file_location("prog_mod", prog)
    mod = importlib.util.module_from_spec(spec); sys.modules["prog_mod"] = mod
    torch_err = None
    try:
        spec.loader.exec_module(mod)
        fn = torch.jit.script(getattr(mod, entry))
        want = enc(fn(*dec(args)))
    except Exception as e:
        msg = str(e).strip().splitlines()
        torch_err = (type(e).__name__ + ": " + " | ".join(msg[:3]))[:300]
    d = tempfile.mkdtemp()
    with open(os.path.join(d, "a.json"), "w") as fh: json.dump({"entry": entry, "args": args}, fh)
    try:
        p = subprocess.run([TSC, "run", prog, "--entry", entry, "--args", os.path.join(d, "a.json"), "--result", os.path.join(d, "o.json")], capture_output=True, text=True, timeout=float(os.environ.get("TMO", "120")))
    except subprocess.TimeoutExpired:
        print("OURS-TIMEOUT" + (" (torch raised)" if torch_err else "")); return
    if p.returncode != 0:
        err = p.stderr.strip()
        kind = "OURS-RAISE" if ("Error" in err.split("\n")[0] and ": error:" not in err.split("\n")[0]) else "OURS-COMPILE-ERR"
        if p.returncode < 0 or "panicked" in err or "internal error" in err.lower(): kind = "OURS-CRASH"
        if torch_err and kind != "OURS-CRASH":
            print("BOTH-RAISE" if os.environ.get("QUIET_RAISE") else f"BOTH-RAISE torch={torch_err} | ours={err[:300]}"); return
        print(f"{kind} rc={p.returncode} {err[:600]}" + (f" || torch={torch_err}" if torch_err else "")); return
    if torch_err:
        print(f"TORCH-RAISE {torch_err}"); return
    got = json.load(open(os.path.join(d, "o.json")))
    if same(got, want): print("MATCH")
    else: print(f"DIFF want={json.dumps(want)[:800]} got={json.dumps(got)[:800]}")

main()
