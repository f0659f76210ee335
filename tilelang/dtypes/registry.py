"""The name -> dtype registry, ``get_dtype`` and ``all_dtypes``.

Builtins are registered first (by ``builtins.py``) and marked as such; user
formats are registered by their constructors.  A name maps to exactly one dtype
for the life of the process: re-creating a format with identical parameters
returns the registered object, anything else under a taken name is an error.
"""

from __future__ import annotations

import difflib
import re
import threading

from tilelang.lazy_import import lazy_module

np = lazy_module("numpy")

from .base import DType, is_torch

__all__ = ["get_dtype", "all_dtypes"]

_lock = threading.Lock()
_by_name: dict[str, DType] = {}  # canonical name -> dtype, in registration order
_builtin_names: set[str] = set()

# Other spellings of builtin dtypes: TileLang/TVM names, common short forms.
_ALIASES = {
    "float": "float32", "double": "float64", "half": "float16", "int": "int32",
    "long": "int64", "short": "int16", "uint": "uint32", "char": "int8",
    "fp16": "float16", "fp32": "float32", "fp64": "float64",
    "bf16": "bfloat16", "bfloat": "bfloat16",
    "float8_e4m3": "float8_e4m3fn", "e4m3_float8": "float8_e4m3fn",
    "fp8_e4m3": "float8_e4m3fn", "fp8_e4m3fn": "float8_e4m3fn", "e4m3": "float8_e4m3fn",
    "e5m2_float8": "float8_e5m2", "fp8_e5m2": "float8_e5m2", "e5m2": "float8_e5m2",
    "float4_e2m1": "float4_e2m1fn", "fp4_e2m1": "float4_e2m1fn",
    "fp4_e2m1fn": "float4_e2m1fn", "e2m1": "float4_e2m1fn",
    "bool_": "bool", "boolean": "bool",
}

_NAME_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def _from_numpy(value) -> bool:
    # (a numpy scalar can only come from a loaded numpy: asking first keeps it unloaded)
    return type(value).__module__ == "numpy"


def check_int(func: str, param: str, value) -> None:
    """Raise TypeError unless ``value`` is a real int (bool excluded)."""
    ok = isinstance(value, int) and not isinstance(value, bool)
    if not ok and not (_from_numpy(value) and isinstance(value, np.integer)):
        raise TypeError(f"{func}: {param} must be an int, got {type(value).__name__} {value!r}")


def check_bool(func: str, param: str, value) -> None:
    """Raise TypeError unless ``value`` is a bool."""
    if not isinstance(value, bool) and not (_from_numpy(value) and isinstance(value, np.bool_)):
        raise TypeError(f"{func}: {param} must be a bool, got {type(value).__name__} {value!r}")


def _describe(dt: DType) -> str:
    return f"the builtin dtype {dt.name}" if _is_builtin(dt) else repr(dt)


def register_or_get(name, cls, params, ctor, validate, build):
    """Return the dtype registered as ``name`` if it has these parameters, else
    validate, build and register a new one.  Raises ValueError on a conflict."""
    if not isinstance(name, str):
        raise TypeError(f"{ctor}: name must be a str, got {type(name).__name__} {name!r}")
    with _lock:
        existing = _by_name.get(name)
        if existing is not None:
            if type(existing) is cls and existing._params() == params:
                return existing
            raise ValueError(
                f"{ctor}: the name {name!r} is already taken by {_describe(existing)}; "
                f"choose another name"
            )
        if name in _ALIASES:
            raise ValueError(
                f"{ctor}: the name {name!r} is a builtin alias of {_ALIASES[name]}; choose another name"
            )
        if not _NAME_RE.match(name):
            raise ValueError(
                f"{ctor}: name must be an identifier (letters, digits, underscores, "
                f"not starting with a digit), got {name!r}"
            )
        if name in RESERVED_NAMES:
            raise ValueError(f"{ctor}: {name!r} is a reserved word of the IR text form; choose another name")
        validate()
        dt = build()
        _by_name[name] = dt
        return dt


