"""``T.block_any``: a block-wide vote over a fragment (ir/ops/tile.py ``BlockAnyOp``,
tile_lowering/block_vote.py) -- a uniform bool for an ``if`` around tile ops, at a
barrier: each thread ORs the elements it holds and the block votes with
``__syncthreads_or``.  Interpreter and simulator agree with torch on blocks that vote
either way, a fragment some threads hold nothing of votes right, the vote is the
barrier that orders a shared tile's stores before its reads (no second one), and a
bad operand is refused at its source line."""

import pytest
import torch

import tilelang
import tilelang.language as T
from tilelang.errors import TileLangError

TARGETS = [("cpu", None), ("sim", None), ("sim", "sm_90a")]
IDS = ["interpreter", "simulator", "simulator-hopper"]


def bump_where_any(blocks, rows, cols, threads, threshold=3.0):
    """Each block's tile of X goes to shared memory; where any element of it exceeds the
    threshold (any thread's), the block adds 100 to the whole tile -- read back by other
    threads than wrote it -- before it is copied out."""
    @T.prim_func
    def f(X: T.Tensor((blocks, rows, cols), "float32"), Y: T.Tensor((blocks, rows, cols), "float32")):
        with T.Kernel(blocks, threads=threads) as bx:
            x = T.alloc_fragment((rows, cols), "float32")
            over = T.alloc_fragment((rows, cols), "bool")
            s = T.alloc_shared((rows, cols), "float32")
            T.copy(X[bx, 0, 0], x)
            for i, j in T.Parallel(rows, cols):
                over[i, j] = x[i, j] > threshold
            T.copy(x, s)
            if T.block_any(over):
                for i, j in T.Parallel(rows, cols):
                    s[i, j] = s[i, j] + 100.0
            T.copy(s, Y[bx, 0, 0])
    return f


def _input(blocks, rows, cols, voters):
    x = torch.randn(blocks, rows, cols).clamp(-2.5, 2.5)
    for b in voters:  # one element over the threshold, anywhere in the tile
        x[b].view(-1)[torch.randint(rows * cols, ())] = 3.5
    want = x.clone()
    want[list(voters)] += 100.0
    return x, want


@pytest.mark.parametrize("target,arch", TARGETS, ids=IDS)
@pytest.mark.parametrize("rows,cols,threads", [(64, 8, 64), (16, 16, 128), (2, 4, 64), (64, 32, 64)])
def test_the_blocks_where_any_element_is_over_take_the_branch(target, arch, rows, cols, threads):
    # (2 x 4 over 64 threads: most threads hold nothing of the fragment and vote false;
    # 64 x 32: 32 elements a thread, OR-ed in a loop)
    kernel = tilelang.compile(bump_where_any(5, rows, cols, threads), target=target,
                              **({"arch": arch} if arch else {}))
    x, want = _input(5, rows, cols, voters=(1, 4))
    y = torch.full_like(x, float("nan"))
    kernel(x, y)
    assert torch.equal(y, want)


def test_the_vote_is_the_barrier_before_the_tiles_reads():
    lowered = str(tilelang.lower(bump_where_any(2, 64, 8, 64), arch="sm_90a"))
    body = [ln.strip() for ln in lowered.splitlines()]
    vote = next(i for i, ln in enumerate(body) if "barrier_or" in ln)
    # the stores of the shared tile, then the vote, with no barrier of their own between
    last_store = max(i for i, ln in enumerate(body[:vote]) if ln.startswith("store %s") or "store %s," in ln)
    assert not [ln for ln in body[last_store:vote] if ln == "barrier"]
    assert sum("barrier_or" in ln for ln in body) == 1


@pytest.mark.parametrize("arch", ["sm_80", "sm_90a"])
def test_it_builds_to_syncthreads_or(arch):
    src = tilelang.compile(bump_where_any(2, 64, 8, 64), target="cuda", arch=arch).get_kernel_source()
    assert src.count("__syncthreads_or(") == 1


def test_flags_must_be_a_fragment():
    with pytest.raises(TileLangError, match=r"T.block_any: flags must be a fragment buffer") as e:
        @T.prim_func
        def f(X: T.Tensor((64,), "float32"), Y: T.Tensor((64,), "float32")):
            with T.Kernel(1, threads=64) as bx:
                s = T.alloc_shared((64,), "float32")
                T.copy(X, s)
                if T.block_any(s):
                    T.copy(s, Y)
    assert "test_block_any.py" in str(e.value) and "T.block_any(s)" in str(e.value)


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
@pytest.mark.parametrize("rows,cols,threads", [(64, 8, 64), (16, 16, 128), (2, 4, 64)])
def test_on_the_gpu(rows, cols, threads):
    kernel = tilelang.compile(bump_where_any(64, rows, cols, threads), target="cuda")
    for voters in ((0, 5, 63), ()):
        x, want = _input(64, rows, cols, voters)
        y = torch.full_like(x, float("nan")).cuda()
        kernel(x.cuda(), y)
        assert torch.equal(y.cpu(), want)
