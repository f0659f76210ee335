"""``tilelang.ops`` as torch custom ops (``torch.ops.tilelang.*``: ``tilelang/ops/torch_ops.py``)
and ``JITKernel.as_torch_op``: ``torch.library.opcheck`` on each op, and
``torch.compile(fullgraph=True)`` tracing ``int4_matmul`` / ``prepare`` / a kernel's op as
one node of the graph, matching eager bit for bit.

On the CPU the kernels run on the interpreter at small shapes, and the compiled
functions use the "aot_eager" backend (inductor's first C++ compile takes ~40 s on two
cores); the tests marked ``gpu`` run the CUDA kernels under inductor and CUDA graphs.
"""

import sys
import warnings

import pytest
import torch

import tilelang
import tilelang.language as T
from interp_checks import randn, rel_err
from tilelang.ops import PreparedWeight, int4_matmul, lowbit_matmul, prepare
from tilelang.ops import torch_ops  # noqa: F401  (defines torch.ops.tilelang.*)

LM = sys.modules["tilelang.ops.lowbit_matmul"]  # (tilelang.ops.lowbit_matmul is the function)
OPS = torch.ops.tilelang
N, K, G = 64, 256, 128
I3 = T.int_dtype("top_i3", 3)  # a planar format (planes of 2 + 1 bits)


def weight(wdtype="int4", group=G, zero_point=False, seed=0, device="cpu"):
    q = tilelang.quantize(randn((N, K), torch.float16, seed), wdtype, group_size=group, zero_point=zero_point)
    z = q[2] if zero_point else None
    return tuple(x.to(device) if x is not None else None for x in (q[0], q[1], z))


def compiled(fn, backend="aot_eager", **kwargs):
    return torch.compile(fn, fullgraph=True, backend=backend, **kwargs)


def graph_ops(fn, *args):
    """The call_function targets of the graph Dynamo traces for ``fn(*args)``
    (fullgraph: one graph, or an error)."""
    targets = []

    def backend(gm, example_inputs):
        targets.extend(n.target for n in gm.graph.nodes if n.op == "call_function")
        return gm

    torch.compile(fn, fullgraph=True, backend=backend)(*args)
    return targets


# ---- opcheck --------------------------------------------------------------------------------
@pytest.mark.parametrize("wdtype,zero_point,group", [("int4", False, G), ("uint4", True, K)])
def test_opcheck_lowbit_matmul(wdtype, zero_point, group):
    q, s, z = weight(wdtype, group, zero_point)
    a = randn((2, K), torch.float16, 1)
    torch.library.opcheck(OPS.lowbit_matmul.default, (a, q, s, z, -1 if group == K else group, wdtype))
    c = OPS.lowbit_matmul(a, q, s, z, group, wdtype)
    assert torch.equal(c, lowbit_matmul(a, q, s, z, group_size=group, dtype=wdtype))
    assert rel_err(c, a.double() @ tilelang.dequantize(q, wdtype, s, z, group_size=group,
                                                       out_dtype="float64").T) < 1e-2


@pytest.mark.parametrize("wdtype,zero_point", [("int4", False), (I3, True)])
def test_opcheck_prepare_and_lowbit_matmul_prepared(wdtype, zero_point):
    q, s, z = weight(wdtype, G, zero_point, seed=2)
    name = getattr(wdtype, "name", wdtype)
    torch.library.opcheck(OPS.prepare.default, (q, s, z, G, name))
    p = prepare(q, s, z, group_size=G, dtype=wdtype)
    pq, ps, pz, planes = OPS.prepare(q, s, z, G, name)
    assert torch.equal(pq, p.qweight) and torch.equal(ps, p.scales) and len(planes) == len(p.planes) == (
        1 if wdtype is I3 else 0)
    assert (pz is None) == (z is None) and (z is None or torch.equal(pz, p.zeros))
    assert all(torch.equal(x, y) for x, y in zip(planes, p.planes))
    a = randn((3, K), torch.bfloat16, 3)
    args = (a, p.qweight, p.scales, p.zeros, p.dtype, list(p.planes) or None)
    torch.library.opcheck(OPS.lowbit_matmul_prepared.default, args)
    c = OPS.lowbit_matmul_prepared(*args)
    assert torch.equal(c, int4_matmul(a, p)) and c.dtype == torch.bfloat16 and c.shape == (3, N)


