import torch
from typing import List, Tuple, Optional

def helper(x: torch.Tensor, d: torch.device) -> torch.Tensor:
    return torch.ones(3, device=d) + x.to(d)

def f(x: torch.Tensor) -> Tuple[str, str, Optional[int], bool, bool, bool, bool, int, torch.Tensor, torch.Tensor, bool, str]:
    d = x.device
    z = torch.zeros(3, device=d, dtype=torch.float64) + torch.arange(3, device="cpu")
    y = x.to(d, torch.float64) + x.to(device=d) + x.cpu() + x.to("cpu", dtype=torch.float64, non_blocking=True)
    if x.is_cuda:
        y = y.cuda()
    w = helper(x, d) + torch.zeros_like(x, memory_format=torch.contiguous_format) + x.clone(memory_format=torch.preserve_format)
    e = torch.tensor([1.0, 2.0, 3.0], device=d, requires_grad=False) + x.new_zeros(3, device=d, pin_memory=False)
    return str(d), d.type, d.index, x.is_cuda, x.requires_grad, x.is_cpu, d == torch.device('cpu'), x.get_device(), z + y, w + e, d != "cpu", f"{d}"
