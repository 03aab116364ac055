import torch
import torch.nn as nn


# Initialization in the style of Hugging Face models: `self.apply` of a
# method, and a loop over `self.modules()`. Neither runs at compile time;
# the tensors they may set come from weights.safetensors.
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 3)
        self.emb = nn.Embedding(5, 4)
        self.norm = nn.LayerNorm(3)
        self.apply(self._init_weights)
        for m in self.modules():
            if isinstance(m, nn.Linear):
                nn.init.zeros_(m.bias)

    def _init_weights(self, module: nn.Module):
        std = 0.02
        if isinstance(module, nn.Linear):
            module.weight.data.normal_(mean=0.0, std=std)
            if module.bias is not None:
                module.bias.data.zero_()
        elif isinstance(module, nn.Embedding):
            module.weight.data.normal_(mean=0.0, std=std)

    def forward(self, ids: torch.Tensor) -> torch.Tensor:
        return self.norm(self.lin(self.emb(ids)))