def test_prepare_op_never_returns_a_view_of_its_input():
    # one group per row: prepare's transposed (1, N) scales are a view of the (N, 1) input
    q, s, _ = weight("int4", K)
    _, ps, _, _ = OPS.prepare(q, s, None, -1, "int4")
    assert ps.shape == (1, N) and ps.untyped_storage().data_ptr() != s.untyped_storage().data_ptr()
    torch.library.opcheck(OPS.prepare.default, (q, s, None, -1, "int4"))


def test_the_fake_implementations_check_the_arguments():
    q, s, _ = weight()
    a = randn((2, K), torch.float16, 4)
    p = prepare(q, s, group_size=G)
    from torch._subclasses.fake_tensor import FakeTensorMode

    with FakeTensorMode() as mode:
        fa, fq, fs = (mode.from_tensor(x) for x in (a, q, s))
        c = OPS.lowbit_matmul(fa, fq, fs, None, G, "int4")
        assert c.shape == (2, N) and c.dtype == torch.float16
        with pytest.raises(ValueError, match="group_size must divide K"):
            OPS.lowbit_matmul(fa, fq, fs, None, 100, "int4")
        with pytest.raises(ValueError, match="bytes per row"):
            OPS.lowbit_matmul(fa[:, :128], fq, fs, None, G, "int4")
        fpq, fps = mode.from_tensor(p.qweight), mode.from_tensor(p.scales)
        assert OPS.lowbit_matmul_prepared(fa, fpq, fps, None, "int4").shape == (2, N)
        with pytest.raises(ValueError, match="scales must have shape"):
            OPS.lowbit_matmul_prepared(fa, fpq, fps[:, :N - 1], None, "int4")
        with pytest.raises(ValueError, match=r"scales must be \(K / group_size, N\)"):
            OPS.lowbit_matmul_prepared(fa, fpq, fps[:1].expand(3, N), None, "int4")


# ---- the eager paths stay as they were ------------------------------------------------------
def test_the_prepared_fast_path_stays_first_and_the_op_finds_the_live_weight():
    q, s, _ = weight()
    p = prepare(q, s, group_size=G)
    assert LM._is_compiling is torch.compiler.is_compiling  # (bound by the first PreparedWeight)
    a = randn((2, K), torch.float16, 5)
    sentinel = torch.empty(2, N, dtype=torch.float16)
    p._calls[(a.shape, a.dtype, a.get_device())] = _StandIn(sentinel)  # a launcher (CUDA's) stands in
    assert int4_matmul(a, p) is sentinel
    # the op gets p's tensors and takes p itself (its launchers)
    assert OPS.lowbit_matmul_prepared(a, p.qweight, p.scales, p.zeros, "int4") is sentinel
    assert LM.live_prepared(p.qweight, p.scales, None, [], "int4") is p
    assert LM.live_prepared(p.qweight, p.scales.clone(), None, [], "int4") is None
    assert LM.live_prepared(p.qweight, p.scales, None, [], "uint4") is None
    assert LM.live_prepared(p.qweight, p.scales, None, [p.qweight], "int4") is None
    # tensors of no live PreparedWeight: a temporary one, which does not displace p
    other = OPS.lowbit_matmul_prepared(a, p.qweight, p.scales.clone(), None, "int4")
    assert other is not sentinel and torch.equal(other, int4_matmul(a, PreparedWeight(*_fields(p))))
    assert LM.live_prepared(p.qweight, p.scales, None, [], "int4") is p


