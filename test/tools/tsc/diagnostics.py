# One located diagnostic per kind of error the type checker reports: each
# entry compiles only its function and must fail with exit status 1 at the
# expected line and column.
# RUN: not tsc compile %s --entry d_undefined 2>&1 | FileCheck %s --check-prefix=UNDEFINED
# RUN: not tsc compile %s --entry d_return_type 2>&1 | FileCheck %s --check-prefix=RETURN-TYPE
# RUN: not tsc compile %s --entry d_retyped 2>&1 | FileCheck %s --check-prefix=RETYPED
# RUN: not tsc compile %s --entry d_arg_type 2>&1 | FileCheck %s --check-prefix=ARG-TYPE
# RUN: not tsc compile %s --entry d_too_many_args 2>&1 | FileCheck %s --check-prefix=TOO-MANY-ARGS
# RUN: not tsc compile %s --entry d_bad_keyword 2>&1 | FileCheck %s --check-prefix=BAD-KEYWORD
# RUN: not tsc compile %s --entry d_missing_arg 2>&1 | FileCheck %s --check-prefix=MISSING-ARG
# RUN: not tsc compile %s --entry d_branch_types 2>&1 | FileCheck %s --check-prefix=BRANCH-TYPES
# RUN: not tsc compile %s --entry d_one_branch 2>&1 | FileCheck %s --check-prefix=ONE-BRANCH
# RUN: not tsc compile %s --entry d_int_condition 2>&1 | FileCheck %s --check-prefix=INT-CONDITION
# RUN: not tsc compile %s --entry d_while_else 2>&1 | FileCheck %s --check-prefix=WHILE-ELSE
# RUN: not tsc compile %s --entry d_for_else 2>&1 | FileCheck %s --check-prefix=FOR-ELSE
# RUN: not tsc compile %s --entry d_continue_outside 2>&1 | FileCheck %s --check-prefix=CONTINUE-OUTSIDE
# RUN: not tsc compile %s --entry d_range_float 2>&1 | FileCheck %s --check-prefix=RANGE-FLOAT
# RUN: not tsc compile %s --entry d_not_iterable 2>&1 | FileCheck %s --check-prefix=NOT-ITERABLE
# RUN: not tsc compile %s --entry d_after_loop 2>&1 | FileCheck %s --check-prefix=AFTER-LOOP
# RUN: not tsc compile %s --entry d_loop_retype 2>&1 | FileCheck %s --check-prefix=LOOP-RETYPE
# RUN: not tsc compile %s --entry d_early_return_untyped 2>&1 | FileCheck %s --check-prefix=EARLY-RETURN-UNTYPED
# RUN: not tsc compile %s --entry d_raise_class 2>&1 | FileCheck %s --check-prefix=RAISE-CLASS
# RUN: not tsc compile %s --entry d_assert_message 2>&1 | FileCheck %s --check-prefix=ASSERT-MESSAGE
# RUN: not tsc compile %s --entry d_bare_raise 2>&1 | FileCheck %s --check-prefix=BARE-RAISE
# RUN: not tsc compile %s --entry d_enum_member 2>&1 | FileCheck %s --check-prefix=ENUM-MEMBER
# RUN: not tsc compile %s --entry d_enum_order 2>&1 | FileCheck %s --check-prefix=ENUM-ORDER
# RUN: not tsc compile %s --entry d_namedtuple_field 2>&1 | FileCheck %s --check-prefix=NAMEDTUPLE-FIELD
# RUN: not tsc compile %s --entry d_namedtuple_immutable 2>&1 | FileCheck %s --check-prefix=NAMEDTUPLE-IMMUTABLE
# RUN: not tsc compile %s --entry d_class_attribute 2>&1 | FileCheck %s --check-prefix=CLASS-ATTRIBUTE
# RUN: not tsc compile %s --entry d_class_attr_type 2>&1 | FileCheck %s --check-prefix=CLASS-ATTR-TYPE
# RUN: not tsc compile %s --entry d_class_alias 2>&1 | FileCheck %s --check-prefix=CLASS-ALIAS
# RUN: not tsc compile %s --entry d_dict_keywords 2>&1 | FileCheck %s --check-prefix=DICT-KEYWORDS
# RUN: not tsc compile %s --entry d_class_method 2>&1 | FileCheck %s --check-prefix=CLASS-METHOD
# RUN: not tsc compile %s --entry d_list_element 2>&1 | FileCheck %s --check-prefix=LIST-ELEMENT
# RUN: not tsc compile %s --entry d_list_index 2>&1 | FileCheck %s --check-prefix=LIST-INDEX
# RUN: not tsc compile %s --entry d_dict_key 2>&1 | FileCheck %s --check-prefix=DICT-KEY
# RUN: not tsc compile %s --entry d_dict_key_type 2>&1 | FileCheck %s --check-prefix=DICT-KEY-TYPE
# RUN: not tsc compile %s --entry d_len_object 2>&1 | FileCheck %s --check-prefix=LEN-OBJECT
# RUN: not tsc compile %s --entry d_function_value 2>&1 | FileCheck %s --check-prefix=FUNCTION-VALUE
# RUN: not tsc compile %s --entry d_subscript_int 2>&1 | FileCheck %s --check-prefix=SUBSCRIPT-INT
# RUN: not tsc compile %s --entry d_mixed_list 2>&1 | FileCheck %s --check-prefix=MIXED-LIST
# RUN: not tsc compile %s --entry d_dynamic_optional 2>&1 | FileCheck %s --check-prefix=DYNAMIC-OPTIONAL
# RUN: not tsc compile %s --entry d_missing_return 2>&1 | FileCheck %s --check-prefix=MISSING-RETURN
# RUN: not tsc compile %s --entry d_new_attribute 2>&1 | FileCheck %s --check-prefix=NEW-ATTRIBUTE
# RUN: not tsc compile %s --entry d_optional_value 2>&1 | FileCheck %s --check-prefix=OPTIONAL-VALUE
# RUN: not tsc compile %s --entry d_lambda 2>&1 | FileCheck %s --check-prefix=LAMBDA
# RUN: not tsc compile %s --entry d_try 2>&1 | FileCheck %s --check-prefix=TRY
# RUN: not tsc compile %s --entry d_global 2>&1 | FileCheck %s --check-prefix=GLOBAL
# RUN: not tsc compile %s --entry d_nested_def 2>&1 | FileCheck %s --check-prefix=NESTED-DEF
# RUN: not tsc compile %s --entry d_comprehension_if 2>&1 | FileCheck %s --check-prefix=COMPREHENSION-IF
# RUN: not tsc compile %s --entry d_unknown_op 2>&1 | FileCheck %s --check-prefix=UNKNOWN-OP
# RUN: not tsc compile %s --entry d_unpack_count 2>&1 | FileCheck %s --check-prefix=UNPACK-COUNT
# RUN: not tsc compile %s --entry d_unpack_int 2>&1 | FileCheck %s --check-prefix=UNPACK-INT
# RUN: not tsc compile %s --entry d_tensor_list 2>&1 | FileCheck %s --check-prefix=TENSOR-LIST
# RUN: not tsc compile %s --entry d_str_arith 2>&1 | FileCheck %s --check-prefix=STR-ARITH
# RUN: echo '{"entry": "d_topk_k", "args": [{"tensor": {"dtype": "float32", "shape": [2, 3], "data": [1, 2, 3, 4, 5, 6]}}]}' > %t.topk.json
# RUN: not tsc run %s --args %t.topk.json 2>&1 | FileCheck %s --check-prefix=TOPK-K
# RUN: not tsc compile %s --entry d_einsum_equation 2>&1 | FileCheck %s --check-prefix=EINSUM-EQUATION
# RUN: not tsc run %s --args %t.topk.json --entry d_einsum_terms 2>&1 | FileCheck %s --check-prefix=EINSUM-TERMS
# RUN: not tsc compile %s --entry d_bad_reduction 2>&1 | FileCheck %s --check-prefix=BAD-REDUCTION
# RUN: not tsc compile %s --entry d_legacy_reduce 2>&1 | FileCheck %s --check-prefix=LEGACY-REDUCE
# RUN: echo '{"entry": "d_one_hot_classes", "args": [{"tensor": {"dtype": "int64", "shape": [2], "data": [0, 7]}}]}' > %t.onehot.json
# RUN: not tsc run %s --args %t.onehot.json 2>&1 | FileCheck %s --check-prefix=ONE-HOT
# RUN: echo '{"entry": "d_trace_vector", "args": [{"tensor": {"dtype": "float32", "shape": [2], "data": [0, 7]}}]}' > %t.trace.json
# RUN: not tsc run %s --args %t.trace.json 2>&1 | FileCheck %s --check-prefix=TRACE
# RUN: not tsc compile %s --entry d_where_one_arg 2>&1 | FileCheck %s --check-prefix=WHERE-ONE
# RUN: not tsc compile %s --entry d_interp_both 2>&1 | FileCheck %s --check-prefix=INTERP-BOTH
# RUN: not tsc compile %s --entry d_interp_align 2>&1 | FileCheck %s --check-prefix=INTERP-ALIGN
# RUN: not tsc compile %s --entry d_interp_mode 2>&1 | FileCheck %s --check-prefix=INTERP-MODE
# RUN: echo '{"entry": "d_interp_rank", "args": [{"tensor": {"dtype": "float32", "shape": [1, 1, 4], "data": [1, 2, 3, 4]}}]}' > %t.interp.json
# RUN: not tsc compile %s --args %t.interp.json --emit=linalg 2>&1 | FileCheck %s --check-prefix=INTERP-RANK
# RUN: not tsc compile %s --entry d_sorted_reverse 2>&1 | FileCheck %s --check-prefix=SORTED-REVERSE
# RUN: not tsc compile %s --entry d_invert_int 2>&1 | FileCheck %s --check-prefix=INVERT-INT
# RUN: not tsc compile %s --entry d_mutable_default 2>&1 | FileCheck %s --check-prefix=MUTABLE-DEFAULT
# RUN: not tsc compile %s --entry d_two_generators 2>&1 | FileCheck %s --check-prefix=TWO-GENERATORS
# RUN: not tsc compile %s --entry d_starred_target 2>&1 | FileCheck %s --check-prefix=STARRED-TARGET
# RUN: not tsc compile %s --entry d_tuple_ellipsis 2>&1 | FileCheck %s --check-prefix=TUPLE-ELLIPSIS
# RUN: not tsc compile %s --entry d_pad_popped 2>&1 | FileCheck %s --check-prefix=PAD-POPPED
# RUN: not tsc compile %s --entry d_tuple_builtin 2>&1 | FileCheck %s --check-prefix=TUPLE-BUILTIN
# RUN: not tsc compile %s --entry d_map_builtin 2>&1 | FileCheck %s --check-prefix=MAP-BUILTIN
import torch
from enum import Enum
from typing import Dict, List, NamedTuple, Optional, Tuple, Union
import torch.nn.functional as F


