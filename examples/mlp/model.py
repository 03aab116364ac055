# A two-layer perceptron in TorchScript: the example `scripts/demo.sh` runs.
import torch
import torch.nn.functional as F


def layer(x: torch.Tensor, w: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    return F.relu(x @ w + b)


def mlp(x: torch.Tensor, w1: torch.Tensor, b1: torch.Tensor,
        w2: torch.Tensor, b2: torch.Tensor) -> torch.Tensor:
    h = layer(x, w1, b1)
    return torch.matmul(h, w2) + b2
