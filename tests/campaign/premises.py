"""Mechanical checks of the premises of the redundancy list's common proofs, so an
entry stops applying when the lowering changes under it (``redundant.py``).

Each check takes the lowered module and the site and returns None when the premise
holds, else the reason it does not.  Shared bytes are those ``plan-shared`` gave
each ``alloc_shared`` (its ``offset`` and its storage size).
"""

from __future__ import annotations

import math

from tilelang.lowering.ir.types import BufferType

from .sites import Site, op_at

ARITH_OK = {"const", "add", "sub", "mul", "floordiv", "floormod", "min", "max", "lt", "le", "gt", "ge", "eq", "ne",
            "and", "or", "not", "xor", "select", "cast", "yield", "thread_idx", "block_idx"}


def _kernel(module):
    return next(op for op in module.funcs[0].body.ops if op.name == "kernel")


def _alloc(value):
    """The ``alloc_shared`` op behind a shared buffer value (through ``map_shared_rank``)."""
    owner = value.owner
    while owner is not None and getattr(owner, "name", "") == "map_shared_rank":
        owner = owner.buffer.owner
    return owner if getattr(owner, "name", "") == "alloc_shared" else None


def _bytes(alloc) -> range:
    t = alloc.result.type
    rows = math.prod(t.shape[:-1]) if len(t.shape) > 1 else 1
    size = rows * -(-t.shape[-1] * t.dtype.bits // 8)
    off = getattr(alloc, "offset", 0) or 0
    return range(off, off + size)


def _overlap(a: range, b: range) -> bool:
    return a.start < b.stop and b.start < a.stop


def _shared_operands(op):
    for v in op.operand_values():
        if isinstance(v.type, BufferType) and v.type.scope == "shared":
            a = _alloc(v)
            if a is not None:
                yield a


def _ops_after(module, site: Site):
    """Every op that runs after the site's op in program order, without leaving a loop
    around it (the site must not be inside a loop: checked by the callers)."""
    body = module.funcs[0].body
    path = site.path
    regions = [body]
    for k in range(0, len(path) - 1, 2):
        regions.append(regions[-1].ops[path[k]].regions()[path[k + 1]])
    for depth in range(len(regions) - 1, -1, -1):
        region = regions[depth]
        start = path[2 * depth] + 1
        for op in region.ops[start:]:
            yield from op.walk()


def _in_loop(module, site: Site) -> bool:
    region = module.funcs[0].body
    path = site.path
    for k in range(0, len(path) - 1, 2):
        op = region.ops[path[k]]
        if op.name == "for":
            return True
        region = op.regions()[path[k + 1]]
    return False


def async_destinations(module):
    """The shared buffers cp.async copies write."""
    return {id(a): a for op in _kernel(module).walk() if op.name == "cp_async" for a in [_alloc(op.dst)] if a}


def nothing_after_touches_the_copies(module, site: Site):
    """After the site (outside any loop), no op touches a shared buffer that a cp.async
    writes, nor any shared byte such a buffer occupies."""
    if _in_loop(module, site):
        return "the op is inside a loop: the next trip touches the copies' buffers"
    dsts = async_destinations(module).values()
    for op in _ops_after(module, site):
        for a in _shared_operands(op):
            for d in dsts:
                if a is d:
                    return f"{op.name} after it touches {d.result.name}, a cp.async destination"
                if _overlap(_bytes(a), _bytes(d)):
                    return (f"{op.name} after it touches {a.result.name}, whose bytes overlap {d.result.name}'s "
                            f"(a cp.async destination)")
    return None


def _const(v):
    owner = v.owner
    return owner.value if getattr(owner, "name", "") == "const" else None


def _runs_once_at_least(loop) -> bool:
    lb, ub, step = (_const(v) for v in (loop.lb, loop.ub, loop.step))
    return None not in (lb, ub, step) and step > 0 and ub > lb


SYNCS = ("barrier", "cluster_barrier", "cp_async_wait")


def _path_after(module, site: Site):
    """The ops that run after the site, in order, up to the end of its region -- entering
    the first trip of a loop that holds a wait or a barrier and surely runs (a loop
    that may not run ends the path: None is yielded).  Other ops with regions come
    whole (the callers look at their walk)."""
    _, region, i = op_at(module, site.path)

    def along(ops):
        for op in ops:
            if op.name == "for" and any(o.name in SYNCS for o in op.walk()):
                if not _runs_once_at_least(op):
                    yield None
                    return
                yield from along(op.body.ops)
                yield None  # (past the first trip: not followed)
                return
            yield op

    yield from along(region.ops[i + 1:])


def _touches(op):
    """The shared allocations ``op`` (and the ops nested in it) access."""
    return {id(a): a for sub in op.walk() for a in _shared_operands(sub)}


def a_later_wait_completes_the_group(module, site: Site):
    """Along the ops that run next, a ``cp_async_wait {pending = 0}`` (after a commit,
    for a commit site) comes before any op other than a cp.async copy touches a
    cp.async destination (or its bytes): it completes the site's copies before anything
    reads them."""
    dsts = list(async_destinations(module).values())
    committed = site.op_name != "cp_async_commit"
    for op in _path_after(module, site):
        if op is None:
            return "the path to a later wait leaves the op's region or passes a loop that may not run"
        if op.name == "cp_async_wait" and op.pending == 0 and committed:
            return None
        if op.name == "cp_async_commit":
            committed = True
        for sub in op.walk():
            if sub.name == "cp_async":
                continue
            for a in _shared_operands(sub):
                if any(a is d or _overlap(_bytes(a), _bytes(d)) for d in dsts):
                    return f"{sub.name} touches {a.result.name} before a later cp_async_wait {{pending = 0}}"
    return "no later cp_async_wait {pending = 0} in the op's region"


def _walk(module):
    from .sites import walk_with_paths

    return walk_with_paths(module.funcs[0].body)


def _touched_before(module, site: Site) -> dict:
    """Shared allocations touched before the site in program order, and, for a site in a
    loop, anywhere in its outermost loop (an earlier trip)."""
    seen = {}
    outer = None
    region = module.funcs[0].body
    for k in range(0, len(site.path) - 1, 2):
        op = region.ops[site.path[k]]
        if op.name == "for" and outer is None:
            outer = op
        region = op.regions()[site.path[k + 1]]
    for path, op, _, _ in _walk(module):
        if path == site.path:
            break
        seen.update({id(a): a for a in _shared_operands(op)})
    if outer is not None:
        seen.update(_touches(outer))
    return seen


def _continuations(module, site: Site):
    """Each way execution can go on after the site, as a list of ops (an op with regions
    whole, except a loop holding a barrier, whose first trip is entered when it surely
    runs; None in a list: a loop that may not run).  A site in a loop body goes on to the
    next trip (the body up to the site) or past the loop."""
    body = module.funcs[0].body
    chain = []  # (region, index of the op on the path, owner op or None), outermost first
    region, owner = body, None
    for k in range(0, len(site.path), 2):
        chain.append((region, site.path[k], owner))
        if k + 1 < len(site.path):
            owner = region.ops[site.path[k]]
            region = owner.regions()[site.path[k + 1]]

    def expand(ops):
        out = []
        for op in ops:
            if op.name == "for" and any(o.name in ("barrier", "cluster_barrier") for o in op.walk()):
                if not _runs_once_at_least(op):
                    out.append(None)
                    return out, True
                inner, stop = expand(op.body.ops)
                out += inner
                out.append(None)  # (past the first trip: not followed)
                return out, True
            out.append(op)
        return out, False

    def go_on(level, prefix):
        region, i, owner = chain[level]
        tail, stopped = expand(region.ops[i + 1:])
        if stopped or level == 0:
            yield prefix + tail
            return
        if owner.name == "for":
            wrap, _ = expand(region.ops[:i])
            yield prefix + tail + wrap + [None]  # (a next trip that reaches the site again: no barrier met)
        yield from go_on(level - 1, prefix + tail)

    yield from go_on(len(chain) - 1, [])


def a_later_barrier_orders_the_same(module, site: Site):
    """However execution goes on after the site (the next trip of a loop around it, or
    past the loop), a barrier comes -- or the block ends -- before any op touches shared
    bytes that an op before the site (or in an earlier trip of a loop around it)
    touched: every pair of accesses the site ordered is still ordered."""
    before = _touched_before(module, site)
    for ops in _continuations(module, site):
        for op in ops:
            if op is None:
                return "a path from the op passes a loop that may not run, or meets no barrier in a whole trip"
            if op.name in ("barrier", "cluster_barrier"):
                break
            for sub in op.walk():
                for a in _shared_operands(sub):
                    if any(a is b or _overlap(_bytes(a), _bytes(b)) for b in before.values()):
                        return f"{sub.name} touches {a.result.name} before a later barrier"
    return None


def _copies_branched(ops) -> bool:
    """The cp.asyncs among ``ops`` all sit in one ``if`` (a branched run-ahead), but for
    those of a loop unrolled by its stages (``T.Pipelined(unroll_stages=True)``): copy j
    of its body runs under a trip guard ``if iv + j step < ub`` (an ``if`` holding a
    ``cp_async_wait`` too), inside which the same holds again.  A top-level copy is a
    predicated run-ahead (zero fills of stages past the end)."""
    tops = [op for op in ops if any(o.name == "cp_async" for o in op.walk())]
    guards = [op for op in tops if op.name == "if" and any(o.name == "cp_async_wait" for o in op.walk())]
    runs = [op for op in tops if not any(op is g for g in guards)]
    return len(runs) == 1 and runs[0].name == "if" and all(_copies_branched(g.then_region.ops) for g in guards)


def run_ahead_is_branched(module, site: Site):
    """A ``cp_async_wait`` after a pipelined loop that leaves no copy in flight: the loop's
    run-ahead is branched -- every cp.async of its body sits in an ``if`` of the body
    (``_copies_branched``; the pipeline's guard: no copy is issued for a trip past the end, none is a zero
    fill of a stage nobody reads) -- and its prologue's copies are each under an ``if``
    too, or the loop surely runs as many trips as the prologue committed stages.  Every
    copy is then one a trip reads, which that trip's own wait completed: the groups still
    open after the loop are empty."""
    _, region, i = op_at(module, site.path)
    loop = j = None
    for j in range(i - 1, -1, -1):
        op = region.ops[j]
        if op.name == "for" and any(o.name == "cp_async" for o in op.walk()):
            loop = op
            break
        if any(o.name in ("cp_async", "cp_async_commit", "cp_async_wait") for o in op.walk()):
            return f"a {op.name} with copies or waits stands between the loop and the wait"
    if loop is None:
        return "no loop with copies before it in its region"
    if not _copies_branched(loop.body.ops):
        return "the loop's copies are not all in one if of its body (a predicated run-ahead zero-fills stages)"
    prologue = region.ops[:j]
    waits = [n for n, op in enumerate(prologue) if any(o.name == "cp_async_wait" for o in op.walk())]
    prologue = prologue[waits[-1] + 1:] if waits else prologue  # (since the last wait before the loop)
    copies = [op for op in prologue if any(o.name == "cp_async" for o in op.walk())]
    commits = sum(op.name == "cp_async_commit" for op in prologue)
    if all(op.name == "if" for op in copies):
        return None
    lb, ub, step = (_const(v) for v in (loop.lb, loop.ub, loop.step))
    if None in (lb, ub, step) or step <= 0 or (ub - lb + step - 1) // step < commits:
        return "the prologue's copies are not branched and the loop may run fewer trips than its stages"
    return None


WGMMA_FAMILY = ("wgmma", "wgmma_rs", "wgmma_commit", "wgmma_wait")


def _groups_complete_after(ops) -> str | None:
    """None when no wgmma group is in flight after ``ops`` run (the last wgmma op among
    them is a ``wgmma_wait`` with pending 0 -- for a loop, at the end of its body), else
    why that is not known."""
    for op in reversed(ops):
        if op.name == "wgmma_wait":
            return None if op.pending == 0 else f"the last wgmma op before it waits with pending {op.pending}"
        if op.name in WGMMA_FAMILY:
            return f"the last wgmma op before it is a {op.name}"
        if not any(o is not op and o.name in WGMMA_FAMILY for o in op.walk()):
            continue
        if op.name != "for":
            return f"the last wgmma ops before it are nested in an {op.name}"
        why = _groups_complete_after(op.body.ops)
        if why is not None or _runs_once_at_least(op):
            return why
        # (a loop that may not run: what came before it counts too)
    return "no wgmma_wait {pending = 0} before it in its region"


def no_wgmma_group_in_flight(module, site: Site):
    """Every wgmma group is complete where this ``wgmma_wait`` runs: the last wgmma op
    before it (in its region; for a loop, at the end of the loop's body) is a
    ``wgmma_wait`` with pending 0."""
    _, region, i = op_at(module, site.path)
    return _groups_complete_after(region.ops[:i])


ASYNC_PROXY = ("wgmma", "wgmma_rs", "tma_load")  # the ops that access shared memory through the async proxy


def _role(module, site: Site):
    """(the other role's region, the site's role's ops before the site) when the site is
    in a warp role of a ``specialize``, else None."""
    region, found = module.funcs[0].body, None
    for k in range(0, len(site.path) - 1, 2):
        op = region.ops[site.path[k]]
        region = op.regions()[site.path[k + 1]]
        if op.name == "specialize":
            found = (op.regions()[1 - site.path[k + 1]], region.ops[:site.path[k + 2]])
    return found


def no_async_proxy_access_after(module, site: Site):
    """A ``fence_proxy_async`` that orders nothing: no op after it (outside any loop)
    accesses shared memory through the async proxy (wgmma, TMA), and in a warp role
    the other role's async-proxy ops are TMA copies on mbarriers this role waits on
    before the site (the copies' completion -- an implicit proxy fence -- comes first)."""
    if _in_loop(module, site):
        return "the op is inside a loop: the next trip's async-proxy ops follow it"
    for op in _ops_after(module, site):
        if op.name in ASYNC_PROXY:
            return f"a {op.name} comes after it"
    role = _role(module, site)
    if role is not None:
        other, before = role
        waited = {id(a) for op in before for sub in op.walk() if sub.name == "mbarrier_wait"
                  for a in [_alloc(sub.barrier)] if a}
        for op in (sub for top in other.ops for sub in top.walk()):
            if op.name in ASYNC_PROXY and (op.name != "tma_load" or id(_alloc(op.barrier)) not in waited):
                return f"the other role's {op.name} may run after it"
    return None


def an_earlier_fence_covers_it(module, site: Site):
    """A ``wgmma_fence`` that an earlier one in its region already covers: between the two
    run only wgmma ops (wgmma, wgmma_rs, their descriptors, commits), which touch no
    register but through the wgmmas themselves -- PTX asks for a fence between another
    instruction's register access and a wgmma touching that register."""
    _, region, i = op_at(module, site.path)
    for op in reversed(region.ops[:i]):
        if op.name == "wgmma_fence":
            return None
        if op.name not in ("wgmma", "wgmma_rs", "wgmma_desc", "wgmma_commit"):
            return f"a {op.name} runs between it and the fence before it"
    return "no wgmma_fence before it in its region"


PREMISES = {
    "an_earlier_fence_covers_it": an_earlier_fence_covers_it,
    "no_async_proxy_access_after": no_async_proxy_access_after,
    "run_ahead_is_branched": run_ahead_is_branched,
    "no_wgmma_group_in_flight": no_wgmma_group_in_flight,
    "nothing_after_touches_the_copies": nothing_after_touches_the_copies,
    "a_later_wait_completes_the_group": a_later_wait_completes_the_group,
    "a_later_barrier_orders_the_same": a_later_barrier_orders_the_same,
}