class Color(Enum):
    RED = 1
    GREEN = 2


class Pair(NamedTuple):
    first: int
    second: int


class Counter:
    def __init__(self, start: int):
        self.count = start


class Box:
    def __init__(self, t: torch.Tensor):
        self.t: Tuple[torch.Tensor, int] = (t, 1)


def d_undefined(a: int) -> int:
    # UNDEFINED: diagnostics.py:[[@LINE+1]]:12: error: undefined value b
    return b


def d_tuple_builtin(xs: List[int]) -> int:
    # TUPLE-BUILTIN: diagnostics.py:[[@LINE+1]]:9: error: Python builtin `tuple` is not supported in TorchScript: a tuple's length is part of its type, so write the items out, `(xs[0], xs[1])`
    t = tuple(xs)
    return 0


def d_map_builtin(xs: List[int]) -> List[int]:
    # MAP-BUILTIN: diagnostics.py:[[@LINE+1]]:17: error: Python builtin `map` is not supported in TorchScript: use a list comprehension
    return list(map(abs, xs))


def d_return_type(a: int) -> int:
    # RETURN-TYPE: diagnostics.py:[[@LINE+1]]:12: error: Return value was annotated as having type int but is actually of type float
    return a / 2


def d_retyped(a: int) -> int:
    b = 1
    for i in range(a):
        # RETYPED: diagnostics.py:[[@LINE+1]]:9: error: variable 'b' previously had type int but is now being assigned to a value of type float
        b = 2.5
    return a


