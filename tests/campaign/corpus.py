"""The corpus: small programs, each lowered twice -- for sm_80 (cp.async, mma.sync)
and for sm_90a (wgmma, TMA, producer warps, clusters) -- at sizes the simulator runs
in a second or two, yet with more trips of every pipelined loop than it has stages
(a stage that is never refilled makes the barriers and waits that guard its refill
unobservable), and where a reduction scratch takes the stages' bytes after the loop,
a last trip that reads the stage under it (the gemvs: an odd number of trips).

``CORPUS[name]`` is a ``Program``; ``lowered(program, form)`` its lowered module
(cached; the campaign mutates clones).  A program whose build does not lower for a
form (the register-operand wgmma exists on sm_90a only) lists only the other one.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Callable

from tilelang.lowering.passes import run_pipeline

from .programs import gemm_shared_epilogue, transpose_through_shared
from .tutorials import factory, tutorial

FORMS = ("sm_80", "sm_90a")


@dataclass(frozen=True, eq=False)
class Program:
    name: str
    build: Callable            # () -> a @T.prim_func
    covers: str                # what it exercises, in a line
    forms: tuple = FORMS
    inputs: dict = field(default_factory=dict)  # parameter name -> array or (rng, type) -> array

    def lower(self, form: str):
        return lowered(self, form)


@functools.lru_cache(maxsize=None)
def lowered(program: Program, form: str):
    return run_pipeline(program.build().module.clone(), arch=form)


def _tests(module: str, name: str):
    """A program factory of a test module (tests/ is on sys.path; a @tilelang.jit one
    unwrapped to its factory)."""
    import importlib

    f = getattr(importlib.import_module(module), name)
    return getattr(f, "factory", f)


def _gemm(M, N, K, G, wdtype="int4", zeros=False, prepared=False, **options):
    from tilelang.ops.lowbit_kernels import gemm_factory

    from tilelang.dtypes import get_dtype
    from tilelang.quant import _implicit_zero

    zero = 0 if zeros else _implicit_zero(get_dtype(wdtype))
    return gemm_factory(M, N, K, G, wdtype, "float16", "float16", zeros, zero, prepared, **options)


def _planar(name, bits, signed=True):
    """A user integer format of 3, 5, 6 or 7 bits (prepared weights: bit planes)."""
    from tilelang.dtypes import int_dtype

    return int_dtype(name, bits, signed=signed).name


def _gemv(M, N, K, G, wdtype="int4", prepared=False, **options):
    from tilelang.ops.lowbit_kernels import gemv_factory

    return gemv_factory(M, N, K, G, wdtype, "float16", "float16", False, 0, prepared, **options)


def _packed_gemv(M, N, K, G, wdtype, **options):
    from tilelang.ops.lowbit_gemv import auto_gemv_factory

    return auto_gemv_factory(M, N, K, G, wdtype, "float16", "float16", False, 0, True, **options)


def _t05(dtype_name):
    dt = {d.name: d for d in tutorial("05").FORMATS}[dtype_name]
    return factory("05", "dequant_gemm")(32, 64, 256, dt, 64, 16, 64, 64, 2)


SMALL_INT4 = dict(block_M=32, block_N=64, block_K=64, num_stages=2, threads=128)
HOPPER_INT4 = dict(block_M=64, block_N=64, block_K=64, num_stages=4, threads=128, b_wgmma=True)

_PROGRAMS = [
    # -- the tutorials (small sizes) --------------------------------------------------
    Program("t01_tile_copy", lambda: factory("01", "tile_copy")(80, 200),
            "a tile through shared memory: cp.async, one wait, a barrier, coalesced stores"),
    Program("t01_swiglu", lambda: factory("01", "swiglu")(32, 256),
            "element-wise, no shared memory (no sync op: a control)"),
    Program("t02_simt_gemm", lambda: factory("02", "simt_gemm")(64, 64, 32, 64, 64, 8, 128),
            "float32 FMA gemm from shared tiles (barriers around every k-step)"),
    Program("t03_tc_gemm", lambda: factory("03", "tc_gemm")(64, 64, 64, 64, 64, 32, 128),
            "mma.sync / wgmma gemm, one stage"),
    *[Program(f"t04_pipelined_s{s}", (lambda s=s: factory("04", "pipelined_gemm")(64, 64, 192, s, 64, 64, 32, 128)),
              f"cp.async pipeline of {s} stage(s) (sm_90a: with wgmma{', a group kept in flight' if s == 4 else ''})")
      for s in (1, 2, 3, 4)],
    Program("t05_dequant_int3", lambda: _t05("int3_o4"),
            "3-bit packed weights decoded element-wise into a shared fp16 tile"),
    Program("t05_dequant_nf3", lambda: _t05("nf3_tut"), "a lookup-table 3-bit format (decode_lut)"),
    Program("t05_dequant_fp6", lambda: _t05("fp6_e3m2"), "a 6-bit float format straddling bytes"),
    Program("t06_int4_gemm", lambda: factory("06", "int4_gemm")(32, 64, 256, 64, 32, 64, 64, 2),
            "packed int4 tile by cp.async, byte decode into the mma B fragment"),
    *[Program(f"t07_int4_{tag}", (lambda pt=pt, pr=pr: factory("07", "int4_gemm")(32, 64, 256, 64, pt, pr,
                                                                                  32, 64, 64, 2)),
              f"int4 gemm, {tag} weight (dequant_i4 fast path where permuted)")
      for tag, (pt, pr) in (("plain", (False, False)), ("tile", (True, False)), ("prepared", (True, True)))],
    Program("t08_gemv", lambda: factory("08", "int4_gemv")(2, 16, 768, 64, 1),
            "split-K gemv without the split: reduction by shuffles, fragment store"),
    Program("t08_gemv_split2", lambda: factory("08", "int4_gemv")(2, 16, 1536, 64, 2),
            "split-K gemv: atomic adds of the partial sums"),
    Program("t10_plain", lambda: factory("10", "gemm")(64, 64, 512, False, 4, 64, 64, 64, 128),
            "the tutorial-10 gemm without a producer warp (TMA on sm_90a)"),
    Program("t10_ws", lambda: factory("10", "gemm")(64, 64, 512, True, 4, 64, 64, 64, 128),
            "producer warp (sm_90a): full / empty mbarriers, a named barrier"),
    # -- tilelang/ops: the low-bit gemms and gemvs ---------------------------------------
    Program("ops_int4_raw", lambda: _gemm(32, 128, 256, 64, **SMALL_INT4),
            "int4 gemm, raw weight: packed tile assembled by byte stores"),
    Program("ops_int4_prepared", lambda: _gemm(32, 128, 256, 64, prepared=True, **SMALL_INT4),
            "int4 gemm, prepared weight: 16-byte cp.async of the permuted tile, dequant_i4"),
    Program("ops_int4_b_shared", lambda: _gemm(32, 128, 256, 64, prepared=True, b_shared=True, **SMALL_INT4),
            "decoded tile stored to shared (B_d), both gemm operands from shared"),
    Program("ops_int4_scale_acc", lambda: _gemm(32, 128, 256, 64, prepared=True, scale_acc=True, **SMALL_INT4),
            "per-step accumulator scaled after each gemm"),
    Program("ops_int2_gemm", lambda: _gemm(32, 128, 256, 64, wdtype="int2", **SMALL_INT4),
            "int2 packed tiles (four codes a byte)"),
    Program("ops_uint4_zeros", lambda: _gemm(32, 128, 256, 64, wdtype="uint4", zeros=True, **SMALL_INT4),
            "uint4 with explicit zeros (a third shared tile)"),
    Program("ops_int4_split_k", lambda: _gemm(32, 128, 512, 64, prepared=True, split_k=2, **SMALL_INT4),
            "split-K hand-in through global memory: acq_rel count, last block sums"),
    Program("ops_int4_split_cluster", lambda: _gemm(32, 128, 512, 64, prepared=True, split_k=2,
                                                    split_cluster=True, **SMALL_INT4),
            "split-K in a cluster (sm_90a): distributed shared memory, cluster barriers"),
    Program("ops_int4_stream_k", lambda: _gemm(16, 128, 1024, 64, prepared=True, stream_k=3,
                                               **dict(SMALL_INT4, block_M=64, num_stages=4)),
            "stream-K: a persistent loop over tiles, pipelined runs, parts per tile"),
    Program("ops_int4_wgmma_rs", lambda: _gemm(64, 128, 512, 64, prepared=True, **HOPPER_INT4),
            "register-operand wgmma, two register sets, one group in flight (sm_90a only)", forms=("sm_90a",)),
    Program("ops_int4_scale_acc_two_groups", lambda: _gemm(16, 128, 512, 64, prepared=True, scale_acc=True,
                                                           **dict(HOPPER_INT4, block_M=16, block_K=128,
                                                                  num_stages=2)),
            "a step of two groups: two register-operand gemms left running, a step accumulator each, waited "
            "for one at a time (sm_90a only)", forms=("sm_90a",)),
    Program("ops_int4_ws", lambda: _gemm(64, 128, 512, 64, prepared=True, warp_specialize=True, **HOPPER_INT4),
            "producer warp issuing every tile by TMA, register-operand wgmma (sm_90a only)", forms=("sm_90a",)),
    Program("ops_int4_ws_split_cluster", lambda: _gemm(64, 128, 1024, 64, prepared=True, warp_specialize=True,
                                                       split_k=2, split_cluster=True, **HOPPER_INT4),
            "producer warp meeting the cluster barriers of split-K's hand-in (sm_90a only)", forms=("sm_90a",)),
    Program("ops_int4_ws_stream_k", lambda: _gemm(64, 128, 1024, 64, prepared=True, warp_specialize=True,
                                                  stream_k=3, **HOPPER_INT4),
            "stream-K with a producer warp across the block's tiles (sm_90a only)", forms=("sm_90a",)),
    Program("ops_int5_planes", lambda: _gemm(32, 128, 256, 64, wdtype=_planar("cp_int5", 5), prepared=True,
                                             **dict(SMALL_INT4, block_K=128)),
            "bit-plane weight (4 + 1 bits): two packed plane tiles, dequant_word over a word of each"),
    Program("ops_uint7_planes_ws", lambda: _gemm(64, 128, 512, 64, wdtype=_planar("cp_uint7", 7, signed=False),
                                                 prepared=True, warp_specialize=True,
                                                 **dict(HOPPER_INT4, block_K=128, num_stages=2)),
            "three plane tiles by TMA from a producer warp, the decode into wgmma registers (sm_90a only)",
            forms=("sm_90a",)),
    Program("ops_int4_gemv", lambda: _gemv(2, 16, 768, 64, prepared=True, num_stages=2),
            "prepared int4 gemv: A permuted through a float32 shared tile"),
    Program("ops_int2_gemv_split", lambda: _gemv(2, 16, 2048, 64, wdtype="int2", split_k=2, num_stages=3),
            "int2 gemv, 3 stages, split-K by atomics"),
    Program("ops_uint2_gemv_unrolled", lambda: _packed_gemv(1, 32, 1024, 64, "uint2", rows=16, block_K=256,
                                                            threads=64, num_stages=3, swizzle=True,
                                                            unroll_stages=True),
            "packed uint2 gemv, its 4 steps unrolled by 3 stages (constant stages, the later copies guarded)"),
    # -- tests' programs: split-K / stream-K hand-ins, reductions, producer warps, TMA ---
    Program("split_k_reducer", lambda: _tests("test_split_k_reduce", "reducer")(20, 48, 3, bn=32),
            "T.split_k_reduce through global memory (shared tile, counter, last block)"),
    Program("split_k_reducer_cluster", lambda: _tests("test_split_k_reduce", "reducer")(32, 64, 2, bn=32,
                                                                                       cluster=True),
            "T.split_k_reduce in a cluster (sm_90a: map_shared_rank, cluster barriers)"),
    Program("stream_k_reducer", lambda: _tests("test_stream_k", "counted_reducer")(32, 96, 2),
            "a count of parts per tile (one part stored directly)"),
    Program("reduce_scratch", lambda: _tests("test_interp_reduce", "reduce_tile")((64, 64), "sum", 0, True,
                                                                                 "float32"),
            "column sums across warps through the shared scratch"),
    Program("reduce_staged", lambda: _tests("test_interp_reduce", "reduce_tile")((48, 40), "max", 1, False,
                                                                                "float32"),
            "a reduction staged through a shared copy of the source"),
    Program("reduce_to_shared", lambda: _tests("test_interp_reduce", "reduce_to_shared")("sum", 0),
            "a reduction into a shared destination"),
    Program("reduce_vector", lambda: _tests("test_interp_reduce", "reduce_vector")(100, "absmax", "float32"),
            "one element from a partial last warp"),
    Program("gemm_then_reduce", lambda: _tests("test_interp_reduce", "gemm_then_reduce")(64, 64, 32, "sum", 0),
            "row sums of a gemm accumulator"),
    Program("softmax_staged", lambda: _tests("test_interp_reduce", "softmax")(32, 200, 16, "float32"),
            "row softmax, rows straddling lanes (staged reductions)"),
    Program("attention", lambda: _tests("test_interp_reduce", "attention")(256, 64, 64, 2),
            "online-softmax attention: pipelined K/V, reductions, P through shared memory"),
    Program("column_sum_atomic", lambda: _tests("test_interp_reduce", "column_sum_tiles")(100, 64, 32),
            "column sums across blocks by atomic adds"),
    Program("matmul_ws", lambda: _tests("kernels", "gemm")(64, 64, 512, 64, 64, 64, 3, 128, out_dtype="float32",
                                                           trans_B=True, warp_specialize=True),
            "the warp-specialize test's gemm (3 stages)"),
    Program("one_shots_ws", lambda: _tests("test_ws_one_shots", "epilogue_ws")(64, 384, 192, 64, 64, 64, 2, 128,
                                                                              tiles=3),
            "copies beside a producer warp's loop, in a loop over tiles: the producer's one-shot loads, the "
            "consumers' releases", forms=("sm_90a",)),
    Program("matmul_tma_kn", lambda: _tests("kernels", "gemm")(64, 64, 384, 64, 64, 64, 4, 128, out_dtype="float32"),
            "TMA + wgmma with an MN-major B, 4 stages (a group in flight)"),
    Program("gemm_shared_epilogue", lambda: gemm_shared_epilogue(64, 64, 128, 64, 64, 32, 2, 128),
            "accumulator -> shared tile -> bias + relu -> coalesced store"),
    Program("transpose_shared", lambda: transpose_through_shared(64, 96, 32, 128),
            "a transposed tile through shared memory"),
]

CORPUS: dict[str, Program] = {p.name: p for p in _PROGRAMS}


def kernels(names=None):
    """(program, form) for every lowered kernel of the corpus (or of ``names``)."""
    for p in (CORPUS[n] for n in names) if names else CORPUS.values():
        for form in p.forms:
            yield p, form
