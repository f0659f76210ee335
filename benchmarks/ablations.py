"""The low-bit gemm with parts of its k-step left out, to see what each part costs
(``ablate_int4.py`` times them).  The kernels compute wrong products by design, so they
are made here, from the IR of the kernel the library builds (``gemm_factory``), not by
the library:

* ``decode``: the weight fragment ``B_f`` holds a constant (1) instead of the decoded,
  scaled tile (the ``T.Parallel`` loop that writes it stores the constant);
* ``a_copy``: no activation tile loads (the copies into ``A_s`` are dropped);
* ``b_copy``: no weight tile, bit-plane, scale or zero loads (the copies into ``B_s``,
  ``B1_s``, ``B2_s``, ``S_s``, ``Z_s``);
* ``split_reduce`` (split-K): every part stores its partial tile to C
  (``T.split_k_reduce`` becomes a ``T.copy``) instead of handing it in.

``ablated(module, parts)`` edits a clone of the frontend IR (a part it does not find
is an error: the kernel changed, and this file with it); ``variants(opts)`` are the rows
of ``ablate_int4.py``; ``calls`` / ``launches`` run an ablated kernel as
``lowbit_matmul`` / ``tune_int4.kernel_launches`` run the planned one.

Without a GPU this prints what the ablations leave, for a look and for
tests/test_ablations.py (JSON on stdout):

    python benchmarks/ablations.py ir M N K [--group 128] [--format int4] [--wgmma] [--options JSON]
                                             [--arch sm_90a] [--parts decode,a_copy ...]
    python benchmarks/ablations.py variants M N K [--group 128] [--wgmma]

``ir``: the lowered IR of the plan's gemm for a prepared weight (``--options`` merged
into the plan), once per ``--parts`` list (none: the whole kernel); ``variants``: the
rows ``ablate_int4.py`` times for the plan.
"""

from __future__ import annotations

import argparse
import functools
import json

ABLATIONS = ("decode", "a_copy", "b_copy")  # the parts of the k-step that can be left out
SPLIT_REDUCE = "split_reduce"  # ... and the split-K hand-in after the loop
PARTS = (*ABLATIONS, SPLIT_REDUCE)
_LOADS = {"a_copy": ("A_s",), "b_copy": ("B_s", "B1_s", "B2_s", "S_s", "Z_s")}  # the tiles each part loads


def variants(opts):
    """The rows ``ablate_int4.py`` times for the plan ``opts``: ``variant(opts, parts)``
    for the whole kernel, each part of the step, all three, and the split-K hand-in
    where the plan splits K."""
    step = [(), *((p,) for p in ABLATIONS), ABLATIONS]
    return [variant(opts, parts) for parts in step + ([(SPLIT_REDUCE,)] if opts.get("split_k", 1) > 1 else [])]


def variant(opts, parts):
    """``(label, options, parts)``: the plan ``opts`` with ``parts`` left out.  A producer
    warp's loop must copy something (the pass refuses an empty one): with every part of
    the step left out, the bare loop is the plain pipeline's (no producer warp)."""
    parts = tuple(parts)
    if not parts:
        return "whole kernel", opts, parts
    label = "without " + " + ".join(parts)
    if opts.get("warp_specialize") and set(ABLATIONS) <= set(parts):
        return label + " (no producer warp)", dict(opts, warp_specialize=False), parts
    return label, opts, parts


