import torch
from typing import List, Tuple, Optional

class Job:
    def __init__(self, cost: float, name: str):
        self.cost = cost
        self.name = name

    def __lt__(self, other: "Job") -> bool:
        return self.cost < other.cost

    def __str__(self) -> str:
        return self.name + ":" + str(self.cost)


def f(x: torch.Tensor) -> Tuple[List[str], List[str], str]:
    jobs: List[Job] = []
    for i in range(x.size(0)):
        jobs.append(Job(float(x[i]), "j" + str(i)))
    jobs.append(Job(0.0, "zero"))
    ranked = sorted(jobs)
    jobs.sort(reverse=True)
    return [str(j) for j in ranked], [j.name for j in jobs], str(ranked[0])
