"""``wgmma-register-waits``: the waits after which ordinary code reads wgmma accumulators
redefine them (``wgmma_wait {define_registers = true}``).

The IR's ``wgmma_wait`` orders every later access of its registers, and the CUDA
helper pins them with an empty ``asm`` -- which ptxas never sees.  ptxas (CUDA 13)
does move register reads across a plain ``wgmma.wait_group``: in tutorial 10's
producer-warp GEMM (4 stages, one group kept in flight across iterations) the
epilogue's bounds-checked stores let it hoist the float -> half conversions of the
accumulators above the wait after the loop, so every output missed the last k-step on
the H100 (rel. err 8.7e-2), while the IR -- and so the simulator -- was right.  A wait
that redefines each accumulator (an exact ``x + -0.0``) is one ptxas cannot move
readers above; it also stops ptxas serializing such kernels' wgmmas (C7514).

Which waits redefine (only ``pending = 0`` ones: a group in flight has no final
registers):

* a main loop -- a loop whose body touches an accumulator only through the wgmma ops
  themselves (``wgmma``, ``wgmma_rs``, ``wgmma_fence``, ``wgmma_wait``,
  ``wgmma_commit``) -- keeps its waits plain (64 extra adds per k-step would cost, and
  nothing in it reads the registers); the first wait after it that completes the
  accumulator redefines it, and one is added before the next op of its region that
  touches the accumulator if that is not such a wait (right after the loop when none
  does);
* every other ``pending = 0`` wait of an accumulator redefines it (an epilogue, or a
  loop that reads its accumulators each iteration, like attention's softmax) -- unless
  the first thing after it that touches the accumulator multiplies every element by a
  factor (attention's rescale of its output: an unrolled loop over all of C of
  ``C[i] = C[i] * f``).  Those stores become ``rescale_in_place`` (each register
  multiplied onto itself: a redefinition at no extra instruction) and the wait stays
  plain: 64 adds a step fewer in attention's head-dim-128 loop, a tenth of its
  instructions;
* the same across a loop's back edge: a body whose last touch of the accumulator is
  such a wait and whose first is that rescale (attention's in-order loop: P V and its
  wait, then the next iteration's rescale) keeps the wait plain, and the first op after
  the loop that touches the accumulator gets a redefining wait (added where none is).
"""

from __future__ import annotations

from ..ir import ops as O
from ..tile_lowering.fast_dequant import const_int
from .base import KernelPass

# ops that touch an accumulator the way wgmma sequences do (ptxas orders these itself)
WGMMA_FAMILY = ("wgmma", "wgmma_rs", "wgmma_fence", "wgmma_wait", "wgmma_commit")


class WgmmaRegisterWaitsPass(KernelPass):
    name = "wgmma-register-waits"

    def kernel(self, kernel):
        accumulators = {op.C for op in kernel.walk() if op.name in ("wgmma", "wgmma_rs")}
        if accumulators:
            self.region(kernel.body, accumulators)

    def region(self, region, accumulators) -> None:
        i = 0
        while i < len(region.ops):
            op = region.ops[i]
            if op.name == "wgmma_wait" and op.pending == 0 and op.C in accumulators:
                op.define_registers = not _rescale_in_place(region.ops, i + 1, op.C)
            elif op.name == "for" and _is_main_loop(op, accumulators):
                for c in _accumulators_of(op):
                    _redefine_after(region.ops, i, c)
                i += 1
                continue
            for r in op.regions():
                self.region(r, accumulators)
            if op.name == "for":
                for c in accumulators:
                    if _rescaled_across_the_back_edge(op, c):
                        _redefine_after(region.ops, i, c)
            i += 1


def unrolled_over(op, c) -> bool:
    """``op`` is an unrolled loop ``for i in range(len(C))`` over every register of the
    accumulator ``c`` (its body's index: ``op.body.args[0]``)."""
    return op.name == "for" and op.kind == "unroll" and not op.inits and c.type.rank == 1 and \
        (const_int(op.lb), const_int(op.ub), const_int(op.step)) == (0, c.type.numel, 1)


