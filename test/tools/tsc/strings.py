# String methods, `in` on strings, and slices of strings and lists are
# `ts.runtime_call`s of runtime functions with Python's semantics
# (`ts_rt_str_split`, ...): every operand an i64 slot, a left-out optional
# string the null handle, a left-out optional int its default (-1 for
# `maxsplit`/`count`, i64's minimum for `start`/`end`). Lowering turns
# each into a call.
# RUN: tsc compile %s --entry words --emit=ts | FileCheck %s --check-prefix=IR
# RUN: echo '{"entry": "words", "args": ["a b  c", ","]}' > %t.json
# RUN: tsc compile %s --args %t.json --emit=linalg | FileCheck %s --check-prefix=LINALG
# RUN: tsc run %s --args %t.json 2>/dev/null | FileCheck %s --check-prefix=OUT
# RUN: echo '{"entry": "words", "args": ["a b", ""]}' > %t.empty.json
# RUN: not tsc run %s --args %t.empty.json 2>&1 | FileCheck %s --check-prefix=EMPTY-SEP
# RUN: not tsc compile %s --entry no_such_method 2>&1 | FileCheck %s --check-prefix=NO-METHOD
# RUN: echo '{"entry": "zero_step", "args": ["abc", 0]}' > %t.zero-step.json
# RUN: not tsc run %s --args %t.zero-step.json 2>&1 | FileCheck %s --check-prefix=ZERO-STEP
# RUN: echo '{"entry": "zero_step", "args": ["abcdef", -2]}' > %t.step.json
# RUN: tsc run %s --args %t.step.json 2>/dev/null | FileCheck %s --check-prefix=STEP
# RUN: not tsc compile %s --entry literal_empty_sep 2>&1 | FileCheck %s --check-prefix=LITERAL-SEP
# RUN: not tsc compile %s --entry not_str_in 2>&1 | FileCheck %s --check-prefix=NOT-STR-IN
# RUN: echo '{"entry": "empty_literal", "args": []}' > %t.literal.json
# RUN: echo '{"entry": "schema_keywords", "args": ["-ab,c\u000aa b"]}' > %t.keywords.json
# RUN: tsc run %s --args %t.keywords.json 2>/dev/null | FileCheck %s --check-prefix=KEYWORDS
# RUN: echo '{"entry": "not_found", "args": ["abc"]}' > %t.not-found.json
# RUN: not tsc run %s --args %t.not-found.json 2>&1 | FileCheck %s --check-prefix=NOT-FOUND
# RUN: not tsc compile %s --entry python_keyword 2>&1 | FileCheck %s --check-prefix=PY-KEYWORD
# RUN: echo '{"entry": "split_by", "args": ["a,b", ""]}' > %t.empty-sep.json
# RUN: not tsc run %s --args %t.empty-sep.json 2>&1 | FileCheck %s --check-prefix=RUNTIME-SEP
# RUN: echo '{"entry": "padded", "args": ["ab", "--"]}' > %t.fill.json
# RUN: not tsc run %s --args %t.fill.json 2>&1 | FileCheck %s --check-prefix=FILL
# RUN: echo '{"entry": "padded", "args": ["ab", "-"]}' > %t.fill-ok.json
# RUN: tsc run %s --args %t.fill-ok.json 2>/dev/null | FileCheck %s --check-prefix=FILL-OK
# RUN: tsc run %s --args %t.literal.json 2>/dev/null | FileCheck %s --check-prefix=EMPTY-LITERAL
from typing import List, Tuple