def helper(a: int) -> int:
    return a


def d_arg_type(x: float) -> int:
    # ARG-TYPE: diagnostics.py:[[@LINE+1]]:19: error: expected a value of type 'int' for argument 'a' but instead found type 'float'
    return helper(x)


def helper2(a: int) -> int:
    return a


def d_too_many_args(x: int) -> int:
    # TOO-MANY-ARGS: diagnostics.py:[[@LINE+1]]:12: error: helper2() expected at most 1 arguments but received 2
    return helper2(x, x)


def helper3(a: int) -> int:
    return a


def d_bad_keyword(x: int) -> int:
    # BAD-KEYWORD: diagnostics.py:[[@LINE+1]]:20: error: helper3() got an unexpected keyword argument 'b'
    return helper3(b=x)


def helper4(a: int, b: int) -> int:
    return a


def d_missing_arg(x: int) -> int:
    # MISSING-ARG: diagnostics.py:[[@LINE+1]]:12: error: helper4() is missing value for argument 'b'
    return helper4(x)


def d_branch_types(x: torch.Tensor, c: bool):
    # BRANCH-TYPES: diagnostics.py:[[@LINE+1]]:5: error: Type mismatch: r is set to type Tensor in the true branch and type int in the false branch
    if c:
        r = x
    else:
        r = 1
    return r