class _StandIn:
    """A launcher (``_PreparedCall``: a gemv's, no split-K buffers) that returns ``out``."""

    split_shapes = None

    def __init__(self, out):
        self.out = out

    def __call__(self, a):
        return self.out


def _fields(p):
    return p.qweight, p.scales, p.zeros, p.group_size, p.dtype, p.shape, p.planes


# ---- torch.compile(fullgraph=True) ----------------------------------------------------------
class Linear(torch.nn.Module):
    """The shape of a quantized linear layer: a prepared weight (an attribute), or a raw
    one (buffers)."""

    def __init__(self, q, s, z=None, prepared=True, wdtype="int4"):
        super().__init__()
        self.p = prepare(q, s, z, group_size=G, dtype=wdtype) if prepared else None
        self.register_buffer("q", q)
        self.register_buffer("s", s)
        self.register_buffer("z", z)
        self.wdtype = wdtype

    def forward(self, x):
        if self.p is not None:
            return int4_matmul(x, self.p) * 2
        return int4_matmul(x, self.q, self.s, self.z, group_size=G, dtype=self.wdtype) * 2


@pytest.mark.parametrize("prepared", [True, False], ids=["prepared", "raw"])
def test_compiled_int4_matmul_is_one_op_and_matches_eager(prepared):
    q, s, z = weight("uint4", G, True, seed=6)
    m = Linear(q, s, z, prepared, "uint4")
    a = randn((2, K), torch.float16, 7)
    op = OPS.lowbit_matmul_prepared.default if prepared else OPS.lowbit_matmul.default
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert op in graph_ops(m, a)
        c = compiled(m)(a)
    assert not [w for w in caught if "lru_cache" in str(w.message)]  # nothing cached is traced
    assert torch.equal(c, m(a))
    assert rel_err(c, 2 * a.double() @ tilelang.dequantize(q, "uint4", s, z, group_size=G,
                                                           out_dtype="float64").T) < 1e-2


def test_compiled_calls_take_the_users_prepared_weight(monkeypatch):
    q, s, _ = weight(seed=8)
    p = prepare(q, s, group_size=G)
    seen = []
    real = torch_ops.live_prepared
    monkeypatch.setattr(torch_ops, "live_prepared", lambda *args: seen.append(real(*args)) or seen[-1])
    a = randn((2, K), torch.float16, 9)
    assert torch.equal(compiled(lambda x: int4_matmul(x, p))(a), int4_matmul(a, p))
    assert seen and all(x is p for x in seen)  # p's tensors reach the op as they are


def test_compiled_dynamic_batch_and_out_and_prepare():
    q, s, _ = weight(seed=10)
    p = prepare(q, s, group_size=G)
    f = compiled(lambda x: int4_matmul(x, p), dynamic=True)
    for m in (3, 5):
        a = randn((m, K), torch.float16, 11 + m)
        assert torch.equal(f(a), int4_matmul(a, p))
    a = randn((2, K), torch.float16, 12)
    out = torch.empty(2, N, dtype=torch.float16)
    g = compiled(lambda x, o: int4_matmul(x, q, s, group_size=G, out=o))
    assert g(a, out) is out and torch.equal(out, int4_matmul(a, p))

    def prep_and_call(x, q, s):
        return int4_matmul(x, prepare(q, s, group_size=G))

    assert OPS.prepare.default in graph_ops(prep_and_call, a, q, s)
    assert torch.equal(compiled(prep_and_call)(a, q, s), int4_matmul(a, p))
    made = compiled(lambda q, s: prepare(q, s, group_size=G), backend="eager")(q, s)
    assert isinstance(made, PreparedWeight) and made.shape == (N, K) and made.group_size == G
    assert torch.equal(made.qweight, p.qweight) and torch.equal(made.scales, p.scales)


