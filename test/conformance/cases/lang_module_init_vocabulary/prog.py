import torch
from typing import List, Tuple, Optional

from typing import Dict


class Tokenizer(torch.nn.Module):
    def __init__(self, words: str = "the cat sat on the mat", pad: str = "<pad>"):
        super().__init__()
        vocab: Dict[str, int] = {pad: 0}
        for w in words.split():
            if w not in vocab:
                vocab[w] = len(vocab)
        self.vocab = vocab
        self.inverse = {i: w for w, i in vocab.items()}
        self.size = len(vocab)
        self.upper = [w.upper() for w in sorted(vocab.keys()) if w != pad]

    def forward(self, text: str, length: int) -> Tuple[List[int], str, int, List[str]]:
        ids = [self.vocab.get(w, 0) for w in text.split(" ")]
        while len(ids) < length:
            ids.append(self.vocab["<pad>"])
        return ids, self.inverse[2], self.size, self.upper
