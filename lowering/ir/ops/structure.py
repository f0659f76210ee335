"""Structural ops: functions, kernels, loops, conditionals and their terminator."""


from ..core import Op, Region, attr, operand, operands, region, register_op
from ..types import INDEX, IndexType, ScalarType, TensorType, is_bool

LOOP_KINDS = ("serial", "unroll", "vectorized", "pipelined")


def check_yield(op: Op, body: Region, types: list, what: str) -> None:
    """A region that produces values must end in ``yield`` of those types."""
    term = body.terminator
    if term is None or term.name != "yield":
        if types:
            op.error(f"{what} must end in 'yield' of {len(types)} value(s)")
        return
    got = [v.type for v in term.values]
    if got != list(types):
        op.error(f"{what} yields ({', '.join(map(str, got))}) but the op produces "
                 f"({', '.join(map(str, types))})")


@register_op
class FuncOp(Op):
    """A tile program.  ``body.args`` are its parameters (tensors and scalars);
    ``symbols`` names the symbolic dims its tensor shapes use (``T.dynamic``)."""

    name = "func"
    sym_name: str = attr("str")
    symbols: tuple = attr("strs", default=())
    body: Region = region()

    @property
    def params(self):
        return self.body.args

    def verify(self):
        if not self.sym_name.isidentifier():
            self.error(f"function name {self.sym_name!r} is not an identifier")
        if len(set(self.symbols)) != len(self.symbols):
            self.error("symbolic dims declared twice")
        for p in self.params:
            if not isinstance(p.type, (TensorType, ScalarType, IndexType)):
                self.error(f"parameter %{p.name} must be a tensor or a scalar, got {p.type}")
            if isinstance(p.type, TensorType):
                for d in p.type.shape:
                    if isinstance(d, str) and d not in self.symbols:
                        self.error(f"parameter %{p.name} uses symbolic dim {d!r} that the function does not declare")
                    if isinstance(d, int) and d <= 0:
                        self.error(f"parameter %{p.name} has a non-positive dim {d}")
                layout = p.type.layout
                if layout is not None and not p.type.symbols and tuple(layout.shape) != tuple(p.type.shape):
                    self.error(f"parameter %{p.name}: layout shape {list(layout.shape)} differs from "
                               f"the tensor's {list(p.type.shape)}")


@register_op
class KernelOp(Op):
    """A grid of thread blocks; ``body.args`` are the block indices (one per grid dim).
    ``cluster`` (sm_90; empty: none): blocks per cluster along each grid dim -- blocks
    that run at once and share their shared memory (``cluster_barrier``,
    ``map_shared_rank``); each grid extent a multiple of it, 8 blocks at most."""

    name = "kernel"
    grid: list = operands()
    threads: tuple = attr("ints")
    shared_bytes: int = attr("int", default=0)  # the block's shared memory, set by plan-shared
    cluster: tuple = attr("ints", default=())
    body: Region = region()

    def verify(self):
        if not 1 <= len(self.grid) <= 3:
            self.error(f"grid must have 1 to 3 dims, has {len(self.grid)}")
        if not 1 <= len(self.threads) <= 3 or any(t <= 0 for t in self.threads):
            self.error(f"threads must be 1 to 3 positive extents, got {list(self.threads)}")
        for g in self.grid:
            if g.type != INDEX:
                self.error(f"grid extent %{g.name} must be an index, got {g.type}")
        if len(self.body.args) != len(self.grid) or any(a.type != INDEX for a in self.body.args):
            self.error(f"body must take {len(self.grid)} index argument(s), one block index per grid dim")
        if self.cluster:
            blocks = 1
            for c in self.cluster:
                blocks *= c
            if len(self.cluster) != len(self.grid) or min(self.cluster) < 1 or blocks > 8:
                self.error(f"cluster must give 1 to 8 blocks along the {len(self.grid)} grid dim(s), "
                           f"got {list(self.cluster)}")
            for g, c in zip(self.grid, self.cluster):
                extent = g.owner.value if getattr(g.owner, "name", None) == "const" else None
                if extent is not None and extent % c:
                    self.error(f"grid extent {extent} is not a multiple of the cluster's {c}")


