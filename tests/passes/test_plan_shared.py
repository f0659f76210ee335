"""Text-IR tests of ``plan-shared``."""

import pytest

import tilelang
from tilelang.lowering.passes import PASSES

TEXT = """
func {{sym_name = "f"}} (%G: tensor<[64], float32>) {{
  %k1 = const {{value = 1}} : index
  kernel [%k1] {{threads = [64]}} (%bx: index) {{
    %t = thread_idx {{dim = 0}} : index
    %x = load %G, [%t] : float32
    %a = alloc_shared : shared<[{n}], float32>
    store %a, [%t], %x
    %b = alloc_shared : shared<[{n}], float16>
    %h = cast %x : float16
    store %b, [%t], %h
    %c = alloc_shared : shared<[{n}], float32>
    %y = load %a, [%t] : float32
    store %c, [%t], %y
  }}
}}
"""


def plan(n=64, reuse=True, monkeypatch=None, arch=None, target=None):
    if not reuse:
        monkeypatch.setenv("TILELANG_SHARED_REUSE", "0")
    module = PASSES["plan-shared"](arch=arch, target=target).run(tilelang.parse_ir(TEXT.format(n=n)))
    module.verify()
    out = str(module)
    assert str(tilelang.parse_ir(out)) == out
    offsets = {op.result.name: op.offset for op in module.walk() if op.name == "alloc_shared"}
    kernel = next(op for op in module.walk() if op.name == "kernel")
    return offsets, kernel.shared_bytes


def test_offsets_are_aligned_and_dead_buffers_share_bytes():
    offsets, total = plan()
    # a lives until the load; b is dead after its store, so c (allocated later) may take b's bytes
    assert offsets["a"] == 0 and offsets["b"] % 128 == 0 and offsets["c"] % 128 == 0
    assert offsets["a"] != offsets["b"] and offsets["a"] != offsets["c"]
    assert offsets["c"] == offsets["b"]
    assert total == 256 + 256


def test_without_reuse_every_buffer_has_its_own_bytes(monkeypatch):
    offsets, total = plan(reuse=False, monkeypatch=monkeypatch)
    assert len(set(offsets.values())) == 3 and total == 256 + 256 + 256 - 128


def test_too_much_shared_memory_is_reported_with_the_sizes():
    with pytest.raises(tilelang.TileLangError, match=r"needs \d+ bytes of shared memory \(a 204800 B.*sm_80 allows 166912"):
        plan(n=51200, arch="sm_80")


def test_the_limit_is_the_lowered_arch_s_not_the_environment_s(monkeypatch):
    """A block of 200 KB fits sm_90a and not sm_80, whatever ``TILELANG_CUDA_ARCH`` says
    (it once decided the limit of every compile)."""
    monkeypatch.setenv("TILELANG_CUDA_ARCH", "sm_90a")
    with pytest.raises(tilelang.TileLangError, match="sm_80 allows"):
        plan(n=25600, arch="sm_80")
    monkeypatch.setenv("TILELANG_CUDA_ARCH", "sm_80")
    assert plan(n=25600, arch="sm_90a")[1] > 166912
    assert plan(n=25600)[1] > 166912  # (no arch: the interpreter's and simulator's, held to the largest limit)


def test_the_target_option_turns_reuse_off_without_the_environment():
    _, total = plan(target=tilelang.Target.for_arch("sm_90a", shared_reuse=False))
    assert total == 256 + 256 + 256 - 128


REUSE = """
func {sym_name = "f"} (%G: tensor<[64], float32>) {
  %k1 = const {value = 1} : index
  kernel [%k1] {threads = [64]} (%bx: index) {
    %t = thread_idx {dim = 0} : index
    %x = load %G, [%t] : float32
    %a = alloc_shared : shared<[64], float32>
    store %a, [%t], %x
    barrier
    %k0 = const {value = 0} : index
    %y = load %a, [%k0] : float32
    %b = alloc_shared : shared<[64], float32>
    store %b, [%t], %y
    barrier
    %z = load %b, [%k0] : float32
    store %G, [%t], %z
  }
}
"""


def test_a_buffer_taking_anothers_bytes_gets_a_barrier_candidate_before_it():
    # %b takes %a's bytes; thread 0 may still read %a[0] when thread 1 stores %b[1] over it
    module = PASSES["plan-shared"]().run(tilelang.parse_ir(REUSE))
    module.verify()
    offsets = {op.result.name: op.offset for op in module.walk() if op.name == "alloc_shared"}
    assert offsets["a"] == offsets["b"] == 0
    text = str(module)
    load_a, alloc_b = text.index("load %a"), text.index("%b = alloc_shared")
    assert text[load_a:alloc_b].count("barrier") == 1
    # insert-barriers keeps it: the accesses before and after it conflict through the shared bytes
    kept = str(PASSES["insert-barriers"]().run(module))
    assert kept[kept.index("load %a"):kept.index("%b = alloc_shared")].count("barrier") == 1


def test_no_candidate_where_a_barrier_already_separates_the_two_buffers(monkeypatch):
    text = REUSE.replace("    %b = alloc_shared", "    barrier\n    %b = alloc_shared")
    module = PASSES["plan-shared"]().run(tilelang.parse_ir(text))
    out = str(module)
    assert out[out.index("load %a"):out.index("%b = alloc_shared")].count("barrier") == 1