def _redefine_after(ops, i, c) -> None:
    """The first op after ``ops[i]`` that touches ``c`` is a wait redefining it: that
    wait marked, or one added right before the op (right after ``ops[i]`` when none)."""
    at = _first_touch(ops, i + 1, c)
    if _is_final_wait(ops[at] if at < len(ops) else None, c):
        ops[at].define_registers = True
    else:
        ops.insert(at, O.WgmmaWaitOp(C=c, pending=0, define_registers=True, loc=ops[i].loc))


def _rescaled_across_the_back_edge(loop, c) -> bool:
    """A loop whose body's last touch of ``c`` is a wait completing it and whose first is
    an elementwise rescale of all of it (attention's in-order loop: P V, its wait, then the
    next iteration's rescale of the output): the rescale (made ``rescale_in_place``)
    redefines the registers the wait completed, so the wait stays plain -- and whatever
    follows the loop needs its own redefinition (the caller's ``_redefine_after``)."""
    body = loop.body.ops
    if not any(_is_final_wait(op, c) for op in body):  # (the cheap test first: most loops hold none)
        return False
    touching = [op for op in body if any(_touches(o, c) for o in op.walk())]
    if not touching or not _is_final_wait(touching[-1], c) or not _rescale_in_place(body, 0, c):
        return False
    touching[-1].define_registers = False
    return True


def _touches(op, value) -> bool:
    return any(v is value for v in op.operand_values())


def _is_main_loop(loop, accumulators) -> bool:
    """The loop runs wgmmas, and nothing else in it touches an accumulator."""
    inner = [op for op in loop.walk() if op is not loop]
    return (any(op.name in ("wgmma", "wgmma_rs") for op in inner)
            and not any(op.name not in WGMMA_FAMILY and any(v in accumulators for v in op.operand_values())
                        for op in inner))


def _accumulators_of(loop) -> list:
    """The accumulators the loop's wgmmas write, in order of first use."""
    return list(dict.fromkeys(op.C for op in loop.walk() if op.name in ("wgmma", "wgmma_rs")))


def _first_touch(ops, start, c) -> int:
    """The index of the first op from ``start`` on that touches ``c`` (itself or nested):
    the redefining wait goes right before it, so the copies' waits and barriers after
    the loop still overlap the last group.  Without one, right after the loop."""
    for at in range(start, len(ops)):
        if any(_touches(o, c) for o in ops[at].walk()):
            return at
    return start


def _is_final_wait(op, c) -> bool:
    """A ``wgmma_wait`` completing every group of ``c`` (which the pass then marks)."""
    return op is not None and op.name == "wgmma_wait" and op.pending == 0 and op.C is c


def _rescale_in_place(ops, start, c) -> bool:
    """Whether the first op from ``start`` on that touches ``c`` is an unrolled loop
    ``for i in range(len(C)): C[i] = C[i] * f`` (the product's one use the store, the
    load's the product) -- rewritten here into ``rescale_in_place C, [i], f``."""
    at = _first_touch(ops, start, c)
    loop = ops[at] if at < len(ops) else None
    if loop is None or not unrolled_over(loop, c):
        return False
    body, iv = loop.body.ops, loop.body.args[0]
    mine = [op for op in body if any(_touches(o, c) for o in op.walk())]
    if [op.name for op in mine] == ["rescale_in_place"]:  # (rewritten by an earlier run)
        return list(mine[0].indices) == [iv]
    if [op.name for op in mine] != ["load", "store"]:
        return False
    load, store = mine
    mul = store.value.owner
    if list(load.indices) != [iv] or list(store.indices) != [iv] or not isinstance(mul, O.MulOp) or \
            load.result not in (mul.lhs, mul.rhs):
        return False
    factor = mul.rhs if mul.lhs is load.result else mul.lhs
    users = [u for op in body for sub in op.walk() for u in sub.operand_values()]
    if factor is load.result or users.count(load.result) != 1 or users.count(mul.result) != 1:
        return False
    body[body.index(store)] = O.RescaleInPlaceOp(C=c, indices=[iv], factor=factor, loc=store.loc)
    loop.body.ops = [op for op in body if op is not load and op is not mul]
    return True
