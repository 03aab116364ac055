import torch
from typing import List, Tuple, Optional

def f(x: torch.Tensor, labels: torch.Tensor) -> List[torch.Tensor]:
    one_hot = torch.zeros(labels.size(0), 4)
    one_hot[torch.arange(labels.size(0)), labels] = 1.0
    y = x.clone()
    r, c = torch.where(y > 0)
    y[r, c] = -y[r, c]
    z = torch.zeros(3, 3, 2)
    z[torch.tensor([0, 2]), torch.tensor([1, -1])] = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
    w = torch.zeros(3, 3, 2)
    w[[0, 1], [2, 2]] = torch.tensor([5.0, 6.0])
    m = x[x > 0]
    return [one_hot, y, z, w, x.view(6).view_as(x), x.reshape(3, 2).reshape_as(x) * 2, x.flatten().view(x.size()),
            (m * 2).view_as(m.unsqueeze(0))]