# Words the IR text form gives a meaning of its own where a dtype name may stand.
RESERVED_NAMES = frozenset({"index", "tensor", "shared", "fragment", "local", "var", "vec", "none", "true",
                            "false", "loc", "inf", "nan", "source", "dtype", "layout"})


def _register_builtin(dt: DType) -> DType:
    """Register a builtin dtype (used by builtins.py only)."""
    with _lock:
        assert dt.name not in _by_name, dt.name
        _by_name[dt.name] = dt
        _builtin_names.add(dt.name)
    return dt


def _is_builtin(dt: DType) -> bool:
    return dt.name in _builtin_names and _by_name.get(dt.name) is dt


def _rebuild(name, spec):
    """Unpickling hook: the registered dtype, re-registering a user format if needed."""
    if spec is None:
        return get_dtype(name)
    from . import float_format, int_format, lut_format

    ctors = {"int_dtype": int_format.int_dtype, "float_dtype": float_format.float_dtype,
             "lut_dtype": lut_format.lut_dtype}
    ctor, kwargs = spec
    return ctors[ctor](name, **kwargs)


def _valid_names() -> list[str]:
    return list(_by_name) + sorted(_ALIASES)


def _lookup_name(name: str, what: str) -> DType:
    dt = _by_name.get(name)
    if dt is None and name in _ALIASES:
        dt = _by_name[_ALIASES[name]]
    if dt is None:
        valid = _valid_names()
        close = difflib.get_close_matches(name, valid, n=3)
        hint = f" (did you mean {', '.join(close)}?)" if close else ""
        raise ValueError(
            f"get_dtype: unknown dtype {what}{hint}; valid names are: {', '.join(valid)}"
        )
    return dt


def get_dtype(x) -> DType:
    """Resolve anything that names a dtype to the DType object.

    Arguments:
        x: a DType (returned as is); a str -- a canonical name (``"float16"``,
            ``"int4"``, ``"nf4"``, a user format's name) or an alias (``"float"`` =
            float32, ``"double"`` = float64, ``"half"`` = float16, ``"int"`` = int32,
            ``"bf16"``, ``"float8_e4m3"`` / ``"e4m3_float8"`` = float8_e4m3fn,
            ``"e5m2_float8"`` = float8_e5m2, ...); a torch.dtype; a numpy dtype or
            scalar type; or the Python types ``bool``, ``int`` (int32) and
            ``float`` (float32, TileLang's meaning of "float").
    Raises: ValueError listing the valid names for an unknown name, TypeError for
        anything else.

    Example::

        >>> get_dtype("half") is get_dtype(torch.float16) is float16
        True
    """
    if isinstance(x, DType):
        return x
    if isinstance(x, str):
        return _lookup_name(x, repr(x))
    if is_torch(x):
        import torch

        if isinstance(x, torch.dtype):
            name = str(x).split(".", 1)[1]
            return _lookup_name(name, f"torch.{name}")
        raise TypeError(f"get_dtype: expected a dtype, got a {type(x).__name__}")
    if x is bool:
        return _by_name["bool"]
    if x is int:
        return _by_name["int32"]
    if x is float:
        return _by_name["float32"]
    if isinstance(x, np.dtype) or (isinstance(x, type) and issubclass(x, np.generic)):
        name = np.dtype(x).name
        return _lookup_name(name, f"numpy {name}")
    raise TypeError(
        f"get_dtype: expected a DType, a dtype name, a torch.dtype or a numpy dtype, "
        f"got {type(x).__name__} {x!r}"
    )


def all_dtypes() -> list[DType]:
    """Every registered dtype: the builtins first, then user formats in the order
    they were defined.

    Example::

        >>> [str(d) for d in all_dtypes()][:3]
        ['float16', 'bfloat16', 'float32']
    """
    with _lock:
        dts = list(_by_name.values())
    return [d for d in dts if d.name in _builtin_names] + [
        d for d in dts if d.name not in _builtin_names
    ]