def test_compiled_errors_name_the_parameter():
    q, s, _ = weight()
    a = randn((2, K), torch.float16, 13)
    with pytest.raises(Exception, match="group_size must divide K"):
        compiled(lambda x: int4_matmul(x, q, s, group_size=100))(a)
    with pytest.raises(Exception, match="out must be a"):
        compiled(lambda x, o: int4_matmul(x, q, s, group_size=G, out=o))(a, torch.empty(1, N, dtype=torch.float16))
    with pytest.raises(Exception, match="scales are required") as e:
        compiled(lambda x: int4_matmul(x, q))(a)
    assert "scales are required" in str(e.value) + str(e.value.__cause__) + str(e.value.__context__)


# ---- JITKernel.as_torch_op ------------------------------------------------------------------
def scale_add(dtype="float32"):
    M = T.dynamic("M")

    @T.prim_func
    def main(A: T.Tensor((M, 64), dtype), B: T.Tensor((64,), dtype), alpha: T.float32,
             C: T.Tensor((M, 64), dtype), D: T.Tensor((M,), "float32")):
        with T.Kernel(T.ceildiv(M, 32), threads=128) as bx:
            for i, j in T.Parallel(32, 64):
                r = bx * 32 + i
                if r < M:
                    C[r, j] = A[r, j] * alpha + B[j]
            for i in T.Parallel(32):
                r = bx * 32 + i
                if r < M:
                    D[r] = A[r, 0] * 2.0
    return main


def test_as_torch_op_opcheck_and_compile():
    kernel = tilelang.compile(scale_add(), out_idx=[3, 4], target="cpu")
    op = kernel.as_torch_op("tltest::scale_add")
    assert op is torch.ops.tltest.scale_add.default and kernel.as_torch_op("tltest::scale_add") is op
    assert str(op._schema) == "tltest::scale_add(Tensor A, Tensor B, float alpha) -> (Tensor, Tensor)"
    a, b = randn((40, 64), torch.float32, 14), randn((64,), torch.float32, 15)
    c, d = op(a, b, 0.5)
    assert torch.equal(c, a * 0.5 + b) and torch.equal(d, a[:, 0] * 2)
    torch.library.opcheck(op, (a, b, 0.5))
    f = compiled(lambda x, y: op(x, y, 0.5)[0] + 1, dynamic=True)
    for m in (40, 7):
        x = randn((m, 64), torch.float32, 16 + m)
        assert torch.equal(f(x, b), op(x, b, 0.5)[0] + 1)
    assert op in graph_ops(lambda x, y: op(x, y, 0.5)[1], a, b)
    from torch._subclasses.fake_tensor import FakeTensorMode

    with FakeTensorMode() as mode:  # the fake implementation checks what it can see
        fa, fb = mode.from_tensor(a), mode.from_tensor(b)
        assert [tuple(x.shape) for x in op(fa, fb, 1.0)] == [(40, 64), (40,)]
        with pytest.raises(TypeError, match="argument 'A' must be float32"):
            op(fa.half(), fb, 1.0)
        with pytest.raises(RuntimeError, match="argument 'B' must have shape"):
            op(fa, fb[:32], 1.0)
    with pytest.raises(tilelang.TileLangError, match="argument 1"):  # the kernel's own checks, eagerly
        op(a, b[:32], 1.0)


def test_as_torch_op_on_a_gemm():
    kernel = tilelang.compile(tilelang.ops.tiled_gemm(T.dynamic("M"), 32, 64, block_M=32, block_N=32, block_K=32,
                                                      num_stages=1), out_idx=[-1], target="cpu")
    op = kernel.as_torch_op("tltest::gemm")
    a, b = randn((16, 64), torch.float16, 20), randn((64, 32), torch.float16, 21)
    torch.library.opcheck(op, (a, b))
    c = compiled(lambda x, y: op(x, y))(a, b)
    assert torch.equal(c, kernel(a, b)) and rel_err(c, a.double() @ b.double()) < 1e-2


