"""``setmaxnreg``: a warp-specialized block of two consumer warpgroups or more gets a
producer warpgroup that gives its registers to the consumers (``passes/warp_specialize.py``,
the ``set_max_nreg`` op, option ``setmaxnreg``).

What the pass inserts and when, the CUDA it becomes, the simulator's checks (a
warpgroup runs it whole; the block never asks for more registers than it holds), the
op's verifier, and results against float64 with it on the simulator."""

from types import SimpleNamespace

import numpy as np
import pytest

import tilelang
from tilelang.backends.sim import run_module
from tilelang.lowering.ir import ops as O
from tilelang.lowering.target import registers_at_launch
from tilelang.ops import tiled_gemm


def _gemm(threads=256, M=200, N=72, K=576):
    return tiled_gemm(M, N, K, 128, 64, 32, 4, threads, out_dtype="float32", trans_B=True, warp_specialize=True)


def _lowered(threads=256, arch="sm_90a", **options):
    return tilelang.lower(_gemm(threads), arch=arch, **options)


def _specialize(module):
    return next(op for op in module.walk() if op.name == "specialize")


def _sim(module, M=200, N=72, K=576):
    rng = np.random.default_rng(0)
    a, b = rng.standard_normal((M, K)).astype(np.float16), rng.standard_normal((N, K)).astype(np.float16)
    c = np.zeros((M, N), np.float32)
    run_module(module, SimpleNamespace(values=[a, b, c], symbols={}))
    return a, b, c


def test_two_consumer_warpgroups_take_the_producer_warpgroups_registers():
    module = _lowered()
    kernel = next(op for op in module.walk() if op.name == "kernel")
    spec = _specialize(module)
    assert kernel.threads == (384,)  # a producer warpgroup: setmaxnreg is a whole warpgroup's
    first_c, first_p = spec.consumer.ops[0], spec.producer.ops[0]
    assert (first_c.name, first_c.count, first_c.inc) == ("set_max_nreg", 232, True)
    assert (first_p.name, first_p.count, first_p.inc) == ("set_max_nreg", 40, False)
    # what the consumers take is what the producer gave, within the block's registers at launch
    assert 256 * 232 + 128 * 40 <= 384 * registers_at_launch(384)
    src = tilelang.compile(_gemm(), out_idx=[-1], target="cuda", arch="sm_90a").get_kernel_source()
    assert "__launch_bounds__(384)" in src
    assert src.index("tl::set_max_nreg<232, true>();") < src.index("tl::set_max_nreg<40, false>();")


@pytest.mark.parametrize("threads, arch, options, block", [
    (128, "sm_90a", {}, 160),                     # one consumer warpgroup: it may hold 248 a thread already
    (256, "sm_90a", {"setmaxnreg": False}, 288),  # switched off: a producer warp
])
def test_no_register_move_where_it_gives_nothing_or_is_off(threads, arch, options, block):
    module = _lowered(threads, arch, **options)
    assert next(op for op in module.walk() if op.name == "kernel").threads == (block,)
    assert not any(op.name == "set_max_nreg" for op in module.walk())


def test_with_the_registers_moved_the_gemm_matches_float64_on_the_simulator():
    a, b, c = _sim(_lowered())
    ref = a.astype(np.float64) @ b.astype(np.float64).T
    assert np.isfinite(c).all() and np.linalg.norm(c - ref) / np.linalg.norm(ref) < 1e-5


def test_the_simulator_catches_a_block_asking_for_more_registers_than_it_holds():
    module = _lowered()
    del _specialize(module).producer.ops[0]  # (the producer keeps its registers: the consumers' inc waits)
    with pytest.raises(tilelang.TileLangError, match="asking for .* registers .* an inc would wait forever"):
        _sim(module)


def test_the_simulator_catches_part_of_a_warpgroup_moving_registers():
    module = _lowered()
    spec = _specialize(module)
    # one more, under the producer's own ``if`` (thread CT alone: one of warpgroup 2's threads)
    guard = next(op for op in spec.producer.ops if op.name == "if")
    guard.then_region.ops.insert(0, O.SetMaxNRegOp(count=24, inc=False))
    with pytest.raises(tilelang.TileLangError, match="1 of warpgroup 2's 128 threads run it"):
        _sim(module)


@pytest.mark.parametrize("count", [16, 100, 264])
def test_the_count_is_a_multiple_of_8_from_24_to_256(count):
    with pytest.raises(tilelang.TileLangError, match="count must be a multiple of 8 from 24 to 256"):
        O.SetMaxNRegOp(count=count, inc=True).verify()