def d_one_branch(c: bool) -> int:
    if c:
        r = 1
    # ONE-BRANCH: diagnostics.py:[[@LINE+1]]:12: error: r is not defined in the false branch
    return r


def d_int_condition(a: int) -> int:
    t = (a, a)
    # INT-CONDITION: diagnostics.py:[[@LINE+1]]:8: error: a value of type `Tuple[int, int]` cannot be tested as a condition
    if t:
        return 1
    return 0


def d_while_else(a: int) -> int:
    # WHILE-ELSE: diagnostics.py:[[@LINE+1]]:5: error: `while ... else` is not supported in TorchScript
    while a > 0:
        a -= 1
    else:
        a = 1
    return a


def d_for_else(a: int) -> int:
    # FOR-ELSE: diagnostics.py:[[@LINE+1]]:5: error: `for ... else` is not supported in TorchScript
    for i in range(a):
        a -= 1
    else:
        a = 1
    return a


def d_continue_outside(a: int) -> int:
    if a > 0:
        # CONTINUE-OUTSIDE: diagnostics.py:[[@LINE+1]]:9: error: `break`/`continue` outside a loop
        continue
    return a


def d_range_float(a: float) -> int:
    # RANGE-FLOAT: diagnostics.py:[[@LINE+1]]:20: error: range() expects int arguments, got `float`
    for i in range(a):
        pass
    return 0


def d_not_iterable(a: int) -> int:
    # NOT-ITERABLE: diagnostics.py:[[@LINE+1]]:14: error: 'int' object is not iterable
    for i in a:
        pass
    return 0


def d_after_loop(a: int) -> int:
    for i in range(a):
        y = i
    # AFTER-LOOP: diagnostics.py:[[@LINE+1]]:12: error: y is defined only inside a loop body and cannot be used after it
    return y


def d_loop_retype(a: int) -> int:
    x = 0
    for i in range(a):
        # LOOP-RETYPE: diagnostics.py:[[@LINE+1]]:9: error: variable 'x' previously had type int but is now being assigned to a value of type float
        x = 0.5
    return 0


def d_early_return_untyped(a: int):
    if a > 0:
        return 1
    # EARLY-RETURN-UNTYPED: diagnostics.py:[[@LINE+1]]:5: error: Previous return statement returned a value of type int but this return statement returns a value of type float
    return 0.5


def d_raise_class(a: int) -> int:
    # RAISE-CLASS: diagnostics.py:[[@LINE+1]]:11: error: only builtin exception classes (ValueError, RuntimeError, ...) can be raised
    raise MyError("x")


def d_assert_message(a: int) -> int:
    # ASSERT-MESSAGE: diagnostics.py:[[@LINE+1]]:19: error: an exception message must be a str, not int
    assert a > 0, a
    return a


def d_bare_raise(a: int) -> int:
    # BARE-RAISE: diagnostics.py:[[@LINE+1]]:5: error: a bare `raise` (re-raise) is not supported in TorchScript
    raise
    return a


def d_enum_member(a: int) -> bool:
    # ENUM-MEMBER: diagnostics.py:[[@LINE+1]]:12: error: enum `Color` has no member `BLUE`
    return Color.BLUE == Color.RED


