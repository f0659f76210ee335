"""The float64 reference of an element-wise chain, following the language's typing rules
(rounding to each op's type, C-like integer promotion and wrap-around, Python floor
division and modulo)."""

from .checks import FLOATS, tdt

_INT_RANGE = {"int8": (8, True), "int16": (16, True), "int32": (32, True), "uint8": (8, False)}


def round_to(x, dtype):
    """float64 values rounded to ``dtype`` (and back to float64); integers wrap."""
    if dtype in FLOATS:
        return x.to(tdt(dtype)).double()
    return wrap_int(x, dtype)


def wrap_int(x, dtype):
    """Integral float64 values wrapped to the integer ``dtype``'s range (two's complement)."""
    import torch

    bits, signed = _INT_RANGE[dtype]
    v = x.to(torch.int64) % (1 << bits)
    if signed:
        v = torch.where(v >= (1 << (bits - 1)), v - (1 << bits), v)
    return v.double()


def cast_to(v, cur, to):
    """float64 values of type ``cur`` cast to ``to`` as the language casts: to a float,
    rounded; float to integer, truncated toward zero; to an integer, wrapped."""
    import torch

    if to in FLOATS:
        return round_to(v, to)
    return wrap_int(torch.trunc(v) if cur in FLOATS else v, to)


def _promote(cur):
    """The type an integer op computes in: narrower than 32 bits computes as int32."""
    return "int32" if cur in ("int8", "int16", "uint8") else cur


def chain_reference(x, din, ops):
    """The chain in float64, rounded to each op's type (floats: computed then rounded
    once; integers: C-like promotion, wrap-around, Python floor division / modulo)."""
    import torch

    v, cur = x.double(), din
    for op in ops:
        kind = op[0]
        is_int = cur not in FLOATS
        t = _promote(cur) if is_int else cur
        if kind == "cast":
            v, cur = cast_to(v, cur, op[1]), op[1]
            continue
        k = op[1] if len(op) > 1 else None
        if is_int and isinstance(k, float):
            t = "float32"  # a float literal next to an integer: the operation is float32
        elif not is_int and k is not None:
            k = round_to(torch.tensor(float(k), dtype=torch.float64), cur).item()
        if kind == "mul":
            v = v * k
        elif kind == "add":
            v = v + k
        elif kind == "max":
            v = torch.clamp(v, min=k)
        elif kind == "min":
            v = torch.clamp(v, max=k)
        elif kind == "abs":
            v = v.abs()
        elif kind == "neg":
            v = -v
        elif kind == "exp":
            v = v.exp()
        elif kind == "sqrt":
            v = round_to(v.abs() + k, t).sqrt() if not is_int else (v.abs() + k).sqrt()
        elif kind == "tanh":
            v = v.tanh()
        elif kind == "sigmoid":
            v = torch.sigmoid(v)
        elif kind == "floordiv":
            v = torch.floor_divide(v, k)
        elif kind == "mod":
            v = torch.remainder(v, k)
        elif kind == "shr":
            v = (v.to(torch.int64) >> k).double()
        elif kind == "xor":
            v = (v.to(torch.int64) ^ k).double()
        elif kind == "and":
            v = (v.to(torch.int64) & k).double()
        v = round_to(v, t)
        cur = t
    return v, cur
