"""Failures found by scripts/gpu_fuzz.py, each reduced to a small case (marker ``gpu``).

A case the compiler does not handle yet is ``xfail(strict=True)``: once it is fixed the
test XPASSes, which fails the run -- then drop the mark (and the matching entry of
``KNOWN_ISSUES`` in scripts/gpu_fuzz.py)."""

import pytest
import torch

import tilelang

pytestmark = [pytest.mark.gpu,
              pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")]


@pytest.mark.xfail(strict=True, reason="the int4 dequant for bfloat16 activations emits sub.rn.bf16x2, which PTX "
                                       "has from sm_90 on: NVRTC refuses every int4/uint4 x bf16 gemm for sm_80")
def test_the_int4_gemm_with_bf16_activations_builds_for_sm80():
    # gpu_fuzz --seed 1 --only 13 --arch sm_90a,sm_80 --compile-only: CudaCompileError, ptxas
    # "Feature 'sub.bf16x2' requires .target sm_90 or higher" (dequant_i4<true>); the plan of
    # int4_matmul(a_bf16, ...) on an A100 takes this kernel (fp16: builds)
    from tilelang.ops.lowbit_kernels import gemm_factory
    from tilelang.ops.lowbit_matmul import plan

    _, options = plan(16, 1024, 1024, 128)
    func = gemm_factory(16, 1024, 1024, 128, "int4", "bfloat16", "bfloat16", False, 0, True, **options)
    tilelang.compile(func, target="cuda", arch="sm_80")


@pytest.mark.xfail(strict=True, reason="gemm_factory takes K // block_K // split_k steps without checking that they "
                                       "cover K: a forced configuration whose steps do not divide K drops the rest "
                                       "of K silently (a wrong result instead of a ValueError)")
def test_a_forced_configuration_whose_steps_do_not_cover_k_is_refused():
    # gpu_fuzz (cpu) --seed 2 --only 177 before the generator kept K whole: nf4, K = 192,
    # block_K = 128 -> one step, relative error 0.58; the same on the GPU for any format
    from tilelang.ops import lowbit_matmul

    g = torch.Generator().manual_seed(177)
    w = torch.randn(64, 192, generator=g).half()
    q, s = tilelang.quantize(w, "int4", group_size=64)
    a = torch.randn(8, 192, generator=g).half()
    config = ("gemm", dict(block_M=16, block_N=64, block_K=128, num_stages=2, threads=128, split_k=1, swizzle=0))
    with pytest.raises(ValueError, match="block_K"):
        c = lowbit_matmul(a.cuda(), q.cuda(), s.cuda(), group_size=64, dtype="int4", config=config)
        ref = a.double() @ tilelang.dequantize(q, "int4", s, group_size=64).double().T
        rel = ((c.cpu().double() - ref).norm() / ref.norm()).item()
        assert rel < 1e-2, f"K not covered by the steps: relative error {rel:.3g} and no error raised"


@pytest.mark.xfail(strict=True, reason="insert-barriers drops the stream-K hand-in's barrier between the threads' "
                                       "partial stores to Work and thread 0's acq_rel count (it orders global "
                                       "memory, not shared): the release does not cover the other warps' partials")
@pytest.mark.parametrize("wgmma", [False, True])
def test_the_stream_k_hand_in_keeps_its_barrier_before_the_count(wgmma):  # (no GPU needed)
    # scripts/sanitize.sh racecheck (H100, 2026-11-26), case int4_stream_k: 14 WAR hazards on
    # split_k_last -- thread 0 writes the next tile's flag, no barrier after the other threads
    # read this tile's; and the barrier _count_in emits before the fetch_add (split_k.py) is
    # gone after insert-barriers (the shared-tile split-K keeps it: its flag aliases the tile)
    import re

    from tilelang.ops.lowbit_kernels import gemm_factory

    opts = dict(block_M=128, block_N=64, block_K=128, num_stages=4, threads=128, stream_k=5, split_k=1, swizzle=0)
    opts.update(dict(b_wgmma=True, warp_specialize=True) if wgmma else dict(policy="full_col"))
    f = gemm_factory(128, 256, 1024, 128, "int4", "float16", "float16", False, 0, True, **opts)
    text = str(tilelang.lower(f, arch="sm_90a"))
    count = text.index("fetch_add %Arrivals")
    last_store = max(m.start() for m in re.finditer(r"store %Work", text[:count]))
    assert re.search(r"^\s*(barrier|named_barrier)", text[last_store:count], re.M), \
        "no barrier between the partial's stores and thread 0's count"
