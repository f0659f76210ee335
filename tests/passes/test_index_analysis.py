"""``index_analysis``: every normal form evaluates to the value of its expression and
every range holds it, on random index expressions evaluated over all threads,
loop iterations and blocks."""

import numpy as np
import pytest

import tilelang
from tilelang.lowering.index_analysis import IndexAnalysis

T, L, G = 64, 12, 3  # threads, loop trips, blocks
OPS = ["add", "sub", "mul", "floordiv", "floormod", "shl", "shr", "and", "xor", "or", "min", "max", "div", "rem"]


def random_program(rng, n=40):
    consts = [1, 2, 3, 4, 8, 16, 32, 6, 12, 5]
    lines = [f"%k{c} = const {{value = {c}}} : index" for c in consts]
    lines += ["%km3 = const {value = -3} : index"]
    names = ["%tid", "%l", "%bx"]
    for i in range(n):
        op = OPS[rng.integers(len(OPS))]
        a = names[rng.integers(len(names))]
        if op in ("floordiv", "floormod", "shl", "shr", "div", "rem") or rng.random() < 0.4:
            b = f"%k{consts[rng.integers(len(consts))]}" if op not in ("shl", "shr") else f"%k{rng.integers(1, 4)}"
            if op == "and" and rng.random() < 0.5:
                b = f"%k{[1, 3][rng.integers(2)]}"  # masks 2^k - 1 become remainders
            if op in ("add", "sub", "mul") and rng.random() < 0.2:
                b = "%km3"
        else:
            b = names[rng.integers(len(names))]
        if op == "mul" and b not in [f"%k{c}" for c in consts] + ["%km3"] and rng.random() < 0.7:
            b = "%k4"
        lines.append(f"%x{i} = {op} {a}, {b} : index")
        names.append(f"%x{i}")
    body = "\n      ".join(lines)
    return f"""func {{sym_name = "f"}} () {{
  %g = const {{value = {G}}} : index
  kernel [%g] {{threads = [{T}]}} (%bx: index) {{
    %tid = thread_idx {{dim = 0}} : index
    %c0 = const {{value = 0}} : index
    %c1 = const {{value = 1}} : index
    %cL = const {{value = {L}}} : index
    for %c0, %cL, %c1, [] {{kind = unroll}} (%l: index) {{
      {body}
    }}
  }}
}}
"""


def _numeric(op, a, b):
    return {"add": lambda: a + b, "sub": lambda: a - b, "mul": lambda: a * b, "floordiv": lambda: a // b,
            "floormod": lambda: a % b, "shl": lambda: a << b, "shr": lambda: a >> b, "and": lambda: a & b,
            "xor": lambda: a ^ b, "or": lambda: a | b, "min": lambda: np.minimum(a, b),
            "max": lambda: np.maximum(a, b), "div": lambda: np.trunc(a / b).astype(np.int64),
            "rem": lambda: a - b * np.trunc(a / b).astype(np.int64)}[op]()


@pytest.mark.parametrize("seed", range(12))
def test_forms_and_ranges_agree_with_evaluation(seed):
    rng = np.random.default_rng(seed)
    module = tilelang.parse_ir(random_program(rng))
    module.verify()
    func = module.funcs[0]
    an = IndexAnalysis(func)
    tid, l, bx = np.meshgrid(np.arange(T), np.arange(L), np.arange(G), indexing="ij")
    env = {}
    for op in func.walk():
        if op.name == "kernel":
            env[op.body.args[0]] = bx
        elif op.name == "thread_idx":
            env[op.result] = tid
        elif op.name == "for":
            env[op.body.args[0]] = l
        elif op.name == "const":
            env[op.result] = np.int64(op.value)
        elif op.name in OPS:
            env[op.result] = _numeric(op.name, env[op.lhs], env[op.rhs])
    results = [op.result for op in func.walk() if op.name in OPS]
    forms = [an.form(v) for v in results]
    leaves = {a: env[v] for a, v in an.leaf_values.items() if v in env}
    kid = next(op for op in func.walk() if op.name == "kernel")
    leaves[("tid", 0, kid)] = tid
    leaves[("bid", 0, kid)] = bx

    def atom(a):
        if a in leaves:
            return leaves[a]
        kind, forms, c = an.atom_defs[a]
        vals = [form(f) for f in forms]
        if kind == "floordiv":
            return vals[0] // c
        if kind == "floormod":
            return vals[0] % c
        return _numeric(kind, *vals)

    def form(f):
        out = np.int64(f.const)
        for a, k in f.terms.items():
            out = out + k * atom(a)
        return out

    for v, f in zip(results, forms):
        want = env[v]
        np.testing.assert_array_equal(np.broadcast_to(form(f), want.shape), want, err_msg=f"%{v.name}: {f}")
        lo, hi = an.range_of(v)
        assert lo is None or want.min() >= lo, (v.name, lo, want.min())
        assert hi is None or want.max() <= hi, (v.name, hi, want.max())
    assert len(results) == 40


@pytest.mark.parametrize("k", [2 ** 61 - 1, 10 ** 20 + 39, 10 ** 400], ids=["2^61-1", "1e20+39", "1e400"])
def test_divmod_by_a_huge_constant_is_quick_and_exact(k):
    """``(k M + tid) // (64 k)`` and ``% (64 k)`` for a huge ``k`` from the IR text: the
    split by ``k`` is found from gcd(64 k, k), not by trial division of ``64 k`` (which
    hung on the first two and overflowed a float on the third)."""
    text = f"""func {{sym_name = "f", symbols = ["M"]}} () {{
  %M = symbol {{sym = "M"}} : index
  %k = const {{value = {k}}} : index
  %c = const {{value = {64 * k}}} : index
  %one = const {{value = 1}} : index
  kernel [%one] {{threads = [64]}} (%bx: index) {{
    %tid = thread_idx {{dim = 0}} : index
    %a = mul %M, %k : index
    %b = add %a, %tid : index
    %q = floordiv %b, %c : index
    %r = floormod %b, %c : index
  }}
}}
"""
    func = tilelang.parse_ir(text).funcs[0]
    an = IndexAnalysis(func)
    ops = {op.result.name: op.result for op in func.walk() if op.name in ("floordiv", "floormod", "symbol")}
    q, r = an.form(ops["q"]), an.form(ops["r"])
    (m_key,) = an.form(ops["M"]).terms
    kid = next(op for op in func.walk() if op.name == "kernel")

    def value(f, env):
        out = f.const
        for a, coef in f.terms.items():
            if a in env:
                out += coef * env[a]
            else:
                kind, (x,), c = an.atom_defs[a]
                out += coef * (value(x, env) // c if kind == "floordiv" else value(x, env) % c)
        return out

    assert not any(an.atom_defs[a][2] == 64 * k for a in r.terms if a in an.atom_defs)  # split: no % (64 k) atom
    for m in (0, 1, 63, 64, 1000):
        for t in (0, 5, 63):
            env = {m_key: m, ("tid", 0, kid): t}
            assert (value(q, env), value(r, env)) == divmod(k * m + t, 64 * k)
