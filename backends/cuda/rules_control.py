"""CUDA rules for structure: loops (with loop-carried values), conditionals,
hardware indices, barriers, async copies, shuffles and the warp-level register ops.

Loop-carried and ``if`` results become mutable C variables declared before the
construct; a ``yield`` assigns them (through temporaries, since the next values
may read the current ones).
"""

from __future__ import annotations

from tilelang.errors import TileLangError

from .codegen import cuda_rule
from .cuda_types import value_ctype

_DIMS = "xyz"


def _assign_yield(cg, region, targets, op) -> None:
    term = region.terminator
    if term is None or term.name != "yield" or not term.values:
        return
    if len(targets) == 1:
        cg.line(f"{targets[0]} = {cg.name(term.values[0])};", term)
        return
    temps = []
    for v, tgt in zip(term.values, targets):
        tmp = cg.fresh(tgt + "_next")
        cg.line(f"const {value_ctype(v.type)} {tmp} = {cg.name(v)};", term)
        temps.append(tmp)
    for tmp, tgt in zip(temps, targets):
        cg.line(f"{tgt} = {tmp};", term)


@cuda_rule("yield")
def _yield(cg, op):
    """Handled by the enclosing for/if (which assign its values)."""


@cuda_rule("for")
def _for(cg, op):
    if op.kind == "pipelined":
        raise TileLangError("cuda codegen: a pipelined loop reached codegen (run the pipeline pass)", op.loc)
    carried = [cg.declare(r, op, cg.name(init)) for r, init in zip(op.results, op.inits)]
    iv = op.body.args[0]
    i = cg.fresh(iv.name or "i")
    cg.bind(iv, i)
    if cg.nonneg(op.lb) and cg.nonneg(op.step):
        cg.nonneg_values.add(iv)
    for arg, name in zip(op.body.args[1:], carried):
        cg.bind(arg, name)
    if op.kind == "unroll":
        cg.line("#pragma unroll", op)
    head = f"for (int {i} = {cg.name(op.lb)}; {i} < {cg.name(op.ub)}; {i} += {cg.name(op.step)})"
    cg.line(head + " {", op)
    cg.depth += 1
    cg.emit_ops(op.body.ops, op)
    _assign_yield(cg, op.body, carried, op)
    cg.depth -= 1
    cg.line("}", op)


@cuda_rule("if")
def _if(cg, op):
    results = [cg.declare(r, op) for r in op.results]
    cg.line(f"if ({cg.name(op.cond)}) {{", op)
    cg.depth += 1
    cg.emit_ops(op.then_region.ops, op)
    _assign_yield(cg, op.then_region, results, op)
    cg.depth -= 1
    if op.else_region.ops:
        cg.line("} else {", op)
        cg.depth += 1
        cg.emit_ops(op.else_region.ops, op)
        _assign_yield(cg, op.else_region, results, op)
        cg.depth -= 1
    cg.line("}", op)


@cuda_rule("thread_idx", "thread_binding")
def _thread_idx(cg, op):
    cg.nonneg_values.add(op.result)
    cg.define(op.result, f"(int)threadIdx.{_DIMS[op.dim]}", op)


@cuda_rule("block_idx")
def _block_idx(cg, op):
    cg.nonneg_values.add(op.result)
    cg.define(op.result, f"(int)blockIdx.{_DIMS[op.dim]}", op)


@cuda_rule("use_swizzle")
def _use_swizzle(cg, op):
    """Applied where the kernel starts (``CodeGen._rasterize``)."""


@cuda_rule("disable_warp_group_reg_alloc")
def _keep_registers(cg, op):
    """Read by the ``warp-specialize`` pass (no ``set_max_nreg``); nothing to emit."""


@cuda_rule("min_blocks_per_sm")
def _min_blocks(cg, op):
    """Read by the kernel's head (``__launch_bounds__``); nothing to emit here."""


@cuda_rule("lookup_tables")
def _lookup_tables(cg, op):
    """Read by ``lower-tile-ops`` (a shared pair table for the table decodes); nothing to emit."""


@cuda_rule("barrier")
def _barrier(cg, op):
    if cg.barrier_threads:  # (the consumer role of ``specialize``: named barrier 1 of its threads)
        cg.line(f"tl::named_barrier<1, {cg.barrier_threads}>();", op)
    else:
        cg.line("__syncthreads();", op)


@cuda_rule("barrier_or")
def _barrier_or(cg, op):
    if cg.barrier_threads:
        raise TileLangError("barrier_or in a warp-specialized role: __syncthreads_or is the whole block's", op.loc)
    cg.define(op.result, f"__syncthreads_or({cg.name(op.pred)}) != 0", op)


@cuda_rule("named_barrier")
def _named_barrier(cg, op):
    kind = "arrive" if op.arrive else "sync"
    cg.line(f"tl::named_barrier_{kind}({cg.name(op.bar)}, {op.threads});", op)


