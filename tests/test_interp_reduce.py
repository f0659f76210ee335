"""The interpreter on reductions: T.reduce_* along each dim of a fragment (with and
without clear), a row softmax, and atomic_add column sums across blocks.

Under ``--target sim`` the shapes here take both lowerings of ``reduce``: warp
shuffles (power-of-two lines of the default fragment, the gemm accumulator, tiles
smaller than the block, integer dtypes) and the staged fallback (48x40, 32x24,
the 16x200 softmax rows); tests/passes/test_lower_reduce.py checks which is which."""

import math

import pytest
import torch

import tilelang
import tilelang.language as T
from tilelang.layout import make_gemm_accumulator
from interp_checks import randn, rel_err

REDUCE = {"sum": T.reduce_sum, "max": T.reduce_max, "min": T.reduce_min, "absmax": T.reduce_absmax,
          "abssum": T.reduce_abssum}


def torch_reduce(kind, x, dim):
    return {"sum": lambda: x.sum(dim), "max": lambda: x.amax(dim), "min": lambda: x.amin(dim),
            "absmax": lambda: x.abs().amax(dim), "abssum": lambda: x.abs().sum(dim)}[kind]()


def torch_combine(kind, prev, new):
    """What clear=False does: fold the reduction into dst's previous contents."""
    return prev + new if kind in ("sum", "abssum") else \
        torch.minimum(prev, new) if kind == "min" else torch.maximum(prev, new)


@tilelang.jit(out_idx=[-1], target="cpu")
def reduce_tile(shape, kind, dim, clear, dtype):
    out_shape = tuple(n for d, n in enumerate(shape) if d != dim % len(shape))
    fn = REDUCE[kind]

    @T.prim_func
    def main(A: T.Tensor(shape, dtype), Init: T.Tensor(out_shape, dtype), Out: T.Tensor(out_shape, dtype)):
        with T.Kernel(1, threads=128) as bx:
            a = T.alloc_fragment(shape, dtype)
            r = T.alloc_fragment(out_shape, dtype)
            T.copy(A, a)
            T.copy(Init, r)  # what clear=False accumulates into; clear=True must ignore it
            fn(a, r, dim=dim, clear=clear)
            T.copy(r, Out)
    return main


@pytest.mark.parametrize("kind", list(REDUCE))
@pytest.mark.parametrize("dim", [0, 1, -1])
def test_reduce_each_dim_of_a_fragment(kind, dim):
    shape = (48, 40)
    a = randn(shape, torch.float32, 21)
    out_shape = (shape[1],) if dim == 0 else (shape[0],)
    init = randn(out_shape, torch.float32, 22)
    out = reduce_tile(shape, kind, dim, True, "float32")(a, init)
    ref = torch_reduce(kind, a.double(), dim)
    if kind in ("max", "min", "absmax"):
        assert torch.equal(out.double(), ref)  # selections are exact
    else:
        # float64 sums rounded once to float32: <= 2**-24 relative per element
        assert rel_err(out, ref) < 1e-6


@pytest.mark.parametrize("kind", list(REDUCE))
def test_reduce_without_clear_accumulates(kind):
    shape = (32, 24)
    a = randn(shape, torch.float32, 23)
    init = randn((32,), torch.float32, 24, scale=2.0)  # some rows beat the new max / min
    out = reduce_tile(shape, kind, 1, False, "float32")(a, init)
    ref = torch_combine(kind, init.double(), torch_reduce(kind, a.double(), 1))
    assert rel_err(out, ref) < 1e-6  # one float32 rounding of a float64 combination
    if kind in ("max", "min"):
        assert (out == init).any() and (out != init).any()  # both sources chosen somewhere


@pytest.mark.parametrize("dim", [0, 1, 2])
def test_reduce_3d_fp16_fragment(dim):
    shape = (8, 12, 16)
    a = randn(shape, torch.float16, 25)
    out = reduce_tile(shape, "sum", dim, True, "float16")(a, randn(shape[:dim] + shape[dim + 1:], torch.float16, 26))
    # the sum is rounded once to float16: <= 2**-11 relative per element
    assert rel_err(out, a.double().sum(dim)) < 2.0 ** -11
    mx = reduce_tile(shape, "absmax", dim, True, "float16")(a, randn(out.shape, torch.float16, 27))
    assert torch.equal(mx, a.abs().amax(dim))


