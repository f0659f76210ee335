"""End to end: a Llama-3-8B-shaped model (random weights, built from a config, nothing
downloaded) decoding with its linear layers in fp16, in our int4 (``tilelang.nn``'s
``QuantLinear`` through ``quantize_model``), and in PyTorch's int4
(``aten._weight_int4pack_mm``, bf16 activations, through a small wrapper) -- in one run.

For each: greedy decoding of ``--decode`` tokens after a ``--prompt``-token prompt at
each batch size, every decode step replayed from one CUDA graph (the whole step:
embedding, 32 layers, lm_head, argmax); tokens/s and time per token; the prefill of
``--prefill`` tokens at batch 1; the weights' memory and the peak memory above it.
The model is transformers' ``LlamaForCausalLM`` where transformers is installed (it is
not a dependency), else ``benchmarks/llama_model.py``'s; both take ``LlamaShape``.
The fp16 model runs on the dequantized int4 weights, so it is also the reference: our
model's logits after the prompt must agree with its logits to fp16 tolerance.
``--compile`` runs each model's decode step through ``torch.compile`` (inductor) before
capturing it (the ops trace as custom ops).  ``--profile`` prints each decode step's
kernel time by kind (ours, cuBLAS, attention, memsets, the rest) and the gaps between
kernels.  ``--fuse`` adds the variant with q/k/v and gate/up fused into one layer each.
``--lm-head-int4`` quantizes lm_head too (ours and PyTorch's int4 alike); ``--embedding-int4``
our token embedding (``tilelang.nn.QuantEmbedding``; PyTorch's int4 has no such op and
keeps it fp16).
``--decode-attention`` (``--impl own``) makes our model's decode steps attend through
``tilelang.ops.decode_attention`` over a (batch, seqlen, kv_heads, head_dim) fp16 cache;
the fp16 and PyTorch int4 models keep SDPA.  ``--prefill 0`` skips the prefill timing.

    python benchmarks/e2e_llama.py                 # 32 layers, batch 1 and 16
    python benchmarks/e2e_llama.py --layers 2      # quick
"""

from __future__ import annotations

import argparse
import copy
import time

import torch
from torch import nn

import tilelang
import tilelang.nn
from tilelang.timing import cuda_graph
from kernel_breakdown import breakdown, print_breakdown
from llama_model import LlamaShape, build, linear_names

GROUP = 128


class TorchInt4Linear(nn.Module):
    """PyTorch's int4 weight-only linear (``_weight_int4pack_mm``, bf16 activations)."""

    def __init__(self, packed, scales_and_zeros, out_features):
        super().__init__()
        self.register_buffer("packed", packed)
        self.register_buffer("sz", scales_and_zeros)
        self.out_features = out_features

    def forward(self, x):
        y = torch.ops.aten._weight_int4pack_mm(x.reshape(-1, x.shape[-1]), self.packed, GROUP, self.sz)
        return y.reshape(*x.shape[:-1], self.out_features)


def _set(model, name, module):
    parent, _, leaf = name.rpartition(".")
    setattr(model.get_submodule(parent) if parent else model, leaf, module)


def quantized_names(model, lm_head: bool) -> list[str]:
    """The linears each int4 model quantizes: the decoder's, and lm_head with ``lm_head``."""
    head = [n for n, m in model.named_modules() if isinstance(m, nn.Linear) and n.endswith("lm_head")]
    return linear_names(model) + (head if lm_head else [])


def torch_int4_model(model16, lm_head=False):
    """A bf16 copy of the model with PyTorch's int4 linears (or None where unavailable)."""
    from int4_gemm import torch_int4

    model = copy.deepcopy(model16).to(torch.bfloat16)
    for name in quantized_names(model, lm_head):
        w = model.get_submodule(name).weight
        q, s = tilelang.quantize(w.detach(), "int4", group_size=GROUP)
        packed = torch_int4(tilelang.unpack(q, "int4").to(torch.int32) + 8, s, *w.shape)
        if packed is None:
            return None
        _set(model, name, TorchInt4Linear(*packed, w.shape[0]))
    return model


