//! Malformed programs: each must fail with the right message at the right
//! line:column, never panic, and render in the clang/MLIR format.

mod common;

use common::parse_err;
use ts_frontend::{parse_file, render_all, Diagnostic, SourceFile, Span};

/// Each row: source, and the first line of the rendered diagnostics without
/// the `test.py:` prefix.
const CASES: &[(&str, &str)] = &[
    // indentation
    (
        "def f(x):\n    return x\n      y = 1\n",
        "3:7: error: unexpected indent",
    ),
    ("  x = 1\n", "1:3: error: unexpected indent"),
    (
        "def f(x):\n    if x:\n        y = 1\n      z = 2\n",
        "4:7: error: unindent does not match any outer indentation level",
    ),
    (
        "def f(x):\nreturn x\n",
        "2:1: error: expected an indented block",
    ),
    ("def f():\n", "1:9: error: expected an indented block"),
    (
        "if x:\n    pass\nelse:\n# nothing\n",
        "3:6: error: expected an indented block",
    ),
    (
        "def f():\n\tx = 1\n        y = 2\n",
        "3:9: error: inconsistent use of tabs and spaces in indentation",
    ),
    // missing punctuation
    ("def f(x)\n    return x\n", "1:9: error: expected ':'"),
    ("if x\n    y = 1\n", "1:5: error: expected ':'"),
    ("class A\n    pass\n", "1:8: error: expected ':'"),
    ("for x in range(3) print(x)\n", "1:19: error: expected ':'"),
    (
        "while True:\n    pass\nelse x:\n    pass\n",
        "3:6: error: expected ':'",
    ),
    ("def f:\n    pass\n", "1:6: error: expected '('"),
    ("foo(a b)\n", "1:7: error: expected ',' or ')'"),
    ("a[1:2:3:4]\n", "1:8: error: expected ',' or ']'"),
    // missing operands
    (
        "def f(x):\n    return x +\n",
        "2:15: error: expected expression",
    ),
    ("x = = 1\n", "1:5: error: expected expression"),
    ("x = (1 + )\n", "1:10: error: expected expression"),
    ("def f(x):\n    x +=\n", "2:9: error: expected expression"),
    ("x = lambda: \n", "1:12: error: expected expression"),
    ("y = x if c\n", "1:11: error: expected 'else'"),
    ("import\n", "1:7: error: expected identifier"),
    ("for x range(3):\n    pass\n", "1:7: error: expected 'in'"),
    (
        "from torch nn import x\n",
        "1:12: error: expected '.' or 'import'",
    ),
    ("x.1 = 3\n", "1:3: error: expected identifier"),
    // unexpected tokens
    ("x = 1 2\n", "1:7: error: expected end of line, found '2'"),
    (
        "def f(x):\n    return x\nelif x:\n    pass\n",
        "3:1: error: invalid syntax: unexpected 'elif'",
    ),
    // Python constructs TorchScript excludes
    (
        "def f(x):\n    yield x\n",
        "2:5: error: generators (`yield`) are not supported in TorchScript",
    ),
    (
        "if (y := 2) > 1:\n    pass\n",
        "1:7: error: assignment expressions (`:=`) are not supported in TorchScript",
    ),
    (
        "async def f(x):\n    return x\n",
        "1:1: error: coroutines (`async`, `await`) are not supported in TorchScript",
    ),
    ("x = 1\n)\n", "2:1: error: unmatched ')'"),
    (
        "x = (1]\n",
        "1:7: error: closing parenthesis ']' does not match opening parenthesis '('",
    ),
    (
        "def f(x):\n    return x $ 2\n",
        "2:14: error: invalid character '$' in source",
    ),
    (
        "x = a ? b : c\n",
        "1:7: error: invalid character '?' in source",
    ),
    (
        "x = “quoted”\n",
        "1:5: error: invalid character '\\u{201c}' (U+201C) in source",
    ),
    (
        "x = 1 \\ 2\n",
        "1:7: error: unexpected character after line continuation character",
    ),
    // literals and brackets
    (
        "x = \"abc\ny = 2\n",
        "1:5: error: unterminated string literal",
    ),
    (
        "x = '''abc\ny = 2\n",
        "1:5: error: unterminated triple-quoted string literal",
    ),
    (
        "x = foo(1,\n  2\ny = 3\n",
        "1:8: error: '(' was never closed",
    ),
    ("x = [1, 2\n", "1:5: error: '[' was never closed"),
    (
        "x = 99999999999999999999\n",
        "1:5: error: integer literal 99999999999999999999 is too large for a 64-bit int",
    ),
    (
        "x = 0x8000000000000000\n",
        "1:5: error: integer literal 0x8000000000000000 is too large for a 64-bit int",
    ),
    (
        "s = '\\x4'\n",
        "1:5: error: invalid \\x escape sequence in string literal",
    ),
    (
        "s = b'a' 'b'\n",
        "1:5: error: cannot mix bytes and nonbytes literals",
    ),
    // semantic checks done by the parser, as in CPython
    ("f() = 3\n", "1:1: error: cannot assign to function call"),
    ("1 = x\n", "1:1: error: cannot assign to literal"),
    ("a + b = c\n", "1:1: error: cannot assign to expression"),
    (
        "a, b += 1\n",
        "1:1: error: illegal expression for augmented assignment",
    ),
    (
        "a, b: int = 1, 2\n",
        "1:1: error: only a single target (not a tuple or list) can be annotated",
    ),
    (
        "for f() in x:\n    pass\n",
        "1:5: error: cannot assign to function call",
    ),
    ("del f()\n", "1:5: error: cannot delete function call"),
    (
        "*a, *b = c\n",
        "1:5: error: multiple starred expressions in assignment",
    ),
    (
        "def f(x: int = 1, y):\n    pass\n",
        "1:19: error: non-default argument follows default argument",
    ),
    (
        "def f(x, x):\n    pass\n",
        "1:10: error: duplicate argument 'x' in function definition",
    ),
    (
        "f(a=1, b)\n",
        "1:8: error: positional argument follows keyword argument",
    ),
    (
        "d = {1: 2, 3}\n",
        "1:5: error: cannot mix dictionary entries and set elements in one display",
    ),
    (
        "d = {**a}\n",
        "1:6: error: dictionary unpacking (**) is not supported",
    ),
];

