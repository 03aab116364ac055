import torch
from typing import List, Tuple, Optional

import torch
from typing import Dict, List, Optional, Tuple


class UnionFind:
    def __init__(self, n: int):
        self.parent: List[int] = list(range(n))
        self.rank: List[int] = [0] * n
        self.count = n

    def find(self, x: int) -> int:
        root = x
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[x] != root:
            nxt = self.parent[x]
            self.parent[x] = root
            x = nxt
        return root

    def union(self, a: int, b: int) -> bool:
        ra = self.find(a)
        rb = self.find(b)
        if ra == rb:
            return False
        if self.rank[ra] < self.rank[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        if self.rank[ra] == self.rank[rb]:
            self.rank[ra] += 1
        self.count -= 1
        return True


def kruskal(n: int, edges: List[Tuple[int, int, float]]) -> Tuple[float, List[Tuple[int, int]]]:
    ws: List[float] = [e[2] for e in edges]
    idx: List[int] = list(range(len(edges)))
    # insertion sort by weight (stable)
    for i in range(1, len(idx)):
        j = i
        while j > 0 and ws[idx[j - 1]] > ws[idx[j]]:
            idx[j - 1], idx[j] = idx[j], idx[j - 1]
            j -= 1
    uf = UnionFind(n)
    total = 0.0
    used: List[Tuple[int, int]] = []
    for i in idx:
        a, b, w = edges[i]
        if uf.union(a, b):
            total += w
            used.append((a, b))
    return total, used


def dijkstra(n: int, adj: Dict[int, List[Tuple[int, float]]], src: int) -> List[Optional[float]]:
    dist: List[Optional[float]] = []
    for _j in range(n):
        dist.append(None)
    dist[src] = 0.0
    done: List[bool] = [False] * n
    for _k in range(n):
        best = -1
        best_d = 0.0
        for v in range(n):
            d = dist[v]
            if not done[v] and d is not None and (best < 0 or d < best_d):
                best = v
                best_d = d
        if best < 0:
            break
        done[best] = True
        none: List[Tuple[int, float]] = []
        for nb, w in adj.get(best, none):
            cur = dist[nb]
            if cur is None or best_d + w < cur:
                dist[nb] = best_d + w
    return dist


def topo(n: int, edges: List[Tuple[int, int, float]]) -> List[int]:
    indeg = [0] * n
    out: List[List[int]] = [torch.jit.annotate(List[int], []) for _ in range(n)]
    for a, b, _w in edges:
        if a < b:
            out[a].append(b)
            indeg[b] += 1
    queue: List[int] = []
    for i in range(n):
        if indeg[i] == 0:
            queue.append(i)
    order: List[int] = []
    while len(queue) > 0:
        v = queue.pop(0)
        order.append(v)
        for w in out[v]:
            indeg[w] -= 1
            if indeg[w] == 0:
                queue.append(w)
    return order


def f(n: int, edges: List[Tuple[int, int, float]]) -> Tuple[float, List[Tuple[int, int]], List[Optional[float]], List[int], int]:
    adj: Dict[int, List[Tuple[int, float]]] = {}
    for a, b, w in edges:
        if a not in adj:
            e: List[Tuple[int, float]] = []
            adj[a] = e
        adj[a].append((b, w))
        empty: List[Tuple[int, float]] = []
        adj.setdefault(b, empty).append((a, w))
    total, used = kruskal(n, edges)
    uf = UnionFind(n)
    for a, b, _w in edges[:3]:
        uf.union(a, b)
    return total, used, dijkstra(n, adj, 0), topo(n, edges), uf.count
