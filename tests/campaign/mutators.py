"""The mutation operators: one mutant per (site, operator), made on a clone of the
lowered module (the IR objects, not the text: a removed op has no results, so the
mutant stays well-formed SSA; the verifier still checks every mutant).

* ``remove``: drop the op -- every sync op (a ``fetch_add`` is never removed: it is
  the computation, not only its ordering);
* ``weaken``: ``cp_async_wait`` / ``wgmma_wait`` with one more group left in flight
  (``pending + 1``);
* ``remove_with_barrier``: an ``mbarrier_init`` and the barrier after it (in its
  region) that publishes the init to the other threads;
* ``relax``: an ``acq_rel`` ``fetch_add`` (the split-K count) made ``relaxed``.
"""

from __future__ import annotations

from dataclasses import dataclass

from .sites import Site, op_at, sync_sites

WEAKENED = ("cp_async_wait", "wgmma_wait")


@dataclass(frozen=True)
class Mutation:
    site: Site
    operator: str  # remove | weaken | remove_with_barrier | relax

    @property
    def id(self) -> str:
        """``operator:op#ordinal``, e.g. ``remove:barrier#2``, ``weaken:cp_async_wait#0``."""
        return f"{self.operator}:{self.site.key}"

    def describe(self) -> str:
        s = self.site
        what = {"remove": f"remove {s.op_name}",
                "weaken": f"{s.op_name} pending {dict(s.attrs).get('pending', 0)} -> "
                          f"{dict(s.attrs).get('pending', 0) + 1}",
                "remove_with_barrier": "remove mbarrier_init and the barrier after it",
                "relax": "fetch_add acq_rel -> relaxed"}[self.operator]
        return f"{what} ({s.where()})"


def mutations(module) -> list[Mutation]:
    """Every mutant of ``module``'s sync ops, in print order."""
    out = []
    for site in sync_sites(module):
        attrs = dict(site.attrs)
        if site.op_name == "fetch_add":
            if attrs.get("sem") == "acq_rel":
                out.append(Mutation(site, "relax"))
            continue
        out.append(Mutation(site, "remove"))
        if site.op_name in WEAKENED:
            out.append(Mutation(site, "weaken"))
        if site.op_name == "mbarrier_init" and _barrier_after(module, site) is not None:
            out.append(Mutation(site, "remove_with_barrier"))
    return out


def _barrier_after(module, site: Site):
    _, region, i = op_at(module, site.path)
    return next((j for j in range(i + 1, len(region.ops)) if region.ops[j].name == "barrier"), None)


def apply_mutation(module, mutation: Mutation):
    """A mutated clone of ``module`` (the original is not changed)."""
    mutant = module.clone()
    for attr in ("passes", "arch"):  # (what run_pipeline recorded on the module)
        if hasattr(module, attr):
            setattr(mutant, attr, getattr(module, attr))
    op, region, i = op_at(mutant, mutation.site.path)
    if op.name != mutation.site.op_name:
        raise AssertionError(f"{mutation.id}: the path names a {op.name}, not a {mutation.site.op_name}")
    if mutation.operator == "remove":
        del region.ops[i]
    elif mutation.operator == "weaken":
        op.pending = op.pending + 1
    elif mutation.operator == "remove_with_barrier":
        j = _barrier_after(mutant, mutation.site)
        del region.ops[j]
        del region.ops[i]
    elif mutation.operator == "relax":
        op.sem = "relaxed"
    else:
        raise ValueError(f"unknown mutation operator {mutation.operator!r}")
    return mutant
