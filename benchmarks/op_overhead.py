"""Host cost of calling ``tilelang.ops`` through the torch dispatcher (the custom ops of
``tilelang/ops/torch_ops.py``, which ``torch.compile`` graphs call) against calling
the Python function that the op runs directly.  Target: at most 3 us more.

* trivial body (any machine): an op of ``torch.ops.tilelang.lowbit_matmul_prepared``'s
  schema whose implementation returns at once -- the dispatch alone; and one whose body
  returns a new tensor (``torch.empty``), as every op with an output does -- the floor
  of the op's overhead, whatever its body;
* the dispatch by the schema's arguments (any machine): bodies returning a kept tensor
  through schemas of 1, 3, 5 and 7 arguments (the prepared op's) -- what a leaner schema
  would save;
* on CUDA: a real prepared int4 weight, M = 1, N = K = 4096 (group 128): the eager
  ``int4_matmul(a, p)``, the op's implementation called directly, the op, and a
  ``torch.compile(fullgraph=True)`` function around the call (inductor), for scale.

Each row is the host time of one call: the mean over a batch of 50 calls, best and
median of 300 batches; the calls being compared take turns batch by batch (a busy
machine's noise hits them alike), synchronizing between batches, outside the timed
region, so the GPU queue never fills.

    python benchmarks/op_overhead.py            # CUDA when there is a GPU, else the trivial body only
"""

from __future__ import annotations

import statistics
import time

import torch

import tilelang
from tilelang.ops import int4_matmul, prepare
from tilelang.ops import torch_ops


def interleaved_us(fns, rounds=300, batch=50, sync=None) -> list[tuple[float, float]]:
    """(best, median) over ``rounds`` of the mean host time (us) of one call of each of
    ``fns`` in a batch of ``batch`` calls; the functions take turns, batch by batch."""
    for _ in range(5):
        for fn in fns:
            for _ in range(batch):
                fn()
    means = [[] for _ in fns]
    for _ in range(rounds):
        for fn, ms in zip(fns, means):
            if sync:
                sync()
            t = time.perf_counter()
            for _ in range(batch):
                fn()
            ms.append((time.perf_counter() - t) / batch * 1e6)
    return [(min(ms), statistics.median(ms)) for ms in means]


def trivial_body(device="cpu") -> list[tuple[str, float]]:
    """The dispatch alone: an op of the prepared op's schema whose body returns at once,
    its tensors on ``device`` (a CUDA tensor's dispatch may cost more than a CPU one's)."""
    lib = torch.library.Library("tilelang_bench", "FRAGMENT")  # (kept alive until this returns)
    schema = torch.ops.tilelang.lowbit_matmul_prepared.default._schema
    name = f"noop_{device}"
    lib.define(name + str(schema)[len(schema.name):])
    out = torch.empty(1, 64, dtype=torch.float16, device=device)

    def noop(a, qweight, scales, zeros, dtype, planes=None, target=None):
        return out

    def fresh(a, qweight, scales, zeros, dtype, planes=None, target=None):
        return torch.empty((1, 64), dtype=torch.float16, device=device)

    lib.impl(name, noop, "CompositeExplicitAutograd")
    op = getattr(torch.ops.tilelang_bench, name).default
    lib.define(name + "_fresh" + str(schema)[len(schema.name):])
    lib.impl(name + "_fresh", fresh, "CompositeExplicitAutograd")
    fresh_op = getattr(torch.ops.tilelang_bench, name + "_fresh").default
    a = torch.empty(1, 256, dtype=torch.float16, device=device)
    q, s = (torch.empty(64, 128, dtype=torch.uint8, device=device),
            torch.empty(2, 64, dtype=torch.float16, device=device))
    args = (a, q, s, None, "int4")
    direct, dispatched, made, made_op = interleaved_us(
        [lambda: noop(*args), lambda: op(*args), lambda: fresh(*args), lambda: fresh_op(*args)], rounds=2000)
    return [(f"trivial body ({device} tensors): the Python function", direct),
            (f"trivial body ({device} tensors): through the op", dispatched),
            ("  -> dispatch overhead", _minus(dispatched, direct)),
            (f"a body returning a new tensor ({device}): the function", made),
            (f"a body returning a new tensor ({device}): the op", made_op),
            ("  -> dispatch overhead with an output (the floor)", _minus(made_op, made))]