# ---- shapes whose lines are power-of-two runs of lanes (the shuffle lowering) ---------------
@pytest.mark.parametrize("clear", [True, False])
@pytest.mark.parametrize("kind", list(REDUCE))
@pytest.mark.parametrize("shape,dim", [
    ((64, 64), 0), ((64, 64), 1),   # a row: 16 lanes of one warp; a column: 2 lanes of all 4 warps
    ((16, 128), 0),                 # a column: one lane of each warp, no shuffle
    ((4, 8, 32), 1),                # lanes and warps both vary along the reduced dim
    ((2, 16), 1),                   # 32 elements: 96 of the 128 threads hold nothing
])
def test_reduce_lines_spread_over_lanes_and_warps(shape, dim, kind, clear):
    a = randn(shape, torch.float32, 30)
    out_shape = shape[:dim] + shape[dim + 1:]
    init = randn(out_shape, torch.float32, 31, scale=2.0)
    out = reduce_tile(shape, kind, dim, clear, "float32")(a, init)
    ref = torch_reduce(kind, a.double(), dim)
    if not clear:
        ref = torch_combine(kind, init.double(), ref)
    assert rel_err(out, ref) < 1e-6  # float32 partial sums of <= 64 terms; selections exact
    if kind in ("max", "min", "absmax") and clear:
        assert torch.equal(out.double(), ref)


@tilelang.jit(out_idx=[-1], target="cpu")
def reduce_to_shared(kind, dim):
    fn = REDUCE[kind]

    @T.prim_func
    def main(A: T.Tensor((64, 64), "float32"), Init: T.Tensor((64,), "float32"), Out: T.Tensor((64,), "float32")):
        with T.Kernel(1, threads=128) as bx:
            a = T.alloc_fragment((64, 64), "float32")
            r = T.alloc_shared((64,), "float32")
            T.copy(A, a)
            T.copy(Init, r)
            fn(a, r, dim=dim, clear=False)
            T.copy(r, Out)
    return main


# dim 1: one warp per row, its lane leaders write dst; dim 0: four warps, via the scratch
@pytest.mark.parametrize("dim", [0, 1])
@pytest.mark.parametrize("kind", ["sum", "max"])
def test_reduce_into_shared_memory(kind, dim):
    a, init = randn((64, 64), torch.float32, 44), randn((64,), torch.float32, 45)
    out = reduce_to_shared(kind, dim)(a, init)
    assert rel_err(out, torch_combine(kind, init.double(), torch_reduce(kind, a.double(), dim))) < 1e-6


@tilelang.jit(out_idx=[-1], target="cpu")
def reduce_vector(n, kind, dtype):
    fn = REDUCE[kind]

    @T.prim_func
    def main(A: T.Tensor((n,), dtype), Out: T.Tensor((1,), dtype)):
        with T.Kernel(1, threads=128) as bx:
            a = T.alloc_fragment((n,), dtype)
            r = T.alloc_fragment((1,), dtype)
            T.copy(A, a)
            fn(a, r, dim=0)
            T.copy(r, Out)
    return main


@pytest.mark.parametrize("n", [100, 256])  # 100: a partial last warp; 256: two elements per thread
@pytest.mark.parametrize("kind", ["sum", "max", "absmax"])
def test_reduce_a_vector_to_one_element(n, kind):
    a = randn((n,), torch.float32, 32)
    out = reduce_vector(n, kind, "float32")(a)
    assert rel_err(out, torch_reduce(kind, a.double(), 0).reshape(1)) < 1e-6


@pytest.mark.parametrize("dtype", [torch.int32, torch.int8])
@pytest.mark.parametrize("kind", list(REDUCE))
@pytest.mark.parametrize("dim", [0, 1])
def test_reduce_integer_fragments(dtype, kind, dim):
    shape = (64, 64)
    # int8: |x| <= 1 keeps every sum of 64 terms inside the type
    hi = 2 if dtype == torch.int8 else 1000
    a = torch.randint(-hi + 1, hi, shape, generator=torch.Generator().manual_seed(33)).to(dtype)
    init = torch.randint(-hi + 1, hi, (64,), generator=torch.Generator().manual_seed(34)).to(dtype)
    name = str(dtype).replace("torch.", "")
    out = reduce_tile(shape, kind, dim, False, name)(a, init)
    ref = torch_combine(kind, init.long(), torch_reduce(kind, a.long(), dim))
    assert out.dtype == dtype and torch.equal(out.long(), ref)  # integer reductions are exact


@tilelang.jit(out_idx=[-1], target="cpu")
def gemm_then_reduce(M, N, K, kind, dim):
    out_n = N if dim == 0 else M
    fn = REDUCE[kind]

    @T.prim_func
    def main(A: T.Tensor((M, K), "float16"), B: T.Tensor((K, N), "float16"), Out: T.Tensor((out_n,), "float32")):
        with T.Kernel(1, threads=128) as bx:
            a = T.alloc_shared((M, K), "float16")
            b = T.alloc_shared((K, N), "float16")
            c = T.alloc_fragment((M, N), "float32")  # the mma accumulator layout
            r = T.alloc_fragment((out_n,), "float32")
            T.copy(A, a)
            T.copy(B, b)
            T.gemm(a, b, c, clear_accum=True)
            fn(c, r, dim=dim)
            T.copy(r, Out)
    return main


