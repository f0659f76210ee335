"""Warp roles (``specialize``) on the simulator: the roles take turns.

On the GPU a warp-specialized block's producer and consumers run at once and meet
only at mbarriers.  The simulator runs one role at a time: each role's region runs
on a Python thread of its own, and exactly one of them holds the baton.  A role
gives it up where it would wait on the GPU -- an ``mbarrier_wait`` for a phase not
complete yet (tma.py) -- to the next role that can go on; it gets it back once its
phase has completed.  When no role can go on, the block would hang on the GPU: the
simulator reports every role's wait.  A ``barrier`` among a role's threads is
checked against that role's threads (a named barrier); the accesses the roles hand
over are ordered by the mbarriers alone (``shared._unordered``).  In a cluster a
role parks at each (top-level) cluster barrier; when every role of the block has,
the block's turn ends, and the next turn (``resume``, cluster.py) goes on from there.
The barrier orders the block's accesses (the epoch moves on) only when its last role
arrives: a role still running after another parked is still before it.
"""

from __future__ import annotations

import threading

import numpy as np

from tilelang.errors import TileLangError

from .machine import Simulator, rule


_DRIVER = -1  # the baton back with the block's thread (every role parked at a cluster barrier)


class _Abort(BaseException):
    """Unwinds a role's thread once another role failed (not an error of its own)."""


class Roles:
    """The baton among the roles of one ``specialize`` (module doc)."""

    def __init__(self, sim: Simulator, count: int):
        self.sim = sim
        self.cv = threading.Condition()
        self.turn = 0
        self.done = [False] * count
        self.waiting: list = [None] * count  # per role: (ready predicate, what it waits for) while blocked
        self.parked = [False] * count  # per role: at a cluster barrier (the block's turn ends when all are)
        self.error: BaseException | None = None
        self.local = threading.local()
        self.threads: list = []

    def wait(self, ready, what: str) -> None:
        """The running role waits until ``ready()``: the baton goes to a role that can run."""
        me = self.local.index
        saved = (self.sim.mask, self.sim.op, self.sim.role_mask)
        with self.cv:
            self.waiting[me] = (ready, what)
            self._pass(me)
            self.cv.wait_for(lambda: self.turn == me or self.error is not None)
            if self.error is not None:
                raise _Abort()
            self.waiting[me] = None
        self.sim.mask, self.sim.op, self.sim.role_mask = saved

    def park(self) -> None:
        """The running role is at a cluster barrier: the baton goes on; once every role is
        there the block's turn ends (``resume`` goes on from there, cluster.py)."""
        me = self.local.index
        saved = (self.sim.mask, self.sim.op, self.sim.role_mask)
        with self.cv:
            self.parked[me] = True
            self._pass(me)
            self.cv.wait_for(lambda: (self.turn == me and not self.parked[me]) or self.error is not None)
            if self.error is not None:
                raise _Abort()
        self.sim.mask, self.sim.op, self.sim.role_mask = saved

    def others_parked(self) -> bool:
        """Whether every other role is parked at its cluster barrier (or done): the running
        role's arrival completes the barrier -- until then the others' accesses before it
        are not ordered before the running role's (cluster.py moves the epoch on only now)."""
        me = self.local.index
        return all(d or p for i, (d, p) in enumerate(zip(self.done, self.parked)) if i != me)

    def resume(self) -> None:
        """The block's next turn (cluster.py): its roles run on from their cluster barrier
        until the next one, or their end."""
        with self.cv:
            self.parked = [False] * len(self.done)
            self.turn = next(i for i, d in enumerate(self.done) if not d)
            self.cv.notify_all()
        self.drive()

    def drive(self) -> None:
        """Wait (the block's thread) until every role is done or parked; raise a role's error."""
        sim, op = self.sim, self.sim.op
        with self.cv:
            self.cv.wait_for(lambda: self.turn == _DRIVER or all(self.done) or self.error is not None)
        if all(self.done) or self.error is not None:
            for t in self.threads:
                t.join()
            sim.roles = sim.role_mask = None
            sim.set_mask(None)
        sim.op = op
        if self.error is not None:
            raise self.error

    def _pass(self, me: int) -> None:
        """Hand the baton from role ``me`` to the next one that can run (under the lock)."""
        n = len(self.done)
        for step in range(1, n + 1):
            other = (me + step) % n
            if self.done[other] or self.parked[other]:
                continue
            blocked = self.waiting[other]
            if blocked is None or blocked[0]():
                self.turn = other
                self.cv.notify_all()
                return
        if all(self.done):
            self.cv.notify_all()
            return
        if all(d or p for d, p in zip(self.done, self.parked)):  # (the block's turn is over)
            self.turn = _DRIVER
            self.cv.notify_all()
            return
        waits = "; ".join(w[1] for w in self.waiting if w is not None)
        self.error = TileLangError(f"the block's roles wait on each other forever ({waits}): the kernel would hang",
                                   self.sim.op.loc if self.sim.op is not None else None)
        self.cv.notify_all()

    def run(self, index: int, region, mask) -> None:
        """Role ``index``'s thread: run ``region`` on ``mask``'s threads when given the baton."""
        self.local.index = index
        sim = self.sim
        try:
            with self.cv:
                self.cv.wait_for(lambda: self.turn == index or self.error is not None)
                if self.error is not None:
                    return
            sim.set_mask(mask)
            sim.role_mask = mask
            sim.region(region)
        except _Abort:
            return
        except BaseException as e:  # noqa: BLE001  (handed to the block's thread)
            with self.cv:
                if self.error is None:
                    self.error = e
                self.cv.notify_all()
            return
        with self.cv:
            self.done[index] = True
            self.waiting[index] = None
            self._pass(index)


@rule("specialize")
def run_specialize(sim: Simulator, op):
    if sim.mask is not None or sim.roles is not None:
        sim.fail("specialize in divergent code or inside another specialize: every thread of the block must reach it")
    tid = np.arange(sim.T)
    consumers = tid < op.consumer_threads
    if consumers.all():
        sim.fail(f"specialize: the block's {sim.T} threads leave none for the producer role (consumer_threads = "
                 f"{op.consumer_threads})")
    roles = Roles(sim, 2)
    sim.roles = roles
    roles.threads = [threading.Thread(target=roles.run, args=(i, region, mask), daemon=True)
                     for i, (region, mask) in enumerate(((op.consumer, consumers), (op.producer, ~consumers)))]
    for t in roles.threads:
        t.start()
    roles.drive()  # (in a cluster: until the roles park at their first cluster barrier)
