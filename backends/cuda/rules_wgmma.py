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
    row, col = op.src_indices
    t = op.src.type
    base_row, row_step = _constant_part(row)
    col_var, col_step = _constant_part(col)
    offset = row_step * t.shape[1] * t.dtype.bits // 8 + col_step * t.dtype.bits // 8  # bytes
    if col_var is None and row_step >= 0 and col_step >= 0 and offset > 0 and offset % 16 == 0:
        # A constant offset (a k16 chunk within the swizzled row, a later panel of rows):
        # the descriptor of the variable part plus the offset's 16-byte units in its
        # start-address field, as CUTLASS's descriptor iterator steps -- one descriptor
        # is shared by every chunk and panel (an add a wgmma instead of a descriptor's
        # shifts and masks).  (Offsets forward only: the variable part is then a shared
        # address too, below 2^18.)
        rows = "0" if base_row is None else cg.linear_index(op.src, [base_row])
        base = f"({cg.name(op.src)} + ({rows}) * {t.shape[1]})"
        cg.define(op.result, f"tl::wgmma_desc_at<{op.swizzle}, {op.lbo}, {sbo}>({base}, {offset >> 4})", op)
        return
    cg.define(op.result, f"tl::wgmma_desc<{op.swizzle}, {op.lbo}, {sbo}>({cg.address(op.src, op.src_indices)})", op)


def _constant_part(v):
    """(the value's variable part or None, its constant part) where ``v`` is a constant
    or one add of a constant; else (v, 0)."""
    owner = getattr(v, "owner", None)
    if owner is None:
        return v, 0
    if owner.name == "const":
        return None, owner.value
    if owner.name == "add":
        for x, c in ((owner.lhs, owner.rhs), (owner.rhs, owner.lhs)):
            c_owner = getattr(c, "owner", None)
            if c_owner is not None and c_owner.name == "const":
                return x, c_owner.value
    return v, 0


@cuda_rule("wgmma")
def _wgmma(cg, op):
    _emit_wgmma(cg, op, f'"l"({cg.name(op.a_desc)})', "%{a}", ", 0")


@cuda_rule("wgmma_rs")
def _wgmma_rs(cg, op):
    a, off = cg.name(op.A), cg.name(op.a_offset)
    regs = ", ".join(f'"r"(*reinterpret_cast<const unsigned*>(&{a}[{off} + {r}]))' for r in op.a_regs)
    _emit_wgmma(cg, op, regs, "{{%{a}, %{a1}, %{a2}, %{a3}}}", "")


def _emit_wgmma(cg, op, a_inputs: str, a_operand: str, trans_a: str) -> None:
    """One wgmma.mma_async statement: the N / 2 accumulators, A (a descriptor, or four
    registers for ``wgmma_rs``: the A operand text names them from %{a}), B's descriptor;
    ``trans_a``: the A transpose immediate where A is a descriptor (0: K-major)."""
    regs = op.n // 2
    c, off = cg.name(op.C), cg.name(op.c_offset)
    t = _PTX_TYPES[op.dtype]
    n_a = 4 if op.name == "wgmma_rs" else 1
    d = ", ".join(f"%{i}" for i in range(regs))
    a_text = a_operand.format(a=regs, a1=regs + 1, a2=regs + 2, a3=regs + 3)
    b, p = regs + n_a, regs + n_a + 1
    # scale-d is a predicate (accumulate: 1, or 0 for ``zero_acc``: D = A B, the old
    # accumulators unread -- from a register, so no setp of two immediates); scale-a/b
    # 1; B K-major (0) or MN-major (1)
    ptx = (f"{{\\n.reg .pred p;\\nsetp.ne.b32 p, %{p}, 0;\\n"
           f"wgmma.mma_async.sync.aligned.m64n{op.n}k16.f32.{t}.{t} "
           f"{{{d}}}, {a_text}, %{b}, p, 1, 1{trans_a}, {int(op.trans_b)};\\n}}\\n")
    # a wgmma starting from zero only writes its accumulators ("=f"): "+f" would keep
    # their old values live up to here
    mode = "=f" if op.zero_acc else "+f"
    # (the operands through a pointer to the array, not the array itself: the same code,
    # but NVRTC's front end took ~23 ms a statement for 64 array-element operands -- 1.05
    # -> 0.62 s for attention's head dim 128 kernel)
    outs = ", ".join(f'"{mode}"(tl_acc[{off} + {i}])' for i in range(regs))
    scale_d = 0 if op.zero_acc else 1
    cg.line(f'{{ float* tl_acc = {c}; asm volatile("{ptx}" : {outs} : {a_inputs}, "l"({cg.name(op.b_desc)}), '
            f'"r"({scale_d})); }}', op)


def _registers(op) -> int:
    return op.C.type.shape[0]


def _operand_pairs(cg, op, pinned: bool = True) -> str:
    """Template and call arguments naming the optional register operand ``A`` too
    (``pinned`` False: none of ``C``'s registers pinned)."""
    n = _registers(op) if pinned else 0
    if op.A is None:
        return f"{n}>({cg.name(op.C)}"
    return f"{n}, {op.A.type.shape[0] // 2}>({cg.name(op.C)}, {cg.name(op.A)}"


@cuda_rule("wgmma_fence")
def _wgmma_fence(cg, op):
    # before wgmmas that start C from zero, C's old values are nobody's input
    cg.line(f"tl::wgmma_fence<{_operand_pairs(cg, op, pinned=not op.zero_acc)});", op)


@cuda_rule("wgmma_commit")
def _wgmma_commit(cg, op):
    cg.line("tl::wgmma_commit();", op)


@cuda_rule("wgmma_wait")
def _wgmma_wait(cg, op):
    helper = "wgmma_wait_defining" if op.define_registers else "wgmma_wait"
    cg.line(f"tl::{helper}<{op.pending}, {_operand_pairs(cg, op)});", op)


@cuda_rule("rescale_in_place")
def _rescale_in_place(cg, op):
    # each register multiplied onto itself ("+f": the one register in and out), so that
    # ptxas sees a write of it after the wait before (wgmma-register-waits)
    cg.line(f'asm volatile("mul.f32 %0, %0, %1;\\n" : "+f"(*{cg.address(op.C, op.indices)}) : '
            f'"f"({cg.name(op.factor)}));', op)


@cuda_rule("fence_proxy_async")
def _fence_proxy_async(cg, op):
    cg.line("tl::fence_proxy_async();", op)
