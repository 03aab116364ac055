import torch
from typing import List, Tuple, Optional

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
