"""``insert-barriers`` keeps exactly the barriers that matter: text-IR tests, and every
barrier it keeps is needed (the simulator reports a race when one is removed)."""

import pytest
import torch

import tilelang
import tilelang.language as T
from tilelang.lowering.passes import PASSES

from kernels import gemm

BODY = """
func {{sym_name = "f"}} (%G: tensor<[64], float32>) {{
  %k1 = const {{value = 1}} : index
  kernel [%k1] {{threads = [64]}} (%bx: index) {{
    %t = thread_idx {{dim = 0}} : index
    %s1 = alloc_shared : shared<[64], float32>
    %s2 = alloc_shared : shared<[64], float32>
    %x = load %G, [%t] : float32
{body}  }}
}}
"""


def prune(body: str) -> str:
    text = BODY.format(body="".join(f"    {ln}\n" for ln in body.strip().splitlines()))
    module = PASSES["insert-barriers"]().run(tilelang.parse_ir(text))
    module.verify()
    return str(module)


def test_barrier_between_a_write_and_a_read_of_one_buffer_stays():
    out = prune("store %s1, [%t], %x\nbarrier\n%y = load %s1, [%t] : float32\nstore %G, [%t], %y")
    assert out.count("barrier") == 1


def test_barriers_between_unrelated_or_read_only_accesses_go():
    out = prune("store %s1, [%t], %x\nbarrier\nstore %s2, [%t], %x\nbarrier\nbarrier\n"
                "%y = load %s1, [%t] : float32\nbarrier\n%z = load %s1, [%t] : float32\nbarrier\n"
                "store %G, [%t], %z")
    # one barrier orders the writes before the reads; the others separate nothing
    assert out.count("barrier") == 1
    assert out.index("store %s2") < out.index("barrier") < out.index("load %s1")


def test_loop_bodies_are_cyclic():
    loop = ("%c0 = const {value = 0} : index\n%c4 = const {value = 4} : index\n"
            "for %c0, %c4, %k1, [] (%i: index) {\n  barrier\n  store %s1, [%t], %x\n  barrier\n"
            "  %y = load %s1, [%t] : float32\n  store %G, [%t], %y\n}")
    out = prune(loop)
    assert out.count("barrier") == 2  # RAW inside, WAR across the back edge


def test_a_barrier_before_one_threads_release_of_the_others_global_writes_stays():
    # split-K's hand-in: every thread stores its partial, then thread 0 counts it in with an
    # acq_rel add -- the barrier puts the others' stores before that release (with a
    # relaxed add nothing is released: the barrier orders nothing this pass tracks)
    count = ("store %G, [%t], %x\nbarrier\n%c0 = const {value = 0} : index\n%first = eq %t, %c0 : bool\n"
             "if %first {\n  %one = const {value = 1} : int32\n"
             "  %old = fetch_add %N, [%c0], %one {sem = SEM} : int32\n}")
    text = BODY.replace("(%G: tensor<[64], float32>)", "(%G: tensor<[64], float32>, %N: tensor<[1], int32>)")
    for sem, kept in (("acq_rel", 1), ("relaxed", 0)):
        body = "".join(f"    {ln}\n" for ln in count.replace("SEM", sem).splitlines())
        module = PASSES["insert-barriers"]().run(tilelang.parse_ir(text.format(body=body)))
        assert str(module).count("barrier") == kept, sem


FLAG_LOOP = ("%c0 = const {value = 0} : index\n%c4 = const {value = 4} : index\n%first = eq %t, %c0 : bool\n"
             "for %c0, %c4, %k1, [] (%i: index) {\n  %go = lt %i, %c4 : bool\n  if %go {\n    barrier\n"
             "    if %first {\n      store %s1, [%c0], %x\n    }\n    barrier\n"
             "    %y = load %s1, [%c0] : float32\n    store %G, [%t], %y\n  }\n}")