def weight_bytes(model) -> int:
    return sum(t.numel() * t.element_size() for t in [*model.parameters(), *model.buffers()])


def decoder_bytes(model) -> int:
    return sum(weight_bytes(model.get_submodule(n)) for n in model_linear_like(model))


def model_linear_like(model):
    return [n for n, m in model.named_modules() if n.endswith("_proj")]


def greedy_pick(logits, chunk: int = 512):
    """``logits.argmax(-1, keepdim=True)`` (the first of equal maxima) in two reductions:
    each chunk's max, then the best chunk -- a single argmax over the 128256 logits of a
    row runs in one block (H100, batch 1: 26 us eager, 20.7 us from inductor)."""
    B, V = logits.shape
    n = -(-V // chunk)
    x = torch.nn.functional.pad(logits, (0, n * chunk - V), value=float("-inf")).view(B, n, chunk)
    best, idx = x.max(-1)
    c = best.argmax(-1, keepdim=True)
    return c * chunk + idx.gather(-1, c)


def capture(step):
    """``step`` captured in a CUDA graph (warmed up first: kernels compile there), or
    ``step`` itself when capture fails (then timed eagerly, and said so)."""
    try:
        return cuda_graph(step).replay, "graph"
    except Exception as e:  # noqa: BLE001  (reported, timed eagerly)
        print(f"    (CUDA graph capture failed: {type(e).__name__}: {str(e).splitlines()[0][:100]}; eager)")
        torch.cuda.synchronize()
        return step, "eager"


def decode(model, batch, prompt_len, steps, vocab, seed=0, compiled=False, profile=None):
    """(ms per step, how it ran, logits after the prompt, generated tokens).
    ``compiled``: the decode step (forward and greedy pick) through ``torch.compile`` (inductor, no CUDA
    graphs of its own: the step is captured here), the prompt eager.  ``profile``: a
    label; then the step's kernels are also printed by kind (kernel_breakdown.py)."""
    gen = torch.Generator(device="cuda").manual_seed(seed)
    prompt = torch.randint(0, vocab, (batch, prompt_len), device="cuda", generator=gen)
    caches = model.new_cache(batch, prompt_len + steps + 4)  # (+ the warm-up steps' slots)
    with torch.no_grad():
        logits = model(prompt, torch.arange(prompt_len, device="cuda"), caches)
        tok = logits.argmax(-1, keepdim=True)
        pos = torch.full((1,), prompt_len, dtype=torch.long, device="cuda")
        out = torch.empty(batch, steps, dtype=torch.long, device="cuda")

        def greedy(tok, pos, caches):  # (the pick inside the compiled step)
            return greedy_pick(model(tok, pos, caches))

        fwd = torch.compile(greedy, dynamic=False) if compiled else greedy

        def step():
            nxt = fwd(tok, pos, caches)
            tok.copy_(nxt)
            pos.add_(1)

        start_tok, start_pos = tok.clone(), pos.clone()
        run, how = capture(step)
        how = f"compiled, {how}" if compiled else how
        best = None
        for _ in range(2):  # the second pass is warm
            tok.copy_(start_tok)
            pos.copy_(start_pos)
            model.rewind(caches, prompt_len)
            t0, t1 = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            t0.record()
            for i in range(steps):
                run()
                out[:, i:i + 1].copy_(tok)
            t1.record()
            torch.cuda.synchronize()
            ms = t0.elapsed_time(t1) / steps
            best = ms if best is None else min(best, ms)
        if profile:  # from the prompt's end again: the cache has room for steps + 4 more
            tok.copy_(start_tok)
            pos.copy_(start_pos)
            model.rewind(caches, prompt_len)
            print_breakdown(f"{profile} batch {batch}", breakdown(run, min(8, steps - 1)), best * 1e3)
    return best, how, logits.float(), out


def prefill_ms(model, length, vocab):
    tokens = torch.randint(0, vocab, (1, length), device="cuda")
    pos = torch.arange(length, device="cuda")
    caches = model.new_cache(1, length)
    times = []
    with torch.no_grad():
        for _ in range(3):
            model.rewind(caches, 0)
            t0, t1 = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            t0.record()
            model(tokens, pos, caches)
            t1.record()
            torch.cuda.synchronize()
            times.append(t0.elapsed_time(t1))
    del caches
    return min(times[1:])


def measure(label, model, args, cfg, rows):
    torch.cuda.synchronize()
    base = torch.cuda.memory_allocated()
    torch.cuda.reset_peak_memory_stats()
    res = {"label": label, "weights": weight_bytes(model), "decoder": decoder_bytes(model)}
    for b in args.batches:
        ms, how, logits, toks = decode(model, b, args.prompt, args.decode, cfg.vocab, compiled=args.compile,
                                       profile=label if args.profile else None)
        res[b] = (ms, how)
        if b == args.batches[0]:
            res["logits"], res["tokens"] = logits, toks
        print(f"  {label:14s} batch {b:3d}: {ms:7.3f} ms/step  {b * 1e3 / ms:8.1f} tok/s  ({how})", flush=True)
    res["prefill"] = prefill_ms(model, args.prefill, cfg.vocab) if args.prefill else float("nan")
    res["peak"] = torch.cuda.max_memory_allocated() - base
    print(f"  {label:14s} prefill {args.prefill}: {res['prefill']:.2f} ms;  weights {res['weights'] / 2**30:.2f} GiB "
          f"(decoder linears {res['decoder'] / 2**30:.2f} GiB); peak above them {res['peak'] / 2**30:.2f} GiB",
          flush=True)
    rows.append(res)
    return res


def run_variant(args, cfg, fuse):
    tag = "fused" if fuse else "unfused"
    print(f"== {tag} q/k/v and gate/up ==", flush=True)
    torch.manual_seed(0)
    with torch.device("cuda"):
        model16 = build(cfg, args.impl, fuse).eval()
    print(f"  model: {type(model16).__name__} ({'transformers' if hasattr(model16, 'hf') else 'benchmarks/llama_model.py'})",
          flush=True)
    ours = copy.deepcopy(model16)
    if args.decode_attention:
        if not hasattr(ours, "use_decode_attention"):
            raise SystemExit("--decode-attention needs --impl own (benchmarks/llama_model.py's model)")
        ours.use_decode_attention()
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    skip = () if args.lm_head_int4 else ("lm_head",)
    tilelang.nn.quantize_model(ours, dtype=args.dtype, group_size=GROUP, skip=skip, embeddings=args.embedding_int4)
    torch.cuda.synchronize()
    tq = time.perf_counter() - t0
    print(f"  quantize_model ({args.dtype}, group {GROUP}, {len(linear_names(model16))} linears): {tq:.2f} s",
          flush=True)
    with torch.no_grad():  # the fp16 model on the dequantized weights: the reference and the baseline
        for name in quantized_names(model16, args.lm_head_int4):
            model16.get_submodule(name).weight.copy_(ours.get_submodule(name).dequantized_weight())
        for name, m in ours.named_modules():
            if isinstance(m, tilelang.nn.QuantEmbedding):
                model16.get_submodule(name).weight.copy_(m.dequantized_weight())
    rows = []
    r16 = measure("fp16", model16, args, cfg, rows)
    r_ours = measure(f"ours {args.dtype}" + (" + dec. attn" if args.decode_attention else ""), ours, args, cfg, rows)
    err = ((r_ours["logits"] - r16["logits"]).norm() / r16["logits"].norm()).item()
    agree = (r_ours["tokens"] == r16["tokens"]).float().mean().item()
    first = (r_ours["tokens"][:, 0] == r16["tokens"][:, 0]).float().mean().item()
    ok = err < 2e-2
    print(f"  logits after the prompt vs fp16 on the dequantized weights: rel.err {err:.2e} "
          f"({'ok' if ok else 'TOO LARGE'}); greedy tokens agree: first {first:.0%}, all {agree:.0%}", flush=True)
    del ours
    torch.cuda.empty_cache()
    if args.dtype == "int4" and not args.no_torch_int4:
        ti4 = torch_int4_model(model16, args.lm_head_int4)
        if ti4 is not None:
            measure("torch int4", ti4, args, cfg, rows)
            del ti4
    del model16
    torch.cuda.empty_cache()
    table(args, rows, tag, tq, err)
    return ok


def table(args, rows, tag, tq, err):
    fp16 = rows[0]
    dev = torch.cuda.get_device_name()
    print(f"\n{tag}, {dev}, {time.strftime('%Y-%m-%d')}, torch {torch.__version__}, {args.layers} layers, prompt "
          f"{args.prompt}, decode {args.decode}")
    heads = [f"b={b} tok/s" for b in args.batches] + [f"b={b} vs fp16" for b in args.batches]
    print(f"| model | {' | '.join(heads)} | prefill {args.prefill} ms | vs fp16 | weights GiB | x fp16 |")
    print("|" + " --- |" * (len(heads) + 5))
    for r in rows:
        tok = [f"{b * 1e3 / r[b][0]:.1f}" for b in args.batches]
        sp = [f"{fp16[b][0] / r[b][0]:.2f}x" for b in args.batches]
        print(f"| {r['label']} | {' | '.join(tok + sp)} | {r['prefill']:.1f} | {fp16['prefill'] / r['prefill']:.2f}x | "
              f"{r['weights'] / 2**30:.2f} | {r['weights'] / fp16['weights']:.2f} |")
    lin = [r for r in rows if r["label"].startswith("ours")]
    if lin:
        print(f"decoder linears: {lin[0]['decoder'] / fp16['decoder']:.3f}x fp16; quantize_model {tq:.2f} s; "
              f"logits rel.err {err:.1e}\n")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--layers", type=int, default=32)
    ap.add_argument("--batches", type=int, nargs="+", default=[1, 16])
    ap.add_argument("--prompt", type=int, default=512)
    ap.add_argument("--decode", type=int, default=128)
    ap.add_argument("--prefill", type=int, default=2048)
    ap.add_argument("--dtype", default="int4")
    ap.add_argument("--fuse", action="store_true", help="also the fused q/k/v, gate/up variant")
    ap.add_argument("--only-fused", action="store_true")
    ap.add_argument("--no-torch-int4", action="store_true")
    ap.add_argument("--compile", action="store_true",
                    help="the decode step through torch.compile (every model), then captured")
    ap.add_argument("--embedding-int4", action="store_true",
                    help="quantize our token embedding too (tilelang.nn.QuantEmbedding; default: it stays fp16)")
    ap.add_argument("--lm-head-int4", action="store_true",
                    help="quantize lm_head too, in ours and in PyTorch's int4 (default: it stays fp16)")
    ap.add_argument("--profile", action="store_true",
                    help="also print each decode step's kernel time by kind (torch.profiler)")
    ap.add_argument("--decode-attention", action="store_true",
                    help="our model's decode steps attend through tilelang.ops.decode_attention (needs --impl own)")
    ap.add_argument("--impl", choices=("auto", "hf", "own"), default="auto",
                    help="transformers' Llama (auto: where installed) or benchmarks/llama_model.py's")
    args = ap.parse_args()
    if not torch.cuda.is_available():
        raise SystemExit("e2e_llama.py needs a CUDA GPU")
    cfg = LlamaShape(layers=args.layers)
    print(f"device: {torch.cuda.get_device_name()}  torch {torch.__version__}  tilelang {tilelang.__version__}")
    variants = [True] if args.only_fused else [False, True] if args.fuse else [False]
    ok = all([run_variant(args, cfg, fuse) for fuse in variants])
    if not ok:
        raise SystemExit("e2e_llama.py: our logits disagree with the fp16 reference")


if __name__ == "__main__":
    main()
