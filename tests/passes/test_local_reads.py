"""``T.Parallel`` reads of another fragment at indices other than the loop's own
(``lowering/tile_lowering/local_reads.py``): the walking thread's own elements -- of a
replicated fragment, those one of its replicas is -- come from its registers (no
``_staged`` shared copy, no barrier), anything else is still staged; both give the
interpreter's results on the simulator."""

import numpy as np
import pytest
import torch

import tilelang
import tilelang.language as T
from tilelang.layout import Fragment
from tilelang.lowering.tile_lowering.local_reads import _padded
from tilelang.layout.rows import bit_linear

ROWS, COLS, THREADS = 8, 64, 32


def chain_sums(step, M=1, shift=0):
    """S[m, i, x] = sum of W[i, 4 x + step * e + shift] * A[m, i, ...] over e < 4: W holds
    4 consecutive columns of a row per thread (``step`` = 1 reads a thread's own ones;
    ``shift`` = 1 reads the next thread's first column too)."""
    lanes = THREADS // ROWS
    w = Fragment([ROWS, COLS], forward_fn=lambda i, j: (i * lanes + j // 4 % lanes, j // 16 * 4 + j % 4))
    s = Fragment([M, ROWS, COLS // 4], forward_fn=lambda m, i, x: (i * lanes + x % lanes, m * 4 + x // lanes))
    # (closed-form inverses: (thread, slot) -> element, checked against the forward maps)
    w._inverse_hint = lambda t, l: (t // lanes, (l // 4 * lanes + t % lanes) * 4 + l % 4)
    s._inverse_hint = lambda t, l: (l // 4, t // lanes, l % 4 * lanes + t % lanes)

    @T.prim_func
    def f(W: T.Tensor((ROWS, COLS), "float32"), A: T.Tensor((M, COLS), "float32"),
          S: T.Tensor((M, ROWS, COLS // 4), "float32")):
        with T.Kernel(1, threads=THREADS) as bx:
            W_f = T.alloc_fragment((ROWS, COLS), "float32")
            S_f = T.alloc_fragment((M, ROWS, COLS // 4), "float32")
            T.annotate_layout({W_f: w, S_f: s})
            for i, j in T.Parallel(ROWS, COLS):
                W_f[i, j] = W[i, j]
            for m, i, x in T.Parallel(M, ROWS, COLS // 4):
                acc = W_f[i, 4 * x + shift] * A[m, 4 * x]
                for e in (1, 2, 3):
                    acc = acc + W_f[i, (4 * x + step * e + shift) % COLS] * A[m, 4 * x + e]
                S_f[m, i, x] = acc
            T.copy(S_f, S)
    return f


def _run(f, M, target):
    w = torch.randn(ROWS, COLS, dtype=torch.float64).float()
    a = torch.randn(M, COLS, dtype=torch.float64).float()
    out = torch.empty(M, ROWS, COLS // 4)
    tilelang.compile(f, out_idx=None, target=target)(w, a, out)
    return w, a, out


@pytest.mark.parametrize("M", [1, 3])
def test_own_elements_read_from_registers(M):
    f = chain_sums(1, M)
    lowered = str(tilelang.lower(f, until="lower-tile-ops"))
    assert "_staged" not in lowered and "barrier" not in lowered
    w, a, cpu = _run(f, M, "cpu")
    ref = torch.einsum("ixe,mxe->mix", w.double().reshape(ROWS, COLS // 4, 4), a.double().reshape(M, COLS // 4, 4))
    assert torch.allclose(cpu.double(), ref, rtol=1e-5, atol=1e-5)
    sim_out = torch.empty_like(cpu)
    tilelang.compile(f, out_idx=None, target="sim")(w, a, sim_out)
    assert torch.equal(sim_out, cpu)


def test_other_threads_elements_are_still_staged():
    f = chain_sums(1, 1, shift=1)  # column 4 x + 4 is the next thread's
    lowered = str(tilelang.lower(f, until="lower-tile-ops"))
    assert "W_f_staged" in lowered
    w, a, cpu = _run(f, 1, "cpu")
    sim = torch.empty_like(cpu)
    tilelang.compile(f, out_idx=None, target="sim")(w, a, sim)
    assert torch.equal(sim, cpu)


def test_slot_tables_of_odd_lengths_are_padded_with_their_form():
    table = np.array([3, 5, 7])  # 3 + 2 l
    assert bit_linear(_padded(table), ["l"]).evaluate({"l": 2}) == 7
    assert bit_linear(_padded(np.array([0, 1, 2, 4, 7])), ["l"]) is None  # no bit-linear form: refused


def test_a_fragment_the_loop_stores_is_not_read_from_registers():
    lanes = THREADS // ROWS
    w = Fragment([ROWS, COLS], forward_fn=lambda i, j: (i * lanes + j // 4 % lanes, j // 16 * 4 + j % 4))
    w._inverse_hint = lambda t, l: (t // lanes, (l // 4 * lanes + t % lanes) * 4 + l % 4)

    @T.prim_func
    def f(W: T.Tensor((ROWS, COLS), "float32"), V: T.Tensor((ROWS, COLS), "float32")):
        with T.Kernel(1, threads=THREADS) as bx:
            W_f = T.alloc_fragment((ROWS, COLS), "float32")
            T.annotate_layout({W_f: w})
            for i, j in T.Parallel(ROWS, COLS):
                W_f[i, j] = W[i, j]
            for i, j in T.Parallel(ROWS, COLS):  # every element as it was: W[i, j ^ 1] - W[i, j]
                W_f[i, j] = W_f[i, j // 2 * 2 + 1 - j % 2] - W_f[i, j]
            T.copy(W_f, V)

    assert "W_f_staged" in str(tilelang.lower(f, until="lower-tile-ops"))
    x = torch.randn(ROWS, COLS, dtype=torch.float64).float()
    want = x.reshape(ROWS, COLS // 2, 2).flip(-1).reshape(ROWS, COLS) - x
    for target in ("cpu", "sim"):
        out = torch.empty(ROWS, COLS)
        tilelang.compile(f, out_idx=None, target=target)(x, out)
        assert torch.equal(out, want)


def _outer_index_sums(scale_in_loop):
    """out[d] = sum over s of w[s] * X[s, d] with ``w[s]`` read in a ``T.Parallel`` inside
    ``for s`` (the decode attention's combine); ``scale_in_loop``: the loop also halves
    w after each step, so the read must see each step's values."""
    S, D = 6, 32

    @T.prim_func
    def f(W: T.Tensor((S,), "float32"), X: T.Tensor((S, D), "float32"), O: T.Tensor((D,), "float32")):
        with T.Kernel(1, threads=32) as bx:
            w = T.alloc_fragment((S,), "float32")
            out = T.alloc_fragment((D,), "float32")
            for s in T.Parallel(S):
                w[s] = W[s] * 2
            T.clear(out)
            for s in T.unroll(S):
                for d in T.Parallel(D):
                    out[d] += w[s] * X[s, d]
                if scale_in_loop:
                    for i in T.Parallel(S):
                        w[i] = w[i] * 0.5
            T.copy(out, O)

    w, x = torch.randn(S), torch.randn(S, D)
    weights = 2 * w.double() * (0.5 ** torch.arange(S, dtype=torch.float64) if scale_in_loop else 1)
    return f, (w, x), weights @ x.double()


@pytest.mark.parametrize("scale_in_loop", [False, True], ids=["unchanged", "written-in-loop"])
def test_index_of_an_enclosing_loop_is_staged_once_when_the_loop_leaves_it(scale_in_loop):
    """The index is the outer loop's variable, not the grid's, so the read is staged
    (this once failed in the check with an AttributeError); the staging goes before the
    loop when the loop leaves the fragment unchanged, else stays in it.  The sums agree
    with float64 on cpu and on the simulator."""
    f, args, ref = _outer_index_sums(scale_in_loop)
    lowered = str(tilelang.lower(f, until="lower-tile-ops"))
    staged, loop = lowered.index("%w_staged = alloc_shared"), lowered.index("kind = unroll")
    assert (staged > loop) == scale_in_loop, lowered
    for target in ("cpu", "sim"):
        out = torch.empty(ref.shape)
        tilelang.compile(f, out_idx=None, target=target)(*args, out)
        assert torch.allclose(out.double(), ref, rtol=1e-5, atol=1e-5), target


def row_scaled(offset):
    """O[i, j] = W[i, j] * v[(i + offset) % 16]: W's row i lives in threads 4 i .. 4 i + 3
    (4 consecutive columns each), v is replicated over the same 4 threads for rows i and
    i + 8 (slots 0 and 1) -- the layout a row reduction gives its result
    (``layout/rows.py``), here annotated."""
    lanes = THREADS // ROWS
    w = Fragment([ROWS, COLS], forward_fn=lambda i, j: (i * lanes + j // 4 % lanes, j // 16 * 4 + j % 4))
    w._inverse_hint = lambda t, l: (t // lanes, (l // 4 * lanes + t % lanes) * 4 + l % 4)
    v = Fragment([2 * ROWS], forward_thread=lambda i, rep: i % ROWS * lanes + rep,
                 forward_index=lambda i: i // ROWS, replicate=lanes)

    @T.prim_func
    def f(W: T.Tensor((ROWS, COLS), "float32"), V: T.Tensor((2 * ROWS,), "float32"),
          O: T.Tensor((ROWS, COLS), "float32")):
        with T.Kernel(1, threads=THREADS) as bx:
            W_f = T.alloc_fragment((ROWS, COLS), "float32")
            v_f = T.alloc_fragment((2 * ROWS,), "float32")
            T.annotate_layout({W_f: w, v_f: v})
            for i in T.Parallel(2 * ROWS):
                v_f[i] = V[i]
            for i, j in T.Parallel(ROWS, COLS):
                W_f[i, j] = W[i, j] * v_f[(i + offset) % (2 * ROWS)]
            T.copy(W_f, O)
    return f


@pytest.mark.parametrize("offset,held", [(0, True), (8, True), (1, False), (9, False)])
def test_replicated_rows_read_from_registers_where_a_replica_is_the_walking_thread(offset, held):
    f = row_scaled(offset)  # rows i, i + 8: the walking thread's replicas; i + 1, i + 9: the next row's threads
    lowered = str(tilelang.lower(f, until="lower-tile-ops"))
    assert ("v_f_staged" not in lowered and "barrier" not in lowered) if held else "v_f_staged" in lowered
    w = torch.randn(ROWS, COLS, dtype=torch.float64).float()
    v = torch.randn(2 * ROWS, dtype=torch.float64).float()
    want = w * v[(torch.arange(ROWS) + offset) % (2 * ROWS)][:, None]  # (one rounding: bit-exact)
    for target in ("cpu", "sim"):
        out = torch.empty(ROWS, COLS)
        tilelang.compile(f, out_idx=None, target=target)(w, v, out)
        assert torch.equal(out, want), target


def _chunk_sums(kind, C=5, G=4, D=32):
    """out[g, d] = sum over c of P[c, g, d] * 2, the partials read at ``[c, g, d]`` in a
    ``T.Parallel(G, D)`` inside ``for c`` (``kind``: unroll or serial): each thread holds
    every c of its (g, d) (the blocked layout deals P's chunks to the same threads)."""
    loop = {"unroll": T.unroll, "serial": T.serial}[kind]

    @T.prim_func
    def f(P: T.Tensor((C, G, D), "float32"), O: T.Tensor((G, D), "float32")):
        with T.Kernel(1, threads=G * D // 4) as bx:
            parts = T.alloc_fragment((C, G, D), "float32")
            acc = T.alloc_fragment((G, D), "float32")
            for c, g, d in T.Parallel(C, G, D):
                parts[c, g, d] = P[c, g, d]
            T.clear(acc)
            for c in loop(C):
                for g, d in T.Parallel(G, D):
                    acc[g, d] += parts[c, g, d] * 2
            T.copy(acc, O)

    p = torch.randn(C, G, D, dtype=torch.float64).float()
    return f, p, (2 * p.double()).sum(0)


@pytest.mark.parametrize("kind,held", [("unroll", True), ("serial", False)])
def test_an_unrolled_loops_index_reads_the_threads_own_chunk_from_registers(kind, held):
    """Slot ``c * 4 + l`` of the thread's partials: a closed form in the unrolled loop's
    variable and ``l`` -- no shared copy (a 256-split combine's was 256 KB, more than an
    SM has).  A serial loop's index would address registers at run time: still staged."""
    f, p, ref = _chunk_sums(kind)
    lowered = str(tilelang.lower(f, until="lower-tile-ops"))
    assert ("parts_staged" not in lowered and "barrier" not in lowered) if held else "parts_staged" in lowered
    for target in ("cpu", "sim"):
        out = torch.empty(ref.shape)
        tilelang.compile(f, out_idx=None, target=target)(p, out)
        assert torch.allclose(out.double(), ref, rtol=1e-6, atol=1e-6), target
    if held:
        src = tilelang.compile(f, out_idx=None, target="cuda", arch="sm_90a").get_kernel_source()
        assert "parts_staged" not in src and "__syncthreads" not in src[src.index("kernel("):]