def test_disable_warp_group_reg_alloc_keeps_a_producer_warp_and_the_even_split():
    """TileLang's ``T.disable_warp_group_reg_alloc()``: this kernel only, whatever the option."""
    import tilelang.language as T

    @T.prim_func
    def main(A: T.Tensor((256, 256), "float16"), B: T.Tensor((128, 256), "float16"),
             C: T.Tensor((256, 128), "float32")):
        with T.Kernel(1, 2, threads=256) as (bx, by):
            T.disable_warp_group_reg_alloc()
            A_s = T.alloc_shared((128, 64), "float16")
            B_s = T.alloc_shared((128, 64), "float16")
            C_l = T.alloc_fragment((128, 128), "float32")
            T.clear(C_l)
            for ko in T.Pipelined(4, num_stages=3, warp_specialize=True):
                T.copy(A[by * 128, ko * 64], A_s)
                T.copy(B[0, ko * 64], B_s)
                T.gemm(A_s, B_s, C_l, transpose_B=True)
            T.copy(C_l, C[by * 128, 0])

    module = tilelang.lower(main, arch="sm_90a")
    assert next(op for op in module.walk() if op.name == "kernel").threads == (288,)
    assert not any(op.name == "set_max_nreg" for op in module.walk())
    a, b, c = _sim(module, 256, 128, 256)
    ref = a.astype(np.float64) @ b.astype(np.float64).T
    assert np.linalg.norm(c - ref) / np.linalg.norm(ref) < 1e-5
    c_cpu = tilelang.compile(main, out_idx=None, target="cpu")
    out = np.zeros((256, 128), np.float32)
    import torch

    c_cpu(torch.from_numpy(a), torch.from_numpy(b), torch.from_numpy(out))
    assert np.linalg.norm(out - ref) / np.linalg.norm(ref) < 1e-5


def test_a_wgmma_too_wide_for_the_grown_block_is_an_error_at_the_loop():
    """ptxas compiles each instruction within the registers a thread holds at launch: three
    consumer warpgroups and a producer (416 threads: 152 a thread) cannot hold an m64n256
    wgmma's 128 accumulator registers -- a clear error at the loop, not NVRTC's; two
    consumer warpgroups (384 threads: 168) can."""
    import math

    from tilelang.ops.attention_kernels import attention_factory

    def lowered(threads):
        return tilelang.lower(attention_factory(1, 2, 1, 158, 158, 256, "float16", True, 1 / math.sqrt(256), False,
                                                block_M=64 * threads // 128, block_N=32, num_stages=2,
                                                threads=threads, warp_specialize=True), arch="sm_90a")

    with pytest.raises(tilelang.TileLangError,
                       match="grows to 416 threads .* a wgmma 256 columns wide needs about 158"):
        lowered(384)
    assert next(op for op in lowered(256).walk() if op.name == "kernel").threads == (384,)


def test_any_kernel_whose_wgmma_cannot_fit_at_launch_is_an_error_at_its_gemm():
    """Without a producer too: 512 threads hold 128 registers a thread, an m64n256 wgmma needs
    more (ptxas: "Insufficient registers", naming no line of the program) -- the CUDA build's
    error names the gemm's line and ptxas' register target; 256 threads build."""
    pytest.importorskip("cuda.bindings")
    import tilelang.language as T

    def kernel(threads):
        @T.prim_func
        def wide(A: T.Tensor((256, 64), "float16"), B: T.Tensor((256, 64), "float16"),
                 C: T.Tensor((256, 256), "float32")):
            with T.Kernel(1, threads=threads) as bx:
                A_s = T.alloc_shared((256, 64), "float16")
                B_s = T.alloc_shared((256, 64), "float16")
                C_l = T.alloc_fragment((256, 256), "float32")
                T.copy(A, A_s)
                T.copy(B, B_s)
                T.clear(C_l)
                T.gemm(A_s, B_s, C_l, transpose_B=True)
                T.copy(C_l, C)
        return wide

    with pytest.raises(tilelang.TileLangError, match=r"test_setmaxnreg.py:\d+:\d+: error: a wgmma 256 columns wide "
                                                     r"needs 1\d\d registers .* 512 threads holds 128") as err:
        tilelang.compile(kernel(512), target="cuda", arch="sm_90a")
    assert "T.gemm(A_s, B_s, C_l, transpose_B=True)" in str(err.value)
    assert "wgmma.mma_async" in tilelang.compile(kernel(256), target="cuda", arch="sm_90a").get_kernel_source()
