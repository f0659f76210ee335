"""Upper bounds of kernel fusions in a model's decode step (``llama_model.py``'s Llama,
int4 ``QuantLinear`` layers, ``decode_attention``, compiled and captured as
``e2e_llama.py --impl own --compile --only-fused --lm-head-int4 --decode-attention``):
each variant leaves kernels out of the step -- its results are wrong, its time says
what fusing those kernels away could save at most.  The base variant also prints the
step's kernels (torch.profiler).

    python benchmarks/step_ablation.py --layers 8
    python benchmarks/step_ablation.py --layers 8 --variants base nosilu
"""

from __future__ import annotations

import argparse
import time

import torch

import llama_model as lm
import tilelang.nn
from e2e_llama import decode
import e2e_llama
from kernel_breakdown import print_breakdown

_MLP, _LAYER, _NORM = lm.MLP.forward, lm.DecoderLayer.forward, lm.RMSNorm.forward


def _no_silu(self, x):  # down_proj(gate) for down_proj(silu(gate) * up)
    return self.down_proj(self.gate_up_proj(x)[..., :self.inter])


def _no_add(self, x, cos, sin, cache, pos, mask):  # no residual adds
    x = self.self_attn(self.input_layernorm(x), cos, sin, cache, pos, mask)
    return self.mlp(self.post_attention_layernorm(x))


def _no_norm(self, x):
    return x


VARIANTS = {  # name: (MLP.forward, DecoderLayer.forward, RMSNorm.forward)
    "base": (_MLP, _LAYER, _NORM),
    "nosilu": (_no_silu, _LAYER, _NORM),
    "nonorm": (_MLP, _LAYER, _no_norm),
    "noadd": (_MLP, _no_add, _NORM),
    "noadd_nonorm": (_MLP, _no_add, _no_norm),
    "all": (_no_silu, _no_add, _no_norm),
}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--layers", type=int, default=8)
    ap.add_argument("--variants", nargs="+", default=list(VARIANTS), choices=list(VARIANTS))
    ap.add_argument("--top", type=int, default=40, help="kernels listed for the base variant")
    args = ap.parse_args()
    if not torch.cuda.is_available():
        raise SystemExit("step_ablation.py needs a CUDA GPU")
    cfg = lm.LlamaShape(layers=args.layers)
    torch.manual_seed(0)
    with torch.device("cuda"):
        model = lm.build(cfg, "own", True).eval()
    model.use_decode_attention()
    tilelang.nn.quantize_model(model, dtype="int4", group_size=128, skip=())
    print(f"{torch.cuda.get_device_name()}, {args.layers} layers, batch 1, prompt 512, decode 32")
    for name in args.variants:
        lm.MLP.forward, lm.DecoderLayer.forward, lm.RMSNorm.forward = VARIANTS[name]
        torch._dynamo.reset()
        t0 = time.time()
        ms, how, _, _ = decode(model, 1, 512, 32, cfg.vocab, compiled=True)
        print(f"{name:14s} {ms * 1e3:8.1f} us a step ({how}; {time.time() - t0:.0f} s)", flush=True)
        if name == "base":
            e2e_llama.print_breakdown = lambda label, bd, step_us: print_breakdown(label, bd, step_us, top=args.top)
            decode(model, 1, 512, 32, cfg.vocab, compiled=True, profile="base")
    lm.MLP.forward, lm.DecoderLayer.forward, lm.RMSNorm.forward = VARIANTS["base"]


if __name__ == "__main__":
    main()
