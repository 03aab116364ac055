# `print` of tensors: ATen's format, as TorchScript prints them (integers,
# fixed point under a common scale, scientific, "Columns a to b" wrapping,
# one block per (i,j,.,.) slice, the dtype's ATen type name). The expected
# text is what real torch.jit.script of `show` printed
# (Inputs/print-tensors/make_expected.py).
# RUN: tsc run %s --args %inputs/print-tensors/args.json --result %t.result > %t.out
# RUN: diff %inputs/print-tensors/expected.txt %t.out
import torch


def show(x: torch.Tensor, y: torch.Tensor, z: torch.Tensor):
    print(x)
    print("a", y, 3)
    print(z, z.sum(), z > 0, z.double(), z.int(), torch.zeros(0, 3), torch.zeros(0, dtype=torch.int32))
    print(x * 1e-5, x * 1e9, x - 5.5, (x + 0.5) * 1e3)
    print(y.reshape(2, 3, 1, 2) * 0.25)
    print(torch.arange(30.).reshape(1, 30) * 1.5)
    print(x[0, 0] + 0.5)
    # the text of tensors: in containers, str(), f-strings and format
    print([x[0], y[0, 0]], (z,), {"k": z}, f"t = {z}", "{}!".format(z.sum()), str(z.float() * -0.5))
    print(-0.0, [0.0 * -1.0])
