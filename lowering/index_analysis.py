"""Value ranges and affine normal forms of index expressions (an analysis, not a pass).

``simplify`` and ``vectorize`` ask two questions about ``index`` values:

* ``range_of(v)``: an interval ``(lo, hi)`` the value provably lies in (``None``
  for an unbounded side);
* ``form(v)``: a normal form ``const + sum(coef * atom)``; two values with equal
  ``form(v).key`` are equal for every thread and every iteration.  An atom is an
  opaque index: a leaf (thread/block index, loop variable, symbol, a load ...) or
  a non-linear expression of other forms (``floordiv(F, c)``, ``xor(F, G)``, ...)
  named by its operands' forms, so re-computations of one expression share it.

Ranges come from: ``thread_idx``/``thread_binding`` (the kernel's threads),
``block_idx`` and the kernel's block arguments (the grid extent when constant,
``>= 0`` otherwise), loop variables (their bounds' ranges, step >= 1), parallel
indices (their extents), constants, and ranges a pass registers (``set_range``).

Normalization rules for a positive constant ``c`` (identities on integers):

* ``(c * Q + R) // c = Q + R // c`` and ``(c * Q + R) % c = R % c``;
* ``R // c = k`` and ``R % c = R - k * c`` when ``R`` provably lies in ``[k c, k c + c)``
  (so ``(a * 8 + b) // 8 = a`` and ``(a * 8 + b) % 8 = b`` for ``0 <= b < 8``,
  ``tid // 128 = 0`` with 128 threads, ``x % n = x`` for ``0 <= x < n``);
* ``(g * B + S) // c = B // (c / g)`` and ``(g * B + S) % c = g * (B % (c / g)) + S``
  for ``g`` dividing ``c`` and ``0 <= S < g`` (how ``(2 l + j) % 4`` with ``j < 2``
  becomes ``2 * (l % 2) + j``);
* ``x // a // c = x // (a c)``; ``x % a % c = x % c`` and ``x % a // c = x // c % (a / c)``
  when ``c`` divides ``a``;
* ``(g A + S) ^ (g B) = g (A ^ B) + S`` for a power of two ``g`` and ``0 <= S < g``
  (``|`` alike, ``&`` gives ``g (A & B)``): swizzles permute whole chunks;
* ``x << k = x * 2^k``, ``x >> k = x // 2^k``, ``x & (2^k - 1) = x % 2^k``, and C
  ``div``/``rem`` of a non-negative value equal ``floordiv``/``floormod``.

What it does not do: index arithmetic is taken as mathematical integers (no
overflow), only ``index``-typed values are analysed (``int32`` arithmetic wraps and
stays opaque), products of two non-constant forms and bit operations other than
the ones above are atoms, and ranges are intervals (no relations between values).
"""

from __future__ import annotations

import functools
import math

from .ir.core import Op, Value
from .ir.types import IndexType


class Form:
    """``const + sum(coef * atom)``; ``key`` is hashable and equal for equal forms."""

    __slots__ = ("terms", "const", "_key")

    def __init__(self, terms: dict | None = None, const: int = 0):
        self.terms = {a: k for a, k in (terms or {}).items() if k}
        self.const = int(const)
        self._key = None

    @property
    def key(self):
        if self._key is None:
            self._key = (self.const, frozenset(self.terms.items()))
        return self._key

    @property
    def is_const(self) -> bool:
        return not self.terms

    def __add__(self, o: "Form | int") -> "Form":
        if isinstance(o, int):
            return Form(self.terms, self.const + o)
        terms = dict(self.terms)
        for a, k in o.terms.items():
            terms[a] = terms.get(a, 0) + k
        return Form(terms, self.const + o.const)

    def __sub__(self, o: "Form | int") -> "Form":
        return self + (-o if isinstance(o, int) else o.scale(-1))

    def scale(self, k: int) -> "Form":
        return Form({a: c * k for a, c in self.terms.items()}, self.const * k)

    def divisible_by(self, n: int) -> bool:
        """Every value of the form is a multiple of ``n``."""
        return self.const % n == 0 and all(k % n == 0 for k in self.terms.values())

    def __repr__(self) -> str:
        return f"Form({self.const} + {self.terms})"


def _add_bound(a, b):
    return None if a is None or b is None else a + b


def _floordiv_bound(x, c):
    return None if x is None else x // c