def test_a_nested_regions_barriers_see_what_runs_around_it():
    # thread 0 writes a shared flag that all threads then read, inside an `if` of a loop
    # whose body has no barrier of its own: the next iteration's write must wait for this
    # one's reads -- only the `if`'s first barrier is between (stream-K's split_k_last)
    assert prune(FLAG_LOOP).count("barrier") == 2
    # without the loop nothing runs before the `if`: its first barrier goes
    once = FLAG_LOOP.replace("for %c0, %c4, %k1, [] (%i: index) {\n  %go = lt %i, %c4 : bool",
                             "%go = lt %c0, %c4 : bool")
    assert prune(once[:once.rindex("}")]).count("barrier") == 1


def gemm_kernel():
    """C = A @ B (fp16, 64 x 64 x 64) in 32 x 32 x 32 blocks, one stage."""
    return gemm(64, 64, 64, 32, 32, 32, num_stages=1)


def softmax_kernel(M=32, N=64):
    @T.prim_func
    def main(X: T.Tensor((M, N), "float32"), Y: T.Tensor((M, N), "float32")):
        with T.Kernel(1, threads=128) as bx:
            x = T.alloc_fragment((M, N), "float32")
            mx = T.alloc_fragment((M,), "float32")
            sm = T.alloc_fragment((M,), "float32")
            T.copy(X, x)
            T.reduce_max(x, mx, dim=1)
            for i, j in T.Parallel(M, N):
                x[i, j] = T.exp(x[i, j] - mx[i])
            T.reduce_sum(x, sm, dim=1)
            for i, j in T.Parallel(M, N):
                x[i, j] = x[i, j] / sm[i]
            T.copy(x, Y)
    return main


def column_sum_loop_kernel(M=64, N=64, steps=3):
    """A reduction across warps (through a shared scratch) inside a loop: the scratch
    is written again by the next iteration after this one's reads."""
    @T.prim_func
    def main(X: T.Tensor((steps * M, N), "float32"), Y: T.Tensor((N,), "float32")):
        with T.Kernel(1, threads=128) as bx:
            x = T.alloc_fragment((M, N), "float32")
            s = T.alloc_fragment((N,), "float32")
            T.clear(s)
            for k in T.serial(steps):
                T.copy(X[k * M, 0], x)
                T.reduce_sum(x, s, dim=0, clear=False)
            T.copy(s, Y)
    return main


def _barrier_sites(region, out):
    for i, op in enumerate(region.ops):
        if op.name == "barrier":
            out.append((region, i))
        for r in op.regions():
            _barrier_sites(r, out)
    return out


@pytest.mark.parametrize("make,inputs", [
    (gemm_kernel, lambda: [torch.randn(64, 64).half(), torch.randn(64, 64).half()]),
    (softmax_kernel, lambda: [torch.randn(32, 64)]),
    (column_sum_loop_kernel, lambda: [torch.randn(3 * 64, 64)]),
])
def test_every_kept_barrier_is_needed(make, inputs, monkeypatch):
    # Barriers that order the reuse of bytes by two buffers (plan-shared) are needed on
    # hardware but invisible to the simulator, which keeps buffers apart: test without reuse.
    monkeypatch.setenv("TILELANG_SHARED_REUSE", "0")
    func = make()
    kernel = tilelang.compile(func, out_idx=[-1], target="sim")
    args = inputs()
    reference = tilelang.compile(func, out_idx=[-1], target="cpu")(*[a.clone() for a in args])
    torch.testing.assert_close(kernel(*[a.clone() for a in args]).float(), reference.float(), rtol=2e-3, atol=2e-3)
    lowered = kernel.module
    count = len(_barrier_sites(lowered.funcs[0].body, []))
    assert count >= 2
    for n in range(count):
        kernel.module = lowered.clone()
        region, i = _barrier_sites(kernel.module.funcs[0].body, [])[n]
        del region.ops[i]
        with pytest.raises(tilelang.TileLangError, match="race"):
            kernel(*[a.clone() for a in args])


