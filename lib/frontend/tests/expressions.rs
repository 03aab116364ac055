//! Expression syntax: precedence, associativity, literals and displays,
//! checked against S-expressions.

mod common;

use common::expr_sexp;

/// Each row: source of one expression statement, expected tree.
const CASES: &[(&str, &str)] = &[
    // precedence and associativity
    ("-2**2", "(- (** 2 2))"),
    ("2**-1", "(** 2 (- 1))"),
    ("2**3**2", "(** 2 (** 3 2))"),
    ("-x**-y**z", "(- (** x (- (** y z))))"),
    ("a + b * c", "(+ a (* b c))"),
    ("a * b + c", "(+ (* a b) c)"),
    ("a - b - c", "(- (- a b) c)"),
    ("a / b // c % d @ e", "(@ (% (// (/ a b) c) d) e)"),
    ("a << b + c", "(<< a (+ b c))"),
    ("a & b | c ^ d", "(| (& a b) (^ c d))"),
    ("a | b & c", "(| a (& b c))"),
    ("~a + -b - +c", "(- (+ (~ a) (- b)) (+ c))"),
    ("not a == b", "(not (cmp a == b))"),
    ("not not a", "(not (not a))"),
    ("a < b < c", "(cmp a < b < c)"),
    ("(a < b) < c", "(cmp (cmp a < b) < c)"),
    ("a is not None", "(cmp a is not None)"),
    ("a not in b", "(cmp a not in b)"),
    ("a in b is c", "(cmp a in b is c)"),
    ("a <= b >= c != d", "(cmp a <= b >= c != d)"),
    ("a and b or c and d", "(or (and a b) (and c d))"),
    ("a or b or c", "(or a b c)"),
    ("not a and b", "(and (not a) b)"),
    ("x if c else y if d else z", "(if c x (if d y z))"),
    ("(x if c else y) if d else z", "(if d (if c x y) z)"),
    ("a + b if c or d else e", "(if (or c d) (+ a b) e)"),
    ("lambda x, y=1: x + y", "(lambda (x y=1) (+ x y))"),
    ("lambda: 0", "(lambda () 0)"),
    ("lambda *a, **k: a", "(lambda (*a **k) a)"),
    // primaries
    ("a.b.c", "(. (. a b) c)"),
    ("f(x)(y)", "(call (call f x) y)"),
    (
        "torch.zeros(3, dtype=torch.float)",
        "(call (. torch zeros) 3 dtype=(. torch float))",
    ),
    ("f(*args, **kw)", "(call f (* args) **kw)"),
    ("f(x for x in y)", "(call f (genexp x (for x y)))"),
    ("f(a,)", "(call f a)"),
    (
        "x.sum(dim=1).mean()",
        "(call (. (call (. x sum) dim=1) mean))",
    ),
    ("-x.y", "(- (. x y))"),
    ("-f(x)**2", "(- (** (call f x) 2))"),
    // subscripts and slices
    ("a[1:3]", "(sub a (slice 1 3 _))"),
    ("a[::2]", "(sub a (slice _ _ 2))"),
    ("a[:]", "(sub a (slice _ _ _))"),
    ("a[1:]", "(sub a (slice 1 _ _))"),
    ("a[:-1]", "(sub a (slice _ (- 1) _))"),
    ("a[:, 1]", "(sub a (tuple (slice _ _ _) 1))"),
    ("a[None, ...]", "(sub a (tuple None ...))"),
    ("a[-1]", "(sub a (- 1))"),
    ("a[1,]", "(sub a (tuple 1))"),
    ("a[i][j]", "(sub (sub a i) j)"),
    ("x[0:2, :2]", "(sub x (tuple (slice 0 2 _) (slice _ 2 _)))"),
    (
        "List[Tuple[int, float]]",
        "(sub List (sub Tuple (tuple int float)))",
    ),
    ("Optional[torch.Tensor]", "(sub Optional (. torch Tensor))"),
    // literals
    ("0x1F", "31"),
    ("0o17", "15"),
    ("0b1010", "10"),
    ("0XfF", "255"),
    ("1_000_000", "1000000"),
    ("9223372036854775807", "9223372036854775807"),
    ("1e-5", "1e-5"),
    (".5", "0.5"),
    ("5.", "5.0"),
    ("1.5e+3", "1500.0"),
    ("1_0.2_5", "10.25"),
    ("True", "True"),
    ("False", "False"),
    ("None", "None"),
    ("...", "..."),
    ("'a'", "\"a\""),
    ("\"a\\tb\\n\"", "\"a\\tb\\n\""),
    ("r'\\d+'", "\"\\\\d+\""),
    ("'a' \"b\" '''c'''", "\"abc\""),
    ("'\\x41\\u00e9\\101'", "\"AéA\""),
    ("\"\"\"multi\nline\"\"\"", "\"multi\\nline\""),
    ("'it\\'s'", "\"it's\""),
    ("b'ab'", "b\"ab\""),
    ("f'{x}!'", "(fstring f'{x}!')"),
    ("Rb'x'", "b\"x\""),
    // displays
    ("()", "(tuple)"),
    ("(x,)", "(tuple x)"),
    ("(x)", "x"),
    ("((x))", "x"),
    ("(1, 2)", "(tuple 1 2)"),
    ("a, b", "(tuple a b)"),
    ("a,", "(tuple a)"),
    ("[]", "(list)"),
    ("[1, 2,]", "(list 1 2)"),
    ("{}", "(dict)"),
    ("{'a': 1, 'b': 2}", "(dict (\"a\" 1) (\"b\" 2))"),
    ("{1, 2}", "(set 1 2)"),
    ("[x * 2 for x in xs]", "(listcomp (* x 2) (for x xs))"),
    (
        "[v + 1 for v in out if v > 0 if v < 9]",
        "(listcomp (+ v 1) (for v out (if (cmp v > 0)) (if (cmp v < 9))))",
    ),
    (
        "[(i, j) for i in a for j in b]",
        "(listcomp (tuple i j) (for i a) (for j b))",
    ),
    (
        "[x for x, y in pairs]",
        "(listcomp x (for (tuple x y) pairs))",
    ),
    (
        "{k: v for k, v in d.items()}",
        "(dictcomp k v (for (tuple k v) (call (. d items))))",
    ),
    ("{x for x in s}", "(setcomp x (for x s))"),
    ("(x for x in s)", "(genexp x (for x s))"),
    (
        "[a if c else b for a in xs]",
        "(listcomp (if c a b) (for a xs))",
    ),
    ("[*a, b]", "(list (* a) b)"),
];

