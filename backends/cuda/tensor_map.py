"""TMA tensor maps (``CUtensorMap``) for the kernels' ``tmap`` parameters.

A tensor map describes a global tensor (address, dims, strides) and the box one TMA
copy moves (with its shared-memory swizzle); the driver encodes it on the host
(``cuTensorMapEncodeTiled``, called through ctypes like the launcher) and the
kernel receives its 128 bytes by value.  The address is part of it, so maps are
cached per (address, shape, box, swizzle): a tensor the caller passes
again -- a weight, or an activation buffer torch's allocator hands out again --
costs a dictionary lookup.
"""

from __future__ import annotations

import ctypes

from tilelang.errors import TileLangError

_DATA_TYPES = {1: 0, 2: 1, 4: 2, 8: 4}  # element bytes -> CU_TENSOR_MAP_DATA_TYPE_UINT8/16/32/64
_SWIZZLES = {0: 0, 32: 1, 64: 2, 128: 3}  # bytes -> CU_TENSOR_MAP_SWIZZLE_*
_L2_PROMOTION_256B = 3
_CACHE: dict = {}
_CACHE_LIMIT = 4096
_ENCODE: list = []


def _encoder():
    if not _ENCODE:
        fn = ctypes.CDLL("libcuda.so.1").cuTensorMapEncodeTiled
        fn.restype = ctypes.c_int
        _ENCODE.append(fn)
    return _ENCODE[0]


def tensor_map(tensor, box, swizzle: int) -> bytes:
    """The 128-byte tensor map of ``tensor`` (a CUDA torch tensor) for boxes of ``box``
    elements (outermost dim first) written with ``swizzle`` bytes' swizzle."""
    shape = tuple(tensor.shape)
    key = (tensor.data_ptr(), shape, tuple(box), swizzle, tensor.element_size())
    found = _CACHE.get(key)
    if found is not None:
        return found
    eb, rank = tensor.element_size(), tensor.dim()
    if len(box) != rank or eb not in _DATA_TYPES:
        raise TileLangError(f"TMA: a {rank}-d tensor of {eb}-byte elements cannot take a box {list(box)}")
    # row-major strides, as the kernels index (torch may give a dim of size 1 any stride)
    strides = [1] * rank
    for d in range(rank - 2, -1, -1):
        strides[d] = strides[d + 1] * shape[d + 1]
    u64, u32 = ctypes.c_uint64, ctypes.c_uint32
    dims = (u64 * rank)(*reversed(shape))
    byte_strides = (u64 * max(rank - 1, 1))(*[s * eb for s in reversed(strides[:-1])])
    boxes = (u32 * rank)(*reversed(box))
    ones = (u32 * rank)(*([1] * rank))
    out = (ctypes.c_ubyte * 128)()
    err = _encoder()(ctypes.byref(out), _DATA_TYPES[eb], rank, ctypes.c_void_p(tensor.data_ptr()), dims,
                     byte_strides, boxes, ones, 0, _SWIZZLES[swizzle], _L2_PROMOTION_256B, 0)
    if err:
        raise TileLangError(f"TMA: cuTensorMapEncodeTiled failed (CUresult {err}) for a tensor of shape "
                            f"{list(shape)}, strides {list(strides)} (elements of {eb} bytes) at "
                            f"{tensor.data_ptr():#x}, box {list(box)}, swizzle {swizzle}: the start must be "
                            f"16-byte aligned and every stride a multiple of 16 bytes")
    if len(_CACHE) >= _CACHE_LIMIT:
        _CACHE.clear()
    found = _CACHE[key] = bytes(out)
    return found
