"""Parameter annotations: ``T.Tensor`` / ``T.Buffer`` and symbolic dims ``T.dynamic``."""

from __future__ import annotations

from tilelang.dtypes import DType, get_dtype
from tilelang.errors import TileLangError


def _dtype(dtype, what: str) -> DType:
    try:
        return get_dtype(dtype)
    except (TypeError, ValueError) as e:
        raise TileLangError(f"{what}: {str(e).removeprefix('get_dtype: ')}") from None


class SymbolicDim:
    """A dim known only at call time (``M = T.dynamic("M")``); one compiled kernel
    serves every value.  Use it in tensor shapes and in expressions inside the kernel
    (``T.ceildiv(M, block_M)``)."""

    def __init__(self, name: str, dtype="int32"):
        if not isinstance(name, str) or not name.isidentifier():
            raise TileLangError(f"T.dynamic: name must be an identifier, got {name!r}")
        self.name = name
        self.dtype = _dtype(dtype, "T.dynamic dtype")

    def __repr__(self) -> str:
        return f"T.dynamic({self.name!r})"


def dynamic(name: str, dtype="int32") -> SymbolicDim:
    """A symbolic dim named ``name``: ``M = T.dynamic("M")``; ``A: T.Tensor((M, K), "float16")``."""
    return SymbolicDim(name, dtype)


def symbolic(name: str, dtype="int32") -> SymbolicDim:
    """TileLang's older name of ``T.dynamic``: the same symbolic dim."""
    return SymbolicDim(name, dtype)


class TensorAnnotation:
    """What ``T.Tensor(shape, dtype, layout=None)`` returns: the type of a global tensor parameter.

    ``layout`` (a ``T.Layout`` permuting the static shape onto itself) declares that the
    caller passes the tensor in storage order, ``layout.apply(logical)`` (packed after
    the permutation for low-bit dtypes); the kernel indexes the logical shape and the
    compiler maps every index through the layout."""

    def __init__(self, shape, dtype="float32", layout=None):
        if isinstance(shape, (int, SymbolicDim)):
            shape = (shape,)
        try:
            shape = tuple(shape)
        except TypeError:
            raise TileLangError(f"T.Tensor: shape must be a tuple of ints or T.dynamic dims, got {shape!r}") from None
        for d in shape:
            ok = isinstance(d, SymbolicDim) or (isinstance(d, int) and not isinstance(d, bool) and d > 0)
            if not ok:
                raise TileLangError(f"T.Tensor: each dim must be a positive int or a T.dynamic dim, got {d!r}")
        self.shape = shape
        self.dtype: DType = _dtype(dtype, "T.Tensor dtype")
        self.layout = _global_layout(layout, shape)

    def __repr__(self) -> str:
        dims = ", ".join(d.name if isinstance(d, SymbolicDim) else str(d) for d in self.shape)
        extra = ", layout=..." if self.layout is not None else ""
        return f"T.Tensor(({dims}), {self.dtype.name}{extra})"


def _global_layout(layout, shape):
    """Check a global tensor's layout: a bijective ``T.Layout`` (not a Fragment) of the
    tensor's static shape onto storage of that same shape (a permutation), so the
    caller's storage and the argument checks keep the logical shape."""
    if layout is None:
        return None
    from tilelang.layout import Fragment, Layout

    if not isinstance(layout, Layout) or isinstance(layout, Fragment):
        raise TileLangError(f"T.Tensor: layout must be a T.Layout, got {type(layout).__name__}")
    if any(isinstance(d, SymbolicDim) for d in shape):
        raise TileLangError("T.Tensor: a tensor with a layout needs a static shape (no T.dynamic dims)")
    if tuple(layout.shape) != tuple(shape) or tuple(layout.storage_shape) != tuple(shape):
        raise TileLangError(f"T.Tensor: the layout of a global tensor must permute its shape {list(shape)} onto "
                            f"itself; got a layout of shape {list(layout.shape)} with storage "
                            f"{list(layout.storage_shape)}")
    # A builtin with a closed-form inverse (the int4 dequant permutation) is a bijection by
    # construction; other layouts are checked, which costs numpy arrays of the tensor's size.
    if getattr(layout, "_inverse_hint", None) is None and not layout.is_bijective():
        raise TileLangError("T.Tensor: the layout of a global tensor must be a bijection (a permutation)")
    return layout


class _TensorFactory:
    """``T.Tensor(shape, dtype, layout=None)`` or ``T.Tensor[shape, dtype]``."""

    def __call__(self, shape, dtype="float32", layout=None) -> TensorAnnotation:
        return TensorAnnotation(shape, dtype, layout)

    def __getitem__(self, key) -> TensorAnnotation:
        if not isinstance(key, tuple) or len(key) not in (2, 3):
            raise TileLangError("T.Tensor[...] takes a shape and a dtype: T.Tensor[(M, K), 'float16']")
        return TensorAnnotation(*key)

    def __repr__(self) -> str:
        return "T.Tensor"


Tensor = _TensorFactory()
Buffer = Tensor
