# `torch.device` values: compiled code runs on the host CPU, so the one
# device is `cpu`, held as its text. `device=` and `.to(device)` are
# checked and change nothing; `x.is_cuda` is a compile-time False, so a
# branch on it keeps only the CPU side. Other devices are compile errors.
# RUN: tsc compile %s --entry moves --emit=ts | FileCheck %s --check-prefix=IR
# RUN: echo '[{"tensor": {"dtype": "float32", "shape": [2], "data": [1, 2]}}]' > %t.json
# RUN: tsc run %s --entry moves --args %t.json 2>/dev/null | FileCheck %s --check-prefix=OUT
# RUN: not tsc compile %s --entry cuda_device 2>&1 | FileCheck %s --check-prefix=CUDA
# RUN: not tsc compile %s --entry cuda_method 2>&1 | FileCheck %s --check-prefix=METHOD
# RUN: not tsc compile %s --entry not_a_device 2>&1 | FileCheck %s --check-prefix=NOTDEVICE
# RUN: not tsc compile %s --entry run_time_name 2>&1 | FileCheck %s --check-prefix=RUNTIME
# RUN: not tsc compile %s --entry no_requires_grad 2>&1 | FileCheck %s --check-prefix=GRAD
# RUN: not tsc compile %s --entry to_requires_grad 2>&1 | FileCheck %s --check-prefix=TO-GRAD

import torch
from typing import Optional, Tuple


def on(x: torch.Tensor, d: torch.device) -> torch.Tensor:
    return torch.ones(2, device=d) + x.to(d)


# IR-LABEL: func.func @moves
# IR: ts.str_constant "cpu"
# IR-NOT: ts.str_constant "cuda"
# OUT: {"tuple":["cpu","cpu",null,true,false,true,-1,{"tensor":{"dtype":"float64","shape":[2],"data":[4.0,7.0]}}]}
def moves(x) -> Tuple[str, str, Optional[int], bool, bool, bool, int, torch.Tensor]:
    d = x.device
    y = x.to(d, torch.float64) + x.cpu() + on(x, d) + torch.zeros(2, device="cpu")
    y = y + x.to(dtype=torch.float64, layout=torch.strided) - x.to(device=d, pin_memory=False)
    if x.is_cuda:
        y = y.cuda()
    return str(d), d.type, d.index, d == torch.device("cpu"), d != "cpu", x.is_cpu, x.get_device(), y


# CUDA: devices.py:[[@LINE+2]]:30: error: device 'cuda:0': compiled code runs on the CPU, the only device available
def cuda_device(x):
    return x.to(torch.device("cuda:0"))


# METHOD: devices.py:[[@LINE+2]]:12: error: cuda(): compiled code runs on the CPU, the only device available
def cuda_method(x):
    return x.cuda()


# NOTDEVICE: devices.py:[[@LINE+2]]:34: error: expected a device such as `x.device` or "cpu", found a value of type int
def not_a_device(x):
    return torch.zeros(3, device=5)


# RUNTIME: devices.py:[[@LINE+2]]:30: error: torch.device(): the device must be a string literal such as "cpu"
def run_time_name(x, s: str):
    return x.to(torch.device(s))


# As in TorchScript, only `torch.tensor` takes requires_grad=.
# GRAD: devices.py:[[@LINE+2]]:27: error: zeros() got an unexpected keyword argument 'requires_grad'
def no_requires_grad(x):
    return torch.zeros(3, requires_grad=True)


# `to` takes aten::to's storage keywords (layout, pin_memory, ...), not
# requires_grad, whether or not it converts.
# TO-GRAD: devices.py:[[@LINE+2]]:34: error: to() got an unexpected keyword argument 'requires_grad'
def to_requires_grad(x):
    return x.to(device=x.device, requires_grad=False)