def ablated(module, parts):
    """A clone of ``module`` (a ``gemm_factory`` kernel's frontend IR) without ``parts``."""
    from tilelang.lowering.ir import INDEX, Value, scalar
    from tilelang.lowering.ir.ops.memory import StoreOp
    from tilelang.lowering.ir.ops.scalar import ConstOp
    from tilelang.lowering.ir.ops.structure import ParallelOp
    from tilelang.lowering.ir.ops.tile import CopyOp, SplitKReduceOp

    unknown = set(parts) - set(PARTS)
    if unknown:
        raise ValueError(f"ablated: the parts are {', '.join(PARTS)}; got {', '.join(sorted(unknown))}")
    module = module.clone()
    dropped = {name for p in parts for name in _LOADS.get(p, ())}
    found = set()

    def edit(region):
        ops, gone = [], []
        for op in region.ops:
            if isinstance(op, CopyOp) and op.dst.name in dropped:
                found.add("a_copy" if op.dst.name == "A_s" else "b_copy")
                gone.append(op)
                continue
            if "decode" in parts and isinstance(op, ParallelOp) and any(
                    isinstance(o, StoreOp) and o.dest.name == "B_f" for o in op.body.ops):
                # the codes are still read (unused), neither decoded nor scaled: the
                # kernel ablate_int4.py has timed all along, the same CUDA
                body = op.body.ops
                store = next(o for o in body if isinstance(o, StoreOp) and o.dest.name == "B_f")
                codes = next((i for i, o in enumerate(body) if any(r.name == "code" for r in o.results)), -1)
                one = Value(scalar(store.dest.type.dtype))
                op.body.ops = [*body[:codes + 1], ConstOp(results=[one], loc=store.loc, value=1.0),
                               StoreOp(dest=store.dest, indices=list(store.indices), value=one, loc=store.loc)]
                found.add("decode")
            if SPLIT_REDUCE in parts and isinstance(op, SplitKReduceOp):
                zero = Value(INDEX)
                extents = tuple(op.src.type.shape)
                ops.append(ConstOp(results=[zero], loc=op.loc, value=0))
                op = CopyOp(src=op.src, dst=op.dst, src_offsets=[zero] * len(extents), dst_offsets=list(op.dst_offsets),
                            src_extents=extents, dst_extents=extents, loc=op.loc)
                found.add(SPLIT_REDUCE)
            for r in op.regions():
                edit(r)
            ops.append(op)
        region.ops = _without_dead_feeds(ops, gone)

    for func in module.funcs:
        for r in func.regions():
            edit(r)
    missing = set(parts) - found
    if missing:
        raise ValueError(f"ablated: the kernel has no {', '.join(sorted(missing))} to leave out "
                         f"(benchmarks/ablations.py knows gemm_factory's buffers: A_s, B_s, S_s, Z_s, B_f; "
                         f"split_reduce needs split_k > 1)")
    return module


def _without_dead_feeds(ops, gone):
    """``ops`` without the pure ops left unused that computed for the ops ``gone``: their
    operands (transitively) and the rest of their statements (a slice's stop: ops on
    the same source line) -- what the kernel's source would not have computed."""
    feeds = {id(v) for op in gone for v in op.operand_values()}
    lines = {(op.loc.file, op.loc.line) for op in gone if op.loc is not None}
    while True:
        used = {id(v) for op in ops for inner in op.walk() for v in inner.operand_values()}
        dead = [op for op in ops if op.pure and op.results and not any(id(r) in used for r in op.results)
                and (any(id(r) in feeds for r in op.results)
                     or (op.loc is not None and (op.loc.file, op.loc.line) in lines))]
        if not dead:
            return ops
        feeds |= {id(v) for op in dead for v in op.operand_values()}
        ops = [op for op in ops if not any(op is d for d in dead)]


def gemm_func(a_dtype, M, N, K, G, fmt, scale_dtype, zeros, options):
    """The gemm ``lowbit_matmul`` builds for a prepared weight (as its ``_kernel_cached``
    does): a ``@T.prim_func``."""
    from tilelang.dtypes import get_dtype
    from tilelang.ops.lowbit_kernels import gemm_factory
    from tilelang.quant import _implicit_zero

    dt = get_dtype(fmt)
    return gemm_factory(M, N, K, G, dt.name, a_dtype, scale_dtype, zeros, 0 if zeros else _implicit_zero(dt), True,
                        **options)


@functools.lru_cache(maxsize=64)
def _kernel(a_dtype, M, N, K, G, fmt, scale_dtype, zeros, options_key, parts, target):
    import tilelang
    from tilelang.ops.lowbit_plan import cuda_arch

    func = gemm_func(a_dtype, M, N, K, G, fmt, scale_dtype, zeros, dict(options_key))
    return tilelang.compile(ablated(func.module, parts), target=target, arch=cuda_arch(target))


