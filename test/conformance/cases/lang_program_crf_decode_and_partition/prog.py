import torch
from typing import List, Tuple, Optional

import torch
from typing import List, Tuple


def viterbi_decode(emissions: torch.Tensor, transitions: torch.Tensor, start: torch.Tensor, end: torch.Tensor, mask: torch.Tensor) -> Tuple[List[List[int]], torch.Tensor]:
    # emissions: (B, T, K); mask: (B, T) bool
    B, T, K = emissions.shape
    score = start.unsqueeze(0) + emissions[:, 0]
    history: List[torch.Tensor] = []
    for t in range(1, T):
        broadcast_score = score.unsqueeze(2)
        broadcast_emission = emissions[:, t].unsqueeze(1)
        next_score = broadcast_score + transitions + broadcast_emission
        next_score, indices = next_score.max(dim=1)
        score = torch.where(mask[:, t].unsqueeze(1), next_score, score)
        history.append(indices)
    score = score + end
    seq_ends = mask.long().sum(dim=1) - 1
    best_tags_list: List[List[int]] = []
    best_scores = torch.zeros(B)
    for idx in range(B):
        best_score, best_last_tag = score[idx].max(dim=0)
        best_scores[idx] = best_score
        best_tags = [int(best_last_tag.item())]
        end_t = int(seq_ends[idx])
        for j in range(end_t - 1, -1, -1):
            best_last_tag = history[j][idx][best_tags[-1]]
            best_tags.append(int(best_last_tag.item()))
        best_tags.reverse()
        best_tags_list.append(best_tags)
    return best_tags_list, best_scores


def log_partition(emissions: torch.Tensor, transitions: torch.Tensor, start: torch.Tensor, end: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    score = start + emissions[:, 0]
    for t in range(1, emissions.size(1)):
        nxt = torch.logsumexp(score.unsqueeze(2) + transitions + emissions[:, t].unsqueeze(1), dim=1)
        score = torch.where(mask[:, t].unsqueeze(1), nxt, score)
    return torch.logsumexp(score + end, dim=1)


def f(emissions: torch.Tensor, transitions: torch.Tensor, start: torch.Tensor, end: torch.Tensor, lengths: List[int]):
    B, T, K = emissions.shape
    mask = torch.arange(T).unsqueeze(0) < torch.tensor(lengths).unsqueeze(1)
    tags, scores = viterbi_decode(emissions, transitions, start, end, mask)
    z = log_partition(emissions, transitions, start, end, mask)
    return tags, scores, z
