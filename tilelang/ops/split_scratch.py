"""The split-K gemm's scratch: float32 partials (``work``) and one arrival counter per
output tile (``arrivals``), the two buffers ``T.split_k_reduce`` takes.

Partials need no clearing (each part writes its own first).  Counters must be zero when
a call starts; the last block of each tile resets its counter, so a set stays zero from
one call to the next on one stream -- zeroed once, when it is made.  Where they live:

- a prepared weight owns a set of counters (``WeightCounters``), made with it, outside
  any CUDA graph: every call of that weight takes them, eager or through the torch
  custom ops, captured or not -- a graph replays with them and no zeroing node;
- other calls (raw weights, a tile count beyond a weight's set) take a set kept per
  device, stream and shape (``split_buffers``);
- a call through the torch custom ops (``OP_CALL``) keeps nothing off the device's
  default stream: torch.compile's "reduce-overhead" warms up and records on a stream
  of its own, with allocations routed to a graph's private memory pool, and a buffer
  kept from there would be a live allocation that graph does not own (cudagraph trees
  refuse it); such a call takes fresh partials, and fresh counters (a zeroing node in
  the graph) when its weight has none.  On the default stream -- no graph is ever
  captured there -- it keeps its buffers like an eager call (a fresh ``torch.empty``
  a call was ~2 us of the op's host time).
"""

from __future__ import annotations

COUNTER_SLOTS = 1024  # a weight's counters: split-K plans keep tiles x split near 3 blocks per SM

_SPLIT_BUFFERS: dict = {}
# True while a call runs as a torch custom op (torch_ops.py): see the module docstring.
OP_CALL = [False]


def _stream(device) -> int:
    import torch

    if device.type != "cuda":
        return 0
    from tilelang.backends.cuda.runtime import _torch_hooks

    return _torch_hooks()[1](device.index if device.index is not None else torch.cuda.current_device())


class WeightCounters:
    """A prepared weight's split-K arrival counters (``COUNTER_SLOTS`` int32, zero).

    One set serves every call of the weight, which run one after the other on a
    stream.  A call on another stream than the last one first waits for that stream
    (outside a capture), so two streams never count into one set at once."""

    __slots__ = ("tensor", "last_stream")

    def __init__(self, device):
        import torch

        self.tensor = torch.zeros(COUNTER_SLOTS, dtype=torch.int32, device=device)
        self.last_stream = None

    @staticmethod
    def make(device):
        """A set for a weight on ``device``, or None where none may be made: not CUDA,
        a graph being captured, or a torch.compile trace (their memory is the graph's)."""
        import torch

        if device.type != "cuda" or torch.cuda.is_current_stream_capturing() or torch.compiler.is_compiling():
            return None
        return WeightCounters(device)

    def view(self, count_shape):
        """The counters for ``count_shape`` tiles, or None when there are more tiles than slots."""
        n = count_shape[0] * count_shape[1]
        return self.tensor[:n].view(count_shape) if n <= COUNTER_SLOTS else None

    def claim(self, device) -> int:
        """Order this call after the set's last user when that ran on another stream;
        returns the current stream (``split_buffers`` takes it, rather than asking again)."""
        stream = _stream(device)
        if stream == self.last_stream:
            return stream
        import torch

        if self.last_stream is not None and not torch.cuda.is_current_stream_capturing():
            torch.cuda.current_stream(device).wait_stream(torch.cuda.ExternalStream(self.last_stream, device=device))
        self.last_stream = stream
        return stream


def split_buffers(work_shape, count_shape, device, counters=None, stream=None):
    """(work, arrivals) of a gemm call (``gemm_split_shapes``).  ``counters``: the
    weight's ``WeightCounters`` view for ``count_shape`` (already claimed), or None;
    ``stream``: the device's current raw stream where the caller has it (its claim)."""
    import torch

    if stream is None:
        stream = _stream(device)
    if OP_CALL[0] and (device.type != "cuda" or stream != 0):
        work = torch.empty(work_shape, dtype=torch.float32, device=device)
        if counters is None:  # (an unsplit gemm's (1, 1) placeholder is never read: no zeroing)
            fill = torch.empty if count_shape == (1, 1) else torch.zeros
            counters = fill(count_shape, dtype=torch.int32, device=device)
        return work, counters
    key = (device, stream, work_shape, count_shape)
    bufs = _SPLIT_BUFFERS.get(key)
    if bufs is None:
        bufs = (torch.empty(work_shape, dtype=torch.float32, device=device),
                torch.zeros(count_shape, dtype=torch.int32, device=device))
        # not kept while a CUDA graph is captured (torch.compile's "reduce-overhead"):
        # they come from the graph's private pool, which the graph owns (the zeroing
        # is captured with it); one kept here could be handed out again by that pool
        if device.type != "cuda" or not torch.cuda.is_current_stream_capturing():
            _SPLIT_BUFFERS[key] = bufs
    return bufs if counters is None else (bufs[0], counters)
