"""``Fragment``: a layout that spreads a tile over the threads' registers.

Each element maps to a thread and to a register slot (the local index) inside that
thread.  With ``replicate > 1`` every element is held by that many threads (e.g. a
row broadcast to several lanes); the thread function then takes an extra last
variable ``rep`` in ``range(replicate)``.

As a :class:`Layout`, a fragment's storage is ``(thread, *local_index)``: ``apply``
distributes a host tile into per-thread registers (every replica), ``unapply``
collects it back (from replica 0), and ``inverse`` maps a (thread, slot) to its element.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from tilelang.lazy_import import is_integer, lazy_module

np = lazy_module("numpy")

from .expr import REP_VAR, Const, Expr, Var, as_expr, format_lambda, index_var_names, trace_function
from .grid import BoxEval
from .layout import Layout, eval_exprs, fmt_list, normalize_shape, open_grid, output_extents, _compose_env

__all__ = ["Fragment"]


def _pick(what: str, *candidates: Callable | None) -> Callable | None:
    given = [c for c in candidates if c is not None]
    if len(given) > 1:
        raise TypeError(f"give {what} once (forward_{what} and forward_{what}_fn are the same)")
    return given[0] if given else None


class Fragment(Layout):
    """A tile distributed over threads: element -> (thread, local register index).

    Arguments (all but ``shape`` by keyword; TileLang's ``*_fn`` spellings also work):
        shape: the logical tile shape.
        forward_thread: ``fn(*indices[, rep]) -> thread``; takes ``rep`` as an extra
            last argument when ``replicate > 1``.
        forward_index: ``fn(*indices) -> local index`` (an int expression, or a tuple
            for a multi-dim local index).
        replicate: how many threads hold each element (default 1).
        forward_fn: alternatively one function returning ``(thread, index...)``.

    Example (the m16n8k16 accumulator)::

        >>> C = Fragment([16, 8], forward_thread=lambda i, j: i % 8 * 4 + j // 2,
        ...              forward_index=lambda i, j: i // 8 * 2 + j % 2)
        >>> C.num_threads, C.local_shape
        (32, (4,))
        >>> C.thread_of(9, 5), C.index_of(9, 5)
        (6, (3,))
    """

    def __init__(self, shape: Sequence[int], *, forward_thread: Callable | None = None,
                 forward_index: Callable | None = None, replicate: int = 1,
                 forward_fn: Callable | None = None, forward_thread_fn: Callable | None = None,
                 forward_index_fn: Callable | None = None):
        shape = normalize_shape(shape)
        replicate = _check_replicate(replicate)
        names = index_var_names(len(shape))
        thread_names = names + ((REP_VAR,) if replicate > 1 else ())
        thread_fn = _pick("thread", forward_thread, forward_thread_fn)
        index_fn = _pick("index", forward_index, forward_index_fn)
        if forward_fn is not None:
            if thread_fn is not None or index_fn is not None:
                raise TypeError("give either forward_fn or forward_thread/forward_index, not both")
            outputs = trace_function(forward_fn, thread_names)
            if len(outputs) < 2:
                raise ValueError("forward_fn must return (thread, index, ...)")
            thread, index = outputs[0], outputs[1:]
            if any(REP_VAR in e.free_vars() for e in index):
                raise ValueError("the local index must not depend on `rep` (replicas share slots)")
        else:
            if thread_fn is None or index_fn is None:
                raise TypeError("Fragment needs forward_thread and forward_index (or forward_fn)")
            traced = trace_function(thread_fn, thread_names)
            if len(traced) != 1:
                raise ValueError(f"forward_thread must return one thread index, got {len(traced)}")
            thread, index = traced[0], trace_function(index_fn, names)
        self._init_fragment(shape, thread, index, replicate)

    @classmethod
    def from_exprs(cls, shape: Sequence[int], thread: Expr | int, index: Sequence[Expr | int],
                   replicate: int = 1) -> "Fragment":
        """Build a fragment from expressions over ``i, j, ...`` (and ``rep``).

        Example: ``Fragment.from_exprs([4], Var("i"), [0])`` puts element i in thread i.
        """
        frag = Fragment.__new__(Fragment)
        frag._init_fragment(normalize_shape(shape), as_expr(thread),
                            tuple(as_expr(e) for e in index), _check_replicate(replicate))
        return frag

    def _init_fragment(self, shape: tuple[int, ...], thread: Expr, index: tuple[Expr, ...],
                       replicate: int) -> None:
        names = index_var_names(len(shape))
        allowed = set(names) | ({REP_VAR} if replicate > 1 else set())
        unknown = (thread.free_vars() - allowed) | set().union(*(e.free_vars() for e in index)) - set(names)
        if unknown:
            raise ValueError(f"fragment expressions use unknown variables {sorted(unknown)}")
        if not index:
            raise ValueError("a fragment needs a local index")
        self._thread = thread
        self._index = index
        self._replicate = replicate
        self._num_threads, = output_extents(BoxEval(names + (REP_VAR,), shape + (replicate,)), [thread],
                                            "fragment maps an element to a negative thread {low}")
        self._local_shape = tuple(output_extents(BoxEval(names, shape), index, "fragment maps an element "
                                                 "to a negative local index (dim {d})"))
        self._init_layout(shape, (self.thread_at(0),) + index, (self._num_threads,) + self._local_shape)

    def _all_threads(self, shape: tuple[int, ...], names: Sequence[str]) -> np.ndarray:
        """Thread of every (element, replica): shape ``shape + (replicate,)``."""
        full = tuple(shape) + (self._replicate,)
        grid = open_grid(full)
        env = dict(zip(names, grid[:-1]))
        env[REP_VAR] = grid[-1]
        return eval_exprs([self._thread], env, full)[0]

    # -- properties ------------------------------------------------------------------
    @property
    def thread_expr(self) -> Expr:
        """The thread expression over ``i, j, ...`` (and ``rep`` when replicated)."""
        return self._thread

    def thread_at(self, rep: int = 0) -> Expr:
        """The thread expression of replica ``rep`` (over ``i, j, ...`` only)."""
        return self._thread.substitute({REP_VAR: Const(rep)}) if self._replicate > 1 else self._thread

    @property
    def index_exprs(self) -> tuple[Expr, ...]:
        """The local index expressions (one per local dim) over ``i, j, ...``."""
        return self._index

    @property
    def replicate(self) -> int:
        """How many threads hold each element. Example: ``mma_m16n8k16_c().replicate == 1``."""
        return self._replicate

    @property
    def num_threads(self) -> int:
        """Max thread + 1 over all elements and replicas. Example: 32 for the mma fragments."""
        return self._num_threads

    @property
    def local_shape(self) -> tuple[int, ...]:
        """Shape of each thread's local (register) array. Example: ``(8,)`` for the f16 A operand."""
        return self._local_shape

    # -- evaluation ------------------------------------------------------------------
    def _env(self, indices: Sequence[Any], rep: Any) -> dict[str, Any]:
        if len(indices) != self.ndim:
            raise TypeError(f"expected {self.ndim} indices, got {len(indices)}")
        env = {n: (np.asarray(v) if isinstance(v, (list, tuple)) else v)
               for n, v in zip(self._names, indices)}
        env[REP_VAR] = rep
        return env

    def thread_of(self, *indices: Any, rep: Any = 0) -> Any:
        """Thread holding an element (replica ``rep``); ints, arrays or symbolic values.

        Example: ``mma_m16n8k16_a().thread_of(9, 3) == 5``.
        """
        return self._thread.evaluate(self._env(indices, rep))

    def index_of(self, *indices: Any) -> tuple:
        """Local register index of an element, as a tuple (one entry per local dim).

        Example: ``mma_m16n8k16_a().index_of(9, 3) == (3,)``.
        """
        env = self._env(indices, 0)
        return tuple(e.evaluate(env) for e in self._index)

    def forward(self, *indices: Any, rep: Any = 0) -> tuple:
        """``(thread, *local_index)`` of an element: the fragment seen as a Layout.

        Example: ``mma_m16n8k16_c().forward(9, 5) == (6, 3)``.
        """
        env = self._env(indices, rep)
        return (self._thread.evaluate(env),) + tuple(e.evaluate(env) for e in self._index)

    def _scatter_indices(self) -> list[np.ndarray]:
        def build():
            threads = self._all_threads(self._shape, self._names)
            locals_ = eval_exprs(self._index, dict(zip(self._names, open_grid(self._shape))), self._shape)
            return [np.ravel_multi_index((threads[..., r],) + tuple(locals_), self._storage_shape).reshape(-1)
                    for r in range(self._replicate)]
        return self._cached("scatter", build)

    def check_coverage(self) -> None:
        """Raise ``ValueError`` unless every element is held by exactly ``replicate``
        distinct threads and no (thread, local index) slot holds two elements.

        Example: ``mma_m16n8k16_a().check_coverage()`` returns None.
        """
        threads = self._all_threads(self._shape, self._names)
        if self._replicate > 1:
            ordered = np.sort(threads, axis=-1)
            same = np.nonzero(ordered[..., 1:] == ordered[..., :-1])
            if same[0].size:
                element = tuple(int(a[0]) for a in same[:-1])
                raise ValueError(f"element {element} is held by thread "
                                 f"{int(ordered[element][same[-1][0]])} more than once across "
                                 f"replicas; each element needs {self._replicate} distinct threads")
        slots = np.stack(self._scatter_indices(), axis=-1).reshape(-1)  # element-major, then replica
        values, counts = np.unique(slots, return_counts=True)
        if (counts > 1).any():
            slot = int(values[np.argmax(counts > 1)])
            owners = np.flatnonzero(slots == slot)[:2] // self._replicate
            a, b = (tuple(int(v) for v in np.unravel_index(int(o), self._shape)) for o in owners)
            where = tuple(int(v) for v in np.unravel_index(slot, self._storage_shape))
            raise ValueError(f"thread {where[0]} local index {where[1:]} holds both element {a} "
                             f"and element {b}")

    def inverse(self) -> Layout:
        """Layout from ``(thread, *local_index)`` to the element (replicate=1, full coverage).

        Example: ``mma_m16n8k16_c().inverse().forward(6, 3) == (9, 5)``.
        """
        if self._replicate > 1:
            raise ValueError("a Fragment with replicate > 1 has no inverse (several threads "
                             "hold each element)")
        return super().inverse()

    def compose(self, inner: Layout) -> "Fragment":
        """The fragment indexed through ``inner``: element ``x`` goes where ``inner(x)`` went.

        Arguments:
            inner: a Layout whose ``storage_shape`` equals this fragment's ``shape``.
        Example: ``mma_m16n8k16_b().compose(make_col_major(8, 16))`` is B indexed as (n, k).
        """
        env: dict[str, Any] = _compose_env(self, inner)
        env[REP_VAR] = Var(REP_VAR)
        thread = as_expr(self._thread.evaluate(env))
        index = tuple(as_expr(e.evaluate(env)) for e in self._index)
        return Fragment.from_exprs(inner.shape, thread, index, self._replicate)

    # -- identity and text -------------------------------------------------------------
    def _key(self) -> tuple:
        return (self._shape, self._thread, self._index, self._replicate)

    def equals_maps(self, shape: Sequence[int], forward_thread: Callable, forward_index: Callable) -> bool:
        """``self == Fragment(shape, forward_thread=..., forward_index=...)``, found by tracing
        the two maps only.  Equality compares the shape and the traced expressions, and a
        fragment is a function of them: building the other one would evaluate it on every
        element just to compare (the lowering tries several candidates per fragment)."""
        if type(self) is not Fragment or self._replicate != 1:
            return False
        shape = normalize_shape(shape)
        if shape != self._shape:
            return False
        names = index_var_names(len(shape))
        thread = trace_function(forward_thread, names)
        if len(thread) != 1:
            raise ValueError(f"forward_thread must return one thread index, got {len(thread)}")
        return thread[0] == self._thread and trace_function(forward_index, names) == self._index

    def __repr__(self) -> str:
        thread_names = self._names + ((REP_VAR,) if self._replicate > 1 else ())
        return (f"Fragment({fmt_list(self._shape)}, "
                f"forward_thread={format_lambda(thread_names, [self._thread])}, "
                f"forward_index={format_lambda(self._names, self._index)}, "
                f"replicate={self._replicate}{self._inverse_text()})")

    def _grid_title(self) -> str:
        extra = f", replicate={self._replicate}: threads of each replica" if self._replicate > 1 else ""
        return (f"Fragment {fmt_list(self._shape)}: {self._num_threads} threads x local "
                f"{fmt_list(self._local_shape)}{extra}; cell = T<thread>:<local index>")

    def _cell_labels(self, rows: int, cols: int) -> list[list[str]]:
        shape = (cols,) if self.ndim == 1 else (rows, cols)
        full = shape + (self._replicate,)
        grid = open_grid(full)
        env = dict(zip(self._names, grid[:-1]))
        env[REP_VAR] = grid[-1]
        threads = eval_exprs([self._thread], env, full)[0].reshape(rows, cols, self._replicate)
        locals_ = [v.reshape(rows, cols) for v in
                   eval_exprs(self._index, dict(zip(self._names, open_grid(shape))), shape)]
        labels = []
        for r in range(rows):
            row = []
            for c in range(cols):
                who = "/".join(f"T{int(t)}" for t in threads[r, c])
                row.append(f"{who}:{','.join(str(int(v[r, c])) for v in locals_)}")
            labels.append(row)
        return labels


def _check_replicate(replicate: Any) -> int:
    if not is_integer(replicate) or replicate < 1:
        raise ValueError(f"replicate must be a positive int, got {replicate!r}")
    return int(replicate)
