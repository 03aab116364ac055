import torch
import torch.nn.functional as F


class MLP(torch.nn.Module):
    """A two-layer perceptron classifier: its parameters come from
    weights.safetensors (lifted into the compiled function's signature)."""

    def __init__(self):
        super().__init__()
        self.fc1 = torch.nn.Linear(64, 128)
        self.act = torch.nn.ReLU()
        self.fc2 = torch.nn.Linear(128, 10)
        self.temperature = 2.0

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.act(self.fc1(x))
        return F.softmax(self.logits(h), dim=-1)

    def logits(self, h: torch.Tensor) -> torch.Tensor:
        return self.fc2(h) / self.temperature
