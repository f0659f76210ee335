"""``@T.prim_func``: a Python function written in the kernel language, parsed to IR."""

from __future__ import annotations

from tilelang.errors import TileLangError


class PrimFunc:
    """A parsed kernel.  ``str(f)`` prints its IR; ``tilelang.compile(f)`` builds it.

    Attributes:
        fn: the Python function it was parsed from.
        module: the IR module (one ``func``).
        name: the function's name.
    """

    def __init__(self, fn, module):
        self.fn = fn
        self.module = module
        self.name = fn.__name__

    @property
    def params(self):
        """The IR parameters (tensors and scalars), in order."""
        return self.module.funcs[0].params

    def __str__(self) -> str:
        return str(self.module)

    def script(self) -> str:
        """The IR text (TileLang names this ``script``)."""
        return str(self.module)

    def __repr__(self) -> str:
        return f"<T.prim_func {self.name}>"

    def __call__(self, *args, **kwargs):
        raise TileLangError(f"prim_func '{self.name}' is compiled before it runs: "
                            f"kernel = tilelang.compile({self.name}, out_idx=...); kernel(*tensors)")


def prim_func(fn=None, **options):
    """Parse ``fn`` (a kernel in the tile language) into IR.

    Example::

        @T.prim_func
        def add(A: T.Tensor((1024,), "float32"), B: T.Tensor((1024,), "float32")):
            with T.Kernel(8, threads=128) as bx:
                for i in T.Parallel(128):
                    B[bx * 128 + i] = A[bx * 128 + i] + 1.0

    Errors in the kernel raise ``tilelang.TileLangError`` at the offending line.
    """
    if fn is None:
        return lambda f: prim_func(f, **options)
    unknown = set(options) - {"private"}
    if unknown:
        raise TileLangError(f"T.prim_func got unknown options {sorted(unknown)}")
    from tilelang.frontend import parse_prim_func

    try:
        module = parse_prim_func(fn)
    except TileLangError as e:
        # The user's line is in the message; compiler frames are noise to them.
        raise e.with_traceback(None) from None
    return PrimFunc(fn, module)
