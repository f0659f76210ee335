"""The state tile-op lowering keeps per kernel, and the loops it emits.

Threads are numbered ``tid = x + tx * (y + ty * z)``.  Fragments become local
buffers; shared buffers are indexed through their storage layout.
"""

from __future__ import annotations

from contextlib import contextmanager

from tilelang.dtypes import uint32
from tilelang.errors import TileLangError

from ..ir import ops as O
from ..ir.builder import Builder
from ..ir.core import Region, Value
from ..ir.types import BOOL, INDEX, BufferType, ScalarType, TensorType
from .inverse import fragment_inverse
from .ix import Ix
from .lowbit import is_packed, read_element, write_element


class Ctx:
    """Lowering state of one kernel."""

    def __init__(self, kernel, target=None):
        from ..target import Target

        self.kernel = kernel
        # the machine lowered for (``lowering/target.py``): its features gate the fast paths
        self.target = target if isinstance(target, Target) else Target.for_arch(target)
        self.arch = self.target.arch  # (None: no arch-specific ops)
        self.b = Builder()
        self.threads = 1
        for t in kernel.threads:
            self.threads *= t
        self.frags: dict[Value, tuple] = {}    # fragment value -> (local value, inverse, layout)
        self.shared: dict[Value, object] = {}  # shared value -> storage layout or None
        # global tensor -> its layout (``T.Tensor(..., layout=L)``): indices map through it
        self.globals: dict[Value, object] = {}
        self.tid: Value | None = None
        self.loops: list = []  # the ``for`` ops enclosing the op being lowered, outermost first
        self.loop_bodies: list = []  # (their bodies' ops as written, before lowering: one list a loop)
        # whether the ops being lowered sit beside a warp-specialized pipelined loop (its
        # producer warp issues their TMA copies too: ``tma.py``'s one-shot copies)
        self.beside_ws_loop = False
        # ``for`` op -> the values its body's ops use other than by an element load (written,
        # or read by a tile op): a fragment outside that set is unchanged by the loop
        self.loop_uses: dict = {}
        self.prologue: list = []  # ops for the top of the kernel (the TMA mbarriers' allocation and init)
        # T.annotate_lookup_tables: "shared" puts the table decodes' pairs in shared memory
        self.lookup_tables = "registers"
        self.pair_tables: dict = {}  # (format name, out dtype) -> its shared pair table
        self.wgmma_running: list = []  # (C registers, A registers or None, gemm op) per group, oldest first
        # gemm operands held in registers: fragment -> (which, other dim, bits, transposed, policy)
        self.operands: dict[Value, tuple] = {}
        for op in kernel.walk():
            if op.name == "lookup_tables":
                self.lookup_tables = op.place
            if op.name == "for":
                self.loop_uses[op] = {v for sub in op.walk() if sub.name != "load" for v in sub.operand_values()}
            for v in op.operand_values():
                if isinstance(v.type, TensorType) and v.type.layout is not None and v not in self.globals:
                    self.globals[v] = v.type.layout
            operand = getattr(getattr(op.result.type, "layout", None), "gemm_operand", None) \
                if op.name == "alloc_fragment" else None
            if operand is not None:  # an operand fragment annotated on a buffer (see warp_tiling.py)
                self.operands.setdefault(op.result, operand)
            if op.name == "gemm" and op.A.type.dtype.bits in (8, 16):
                m, n = op.C.type.shape
                bits = op.A.type.dtype.bits
                if not _wgmma_register_operand(op.A, self.threads):  # (that one inverts by its own hint)
                    self.operands[op.A] = ("a", n, bits, op.transpose_A, op.policy)
                if not _wgmma_register_operand(op.B, self.threads):
                    self.operands[op.B] = ("b", m, bits, op.transpose_B, op.policy)

    # ---- wgmma groups left running (T.gemm(..., wg_wait=-1)) ------------------------------
    def wgmma_committed(self, op, c_local, a_local) -> None:
        """A gemm's wgmma group is committed: record it, and wait for it now unless the
        gemm leaves it running (``wg_wait=-1``)."""
        self.wgmma_running.append((c_local, a_local, op))
        if op.wg_wait == 0:
            self.complete_wgmma(0, op)

    def complete_wgmma(self, pending: int, op) -> None:
        """Wait until at most ``pending`` of the newest running groups are left.  Each
        group it completes gets a wait naming its registers (the CUDA code keeps them
        live up to it, the simulator checks a register operand is named): the first
        wait does the waiting, the others only name more registers."""
        done = self.wgmma_running[:max(0, len(self.wgmma_running) - pending)]
        self.wgmma_running = self.wgmma_running[len(done):]
        if not done:
            return
        operands = {a for _, a, _ in done if a is not None}  # (values hash by identity)
        if len(operands) > 1:
            self.fail(op, "this wait completes gemms with two different register operands at once; "
                          "wait for them one at a time (T.wait_wgmma with a larger pending first)")
        first = next((g for g in done if g[1] is not None), done[-1])
        for c_local, a_local, _ in [first] + [g for g in done if g is not first]:
            self.b.op(O.WgmmaWaitOp, C=c_local, A=a_local if a_local is first[1] else None, pending=pending)

    def check_no_wgmma_running(self, where: str) -> None:
        """A gemm left running must be waited for in the region it runs in."""
        if self.wgmma_running:
            op = self.wgmma_running[0][2]
            self.fail(op, f"this T.gemm(..., wg_wait=-1) is still running at {where}: complete it with "
                          "T.wait_wgmma(...) before (gemms left running are waited for in their own "
                          "loop body or block)")

    def tma_barrier(self, op) -> Value:
        """A new mbarrier for one TMA copy, allocated and initialized at the kernel's top."""
        from .tma import new_tma_barrier

        bar, ops = new_tma_barrier(op.loc)
        self.prologue.extend(ops)
        return bar

    def pair_table(self, fmt, out: str, loc) -> Value | None:
        """The shared pair table that words of ``fmt`` decode into ``out`` through, where the
        kernel asks for shared lookup tables and the format takes one
        (``lowering/pair_table.py``): allocated, filled and fenced by a barrier at the
        kernel's top, once per format and type; else None."""
        from ..pair_table import TABLE_WORDS, uses_pair_table

        if self.lookup_tables != "shared" or not uses_pair_table(fmt, out):
            return None
        key = (fmt.name, out)
        if key not in self.pair_tables:
            table = Value(BufferType("shared", (TABLE_WORDS,), uint32), "pair_table")
            self.prologue += [O.AllocSharedOp(results=[table], loc=loc),
                              O.FillPairTableOp(table=table, tid=self.tid, format=fmt.name, dtype=out,
                                                threads=self.threads, loc=loc),
                              O.BarrierOp(loc=loc)]
            self.pair_tables[key] = table
        return self.pair_tables[key]

    def fail(self, op, message):
        raise TileLangError(message, op.loc)

    def ix(self, v) -> Ix:
        return v if isinstance(v, Ix) else Ix(self.b, v)

    def const(self, value: int) -> Value:
        return self.b.value(O.ConstOp, INDEX, value=int(value))

    # ---- thread ids --------------------------------------------------------------------
    def emit_tid(self) -> None:
        dims = [self.b.value(O.ThreadIdxOp, INDEX, name=n, dim=d)
                for d, n in enumerate(("tx", "ty", "tz")[:len(self.kernel.threads)])]
        tid = self.ix(dims[-1])
        for d in range(len(dims) - 2, -1, -1):
            tid = tid * self.kernel.threads[d] + dims[d]
        self.tid = tid.value()
        self.tid.name = "tid"

    # ---- memory --------------------------------------------------------------------------
    def is_fragment(self, v) -> bool:
        return v in self.frags

    def layout_of(self, mem: Value):
        """The storage layout of a shared buffer or a global tensor (None: row-major)."""
        return self.shared.get(mem, self.globals.get(mem))

    def storage_indices(self, mem: Value, indices) -> list[Value]:
        """Indices of ``mem[indices]`` in storage (through a shared buffer's or a
        global tensor's layout)."""
        layout = self.layout_of(mem)
        if layout is None:
            return [self.ix(i).value() for i in indices]
        out = layout.forward(*[self.ix(i) for i in indices])
        return [self.ix(o).value() for o in out]

    def load(self, mem: Value, indices, result: Value | None = None) -> Value:
        """``mem[indices]`` (logical indices); packed low-bit memory is read in bytes."""
        idx = self.storage_indices(mem, indices)
        if is_packed(mem):
            return read_element(self, mem, idx, result)
        if result is not None:
            self.b.region.append(O.LoadOp(source=mem, indices=idx, results=[result], loc=self.b.loc))
            return result
        return self.b.value(O.LoadOp, ScalarType(mem.type.dtype), source=mem, indices=idx)

    def store(self, mem: Value, indices, value: Value) -> None:
        """``mem[indices] = value``; an element of packed memory is a byte read-modify-write."""
        if is_packed(mem) and mem in self.globals:
            raise TileLangError(f"writing elements of the packed {mem.type.dtype} tensor {mem.name or '?'} declared "
                                f"with a layout is not supported (threads would share bytes); copy whole tiles "
                                f"of a shared buffer with the same layout, or write it without a layout",
                                self.b.loc)
        idx = self.storage_indices(mem, indices)
        if is_packed(mem):
            write_element(self, mem, idx, value)
            return
        self.b.op(O.StoreOp, dest=mem, indices=idx, value=value)

    def in_bounds(self, mem: Value, indices) -> Value | None:
        """A bool that the indices are inside a global tensor (None when always)."""
        if not isinstance(mem.type, TensorType):
            return None
        cond = None
        for i, d in zip(indices, mem.type.shape):
            dim = self.symbol(d) if isinstance(d, str) else self.const(d)
            c = self.b.value(O.LtOp, BOOL, lhs=self.ix(i).value(), rhs=dim)
            cond = c if cond is None else self.b.value(O.AndOp, BOOL, lhs=cond, rhs=c)
        return cond

    def symbol(self, name: str) -> Value:
        return self.b.value(O.SymbolOp, INDEX, sym=name)

    def barrier(self) -> None:
        ops = self.b.region.ops
        if not ops or ops[-1].name not in O.BLOCK_BARRIERS:
            self.b.op(O.BarrierOp)

    # ---- loops -------------------------------------------------------------------------
    @contextmanager
    def loop(self, extent: int, name: str, kind: str = "serial"):
        """``for name in range(extent)``; yields the index value (or 0 for extent 1)."""
        if extent == 1:
            yield Ix(self.b, 0)
            return
        iv = Value(INDEX, name)
        op = self.b.op(O.ForOp, lb=self.const(0), ub=self.const(extent), step=self.const(1), kind=kind,
                       body=Region([iv]))
        with self.b.at(op.body):
            yield Ix(self.b, iv)

    @contextmanager
    def when(self, cond: Value | None):
        """Emit the body under ``if cond`` (directly when cond is None)."""
        if cond is None:
            yield
            return
        op = self.b.op(O.IfOp, cond=cond, then_region=Region(), else_region=Region())
        with self.b.at(op.then_region):
            yield

    @contextmanager
    def fragment_elements(self, frag: Value, name="l"):
        """Loop over this thread's elements of a fragment; yields (local index, coords)."""
        local, inverse, _ = self.frags[frag]
        n = local.type.shape[0]
        with self.loop(n, name, "unroll") as l:
            coords, guard = inverse(Ix(self.b, self.tid), l)
            cond = None
            if guard is not None:
                e, numel = guard
                cond = self.b.value(O.LtOp, BOOL, lhs=self.ix(e).value(), rhs=self.const(numel))
            with self.when(cond):
                yield l, [self.ix(c) for c in coords]

    def vector_width(self, dtypes, extents) -> int:
        """Elements per run for a coalesced loop touching ``dtypes``: 16 bytes of the
        widest whole-byte one (sub-byte and bool accesses stay scalar), dividing the last
        extent, and no more than keeps every thread busy."""
        dtypes = [d for d in dtypes if d.bits in (8, 16, 32, 64) and not d.is_bool]
        if not dtypes:
            return 1
        numel = 1
        for e in extents:
            numel *= e
        v = 128 // max(d.bits for d in dtypes)
        while v > 1 and (extents[-1] % v or numel < self.threads * v):
            v //= 2
        return v

    @contextmanager
    def coalesced(self, extents, name="k", vector: int = 1):
        """Spread the row-major elements of ``extents`` over the threads; yields coords.

        With ``vector`` > 1 each thread takes runs of that many consecutive elements
        of the last dim (an inner unrolled loop the ``vectorize`` pass turns into vector
        accesses; whole bytes of a packed dtype); a row's last run may be partial, and
        then only its own lanes are guarded."""
        extents = list(extents)
        if vector > 1 and extents[-1] > 1:
            last = extents[-1]
            with self.coalesced(extents[:-1] + [-(-last // vector)], name) as coords:
                with self.loop(vector, name + "v", "unroll") as j:
                    col = coords[-1] * vector + j
                    cond = None
                    if last % vector:  # the row's last run is partial
                        cond = self.b.value(O.LtOp, BOOL, lhs=self.ix(col).value(), rhs=self.const(last))
                    with self.when(cond):
                        yield coords[:-1] + [col]
            return
        numel = 1
        for e in extents:
            numel *= e
        steps = -(-numel // self.threads)
        with self.loop(steps, name, "serial") as k:
            e = k * self.threads + self.tid
            cond = None
            if numel % self.threads:
                cond = self.b.value(O.LtOp, BOOL, lhs=self.ix(e).value(), rhs=self.const(numel))
            with self.when(cond):
                coords, rest = [], self.ix(e)
                for d in reversed(extents):
                    coords.append(rest % d)
                    rest = rest // d
                yield list(reversed(coords))

    # ---- buffers -----------------------------------------------------------------------
    def lower_fragment_alloc(self, op) -> None:
        t: BufferType = op.result.type
        try:
            inverse = fragment_inverse(t, self.threads, self.operands.get(op.result))
        except TileLangError as e:
            if e.loc is not None:
                raise
            raise TileLangError(str(e), op.loc) from None  # point at the user's allocation
        covered = t.layout.num_threads
        if covered < self.threads and t.layout.replicate == 1 and inverse(0, 0)[1] is None:
            # the threads past the layout's hold no element (a K-split wgmma accumulator:
            # warpgroup 0's layout, the others' registers hold partial sums); a padded
            # layout's guard already says which slots hold one
            inverse = _first_threads(inverse, covered)
        n = 1
        for d in t.layout.local_shape:
            n *= d
        local = self.b.value(O.AllocLocalOp, BufferType("local", (n,), t.dtype), name=op.result.name)
        self.frags[op.result] = (local, inverse, t.layout)


def _first_threads(inverse, covered: int):
    """``inverse`` guarded to the first ``covered`` threads (the others hold nothing)."""
    return lambda t, l: (inverse(t, l)[0], (t, covered))


def _wgmma_register_operand(v, threads: int) -> bool:
    """``v`` is a fragment laid out as wgmma's register A operand (a gemm's B in the
    register form on sm_90a: rows in bands, or K split; its A in the fragment form), not
    as an mma.sync operand."""
    from .wgmma import register_operand_layouts

    t = v.type
    if getattr(t, "scope", None) != "fragment" or t.layout is None or t.rank != 2 or threads % 128:
        return False
    return t.layout in register_operand_layouts(*t.shape, threads // 128).values()