def d_enum_order(a: int) -> bool:
    # ENUM-ORDER: diagnostics.py:[[@LINE+1]]:12: error: `<` is not defined for enum members
    return Color.RED < Color.GREEN


def d_namedtuple_field(a: float) -> int:
    # NAMEDTUPLE-FIELD: diagnostics.py:[[@LINE+1]]:14: error: field 'first' of Pair has type int but is given a value of type float
    p = Pair(a, 1)
    return p.second


def d_namedtuple_immutable(a: int) -> int:
    p = Pair(a, 1)
    # NAMEDTUPLE-IMMUTABLE: diagnostics.py:[[@LINE+1]]:5: error: cannot assign attribute 'first': Pair is a NamedTuple, which is immutable
    p.first = 2
    return p.first


def d_class_attribute(a: int) -> int:
    c = Counter(a)
    # CLASS-ATTRIBUTE: diagnostics.py:[[@LINE+1]]:12: error: 'Counter' object has no attribute 'total'
    return c.total


def d_class_attr_type(a: int) -> int:
    c = Counter(a)
    # CLASS-ATTR-TYPE: diagnostics.py:[[@LINE+1]]:5: error: attribute 'count' of Counter has type int but is being assigned a value of type float
    c.count = 1.5
    return 0


def d_class_alias(a: torch.Tensor) -> int:
    c = Box(a)
    # CLASS-ALIAS: diagnostics.py:[[@LINE+1]]:9: error: a second reference to the `Box` instance `c` (its attribute `t` of type Tuple[Tensor, int] cannot be held by a shared object yet): not supported yet
    d = c
    return 0


def d_dict_keywords(a: int) -> Dict[str, int]:
    d = {"a": a}
    # DICT-KEYWORDS: diagnostics.py:[[@LINE+1]]:17: error: `**kwargs` in calls is not supported in TorchScript
    return dict(**d)


def d_class_method(a: int) -> int:
    c = Counter(a)
    # CLASS-METHOD: diagnostics.py:[[@LINE+1]]:12: error: 'Counter' object has no method 'reset'
    return c.reset()


def d_list_element(a: int) -> List[int]:
    xs = [1, 2]
    # LIST-ELEMENT: diagnostics.py:[[@LINE+1]]:15: error: a list of int cannot hold a value of type float
    xs.append(1.5)
    return xs


def d_list_index(xs: List[int]) -> int:
    # LIST-INDEX: diagnostics.py:[[@LINE+1]]:15: error: list indices must be int, not float
    return xs[1.0]


def d_dict_key(d: Dict[str, int]) -> int:
    # DICT-KEY: diagnostics.py:[[@LINE+1]]:14: error: the keys of this dict are str, not int
    return d[1]


# DICT-KEY-TYPE: diagnostics.py:[[@LINE+1]]:29: error: dict keys must be str, int, float or bool, not Tensor
def d_dict_key_type(d: Dict[torch.Tensor, int]) -> int:
    return 0


class NoLen:
    def __init__(self, a: int):
        self.a = a


def d_len_object(a: int) -> int:
    # LEN-OBJECT: diagnostics.py:[[@LINE+1]]:12: error: object of type 'NoLen' has no len() (its class defines no `__len__`)
    return len(NoLen(a))


def d_subscript_int(a: int) -> int:
    # SUBSCRIPT-INT: diagnostics.py:[[@LINE+1]]:12: error: 'int' object is not subscriptable
    return a[0]


def d_mixed_list(a: int) -> List[int]:
    # MIXED-LIST: diagnostics.py:[[@LINE+1]]:16: error: a list of int cannot hold a value of type float
    return [a, 1.5]


def d_dynamic_optional(a: int) -> int:
    k: Optional[int] = None
    if a > 0:
        k = a
    # DYNAMIC-OPTIONAL: diagnostics.py:[[@LINE+1]]:12: error: a value of type Optional[int] cannot be used here: `k` may be None (refine it first with `if k is not None:` or `assert k is not None`)
    return k + 1


def d_optional_value(a: int) -> int:
    # OPTIONAL-VALUE: diagnostics.py:[[@LINE+1]]:24: error: variable annotated as `Optional[int]` is assigned a value of type `float`
    k: Optional[int] = 1.5
    return a