def test_as_torch_op_refuses_what_it_cannot_derive():
    kernel = tilelang.compile(scale_add(), out_idx=[3, 4], target="cpu")
    for bad in ("scale_add", "a::b::c", "tltest::", "::x", "tl test::x", 3):
        with pytest.raises(ValueError, match="namespace::op_name"):
            kernel.as_torch_op(bad)
    with pytest.raises(ValueError, match="already defined"):
        kernel.as_torch_op("aten::add")
    kernel.as_torch_op("tltest::taken")
    other = tilelang.compile(scale_add(), out_idx=[3, 4], target="cpu")
    with pytest.raises(ValueError, match="another kernel"):
        other.as_torch_op("tltest::taken")
    with pytest.raises(ValueError, match="no outputs"):
        tilelang.compile(scale_add(), target="cpu").as_torch_op("tltest::none")

    @T.prim_func
    def free(A: T.Tensor((T.dynamic("M"),), "float32"), C: T.Tensor((T.dynamic("P"),), "float32")):
        with T.Kernel(1, threads=32) as bx:
            C[0] = A[0]

    with pytest.raises(ValueError, match="P that no input tensor's shape gives"):
        tilelang.compile(free, out_idx=[-1], target="cpu").as_torch_op("tltest::free")


# ---- on the GPU -----------------------------------------------------------------------------
@pytest.mark.parametrize("wdtype", ["int4", I3])
@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_gpu_opcheck(wdtype):
    q, s, z = weight(wdtype, G, wdtype is I3, seed=30, device="cuda")
    name = getattr(wdtype, "name", wdtype)
    a = randn((3, K), torch.float16, 31).cuda()
    torch.library.opcheck(OPS.lowbit_matmul.default, (a, q, s, z, G, name))
    torch.library.opcheck(OPS.prepare.default, (q, s, z, G, name))
    p = prepare(q, s, z, group_size=G, dtype=wdtype)
    torch.library.opcheck(OPS.lowbit_matmul_prepared.default, (a, p.qweight, p.scales, p.zeros, p.dtype,
                                                                 list(p.planes) or None))


@pytest.mark.parametrize("mode", ["default", "reduce-overhead"])
@pytest.mark.parametrize("prepared", [True, False], ids=["prepared", "raw"])
@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_gpu_compiled_matches_eager(mode, prepared):
    q, s, z = weight("int4", G, False, seed=32, device="cuda")
    m = Linear(q, s, z, prepared)
    f = torch.compile(m, fullgraph=True, mode=mode)
    for step in range(4):  # (reduce-overhead: warm-up, record, replays)
        a = randn((2, K), torch.float16, 33 + step).cuda()
        want = m(a)
        got = f(a).clone()
        torch.cuda.synchronize()
        assert torch.equal(got, want), (mode, step)


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_gpu_as_torch_op():
    kernel = tilelang.compile(scale_add(), out_idx=[3, 4], target="cuda")
    op = kernel.as_torch_op("tltest::scale_add_cuda")
    a, b = randn((40, 64), torch.float32, 40).cuda(), randn((64,), torch.float32, 41).cuda()
    torch.library.opcheck(op, (a, b, 0.5))
    c = torch.compile(lambda x, y: op(x, y, 0.5)[0] + 1, fullgraph=True)(a, b)
    assert torch.equal(c, op(a, b, 0.5)[0] + 1) and torch.equal(op(a, b, 0.5)[0], a * 0.5 + b)


