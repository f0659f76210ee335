"""Thread-level IR -> CUDA C++: the walker and the per-op rule registry.

Each ``kernel`` op of a lowered function becomes one ``__global__`` function.
The walker names SSA values, keeps the indentation and writes ``#line``
directives that point back at the Python line each statement came from; what
one op turns into is a small rule registered with ``@cuda_rule`` (see the
``rules_*`` modules).  An op without a rule is an error that names it.

Ops of the function outside the kernel (grid sizes, symbolic dims) run on the
host at launch: constants are inlined, everything else becomes a kernel
parameter computed at launch from the expression trees of ``host_exprs.py``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from tilelang.errors import SourceLoc, TileLangError
from tilelang.lowering.ir.types import BufferType, IndexType, ScalarType, TensorType
from tilelang.lowering.offset_width import check_dims, offset_bits

from .cuda_types import is_packed, literal, storage_ctype, value_ctype

CUDA_RULES: dict[str, Callable] = {}

_C_KEYWORDS = {
    "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum", "extern",
    "float", "for", "goto", "if", "int", "long", "register", "return", "short", "signed", "sizeof", "static",
    "struct", "switch", "typedef", "union", "unsigned", "void", "volatile", "while", "bool", "true", "false",
    "half", "class", "template", "new", "delete", "this", "namespace", "tl", "min", "max", "threadIdx",
    "blockIdx", "blockDim", "gridDim", "asm", "inline", "operator", "private", "public", "bfloat16_t",
}


def cuda_rule(*names: str):
    """Register the function as the CUDA rule for the named ops."""

    def deco(fn):
        for n in names:
            if n in CUDA_RULES:
                raise AssertionError(f"two CUDA rules for op '{n}'")
            CUDA_RULES[n] = fn
        return fn

    return deco


@dataclass
class KernelParam:
    """One parameter of a generated ``__global__`` function, in order."""

    name: str
    kind: str            # "tensor" | "scalar" | "symbol" | "host" | "tmap"
    ctype: str
    index: int = -1      # the function parameter it is (tensor, scalar)
    symbol: str = ""     # the symbolic dim it is (symbol)
    value: object = None  # the host-computed SSA value it is (host)
    box: tuple = ()      # a tensor map's box, outermost dim first (tmap: a TMA tensor map of tensor ``index``)
    swizzle: int = 0     # a tensor map's swizzle bytes


@dataclass
class KernelSource:
    """One generated kernel: its C++ (with ``#line``), launch shape and parameters."""

    name: str
    params: list[KernelParam]
    grid: list            # SSA values of the function (evaluated on the host)
    threads: tuple
    shared_bytes: int
    lines: list           # (text, SourceLoc or None) per line of the __global__ function

    def text(self, line_directives: bool = True) -> str:
        """The function's C++; with ``line_directives``, ``#line`` wherever the Python line changes."""
        return _join(self.lines, line_directives)


class CodeGen:
    """Emits one kernel.  Rules call ``name``, ``define``, ``line``, ``block``."""

    def __init__(self, func, kernel, kernel_name: str, host_names: dict, target=None):
        self.func, self.kernel, self.kernel_name = func, kernel, kernel_name
        self.target = target               # (its options decide the offsets of symbolic shapes; None: defaults)
        self.names: dict = {}              # value, ("sym", name) or ("tmap", ...) -> its C expression
        self.used: set[str] = set()
        self.lines: list[tuple[str, SourceLoc | None]] = []
        self.depth = 1
        self.params: list[KernelParam] = []
        self.tables: dict[str, str] = {}   # decode tables the kernel needs: name -> definition
        self.host_names = host_names       # func-level values: value -> C expression or None (must be a param)
        self.nonneg_values: set = set()
        self.barrier_threads = 0           # inside ``specialize``'s consumer role: its threads (named barriers)
        self._current_loc = None

    # ---- names ----------------------------------------------------------------------
    def fresh(self, hint: str) -> str:
        base = re.sub(r"\W", "_", hint) or "v"
        if base[0].isdigit():
            base = "v" + base
        if base in _C_KEYWORDS or base.startswith("tl_"):
            base += "_"
        n, i = base, 1
        while n in self.used:
            n, i = f"{base}_{i}", i + 1
        self.used.add(n)
        return n

    def bind(self, v, expr: str) -> None:
        self.names[v] = expr

    def name(self, v) -> str:
        """The C expression of an SSA value (constants are inlined literals)."""
        n = self.names.get(v)
        if n is not None:
            return n
        if v in self.host_names:
            return self._host_param(v)
        owner = getattr(v, "owner", None)
        where = f" ({owner!r})" if owner is not None else ""
        raise TileLangError(f"cuda codegen: value %{v.name} is used before it is defined{where}")

    def _host_param(self, v) -> str:
        expr = self.host_names[v]
        if expr is None:  # computed on the host at launch, passed by value
            pname = self.fresh(v.name or "host")
            self.params.append(KernelParam(pname, "host", value_ctype(v.type), value=v))
            expr = pname
        self.names[v] = expr
        return expr

    # ---- output ---------------------------------------------------------------------
    def line(self, text: str, op=None) -> None:
        loc = getattr(op, "loc", None) if op is not None else None
        self.lines.append(("  " * self.depth + text, loc or self._current_loc))

    def define(self, v, expr: str, op=None) -> str:
        """``const T name = expr;`` for the op's result ``v``; returns the name."""
        n = self.fresh(v.name or "v")
        self.line(f"const {value_ctype(v.type)} {n} = {expr};", op)
        self.bind(v, n)
        return n

    def declare(self, v, op=None, init: str | None = None) -> str:
        """A mutable variable for ``v`` (loop-carried and if results)."""
        n = self.fresh(v.name or "r")
        self.line(f"{value_ctype(v.type)} {n}" + (f" = {init};" if init is not None else ";"), op)
        self.bind(v, n)
        return n

    def emit_ops(self, ops, parent=None) -> None:
        """Emit ``ops`` at the current depth (ops without a location take the parent's)."""
        saved, self._current_loc = self._current_loc, getattr(parent, "loc", None) or self._current_loc
        for sub in ops:
            self.op(sub)
        self._current_loc = saved

    # ---- facts the rules use --------------------------------------------------------
    def nonneg(self, v) -> bool:
        """``v`` is an index known to be >= 0 (hardware ids, non-negative constants, loop
        variables from 0 up, and sums/products/quotients of such), so C's ``/`` and ``%``
        equal Python's ``//`` and ``%``."""
        if v in self.nonneg_values:
            return True
        owner = getattr(v, "owner", None)
        name = getattr(owner, "name", None)
        ok = False
        if name == "const":
            ok = isinstance(owner.value, int) and owner.value >= 0
        elif name == "symbol":
            ok = True  # a dim: >= 1
        elif name in ("add", "mul", "floordiv", "floormod", "div", "rem", "min", "max", "and", "shr"):
            ok = self.nonneg(owner.lhs) and self.nonneg(owner.rhs)
        if ok:
            self.nonneg_values.add(v)
        return ok

    def op(self, op) -> None:
        rule = CUDA_RULES.get(op.name)
        if rule is None:
            raise TileLangError(f"the CUDA backend has no rule for op '{op.name}' (lower it first, or add a rule "
                                f"in backends/cuda/rules_*.py)", op.loc)
        rule(self, op)

    # ---- memory addressing ----------------------------------------------------------
    def wide(self, mem) -> bool:
        """Whether offsets into ``mem`` are 64-bit: a global tensor whose offsets 32 bits
        do not reach (``lowering/offset_width.py`` decides; on-chip buffers never)."""
        return isinstance(mem.type, TensorType) and offset_bits(mem.type, self.target) == 64

    def _first_index(self, mem, ix) -> str:
        """The outermost index of an offset, widened to ``long long`` where ``mem``'s
        offsets are 64-bit: C's promotion then carries every product and sum after it."""
        n = self.name(ix)
        if not self.wide(mem):
            return n
        return f"(long long){n}" if n.isidentifier() or n.isdigit() else f"(long long)({n})"

    def linear_index(self, mem, indices) -> str:
        """Row-major element offset of ``mem[indices]`` (symbolic dims by name), in 64 bits
        where ``mem``'s offsets need them (``wide``)."""
        shape = mem.type.shape
        if not indices:
            return "0"
        expr = self._first_index(mem, indices[0])
        for d, ix in zip(shape[1:], indices[1:]):
            dim = self.symbol_name(d) if isinstance(d, str) else str(d)
            expr = f"({expr}) * {dim} + {self.name(ix)}" if expr != "0" else self.name(ix)
        return expr

    def tensor_map(self, op) -> str:
        """The tensor-map parameter a ``tma_load`` reads (one per tensor, box and swizzle)."""
        key = ("tmap", op.src, tuple(op.box), op.swizzle)
        n = self.names.get(key)
        if n is None:
            index = next(i for i, p in enumerate(self.func.body.args) if p is op.src)
            n = self.fresh(f"{op.src.name or 'tensor'}_tmap")
            self.params.append(KernelParam(n, "tmap", "const __grid_constant__ tl::TensorMap", index=index,
                                           box=tuple(op.box), swizzle=op.swizzle))
            self.names[key] = n
        return n

    def symbol_name(self, sym: str) -> str:
        key = ("sym", sym)
        n = self.names.get(key)
        if n is None:
            n = self.fresh(sym)
            self.params.append(KernelParam(n, "symbol", "int", symbol=sym))
            self.names[key] = n
        return n

    def element(self, mem, indices) -> str:
        """An lvalue/rvalue for ``mem[indices]`` (memory of a standard dtype)."""
        if isinstance(mem.type, BufferType) and mem.type.scope == "var":
            return self.name(mem)
        return f"{self.name(mem)}[{self.linear_index(mem, indices)}]"

    def address(self, mem, indices) -> str:
        if isinstance(mem.type, BufferType) and mem.type.scope == "var":
            return f"&{self.name(mem)}"
        return f"({self.name(mem)} + {self.linear_index(mem, indices)})"

    def byte_address(self, mem, indices) -> str:
        """The address of ``mem[indices]``.  For packed low-bit memory (after lowering) the
        last index is a byte offset within the row and the others are row indices
        (``ops/packed.py``): ``base + row * row_bytes + byte``."""
        t = mem.type
        if not (is_packed(t.dtype) and t.dtype.bits < 8):
            return self.address(mem, indices)
        shape = t.shape
        row = None
        for d, ix in zip(shape[:-1], indices[:-1]):
            dim = self.symbol_name(d) if isinstance(d, str) else str(d)
            row = self._first_index(mem, ix) if row is None else f"({row}) * {dim} + {self.name(ix)}"
        last = self.symbol_name(shape[-1]) if isinstance(shape[-1], str) else str(shape[-1])
        row_bytes = f"({last}) * {t.dtype.bits} / 8" if isinstance(shape[-1], str) else str(shape[-1] * t.dtype.bits // 8)
        byte = self.name(indices[-1])
        offset = byte if row is None else f"({row}) * {row_bytes} + {byte}"
        return f"({self.name(mem)} + {offset})"

    # ---- the whole kernel -----------------------------------------------------------
    def generate(self) -> KernelSource:
        k = self.kernel
        used = {v for op in k.walk() for v in op.operand_values()}
        for i, p in enumerate(self.func.body.args):
            if p in used:
                self._bind_func_param(i, p)
        dims = "xyz"
        for i, a in enumerate(k.body.args):
            self.bind(a, f"(int)blockIdx.{dims[i]}")
            self.nonneg_values.add(a)
        self.depth = 1
        if k.shared_bytes:
            self.line("extern __shared__ __align__(1024) unsigned char tl_smem[];", k)
        self.depth = 1
        self._rasterize(k)
        self.emit_ops(k.body.ops, k)
        nthreads = 1
        for t in k.threads:
            nthreads *= t
        sig = ", ".join(f"{p.ctype} {p.name}" for p in self.params)
        cluster = f"__cluster_dims__({', '.join(map(str, k.cluster))}) " if k.cluster else ""
        blocks = max((op.count for op in k.walk() if op.name == "min_blocks_per_sm"), default=1)
        bounds = f"{nthreads}, {blocks}" if blocks > 1 else f"{nthreads}"
        head = [(f'extern "C" __global__ void {cluster}__launch_bounds__({bounds}) {self.kernel_name}({sig}) {{',
                 k.loc)]
        body_lines = head + self.lines + [("}", None)]
        return KernelSource(self.kernel_name, self.params, list(k.grid), tuple(k.threads), k.shared_bytes,
                            body_lines)

    def _rasterize(self, k) -> None:
        """``T.use_swizzle(panel, order)``: blocks run in panels of ``panel`` columns (rows for
        order "col") so neighbours in time share operand tiles in L2.  The linear block id
        walks a panel top to bottom before moving to the next one; a bijection of the grid."""
        sw = next((op for op in k.body.ops if op.name == "use_swizzle" and op.enable), None)
        if sw is None or len(k.body.args) < 2:
            return
        x, y = ("x", "y") if sw.order == "row" else ("y", "x")
        p = sw.panel_size
        self.line(f"const int tl_lin = (int)(blockIdx.y * gridDim.x + blockIdx.x);", sw)
        self.line(f"const int tl_per_panel = {p} * (int)gridDim.{y};", sw)
        self.line(f"const int tl_panel = tl_lin / tl_per_panel, tl_in = tl_lin % tl_per_panel;", sw)
        self.line(f"const int tl_width = min({p}, (int)gridDim.{x} - tl_panel * {p});", sw)
        self.line(f"const int tl_b{x} = tl_panel * {p} + tl_in % tl_width, tl_b{y} = tl_in / tl_width;", sw)
        self.bind(k.body.args[0], "tl_bx")
        self.bind(k.body.args[1], "tl_by")


    def _bind_func_param(self, i, p) -> None:
        n = self.fresh(p.name or f"arg{i}")
        t = p.type
        if isinstance(t, TensorType):
            check_dims(t, f"parameter '{p.name or i}'", getattr(self.func, "loc", None))
            self.params.append(KernelParam(n, "tensor", f"{storage_ctype(t.dtype)}* __restrict__", index=i))
        elif isinstance(t, (ScalarType, IndexType)):
            self.params.append(KernelParam(n, "scalar", value_ctype(t), index=i))
        else:
            raise TileLangError(f"cuda codegen: parameter {p.name} of type {t} cannot be passed to a kernel")
        self.bind(p, n)


def _join(lines, line_directives: bool) -> str:
    out, last = [], None
    for text, loc in lines:
        key = (loc.file, loc.line) if loc is not None else None
        if line_directives and key is not None and key != last:
            out.append(f'#line {loc.line} "{_escape(loc.file)}"')
            last = key
        out.append(text)
    return "\n".join(out)


def _escape(path: str) -> str:
    return path.replace("\\", "\\\\").replace('"', '\\"')


def host_value_exprs(func) -> dict:
    """Func-level values the kernels may use: constants -> literal, others -> None
    (they become host-computed parameters)."""
    names = {}
    for op in func.body.ops:
        if op.name == "kernel":
            continue
        for r in op.results:
            names[r] = literal(op.value, r.type) if op.name == "const" else None
    return names
