//! Statement syntax, indentation handling and type comments, checked against
//! S-expressions of the parsed module.

mod common;

use common::{module_sexp, parse_ok};
use ts_frontend::ast::{ExprKind, ParamKind, StmtKind};

/// Each row: a source file, and its statements as S-expressions (one per line).
const CASES: &[(&str, &str)] = &[
    // simple statements
    ("pass; break; continue", "pass\nbreak\ncontinue"),
    ("x = 1;", "(= x 1)"),
    ("return", "(return _)"),
    ("return a, b", "(return (tuple a b))"),
    ("a = b = c", "(= a b c)"),
    ("a, b = b, a", "(= (tuple a b) (tuple b a))"),
    ("(a, b), [c, d] = x", "(= (tuple (tuple a b) (list c d)) x)"),
    ("first, *rest = xs", "(= (tuple first (* rest)) xs)"),
    ("self.x = y", "(= (. self x) y)"),
    ("d[k] = v", "(= (sub d k) v)"),
    ("x: int = 5", "(: x int 5)"),
    ("x: List[int]", "(: x (sub List int) _)"),
    ("self.w: Tensor = t", "(: (. self w) Tensor t)"),
    (
        "x += 1\nx -= 1\nx *= 1\nx /= 1\nx //= 1\nx %= 1\nx **= 1",
        "(+= x 1)\n(-= x 1)\n(*= x 1)\n(/= x 1)\n(//= x 1)\n(%= x 1)\n(**= x 1)",
    ),
    ("x &= 1\nx |= 1\nx ^= 1\nx <<= 1\nx >>= 1\nx @= m", "(&= x 1)\n(|= x 1)\n(^= x 1)\n(<<= x 1)\n(>>= x 1)\n(@= x m)"),
    ("a[i] += 1", "(+= (sub a i) 1)"),
    ("assert x", "(assert x _)"),
    ("assert x > 0, 'msg'", "(assert (cmp x > 0) \"msg\")"),
    ("raise", "(raise _ _)"),
    ("raise ValueError('x') from e", "(raise (call ValueError \"x\") e)"),
    ("del a, b[0]", "(del a (sub b 0))"),
    ("global a, b", "(global a b)"),
    ("nonlocal c", "(nonlocal c)"),
    ("import torch", "(import torch)"),
    ("import torch.nn.functional as F, math", "(import torch.nn.functional as F, math)"),
    ("from typing import List, Dict as D", "(from typing import List, Dict as D)"),
    ("from . import x", "(from . import x)"),
    ("from ..a.b import (c,\n   d,)", "(from ..a.b import c, d)"),
    ("from enum import *", "(from enum import *)"),
    ("print('a', sep='')", "(call print \"a\" sep=\"\")"),
    // compound statements
    ("if a:\n    x = 1\n", "(if a [(= x 1)] [])"),
    ("if a: return 1", "(if a [(return 1)] [])"),
    ("if a: x = 1; y = 2\nz = 3", "(if a [(= x 1) (= y 2)] [])\n(= z 3)"),
    (
        "if a:\n    pass\nelif b:\n    x = 1\nelif c: y = 2\nelse:\n    z = 3",
        "(if a [pass] [(if b [(= x 1)] [(if c [(= y 2)] [(= z 3)])])])",
    ),
    ("while x:\n    x -= 1\nelse:\n    pass", "(while x [(-= x 1)] [pass])"),
    ("for i in range(3):\n    pass", "(for i (call range 3) [pass] [])"),
    ("for i, (a, b) in items:\n    pass\nelse:\n    pass", "(for (tuple i (tuple a b)) items [pass] [pass])"),
    ("for x in 1, 2:\n    pass", "(for x (tuple 1 2) [pass] [])"),
    ("with a as b, c:\n    pass", "(with (a as b) c [pass])"),
    (
        "try:\n    pass\nexcept E as e:\n    pass\nexcept:\n    pass\nelse:\n    pass\nfinally:\n    pass",
        "(try [pass] (except E e [pass]) (except _ _ [pass]) [pass] [pass])",
    ),
    ("def f(): pass", "(def f() [pass])"),
    (
        "def f(a, b: int, c: float = 1.0, *args: int, d, e=2, **kw) -> Tuple[int, int]:\n    return a, b",
        "(def f(a b:int c:float=1.0 *args:int kw:d kw:e=2 **kw) -> (sub Tuple (tuple int int)) [(return (tuple a b))])",
    ),
    ("def f(a, /, b, *, c):\n    pass", "(def f(pos:a b kw:c) [pass])"),
    ("def f(x: 'Tensor') -> 'Tensor':\n    return x", "(def f(x:\"Tensor\") -> \"Tensor\" [(return x)])"),
    ("@torch.jit.export\ndef f(self):\n    pass", "(@(. (. torch jit) export) def f(self) [pass])"),
    (
        "@staticmethod\n\n@torch.jit.ignore\ndef f():\n    pass",
        "(@staticmethod @(. (. torch jit) ignore) def f() [pass])",
    ),
    ("class A:\n    pass", "(class A() [pass])"),
    ("class M(torch.nn.Module):\n    pass", "(class M((. (. torch nn) Module)) [pass])"),
    ("class P(NamedTuple):\n    x: int\n    y: float = 0.0", "(class P(NamedTuple) [(: x int _) (: y float 0.0)])"),
    ("class C(Enum):\n    RED = 1\n    GREEN = 2", "(class C(Enum) [(= RED 1) (= GREEN 2)])"),
    ("@torch.jit.script\nclass K(object): pass", "(@(. (. torch jit) script) class K(object) [pass])"),
    // indentation
    (
        "def f(x):\n    if x:\n        if x:\n            return 1\n    return 2\nx = 3",
        "(def f(x) [(if x [(if x [(return 1)] [])] []) (return 2)])\n(= x 3)",
    ),
    (
        "\n\n# header\ndef f(x):\n\n    # comment at deeper indent\n        # deeper still\n  # shallower\n\n    y = x\n\n\n    return y\n\n",
        "(def f(x) [(= y x) (return y)])",
    ),
    ("def f():\n\tif x:\n\t\treturn 1\n\treturn 2", "(def f() [(if x [(return 1)] []) (return 2)])"),
    ("def f():\n  x = 1\n  return x", "(def f() [(= x 1) (return x)])"),
    ("x = [1,\n  2,\n      3]\ny = 4", "(= x (list 1 2 3))\n(= y 4)"),
    ("x = foo(a,\n# comment inside\n        b)\n", "(= x (call foo a b))"),
    ("x = 1 + \\\n    2\ny = 3", "(= x (+ 1 2))\n(= y 3)"),
    ("if a and \\\n   b:\n    pass", "(if (and a b) [pass] [])"),
    ("s = '''a\n  b\nc'''\nt = 1", "(= s \"a\\n  b\\nc\")\n(= t 1)"),
    ("s = 'a # not a comment'  # comment", "(= s \"a # not a comment\")"),
    ("x = {\n  'a': 1,\n}\n", "(= x (dict (\"a\" 1)))"),
    ("def f():\r\n    return 1\r\n", "(def f() [(return 1)])"),
    ("x = 1", "(= x 1)"),
    ("", ""),
    ("\n\n   \n", ""),
    ("# only a comment", ""),
    // type comments
    ("x = []  # type: List[int]", "(= x (list) #List[int])"),
    ("x = 1  # type: ignore", "(= x 1)"),
    ("def f(x):\n    # type: (int) -> int\n    return x", "(def f(x) #(int) -> int [(return x)])"),
    ("def f(x):  # type: (int) -> int\n    return x", "(def f(x) #(int) -> int [(return x)])"),
    ("def f(x): return x  # type: (int) -> int", "(def f(x) #(int) -> int [(return x)])"),
    (
        "def f(x,\n      y):\n    # type: (int, int) -> int\n    z = []  # type: List[int]\n    return x",
        "(def f(x y) #(int, int) -> int [(= z (list) #List[int]) (return x)])",
    ),
];

