"""A lowered module -> one CUDA C++ translation unit and its launch description.

The source is the prelude, the per-format tables the kernels use, and one
``extern "C" __global__`` function per ``kernel`` op.  The launch description
(JSON data, stored beside the cubin in the disk cache and checked by
``launch_desc.check_launch`` when read back) says, for each kernel, its name, its
parameters in order, its grid and block shape, its dynamic shared memory and whether
it is launched with programmatic dependent launch (it has a ``T.pdl_sync``); the
values the host computes per call (grid sizes, values derived from symbolic dims)
are expression trees (``host_exprs``), never code.
"""

from __future__ import annotations

from pathlib import Path

from tilelang.errors import TileLangError

from . import rules_control, rules_memory, rules_packed, rules_scalar, rules_tma, rules_wgmma  # noqa: F401  (the rules)
from .codegen import CodeGen, host_value_exprs
from .host_exprs import host_expressions, require

PRELUDE = (Path(__file__).parent / "prelude.cuh").read_text()


def generate(module, line_directives: bool = True, target=None) -> tuple[str, dict]:
    """(CUDA source, launch description) of a lowered (thread-level) module; ``target``:
    the ``Target`` it was lowered for, whose options the codegen reads too (None: the
    defaults)."""
    if len(module.funcs) != 1:
        raise TileLangError(f"cuda: expected one function, the module has {len(module.funcs)}")
    func = module.funcs[0]
    kernels = [op for op in func.body.ops if op.name == "kernel"]
    if not kernels:
        raise TileLangError("cuda: the function has no T.Kernel block", func.loc)
    host = host_expressions(func)
    host_names = host_value_exprs(func)
    parts, tables, launches = [], {}, []
    for n, k in enumerate(kernels):
        name = f"{func.sym_name}_kernel{n}" if len(kernels) > 1 else f"{func.sym_name}_kernel"
        cg = CodeGen(func, k, name, host_names, target)
        src = cg.generate()
        tables.update(cg.tables)
        parts.append(src.text(line_directives))
        params = []
        for p in src.params:
            entry = {"kind": p.kind, "ctype": p.ctype, "name": p.name}
            if p.kind in ("tensor", "scalar"):
                entry["index"] = p.index
            elif p.kind == "tmap":
                entry.update(index=p.index, box=list(p.box), swizzle=p.swizzle)
            elif p.kind == "symbol":
                entry["expr"] = {"sym": p.symbol}
            else:
                entry["expr"] = require(host, p.value, f"kernel parameter {p.name}")
            params.append(entry)
        grid = [require(host, g, "the grid size") for g in k.grid]
        # (a kernel that waits for its predecessor itself is launched early: T.pdl_sync)
        pdl = any(sub.name == "pdl_sync" for sub in k.walk())
        launches.append({"name": name, "params": params, "grid": grid, "threads": list(k.threads),
                         "shared_bytes": int(k.shared_bytes), "pdl": pdl})
    source = "\n\n".join([PRELUDE, *tables.values(), *parts]) + "\n"
    return source, {"kernels": launches}
