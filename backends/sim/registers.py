"""Register hazards of wgmma: in-flight accumulators and operands, and ``wgmma_fence``.

A wgmma writes its accumulator registers (and ``wgmma_rs`` reads its A registers)
asynchronously, some time before the ``wgmma_wait`` that retires its group.  So from
the issue to that wait, an ordinary op (a load or store of the local buffer, mma,
ldmatrix, stmatrix, dequant_i4, ...) that reads an accumulator register reads a partial
sum, one that writes it races with the tensor cores, and one that writes an A register
may change what the wgmma multiplies.  (Reading an A register meanwhile is harmless:
both only read.)  wgmmas chaining on one accumulator are ordered by the hardware.

PTX also asks for a ``wgmma.fence`` between any access of a register by an ordinary
op and a later wgmma using it (as accumulator or A), and before a warpgroup's first
wgmma whatever it uses (one that starts from zero, ``zero_acc``, reads no accumulator
that an access could have touched): the simulator remembers, per register of the
buffers the kernel's wgmmas use, the op that touched it since its thread's warpgroup
last ran ``wgmma_fence``, and whether the warpgroup ran one at all, and reports a wgmma
that meets either.

Each watched buffer (a local buffer some wgmma uses: ``Layout.registers``) keeps
arrays of its values' shape ``(T, registers)``; ops on other buffers cost one dict
lookup.
"""

from __future__ import annotations

import numpy as np

GROUP = 128


class Watched:
    """The wgmma state of one local buffer's registers."""

    def __init__(self, mem):
        shape = mem.values.shape
        self.mem = mem
        self.busy = np.zeros(shape, np.int32)         # in-flight wgmmas using the register
        self.busy_op = np.full(shape, -1, np.int32)   # the latest of them
        self.busy_c = np.zeros(shape, bool)           # ... as its accumulator (else as its A operand)
        self.touched = np.full(shape, -1, np.int32)   # the ordinary op that accessed it since the last fence


def watch(sim, value, mem) -> None:
    """``alloc_local``: watch ``mem`` when some wgmma of the kernel uses ``value``."""
    if value in sim.layout.registers:
        sim.watched[mem] = Watched(mem)


def access(sim, mem, key, write: bool, op) -> None:
    """An ordinary op accesses the registers ``mem.values[key]`` (``key``: index arrays,
    the thread first)."""
    w = sim.watched.get(mem)
    if w is None:
        return
    busy = w.busy[key]
    if busy.any():
        hit = (busy > 0) & (w.busy_c[key] if not write else True)
        if np.any(hit):
            _report(sim, w, key, np.argwhere(np.broadcast_to(hit, busy.shape))[0], write, op)
    w.touched[key] = sim.op_id(op)


def _report(sim, w, key, at, write: bool, op) -> None:
    where = tuple(np.broadcast_to(k, w.busy[key].shape)[tuple(at)] for k in key)
    thread, reg = int(where[0]), [int(i) for i in where[1:]]
    issued = int(w.busy_op[where])
    wg = sim.op_table[issued]
    role = "accumulates into it" if w.busy_c[where] else "reads it as its A operand"
    what = "write" if write else "read"
    why = ("the register does not hold the result yet" if not write else
           "the wgmma may still read or write it")
    sim.fail(f"{what} of register {w.mem.name}{reg} of thread {thread} by the {op.name} at {sim.where(sim.op_id(op))} "
             f"while the {wg.name} at {sim.where(issued)} that {role} is in flight: no wgmma_wait has completed "
             f"its group ({why})")


def issue(sim, op, mem, lanes, regs, accumulator: bool) -> None:
    """A wgmma is issued using ``mem``'s registers ``regs`` of threads ``lanes``: they must be
    fenced since any ordinary access (and the warpgroup fenced once at all), and are busy
    until it retires."""
    w = sim.watched.get(mem)
    touched = w.touched[lanes, regs] if w is not None else np.empty(0)
    bad = np.argwhere(touched >= 0)
    if bad.size:
        at = tuple(bad[0])
        other = int(touched[at])
        sim.fail(f"missing wgmma_fence: the {op.name} at {sim.where(sim.op_id(op))} uses register "
                 f"{mem.name}[{int(regs[at])}] of thread {int(lanes[at])} "
                 f"({'accumulator' if accumulator else 'A operand'}), which the {sim.op_table[other].name} at "
                 f"{sim.where(other)} accessed with no wgmma_fence of the warpgroup between them")
    if sim.wgmma_fenced is not None and not sim.wgmma_fenced[lanes].all():
        sim.fail(f"missing wgmma_fence: the {op.name} at {sim.where(sim.op_id(op))} is its warpgroup's first "
                 f"wgmma, and no wgmma_fence of the warpgroup comes before it (PTX asks for one before a "
                 f"warpgroup's first wgmma)")
    if w is None:
        return
    w.busy[lanes, regs] += 1
    w.busy_op[lanes, regs] = sim.op_id(op)
    w.busy_c[lanes, regs] = accumulator


def retire(sim, mem, lanes, regs) -> None:
    w = sim.watched.get(mem)
    if w is not None:
        w.busy[lanes, regs] -= 1


def fence(sim, groups) -> None:
    """``wgmma_fence`` by warpgroups ``groups``: their threads' register accesses so far are
    ordered before later wgmmas (every register, as PTX's wgmma.fence)."""
    for g in groups:
        if sim.wgmma_fenced is not None:
            sim.wgmma_fenced[g * GROUP:(g + 1) * GROUP] = True
        for w in sim.watched.values():
            w.touched[g * GROUP:(g + 1) * GROUP] = -1
