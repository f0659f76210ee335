"""Text-IR tests: a row-reduced fragment takes the accumulator's row layout, and the
reduction and the elementwise loops reading it need no shared staging."""

import numpy as np

import tilelang
from tilelang.layout import make_gemm_accumulator, make_wgmma_accumulator
from tilelang.layout.rows import bit_linear, row_fragment, row_inverse
from tilelang.lowering.passes import PASSES

HEAD = """
func {{sym_name = "f"}} (%A: tensor<[{m}, 32], float16>, %B: tensor<[32, {n}], float16>{extra}) {{
  %k1 = const {{value = 1}} : index
  %z0 = const {{value = 0}} : index
  %s = const {{value = 0.5}} : float32
  kernel [%k1] {{threads = [{threads}]}} (%bx: index) {{
    %a = alloc_shared : shared<[{m}, 32], float16>
    %b = alloc_shared : shared<[32, {n}], float16>
    %c = alloc_fragment : fragment<[{m}, {n}], float32>
    %r = alloc_fragment : fragment<[{m}], float32>
    %q = alloc_fragment : fragment<[{m}], float32>
"""
KERNEL = HEAD.replace("{extra}", "") + """    gemm %a, %b, %c {{policy = "full_row"}}
    reduce %c, %r {{kind = max, dim = 1}}
    parallel {{extents = [{m}]}} (%i: index) {{
      %x = load %r, [%i] : float32
      %y = mul %x, %s : float32
      store %q, [%i], %y
    }}
    parallel {{extents = [{m}, {n}]}} (%i: index, %j: index) {{
      %v = load %c, [%i, %j] : float32
      %w = load %q, [%i] : float32
      %d = sub %v, %w : float32
      store %c, [%i, %j], %d
    }}
  }}
}}
"""


def lower(m=64, n=64, threads=128, until="lower-tile-ops", arch=None):
    module = tilelang.parse_ir(KERNEL.format(m=m, n=n, threads=threads))
    return str(tilelang.lower(module, until=until, arch=arch))


def test_row_fragment_of_the_mma_accumulator_holds_each_row_where_the_accumulator_does():
    acc = make_gemm_accumulator(128, 64, 8, 16, "full_row")
    rows = row_fragment(acc, 1)
    assert rows.replicate == 4 and rows.local_shape == (2,)  # a quad's 4 lanes; rows r and r + 8
    rows.check_coverage()
    i, j = np.meshgrid(np.arange(128), np.arange(64), indexing="ij")
    holders = np.stack([rows.thread_of(i, rep=r) for r in range(4)])
    assert (holders == acc.thread_of(i, j)).any(axis=0).all()
    inv = row_inverse(rows, 256)
    for t in (0, 5, 37, 255):
        for slot in (0, 1):
            line = inv.evaluate({"t": t, "l": slot})
            assert t in [rows.thread_of(line, rep=r) for r in range(4)] and rows.index_of(line)[0] == slot


def test_row_fragment_of_the_wgmma_accumulator_and_columns():
    acc = make_wgmma_accumulator(128, 128, 2)
    rows = row_fragment(acc, 1)
    assert rows.replicate == 4 and rows.local_shape == (2,)
    cols = row_fragment(acc, 0)  # a column reduction: every warp holds every column
    assert cols.replicate == 64


def test_bit_linear_finds_closed_forms_and_refuses_others():
    assert bit_linear([[0, 1], [4, 5]], ["a", "b"]).evaluate({"a": 1, "b": 1}) == 5
    assert bit_linear([0, 1, 3, 2], ["x"]) is None  # bit 0's weight depends on bit 1


def test_row_statistics_take_the_row_layout_and_need_no_shared_memory():
    out = lower()
    assert "_staged" not in out and "reduce_partials" not in out
    assert " shfl " in out  # the quad's lanes combine by shuffles
    inferred = str(tilelang.lower(tilelang.parse_ir(KERNEL.format(m=64, n=64, threads=128)),
                                  until="layout-inference"))
    assert "replicate=4" in inferred  # full_row: a row is held by the 4 lanes of a quad


def test_a_row_vector_stored_to_memory_keeps_the_blocked_default():
    text = KERNEL.format(m=64, n=64, threads=128).replace(
        "      store %q, [%i], %y\n", "      store %q, [%i], %y\n      store %A, [%i, %i], %y\n")
    module = PASSES["layout-inference"]().run(tilelang.parse_ir(text))
    assert "replicate=4" not in str(module)  # every replica would store: not taken


STORING = HEAD.replace("{extra}", ", %O: tensor<[{m}], float32>") + """\
    copy %A, %a, [%z0, %z0], [%z0, %z0] {{src_extents = [{m}, 32], dst_extents = [{m}, 32]}}
    copy %B, %b, [%z0, %z0], [%z0, %z0] {{src_extents = [32, {n}], dst_extents = [32, {n}]}}
    gemm %a, %b, %c {{policy = "full_row", clear_accum = true}}
    reduce %c, %r {{kind = max, dim = 1}}
    parallel {{extents = [{m}]}} (%i: index) {{
      %x = load %r, [%i] : float32
      %y = mul %x, %s : float32
      store %q, [%i], %y
    }}
    parallel {{extents = [{m}]}} (%i: index) {{
      %z = load %q, [%i] : float32
      store %O, [%i], %z
    }}
  }}
}}
"""


def test_a_loop_storing_only_memory_keeps_the_row_layout_and_stores_from_the_first_replica():
    # (the decode kernels' Lse store after the loop): the row statistics keep their row layout
    # -- no staging -- and each element is stored by replica 0's thread alone
    text = STORING.format(m=64, n=64, threads=128)
    inferred = str(PASSES["layout-inference"]().run(tilelang.parse_ir(text)))
    assert "replicate=4" in inferred
    out = str(tilelang.lower(tilelang.parse_ir(text), until="lower-tile-ops"))
    assert "_staged" not in out and "reduce_partials" not in out
    before = out[:out.index("store %O")]
    cond = before[before.rindex(" if ") + 4:].split()[0].rstrip(",")  # (the guard's condition)
    assert f"{cond} = eq " in before  # (the thread is the element's replica 0)
    # TILELANG_ROW_STORES=0 (the target's row_stores off): the blocked default, staged reads
    off = str(tilelang.lower(tilelang.parse_ir(text), until="lower-tile-ops", row_stores=False))
    assert "_staged" in off or "reduce_partials" in off
    # on the simulator: every element of O once, 0.5 x the row's max of A @ B
    kernel = tilelang.compile(tilelang.parse_ir(text), target="sim")
    rng = np.random.default_rng(3)
    a, b = (rng.standard_normal(s).astype(np.float16) for s in ((64, 32), (32, 64)))
    o = np.full(64, np.nan, np.float32)
    kernel(a, b, o)
    want = 0.5 * (a.astype(np.float64) @ b.astype(np.float64)).max(axis=1)
    assert np.allclose(o, want, rtol=1e-3, atol=1e-3)