def d_lambda(a: int) -> int:
    # LAMBDA: diagnostics.py:[[@LINE+1]]:9: error: lambdas are not supported in TorchScript
    g = lambda y: y
    return a


def d_try(a: int) -> int:
    # TRY: diagnostics.py:[[@LINE+1]]:5: error: `try` statements are not supported in TorchScript
    try:
        a = 1
    except Exception:
        a = 2
    return a


def d_global(a: int) -> int:
    # GLOBAL: diagnostics.py:[[@LINE+1]]:5: error: `global`/`nonlocal` are not supported in TorchScript
    global q
    return a


def d_nested_def(a: int) -> int:
    # NESTED-DEF: diagnostics.py:[[@LINE+1]]:5: error: nested functions are not supported in TorchScript
    def inner(b: int) -> int:
        return b
    return a


def d_comprehension_if(xs: List[int]) -> List[int]:
    # COMPREHENSION-IF: diagnostics.py:[[@LINE+1]]:30: error: comprehension `if`s are not supported in TorchScript
    return [x for x in xs if x > 0]


def d_unknown_op(x: torch.Tensor) -> torch.Tensor:
    # UNKNOWN-OP: diagnostics.py:[[@LINE+1]]:12: error: `torch.frobnicate` is not supported
    return torch.frobnicate(x)


def d_unpack_count(a: int) -> int:
    # UNPACK-COUNT: diagnostics.py:[[@LINE+1]]:5: error: expected 2 values to unpack, got 3
    b, c = (a, a, a)
    return b


def d_unpack_int(a: int) -> int:
    # UNPACK-INT: diagnostics.py:[[@LINE+1]]:5: error: cannot unpack a value of type int
    b, c = a
    return b


def d_tensor_list(x: torch.Tensor, k: str) -> torch.Tensor:
    d = {"a": x}
    # TENSOR-LIST: diagnostics.py:[[@LINE+1]]:18: error: pop() of a Dict[str, Tensor] with a key only known at run time is not supported yet
    return d.pop(k)


def d_str_arith(s: str) -> int:
    # STR-ARITH: diagnostics.py:[[@LINE+1]]:12: error: unsupported operand types for +: 'str' and 'int'
    return s + 1


def d_topk_k(x: torch.Tensor):
    # TOPK-K: diagnostics.py:[[@LINE+1]]:12: error: k (4) is out of range for a dim of size 3
    return torch.topk(x, 4)


def d_einsum_equation(x: torch.Tensor, eq: str):
    # EINSUM-EQUATION: diagnostics.py:[[@LINE+1]]:25: error: einsum(): argument 'equation' must be a string literal
    return torch.einsum(eq, x)


def d_einsum_terms(x: torch.Tensor):
    # EINSUM-TERMS: diagnostics.py:[[@LINE+1]]:12: error: einsum(): the term for an operand of rank 2 has 3 labels
    return torch.einsum("ijk->i", x)


def d_bad_reduction(x: torch.Tensor, y: torch.Tensor):
    # BAD-REDUCTION: diagnostics.py:[[@LINE+1]]:12: error: mse_loss(): average is not a valid value for reduction (use 'none', 'mean' or 'sum')
    return F.mse_loss(x, y, reduction='average')


def d_legacy_reduce(x: torch.Tensor, t: torch.Tensor, average: bool):
    # LEGACY-REDUCE: diagnostics.py:[[@LINE+1]]:47: error: cross_entropy(): argument 'size_average' must be True or False
    return F.cross_entropy(x, t, size_average=average)


def d_one_hot_classes(t: torch.Tensor):
    # ONE-HOT: diagnostics.py:[[@LINE+1]]:12: error: RuntimeError: Class values must be smaller than num_classes.
    return F.one_hot(t, 5)


def d_trace_vector(t: torch.Tensor):
    # TRACE: diagnostics.py:[[@LINE+1]]:12: error: RuntimeError: trace: expected a matrix, but got tensor with dim 1
    return t.trace()


def d_where_one_arg(x: torch.Tensor):
    # WHERE-ONE: diagnostics.py:[[@LINE+1]]:12: error: where(): pass the condition alone, or with both the values where it holds and where it does not
    return torch.where(x > 0, x)


