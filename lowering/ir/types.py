"""IR types: scalars, the index type, global tensors, scoped buffers, vectors.

Types are immutable and compare structurally.  Their text form (``str(t)``) is
the one the IR printer writes and the parser reads:

    index            float16        int4        myfmt (a user dtype)
    tensor<[M, 1024], float16>      tensor<[N, K], int4, #L0>
    shared<[128, 32], float16>      fragment<[128, 128], float32, #L1>
    local<[8], float32>             var<[], int32>
    vec<8, float16>

Layouts print as ``#L<n>`` aliases that the module header defines; the printer
passes the alias map in (``type_text``), ``str()`` alone writes ``#layout``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Union

from tilelang.dtypes import DType, bool_, get_dtype

Dim = Union[int, str]  # a static extent, or the name of a symbolic dim

BUFFER_SCOPES = ("shared", "fragment", "local", "var")


class Type:
    """Base of every IR type."""

    def text(self, layout_name: Callable[[object], str] | None = None) -> str:
        raise NotImplementedError

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True)
class IndexType(Type):
    """Integer index arithmetic (loop variables, block ids, offsets)."""

    def text(self, layout_name=None) -> str:
        return "index"


@dataclass(frozen=True)
class ScalarType(Type):
    """A scalar of a dtype (any standard, low-bit or user-defined one)."""

    dtype: DType

    def text(self, layout_name=None) -> str:
        return self.dtype.name


@dataclass(frozen=True)
class VectorType(Type):
    """A short vector of scalars held by one thread (thread-level IR)."""

    lanes: int
    dtype: DType

    def text(self, layout_name=None) -> str:
        return f"vec<{self.lanes}, {self.dtype.name}>"


def _shape_text(shape) -> str:
    return "[" + ", ".join(str(d) for d in shape) + "]"


def _layout_text(layout, layout_name) -> str:
    if layout is None:
        return ""
    return ", " + (layout_name(layout) if layout_name else "#layout")


@dataclass(frozen=True)
class TensorType(Type):
    """A tensor in global memory: static or symbolic dims, a dtype, an optional layout."""

    shape: tuple[Dim, ...]
    dtype: DType
    layout: object = None

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def symbols(self) -> tuple[str, ...]:
        return tuple(d for d in self.shape if isinstance(d, str))

    def text(self, layout_name=None) -> str:
        return f"tensor<{_shape_text(self.shape)}, {self.dtype.name}{_layout_text(self.layout, layout_name)}>"


@dataclass(frozen=True)
class BufferType(Type):
    """An on-chip buffer: ``scope`` is shared, fragment, local or var; static shape."""

    scope: str
    shape: tuple[int, ...]
    dtype: DType
    layout: object = None

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def numel(self) -> int:
        n = 1
        for d in self.shape:
            n *= d
        return n

    def text(self, layout_name=None) -> str:
        return f"{self.scope}<{_shape_text(self.shape)}, {self.dtype.name}{_layout_text(self.layout, layout_name)}>"


INDEX = IndexType()
BOOL = ScalarType(bool_)  # what comparisons and logical ops yield


def scalar(dtype) -> ScalarType:
    """The scalar type of a dtype object or name (``scalar("float16")``)."""
    return ScalarType(get_dtype(dtype))


def is_scalar(t: Type) -> bool:
    return isinstance(t, (ScalarType, IndexType))


def is_integer_like(t: Type) -> bool:
    """Index, or a scalar of an integer dtype: what may index a buffer."""
    return isinstance(t, IndexType) or (isinstance(t, ScalarType) and t.dtype.is_int)


def is_bool(t: Type) -> bool:
    return isinstance(t, ScalarType) and t.dtype.is_bool


def is_memory(t: Type) -> bool:
    """A tensor or a buffer: something ops load from, store to, or copy."""
    return isinstance(t, (TensorType, BufferType))


def element_type(t: Type) -> ScalarType:
    """The scalar type of one element of a tensor, buffer or vector."""
    return ScalarType(t.dtype)
