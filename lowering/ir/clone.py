"""Copy ops and regions with fresh SSA values (passes that duplicate code use it)."""

from __future__ import annotations

from .core import Op, Region, Value


def clone_op(op: Op, mapping: dict[Value, Value]) -> Op:
    """A copy of ``op``: operands through ``mapping`` (value -> value, others kept),
    regions copied, results new values (recorded in ``mapping``)."""
    fields = {}
    for name, kind, _ in op._field_specs:
        v = getattr(op, name)
        if kind in ("operand", "opt_operand"):
            fields[name] = mapping.get(v, v) if v is not None else None
        elif kind == "operands":
            fields[name] = [mapping.get(x, x) for x in v]
        elif kind == "region":
            fields[name] = clone_region(v, mapping)
        else:
            fields[name] = v
    results = []
    for r in op.results:
        new = Value(r.type, r.name)
        mapping[r] = new
        results.append(new)
    return type(op)(results=results, loc=op.loc, **fields)


def clone_region(region: Region, mapping: dict[Value, Value]) -> Region:
    args = []
    for a in region.args:
        new = Value(a.type, a.name)
        mapping[a] = new
        args.append(new)
    return Region(args, [clone_op(op, mapping) for op in region.ops])
