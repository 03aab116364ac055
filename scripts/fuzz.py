#!/usr/bin/env python3
"""Mutation fuzzing of tsc and ts-opt: looks for crashes, not wrong answers.

Every input is a test input of the repository, mutated: conformance
programs (their source, their example inputs, or the numbers in them made
huge or negative) and the lit suite's IR files. A run is a finding when the
tool dies of a signal, panics, trips an LLVM/MLIR assertion, exits with a
status other than 0 or 1, exits 1 without an `error:`, or runs past the
time limit. Findings are copied to /tmp/ts-fuzz/MODE/N/ with `why.txt`.

  scripts/fuzz.py MODE COUNT [SEED]

MODE: src      mutated source, `tsc compile` (frontend and importer)
      lower    mutated source, `tsc compile --emit=llvm` on the example inputs
      run      mutated source, `tsc run`
      args     mutated example inputs (shapes, dtypes, values), `tsc run`
      huge     one number of the source made huge/negative/zero, `--emit=llvm`
      hugerun  the same, `tsc run` (a huge loop that times out is not a finding)
      opt      mutated lit IR through its file's pipeline and the full one, `ts-opt`

Build first (cargo build -p tsc -p ts-opt). TS_FUZZ_CASES='/dir/*' mutates
those case folders instead of the conformance cases. Mutations are drawn up front
from SEED, so a (MODE, COUNT, SEED) triple always makes the same inputs.
"""
import glob, json, os, random, re, shutil, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TSC = os.path.join(ROOT, "target/debug/tsc")
OPT = os.path.join(ROOT, "target/debug/ts-opt")
# TS_FUZZ_CASES: a glob of other case folders (prog.py, args.json) to mutate.
CASES = sorted(d for d in glob.glob(os.environ.get("TS_FUZZ_CASES",
                                                   os.path.join(ROOT, "test/conformance/cases/*")))
               if os.path.exists(os.path.join(d, "args.json")))

SNIPPETS = ["if", "else:", "for", "while", "return", "None", "True", "lambda", "yield", "del", "pass",
            "break", "continue", "assert", "raise", "with", "global", "not", "and", "or", "is", "in", ":",
            "(", ")", "[", "]", "{", "}", ",", ".", "=", "+=", "**", "//", "%", "@", "->", "'", '"', "\\",
            "#", "0", "-1", "1e308", "99999999999999999999", "0.0", "nan", "inf", "float('nan')", "x",
            "self", "torch", "Tensor", "List[int]", "Optional[Tensor]", "Dict[str, int]", "Tuple[()]", "Any",
            "int", "str", "torch.zeros(0)", "torch.ones(3, 0)", "[]", "{}", "()", "x[0]", "x[-100]",
            "x[::0]", "x[None]", "...", "x.size(99)", "x.view(-1, -1)", "x.sum(5)", "torch.cat([])",
            "len(x)", "range(0, 10, 0)", "\t", "\n", "    "]
HUGE = ["9223372036854775807", "4611686018427387904", "1000000000000", "-9223372036854775808", "-5",
        "100000", "0"]
IR_SNIPPETS = ["0", "-1", "9223372036854775807", "?", "i1", "f64", "i64", "index", "[]", "[0]", "[-1]",
               "[?, ?]", "%arg0", "%0", "{}", "!ts.tensor", "!ts.tensor<[2,3],f32>", "!ts.tensor<*,f32>",
               "!ts.list<!ts.tensor>", "dim = 5", "dim = -9", "true", "false", '""', "unit", "ts.add",
               "ts.matmul", "ts.slice", "ts.cat", "ts.reshape", ""]


def tokens(s, pattern=r"[A-Za-z_][A-Za-z_0-9]*|\d+\.?\d*(?:e[-+]?\d+)?|\S"):
    return list(re.finditer(pattern, s))


def splice(s, t, text):
    return s[:t.start()] + text + s[t.end():]


def mutate_source(rnd, src):
    lines, toks = src.split("\n"), tokens(src)
    kind = rnd.randrange(10)
    if kind < 3 and toks:
        t = rnd.choice(toks)
        return splice(src, t, ["", rnd.choice(SNIPPETS), rnd.choice(toks).group()][kind])
    if kind == 3:
        i = rnd.randrange(len(lines)); lines.insert(i, lines[i])
    elif kind == 4 and len(lines) > 1:
        del lines[rnd.randrange(len(lines))]
    elif kind == 5:
        i, j = rnd.randrange(len(lines)), rnd.randrange(len(lines)); lines[i], lines[j] = lines[j], lines[i]
    elif kind == 6:
        i = rnd.randrange(len(lines)); lines[i] = rnd.choice(["", "  ", "    ", "\t"]) + lines[i].lstrip()
    elif kind == 7:
        return src[:rnd.randrange(len(src) + 1)]
    elif kind == 8 and toks:
        t = rnd.choice(toks); return src[:t.start()] + rnd.choice(SNIPPETS) + " " + src[t.start():]
    else:
        return make_huge(rnd, src) or src + "\n" + rnd.choice(SNIPPETS)
    return "\n".join(lines)


def make_huge(rnd, src):
    numbers = [t for t in tokens(src) if t.group()[0].isdigit()]
    return splice(src, rnd.choice(numbers), rnd.choice(HUGE)) if numbers else None


