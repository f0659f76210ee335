"""Shared-memory bank conflicts counted by the simulator (``tilelang.bank_conflicts``,
``backends/sim/banks.py``): known access patterns give the GPU's wavefront counts."""

import numpy as np
import pytest
import torch

import tilelang

KERNEL = """
func {{sym_name = "banks"}} (%A: tensor<[32, 32], float32>, %B: tensor<[32, {cols}], float32>) {{
  %c1 = const {{value = 1}} : index
  kernel [%c1] {{threads = [32]}} (%bx: index) {{
    %tx = thread_idx {{dim = 0}} : index
    %c0 = const {{value = 0}} : index
    %c4 = const {{value = 4}} : index
    %c8 = const {{value = 8}} : index
    %c32 = const {{value = 32}} : index
    %s = alloc_shared : shared<[32, 32], float32>
    for %c0, %c32, %c1, [] (%rr: index) {{
      %x = load %A, [%rr, %tx] : float32
      store %s, [%rr, %tx], %x
    }}
    barrier
    {body}
  }}
}}
"""
SCALAR = """%v = load %s, [{read}] : float32 loc(0:7:9)
    store %B, [%tx, %c0], %v"""
VECTOR = """%r8 = floordiv %tx, %c8 : index
    %m8 = floormod %tx, %c8 : index
    %col = mul %m8, %c4 : index
    %v = vec_load %s, [{read}] : vec<4, float32> loc(0:7:9)
    vec_store %B, [%tx, %c0], %v"""


def count(body: str, cols: int, op: str):
    """(output, requests, wavefronts, ideal, report) of the one ``op`` site of ``body``
    (a thread's read of the 32 x 32 float32 shared tile holding A), run on the simulator."""
    module = tilelang.parse_ir('source 0 = "banks.py"\n' + KERNEL.format(cols=cols, body=body))
    kernel = tilelang.compile(module, out_idx=[1], target="sim")
    with tilelang.bank_conflicts() as report:
        out = kernel(torch.arange(32 * 32, dtype=torch.float32).reshape(32, 32))
    ((_, _, requests, wavefronts, ideal),) = [r for r in report.worst() if r[1] == op]
    return out, requests, wavefronts, ideal, report


@pytest.mark.parametrize("read,want,expect", [
    ("%c0, %tx", 1, lambda a: a[0, :]),      # a row: 32 lanes, 32 banks
    ("%tx, %c0", 32, lambda a: a[:, 0]),     # a column: 128-byte stride, every lane bank 0
    ("%c0, %c0", 1, lambda a: a[0, 0].expand(32)),  # one word: a broadcast
])
def test_wavefronts_of_known_patterns(read, want, expect):
    out, requests, wavefronts, ideal, report = count(SCALAR.format(read=read), 1, "load")
    a = torch.arange(32 * 32, dtype=torch.float32).reshape(32, 32)
    assert torch.equal(out[:, 0], expect(a))  # (the program ran)
    assert (requests, wavefronts, ideal) == (1, want, 1)
    assert str(report).startswith("shared-memory wavefronts:")


def test_nothing_is_counted_outside_a_report():
    from tilelang.backends.sim.banks import _REPORT

    assert _REPORT.get() is None
    with tilelang.bank_conflicts() as outer:
        assert _REPORT.get() is outer
    assert _REPORT.get() is None and np.isscalar(outer.excess)


@pytest.mark.parametrize("read,want", [
    ("%r8, %col", 4),   # 16 bytes a lane, 512 contiguous bytes: 4 phases of 8 lanes, no conflict
    ("%tx, %c0", 32),   # 16 bytes at a 128-byte stride: a phase's 8 lanes all in banks 0-3
])
def test_sixteen_byte_accesses_go_in_phases_of_eight_lanes(read, want):
    _, requests, wavefronts, ideal, _ = count(VECTOR.format(read=read), 4, "vec_load")
    assert (requests, wavefronts, ideal) == (1, want, 4)


def test_ldmatrix_of_a_swizzled_gemm_tile_is_conflict_free():
    """A gemm's shared operands take an XOR swizzle (layout inference) so that ldmatrix's
    8 rows a phase fall in distinct banks: its count is at the ideal; the same tile read
    without the swizzle (annotated plain) takes 8 wavefronts a phase."""
    import tilelang.language as T
    from tilelang.layout import Layout

    plain_rows = Layout((16, 64), lambda i, j: (i, j))

    def gemm(plain):
        @T.prim_func
        def f(A: T.Tensor((16, 64), "float16"), B: T.Tensor((64, 16), "float16"), C: T.Tensor((16, 16), "float32")):
            with T.Kernel(1, threads=32) as _:
                A_s = T.alloc_shared((16, 64), "float16")
                B_s = T.alloc_shared((64, 16), "float16")
                C_f = T.alloc_fragment((16, 16), "float32")
                if plain:
                    T.annotate_layout({A_s: plain_rows})
                T.copy(A, A_s)
                T.copy(B, B_s)
                T.clear(C_f)
                T.gemm(A_s, B_s, C_f)
                T.copy(C_f, C)
        return f

    a, b = torch.randn(16, 64).half(), torch.randn(64, 16).half()
    found = {}
    for plain in (False, True):
        kernel = tilelang.compile(gemm(plain), out_idx=[2], target="sim", arch="sm_80")
        with tilelang.bank_conflicts() as report:
            c = kernel(a, b)
        assert torch.allclose(c, a.float() @ b.float(), rtol=1e-2, atol=1e-2)
        rows = [r for r in report.worst(100) if r[1] == "ldmatrix"]
        assert rows, "the gemm reads its operands with ldmatrix"
        found[plain] = (sum(r[3] for r in rows), sum(r[4] for r in rows))
    assert found[False][0] == found[False][1]  # swizzled: the ideal
    assert found[True][0] > found[True][1]     # plain 128-byte rows: conflicts
