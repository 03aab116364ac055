# A constructor that `__init__` code runs inside itself without end (a
# module or plain class whose `__init__` constructs itself) is Python's
# RecursionError, located at the call, not a compiler that exhausts its
# stack. Constructors may nest 32 deep.
# RUN: not tsc compile %s --entry M.forward 2>&1 | FileCheck %s
# The first error stops the import: the plain class's case on its own.
# RUN: sed 's/self.block = Block(4)/pass/' %s > %t.py
# RUN: not tsc compile %t.py --entry M.forward 2>&1 | FileCheck %s --check-prefix=NODE
import torch
import torch.nn as nn


class Block(nn.Sequential):
    def __init__(self, d: int):
        super().__init__(nn.LayerNorm(d))
        # CHECK: module-init-recursion.py:[[@LINE+1]]:22: error: RecursionError: constructing `Block` here nests constructors more than 32 deep (does its `__init__` construct itself?)
        self.inner = Block(d)


class Node:
    def __init__(self, n: int):
        self.n = n
        # NODE: .py:[[@LINE+1]]:22: error: RecursionError: constructing `Node` here nests constructors more than 32 deep
        self.child = Node(n + 1)


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.block = Block(4)
        self.root = Node(0)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.block(x)