def dispatch_by_arity(device="cpu") -> list[tuple[str, float]]:
    """The dispatch of a body that returns a kept tensor, by the schema's arguments (the
    prepared op's seven, and fewer): what a leaner schema would save."""
    lib = torch.library.Library("tilelang_arity", "FRAGMENT")  # (kept alive until this returns)
    out = torch.empty(1, 64, dtype=torch.float16, device=device)
    schemas = {1: "(Tensor a)", 3: "(Tensor a, Tensor q, Tensor s)",
               5: "(Tensor a, Tensor q, Tensor s, Tensor? z, str dtype)",
               7: "(Tensor a, Tensor q, Tensor s, Tensor? z, str dtype, Tensor[]? planes=None, str? target=None)"}
    a = torch.empty(1, 256, dtype=torch.float16, device=device)
    q, s = (torch.empty(64, 128, dtype=torch.uint8, device=device),
            torch.empty(2, 64, dtype=torch.float16, device=device))
    full = (a, q, s, None, "int4")
    calls = []
    for n, schema in schemas.items():
        lib.define(f"arity{n}_{device}{schema} -> Tensor")
        lib.impl(f"arity{n}_{device}", lambda *args: out, "CompositeExplicitAutograd")
        op = getattr(torch.ops.tilelang_arity, f"arity{n}_{device}").default
        calls.append(lambda op=op, n=n: op(*full[:n]))
    times = interleaved_us(calls, rounds=1000)
    return [(f"  dispatch, {n} schema arguments ({device}, a kept tensor out)", t) for n, t in zip(schemas, times)]


def _minus(x, y):
    return tuple(a - b for a, b in zip(x, y))


def cuda_rows() -> list[tuple[str, float]]:
    N = K = 4096
    w = torch.randn(N, K, dtype=torch.float16, device="cuda")
    q, s = tilelang.quantize(w, "int4", group_size=128)[:2]
    p = prepare(q, s, group_size=128)
    a = torch.randn(1, K, dtype=torch.float16, device="cuda")
    args = (a, p.qweight, p.scales, p.zeros, p.dtype)
    op = torch.ops.tilelang.lowbit_matmul_prepared.default
    compiled = torch.compile(lambda x: int4_matmul(x, p), fullgraph=True)
    want = int4_matmul(a, p)
    for got in (torch_ops._matmul_prepared(*args), op(*args), compiled(a)):
        assert torch.equal(got, want)
    eager, direct, dispatched, traced = interleaved_us(
        [lambda: int4_matmul(a, p), lambda: torch_ops._matmul_prepared(*args), lambda: op(*args),
         lambda: compiled(a)], sync=torch.cuda.synchronize)
    fresh = interleaved_us([lambda: torch.empty((8, 1, N), dtype=torch.float32, device="cuda")],
                           sync=torch.cuda.synchronize)[0]
    return [("M=1 N=K=4096 int4 prepared: int4_matmul(a, p) eager", eager),
            ("  the op's Python function, called directly", direct),
            ("  torch.ops.tilelang.lowbit_matmul_prepared", dispatched),
            ("  -> dispatch overhead", _minus(dispatched, direct)),
            ("  -> the op over the direct call (int4_matmul eager)", _minus(dispatched, eager)),
            ("  torch.compile(fullgraph=True) of int4_matmul(x, p)", traced),
            ("one torch.empty of split-K partials (8, 1, 4096) float32", fresh)]


def main() -> None:
    rows = trivial_body() + dispatch_by_arity()
    if torch.cuda.is_available():
        print(f"device: {torch.cuda.get_device_name()}")
        rows += trivial_body("cuda") + cuda_rows()
    else:
        print("device: CPU only (no GPU: the trivial body alone)")
    print(f"torch {torch.__version__}")
    print(f"{'host time of one call, us':56s} {'best':>8s} {'median':>8s}")
    for what, (best, median) in rows:
        print(f"{what:56s} {best:8.2f} {median:8.2f}")
    added = [best for what, (best, _) in rows if "over the direct call" in what]
    if added:  # (issue 29: the op call adds at most 3 us over the direct call)
        print(f"target: the op adds <= 3 us over int4_matmul(a, p) -> {'yes' if added[0] <= 3 else 'NO'} "
              f"({added[0]:.2f} us, best batches)")


if __name__ == "__main__":
    main()
