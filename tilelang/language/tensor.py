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


class TensorAnnotation:
    """What ``T.Tensor(shape, dtype)`` returns: the type of a global tensor parameter."""

    def __init__(self, shape, dtype="float32"):
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

    def __repr__(self) -> str:
        dims = ", ".join(d.name if isinstance(d, SymbolicDim) else str(d) for d in self.shape)
        return f"T.Tensor(({dims}), {self.dtype.name})"


class _TensorFactory:
    """``T.Tensor(shape, dtype)`` or ``T.Tensor[shape, dtype]``."""

    def __call__(self, shape, dtype="float32") -> TensorAnnotation:
        return TensorAnnotation(shape, dtype)

    def __getitem__(self, key) -> TensorAnnotation:
        if not isinstance(key, tuple) or len(key) != 2:
            raise TileLangError("T.Tensor[...] takes a shape and a dtype: T.Tensor[(M, K), 'float16']")
        return TensorAnnotation(*key)

    def __repr__(self) -> str:
        return "T.Tensor"


Tensor = _TensorFactory()
Buffer = Tensor