def d_interp_both(x: torch.Tensor):
    # INTERP-BOTH: diagnostics.py:[[@LINE+1]]:12: error: interpolate(): only one of size or scale_factor should be defined
    return F.interpolate(x, size=4, scale_factor=2.0)


def d_interp_align(x: torch.Tensor):
    # INTERP-ALIGN: diagnostics.py:[[@LINE+1]]:12: error: interpolate(): align_corners option can only be set with the interpolating modes
    return F.interpolate(x, size=4, align_corners=True)


def d_interp_mode(x: torch.Tensor):
    # INTERP-MODE: diagnostics.py:[[@LINE+1]]:12: error: interpolate(): mode 'bicubic' is not supported (nearest, linear, bilinear, trilinear)
    return F.interpolate(x, size=[4, 4], mode='bicubic')


def d_interp_rank(x: torch.Tensor):
    # INTERP-RANK: diagnostics.py:[[@LINE+1]]:12: error: interpolate(): resampling 2 dim(s) needs an input of rank 4, got 3
    return F.interpolate(x, scale_factor=2.0, mode='bilinear')


# A loop does not count: its body may not run.
# MISSING-RETURN: diagnostics.py:[[@LINE+1]]:5: error: Function was not annotated as having type None, but does not return along all paths: the end of `d_missing_return` is reachable
def d_missing_return(a: int) -> int:
    if a > 0:
        return a
    while True:
        return 0


class Tally:
    def __init__(self):
        self.n = 0

    def bump(self) -> int:
        # NEW-ATTRIBUTE: diagnostics.py:[[@LINE+1]]:9: error: Tried to set nonexistent attribute: last. Did you forget to initialize it in __init__()?
        self.last = self.n
        self.n += 1
        return self.n


def d_new_attribute(a: int) -> int:
    c = Tally()
    return c.bump()


# SORTED-REVERSE: diagnostics.py:[[@LINE+2]]:23: error: sorted() takes no keyword arguments in TorchScript (use `xs.sort(reverse=True)` on a copy)
def d_sorted_reverse(xs: List[int]) -> List[int]:
    return sorted(xs, reverse=True)


# TorchScript has no `~` on ints (aten::bitwise_not takes a tensor).
# INVERT-INT: diagnostics.py:[[@LINE+2]]:12: error: `~` is not defined for int in TorchScript (only for tensors)
def d_invert_int(a: int) -> int:
    return ~a


def scaled(xs: List[int], dims: List[int] = [0]) -> List[int]:
    return [xs[d] for d in dims]


# MUTABLE-DEFAULT: diagnostics.py:[[@LINE-4]]:45: error: Mutable default parameters are not supported because Python binds them to the function and they persist across function calls (make the default None and create the value in the body)
def d_mutable_default(n: int) -> List[int]:
    return scaled([n])


# TWO-GENERATORS: diagnostics.py:[[@LINE+2]]:12: error: a comprehension with several `for` clauses is not supported in TorchScript (only a single generator)
def d_two_generators(xs: List[List[int]]) -> List[int]:
    return [v for row in xs for v in row]


# STARRED-TARGET: diagnostics.py:[[@LINE+2]]:8: error: starred assignment targets (`a, *rest = ...`) are not supported in TorchScript
def d_starred_target(xs: List[int]) -> int:
    a, *rest = xs
    return a


# TUPLE-ELLIPSIS: diagnostics.py:[[@LINE+1]]:36: error: `...` in a type is not supported in TorchScript (`Tuple[int, ...]`: give each element's type, or use a List)
def d_tuple_ellipsis(t: Tuple[int, ...]) -> int:
    return t[0]


def d_pad_popped(x: torch.Tensor):
    xs: List[int] = [1, 2]
    # An entry with an effect is not evaluated twice to learn the list.
    # PAD-POPPED: diagnostics.py:[[@LINE+1]]:21: error: pad(): argument 'pad' must be an integer literal or a list of them (or ints known at compile time)
    return F.pad(x, [xs.pop(), 0])


# A function is called, never held: returning it (directly or through a
# name bound to it) is TorchScript's "function cannot be used as a value".
def d_function_value(a: int):
    g = d_len_object
    h = g
    # FUNCTION-VALUE: diagnostics.py:[[@LINE-2]]:9: error: function `d_len_object` cannot be used as a value (only called)
    return h
