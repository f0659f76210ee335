"""Compiling a program's kernel for the target, under its lowering switches, and telling
a clear refusal from a compiler failure."""

import os


def compile_kernel(func, target, arch):
    """``tilelang.compile`` for the target (the CPU interpreter takes no arch)."""
    import tilelang

    if target == "cpu":
        return tilelang.compile(func, target="cpu")
    return tilelang.compile(func, target=target, arch=arch)


def compile_error_kind(e):
    """'refused' for a clear compile-time refusal, else None (a failure)."""
    from tilelang.errors import CudaCompileError, IRParseError, IRVerifyError, TileLangError

    if isinstance(e, (CudaCompileError, IRVerifyError, IRParseError)):
        return None
    if isinstance(e, TileLangError):
        return "refused"
    if isinstance(e, ValueError) and str(e).startswith(("gemm:", "gemv:")):  # gemm_factory's option checks
        return "refused"
    return None


class lowering_switches:
    """The configuration's lowering switches (environment) while it compiles."""

    def __init__(self, cfg):
        self.env = cfg.get("switches") or {}

    def __enter__(self):
        self.saved = {k: os.environ.get(k) for k in self.env}
        os.environ.update(self.env)

    def __exit__(self, *exc):
        for k, v in self.saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
