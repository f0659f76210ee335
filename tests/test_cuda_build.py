"""The CUDA backend on a machine without a GPU: compile-only builds, the environment
variables, the generated source, and the build caches."""

import os
import subprocess
import sys
import textwrap

import pytest
import torch

import tilelang
import tilelang.language as T
from tilelang.backends.cuda import build as cuda_build
from tilelang.backends.cuda.cache import DiskCache

no_gpu = pytest.mark.skipif(torch.cuda.is_available(), reason="checks the behaviour without a GPU")


def scale_kernel(n=256, factor=2.0):
    @T.prim_func
    def main(A: T.Tensor((n,), "float32"), B: T.Tensor((n,), "float32")):
        with T.Kernel(T.ceildiv(n, 128), threads=128) as bx:
            for i in T.Parallel(128):
                B[bx * 128 + i] = A[bx * 128 + i] * factor
    return main


@pytest.fixture(autouse=True)
def _fresh_caches(tmp_path, monkeypatch):
    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path / "cache"))
    cuda_build._BUILDS.clear()


@no_gpu
def test_compile_only_with_an_explicit_arch_then_calling_says_why():
    kernel = tilelang.compile(scale_kernel(), out_idx=[-1], target="cuda", arch="sm_90a")
    assert kernel.cuda.arch == "sm_90a" and kernel.cuda.cubin[:4] == b"\x7fELF"
    src = kernel.get_kernel_source()
    assert 'extern "C" __global__' in src and "#line" in src and __file__ in src
    with pytest.raises(tilelang.TileLangError, match=r"no usable CUDA GPU.*compiled for sm_90a only"):
        kernel(torch.randn(256))


@no_gpu
def test_environment_selects_target_and_arch_for_jit_and_compile(monkeypatch):
    monkeypatch.setenv("TILELANG_TARGET", "cuda")
    monkeypatch.setenv("TILELANG_CUDA_ARCH", "sm_80")

    @tilelang.jit(out_idx=[-1])
    def factory(n):
        return scale_kernel(n)

    k1 = factory(256)
    assert k1.target == "cuda" and k1.cuda.arch == "sm_80"
    assert factory(256) is k1                       # same specialization, same kernel object
    k2 = tilelang.compile(scale_kernel(512), out_idx=[-1])
    assert k2.target == "cuda" and k2.cuda.arch == "sm_80"


@no_gpu
def test_without_arch_or_gpu_the_source_asks_for_an_arch(monkeypatch):
    monkeypatch.delenv("TILELANG_CUDA_ARCH", raising=False)
    kernel = tilelang.compile(scale_kernel(), out_idx=[-1], target="cuda")
    with pytest.raises(tilelang.TileLangError, match="pass arch='sm_90a'"):
        kernel.get_kernel_source()


def test_arch_is_only_for_cuda():
    with pytest.raises(tilelang.TileLangError, match="arch='sm_90a' applies to target='cuda'"):
        tilelang.compile(scale_kernel(), target="cpu", arch="sm_90a")
    with pytest.raises(tilelang.TileLangError, match="unknown compile option"):
        tilelang.compile(scale_kernel(), target="cuda", arch="sm_90a", fast=True)


def test_builds_are_cached_in_memory_and_on_disk(tmp_path):
    func = scale_kernel(factor=3.0)
    first = cuda_build.build(func.module, "sm_90a")
    assert not first.from_cache
    assert cuda_build.build(func.module, "sm_90a") is first        # in memory
    cuda_build._BUILDS.clear()
    again = cuda_build.build(func.module, "sm_90a")
    assert again.from_cache and again.cubin == first.cubin and again.source == first.source
    other_arch = cuda_build.build(func.module, "sm_80")
    assert not other_arch.from_cache and other_arch.cubin != first.cubin