class IndexAnalysis:
    """Forms and ranges of the index values of one function (computed on demand)."""

    def __init__(self, func: Op | None = None):
        self.forms: dict[Value, Form] = {}
        self.atom_ranges: dict[object, tuple] = {}
        self.atom_defs: dict[object, tuple] = {}   # non-linear atom -> (kind, operand forms, constant)
        self.leaf_ranges: dict[Value, tuple] = {}   # leaf value -> (lo, hi) when its range is known
        self.loops: dict[Value, Op] = {}             # loop variable -> its for op
        self.leaf_values: dict[object, Value] = {}   # leaf atom -> the value it stands for
        # (form key, c) -> divmod's answer: the ranges it reads are fixed once an atom
        # exists, and the same index is divided again for every copy of it (vectorize's lanes)
        self._divmods: dict[tuple, tuple] = {}
        if func is not None:
            for op in func.walk():
                if op.name == "kernel":
                    self.add_kernel(op)

    # ---- registration -------------------------------------------------------------------
    def add_kernel(self, kernel: Op) -> None:
        threads = list(kernel.threads) + [1, 1]
        k = kernel  # thread and block indices are atoms per kernel (their ranges differ)
        for i, arg in enumerate(kernel.body.args):
            self._leaf(arg, ("bid", i, k))
            self.leaf_values[("bid", i, k)] = arg
        for op in kernel.walk():
            if op.name in ("thread_idx", "thread_binding"):
                self._leaf(op.result, ("tid", op.dim, k), (0, threads[op.dim] - 1))
            elif op.name == "block_idx":
                self._leaf(op.result, ("bid", op.dim, k))
            elif op.name == "for":
                self.loops[op.body.args[0]] = op
            elif op.name == "parallel":
                for a, e in zip(op.body.args, op.extents):
                    self.set_range(a, 0, e - 1)
        for d in range(3):
            g = self.form(kernel.grid[d]) if d < len(kernel.grid) else Form({}, 1)
            hi = g.const - 1 if g.is_const else None
            self.atom_ranges[("bid", d, k)] = (0, hi)

    def set_range(self, v: Value, lo, hi) -> None:
        """Declare that leaf ``v`` lies in ``[lo, hi]`` (before its form is first asked)."""
        self.leaf_ranges[v] = (lo, hi)

    def _leaf(self, v: Value, key, rng=None) -> None:
        self.forms[v] = Form({key: 1})
        if rng is not None:
            self.atom_ranges[key] = rng

    # ---- queries ------------------------------------------------------------------------
    def range_of(self, v_or_form) -> tuple:
        f = v_or_form if isinstance(v_or_form, Form) else self.form(v_or_form)
        lo = hi = f.const
        for a, k in f.terms.items():
            alo, ahi = self.atom_ranges.get(a, (None, None))
            if k < 0:
                alo, ahi = ahi, alo
            lo = _add_bound(lo, None if alo is None else k * alo)
            hi = _add_bound(hi, None if ahi is None else k * ahi)
        return lo, hi

    def form(self, v: Value) -> Form:
        f = self.forms.get(v)
        if f is None:
            f = self.forms[v] = self._compute(v)
        return f

    def leaf_value(self, f: Form) -> Value | None:
        """The value ``f`` is exactly, when ``f`` is one leaf (a loop variable, a block
        argument, a load ...).  Any expression with that form was computed from it, so
        it dominates the expression."""
        if f.const or len(f.terms) != 1:
            return None
        (atom, k), = f.terms.items()
        return self.leaf_values.get(atom) if k == 1 else None

    def decide(self, op: Op):
        """True/False when comparison ``op`` on index values is decided by the ranges, else None."""
        if not isinstance(op.lhs.type, IndexType):
            return None
        lo, hi = self.range_of(self.form(op.lhs) - self.form(op.rhs))
        name = op.name
        if name in ("gt", "ge"):  # a > b  is  b - a < 0
            lo, hi = (None if hi is None else -hi), (None if lo is None else -lo)
            name = {"gt": "lt", "ge": "le"}[name]
        if name == "lt":
            return True if hi is not None and hi < 0 else False if lo is not None and lo >= 0 else None
        if name == "le":
            return True if hi is not None and hi <= 0 else False if lo is not None and lo > 0 else None
        if lo == hi == 0:
            return name == "eq"
        if (lo is not None and lo > 0) or (hi is not None and hi < 0):
            return name == "ne"
        return None

    # ---- normal forms -------------------------------------------------------------------
    def _opaque(self, v: Value) -> Form:
        key = ("v", v)
        self.leaf_values[key] = v
        loop = self.loops.get(v)
        if v in self.leaf_ranges:
            self.atom_ranges[key] = self.leaf_ranges[v]
        elif loop is not None:
            step = self.form(loop.step)
            if step.is_const and step.const >= 1:
                lo = self.range_of(loop.lb)[0]
                hi = self.range_of(loop.ub)[1]
                self.atom_ranges[key] = (lo, None if hi is None else hi - 1)
        return Form({key: 1})

    def _compute(self, v: Value) -> Form:
        op = v.owner
        if not isinstance(v.type, IndexType) or not isinstance(op, Op) or len(op.results) != 1:
            return self._opaque(v)
        name = op.name
        if name == "const":
            return Form({}, op.value)
        if name == "symbol":  # one runtime value per name, however often it is read
            self.atom_ranges[("sym", op.sym)] = (0, None)
            return Form({("sym", op.sym): 1})
        if name in ("add", "sub"):
            a, b = self.form(op.lhs), self.form(op.rhs)
            return a + b if name == "add" else a - b
        if name == "neg":
            return self.form(op.value).scale(-1)
        if name == "mul":
            a, b = self.form(op.lhs), self.form(op.rhs)
            if b.is_const:
                return a.scale(b.const)
            if a.is_const:
                return b.scale(a.const)
            return self._atom("mul", (a, b), None, self._mul_range(a, b))
        if name in ("floordiv", "floormod", "div", "rem", "shl", "shr", "and", "or", "xor", "min", "max"):
            a, b = self.form(op.lhs), self.form(op.rhs)
            c = b.const if b.is_const else None
            lo = self.range_of(a)[0]
            if name in ("div", "rem") and c is not None and c > 0 and lo is not None and lo >= 0:
                name = "floordiv" if name == "div" else "floormod"
            if name in ("floordiv", "floormod") and c is not None and c > 0:
                q, r = self.divmod(a, c)
                return q if name == "floordiv" else r
            if name == "shl" and c is not None and 0 <= c < 63:
                return a.scale(1 << c)
            if name == "shr" and c is not None and 0 <= c < 63:
                return self.divmod(a, 1 << c)[0]
            if name == "and" and c is not None and c >= 0 and (c + 1) & c == 0:
                return self.divmod(a, c + 1)[1] if c else Form({}, 0)
            if name in ("and", "or", "xor"):
                return self.bitwise(name, a, b)
            if name in ("min", "max"):
                return self._atom(name, (a, b), None, self._bit_range(name, a, b))
        return self._opaque(v)

    def bitwise(self, name: str, a: Form, b: Form) -> Form:
        """``a & b``, ``a | b`` or ``a ^ b``; bits below a power of two ``g`` dividing one
        side come from the other side alone: ``(g A + S) ^ (g B) = g (A ^ B) + S`` for
        ``0 <= S < g`` (``|`` alike; ``&`` keeps ``g (A & B)``), so a swizzle that
        permutes 16-byte chunks keeps the elements of a chunk consecutive."""
        for x, y in ((a, b), (b, a)):
            if y.is_const and y.const == 0:
                return Form() if name == "and" else x
            g = 0
            for k in list(y.terms.values()) + [y.const]:
                g = _gcd(g, k)
            g &= -g  # the largest power of two dividing every coefficient
            while g >= 2:
                high = {t: k // g for t, k in x.terms.items() if k % g == 0}
                S = Form({t: k for t, k in x.terms.items() if k % g}, x.const % g)
                lo, hi = self.range_of(S)
                if lo is not None and hi is not None and 0 <= lo and hi < g:
                    inner = self.bitwise(name, Form(high, x.const // g), Form({t: k // g for t, k in y.terms.items()},
                                                                                y.const // g)).scale(g)
                    return inner if name == "and" else inner + S
                g //= 2
        return self._atom(name, (a, b), None, self._bit_range(name, a, b))

    def _atom(self, kind: str, forms: tuple, c, rng) -> Form:
        keys = tuple(f.key for f in forms)
        if kind in ("mul", "and", "or", "xor", "min", "max"):  # commutative: one key for both orders
            keys = tuple(sorted(keys, key=hash))
        key = (kind, keys, c)
        if key not in self.atom_defs:
            self.atom_defs[key] = (kind, forms, c)
            self.atom_ranges[key] = rng
        return Form({key: 1})

    def divmod(self, x: Form, c: int) -> tuple[Form, Form]:
        """(x // c, x % c) in normal form, for a constant ``c > 0``."""
        if c == 1:
            return x, Form({}, 0)
        key = (x.key, c)
        found = self._divmods.get(key)
        if found is None:
            found = self._divmods[key] = self._divmod(x, c)
        return found

    def _divmod(self, x: Form, c: int) -> tuple[Form, Form]:
        # split off the multiples of c (truncating, so small negative coefficients stay put)
        qt, rt = {}, {}
        for a, k in x.terms.items():
            q = k // c if k >= 0 else -((-k) // c)
            qt[a], rt[a] = q, k - q * c
        q0, r0 = divmod(x.const, c)
        Q, R = Form(qt, q0), Form(rt, r0)
        lo, hi = self.range_of(R)
        if lo is not None and hi is not None and lo // c == hi // c:
            k = lo // c
            return Q + k, R - k * c
        for g in _divisors_desc(c, R.terms.values()):
            big = {a: k // g for a, k in R.terms.items() if k % g == 0}
            if not big:
                continue
            S = Form({a: k for a, k in R.terms.items() if k % g}, R.const % g)
            slo, shi = self.range_of(S)
            if slo is not None and shi is not None and 0 <= slo and shi < g:
                q2, r2 = self.divmod(Form(big, R.const // g), c // g)
                return Q + q2, r2.scale(g) + S
        nested = self._nested(R, c)
        if nested is not None:
            return Q + nested[0], nested[1]
        qrange = (_floordiv_bound(lo, c), _floordiv_bound(hi, c))
        rrange = (0, c - 1 if lo is None or lo < 0 or hi is None else min(c - 1, hi))
        return Q + self._atom("floordiv", (R,), c, qrange), self._atom("floormod", (R,), c, rrange)

    def _nested(self, R: Form, c: int):
        """(R // c, R % c) when R is a single floordiv/floormod atom that composes with c."""
        if R.const or len(R.terms) != 1:
            return None
        (atom, k), = R.terms.items()
        if k != 1 or atom not in self.atom_defs:
            return None
        kind, forms, a = self.atom_defs[atom]
        if kind not in ("floordiv", "floormod"):
            return None
        x = forms[0]
        if kind == "floordiv":  # x // a // c = x // (a c); its remainder stays an atom
            q = self.divmod(x, a * c)[0]
            return q, self._atom("floormod", (R,), c, (0, c - 1))
        if kind == "floormod" and a % c == 0:  # x % a % c = x % c; x % a // c = x // c % (a / c)
            xq, xr = self.divmod(x, c)
            return self.divmod(xq, a // c)[1], xr
        return None

    def _mul_range(self, a: Form, b: Form):
        (alo, ahi), (blo, bhi) = self.range_of(a), self.range_of(b)
        if None in (alo, ahi, blo, bhi):
            return (None, None)
        p = [alo * blo, alo * bhi, ahi * blo, ahi * bhi]
        return (min(p), max(p))

    def _bit_range(self, name: str, a: Form, b: Form):
        (alo, ahi), (blo, bhi) = self.range_of(a), self.range_of(b)
        if name == "min":
            return (None if alo is None or blo is None else min(alo, blo),
                    ahi if bhi is None else bhi if ahi is None else min(ahi, bhi))
        if name == "max":
            return (alo if blo is None else blo if alo is None else max(alo, blo),
                    None if ahi is None or bhi is None else max(ahi, bhi))
        if alo is None or blo is None or alo < 0 or blo < 0:
            return (None, None)
        if name == "and":
            return (0, ahi if bhi is None else bhi if ahi is None else min(ahi, bhi))
        if ahi is None or bhi is None:
            return (0, None)
        return (0, (1 << max(ahi, bhi).bit_length()) - 1)


_gcd = math.gcd


# A constant of the IR text may be of any size, and trying every number up to its
# square root would never end: trial division stops at _TRIAL_LIMIT, and a number
# no 64-bit index reaches is not factored at all.
_TRIAL_LIMIT = 1 << 16
_INDEX_LIMIT = 1 << 63


def _divisors_desc(c: int, coefs) -> tuple[int, ...]:
    """Divisors of ``c`` strictly between 1 and ``c`` that divide one of ``coefs``,
    largest first -- the only ones that split a term off.  They are the divisors of
    the ``gcd(c, k)``, which are factored instead of ``c``: a term's coefficient is
    small even when ``c`` is huge."""
    return _divisors_desc_of(c, frozenset(_gcd(c, k) for k in coefs))


@functools.lru_cache(maxsize=1024)
def _divisors_desc_of(c: int, gcds: frozenset) -> tuple[int, ...]:
    found = set()
    for g in gcds:
        found |= _divisors(g)
    return tuple(sorted(found - {1, c}, reverse=True))


@functools.lru_cache(maxsize=1024)  # (the same few gcds are factored again and again)
def _divisors(n: int) -> frozenset[int]:
    """The divisors of ``n > 0`` from its prime factors up to ``_TRIAL_LIMIT``; what is
    left over is taken as one prime.  Exact below ``_TRIAL_LIMIT ** 2`` (and whenever
    the rest is prime); beyond, some divisors may be missed (all but 1 and ``n`` from
    ``_INDEX_LIMIT`` on), which only makes a ``divmod`` split less, never wrongly."""
    if n >= _INDEX_LIMIT:
        return frozenset((1, n))
    divs = {1}
    d = 2
    while d * d <= n and d <= _TRIAL_LIMIT:
        e = 0
        while n % d == 0:
            n //= d
            e += 1
        if e:
            divs = {x * d ** i for x in divs for i in range(e + 1)}
        d += 1
    if n > 1:
        divs |= {x * n for x in divs}
    return frozenset(divs)