#[test]
fn malformed_inputs_report_location_and_message() {
    let mut failures = Vec::new();
    for (src, want) in CASES {
        let rendered = parse_err(src);
        let first = rendered.lines().next().unwrap_or("");
        let want = format!("test.py:{want}");
        if first != want {
            failures.push(format!("{src:?}\n   want {want}\n    got {first}"));
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
fn every_error_renders_with_excerpt_and_caret() {
    for (src, _) in CASES {
        let rendered = parse_err(src);
        let lines: Vec<&str> = rendered.lines().collect();
        assert!(lines.len() >= 3, "no excerpt for {src:?}:\n{rendered}");
        assert!(
            lines[2].trim_start().starts_with('^'),
            "no caret for {src:?}:\n{rendered}"
        );
    }
}

#[test]
fn render_format_is_exact() {
    let file = SourceFile::new(
        "prog.py",
        "def f(a: int) -> int:\n    b = a + 1\n    return c\n",
    );
    let diag = Diagnostic::error("undefined value c", Span::new(47, 48))
        .with_note("previously defined here", Span::new(26, 31))
        .with_help("did you mean 'b'?");
    let want = "\
prog.py:3:12: error: undefined value c
    return c
           ^
prog.py:2:5: note: previously defined here
    b = a + 1
    ^~~~~
prog.py:3:12: note: did you mean 'b'?
";
    assert_eq!(diag.render(&file), want);
    let warning = Diagnostic::warning("unused", Span::new(0, 3));
    assert_eq!(
        render_all(&[warning.clone(), warning], &file),
        "prog.py:1:1: warning: unused\ndef f(a: int) -> int:\n^~~\n".repeat(2)
    );
}

#[test]
fn render_counts_columns_in_characters_and_keeps_tabs() {
    let file = SourceFile::new("u.py", "s = 'é'; x = y\n\tz = w\n");
    let x = file.text.find('x').expect("x present");
    let rendered = Diagnostic::error("bad", Span::new(x, x + 5)).render(&file);
    assert_eq!(
        rendered,
        "u.py:1:10: error: bad\ns = 'é'; x = y\n         ^~~~~\n"
    );
    let z = file.text.find('z').expect("z present");
    let rendered = Diagnostic::error("bad", Span::new(z, file.text.len())).render(&file);
    assert_eq!(rendered, "u.py:2:2: error: bad\n\tz = w\n\t^~~~~\n");
}

#[test]
fn error_at_end_of_file_without_newline() {
    let rendered = parse_err("x = (1 +");
    assert!(
        rendered.starts_with("test.py:1:5: error: '(' was never closed\n"),
        "{rendered}"
    );
    let rendered = parse_err("return 1 +");
    assert!(
        rendered.starts_with("test.py:1:11: error: expected expression\n"),
        "{rendered}"
    );
}

#[test]
fn several_lexical_errors_are_all_reported() {
    let rendered = parse_err("x = (1\ny = 'abc\n");
    assert!(
        rendered.contains("test.py:2:5: error: unterminated string literal"),
        "{rendered}"
    );
    assert!(
        rendered.contains("test.py:1:5: error: '(' was never closed"),
        "{rendered}"
    );
}

/// Deterministic pseudo-random numbers, so failures reproduce.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) as usize
    }
}

#[test]
fn never_panics_on_truncated_or_mutated_programs() {
    let base = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/all_syntax.py"),
    )
    .expect("readable");
    let parse = |text: String| {
        let file = SourceFile::new("fuzz.py", text);
        if let Err(diags) = parse_file(&file) {
            assert!(!diags.is_empty());
            let _ = render_all(&diags, &file);
        }
    };
    for cut in (0..base.len())
        .step_by(13)
        .filter(|&c| base.is_char_boundary(c))
    {
        parse(base[..cut].to_string());
    }
    let alphabet: Vec<char> = " \t\n\\'\"#()[]{}:;,.=+-*/%@&|^~<>!$xy01é\u{c}\r"
        .chars()
        .collect();
    let mut rng = Lcg(42);
    for _ in 0..200 {
        let mut chars: Vec<char> = base.chars().collect();
        for _ in 0..1 + rng.next() % 4 {
            let at = rng.next() % chars.len();
            match rng.next() % 3 {
                0 => chars[at] = alphabet[rng.next() % alphabet.len()],
                1 => chars.insert(at, alphabet[rng.next() % alphabet.len()]),
                _ => {
                    chars.remove(at);
                }
            }
        }
        parse(chars.into_iter().collect());
    }
}

#[test]
fn deep_nesting_does_not_crash() {
    for depth in [50, 150, 5000] {
        for (open, close) in [("(", ")"), ("[", "]"), ("-", ""), ("not ", "")] {
            let src = format!("x = {}1{}\n", open.repeat(depth), close.repeat(depth));
            let file = SourceFile::new("deep.py", src);
            let _ = parse_file(&file);
        }
    }
    let nested_blocks: String = (0..120)
        .map(|i| format!("{}if x:\n", " ".repeat(i)))
        .collect::<String>()
        + &" ".repeat(120)
        + "pass\n";
    let _ = parse_file(&SourceFile::new("deep.py", nested_blocks));
}
