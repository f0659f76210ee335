"""``wgmma-zero-accumulator`` on text IR: a zero fill of the whole accumulator right
before the wgmmas that first write it becomes their ``zero_acc`` (PTX scale-d = 0), and
where it does not."""

import pytest

import tilelang

from irchecks import run_pass


def kernel_text(fill="0.0", regs=8, between="", mmas=(("%c0", 16),)):
    """An accumulator of ``regs`` registers filled with ``fill``, then ``between``, a
    fence, the wgmmas ``mmas`` ((offset, n) each), a wait and a read of every register."""
    lines = ['func {sym_name = "f"} (%O: tensor<[128, 16], float32>) {',
             "  %k1 = const {value = 1} : index",
             "  kernel [%k1] {threads = [128], shared_bytes = 0} (%bx: index) {",
             "    %tid = thread_idx {dim = 0} : index",
             "    %c0 = const {value = 0} : index", "    %c1 = const {value = 1} : index",
             "    %c8 = const {value = 8} : index", f"    %cr = const {{value = {regs}}} : index",
             f"    %fill = const {{value = {fill}}} : float32",
             f"    %C = alloc_local : local<[{regs}], float32>",
             "    for %c0, %cr, %c1, [] {kind = unroll} (%i: index) {",
             "      store %C, [%i], %fill", "    }",
             "    %A_s = alloc_shared {offset = 0} : shared<[64, 32], float16>",
             "    %B_s = alloc_shared {offset = 4096} : shared<[16, 32], float16>",
             "    %da = wgmma_desc %A_s, [%c0, %c0] {swizzle = 64} : uint64",
             "    %db = wgmma_desc %B_s, [%c0, %c0] {swizzle = 64} : uint64"]
    lines += [between] if between else []
    lines += ["    wgmma_fence %C, none"]
    lines += [f"    wgmma %da, %db, %C, {off} {{n = {n}}}" for off, n in mmas]
    lines += ["    wgmma_commit", "    wgmma_wait %C, none",
              "    for %c0, %cr, %c1, [] {kind = unroll} (%j: index) {",
              "      %v = load %C, [%j] : float32", "      store %O, [%tid, %j], %v", "    }", "  }", "}", ""]
    return "\n".join(lines)


def run(text):
    return run_pass("wgmma-zero-accumulator", text)


def test_a_zero_fill_before_the_wgmma_becomes_its_zero_accumulator():
    module, out = run(kernel_text())
    assert "store %C, [%i], %fill" not in out
    assert "wgmma %da, %db, %C, %c0 {n = 16, zero_acc = true}" in out
    assert "wgmma_fence %C, none {zero_acc = true}" in out
    pytest.importorskip("cuda.bindings")
    src = tilelang.compile(module, target="cuda", arch="sm_90a").get_kernel_source()
    assert src.count('"r"(0));') == 1 and '"r"(1));' not in src  # (scale-d 0: D = A B)
    # the asm only writes C, and the fence holds none of it: C's old values are dead before
    assert '"=f"(tl_acc[' in src and '"+f"(tl_acc[' not in src and "tl::wgmma_fence<0>(C)" in src


def test_parts_of_the_accumulator_each_start_from_zero_once():
    _, out = run(kernel_text(regs=16, mmas=(("%c0", 16), ("%c8", 16), ("%c0", 16))))
    assert "store %C, [%i], %fill" not in out
    mmas = [line.strip() for line in out.splitlines() if line.strip().startswith("wgmma %da")]
    assert [("zero_acc = true" in m) for m in mmas] == [True, True, False]
    assert mmas[2].startswith("wgmma %da, %db, %C, %c0 {n = 16}") and "zero_acc" not in mmas[2]  # (accumulates)


@pytest.mark.parametrize("fill, regs, between, mmas", [
    ("2.0", 8, "", (("%c0", 16),)),                                            # not zero
    ("0.0", 8, "    %x = load %C, [%c1] : float32\n    store %O, [%tid, %c1], %x", (("%c0", 16),)),  # read first
    ("0.0", 16, "", (("%c0", 16),)),                                          # half the registers written
])
def test_anything_else_keeps_the_fill(fill, regs, between, mmas):
    _, out = run(kernel_text(fill, regs, between, mmas))
    assert "store %C, [%i], %fill" in out and "zero_acc" not in out