@pytest.mark.parametrize("kind", ["sum", "max", "abssum"])
@pytest.mark.parametrize("dim", [0, 1])
@pytest.mark.parametrize("M,N", [(64, 64), (32, 128)])
def test_reduce_a_gemm_accumulator(M, N, kind, dim):
    a, b = randn((M, 32), torch.float16, 35), randn((32, N), torch.float16, 36)
    out = gemm_then_reduce(M, N, 32, kind, dim)(a, b)
    ref = torch_reduce(kind, a.double() @ b.double(), dim)
    # float32 gemm outputs (products exact, ~2**-24 per sum) reduced in float32
    assert rel_err(out, ref) < 1e-5


@pytest.mark.parametrize("shape,dim", [((8, 16, 32), 2), ((8, 16, 32), 0)])
def test_reduce_fp16_in_float32_on_the_shuffle_path(shape, dim):
    a = randn(shape, torch.float16, 37)
    init = randn(shape[:dim] + shape[dim + 1:], torch.float16, 38)
    out = reduce_tile(shape, "sum", dim, False, "float16")(a, init)
    # one float16 rounding of the float32 sum of init and the line: <= 2**-11 relative
    assert rel_err(out, init.double() + a.double().sum(dim)) < 2.0 ** -11


@tilelang.jit(out_idx=[-1], target="cpu")
def reduce_into_accumulator_layout(kind):
    fn = REDUCE[kind]
    acc = make_gemm_accumulator(64, 64, 4, 16)

    @T.prim_func
    def main(A: T.Tensor((64, 64, 8), "float32"), Init: T.Tensor((64, 64), "float32"),
             Out: T.Tensor((64, 64), "float32")):
        with T.Kernel(1, threads=128) as bx:
            a = T.alloc_fragment((64, 64, 8), "float32")
            r = T.alloc_fragment((64, 64), "float32")
            T.annotate_layout({r: acc})  # dst's holders are not where the source's lines are
            T.copy(A, a)
            T.copy(Init, r)
            fn(a, r, dim=2, clear=False)
            T.copy(r, Out)
    return main


@pytest.mark.parametrize("kind", ["sum", "min"])
def test_reduce_into_a_dst_in_the_mma_accumulator_layout(kind):
    a, init = randn((64, 64, 8), torch.float32, 39), randn((64, 64), torch.float32, 40)
    out = reduce_into_accumulator_layout(kind)(a, init)
    assert rel_err(out, torch_combine(kind, init.double(), torch_reduce(kind, a.double(), 2))) < 1e-6


# ---- row softmax ------------------------------------------------------------------------
LOG2E = math.log2(math.e)


@tilelang.jit(out_idx=[-1], target="cpu")
def softmax(M, N, block_M, dtype):
    @T.prim_func
    def main(X: T.Tensor((M, N), dtype), Y: T.Tensor((M, N), dtype)):
        with T.Kernel(T.ceildiv(M, block_M), threads=128) as bx:
            x = T.alloc_fragment((block_M, N), "float32")
            row_max = T.alloc_fragment((block_M,), "float32")
            row_sum = T.alloc_fragment((block_M,), "float32")
            T.copy(X[bx * block_M, 0], x)
            T.reduce_max(x, row_max, dim=1)
            for i, j in T.Parallel(block_M, N):
                # exp(x - max) as exp2 with the log2(e) scaling folded in (FlashAttention style)
                x[i, j] = T.exp2(x[i, j] * LOG2E - row_max[i] * LOG2E)
            T.reduce_sum(x, row_sum, dim=1)
            for i, j in T.Parallel(block_M, N):
                x[i, j] = x[i, j] / row_sum[i]
            T.copy(x, Y[bx * block_M, 0])
    return main


@pytest.mark.parametrize("dtype,tol", [
    # float32 out: exp2/divide in float32, a few ulps per element (2**-24 each)
    (torch.float32, 1e-5),
    # float16 out: computed in float32 then rounded once, <= 2**-11 relative per element
    (torch.float16, 2.0 ** -11),
])
@pytest.mark.parametrize("N", [200, 128])  # rows of 200 straddle lanes (staged); 128 = one warp (shuffles)
def test_row_softmax(dtype, tol, N):
    M = 100  # not a multiple of the 16-row blocks: the last block is partial
    x = randn((M, N), dtype, 28, scale=3.0)
    y = softmax(M, N, 16, str(dtype).replace("torch.", ""))(x)
    ref = torch.softmax(x.double(), dim=1)
    assert rel_err(y, ref) < tol
    assert torch.allclose(y.double().sum(1), torch.ones(M, dtype=torch.float64), atol=N * tol)


