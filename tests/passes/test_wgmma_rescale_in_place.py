"""``wgmma-register-waits`` on text IR: the elementwise rescale of an accumulator that
takes the place of a redefining wait (``rescale_in_place``), and where it does not."""

import numpy as np
import pytest

import tilelang

from irchecks import run_pass

HEAD = 'func {sym_name = "f"} (%O: tensor<[128, 8], float32>) {\n' \
       "  %k1 = const {value = 1} : index\n" \
       "  kernel [%k1] {threads = [128], shared_bytes = 0} (%bx: index) {\n" \
       "    %tid = thread_idx {dim = 0} : index\n" \
       "    %c0 = const {value = 0} : index\n" \
       "    %c1 = const {value = 1} : index\n" \
       "    %c8 = const {value = 8} : index\n" \
       "    %two = const {value = 2.0} : float32\n" \
       "    %C = alloc_local : local<[8], float32>\n" \
       "    for %c0, %c8, %c1, [] {kind = unroll} (%i: index) {\n" \
       "      store %C, [%i], %two\n" \
       "    }\n" \
       "    %A_s = alloc_shared {offset = 0} : shared<[64, 32], float16>\n" \
       "    %B_s = alloc_shared {offset = 4096} : shared<[8, 32], float16>\n" \
       "    %da = wgmma_desc %A_s, [%c0, %c0] {swizzle = 64} : uint64\n" \
       "    %db = wgmma_desc %B_s, [%c0, %c0] {swizzle = 64} : uint64\n" \
       "    wgmma_fence %C, none\n" \
       "    wgmma %da, %db, %C, %c1 {n = 16}\n" \
       "    wgmma_commit\n" \
       "    wgmma_wait %C, none\n"
TAIL = "    for %c0, %c8, %c1, [] {kind = unroll} (%j: index) {\n" \
       "      %v = load %C, [%j] : float32\n" \
       "      store %O, [%tid, %j], %v\n" \
       "    }\n" \
       "  }\n}\n"


def _rescale(upper="%c8", product="%x, %f", extra=""):
    return ("    %f = const {value = 0.5} : float32\n"
            f"    for %c0, {upper}, %c1, [] {{kind = unroll}} (%i2: index) {{\n"
            "      %x = load %C, [%i2] : float32\n"
            f"      %y = mul {product} : float32\n"
            f"{extra}"
            "      store %C, [%i2], %y\n"
            "    }\n")


def _run(text):
    return run_pass("wgmma-register-waits", text)


def test_a_wait_read_by_ordinary_code_redefines_its_accumulators():
    _, out = _run(HEAD + TAIL)
    assert "wgmma_wait %C, none {define_registers = true}" in out and "rescale_in_place" not in out


@pytest.mark.parametrize("product", ["%x, %f", "%f, %x"])
def test_a_rescale_of_every_register_redefines_them_in_place_and_the_wait_stays_plain(product):
    module, out = _run(HEAD + _rescale(product=product) + TAIL)
    assert "define_registers" not in out
    assert "rescale_in_place %C, [%i2], %f" in out and "%x = load %C" not in out and "mul" not in out
    # on CUDA: one multiply of each register onto itself, not a load, a product and a store
    pytest.importorskip("cuda.bindings")
    src = tilelang.compile(module, target="cuda", arch="sm_90a").get_kernel_source()
    assert src.count('asm volatile("mul.f32 %0, %0, %1;\\n" : "+f"(*(C + ') == 1
    assert "tl::wgmma_wait_defining<" not in src and "tl::wgmma_wait<0, " in src


@pytest.mark.parametrize("upper, product, extra", [
    ("%c1", "%x, %f", ""),                                   # one register of eight: the rest are only read
    ("%c8", "%x, %x", ""),                                   # C squared: not a factor
    ("%c8", "%x, %f", "      store %O, [%tid, %i2], %x\n"),  # the old value read besides
])
def test_anything_else_after_the_wait_keeps_the_redefinition(upper, product, extra):
    _, out = _run(HEAD + _rescale(upper, product, extra) + TAIL)
    assert "wgmma_wait %C, none {define_registers = true}" in out and "rescale_in_place" not in out


