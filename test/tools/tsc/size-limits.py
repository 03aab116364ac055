# Sizes a script makes absurd (huge ints, overflowing products, windows
# larger than any input) end in a located error, at compile time when the
# shapes are static and at run time when they come from data; never a
# crash, a wrapped-around size or an allocation that cannot succeed.
# RUN: echo '{"tensor": {"dtype": "float32", "shape": [1, 2, 4], "data": [1, 2, 3, 4, 5, 6, 7, 8]}}' > %t.x
# RUN: echo "{\"entry\": \"static_huge\", \"args\": [$(cat %t.x)]}" > %t.static.json
# RUN: not tsc compile %s --args %t.static.json --emit=llvm 2>&1 | FileCheck %s --check-prefix=STATIC
# RUN: echo "{\"entry\": \"repeat_overflow\", \"args\": [$(cat %t.x)]}" > %t.repeat.json
# RUN: not tsc compile %s --args %t.repeat.json --emit=llvm 2>&1 | FileCheck %s --check-prefix=REPEAT
# RUN: echo "{\"entry\": \"conv_huge_padding\", \"args\": [$(cat %t.x), {\"tensor\": {\"dtype\": \"float32\", \"shape\": [1, 2, 1], \"data\": [1, 2]}}]}" > %t.conv.json
# RUN: not tsc compile %s --args %t.conv.json --emit=llvm 2>&1 | FileCheck %s --check-prefix=CONV
# RUN: echo "{\"entry\": \"pool_zero_stride\", \"args\": [$(cat %t.x)]}" > %t.stride.json
# RUN: not tsc compile %s --args %t.stride.json --emit=llvm 2>&1 | FileCheck %s --check-prefix=STRIDE
# RUN: echo "{\"entry\": \"adaptive_huge\", \"args\": [$(cat %t.x)]}" > %t.adaptive.json
# RUN: not tsc compile %s --args %t.adaptive.json --emit=llvm 2>&1 | FileCheck %s --check-prefix=ADAPTIVE
# RUN: echo "{\"entry\": \"narrow_overflow\", \"args\": [$(cat %t.x)]}" > %t.narrow.json
# RUN: not tsc compile %s --args %t.narrow.json --emit=llvm 2>&1 | FileCheck %s --check-prefix=NARROW
# RUN: echo "{\"entry\": \"split_overflow\", \"args\": [$(cat %t.x)]}" > %t.split.json
# RUN: not tsc compile %s --args %t.split.json --emit=llvm 2>&1 | FileCheck %s --check-prefix=SPLIT
# RUN: echo "{\"entry\": \"gather_larger_index\", \"args\": [$(cat %t.x), {\"tensor\": {\"dtype\": \"int64\", \"shape\": [3, 1, 1], \"data\": [0, 0, 0]}}]}" > %t.gather.json
# RUN: not tsc compile %s --args %t.gather.json --emit=llvm 2>&1 | FileCheck %s --check-prefix=GATHER

# A wide constant pad is a few doubling cats, not one operand per column.
# RUN: echo "{\"entry\": \"wide_pad\", \"args\": [$(cat %t.x)]}" > %t.pad.json
# RUN: tsc compile %s --args %t.pad.json --emit=ts | FileCheck %s --check-prefix=PAD
# RUN: tsc run %s --args %t.pad.json | FileCheck %s --check-prefix=WIDE
# PAD-COUNT-20: ts.cat
# PAD-NOT: ts.cat
# WIDE: "shape":[1,2,100007]

# Sizes from data: checked before the buffer is allocated (n * n * 4
# bytes wraps around to 0 in 64 bits).
# RUN: echo '{"entry": "run_time_huge", "args": [{"tensor": {"dtype": "int64", "shape": [1], "data": [4294967296]}}]}' > %t.run.json
# RUN: not tsc run %s --args %t.run.json 2>&1 | FileCheck %s --check-prefix=RUNTIME
# A list repeated past memory (2^61 items: more bytes than 64 bits count).
# RUN: echo '{"entry": "repeated_list", "args": [1152921504606846976]}' > %t.list.json
# RUN: not tsc run %s --args %t.list.json 2>&1 | FileCheck %s --check-prefix=LIST
import torch
import torch.nn.functional as F
from typing import List


def static_huge(x):
    # STATIC: size-limits.py:[[@LINE+1]]:12: error: a tensor of shape [1099511627776, 1099511627776] is too large (more than 2^47 bytes, all the memory a process can address)
    return torch.zeros(1099511627776, 1099511627776) + x


def repeat_overflow(x):
    # REPEAT: size-limits.py:[[@LINE+1]]:12: error: repeating a dim of 2 4611686018427387904 times is more than a tensor can hold
    return x.repeat(1, 4611686018427387904, 4)


def conv_huge_padding(x, w):
    # CONV: size-limits.py:[[@LINE+1]]:12: error: window (kernel 1, dilation 1, padding (4611686018427387904, 4611686018427387904)) is too large
    return F.conv1d(x, w, padding=4611686018427387904)


def pool_zero_stride(x):
    # STRIDE: size-limits.py:[[@LINE+1]]:12: error: 'ts.avg_pool' op `stride` values must be positive, got 0
    return F.avg_pool1d(x, 2, stride=0)


def adaptive_huge(x):
    # ADAPTIVE: size-limits.py:[[@LINE+1]]:12: error: failed to lower 'ts.adaptive_avg_pool': an output of [1000000000] positions needs a table of more than 2^24 entries at compile time; outputs this large are not supported
    return F.adaptive_avg_pool1d(x, 1000000000)


def narrow_overflow(x):
    # NARROW: size-limits.py:[[@LINE+1]]:12: error: narrow(): start (9223372036854775807) + length (2) exceeds any dimension size
    return x.narrow(0, 9223372036854775807, 2)


def split_overflow(x):
    # SPLIT: size-limits.py:[[@LINE+1]]:12: error: split(): split sizes add up to more than any dimension size
    a, b = torch.split(x, [1, 9223372036854775807], 2)
    return a + b


def gather_larger_index(x, i):
    # GATHER: size-limits.py:[[@LINE+1]]:12: error: failed to lower 'ts.gather': Size does not match at dimension 0: expected index [3, 1, 1] to be no larger than self [1, 2, 4] apart from dimension 2
    return torch.gather(x, 2, i)


def wide_pad(x):
    return F.pad(x, [100000, 3])


def run_time_huge(x):
    n = int(x.sum().item())
    # RUNTIME: size-limits.py:[[@LINE+1]]:12: error: RuntimeError: not enough memory: a tensor this op makes would take more than 2^47 bytes, all the memory a process can address
    return torch.zeros(n, n).sum()


# LIST: size-limits.py:[[@LINE+1]]:5: error: RuntimeError: not enough memory for the repeated list
def repeated_list(n: int) -> int:
    xs: List[int] = [1, 2] * n
    return len(xs)
