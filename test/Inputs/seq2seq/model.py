# A GRU encoder-decoder with additive attention (scaled down), decoding
# greedily for a fixed number of steps: the attention repeats the state
# along the encoder's output length (`repeat(1, src_len, 1)`, a size known
# once shapes are), and the decoder collects logits and the first
# token of each step.
# Regenerate weights and expected results: cd test/Inputs/seq2seq && python ../make_module_case.py Seq2Seq "(torch.tensor([[1, 4, 5, 2], [3, 3, 7, 0]]),)"
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch import Tensor
from typing import List, Tuple, Optional


class Encoder(nn.Module):
    def __init__(self, vocab: int = 10, emb: int = 6, hidden: int = 8):
        super().__init__()
        self.embedding = nn.Embedding(vocab, emb, padding_idx=0)
        self.rnn = nn.GRU(emb, hidden, batch_first=True, bidirectional=True)
        self.fc = nn.Linear(hidden * 2, hidden)

    def forward(self, src: Tensor) -> Tuple[Tensor, Tensor]:
        embedded = self.embedding(src)
        outputs, hidden = self.rnn(embedded)
        hidden = torch.tanh(self.fc(torch.cat((hidden[-2, :, :], hidden[-1, :, :]), dim=1)))
        return outputs, hidden


class Attention(nn.Module):
    def __init__(self, hidden: int = 8):
        super().__init__()
        self.attn = nn.Linear(hidden * 3, hidden)
        self.v = nn.Linear(hidden, 1, bias=False)

    def forward(self, hidden: Tensor, encoder_outputs: Tensor) -> Tensor:
        src_len = encoder_outputs.shape[1]
        hidden = hidden.unsqueeze(1).repeat(1, src_len, 1)
        energy = torch.tanh(self.attn(torch.cat((hidden, encoder_outputs), dim=2)))
        attention = self.v(energy).squeeze(2)
        return F.softmax(attention, dim=1)


class Seq2Seq(nn.Module):
    def __init__(self, vocab: int = 10, emb: int = 6, hidden: int = 8, max_len: int = 5):
        super().__init__()
        self.encoder = Encoder(vocab, emb, hidden)
        self.attention = Attention(hidden)
        self.embedding = nn.Embedding(vocab, emb)
        self.rnn = nn.GRUCell(hidden * 2 + emb, hidden)
        self.out = nn.Linear(hidden * 3 + emb, vocab)
        self.max_len = max_len

    def forward(self, src: Tensor) -> Tuple[Tensor, List[int]]:
        encoder_outputs, hidden = self.encoder(src)
        token = torch.ones(src.size(0), dtype=torch.long)
        logits: List[Tensor] = []
        first: List[int] = []
        for t in range(self.max_len):
            embedded = self.embedding(token)
            a = self.attention(hidden, encoder_outputs).unsqueeze(1)
            weighted = torch.bmm(a, encoder_outputs).squeeze(1)
            hidden = self.rnn(torch.cat((embedded, weighted), dim=1), hidden)
            prediction = self.out(torch.cat((hidden, weighted, embedded), dim=1))
            logits.append(prediction)
            token = prediction.argmax(1)
            first.append(int(token[0]))
        return torch.stack(logits, 1), first
