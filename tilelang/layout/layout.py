"""``Layout``: a function from logical tile indices to storage indices.

A layout describes where each element of a logical tile lives: padding, XOR
swizzles, interleavings, pre-shuffled weights.  It is written as a Python function
of the indices, traced once into index expressions (:mod:`.expr`), and from then on
is a plain value: printable (``repr`` is the one-line text form that
:func:`parse_layout` reads back), comparable, composable, invertible when
bijective, and applicable to host arrays.
"""

from __future__ import annotations

import math
import sys
from typing import Any, Callable, Sequence

from tilelang.lazy_import import is_integer, lazy_module

np = lazy_module("numpy")

from .expr import Expr, Var, as_expr, format_lambda, index_var_names, trace_function
from .grid import BoxEval
from .render import MAX_COLS, MAX_ROWS, grid_extent, render_grid

__all__ = ["Layout"]

# Index arrays of larger layouts are rebuilt on demand instead of kept alive.
_MAX_CACHED_ELEMENTS = 1 << 22
_PLAIN_PYTHON_ELEMENTS = 1 << 20  # above: whole-grid questions go to numpy (a tile is far smaller)


def normalize_shape(shape: Any, what: str = "shape") -> tuple[int, ...]:
    """A shape as a tuple of positive ints (an int means a 1-D shape)."""
    if is_integer(shape):
        shape = (shape,)
    try:
        dims = tuple(shape)
    except TypeError:
        raise TypeError(f"{what} must be a list of ints, got {shape!r}") from None
    if not dims:
        raise ValueError(f"{what} must have at least one dimension")
    for d in dims:
        if not is_integer(d) or d <= 0:
            raise ValueError(f"{what} must be positive ints, got {list(shape)!r}")
    return tuple(int(d) for d in dims)


def open_grid(shape: Sequence[int]) -> tuple[np.ndarray, ...]:
    """Broadcastable index arrays (``np.ix_``) covering ``shape``."""
    return np.ix_(*[np.arange(n, dtype=np.int64) for n in shape])


def eval_exprs(exprs: Sequence[Expr], env: dict[str, Any], shape: Sequence[int]) -> list[np.ndarray]:
    """Evaluate expressions vectorized; each result broadcast to ``shape`` (int64)."""
    try:
        # numpy would silently give 0 for a division by zero somewhere in the grid
        with np.errstate(divide="raise", invalid="raise"):
            return [np.broadcast_to(np.asarray(e.evaluate(env), dtype=np.int64), tuple(shape))
                    for e in exprs]
    except FloatingPointError:
        raise ValueError("an index expression divides by zero somewhere in the domain") from None


def ravel_expr(exprs: Sequence[Expr], extents: Sequence[int]) -> Expr:
    """The C-order flat offset, in the box ``extents``, of the point ``exprs``."""
    flat = as_expr(exprs[0])
    for e, n in zip(exprs[1:], extents[1:]):
        flat = flat * n + e
    return flat


def output_extents(box: BoxEval, exprs: Sequence[Expr], negative: str) -> list[int]:
    """max + 1 of each expression over ``box``; ``negative`` (formatted with ``where``,
    ``low`` and ``d``) is the error when one goes below 0."""
    extents = []
    for d, e in enumerate(exprs):
        low, high = box.bounds(e)
        if low < 0:
            raise ValueError(negative.format(where=box.first_point(e, low), low=low, d=d))
        extents.append(high + 1)
    return extents


def torch_module_of(x: Any):
    """The torch module when ``x`` is a torch tensor, else None (never imports torch)."""
    torch = sys.modules.get("torch")
    if torch is not None and isinstance(x, torch.Tensor):
        return torch
    return None


def fmt_list(values: Sequence[int]) -> str:
    """``[1, 2]`` text of a shape (the text form prints shapes as lists)."""
    return "[" + ", ".join(str(v) for v in values) + "]"