#[test]
fn statement_table() {
    let mut failures = Vec::new();
    for (src, want) in CASES {
        let got = module_sexp(&parse_ok(src));
        if got != *want {
            failures.push(format!("{src:?}\n   want {want}\n    got {got}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn statement_and_name_spans() {
    let src = "import torch\n\n@torch.jit.export\ndef forward(self, x: int) -> int:\n    y = x + 1\n    return y\n";
    let m = parse_ok(src);
    let text = |s: ts_frontend::Span| &src[s.start..s.end];
    let StmtKind::FunctionDef(f) = &m.items[1].kind else {
        panic!("expected a function");
    };
    assert_eq!(text(f.name_span), "forward");
    assert_eq!(
        text(m.items[1].span),
        "def forward(self, x: int) -> int:\n    y = x + 1\n    return y"
    );
    assert_eq!(text(f.params[1].span), "x: int");
    assert_eq!(text(f.params[1].name_span), "x");
    assert_eq!(f.params[1].kind, ParamKind::Normal);
    assert_eq!(text(f.body[0].span), "y = x + 1");
    assert_eq!(text(f.body[1].span), "return y");
    let file = ts_frontend::SourceFile::new("t.py", src);
    assert_eq!(file.line_col(f.body[1].span.start), (6, 5));
}

#[test]
fn elif_span_starts_at_elif() {
    let src = "if a:\n    pass\nelif b:\n    x = 1\n";
    let m = parse_ok(src);
    let StmtKind::If { orelse, .. } = &m.items[0].kind else {
        panic!("expected if");
    };
    assert_eq!(
        &src[orelse[0].span.start..orelse[0].span.end],
        "elif b:\n    x = 1"
    );
}

#[test]
fn type_comment_span_points_at_comment_text() {
    let src = "def f(x):\n    # type:   (int) -> int  \n    return x\n";
    let m = parse_ok(src);
    let StmtKind::FunctionDef(f) = &m.items[0].kind else {
        panic!("expected a function");
    };
    let (text, span) = f.type_comment.clone().expect("type comment");
    assert_eq!(text, "(int) -> int");
    assert_eq!(&src[span.start..span.end], "(int) -> int");
    let sig = ts_frontend::parse_func_type_comment(&text, span).expect("signature parses");
    assert_eq!(&src[sig.returns.span.start..sig.returns.span.end], "int");
}

#[test]
fn conformance_programs_parse() {
    // Every program of the vendored conformance suite, read in place;
    // an error case may be a syntax TorchScript rejects (`yield`, `:=`),
    // whose parse only has to fail cleanly.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test/conformance/cases");
    let mut count = 0;
    for entry in std::fs::read_dir(&dir).expect("conformance cases folder") {
        let case = entry.expect("dir entry").path();
        let path = case.join("prog.py");
        let text = std::fs::read_to_string(&path).expect("readable");
        if case.join("expected_error.json").exists() {
            let _ = ts_frontend::parse_file(&ts_frontend::SourceFile::new("prog.py", &text));
            count += 1;
            continue;
        }
        let m = parse_ok(&text);
        assert!(!m.items.is_empty(), "{} parsed to nothing", path.display());
        count += 1;
    }
    assert!(
        count >= 31,
        "expected at least the 31 public conformance programs, found {count}"
    );
}

#[test]
fn all_syntax_sample_parses() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/all_syntax.py");
    let text = std::fs::read_to_string(path).expect("readable");
    let m = parse_ok(&text);
    assert_eq!(m.items.len(), 13);
    // The function `f` uses every statement form; spot-check a few results.
    let StmtKind::FunctionDef(f) = &m.items[10].kind else {
        panic!("expected function f");
    };
    assert_eq!(f.name, "f");
    let fs = f.body.iter().find_map(|s| match &s.kind {
        StmtKind::Assign { value, .. } => match &value.kind {
            ExprKind::FormattedStr(s) => Some(s.clone()),
            _ => None,
        },
        _ => None,
    });
    assert_eq!(fs.as_deref(), Some("f\"x = {x}\""));
    let StmtKind::FunctionDef(g) = &m.items[11].kind else {
        panic!("expected function g");
    };
    assert_eq!(
        g.type_comment.as_ref().map(|t| t.0.as_str()),
        Some("(int) -> int")
    );
}
