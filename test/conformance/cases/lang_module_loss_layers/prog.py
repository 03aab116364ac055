import torch
from typing import List, Tuple, Optional

import torch.nn as nn


class L(nn.Module):
    def __init__(self):
        super().__init__()
        self.ce = nn.CrossEntropyLoss(weight=torch.tensor([1.0, 2.0, 0.5, 1.0]), ignore_index=3)
        self.ce2 = nn.CrossEntropyLoss(label_smoothing=0.1)
        self.nll = nn.NLLLoss(reduction="sum")
        self.bce = nn.BCEWithLogitsLoss(pos_weight=torch.tensor([2.0, 1.0, 1.0, 3.0]))
        self.bce2 = nn.BCELoss(torch.tensor([1.0, 0.5, 0.5, 1.0]))
        self.mse = nn.MSELoss()
        self.l1 = nn.L1Loss(reduction="none")
        self.sl1 = nn.SmoothL1Loss(beta=0.5)
        self.hub = nn.HuberLoss(delta=0.5)
        self.kl = nn.KLDivLoss(reduction="batchmean", log_target=True)
        self.cosl = nn.CosineEmbeddingLoss(margin=0.2)
        self.mr = nn.MarginRankingLoss(0.1)
        self.he = nn.HingeEmbeddingLoss()
        self.sm = nn.SoftMarginLoss(size_average=False)
        self.ml = nn.MultiLabelSoftMarginLoss()
        self.tm = nn.TripletMarginLoss(margin=0.5, p=1.0)
        self.pn = nn.PoissonNLLLoss(log_input=False, reduce=False)

    def forward(self, x: torch.Tensor, t: torch.Tensor) -> List[torch.Tensor]:
        y = torch.sign(x)
        p = torch.sigmoid(x)
        s = torch.tensor([1.0, -1.0, 1.0])
        return [self.ce(x, t), self.ce2(x, t), self.nll(torch.log_softmax(x, 1), t),
                self.bce(x, p.round()), self.bce2(p, p.round()), self.mse(x, p), self.l1(x, p),
                self.sl1(x, y), self.hub(x, x * 0.5),
                self.kl(torch.log_softmax(x, 1), torch.log_softmax(x * 2, 1)),
                self.cosl(x, x.flip(0), s), self.mr(x[:, 0], x[:, 1], s), self.he(x, y),
                self.sm(x, y), self.ml(x, p.round()), self.tm(x, x + 0.1, x.flip(0)),
                self.pn(p, p.round()),
                torch.tensor(float(self.ce.ignore_index) + self.hub.delta + self.tm.margin)]
