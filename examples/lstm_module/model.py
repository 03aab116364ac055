import torch
import torch.nn as nn
from typing import Tuple


class SequenceClassifier(nn.Module):
    """A two-layer LSTM over a batch of feature sequences; the last step's
    hidden state is classified, and the mean hidden state over time is
    returned too."""

    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(16, 64, num_layers=2, batch_first=True)
        self.head = nn.Linear(64, 5)

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        out, (h, c) = self.lstm(x)
        logits = self.head(out[:, -1])
        return torch.log_softmax(logits, dim=-1), out.mean(dim=1)
