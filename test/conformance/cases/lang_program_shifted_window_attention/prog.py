import torch
from typing import List, Tuple, Optional

import torch
import torch.nn.functional as F
from typing import List, Tuple


def window_partition(x: torch.Tensor, ws: int) -> torch.Tensor:
    B, H, W, C = x.shape
    x = x.view(B, H // ws, ws, W // ws, ws, C)
    return x.permute(0, 1, 3, 2, 4, 5).contiguous().view(-1, ws, ws, C)


def window_reverse(windows: torch.Tensor, ws: int, H: int, W: int) -> torch.Tensor:
    B = int(windows.shape[0] / (H * W / ws / ws))
    x = windows.view(B, H // ws, W // ws, ws, ws, -1)
    return x.permute(0, 1, 3, 2, 4, 5).contiguous().view(B, H, W, -1)


def relative_index(ws: int) -> torch.Tensor:
    coords = torch.stack(torch.meshgrid([torch.arange(ws), torch.arange(ws)], indexing="ij"))
    flat = torch.flatten(coords, 1)
    rel = flat[:, :, None] - flat[:, None, :]
    rel = rel.permute(1, 2, 0).contiguous()
    rel[:, :, 0] += ws - 1
    rel[:, :, 1] += ws - 1
    rel[:, :, 0] *= 2 * ws - 1
    return rel.sum(-1)


def shift_mask(H: int, W: int, ws: int, shift: int) -> torch.Tensor:
    img = torch.zeros((1, H, W, 1))
    cnt = 0
    hb = [(0, H - ws), (H - ws, H - shift), (H - shift, H)]
    wb = [(0, W - ws), (W - ws, W - shift), (W - shift, W)]
    for h0, h1 in hb:
        for w0, w1 in wb:
            img[:, h0:h1, w0:w1, :] = cnt
            cnt += 1
    mw = window_partition(img, ws).view(-1, ws * ws)
    mask = mw.unsqueeze(1) - mw.unsqueeze(2)
    return mask.masked_fill(mask != 0, -100.0).masked_fill(mask == 0, 0.0)


def window_attention(x: torch.Tensor, qkv_w: torch.Tensor, table: torch.Tensor, heads: int, ws: int, mask: torch.Tensor) -> torch.Tensor:
    Bw, N, C = x.shape
    qkv = (x @ qkv_w).reshape(Bw, N, 3, heads, C // heads).permute(2, 0, 3, 1, 4)
    q, k, v = qkv[0], qkv[1], qkv[2]
    q = q * (C // heads) ** -0.5
    attn = q @ k.transpose(-2, -1)
    idx = relative_index(ws).view(-1)
    bias = table[idx].view(N, N, -1).permute(2, 0, 1).contiguous()
    attn = attn + bias.unsqueeze(0)
    nW = mask.shape[0]
    attn = attn.view(Bw // nW, nW, heads, N, N) + mask.unsqueeze(1).unsqueeze(0)
    attn = attn.view(-1, heads, N, N).softmax(-1)
    return (attn @ v).transpose(1, 2).reshape(Bw, N, C)


def f(x: torch.Tensor, qkv_w: torch.Tensor, table: torch.Tensor):
    B, H, W, C = x.shape
    ws, shift, heads = 4, 2, 2
    pad_b = (ws - H % ws) % ws
    pad_r = (ws - W % ws) % ws
    x = F.pad(x, (0, 0, 0, pad_r, 0, pad_b))
    Hp, Wp = x.shape[1], x.shape[2]
    shifted = torch.roll(x, shifts=(-shift, -shift), dims=(1, 2))
    mask = shift_mask(Hp, Wp, ws, shift)
    win = window_partition(shifted, ws).view(-1, ws * ws, C)
    out = window_attention(win, qkv_w, table, heads, ws, mask)
    y = window_reverse(out.view(-1, ws, ws, C), ws, Hp, Wp)
    y = torch.roll(y, shifts=(shift, shift), dims=(1, 2))
    return y[:, :H, :W, :].contiguous(), mask