class Layout:
    """A map from logical indices of a tile to storage indices (``T.Layout``).

    Arguments:
        shape: the logical tile shape, e.g. ``[128, 32]``.
        fn: a function of one index per dim returning the storage index: an
            expression, an int, or a tuple of them (multi-dim storage).  It is called
            once with symbolic variables named ``i, j, k, l, ...`` so it must be
            straight-line integer arithmetic (``+ - * // % ^ & | << >>`` and
            :func:`lookup`), without ``if`` on the indices.
        storage_shape: the storage shape; defaults to max+1 of each output over the
            domain.  Give it to add padding (it must hold every output).

    Example::

        >>> L = Layout([8, 64], lambda i, j: (i, j ^ i % 8 * 8))
        >>> L.forward(1, 3)
        (1, 11)
        >>> L.storage_shape
        (8, 64)
        >>> L
        Layout([8, 64], lambda i, j: (i, j ^ i % 8 * 8))
    """

    def __init__(self, shape: Sequence[int], fn: Callable, storage_shape: Sequence[int] | None = None):
        shape = normalize_shape(shape)
        exprs = trace_function(fn, index_var_names(len(shape)))
        self._init_layout(shape, exprs, storage_shape)

    @classmethod
    def from_exprs(cls, shape: Sequence[int], exprs: Sequence[Expr | int],
                   storage_shape: Sequence[int] | None = None) -> "Layout":
        """Build a layout from expressions over the canonical variables ``i, j, ...``.

        Example: ``Layout.from_exprs([4, 4], [Var("j"), Var("i")])`` is the transpose.
        """
        layout = Layout.__new__(Layout)
        layout._init_layout(normalize_shape(shape), tuple(as_expr(e) for e in exprs), storage_shape)
        return layout

    def _init_layout(self, shape: tuple[int, ...], exprs: tuple[Expr, ...],
                     storage_shape: Sequence[int] | None) -> None:
        if not exprs:
            raise ValueError("a layout needs at least one storage index")
        names = index_var_names(len(shape))
        extra = set().union(*(e.free_vars() for e in exprs)) - set(names)
        if extra:
            raise ValueError(f"layout expressions use unknown variables {sorted(extra)}; "
                             f"a {len(shape)}-dim layout has {', '.join(names)}")
        self._shape = shape
        self._names = names
        self._exprs = exprs
        inferred = tuple(output_extents(BoxEval(names, shape), exprs, "layout maps element {where} to a "
                                        "negative storage index {low} (output {d})"))
        if storage_shape is None:
            storage = inferred
        else:
            storage = normalize_shape(storage_shape, "storage_shape")
            if len(storage) != len(inferred):
                raise ValueError(f"storage_shape {list(storage)} has {len(storage)} dims but the "
                                 f"layout function returns {len(inferred)} indices")
            for d, (given, need) in enumerate(zip(storage, inferred)):
                if given < need:
                    raise ValueError(f"storage_shape {list(storage)} is too small: output {d} "
                                     f"reaches {need - 1}, so it needs at least {need}")
        self._storage_shape = storage
        self._inferred_storage = inferred
        self._index_cache: dict[str, Any] = {}
        # A builtin may supply a closed-form inverse (a function of the storage
        # indices); inverse() verifies it before use.
        self._inverse_hint: Callable | None = None

    # -- properties ------------------------------------------------------------------
    @property
    def shape(self) -> tuple[int, ...]:
        """The logical tile shape. Example: ``make_row_major(4, 8).shape == (4, 8)``."""
        return self._shape

    @property
    def storage_shape(self) -> tuple[int, ...]:
        """The storage shape (inferred, or as given). Example: ``make_padded(4, 8, 1).storage_shape == (4, 9)``."""
        return self._storage_shape

    @property
    def ndim(self) -> int:
        """Number of logical dims. Example: ``make_row_major(4, 8).ndim == 2``."""
        return len(self._shape)

    @property
    def input_vars(self) -> tuple[Var, ...]:
        """The index variables the expressions are written in (``i, j, ...``)."""
        return tuple(Var(n) for n in self._names)

    @property
    def exprs(self) -> tuple[Expr, ...]:
        """The storage index expressions, one per storage dim, over :attr:`input_vars`.

        Example: ``make_col_major(4, 8).exprs`` -> ``(j, i)``.
        """
        return self._exprs

    # -- evaluation ------------------------------------------------------------------
    def _outputs_on(self, grid: Sequence[np.ndarray], shape: Sequence[int]) -> list[np.ndarray]:
        return eval_exprs(self._exprs, dict(zip(self._names, grid)), shape)

    def forward(self, *indices: Any) -> tuple:
        """Storage index of a logical index, as a tuple (one entry per storage dim).

        Arguments:
            indices: one per logical dim: ints, numpy integer arrays (vectorized,
                broadcast together), index expressions, or any objects supporting
                Python's integer operators (e.g. a compiler's symbolic values).
        Example: ``make_col_major(4, 8).forward(1, 2) == (2, 1)``.
        """
        if len(indices) != len(self._shape):
            raise TypeError(f"forward() takes {len(self._shape)} indices, got {len(indices)}")
        env = {n: (np.asarray(v) if isinstance(v, (list, tuple)) else v)
               for n, v in zip(self._names, indices)}
        return tuple(e.evaluate(env) for e in self._exprs)

    def _cached(self, key: str, build: Callable[[], Any]) -> Any:
        if key in self._index_cache:
            return self._index_cache[key]
        value = build()
        if math.prod(self._shape) <= _MAX_CACHED_ELEMENTS:
            self._index_cache[key] = value
        return value

    def _flat_offsets(self) -> list[int]:
        """Flat (C-order) storage offset of every logical element, in C order (plain
        Python: the compiler's checks ask for it, and need no numpy)."""
        return self._cached("flat", lambda: BoxEval(self._names, self._shape).full(
            ravel_expr(self._exprs, self._storage_shape)))

    def _scatter_indices(self) -> list[np.ndarray]:
        """Flat storage offsets written by apply(): one array per copy of the data."""
        return [self._gather_index()]

    def _host_sized(self) -> bool:
        """A layout of a whole host tensor (a weight): its whole-grid questions go to
        numpy, where lists of Python ints would take gigabytes."""
        return math.prod(self._shape) > _PLAIN_PYTHON_ELEMENTS

    def _offsets(self):
        """Every logical element's flat storage offset in C order: ``_flat_offsets``' list,
        or for a host-sized layout ``_gather_index``'s numpy array."""
        return self._gather_index() if self._host_sized() else self._flat_offsets()

    def _gather_index(self) -> np.ndarray:
        """Flat storage offsets read by unapply() (numpy: host transforms take whole
        weights, hundreds of millions of elements, where a list of ints would not do)."""
        def build():
            outs = self._outputs_on(open_grid(self._shape), self._shape)
            return np.ravel_multi_index(tuple(outs), self._storage_shape).reshape(-1)
        return self._cached("gather", build)

    # -- host transforms -------------------------------------------------------------
    def apply(self, array: Any) -> Any:
        """Rearrange a host array into storage order: ``out[..., L(idx)] = x[..., idx]``.

        Arguments:
            array: a numpy array (or array-like) or torch tensor whose trailing dims
                equal :attr:`shape`; leading dims are batch dims.
        Returns an array/tensor of shape ``batch + storage_shape`` (same dtype and
        device); storage slots no element maps to are zero.  The layout must be
        injective (else data would be lost: ``ValueError``).
        Example: ``make_col_major(2, 3).apply(np.arange(6).reshape(2, 3))`` is the transpose.
        """
        torch = torch_module_of(array)
        x = array if torch is not None else np.asarray(array)
        batch = self._batch_dims(tuple(x.shape), self._shape, "apply")
        scatter = self._scatter_indices()
        if not self._cached("apply_ok", lambda: _all_distinct(scatter)):
            raise ValueError("apply() needs an injective layout: two elements share a storage "
                             "slot, so data would be lost (see is_injective())")
        total = math.prod(self._storage_shape)
        src = x.reshape(batch + (math.prod(self._shape),))
        if torch is not None:
            out = torch.zeros(batch + (total,), dtype=x.dtype, device=x.device)
            for idx in scatter:
                out[..., torch.as_tensor(idx, device=x.device)] = src
        else:
            out = np.zeros(batch + (total,), dtype=x.dtype)
            for idx in scatter:
                out[..., idx] = src
        return out.reshape(batch + self._storage_shape)

    def unapply(self, storage: Any) -> Any:
        """Inverse of :meth:`apply`: ``x[..., idx] = storage[..., L(idx)]``.

        Arguments:
            storage: a numpy array or torch tensor whose trailing dims equal
                :attr:`storage_shape` (leading dims are batch dims).
        Example: ``L.unapply(L.apply(x))`` equals ``x`` for an injective ``L``.
        """
        torch = torch_module_of(storage)
        s = storage if torch is not None else np.asarray(storage)
        batch = self._batch_dims(tuple(s.shape), self._storage_shape, "unapply")
        flat = s.reshape(batch + (math.prod(self._storage_shape),))
        idx = self._gather_index()
        if torch is not None:
            idx = torch.as_tensor(idx, device=s.device)
        return flat[..., idx].reshape(batch + self._shape)

    @staticmethod
    def _batch_dims(got: tuple[int, ...], want: tuple[int, ...], what: str) -> tuple[int, ...]:
        if len(got) < len(want) or got[len(got) - len(want):] != want:
            raise ValueError(f"{what}() expects an array whose trailing dims are {list(want)}, "
                             f"got shape {list(got)}")
        return got[:len(got) - len(want)]

    # -- properties of the map ---------------------------------------------------------
    def is_injective(self) -> bool:
        """True when no two logical elements share a storage slot.

        Example: ``make_swizzle(8, 64, 16, 128).is_injective()`` is True.
        """
        flat = self._offsets()
        return (np.unique(flat).size if self._host_sized() else len(set(flat))) == len(flat)

    def is_bijective(self) -> bool:
        """True when every storage slot holds exactly one logical element.

        Example: ``make_padded(8, 8, 1).is_bijective()`` is False (padding slots).
        """
        return (math.prod(self._shape) == math.prod(self._storage_shape)
                and self.is_injective())

    def inverse(self) -> "Layout":
        """The layout from storage indices back to logical indices (bijective only).

        Raises ``ValueError`` naming two elements that collide or a storage slot that
        nothing maps to.  The result is a closed form when one is found (an
        involution, a permutation of axes, per-axis maps, a builtin's known inverse)
        and otherwise uses :func:`lookup` tables.
        Example: ``make_col_major(2, 3).inverse() == make_col_major(3, 2)``.
        """
        from .inverse import invert_layout
        return invert_layout(self)

    def compose(self, inner: "Layout") -> "Layout":
        """``x -> self(inner(x))``: first ``inner``, then this layout.

        Arguments:
            inner: a Layout whose ``storage_shape`` equals this layout's ``shape``.
        Example: ``make_swizzle(8, 64, 16, 128).compose(make_col_major(64, 8))`` is the
        swizzle indexed by (col, row).
        """
        env = _compose_env(self, inner)
        exprs = tuple(as_expr(e.evaluate(env)) for e in self._exprs)
        return Layout.from_exprs(inner.shape, exprs, storage_shape=self._storage_shape)

    # -- identity and text -------------------------------------------------------------
    def _key(self) -> tuple:
        return (self._shape, self._exprs, self._storage_shape)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Layout):
            return NotImplemented
        return type(self) is type(other) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash((type(self).__name__,) + self._key())

    def __repr__(self) -> str:
        text = f"Layout({fmt_list(self._shape)}, {format_lambda(self._names, self._exprs)}"
        if self._storage_shape != self._inferred_storage:
            text += f", storage_shape={fmt_list(self._storage_shape)}"
        return text + self._inverse_text() + ")"

    def _inverse_text(self) -> str:
        """``, inverse=lambda ..: ..`` for a layout with a closed-form inverse (the text
        form keeps it: a layout read back from IR inverts as the built one did), else ''."""
        if self._inverse_hint is None:
            return ""
        names = index_var_names(len(self.storage_shape))
        try:
            exprs = trace_function(self._inverse_hint, names)
        except (TypeError, ValueError):  # (a hint that cannot be traced stays in memory only)
            return ""
        return f", inverse={format_lambda(names, exprs)}"

    def _set_inverse_exprs(self, exprs: Sequence[Expr]) -> None:
        """Install a closed-form inverse given as expressions over the storage indices
        (``index_var_names``): what the text form's ``inverse=`` parses into.  Like any
        hint it is checked against the forward map before it is used."""
        names = index_var_names(len(self.storage_shape))
        self._inverse_hint = lambda *args: tuple(
            e.substitute({n: as_expr(a) for n, a in zip(names, args)}) for e in exprs)

    def _grid_title(self) -> str:
        return (f"Layout {fmt_list(self._shape)} -> storage {fmt_list(self._storage_shape)}: "
                "flat storage index of each element")

    def _cell_labels(self, rows: int, cols: int) -> list[list[str]]:
        shape = (cols,) if self.ndim == 1 else (rows, cols)
        outs = self._outputs_on(open_grid(shape), shape)
        flat = np.ravel_multi_index(tuple(outs), self._storage_shape).reshape(rows, cols)
        return [[str(v) for v in row] for row in flat.tolist()]

    def __str__(self) -> str:
        if self.ndim > 2:
            return repr(self)
        rows, cols = grid_extent(self._shape)
        shown_r, shown_c = min(rows, MAX_ROWS), min(cols, MAX_COLS)
        return render_grid(self._grid_title(), self._cell_labels(shown_r, shown_c), rows, cols)

    def plot(self, path: str, **options: Any) -> str:
        """Draw the layout to a PNG file (needs matplotlib: ``pip install tilelang[plot]``).

        Cells are coloured and labelled by storage index (fragments: by thread, labelled
        ``T<thread>:<index>``).  Options: ``max_cells`` (largest rows/cols drawn,
        default 64), ``dpi``.  Returns ``path``.
        Example: ``make_swizzle(8, 64, 16, 128).plot("swizzle.png")``.
        """
        from .plot import plot_layout
        return plot_layout(self, path, **options)


def _all_distinct(index_arrays: Sequence[np.ndarray]) -> bool:
    flat = np.concatenate([np.asarray(a).reshape(-1) for a in index_arrays])
    return np.unique(flat).size == flat.size


def _compose_env(outer: Layout, inner: Layout) -> dict[str, Expr]:
    """Variable substitution for ``outer(inner(x))``, after checking the shapes meet."""
    if not isinstance(inner, Layout):
        raise TypeError(f"compose() takes a Layout, got {type(inner).__name__}")
    if getattr(inner, "replicate", 1) != 1:
        raise ValueError("compose(): an inner Fragment with replicate > 1 is not a function")
    if inner.storage_shape != outer.shape:
        raise ValueError(f"compose(): the inner layout's storage_shape {list(inner.storage_shape)} "
                         f"must equal this layout's shape {list(outer.shape)}")
    return dict(zip(outer._names, inner.exprs))
