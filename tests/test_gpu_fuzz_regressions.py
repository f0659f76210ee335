"""Failures found by scripts/gpu_fuzz.py and scripts/sanitize.sh, each reduced to a small case.

A case the compiler does not handle yet is ``xfail(strict=True)``: once it is fixed the
test XPASSes, which fails the run -- then drop the mark (and the matching entry of
``KNOWN_ISSUES`` in scripts/gpu_fuzz.py).  Cases that show without a GPU (a build for
another arch, a refusal, the lowered IR) run everywhere; those that run kernels have the
marker ``gpu``."""

import pytest
import torch

import tilelang
import tilelang.language as T

needs_gpu = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")


def test_the_int4_gemm_with_bf16_activations_builds_for_sm80():
    # gpu_fuzz --seed 1 --only 13 --arch sm_90a,sm_80 --compile-only: CudaCompileError, ptxas
    # "Feature 'sub.bf16x2' requires .target sm_90 or higher" (dequant_i4<true>); the plan of
    # int4_matmul(a_bf16, ...) on an A100 takes this kernel (fp16: builds).  Before sm_90 the
    # dequant subtracts its bias with fma.rn.bf16x2 (prelude.cuh: the same bits)
    pytest.importorskip("cuda.bindings")
    from tilelang.ops.lowbit_kernels import gemm_factory
    from tilelang.ops.lowbit_plan import plan

    _, options = plan(16, 1024, 1024, 128)
    for wdtype in ("int4", "uint4"):
        func = gemm_factory(16, 1024, 1024, 128, wdtype, "bfloat16", "bfloat16", False, 0, True, **options)
        assert tilelang.compile(func, target="cuda", arch="sm_80").cuda.cubin[:4] == b"\x7fELF"


DEQUANT_WORDS = r'''
extern "C" __global__ void dequant_words(const unsigned* w, bfloat16_t* out, int n, int is_signed) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  if (is_signed) tl::dequant_i4<true>(out + 8 * i, w[i]);
  else tl::dequant_i4<false>(out + 8 * i, w[i]);
}
'''