@register_op
class ForOp(Op):
    """A loop ``for iv in range(lb, ub, step)`` with loop-carried ``inits``.

    ``kind`` is serial, unroll, vectorized or pipelined (``num_stages`` >= 1; with
    ``warp_specialize`` its copies are issued by a producer warp of their own,
    ``passes/warp_specialize.py``, and with ``pingpong`` too the consumer warpgroups
    take turns issuing its wgmma groups, ``passes/pingpong.py``; with ``unroll_stages``
    it is unrolled by ``num_stages``, each copy on one fixed stage: ``pipeline`` leaves
    it serial, carrying its stage and still marked, and ``unroll-stages`` unrolls it).
    ``body.args`` =
    [iv, *iteration values]; the body yields the next values; the results are the
    final ones."""

    name = "for"
    num_results = None
    lb: object = operand()
    ub: object = operand()
    step: object = operand()
    inits: list = operands()
    kind: str = attr("ident", default="serial", choices=LOOP_KINDS)
    num_stages: int = attr("int", default=0)
    warp_specialize: bool = attr("bool", default=False)
    pingpong: bool = attr("bool", default=False)
    unroll_stages: bool = attr("bool", default=False)
    body: Region = region()

    def verify(self):
        for which in ("lb", "ub", "step"):
            v = getattr(self, which)
            if v.type != INDEX:
                self.error(f"{which} must be an index, got {v.type}")
        if self.kind == "pipelined" and self.num_stages < 1:
            self.error(f"pipelined loop needs num_stages >= 1, got {self.num_stages}")
        if self.kind != "pipelined" and (self.num_stages != 0 or self.warp_specialize):
            self.error("num_stages and warp_specialize apply to pipelined loops only")
        if self.pingpong and not self.warp_specialize:
            self.error("pingpong applies to warp-specialized loops only")
        if self.unroll_stages and (self.warp_specialize or self.kind not in ("pipelined", "serial")
                                   or self.kind == "serial" and len(self.inits) != 1):
            self.error("unroll_stages applies to pipelined loops without warp_specialize only (and, after the "
                       "pipeline pass, to the serial loop carrying their stage)")
        iter_types = [v.type for v in self.inits]
        if [r.type for r in self.results] != iter_types:
            self.error("results must match the iteration values' types")
        args = self.body.args
        if not args or args[0].type != INDEX or [a.type for a in args[1:]] != iter_types:
            self.error("body must take the index and then one argument per iteration value")
        check_yield(self, self.body, iter_types, "loop body")


@register_op
class ParallelOp(Op):
    """Element-wise iteration over a tile (``T.Parallel``); one index per extent."""

    name = "parallel"
    tile_level = True
    in_kernel = True
    extents: tuple = attr("ints")
    body: Region = region()

    def verify(self):
        if not self.extents or any(e <= 0 for e in self.extents):
            self.error(f"extents must be positive, got {list(self.extents)}")
        if len(self.body.args) != len(self.extents) or any(a.type != INDEX for a in self.body.args):
            self.error(f"body must take {len(self.extents)} index argument(s)")
        check_yield(self, self.body, [], "parallel body")


@register_op
class IfOp(Op):
    """``if cond`` with a then region and an optional else region; both yield the results."""

    name = "if"
    num_results = None
    cond: object = operand()
    then_region: Region = region()
    else_region: Region = region()

    def verify(self):
        if not is_bool(self.cond.type):
            self.error(f"condition must be bool, got {self.cond.type}")
        if self.then_region.args or self.else_region.args:
            self.error("branches take no arguments")
        types = [r.type for r in self.results]
        check_yield(self, self.then_region, types, "then branch")
        if types or self.else_region.ops:
            check_yield(self, self.else_region, types, "else branch")


@register_op
class SpecializeOp(Op):
    """Warp roles of a block: threads ``tid < consumer_threads`` run ``consumer``, the
    others (whole warps) run ``producer`` -- at once, handing tiles over through
    mbarriers (``passes/warp_specialize.py`` builds it).  A ``barrier`` in ``consumer``
    synchronizes the consumer threads only (a named barrier); ``producer`` has none,
    and cluster barriers only at its top level (every thread of the role meets them).
    Nothing follows it in the kernel (a thread is done when its role's region is)."""

    name = "specialize"
    in_kernel = True
    consumer_threads: int = attr("int")
    consumer: Region = region()
    producer: Region = region()

    def verify(self):
        if self.consumer_threads < 32 or self.consumer_threads % 32:
            self.error(f"consumer_threads must be a positive multiple of 32, got {self.consumer_threads}")
        if self.consumer.args or self.producer.args:
            self.error("the roles' regions take no arguments")
        top = set(self.producer.ops)
        for sub in (o for op in self.producer.ops for o in op.walk()):
            if sub.name == "barrier" or (sub.name == "cluster_barrier" and sub not in top):
                self.error(f"the producer role cannot hold a {sub.name} here (a block barrier: its threads are not "
                           f"all the block's; a cluster barrier: only at the role's top level)")


@register_op
class YieldOp(Op):
    """Terminator of ``for``/``if``/``parallel`` bodies: the values the region produces."""

    name = "yield"
    values: list = operands()