def test_a_corrupt_cache_entry_is_rebuilt(tmp_path):
    func = scale_kernel(factor=5.0)
    first = cuda_build.build(func.module, "sm_90a")
    entries = list((tmp_path / "cache").rglob("*.tlk"))
    assert len(entries) == 1
    data = bytearray(entries[0].read_bytes())
    data[len(data) // 2] ^= 0xFF
    entries[0].write_bytes(bytes(data))
    cuda_build._BUILDS.clear()
    rebuilt = cuda_build.build(func.module, "sm_90a")
    assert not rebuilt.from_cache and rebuilt.cubin == first.cubin
    assert DiskCache().get(next(iter(cuda_build._BUILDS))) is not None  # stored whole again


def test_two_processes_compiling_the_same_kernel_both_succeed(tmp_path):
    script = tmp_path / "k.py"
    script.write_text(textwrap.dedent('''
        import tilelang, tilelang.language as T
        @T.prim_func
        def main(A: T.Tensor((256,), "float32"), B: T.Tensor((256,), "float32")):
            with T.Kernel(2, threads=128) as bx:
                for i in T.Parallel(128):
                    B[bx * 128 + i] = A[bx * 128 + i] + 7.0
        k = tilelang.compile(main, out_idx=[-1], target="cuda", arch="sm_90a")
        print("ok", len(k.cuda.cubin))
    '''))
    env = dict(os.environ, TILELANG_CACHE_DIR=str(tmp_path / "shared-cache"))
    procs = [subprocess.Popen([sys.executable, str(script)], env=env, stdout=subprocess.PIPE, text=True)
             for _ in range(2)]
    outs = [p.communicate(timeout=300)[0] for p in procs]
    assert all(p.returncode == 0 for p in procs), outs
    assert outs[0].split()[:2] == outs[1].split()[:2] and outs[0].startswith("ok")
    assert len(list((tmp_path / "shared-cache").rglob("*.tlk"))) == 1


def test_a_missing_rule_names_the_op():
    from tilelang.backends.cuda.codegen import CUDA_RULES

    rule = CUDA_RULES.pop("exp")
    try:
        @T.prim_func
        def main(A: T.Tensor((128,), "float32"), B: T.Tensor((128,), "float32")):
            with T.Kernel(1, threads=128) as bx:
                for i in T.Parallel(128):
                    B[i] = T.exp(A[i])

        with pytest.raises(tilelang.TileLangError, match="no rule for op 'exp'") as e:
            cuda_build.build(main.module, "sm_90a", use_cache=False)
        assert e.value.loc is not None and e.value.loc.line > 0
    finally:
        CUDA_RULES["exp"] = rule


def test_eight_bit_formats_move_as_byte_vectors():
    """float8 is held as codes in memory and decoded in registers: a vectorized copy
    loads 16 codes at once and decodes each lane (it once failed to compile)."""
    @T.prim_func
    def main(A: T.Tensor((64, 64), "float8_e4m3fn"), B: T.Tensor((64, 64), "float8_e4m3fn")):
        with T.Kernel(1, threads=128) as bx:
            for i, j in T.Parallel(64, 64):
                B[i, j] = T.cast(T.cast(A[i, j], "float32") * 2.0, "float8_e4m3fn")

    src = tilelang.compile(main, target="cuda", arch="sm_90a").get_kernel_source()
    assert "tl::vec<unsigned char, 16>" in src and "tl_dec_float8_e4m3fn" in src and "tl_enc_float8_e4m3fn" in src


@pytest.mark.parametrize("fmt", ["float8_e4m3fn", "float8_e5m2"])
def test_eight_bit_float_loads_take_the_word_decode(fmt):
    """A float8 load decodes with the format's word decode (ALU work: 4 codes a word into
    f16 pairs, then widened), never a lookup of the __constant__ table indexed by the
    code, which serializes over a warp's different codes (the fp8 KV cache ran 20x
    slower than int8 for it); a single code (a load of one element) too."""
    @T.prim_func
    def main(A: T.Tensor((64, 64), fmt), B: T.Tensor((64, 64), "float32"), C: T.Tensor((64,), "float32")):
        with T.Kernel(1, threads=128) as bx:
            for i, j in T.Parallel(64, 64):
                B[i, j] = T.cast(A[i, j], "float32")
            for i in T.Parallel(64):
                C[i] = T.cast(A[i, 3], "float32")

    src = tilelang.compile(main, target="cuda", arch="sm_90a").get_kernel_source()
    name = fmt
    cvt = "_cvt" if fmt == "float8_e4m3fn" else ""  # (sm_90a converts e4m3 pairs in hardware: fp8_convert)
    assert f"tl_dw_{name}{cvt}_f16(decoded" in src and f"tl_decw_{name}(" in src
    assert ("cvt.rn.f16x2.e4m3x2" in src) == bool(cvt)
    assert f"tl_dec_{name}[" not in src  # (no table at all: nothing encodes)


def test_symbolic_tensors_too_large_for_32_bit_offsets_take_the_64_bit_build_on_both_call_paths():
    """A kernel over tensors of symbolic shape is built with 32-bit offsets; a call whose
    tensor stores more than 2^31 - 1 elements needs the build with 64-bit ones (the fast
    path decides once per shape signature, before allocating the outputs), and the full
    path's check refuses such a tensor for a 32-bit build, naming it.  A dim no 32-bit
    index reaches is refused on both.  Checked without a GPU by tensors that only claim
    to be CUDA tensors."""
    from tilelang.backends.cuda import runtime
    from tilelang.backends.cuda.fast_bind import FastCudaBinder
    from tilelang.lowering.target import Target

    M = T.dynamic("M")

    @T.prim_func
    def main(A: T.Tensor((M, 64), "float32"), B: T.Tensor((M, 64), "float32")):
        with T.Kernel(T.ceildiv(M, 128), threads=128) as bx:
            for i, j in T.Parallel(128, 64):
                B[bx * 128 + i, j] = A[bx * 128 + i, j]

    func = main.module.funcs[0]
    assert not runtime.needs_wide_offsets(func, 0, [2**31 // 64 - 1, 64], func.params[0].type.dtype)
    assert runtime.needs_wide_offsets(func, 1, [2**31 // 64, 64], func.params[1].type.dtype)
    with pytest.raises(tilelang.TileLangError, match=r"argument 1 \('B'\) has 2147483648 elements along "
                                                      r"dimension 0.*32-bit"):
        runtime.needs_wide_offsets(func, 1, [2**31, 1], func.params[1].type.dtype)

    class CudaLike:  # what the fast path and check_launchable read of a tensor
        dtype, is_cuda, device = torch.float32, True, torch.device("cuda", 0)

        def __init__(self, *shape, **_):
            self.shape = shape

        def get_device(self):
            return 0

        def is_contiguous(self):
            return True

        def data_ptr(self):
            return 256

        def numel(self):
            return self.shape[0] * self.shape[1]

    calls = []
    fast = FastCudaBinder(func, [1])
    fast._prepare()
    fast._tensor, fast._empty = CudaLike, CudaLike
    real = runtime.needs_wide_offsets
    runtime.needs_wide_offsets = lambda f, i, dims, dt: calls.append((i, list(dims))) or real(f, i, dims, dt)
    try:
        assert fast.bind((CudaLike(1024, 64),)).symbols == {"M": 1024}
        fast.bind((CudaLike(1024, 64),))
        assert calls == [(0, [1024, 64]), (1, [1024, 64])]  # once for this shape signature
        assert fast.wide({"M": 1024}) is False
        big = fast.bind((CudaLike(2**25, 64),))  # 2^31 elements: accepted, for the 64-bit build
        assert fast.wide(big.symbols) is True and len(calls) == 4
        with pytest.raises(tilelang.TileLangError, match=r"argument 0 \('A'\) has 2147483648 elements along"):
            fast.bind((CudaLike(2**31, 64),))
    finally:
        runtime.needs_wide_offsets = real
    a, b = CudaLike(2**25, 64), CudaLike(2**25, 64)
    with pytest.raises(tilelang.TileLangError, match=r"argument 0 \('A'\) has 2147483648 elements; this build "
                                                      r"of the kernel indexes it with 32-bit offsets"):
        runtime.check_launchable([a, b], func, Target.for_arch("sm_80"))
    runtime.check_launchable([a, b], func, Target.for_arch("sm_80", int32_offsets=False))
