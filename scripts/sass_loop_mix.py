#!/usr/bin/env python
"""The instruction mix of a planned attention kernel's key loop, from its SASS (no GPU:
NVRTC and nvdisasm on this machine) -- how RESULTS.md counts "627 -> 563 instructions a
step" for ``rescale_in_place``.

    python scripts/sass_loop_mix.py [--head-dim 128] [--causal] [--persistent]
                                    [--without-rescale-in-place]

The key loop: the smallest loop (a backward branch) of the kernel with HGMMAs and the
softmax's running max (FMNMX) in it.
``--without-rescale-in-place`` builds the kernel with every ``pending = 0`` wait
redefining its accumulators (``x + -0.0``), as before ``wgmma-register-waits`` learned
the in-place rescale.
"""

from __future__ import annotations

import argparse
import collections
import math
import re

import tilelang
from tilelang.backends.cuda.sass import disassemble
from tilelang.ops.attention_kernels import attention_factory, plan_attention


def key_loop(sass: str) -> list[str]:
    """The instructions of the smallest loop (label to backward branch) holding an HGMMA and
    an FMNMX (the online softmax's running max), else of the smallest holding an HGMMA --
    a persistent kernel's out-of-line retry branches make spans with an HGMMA and no max."""
    ins, labels, pending = [], {}, []
    for line in sass.splitlines():
        label = re.match(r"\s*(\.L_x_\d+):", line)
        if label:
            pending.append(label.group(1))
            continue
        m = re.match(r"\s*/\*[0-9a-f]{4,5}\*/\s+(.*?);", line)
        if m:
            labels.update((p, len(ins)) for p in pending)
            pending = []
            ins.append(m.group(1).strip())
    loops = []
    for i, text in enumerate(ins):
        m = re.search(r"BRA.*?`\((\.L_x_\d+)\)", text)
        if m and labels.get(m.group(1), i + 1) < i:
            body = ins[labels[m.group(1)]:i + 1]
            if any("HGMMA" in t for t in body):
                loops.append(body)
    with_max = [body for body in loops if any(opcode(t) == "FMNMX" for t in body)]
    return min(with_max or loops, key=len, default=[])


def opcode(text: str) -> str:
    return re.sub(r"^@!?U?P\w+\s+", "", text).split()[0].split(".")[0]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--head-dim", type=int, default=128)
    ap.add_argument("--causal", action="store_true")
    ap.add_argument("--persistent", action="store_true", help="one block an SM walking the tiles (132 SMs)")
    ap.add_argument("--without-rescale-in-place", action="store_true")
    args = ap.parse_args()
    if args.without_rescale_in_place:
        from tilelang.lowering.passes import wgmma_register_waits

        wgmma_register_waits._rescale_in_place = lambda *_: False
    D = args.head_dim
    plan = plan_attention(D, "cuda", "sm_90a", causal=args.causal)
    if args.persistent:
        from dataclasses import replace

        plan = replace(plan, persistent=1)
    f = attention_factory(4, 2048 // D, 2048 // D, 4096, 4096, D, "float16", args.causal, 1 / math.sqrt(D), False,
                          **plan.options(132))
    kernel = tilelang.compile(f, target="cuda", arch="sm_90a", **plan.compile_options())
    sass = disassemble(kernel.cuda.cubin)
    loop = key_loop(sass)
    mix = collections.Counter(map(opcode, loop))
    print(f"{plan}\nkernel: {sum(1 for _ in re.finditer(r'/[*][0-9a-f]{4,5}[*]/', sass))} instructions; "
          f"key loop: {len(loop)}")
    print("  " + ", ".join(f"{op} {n}" for op, n in mix.most_common(16)))


if __name__ == "__main__":
    main()