# IR-LABEL: func.func @words
# IR: %[[NONE:.*]] = ts.constant 0 : i64
# IR: %[[ALL:.*]] = ts.constant -1 : i64
# IR: ts.runtime_call "str_split"(%arg0, %[[NONE]], %[[ALL]]) : (!ts.str, i64, i64) -> !ts.list<!ts.str>
# IR: ts.runtime_call "str_split"(%arg0, %arg1, %{{.*}}) : (!ts.str, !ts.str, i64) -> !ts.list<!ts.str>
# IR: ts.runtime_call "str_join"
# IR: ts.runtime_call "str_contains"
# IR: ts.runtime_call "str_slice"
# LINALG-LABEL: func.func @words
# LINALG: call @ts_rt_str_split
# LINALG: call @ts_rt_str_split
# OUT: {"tuple":{{\[\[}}"a","b","c"],{{\[}}"a b  c"],"a+b+c",true,"c  b a"]}
# EMPTY-SEP: strings.py:[[@LINE+3]]:10: error: ValueError: empty separator
def words(s: str, sep: str) -> Tuple[List[str], List[str], str, bool, str]:
    ws = s.split()
    by = s.split(sep)
    return ws, by, "+".join(ws), "b" in s, s[::-1]


def no_such_method(s: str) -> str:
    # NO-METHOD: strings.py:[[@LINE+1]]:12: error: 'str' object has no method 'casefold' (or it is not supported yet)
    return s.casefold()


# A step known only at run time; 0 raises there (even as a literal, which
# may be on a path never taken).
# STEP: "fdb"
def zero_step(s: str, k: int) -> str:
    if k == 1:
        return s[::0]
    # ZERO-STEP: strings.py:[[@LINE+1]]:16: error: RuntimeError: List slice should have non-zero step
    return s[::k]


def literal_empty_sep(s: str) -> List[str]:
    # LITERAL-SEP: strings.py:[[@LINE+1]]:20: error: ValueError: empty separator
    return s.split("")


def not_str_in(s: str) -> bool:
    # NOT-STR-IN: strings.py:[[@LINE+1]]:12: error: 'in <string>' requires string as left operand, not int
    return 1 in s


# The empty string literal (MLIR keeps no data pointer for it).
# EMPTY-LITERAL: ["","ab"]
def empty_literal() -> List[str]:
    return ["", "a" + "" + "b"]


# Keywords take TorchScript's schema names (`separator`, `max`, `chars`,
# `width`, `fillchar`, `values`, `keepends`), and these follow TorchScript
# where it differs from Python: `splitlines(keepends=True)` gives each
# break as an element of its own, `rsplit()` splits on single spaces, and
# `isidentifier()` is Python 2's (no `_`).
# KEYWORDS: {"tuple":{{\[\[}}"-ab","c\na b","-ob,c\na b","b,c\na b","-ab,c\na b","-ab,c\na b","-ab,c\na"],["-ab,c","\n","a b"],["-ab,c","a b"],"x,y",false,true]}
def schema_keywords(s: str) -> Tuple[List[str], List[str], List[str], str, bool, bool]:
    return (s.split(separator=",", max=1) + [s.replace(old="a", new="o", max=1), s.strip(chars="-a"),
                                              s.center(width=9, fillchar="*"), s.zfill(width=7), s.rsplit()[0]],
            s.splitlines(keepends=True), s.splitlines(), ",".join(values=["x", "y"]),
            "_a1".isidentifier(), "a1".isidentifier())


# `index` raises where `find` gives -1.
# NOT-FOUND: strings.py:[[@LINE+2]]:12: error: ValueError: substring not found
def not_found(s: str) -> int:
    return s.index("z")


# PY-KEYWORD: strings.py:[[@LINE+2]]:20: error: str.split() got an unexpected keyword argument 'sep' (its parameters are: separator, max)
def python_keyword(s: str) -> List[str]:
    return s.split(sep=",")


# Separators and fill characters known only at run time are checked then.
# RUNTIME-SEP: strings.py:[[@LINE+2]]:12: error: ValueError: empty separator
def split_by(s: str, sep: str) -> Tuple[str, str, str]:
    return s.partition(sep)


# FILL: strings.py:[[@LINE+3]]:12: error: TypeError: The fill character must be exactly one character long
# FILL-OK: "--ab-"
def padded(s: str, fill: str) -> str:
    return s.center(5, fill)