#[test]
fn expression_table() {
    let mut failures = Vec::new();
    for (src, want) in CASES {
        let got = expr_sexp(src);
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
fn spans_cover_source_text() {
    let src = "foo.bar(x + 1, key=[2, 3])[0]";
    let m = common::parse_ok(src);
    let ts_frontend::ast::StmtKind::Expr(e) = &m.items[0].kind else {
        panic!("expected an expression statement");
    };
    assert_eq!(&src[e.span.start..e.span.end], src);
    let ts_frontend::ast::ExprKind::Subscript { value, index } = &e.kind else {
        panic!("expected a subscript");
    };
    assert_eq!(&src[index.span.start..index.span.end], "0");
    let ts_frontend::ast::ExprKind::Call {
        func,
        args,
        keywords,
    } = &value.kind
    else {
        panic!("expected a call");
    };
    let ts_frontend::ast::ExprKind::Attribute { attr_span, .. } = &func.kind else {
        panic!("expected an attribute");
    };
    assert_eq!(&src[attr_span.start..attr_span.end], "bar");
    assert_eq!(&src[args[0].span.start..args[0].span.end], "x + 1");
    let kw = &keywords[0];
    assert_eq!(&src[kw.span.start..kw.span.end], "key=[2, 3]");
    let (name, name_span) = kw.name.as_ref().expect("keyword name");
    assert_eq!(
        (name.as_str(), &src[name_span.start..name_span.end]),
        ("key", "key")
    );
}

#[test]
fn operator_spans_include_parenthesised_operands() {
    let cases = [
        ("(a + b) * c", "(a + b) * c"),
        ("(a).b(c)[0]", "(a).b(c)[0]"),
        ("-(x) ** 2", "-(x) ** 2"),
        ("((a))", "a"),
        ("(a, b)", "(a, b)"),
    ];
    for (src, want) in cases {
        let m = common::parse_ok(src);
        let ts_frontend::ast::StmtKind::Expr(e) = &m.items[0].kind else {
            panic!("expected an expression statement");
        };
        assert_eq!(&src[e.span.start..e.span.end], want, "{src}");
    }
}

#[test]
fn parse_expression_fragment_at_offset() {
    let e = ts_frontend::parse_expression("Dict[str, List[int]]", 100).expect("parses");
    assert_eq!(common::expr(&e), "(sub Dict (tuple str (sub List int)))");
    assert_eq!((e.span.start, e.span.end), (100, 120));
    let err = ts_frontend::parse_expression("List[int", 10).expect_err("unclosed");
    assert_eq!(err[0].span.start, 14);
}

#[test]
fn func_type_comment_fragment() {
    let tc = ts_frontend::parse_func_type_comment(
        "(int, Tensor) -> Tensor",
        ts_frontend::Span::new(7, 30),
    )
    .expect("parses");
    let params: Vec<String> = tc.params.iter().map(common::expr).collect();
    assert_eq!(params, ["int", "Tensor"]);
    assert_eq!(common::expr(&tc.returns), "Tensor");
    assert_eq!(tc.returns.span, ts_frontend::Span::new(24, 30));
    let empty = ts_frontend::parse_func_type_comment("() -> None", ts_frontend::Span::new(0, 10))
        .expect("parses");
    assert!(empty.params.is_empty());
    assert!(
        ts_frontend::parse_func_type_comment("(int) ->", ts_frontend::Span::new(0, 8)).is_err()
    );
}
