import torch
import torch.nn as nn


class SmallNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, 4, 3, padding=1),
            nn.ReLU(),
            nn.MaxPool2d(2),
            nn.Sequential(nn.Conv2d(4, 8, 3), nn.Tanh()),
        )
        self.classifier = nn.Sequential(
            nn.Linear(8 * 2 * 2, 16),
            nn.ReLU(),
            nn.Dropout(0.5),
            nn.Linear(16, 3),
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.features(x)
        x = x.view(x.size(0), -1)
        return torch.softmax(self.classifier(x), dim=1)
