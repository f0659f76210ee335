"""The split-K scratch (tilelang/ops/split_scratch.py) on the host: what a call gets, by
who calls.  Its GPU side (a weight's own counters under CUDA graphs, streams) is tested in
tests/test_torch_ops.py and tests/test_gpu_int4.py."""

import torch

import tilelang
from tilelang.ops import prepare
from tilelang.ops.split_scratch import COUNTER_SLOTS, OP_CALL, WeightCounters, split_buffers


def test_eager_calls_share_a_set_per_shape_and_op_calls_take_fresh_ones():
    dev = torch.device("cpu")
    a = split_buffers((2, 4, 64), (1, 1), dev)
    assert split_buffers((2, 4, 64), (1, 1), dev)[0] is a[0]          # kept
    assert split_buffers((2, 4, 64), (1, 2), dev)[0] is not a[0]      # another shape, another set
    OP_CALL[0] = True
    try:
        work, counts = split_buffers((2, 4, 64), (3, 5), dev)
        assert work is not a[0] and counts.shape == (3, 5) and not counts.any()   # fresh, zeroed
        mine = torch.zeros(3, 5, dtype=torch.int32)
        assert split_buffers((2, 4, 64), (3, 5), dev, mine)[1] is mine            # a weight's own, as given
    finally:
        OP_CALL[0] = False


def test_a_weights_counters_view_by_tile_count():
    c = WeightCounters.__new__(WeightCounters)   # (the host side of a set: no device needed)
    c.tensor, c.last_stream = torch.zeros(COUNTER_SLOTS, dtype=torch.int32), None
    v = c.view((4, 8))
    assert v.shape == (4, 8) and v.data_ptr() == c.tensor.data_ptr()
    assert c.view((COUNTER_SLOTS, 2)) is None    # more tiles than slots: the caller takes a fresh set


def test_cpu_weights_have_no_counters():
    q, s = tilelang.quantize(torch.randn(64, 256, dtype=torch.float16), "int4", group_size=128)
    p = prepare(q, s, group_size=128)
    assert p._counters is None and p.counters_for((1, 4), torch.device("cpu")) is None
