"""The skeleton of the IR: SSA values, regions, the op base class and its registry.

An op is a small dataclass.  Each field says what it is through ``metadata``:

* ``operand()``      one SSA value;
* ``operands()``     a variadic group of SSA values;
* ``opt_operand()``  an SSA value or ``None``;
* ``attr(kind)``     a compile-time attribute (see ``ATTR_KINDS``);
* ``region()``       a nested region (block arguments + ops).

The printer, the parser and the verifier are generic over these fields, so a new
op is one class with a ``verify()``; nothing else has to learn about it.
Every op carries ``results`` (the SSA values it defines) and ``loc``.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, field, fields
from typing import ClassVar, Iterator

from tilelang.errors import IRVerifyError, SourceLoc

from .types import Type

# Attribute kinds the printer and parser know how to write and read back.
ATTR_KINDS = (
    "int",      # Python int
    "float",    # Python float (inf/nan allowed)
    "number",   # int, float or bool (constants)
    "bool",
    "str",      # free text, printed quoted
    "ident",    # a word from a fixed set (``choices``), printed bare
    "ints",     # tuple of ints
    "strs",     # tuple of str, printed quoted
    "dtype",    # a DType, printed by name
    "layout",   # a Layout or Fragment, printed as a module-level #L alias
)


class Value:
    """An SSA value: defined once, by an op (a result) or a region (an argument).

    ``name`` is a readable hint ("A_shared"); the printer makes names unique.
    Values (and ops) hash and compare by identity: passes and backends key their
    tables by the value itself, which a table keeps alive while it holds it -- unlike
    an ``id()``, which a dropped value hands on to the next one made.
    """

    __slots__ = ("type", "name", "owner", "index")

    def __init__(self, type: Type, name: str | None = None):
        self.type = type
        self.name = name
        self.owner = None  # the Op or Region that defines it
        self.index = 0

    def __repr__(self) -> str:
        return f"<Value %{self.name or '?'}: {self.type}>"


class Region:
    """A single-block region: arguments (loop indices, block ids, iter values) and ops."""

    __slots__ = ("args", "ops")

    def __init__(self, args: list[Value] | None = None, ops: list["Op"] | None = None):
        self.args = list(args or [])
        self.ops = list(ops or [])
        for i, a in enumerate(self.args):
            a.owner, a.index = self, i

    def append(self, op: "Op") -> "Op":
        self.ops.append(op)
        return op

    @property
    def terminator(self):
        return self.ops[-1] if self.ops else None


def operand():
    return field(metadata={"kind": "operand"})


def operands():
    return field(default_factory=list, metadata={"kind": "operands"})


def opt_operand():
    return field(default=None, metadata={"kind": "opt_operand"})


def attr(kind: str, default=MISSING, choices: tuple[str, ...] | None = None):
    assert kind in ATTR_KINDS, kind
    meta = {"kind": "attr", "attr_kind": kind, "choices": choices}
    if isinstance(default, (list, dict)):
        raise TypeError("mutable attribute default")
    return field(default=default, metadata=meta)


def region():
    return field(default_factory=Region, metadata={"kind": "region"})


OP_REGISTRY: dict[str, type["Op"]] = {}


def op_base(cls):
    """Class decorator for an abstract op family: fields without a registered name."""
    # repr=False: every op keeps ``Op.__repr__`` (``<add op at file:line>``) instead of a
    # generated repr of all its fields, results and regions; init=False: every op keeps
    # ``Op.__init__``, which reads the class's field table -- no code is generated per op
    # class (compiling a generated method costs the compiler's import ~0.3 ms a class)
    cls = dataclass(eq=False, kw_only=True, repr=False, init=False)(cls)
    cls._init_fields = _init_fields(cls)
    return cls


def _init_fields(cls) -> tuple:
    """(name, default, default factory) of each field of dataclass ``cls``, in order."""
    return tuple((f.name, f.default, None if f.default_factory is MISSING else f.default_factory)
                 for f in fields(cls))


def register_op(cls):
    """Class decorator: make ``cls`` a dataclass op and register it by ``cls.name``."""
    if cls.__dict__.get("__annotations__") or not hasattr(cls, "__dataclass_fields__"):
        # (a subclass that declares no field of its own -- a member of an op family such as
        # ``add`` of ``BinaryOp`` -- keeps its base's generated methods: generating them
        # again per member costs the import a few milliseconds each)
        cls = op_base(cls)
    if cls.name in OP_REGISTRY:
        raise RuntimeError(f"op {cls.name!r} registered twice")
    OP_REGISTRY[cls.name] = cls
    cls._field_specs = tuple(
        (f.name, f.metadata["kind"], f.metadata) for f in fields(cls) if f.metadata.get("kind") in
        ("operand", "operands", "opt_operand", "attr", "region")
    )
    # (the passes ask every op for its regions, most of which have none)
    cls._region_fields = tuple(name for name, kind, _ in cls._field_specs if kind == "region")
    return cls


def ops_with(trait: str) -> frozenset:
    """The names of the registered ops whose class declares ``trait`` (``pure``,
    ``tile_level``: ``Op``'s trait attributes)."""
    if not isinstance(getattr(Op, trait, None), bool):
        raise ValueError(f"ops_with: unknown op trait {trait!r}")
    return frozenset(name for name, cls in OP_REGISTRY.items() if getattr(cls, trait))


def rule_registry(table: dict):
    """The ``@rule("name", ...)`` decorator of a table of per-op-kind rules: it enters
    the decorated function into ``table`` under each name given.  Everything that
    dispatches by op kind or name -- the parser's built-ins, tile-op lowering, the
    interpreter, the simulator -- keeps such a table::

        RULES: dict[str, object] = {}
        rule = rule_registry(RULES)

        @rule("fill")
        def lower_fill(ctx, op): ...
    """
    def rule(*names):
        def register(fn):
            for n in names:
                table[n] = fn
            return fn
        return register
    return rule


def _region_ops(op, fields):
    """The ops of ``op``'s regions, each region's list read when it is reached."""
    for f in fields:
        yield from getattr(op, f).ops


@dataclass(eq=False, kw_only=True, init=False)
class Op:
    """Base of every op.  Subclasses set ``name`` and declare their fields."""

    name: ClassVar[str] = "op"
    # How many results the op defines: an int, or None for "any number".
    num_results: ClassVar[int | None] = 0
    # Ops that must sit (directly or not) inside a ``kernel`` region.
    in_kernel: ClassVar[bool] = False
    # Traits the passes and backends ask (``ops_with``), declared on the op's class:
    # ``pure``: no effect -- the op may be moved, duplicated or dropped when unused;
    # ``tile_level``: a tile op, which ``lower-tile-ops`` lowers (the simulator runs
    # lowered IR only).
    pure: ClassVar[bool] = False
    tile_level: ClassVar[bool] = False
    _field_specs: ClassVar[tuple] = ()
    _region_fields: ClassVar[tuple] = ()  # the names of the region fields (``register_op``)

    results: list[Value] = field(default_factory=list)
    loc: SourceLoc | None = None
    _init_fields: ClassVar[tuple] = ()  # (``op_base``; what a generated ``__init__`` would read)

    def __init__(self, **kwargs):
        """Keyword arguments only, one per field (``results``, ``loc`` and the op's own),
        as a keyword-only dataclass's generated ``__init__`` takes them."""
        for name, default, factory in self._init_fields:
            if name in kwargs:
                value = kwargs.pop(name)
            elif factory is not None:
                value = factory()
            elif default is not MISSING:
                value = default
            else:
                raise TypeError(f"{type(self).__name__}.__init__() missing required keyword-only argument: "
                                f"'{name}'")
            setattr(self, name, value)
        if kwargs:
            raise TypeError(f"{type(self).__name__}.__init__() got an unexpected keyword argument "
                            f"'{next(iter(kwargs))}'")
        self.__post_init__()

    def __post_init__(self):
        for i, r in enumerate(self.results):
            r.owner, r.index = self, i

    # ---- generic access -------------------------------------------------
    @property
    def result(self) -> Value:
        """The single result (error when the op has a different number)."""
        if len(self.results) != 1:
            self.error(f"expected one result, has {len(self.results)}")
        return self.results[0]

    def operand_values(self) -> Iterator[Value]:
        """Every SSA operand, in field order."""
        for fname, kind, _ in self._field_specs:
            v = getattr(self, fname)
            if kind == "operand" or (kind == "opt_operand" and v is not None):
                yield v
            elif kind == "operands":
                yield from v

    def regions(self) -> list[Region]:
        return [getattr(self, f) for f in self._region_fields]

    def attrs(self) -> dict:
        return {f: getattr(self, f) for f, kind, _ in self._field_specs if kind == "attr"}

    def replace_uses(self, old: Value, new: Value) -> None:
        """Rewrite operands that are ``old`` to ``new`` (this op only)."""
        for fname, kind, _ in self._field_specs:
            v = getattr(self, fname)
            if kind in ("operand", "opt_operand") and v is old:
                setattr(self, fname, new)
            elif kind == "operands":
                setattr(self, fname, [new if x is old else x for x in v])

    def walk(self) -> Iterator["Op"]:
        """This op, then every op nested in its regions, in print order."""
        # one generator with a stack of iterators, not one generator per nesting level
        # (each op would otherwise pass through every enclosing op's generator); an op's
        # regions are read after it is yielded, as a recursive walk reads them
        yield self
        fields = self._region_fields
        if not fields:
            return
        stack = [_region_ops(self, fields)]
        while stack:
            op = next(stack[-1], None)
            if op is None:
                stack.pop()
                continue
            yield op
            if op._region_fields:
                stack.append(_region_ops(op, op._region_fields))

    # ---- verification ---------------------------------------------------
    def error(self, message: str):
        """Raise an ``IRVerifyError`` naming this op and its location."""
        err = IRVerifyError(f"'{self.name}' op: {message}", self.loc)
        err.op = self  # (Module.verify adds the IR text's line for a parsed op)
        raise err

    def verify(self) -> None:
        """Op-specific checks (types, scopes, shapes).  Structure is checked by the verifier."""

    def verify_fields(self) -> None:
        """Checks every op gets: field kinds, result count, attribute choices."""
        for fname, kind, meta in self._field_specs:
            v = getattr(self, fname)
            if kind == "operand" and not isinstance(v, Value):
                self.error(f"operand '{fname}' must be an SSA value, got {type(v).__name__}")
            if kind == "opt_operand" and v is not None and not isinstance(v, Value):
                self.error(f"operand '{fname}' must be an SSA value or absent")
            if kind == "operands" and not all(isinstance(x, Value) for x in v):
                self.error(f"operand group '{fname}' must hold SSA values")
            if kind == "attr" and meta["choices"] and v not in meta["choices"]:
                self.error(f"attribute '{fname}' must be one of {', '.join(meta['choices'])}; got {v!r}")
            if kind == "region" and not isinstance(v, Region):
                self.error(f"'{fname}' must be a region")
        if self.num_results is not None and len(self.results) != self.num_results:
            self.error(f"expects {self.num_results} result(s), has {len(self.results)}")

    def __repr__(self) -> str:
        return f"<{self.name} op at {self.loc}>" if self.loc else f"<{self.name} op>"


Op._init_fields = _init_fields(Op)