def test_buffers_sharing_bytes_are_ordered_like_one_buffer():
    text = BODY.format(body="".join(f"    {ln}\n" for ln in [
        "store %s1, [%t], %x", "%y = load %s1, [%t] : float32", "store %G, [%t], %y", "barrier",
        "store %s2, [%t], %x", "%z = load %s2, [%t] : float32", "store %G, [%t], %z"]))
    separate = PASSES["insert-barriers"]().run(tilelang.parse_ir(text))
    assert "barrier" not in str(separate)  # distinct memory: nothing to order
    aliased = tilelang.parse_ir(text.replace("%s2 = alloc_shared : shared<[64], float32>",
                                             "%s2 = alloc_shared {offset = 0} : shared<[64], float32>")
                                .replace("%s1 = alloc_shared : shared<[64], float32>",
                                         "%s1 = alloc_shared {offset = 0} : shared<[64], float32>"))
    assert "barrier" in str(PASSES["insert-barriers"]().run(aliased))  # same bytes: WAR across buffers


def test_a_barrier_after_a_cp_async_issue_orders_nothing_of_it_but_one_before_it_does():
    # (G's rows as the copies' source: 64 floats a thread's 16 bytes are 4 of)
    issue = "%c0 = const {value = 0} : index\ncp_async %s1, [%t], %G, [%c0], none {bytes = 4}\ncp_async_commit"
    # issue, then another thread's read of the same buffer: the copy lands when it lands
    # (until the wait), so a barrier between them orders nothing -- gone
    out = prune(f"{issue}\nbarrier\n%y = load %s1, [%t] : float32\nstore %G, [%t], %y")
    assert "barrier" not in out
    # a read, then the issue of a copy into that buffer: the copy must not overwrite what
    # another thread has yet to read -- the barrier between stays (write after read)
    out = prune(f"%y = load %s1, [%t] : float32\nstore %G, [%t], %y\nbarrier\n{issue}")
    assert out.count("barrier") == 1
    # the wait is where the copy's data is written: a barrier after it, before a read, stays
    out = prune(f"{issue}\ncp_async_wait\nbarrier\n%y = load %s1, [%t] : float32\nstore %G, [%t], %y")
    assert out.count("barrier") == 1


def test_a_pipelined_refill_needs_no_barrier_before_the_stage_it_does_not_touch_is_read():
    # a two-stage pipeline's body: wait, barrier, refill the other stage, read this one
    loop = ("%c0 = const {value = 0} : index\n%c4 = const {value = 4} : index\n"
            "for %c0, %c4, %k1, [] (%i: index) {\n  cp_async_wait\n  barrier\n"
            "  cp_async %s1, [%t], %G, [%c0], none {bytes = 4}\n  cp_async_commit\n  barrier\n"
            "  %y = load %s1, [%t] : float32\n  store %G, [%t], %y\n}")
    out = prune(loop)
    assert out.count("barrier") == 1  # the top one: the landed stage (RAW) and the refill (WAR)
    assert out.index("cp_async_wait") < out.index("barrier") < out.index("cp_async %s1")


def test_a_vote_is_a_barrier_that_stays():
    # barrier_or (T.block_any's vote) orders the store before the load as a barrier does --
    # the candidate beside it separates nothing and goes -- and it stays where it separates
    # nothing itself, its result being used
    out = prune("store %s1, [%t], %x\nbarrier\n%p = const {value = true} : bool\n%any = barrier_or %p : bool\n"
                "%y = load %s1, [%t] : float32\nstore %G, [%t], %y")
    lines = [ln.strip() for ln in out.splitlines()]
    assert out.count("barrier_or") == 1 and "barrier" not in lines
    assert lines.index("%any = barrier_or %p : bool") < lines.index("%y = load %s1, [%t] : float32")
    out = prune("%p = const {value = true} : bool\n%any = barrier_or %p : bool\nstore %G, [%t], %x")
    assert out.count("barrier_or") == 1
