"""The frontend: Python source of a ``@T.prim_func`` -> IR (``parse_prim_func``)."""


def parse_prim_func(fn):
    """Parse the kernel ``fn`` into an IR module (``parser.parse_prim_func``; the parser and
    the IR load at the first kernel, not with ``import tilelang.language``)."""
    from .parser import parse_prim_func as parse

    return parse(fn)


__all__ = ["parse_prim_func"]