def mutate_value(rnd, v):
    r = rnd.randrange(8)
    if isinstance(v, dict) and "tensor" in v:
        t = dict(v["tensor"])
        if r == 0:
            t["shape"], t["data"] = [0] + t["shape"][1:], []
        elif r == 1:
            t["dtype"] = rnd.choice(["float32", "float64", "int64", "int32", "bool"])
        elif r == 2:
            t["shape"] = t["shape"] + [1]
        elif r == 3:
            t["shape"] = t["shape"][:-1]
        elif r == 4:
            t["data"] = t["data"][:-1]
        elif r == 5:
            return rnd.choice([None, 3, {"float": 1.5}, "s", [], True])
        elif r == 6 and t["shape"]:
            t["shape"] = [s * 2 for s in t["shape"]]
            n = 1
            for s in t["shape"]:
                n *= s
            t["data"] = [True] * n if t["dtype"] == "bool" else ([0.5] if t["dtype"].startswith("float") else [1]) * n
        else:
            t["data"] = [float("nan") if isinstance(d, float) else d for d in t["data"]]
        return {"tensor": t}
    if isinstance(v, list):
        if r == 0:
            return []
        if r == 1 and v:
            return v[:-1]
        if r == 2 and v:
            return v + [v[0]]
        if v and r < 6:
            v = list(v); i = rnd.randrange(len(v)); v[i] = mutate_value(rnd, v[i]); return v
        return rnd.choice([None, 3, "s"])
    if isinstance(v, bool):
        return rnd.choice([not v, 1, None])
    if isinstance(v, int):
        return rnd.choice([0, -1, -v, 7, -(2**63), {"float": 1.0}, None, True])
    if isinstance(v, dict) and "float" in v:
        return rnd.choice([{"float": 0.0}, {"float": -1e308}, 0, None])
    if isinstance(v, dict) and "tuple" in v:
        items = list(v["tuple"])
        if items and r < 5:
            i = rnd.randrange(len(items)); items[i] = mutate_value(rnd, items[i]); return {"tuple": items}
        return {"tuple": items[:-1]} if items else None
    if isinstance(v, dict) and "dict" in v:
        return {"dict": []} if r < 3 else {"dict": v["dict"] + v["dict"][:1]}
    if isinstance(v, str):
        return rnd.choice(["", "x" * 1000, 3, None, "\u00e9\u4e2d"])
    return rnd.choice([None, 0, "s", []])


def script_inputs(mode, rnd, count):
    """(files to write, command) per run."""
    runs = []
    for _ in range(count):
        case = rnd.choice(CASES)
        src = open(os.path.join(case, "prog.py")).read()
        args = json.load(open(os.path.join(case, "args.json")))
        if mode in ("src", "lower", "run"):
            for _ in range(rnd.choice([1, 1, 1, 2, 3])):
                src = mutate_source(rnd, src)
        elif mode in ("huge", "hugerun"):
            src = make_huge(rnd, src) or src
        elif args["args"]:
            i = rnd.randrange(len(args["args"])); args["args"][i] = mutate_value(rnd, args["args"][i])
        cmd = {"src": ["compile", "prog.py", "--entry", args["entry"]],
               "lower": ["compile", "prog.py", "--args", "args.json", "--emit", "llvm"],
               "huge": ["compile", "prog.py", "--args", "args.json", "--emit", "llvm"]}.get(
                   mode, ["run", "prog.py", "--args", "args.json"])
        runs.append(({"prog.py": src, "args.json": json.dumps(args)}, [TSC] + cmd))
    return runs


def ir_inputs(rnd, count):
    chunks = []
    for f in sorted(glob.glob(os.path.join(ROOT, "test/**/*.mlir"), recursive=True)):
        if "/Output/" in f:
            continue
        text = open(f).read()
        pipes = re.findall(r"--pass-pipeline='([^']*)'", text)[:1] + ["builtin.module(ts-to-llvm-pipeline)"]
        chunks.extend((c, pipes) for c in text.split("// -----"))
    runs = []
    for _ in range(count):
        c, pipes = rnd.choice(chunks)
        for _ in range(rnd.choice([1, 1, 2])):
            t = tokens(c, r"%[\w#]+|![\w.]+|#\w+|@\w+|[A-Za-z_][\w.]*|-?\d+|\S")
            if t:
                x = rnd.choice(t)
                c = splice(c, x, rnd.choice(["", rnd.choice(IR_SNIPPETS), rnd.choice(t).group()]))
        runs.append(({"in.mlir": c}, [OPT, "in.mlir", "--pass-pipeline=" + rnd.choice(pipes)]))
    return runs


def main():
    mode, count = sys.argv[1], int(sys.argv[2])
    rnd = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 0)
    runs = ir_inputs(rnd, count) if mode == "opt" else script_inputs(mode, rnd, count)
    out = f"/tmp/ts-fuzz/{mode}"
    os.makedirs(out, exist_ok=True)

    def one(i):
        files, cmd = runs[i]
        work = f"/tmp/ts-fuzz/work-{mode}-{i}"
        os.makedirs(work, exist_ok=True)
        for name, text in files.items():
            open(os.path.join(work, name), "w").write(text)
        try:
            p = subprocess.run(cmd, cwd=work, capture_output=True, text=True, timeout=20 if mode == "hugerun" else 60)
            rc, err = p.returncode, p.stderr
        except subprocess.TimeoutExpired:
            rc, err = ("timeout", "") if mode != "hugerun" else (1, "error: (a huge loop)")
        bad = (rc not in (0, 1) or "panicked" in err or "LLVM ERROR" in err or "Assertion `" in err
               or (rc == 1 and "error" not in err))
        if bad:
            shutil.copytree(work, f"{out}/{i}", dirs_exist_ok=True)
            open(f"{out}/{i}/why.txt", "w").write(f"rc={rc}\ncmd={' '.join(cmd)}\n{err[-3000:]}")
        shutil.rmtree(work, ignore_errors=True)
        return f"finding {out}/{i}: rc={rc}" if bad else None

    findings = 0
    with ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        for r in pool.map(one, range(count)):
            if r:
                findings += 1
                print(r, flush=True)
    print(f"{mode}: {count} runs, {findings} findings")
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