def _kernels_of(run) -> list[str]:
    """The names of the GPU kernels and memsets ``run()`` launches (torch.profiler)."""
    from torch.profiler import ProfilerActivity, profile

    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        run()
        torch.cuda.synchronize()
    return [e.name for e in prof.events() if e.device_type == torch.autograd.DeviceType.CUDA]


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_gpu_split_k_op_calls_count_in_the_weights_counters():
    """A prepared weight's split-K calls through the op count in the weight's own
    counters: a captured graph of the op is the gemm kernel alone (no zeroing node),
    its replays and calls on another stream give the eager bits, the counters end at
    zero."""
    from tilelang.ops import plan

    n = k = 4096
    q, s = tilelang.quantize(randn((n, k), torch.float16, 50), "int4", group_size=G)
    p = prepare(q.cuda(), s.cuda(), group_size=G)
    assert plan(1, n, k, G, wgmma=True)[1]["split_k"] > 1 and p._counters is not None
    a = randn((1, k), torch.float16, 51).cuda()
    op = lambda x: OPS.lowbit_matmul_prepared(x, p.qweight, p.scales, p.zeros, p.dtype)  # noqa: E731
    assert torch.equal(op(a), int4_matmul(a, p))
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):  # (another stream: the counters' user changes, in order)
        on_side = op(a)
    torch.cuda.current_stream().wait_stream(side)
    assert torch.equal(on_side, int4_matmul(a, p))
    graph, static = torch.cuda.CUDAGraph(), a.clone()
    with torch.cuda.graph(graph):
        out = op(static)
    names = _kernels_of(graph.replay)
    assert len(names) == 1 and not any("emset" in x or "Fill" in x for x in names), names
    for seed in range(52, 56):
        static.copy_(randn((1, k), torch.float16, seed).cuda())
        graph.replay()
        torch.cuda.synchronize()
        assert torch.equal(out, int4_matmul(static, p)), seed
    assert int(p._counters.tensor.abs().sum()) == 0
    # an unsplit gemm through the op (64 x 256): its graph is the kernel alone too
    q, s, z = weight("int4", G, False, seed=57, device="cuda")
    p = prepare(q, s, z, group_size=G)
    assert plan(1, N, K, G, wgmma=True)[1]["split_k"] == 1
    small = randn((1, K), torch.float16, 58).cuda()
    want = int4_matmul(small, p)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        out = OPS.lowbit_matmul_prepared(small, p.qweight, p.scales, p.zeros, p.dtype)
    names = _kernels_of(graph.replay)
    assert len(names) == 1 and torch.equal(out, want), names


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_gpu_op_calls_keep_split_k_buffers_on_the_default_stream_only():
    """A call through the op keeps its split-K partials on the default stream (no graph
    is captured there; split_scratch.py) and takes fresh ones on any other, where
    torch.compile's cudagraph trees warm up and record into their private pools."""
    from tilelang.ops.split_scratch import OP_CALL, split_buffers

    dev, shapes = torch.device("cuda"), ((8, 1, 4096), (1, 64))
    OP_CALL[0] = True
    try:
        first, second = split_buffers(*shapes, dev), split_buffers(*shapes, dev)
        side = torch.cuda.Stream()
        with torch.cuda.stream(side):
            on_side = [split_buffers(*shapes, dev) for _ in range(2)]
    finally:
        OP_CALL[0] = False
    assert first[0] is second[0] and first[1] is second[1]
    assert on_side[0][0] is not on_side[1][0] and on_side[0][0] is not first[0]
    assert int(on_side[0][1].abs().sum()) == 0  # (fresh counters start at zero)


@pytest.mark.parametrize("prepared", [True, False], ids=["prepared", "raw"])
@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_gpu_reduce_overhead_with_split_k(prepared):
    """torch.compile's CUDA graphs over split-K gemms (4096^2 at M = 2): the replays match
    eager bit for bit."""
    n = k = 4096
    q, s = tilelang.quantize(randn((n, k), torch.float16, 60), "int4", group_size=G)
    m = Linear(q.cuda(), s.cuda(), None, prepared)
    f = torch.compile(m, fullgraph=True, mode="reduce-overhead")
    for step in range(5):
        a = randn((2, k), torch.float16, 61 + step).cuda()
        want = m(a)
        got = f(a).clone()
        torch.cuda.synchronize()
        assert torch.equal(got, want), step
