"""Simulator: global memory between blocks (``backends/sim/global_order.py``).

Blocks run one after another on the simulator, so a block always finds what earlier
blocks wrote; on the GPU they run at once.  A read of another thread's global write
is accepted only when the write is ordered before it: a barrier in the same block, or
between blocks a release (an acq_rel ``fetch_add``, or a relaxed one after a
``fence``) that the reader's block acquired.  The split-K hand-in
(``sim_programs/hand_in.tlir``) with each of its orderings removed is reported; the
whole hand-in runs clean and sums right."""

import numpy as np
import pytest
from simkit import program, run_ir

import tilelang

P = 3
FENCE = "      fence"


def _hand_in(sync="    barrier", sem="acq_rel", before="", after=""):
    text = program("hand_in", {"SYNC_WRITE": sync, "FENCE_BEFORE": before, "FENCE_AFTER": after},
                   P=str(P), LAST=str(P - 1), SEM=sem)
    x = np.random.default_rng(0).random((P, 32), dtype=np.float32) + 0.5
    out = np.zeros(32, np.float32)
    return text, (x, np.zeros((P, 32), np.float32), np.zeros(1, np.int32), out)


def _reported(text, args) -> str:
    with pytest.raises(tilelang.TileLangError) as e:
        run_ir(text, *args)
    return str(e.value)


@pytest.mark.parametrize("before, after", [("", ""), (FENCE, FENCE)])
def test_the_hand_in_ordered_by_a_barrier_and_a_release_acquire_runs_clean(before, after):
    text, args = _hand_in(sem="acq_rel" if not before else "relaxed", before=before, after=after)
    run_ir(text, *args)
    x, _, count, out = args
    np.testing.assert_allclose(out, x.sum(axis=0)[::-1], rtol=1e-6)
    assert count[0] == P


def test_without_the_barrier_before_the_count_the_last_block_reads_a_partial_not_published():
    msg = _reported(*_hand_in(sync=""))
    # thread 0 of the last block reads thread 31's partial of block 0: thread 0 of block 0
    # released its count with no barrier after thread 31's write
    assert "hand_in.py:20:18: error: data race on global Work[0, 31]: read by thread 0 of block [2] of what " \
           "thread 31 of block [0] wrote at hand_in.py:10:9" in msg


@pytest.mark.parametrize("before, after", [("", ""), (FENCE, ""), ("", FENCE)])
def test_a_relaxed_count_without_a_fence_on_both_sides_orders_nothing(before, after):
    msg = _reported(*_hand_in(sem="relaxed", before=before, after=after))
    assert "data race on global Work[0, 31]" in msg and "of block [0] wrote at hand_in.py:10:9" in msg


TWO_WRITERS = """source 0 = "writers.py"
func {sym_name = "writers"} (%Out: tensor<[32], float32>, %Back: tensor<[32], float32>) {
  %c2 = const {value = 2} : index
  kernel [%c2] {threads = [32]} (%b: index) {
    %t = thread_idx {dim = 0} : index
    %v = cast %b : float32
    store %Out, [%t], %v loc(0:4:9)
SYNC
    %c31 = const {value = 31} : index
    %u = sub %c31, %t : index
    %r = load %Out, [%u] : float32 loc(0:6:13)
    store %Back, [%t], %r
  }
}
"""


def test_two_blocks_writing_one_element_race():
    text = TWO_WRITERS.replace("SYNC\n", "    barrier\n")
    msg = _reported(text, (np.zeros(32, np.float32), np.zeros(32, np.float32)))
    assert "writers.py:4:9: error: data race on global Out[0]: write by thread 0 of block [1] of what thread 0 " \
           "of block [0] wrote at writers.py:4:9" in msg


def test_a_read_of_another_threads_global_write_needs_a_barrier_in_the_block():
    text = TWO_WRITERS.replace("%c2 = const {value = 2}", "%c2 = const {value = 1}")
    msg = _reported(text.replace("SYNC\n", ""), (np.zeros(32, np.float32), np.zeros(32, np.float32)))
    assert "writers.py:6:13: error: data race on global Out[31]: read by thread 0 of block [0] of what thread 31 " \
           "of its own block wrote at writers.py:4:9" in msg
    out, back = np.full(32, 7, np.float32), np.zeros(32, np.float32)
    run_ir(text.replace("SYNC\n", "    barrier\n"), out, back)
    np.testing.assert_array_equal(back, np.zeros(32, np.float32))