def _interpreted_bf16(words: torch.Tensor, wdtype: str) -> torch.Tensor:
    """The interpreter's int4 / uint4 -> bfloat16 casts of each word's 8 codes (code q:
    bits 4q .. 4q + 3), in dequant_i4's output order (code q -> 2 (q % 4) + q // 4)."""
    n = words.numel()

    @T.prim_func
    def cast(B: T.Tensor((n, 8), wdtype), C: T.Tensor((n, 8), "bfloat16")):
        with T.Kernel(1, threads=128) as bx:
            for i, j in T.Parallel(n, 8):
                C[i, j] = T.cast(B[i, j], "bfloat16")

    c = torch.empty(n, 8, dtype=torch.bfloat16)
    tilelang.compile(cast, target="cpu")(words.view(torch.uint8).reshape(n, 4), c)
    order = [2 * (q % 4) + q // 4 for q in range(8)]
    out = torch.empty_like(c)
    out[:, order] = c
    return out


def _run_dequant_words(image: bytes, words: torch.Tensor, signed: bool) -> torch.Tensor:
    """``dequant_words`` of a CUBIN or PTX image (the driver compiles PTX for the device)."""
    import ctypes

    from tilelang.backends.cuda import runtime as rt

    drv = rt._driver()
    device = torch.cuda.current_device()
    rt._ensure_context(device)
    module = rt.check(drv.cuModuleLoadData(image), "cuModuleLoadData")
    try:
        f = rt.check(drv.cuModuleGetFunction(module, b"dequant_words"), "cuModuleGetFunction")
        w = words.cuda()
        out = torch.empty(words.numel(), 8, dtype=torch.bfloat16, device="cuda")
        holders = [ctypes.c_void_p(w.data_ptr()), ctypes.c_void_p(out.data_ptr()), ctypes.c_int(words.numel()),
                   ctypes.c_int(int(signed))]
        params = (ctypes.c_void_p * 4)(*[ctypes.addressof(h) for h in holders])
        shape = [ctypes.c_uint(x) for x in (-(-words.numel() // 128), 1, 1, 128, 1, 1, 0)]
        stream = torch.cuda.current_stream(device).cuda_stream
        err = rt._launcher()(ctypes.c_void_p(int(f)), *shape, ctypes.c_void_p(stream),
                             ctypes.c_void_p(ctypes.addressof(params)), None)
        assert err == 0, f"cuLaunchKernel: {err}"
        torch.cuda.synchronize()
        return out.cpu()
    finally:
        rt.check(drv.cuModuleUnload(module), "cuModuleUnload")


@pytest.mark.gpu
@needs_gpu
@pytest.mark.parametrize("wdtype", ["int4", "uint4"])
@pytest.mark.parametrize("form", ["sm_80", "device"])
def test_the_bf16_dequant_matches_the_interpreter_bit_for_bit(form, wdtype):
    # dequant_i4<bf16>: sub.rn.bf16x2 from sm_90, fma.rn.bf16x2 before it (prelude.cuh).  The
    # sm_80 form runs here from PTX for compute_80 (the driver compiles it for this device,
    # __CUDA_ARCH__ = 800), the device's own form from its cubin
    import numpy as np

    from tilelang.backends.cuda import nvrtc
    from tilelang.backends.cuda.module_source import PRELUDE

    arch, want = ("compute_80", "ptx") if form == "sm_80" else (nvrtc.device_arch(), "cubin")
    ok, _, log, image = nvrtc._run(PRELUDE + DEQUANT_WORDS, "dequant_words.cu", nvrtc.default_options(arch),
                                   want=want)
    assert ok, log
    every_nibble = [q * 0x11111111 for q in range(16)]  # each code in every place of a word
    rest = np.random.default_rng(5).integers(0, 1 << 32, 4096, dtype=np.uint64).tolist()
    words = torch.from_numpy(np.array(every_nibble + rest, dtype=np.uint32).view(np.int32))  # (uint32 bits)
    got = _run_dequant_words(image, words, wdtype == "int4")
    want_bits = _interpreted_bf16(words, wdtype).view(torch.int16)
    assert torch.equal(got.view(torch.int16), want_bits)


def test_a_forced_configuration_whose_steps_do_not_cover_k_is_refused():
    # gpu_fuzz (cpu) --seed 2 --only 177 before the generator kept K whole: nf4, K = 192,
    # block_K = 128 -> one step, relative error 0.58; the same on the GPU for any format.
    # (The refusal comes before any kernel runs: the interpreter's tensors show it.)
    from tilelang.ops import lowbit_matmul

    g = torch.Generator().manual_seed(177)
    w = torch.randn(64, 192, generator=g).half()
    q, s = tilelang.quantize(w, "int4", group_size=64)
    a = torch.randn(8, 192, generator=g).half()
    config = ("gemm", dict(block_M=16, block_N=64, block_K=128, num_stages=2, threads=128, split_k=1, swizzle=0))
    with pytest.raises(ValueError, match=r"int4_matmul\(a=\(8, 192\) .*config=.*block_K=128 \* split_k=1 must divide "
                                         r"K=192"):
        c = lowbit_matmul(a, q, s, group_size=64, dtype="int4", config=config)
        ref = a.double() @ tilelang.dequantize(q, "int4", s, group_size=64).double().T
        rel = ((c.cpu().double() - ref).norm() / ref.norm()).item()
        assert rel < 1e-2, f"K not covered by the steps: relative error {rel:.3g} and no error raised"


@pytest.mark.parametrize("name,options,match", [
    ("gemm", dict(block_M=16, block_N=64, block_K=64, num_stages=2, threads=128, split_k=8, swizzle=0),
     r"block_K=64 \* split_k=8 must divide K=768"),
    ("gemm", dict(block_M=16, block_N=64, block_K=64, num_stages=2, threads=128, split_k=1, swizzle=0),
     r"block_K=64 and the group size 96 must divide one another"),
    ("gemv", dict(rows=4, block_K=256, split_k=1, num_stages=2, threads=128, block_M=1),
     r"block_K=256 and the group size 96 must divide one another"),
])
def test_forced_steps_that_leave_k_out_or_straddle_groups_are_refused(name, options, match):
    # (found next to the case above: group 96 with 64-wide steps scaled the second half of
    # every other step by the wrong group -- relative error 0.075, no error)
    from tilelang.ops import lowbit_matmul

    g = torch.Generator().manual_seed(3)
    q, s = tilelang.quantize(torch.randn(64, 768, generator=g), "int4", group_size=96)
    a = torch.randn(2, 768, generator=g).half()
    with pytest.raises(ValueError, match=match):
        lowbit_matmul(a, q, s, group_size=96, dtype="int4", config=(name, options))


@pytest.mark.parametrize("name,M,N,options", [
    ("gemm", 20, 100, dict(block_M=16, block_N=64, block_K=64, num_stages=2, threads=128, split_k=2, swizzle=0)),
    ("gemv", 5, 102, dict(rows=4, block_K=256, split_k=2, num_stages=2, threads=128, block_M=2)),
])
def test_forced_tiles_past_ragged_m_and_n_compute_the_product(name, M, N, options):
    # the other dims do not truncate: tiles past M and N are bounds-checked (interpreter here;
    # the simulator and the sm_90a forms agree -- warp_specialize refuses a TMA-less copy)
    from tilelang.ops import lowbit_matmul

    g = torch.Generator().manual_seed(M + N)
    q, s = tilelang.quantize(torch.randn(N, 512, generator=g), "int4", group_size=64)
    a = torch.randn(M, 512, generator=g).half()
    c = lowbit_matmul(a, q, s, group_size=64, dtype="int4", config=(name, options))
    ref = a.double() @ tilelang.dequantize(q, "int4", s, group_size=64).double().T
    assert ((c.double() - ref).norm() / ref.norm()).item() < 1e-2


@pytest.mark.parametrize("wgmma", [False, True])
def test_the_stream_k_hand_in_keeps_its_barrier_before_the_count(wgmma):
    # scripts/sanitize.sh racecheck (H100, 2026-11-26), case int4_stream_k: 14 WAR hazards on
    # split_k_last -- thread 0 writes the next tile's flag, no barrier after the other threads
    # read this tile's; and the barrier _count_in emits before the fetch_add (split_k.py) was
    # gone after insert-barriers (the shared-tile split-K kept it: its flag aliases the tile).
    # insert-barriers now keeps it for both: the other threads' partials before thread 0's
    # release, and (with a producer warp, whose consumers' loop over tiles has no barrier of
    # its own) the previous tile's flag reads before this tile's write
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


@pytest.mark.parametrize("block_M, threads", [(128, 256), (64, 128)])
def test_a_gemm_left_running_keeps_its_shared_operands_until_its_wait(block_M, threads):
    # gpu_fuzz --target sim --seed 12 --only 8 --categories attention: the overlapped attention
    # loop (T.gemm(..., wg_wait=-1), T.wait_wgmma) unpipelined (1 stage) -- the simulator:
    # "data race on shared K_s: read by several threads at <the scores' gemm> and cp_async write
    # by thread 0 at <the next block's copy>, with no barrier between them".  insert-barriers
    # had the reads end at the issue; a group left running reads its operands until the wait
    # that completes it, so the barrier before the next copy goes after that wait.  Then with
    # one warpgroup (gpu_fuzz --target sim --seed 17 --only 23 --categories attention, after
    # the persistent draws): the pass had taken one warpgroup's group as complete at any of
    # its threads' waits; each warp's wait completes its own share (the simulator: "a warp's
    # wgmma_wait retires only its own share of the read").
    import math

    from tilelang.ops.attention_kernels import attention_factory

    f = attention_factory(1, 1, 1, 1, 135, 64, "float16", False, 1 / math.sqrt(64), False, block_M=block_M,
                          block_N=64, num_stages=1, threads=threads, overlap=True, skip_masks=False)
    lines = str(tilelang.lower(f, arch="sm_90a")).splitlines()
    at = next(i for i, line in enumerate(lines) if "(%kb: index)" in line)  # (the loop over key blocks)
    indent = len(lines[at]) - len(lines[at].lstrip())
    end = next(i for i in range(at + 1, len(lines)) if lines[i].startswith(" " * indent + "}"))
    body = [line.strip() for line in lines[at + 1:end]]
    barriers = [i for i, line in enumerate(body) if line.startswith("barrier")]
    first_copy = min(i for i, line in enumerate(body) if line.startswith(("cp_async ", "tma_load ")))
    last_wait = max(i for i, line in enumerate(body) if line.startswith("wgmma_wait"))
    # around the back edge: from the last wait of an iteration to the first copy of the next
    assert any(i < first_copy or i > last_wait for i in barriers)
    g = torch.Generator().manual_seed(0)
    q, k, v = torch.randn(1, 1, 1, 64, generator=g).half(), *(torch.randn(1, 135, 1, 64, generator=g).half()
                                                               for _ in range(2))
    o = torch.full_like(q, float("nan"))
    tilelang.compile(f, target="sim", arch="sm_90a")(q, k, v, o)
    ref = torch.softmax(q[0, :, 0].double() @ k[0, :, 0].double().T / 8, -1) @ v[0, :, 0].double()
    assert torch.allclose(o[0, :, 0].double(), ref, atol=2e-3)
