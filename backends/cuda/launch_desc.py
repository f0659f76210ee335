"""A strict check of a cached build's metadata: the launch description that
``module_source.generate`` makes, and the source beside it.

A disk-cache entry is untrusted data (its SHA-256 finds damage, not tampering: anyone
who can write the file can recompute it).  Before anything of an entry is used, every
field is checked against the one shape ``generate`` writes -- known keys only, ints
that are ints (not bools, not strings), strings where strings go, expression trees
that ``host_exprs`` accepts -- and anything else is a ``ValueError`` that names the
field; the build then discards the entry and builds again.

What it does not do: prove the cubin matches its source (a writer of the cache folder
can replace the GPU code; it cannot make the host run any).
"""

from __future__ import annotations

import re
import struct

from .host_exprs import check_exprs

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_MAX_KERNELS = 256
_MAX_PARAMS = 4096
_MAX_INDEX = 2**16
_SWIZZLES = (0, 32, 64, 128)
_MAX_SHARED = 2**20
_KERNEL_KEYS = {"name", "params", "grid", "threads", "shared_bytes", "pdl"}
# The C types a scalar, symbol or host-computed parameter may have -> the ``ctypes`` type
# the launcher passes it as (runtime.py; None: a 16-bit float, passed as its bits)
SCALAR_CTYPES = {
    "int": "c_int", "unsigned": "c_uint", "long long": "c_longlong", "unsigned long long": "c_ulonglong",
    "float": "c_float", "double": "c_double", "bool": "c_bool", "signed char": "c_byte",
    "unsigned char": "c_ubyte", "short": "c_short", "unsigned short": "c_ushort", "half": None, "bfloat16_t": None,
}
_PARAM_KEYS = {  # kind -> its keys
    "tensor": {"kind", "ctype", "name", "index"},
    "scalar": {"kind", "ctype", "name", "index"},
    "tmap": {"kind", "ctype", "name", "index", "box", "swizzle"},
    "symbol": {"kind", "ctype", "name", "expr"},
    "host": {"kind", "ctype", "name", "expr"},
}


def _fail(where: str, why: str):
    raise ValueError(f"launch description: {where} {why}")


def _int(x, where: str, lo: int, hi: int) -> int:
    if x.__class__ is not int or not lo <= x <= hi:
        _fail(where, f"must be an int in [{lo}, {hi}], not {x!r:.80}")
    return x


def _list(x, where: str, lo: int, hi: int) -> list:
    if x.__class__ is not list or not lo <= len(x) <= hi:
        _fail(where, f"must be a list of {lo} to {hi} items, not {x!r:.80}")
    return x


def _keys(x, where: str, keys: set) -> dict:
    if x.__class__ is not dict or x.keys() != keys:
        found = sorted(map(str, x)) if x.__class__ is dict else type(x).__name__
        _fail(where, f"must be an object with the keys {sorted(keys)}, not {found}")
    return x


def _str(x, where: str) -> str:
    if x.__class__ is not str:
        _fail(where, f"must be a string, not {x!r:.80}")
    return x


def _param(p, where: str) -> None:
    kind = p.get("kind") if p.__class__ is dict else None
    if kind.__class__ is not str or kind not in _PARAM_KEYS:
        _fail(f"{where}.kind", f"must be one of {sorted(_PARAM_KEYS)}, not {kind!r:.80}")
    _keys(p, where, _PARAM_KEYS[kind])
    if not _IDENT.match(_str(p["name"], f"{where}.name")):
        _fail(f"{where}.name", f"must be a C identifier, not {p['name']!r:.80}")
    ctype = _str(p["ctype"], f"{where}.ctype")
    if kind in ("scalar", "symbol", "host") and ctype not in SCALAR_CTYPES:
        _fail(f"{where}.ctype", f"must be one of {sorted(SCALAR_CTYPES)}, not {ctype!r:.80}")
    if "index" in p:
        _int(p["index"], f"{where}.index", 0, _MAX_INDEX)
    if kind == "tmap":
        for n, b in enumerate(_list(p["box"], f"{where}.box", 1, 5)):
            _int(b, f"{where}.box[{n}]", 1, 256)
        if p["swizzle"].__class__ is not int or p["swizzle"] not in _SWIZZLES:
            _fail(f"{where}.swizzle", f"must be one of {list(_SWIZZLES)}, not {p['swizzle']!r:.80}")
    if "expr" in p:
        check_exprs([p["expr"]], f"{where}.expr")


def check_launch(desc) -> None:
    """Raise ``ValueError`` (naming the field) unless ``desc`` has exactly the shape of
    a launch description (``{"kernels": [...]}``, see ``module_source.generate``)."""
    for n, k in enumerate(_list(_keys(desc, "the description", {"kernels"})["kernels"], "kernels",
                                1, _MAX_KERNELS)):
        where = f"kernels[{n}]"
        _keys(k, where, _KERNEL_KEYS)
        if not _IDENT.match(_str(k["name"], f"{where}.name")):
            _fail(f"{where}.name", f"must be a C identifier, not {k['name']!r:.80}")
        for i, p in enumerate(_list(k["params"], f"{where}.params", 0, _MAX_PARAMS)):
            _param(p, f"{where}.params[{i}]")
        check_exprs(_list(k["grid"], f"{where}.grid", 1, 3), f"{where}.grid")
        threads = _list(k["threads"], f"{where}.threads", 1, 3)
        total = 1
        for i, t in enumerate(threads):
            total *= _int(t, f"{where}.threads[{i}]", 1, 1024)
        if total > 1024:
            _fail(f"{where}.threads", f"must have at most 1024 threads in all, not {threads}")
        _int(k["shared_bytes"], f"{where}.shared_bytes", 0, _MAX_SHARED)
        if k["pdl"].__class__ is not bool:
            _fail(f"{where}.pdl", f"must be true or false, not {k['pdl']!r:.80}")


def check_entry(cubin: bytes, meta) -> None:
    """Raise ``ValueError`` unless a disk-cache entry of a CUDA build is whole:
    ``meta`` is ``{"source": str, "launch": <launch description>}`` and ``cubin`` an ELF image."""
    _keys(meta, "the entry's metadata", {"source", "launch"})
    _str(meta["source"], "source")
    _check_elf(bytes(cubin))
    check_launch(meta["launch"])


_ELF_HEADER = struct.Struct("<4sBB10xHHIQQQIHHHHHH")  # the 64-byte ELF64 header, little-endian


def _check_elf(cubin: bytes) -> None:
    """An ELF64 image whose program and section header tables lie inside it (NVRTC puts
    them at the end: a cubin cut short fails here, not in the driver at the first call)."""
    if len(cubin) < _ELF_HEADER.size:
        raise ValueError(f"cubin: not an ELF image ({len(cubin)} bytes)")
    (magic, klass, endian, _, _, _, _, phoff, shoff, _, _, phentsize, phnum, shentsize, shnum,
     _) = _ELF_HEADER.unpack_from(cubin)
    if magic != b"\x7fELF" or klass != 2 or endian != 1:
        raise ValueError("cubin: not an ELF image (64-bit, little-endian)")
    if phoff + phentsize * phnum > len(cubin) or shoff + shentsize * shnum > len(cubin):
        raise ValueError(f"cubin: not an ELF image: its header tables end past its {len(cubin)} bytes")