@tilelang.jit(out_idx=[-1], target="cpu")
def attention(N, D, block, stages):
    """Online softmax over pipelined key tiles (FlashAttention's loop): row max and
    row sum of the gemm accumulator every iteration."""
    scale = LOG2E / math.sqrt(D)

    @T.prim_func
    def main(Q: T.Tensor((N, D), "float16"), K: T.Tensor((N, D), "float16"), V: T.Tensor((N, D), "float16"),
             O: T.Tensor((N, D), "float32")):
        with T.Kernel(T.ceildiv(N, block), threads=128) as bx:
            q = T.alloc_shared((block, D), "float16")
            k = T.alloc_shared((block, D), "float16")
            v = T.alloc_shared((block, D), "float16")
            p = T.alloc_shared((block, block), "float16")
            s = T.alloc_fragment((block, block), "float32")
            o = T.alloc_fragment((block, D), "float32")
            m = T.alloc_fragment((block,), "float32")
            m_prev = T.alloc_fragment((block,), "float32")
            rescale = T.alloc_fragment((block,), "float32")
            l = T.alloc_fragment((block,), "float32")
            T.copy(Q[bx * block, 0], q)
            T.fill(o, 0.0)
            T.fill(l, 0.0)
            T.fill(m, -1e30)
            for kk in T.Pipelined(T.ceildiv(N, block), num_stages=stages):
                T.copy(K[kk * block, 0], k)
                T.copy(V[kk * block, 0], v)
                T.gemm(q, k, s, transpose_B=True, clear_accum=True)
                T.copy(m, m_prev)
                T.reduce_max(s, m, dim=1, clear=False)
                for i, j in T.Parallel(block, block):
                    s[i, j] = T.exp2(s[i, j] * scale - m[i] * scale)
                for i in T.Parallel(block):
                    rescale[i] = T.exp2(m_prev[i] * scale - m[i] * scale)
                for i, j in T.Parallel(block, D):
                    o[i, j] = o[i, j] * rescale[i]
                T.reduce_sum(s, m_prev, dim=1)
                for i in T.Parallel(block):
                    l[i] = l[i] * rescale[i] + m_prev[i]
                T.copy(s, p)
                T.gemm(p, v, o)
            for i, j in T.Parallel(block, D):
                o[i, j] = o[i, j] / l[i]
            T.copy(o, O[bx * block, 0])
    return main


@pytest.mark.parametrize("stages", [1, 2])
def test_online_softmax_attention(stages):
    N, D = 128, 64
    q, k, v = (randn((N, D), torch.float16, seed) for seed in (41, 42, 43))
    out = attention(N, D, 64, stages)(q, k, v)
    ref = torch.softmax(q.double() @ k.double().T / math.sqrt(D), dim=1) @ v.double()
    # probabilities rounded to float16 for the second gemm: ~2**-11 relative each
    assert rel_err(out, ref) < 1e-3


# ---- atomic_add across blocks ----------------------------------------------------------
@tilelang.jit(target="cpu")
def column_sum_tiles(M, N, block_M):
    @T.prim_func
    def main(X: T.Tensor((M, N), "float32"), Out: T.Tensor((N,), "float32")):
        with T.Kernel(T.ceildiv(M, block_M), threads=128) as bx:
            x = T.alloc_fragment((block_M, N), "float32")
            partial = T.alloc_fragment((N,), "float32")
            T.copy(X[bx * block_M, 0], x)  # rows past M read as zero
            T.reduce_sum(x, partial, dim=0)
            T.atomic_add(Out[0:N], partial)
    return main


@tilelang.jit(target="cpu")
def column_sum_elements(M, N, block_M):
    @T.prim_func
    def main(X: T.Tensor((M, N), "float32"), Out: T.Tensor((N,), "float32")):
        with T.Kernel(T.ceildiv(M, block_M), threads=128) as bx:
            for i, j in T.Parallel(block_M, N):
                if bx * block_M + i < M:
                    T.atomic_add(Out[j], X[bx * block_M + i, j])  # many lanes hit one address
    return main


@pytest.mark.parametrize("factory", [column_sum_tiles, column_sum_elements], ids=["tile", "element"])
def test_atomic_add_column_sum_across_blocks(factory):
    M, N = 1000, 48  # 16 blocks of 64 rows, the last one partial
    x = randn((M, N), torch.float32, 29)
    out = torch.zeros(N)  # the kernel accumulates into it: the caller zero-initialises
    assert factory(M, N, 64)(x, out) is None  # no out_idx: nothing returned
    ref = x.double().sum(0)
    # float32 partial sums and float32 atomics over 1000 terms: error ~sqrt(1000) * 2**-24
    # relative to the column norms, far below 1e-5
    assert rel_err(out, ref) < 1e-5
    factory(M, N, 64)(x, out)  # atomics add to what is there
    assert rel_err(out, 2 * ref) < 1e-5
