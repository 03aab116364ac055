# `warnings.warn(message)` shows `FILE:LINE:COL: warning: UserWarning:
# message` on stderr when the call reaches it, once per site and call (as
# TorchScript shows it), and the call goes on; the message may be computed
# at run time. Like TorchScript's `aten::warn(str message, int
# stacklevel=2)`, a category or a non-str message is a located error.
# RUN: echo '{"entry": "count", "args": [3]}' > %t.json
# RUN: tsc run %s --args %t.json --repeat 2 2>&1 | FileCheck %s --check-prefix=CALLS
# RUN: tsc compile %s --entry count | FileCheck %s --check-prefix=IR
# RUN: not tsc compile %s --entry category 2>&1 | FileCheck %s --check-prefix=CATEGORY
# RUN: not tsc compile %s --entry not_a_str 2>&1 | FileCheck %s --check-prefix=NOTSTR
# RUN: not tsc compile %s --entry keyword 2>&1 | FileCheck %s --check-prefix=KEYWORD
import warnings


# Each call warns again; the loop's later iterations do not.
# CALLS: warnings.py:[[@LINE+10]]:9: warning: UserWarning: step 0 of 3
# CALLS-NEXT: warnings.py:[[@LINE+11]]:13: warning: UserWarning: past the middle
# CALLS-NEXT: {{^}}done{{$}}
# CALLS-NEXT: warnings.py:[[@LINE+7]]:9: warning: UserWarning: step 0 of 3
# CALLS-NEXT: warnings.py:[[@LINE+8]]:13: warning: UserWarning: past the middle
# CALLS-NEXT: {{^}}done{{$}}
# CALLS-NEXT: {{^}}3{{$}}
# IR: ts.warn
def count(n: int) -> int:
    for i in range(n):
        warnings.warn(f"step {i} of {n}")
        if i >= n // 2:
            warnings.warn("past the middle", stacklevel=2)
    print("done")
    return n


def category(n: int) -> int:
    # CATEGORY: warnings.py:[[@LINE+1]]:30: error: warnings.warn() takes no warning category (`UserWarning`) in TorchScript
    warnings.warn("careful", UserWarning)
    return n


def not_a_str(n: int) -> int:
    # NOTSTR: warnings.py:[[@LINE+1]]:19: error: warnings.warn() expects a `str` message, not `int`
    warnings.warn(n)
    return n


def keyword(n: int) -> int:
    # KEYWORD: warnings.py:[[@LINE+1]]:30: error: warnings.warn() takes only `message` and `stacklevel` in TorchScript
    warnings.warn("careful", category=None)
    return n