@cuda_rule("set_max_nreg")
def _set_max_nreg(cg, op):
    cg.line(f"tl::set_max_nreg<{op.count}, {'true' if op.inc else 'false'}>();", op)


@cuda_rule("pdl_sync")
def _pdl_sync(cg, op):
    # (griddepcontrol is sm_90's; before it a kernel is never launched early: nothing to wait for)
    cg.line("#if __CUDA_ARCH__ >= 900", op)
    cg.line('asm volatile("griddepcontrol.wait;" ::: "memory");', op)
    cg.line("#endif", op)


@cuda_rule("pdl_trigger")
def _pdl_trigger(cg, op):
    cg.line("#if __CUDA_ARCH__ >= 900", op)
    cg.line('asm volatile("griddepcontrol.launch_dependents;" ::: "memory");', op)
    cg.line("#endif", op)


@cuda_rule("specialize")
def _specialize(cg, op):
    cg.line(f"if (threadIdx.x < {op.consumer_threads}) {{", op)
    cg.depth += 1
    cg.barrier_threads = op.consumer_threads
    cg.emit_ops(op.consumer.ops, op)
    cg.barrier_threads = 0
    cg.depth -= 1
    cg.line("} else {", op)
    cg.depth += 1
    cg.emit_ops(op.producer.ops, op)
    cg.depth -= 1
    cg.line("}", op)


@cuda_rule("cp_async")
def _cp_async(cg, op):
    pred = cg.name(op.pred) if op.pred is not None else "true"
    dst = cg.byte_address(op.dst, op.dst_indices)
    src = cg.byte_address(op.src, op.src_indices)
    # a predicated-off copy still forms its source address; keep it inside the tensor
    if op.pred is not None and not op.src_in_bounds:
        src = f"({pred} ? {src} : (const void*){cg.name(op.src)})"
    cg.line(f"tl::cp_async<{op.bytes}>({dst}, {src}, {pred});", op)


@cuda_rule("cp_async_commit")
def _cp_commit(cg, op):
    cg.line("tl::cp_async_commit();", op)


@cuda_rule("cp_async_wait")
def _cp_wait(cg, op):
    cg.line(f"tl::cp_async_wait<{op.pending}>();", op)


_SHFL_MODES = {"xor": 0, "down": 1, "up": 2, "idx": 3}


@cuda_rule("shfl")
def _shfl(cg, op):
    cg.define(op.result, f"tl::shfl<{_SHFL_MODES[op.mode]}>({cg.name(op.value)}, {cg.name(op.offset)}, "
                         f"{op.width})", op)


@cuda_rule("ldmatrix")
def _ldmatrix(cg, op):
    cg.line(f"tl::ldmatrix<{op.num}, {'true' if op.trans else 'false'}>({cg.name(op.dst)} + "
            f"{cg.name(op.dst_offset)}, {cg.address(op.src, op.src_indices)});", op)


@cuda_rule("stmatrix")
def _stmatrix(cg, op):
    cg.line(f"tl::stmatrix<{op.num}>({cg.name(op.src)} + {cg.name(op.src_offset)}, "
            f"{cg.address(op.dst, op.dst_indices)});", op)


@cuda_rule("mma")
def _mma(cg, op):
    cg.line(f"tl::mma_{op.shape}({cg.name(op.A)} + {cg.name(op.a_offset)}, {cg.name(op.B)} + "
            f"{cg.name(op.b_offset)}, {cg.name(op.C)} + {cg.name(op.c_offset)});", op)


@cuda_rule("dequant_word")
def _dequant_word(cg, op):
    from tilelang.dtypes import get_dtype

    from .word_decode import pair_table_decoder, word_decoder

    if op.table is not None:  # (any lane's copy holds the entry; its own keeps the warp off one bank)
        name = pair_table_decoder(cg, get_dtype(op.format), op.dst.type.dtype.name)
        cg.line(f"{name}({cg.name(op.dst)} + {cg.name(op.dst_offset)}, {cg.name(op.word)}, "
                f"{cg.name(op.table)}, (threadIdx.x & 31) << 2);", op)
        return
    name = word_decoder(cg, get_dtype(op.format), op.dst.type.dtype.name, 1 + len(op.planes), op.convert, op.raw)
    words = ", ".join(cg.name(w) for w in (op.word, *op.planes))
    cg.line(f"{name}({cg.name(op.dst)} + {cg.name(op.dst_offset)}, {words});", op)


@cuda_rule("fill_pair_table")
def _fill_pair_table(cg, op):
    from .word_decode import fill_pair_table

    fill_pair_table(cg, op)


@cuda_rule("dequant_i4")
def _dequant_i4(cg, op):
    cg.line(f"tl::dequant_i4<{'true' if op.signed else 'false'}>({cg.name(op.dst)} + {cg.name(op.dst_offset)}, "
            f"{cg.name(op.word)});", op)