def kernel(a, p, options, parts, target="cuda"):
    """The compiled gemm of ``options`` without ``parts``, for activations ``a`` and the
    prepared weight ``p`` (``tilelang.ops.prepare``), built for the arch
    ``lowbit_matmul`` builds for."""
    N, K = p.shape
    return _kernel(str(a.dtype).removeprefix("torch."), a.shape[0], N, K, p.group_size, p.dtype,
                   str(p.scales.dtype).removeprefix("torch."), p.zeros is not None, tuple(sorted(options.items())),
                   tuple(parts), target)


def _arguments(a, p, options, out):
    from tilelang.ops.lowbit_kernels import gemm_parts
    from tilelang.ops.lowbit_matmul import gemm_split_shapes, split_buffers

    M, K = a.shape
    N = p.shape[0]
    shapes = gemm_split_shapes(M, N, options["block_M"], options["block_N"], gemm_parts(M, N, K, options))
    zeros = p.zeros if p.zeros is not None else p.scales  # (not read without zeros)
    return [a, p.qweight, p.scales, zeros, out, *split_buffers(*shapes, a.device), *p.planes]


def calls(a, preps, options, parts):
    """One call per prepared weight copy in ``preps``: ``C = A @ W.T`` by the ablated
    gemm, its output allocated per call, as ``lowbit_matmul(a, p, config=...)`` does."""
    import torch

    k = kernel(a, preps[0], options, parts)

    def call(p):
        c = torch.empty((a.shape[0], p.shape[0]), dtype=a.dtype, device=a.device)
        k(*_arguments(a, p, options, c))
        return c

    return [lambda p=p: call(p) for p in preps]


def launches(a, preps, options, parts):
    """One launch per weight copy with every argument bound (the output made once), as
    ``tune_int4.kernel_launches`` binds the planned kernel's."""
    import torch

    out = torch.empty((a.shape[0], preps[0].shape[0]), dtype=a.dtype, device=a.device)
    launch = kernel(a, preps[0], options, parts).cuda.module.launch
    return [lambda v=_arguments(a, p, options, out): launch(v, {}, a.device) for p in preps]


def main() -> None:
    ap = argparse.ArgumentParser(description="the ablated low-bit gemm's IR (no GPU)")
    ap.add_argument("what", choices=("ir", "variants"))
    ap.add_argument("shape", type=int, nargs=3, metavar="M N K")
    ap.add_argument("--group", type=int, default=128)
    ap.add_argument("--format", default="int4")
    ap.add_argument("--wgmma", action="store_true", help="plan for Hopper's wgmma (sm_90a)")
    ap.add_argument("--options", default="{}", help="JSON: options merged into the plan's")
    ap.add_argument("--arch", default=None, help="lower for this arch (default: none)")
    ap.add_argument("--parts", action="append", default=None, help="comma-separated parts (repeatable)")
    args = ap.parse_args()
    import tilelang
    from tilelang.dtypes import get_dtype
    from tilelang.ops import plan

    M, N, K = args.shape
    name, opts = plan(M, N, K, args.group, wgmma=args.wgmma, bits=get_dtype(args.format).bits)
    opts = dict(opts, **json.loads(args.options))
    if args.what == "variants":
        print(json.dumps({"plan": [name, opts], "variants": variants(opts)}))
        return
    if name != "gemm":
        raise SystemExit(f"ablations.py: the plan is {name}, not the gemm")
    out = {}
    for spec in args.parts or [""]:
        parts = tuple(p for p in spec.split(",") if p)
        try:
            module = ablated(gemm_func("float16", M, N, K, args.group, args.format, "float16", False, opts).module,
                             parts)
        except ValueError as e:
            raise SystemExit(f"ablations.py: {e}") from None
        out[",".join(parts)] = str(tilelang.lower(module, arch=args.arch))
    print(json.dumps(out))


if __name__ == "__main__":
    main()