def test_rescale_in_place_runs_on_the_simulator_as_a_float32_multiply():
    text = ('func {sym_name = "f"} (%O: tensor<[32, 2], float32>, %S: tensor<[32], float32>) {\n'
            "  %k1 = const {value = 1} : index\n"
            "  kernel [%k1] {threads = [32], shared_bytes = 0} (%bx: index) {\n"
            "    %tid = thread_idx {dim = 0} : index\n"
            "    %c0 = const {value = 0} : index\n"
            "    %c1 = const {value = 1} : index\n"
            "    %C = alloc_local : local<[2], float32>\n"
            "    %a = load %O, [%tid, %c0] : float32\n"
            "    store %C, [%c0], %a\n"
            "    %b = load %O, [%tid, %c1] : float32\n"
            "    store %C, [%c1], %b\n"
            "    %s = load %S, [%tid] : float32\n"
            "    rescale_in_place %C, [%c1], %s\n"
            "    %r0 = load %C, [%c0] : float32\n"
            "    store %O, [%tid, %c0], %r0\n"
            "    %r1 = load %C, [%c1] : float32\n"
            "    store %O, [%tid, %c1], %r1\n"
            "  }\n}\n")
    module = tilelang.parse_ir(text)
    module.verify()
    rng = np.random.default_rng(3)
    o = rng.standard_normal((32, 2)).astype(np.float32)
    s = rng.standard_normal(32).astype(np.float32)
    want = o.copy()
    want[:, 1] *= s
    kernel = tilelang.compile(module, target="sim", arch="sm_90a")
    kernel(o, s)
    np.testing.assert_array_equal(o, want)


def test_rescale_in_place_verifies_its_factor_and_registers():
    bad = ('func {sym_name = "f"} (%O: tensor<[4], float32>) {\n'
           "  %k1 = const {value = 1} : index\n"
           "  kernel [%k1] {threads = [32]} (%bx: index) {\n"
           "    %c0 = const {value = 0} : index\n"
           "    %h = const {value = 1.0} : float16\n"
           "    %C = alloc_local : local<[4], float32>\n"
           "    rescale_in_place %C, [%c0], %h\n"
           "  }\n}\n")
    with pytest.raises(tilelang.TileLangError, match="factor must be a float32 scalar"):
        tilelang.parse_ir(bad).verify()



def _looped(after_wait=""):
    """A loop of: rescale C, a wgmma into C, its wait (``after_wait`` then), and a read
    of C after the loop."""
    return ('func {sym_name = "f"} (%O: tensor<[128, 8], float32>) {\n'
            "  %k1 = const {value = 1} : index\n"
            "  kernel [%k1] {threads = [128], shared_bytes = 0} (%bx: index) {\n"
            "    %tid = thread_idx {dim = 0} : index\n"
            "    %c0 = const {value = 0} : index\n"
            "    %c1 = const {value = 1} : index\n"
            "    %c4 = const {value = 4} : index\n"
            "    %c8 = const {value = 8} : index\n"
            "    %two = const {value = 2.0} : float32\n"
            "    %f = const {value = 0.5} : float32\n"
            "    %C = alloc_local : local<[8], float32>\n"
            "    %A_s = alloc_shared {offset = 0} : shared<[64, 32], float16>\n"
            "    %B_s = alloc_shared {offset = 4096} : shared<[8, 32], float16>\n"
            "    for %c0, %c8, %c1, [] {kind = unroll} (%i: index) {\n"
            "      store %C, [%i], %two\n"
            "    }\n"
            "    for %c0, %c4, %c1, [] (%k: index) {\n"
            "      for %c0, %c8, %c1, [] {kind = unroll} (%i2: index) {\n"
            "        %x = load %C, [%i2] : float32\n"
            "        %y = mul %x, %f : float32\n"
            "        store %C, [%i2], %y\n"
            "      }\n"
            "      %da = wgmma_desc %A_s, [%c0, %c0] {swizzle = 64} : uint64\n"
            "      %db = wgmma_desc %B_s, [%c0, %c0] {swizzle = 64} : uint64\n"
            "      wgmma_fence %C, none\n"
            "      wgmma %da, %db, %C, %c1 {n = 16}\n"
            "      wgmma_commit\n"
            "      wgmma_wait %C, none\n"
            f"{after_wait}"
            "    }\n" + TAIL)


def test_a_rescale_at_the_next_iterations_start_redefines_across_the_back_edge():
    """Attention's in-order loop: P V's wait ends the body and the next iteration's first
    touch rescales all of the output -- the wait stays plain, the rescale is in place, and
    the read after the loop gets a redefining wait of its own."""
    _, out = _run(_looped())
    assert "rescale_in_place %C, [%i2], %f" in out and out.count("define_registers") == 1
    assert ("      wgmma_wait %C, none\n    }\n    wgmma_wait %C, none {define_registers = true}\n"
            "    for %c0, %c8, %c1, [] {kind = unroll} (%j: index)") in out


def test_a_read_after_the_wait_in_the_body_keeps_the_redefinition_there():
    _, out = _run(_looped("      %z = load %C, [%c0] : float32\n      store %O, [%tid, %c0], %z\n"))
    assert "      wgmma_wait %C, none {define_registers = true}\n" in out and "rescale_in_place" not in out
