"""CUDA rules of the warpgroup MMA ops (``lowering/ir/ops/wgmma.py``; sm_90a).

The descriptor, fences, commit and wait are prelude helpers (``prelude.cuh``); each
``wgmma`` is one inline-asm statement written here for its shape: m64nNk16 has N / 2
accumulator registers, more operands than a fixed helper signature could list.
"""

from __future__ import annotations

from .codegen import cuda_rule

_PTX_TYPES = {"float16": "f16", "bfloat16": "bf16"}


@cuda_rule("wgmma_desc")
def _wgmma_desc(cg, op):
    # leading byte offset: the MN-major panel stride (checked on the H100: the two
    # offsets exchanged give wrong products); stride byte offset: one 8-row atom
    sbo = 8 * op.swizzle
    cg.define(op.result, f"tl::wgmma_desc<{op.swizzle}, {op.lbo}, {sbo}>({cg.address(op.src, op.src_indices)})", op)


@cuda_rule("wgmma")
def _wgmma(cg, op):
    regs = op.n // 2
    c, off = cg.name(op.C), cg.name(op.c_offset)
    t = _PTX_TYPES[op.dtype]
    d = ", ".join(f"%{i}" for i in range(regs))
    # scale-d is a predicate (accumulate: 1, from a register so no setp of two
    # immediates); scale-a/b 1; A K-major (0), B K-major (0) or MN-major (1)
    ptx = (f"{{\\n.reg .pred p;\\nsetp.ne.b32 p, %{regs + 2}, 0;\\n"
           f"wgmma.mma_async.sync.aligned.m64n{op.n}k16.f32.{t}.{t} "
           f"{{{d}}}, %{regs}, %{regs + 1}, p, 1, 1, 0, {int(op.trans_b)};\\n}}\\n")
    outs = ", ".join(f'"+f"({c}[{off} + {i}])' for i in range(regs))
    cg.line(f'asm volatile("{ptx}" : {outs} : "l"({cg.name(op.a_desc)}), "l"({cg.name(op.b_desc)}), "r"(1));', op)


def _registers(op) -> int:
    return op.C.type.shape[0]


@cuda_rule("wgmma_fence")
def _wgmma_fence(cg, op):
    cg.line(f"tl::wgmma_fence<{_registers(op)}>({cg.name(op.C)});", op)


@cuda_rule("wgmma_commit")
def _wgmma_commit(cg, op):
    cg.line("tl::wgmma_commit();", op)


@cuda_rule("wgmma_wait")
def _wgmma_wait(cg, op):
    cg.line(f"tl::wgmma_wait<{op.pending}, {_registers(op)}>({cg.name(op.C)});", op)


@cuda_rule("fence_proxy_async")
def _fence_proxy_async(cg, op):
    cg.line("tl::fence_proxy_async();", op)
