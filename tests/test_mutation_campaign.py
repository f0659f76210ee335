"""The mutation campaign (issue 26; machinery in tests/campaign): remove or weaken one
synchronization op at a time in lowered kernels -- barriers, cp.async commits and
waits, mbarrier inits / waits / arrivals, wgmma fences / commits / waits, proxy
fences, cluster barriers, the split-K count's release -- and require that the
simulator (or the IR verifier) reports each mutant, or that the redundancy list
(campaign/redundant.py) proves the op redundant there.

* the machinery: sites, mutants, classification, the redundancy list and its premises;
* a fast subset of the corpus (well under a minute on one core): no unexplained
  mutant.  Misses that wait for the simulator's extension (campaign/known_misses.py,
  with the reason of each) make a kernel xfail; any other miss fails;
* the whole corpus, both forms (sm_80 and sm_90a) of every program: marker
  ``campaign`` (``pytest --campaign`` or ``-m campaign``), or
  ``python scripts/mutation_campaign.py`` for the table of counts.
"""

import warnings

import numpy as np
import pytest

from campaign import CORPUS, FORMS, apply_mutation, mutations, run_kernel, sync_sites
from campaign.corpus import kernels
from campaign.execute import Outcome, outcome, run
from campaign.inputs import make_args
from campaign.known_misses import KNOWN_MISSES
from campaign.premises import PREMISES
from campaign.redundant import REDUNDANT

# The CI subset: cp.async pipelines (one and three stages), a shared epilogue, a
# reduction through shared memory, a tile through shared memory -- and on sm_90a wgmma
# with cp.async, a producer warp's TMA / mbarrier hand-off, and a cluster split-K.
SUBSET = [
    ("t01_tile_copy", "sm_80"),
    ("t02_simt_gemm", "sm_80"),
    ("t04_pipelined_s3", "sm_80"),
    ("reduce_to_shared", "sm_90a"),
    ("gemm_shared_epilogue", "sm_80"),
    ("transpose_shared", "sm_90a"),
    ("t04_pipelined_s2", "sm_90a"),
    ("t10_ws", "sm_90a"),
    ("split_k_reducer_cluster", "sm_90a"),
]


def check_kernel(program: str, form: str):
    """Run one kernel's campaign; fail on an unexplained mutant that is not a known miss,
    on a listed mutant that is reported or changes the result (the list is wrong), on a
    list entry that no longer applies and on an unmutated kernel the simulator reports;
    xfail when known misses remain."""
    r = run_kernel(CORPUS[program], form)
    assert not r.baseline_error, f"the unmutated kernel is reported: {r.baseline_error}"
    assert not r.stale_entries, "redundancy list entries that no longer apply:\n" + "\n".join(r.stale_entries)
    if r.missing_entries:  # (an entry for an op the lowering no longer emits hides nothing)
        warnings.warn(f"{program} [{form}]: listed mutants the kernel does not have: {r.missing_entries}")
    wrong_list = r.listed_but_reported() + r.listed_but_changed()
    assert not wrong_list, "listed as redundant, but the simulator reports them or their result changed:\n" + \
        "\n".join(f"  {m.mutation.id}: {m.outcome.message or 'result changed'}" for m in wrong_list)
    known = KNOWN_MISSES.get((program, form), {})
    missed = r.unexplained()
    new = [m for m in missed if m.mutation.id not in known]
    assert not new, "unexplained mutants (neither reported nor listed as redundant):\n" + "\n".join(
        f"  {m.mutation.describe()} -> {m.outcome.kind}{', RESULT CHANGED' if m.outcome.changed else ''}"
        for m in new)
    caught = sorted(i for i in known if any(m.mutation.id == i and m.status == "reported" for m in r.results))
    if caught:
        warnings.warn(f"{program} [{form}]: known misses now reported (prune campaign/known_misses.py): {caught}")
    if missed:
        reasons = sorted({known[m.mutation.id] for m in missed})
        pytest.xfail(f"{len(missed)} mutant(s) the simulator misses today: " + "; ".join(reasons))
    return r


@pytest.mark.parametrize("program,form", SUBSET, ids=[f"{p}-{f}" for p, f in SUBSET])
def test_every_mutant_of_the_subset_is_reported_or_listed(program, form):
    r = check_kernel(program, form)
    assert r.counts.planted and r.counts.reported


@pytest.mark.campaign
@pytest.mark.parametrize("program,form", list(kernels()), ids=[f"{p.name}-{f}" for p, f in kernels()])
def test_every_mutant_of_the_corpus_is_reported_or_listed(program, form):
    check_kernel(program.name, form)


# ---- the machinery ------------------------------------------------------------------------
def test_the_corpus_has_thirty_programs_in_both_forms():
    both = [p for p in CORPUS.values() if p.forms == FORMS]
    assert len(both) >= 30 and all(set(p.forms) <= set(FORMS) for p in CORPUS.values())
    assert sum(len(p.forms) for p in CORPUS.values()) >= 60


def test_sites_are_the_sync_ops_in_print_order():
    module = CORPUS["t04_pipelined_s3"].lower("sm_80")
    sites = sync_sites(module)
    assert [s.op_name for s in sites] == ["cp_async_commit"] * 2 + ["cp_async_wait", "barrier", "cp_async_commit",
                                                                   "cp_async_wait"]
    lines = str(module).splitlines()
    for s in sites:
        assert lines[s.line - 1].strip().startswith(s.op_name) and s.text.startswith(s.op_name)
    loop_wait = sites[2]
    assert loop_wait.key == "cp_async_wait#0" and loop_wait.context == "kernel > for %ko"
    assert dict(loop_wait.attrs)["pending"] == 1 and sites[-1].context == "kernel"


def test_each_mutant_changes_one_op_of_a_clone():
    module = CORPUS["t04_pipelined_s3"].lower("sm_80")
    text = str(module)
    names = [op.name for op in module.walk()]
    muts = mutations(module)
    assert [m.id for m in muts] == [
        "remove:cp_async_commit#0", "remove:cp_async_commit#1", "remove:cp_async_wait#0", "weaken:cp_async_wait#0",
        "remove:barrier#0", "remove:cp_async_commit#2", "remove:cp_async_wait#1", "weaken:cp_async_wait#1"]
    for m in muts:
        mutant = apply_mutation(module, m)
        got = [op.name for op in mutant.walk()]
        if m.operator == "remove":
            assert len(got) == len(names) - 1 and got.count(m.site.op_name) == names.count(m.site.op_name) - 1
        else:
            assert got == names
            waits = [op.pending for op in mutant.walk() if op.name == "cp_async_wait"]
            assert waits[m.site.ordinal] == dict(m.site.attrs)["pending"] + 1
        mutant.verify()
    assert str(module) == text  # (the original is untouched)


def test_an_mbarrier_init_goes_with_its_barrier_and_the_count_loses_its_release():
    module = CORPUS["t10_ws"].lower("sm_90a")
    m = next(m for m in mutations(module) if m.id == "remove_with_barrier:mbarrier_init#1")
    mutant = apply_mutation(module, m)
    count = {n: sum(op.name == n for op in mutant.walk()) for n in ("mbarrier_init", "barrier")}
    assert count == {n: sum(op.name == n for op in module.walk()) - 1 for n in count}
    module = CORPUS["split_k_reducer"].lower("sm_80")
    (relax,) = [m for m in mutations(module) if m.operator == "relax"]
    assert [op.sem for op in apply_mutation(module, relax).walk() if op.name == "fetch_add"] == ["relaxed"]


def test_outcomes_are_classified():
    module = CORPUS["transpose_shared"].lower("sm_80")
    args = make_args(module.funcs[0], seed=0)
    baseline = run(module, args)
    barrier = next(m for m in mutations(module) if m.id == "remove:barrier#0")
    got = outcome(apply_mutation(module, barrier), args, baseline)
    assert got.kind == "reported" and got.category == "race" and got.caught
    silent = outcome(module, args, [np.zeros_like(a) for a in baseline])  # (a baseline it cannot match)
    assert silent == Outcome("silent", changed=True) and not silent.caught
    broken = module.clone()
    kernel = next(op for op in broken.walk() if op.name == "kernel")
    kernel.body.ops = [op for op in kernel.body.ops if op.name != "thread_idx"]  # (uses of %tid stay)
    assert outcome(broken, args, baseline).kind == "rejected"


def test_the_redundancy_list_names_corpus_kernels_with_proofs():
    for e in REDUNDANT:
        p = CORPUS[e.program]
        assert set(e.forms) <= set(p.forms), e
        assert e.premise is None or e.premise in PREMISES, e
        assert len(e.proof) > 40 and e.where.startswith("kernel"), e
        assert all(m.split(":")[0] in ("remove", "weaken", "remove_with_barrier", "relax") and "#" in m
                   for m in e.mutations), e
    for (program, form), misses in KNOWN_MISSES.items():
        assert form in CORPUS[program].forms and misses


def _site(program, form, key):
    module = CORPUS[program].lower(form)
    return module, next(s for s in sync_sites(module) if s.key == key)


def test_the_premises_see_reused_bytes_and_missing_barriers():
    # t08's reduction scratch takes the stages' bytes after the loop: the wait is needed
    module, site = _site("t08_gemv", "sm_80", "cp_async_wait#1")
    assert "overlap" in PREMISES["nothing_after_touches_the_copies"](module, site)
    module, site = _site("t04_pipelined_s2", "sm_80", "cp_async_wait#1")
    assert PREMISES["nothing_after_touches_the_copies"](module, site) is None
    # the barrier before the split-K count orders the tile's reads before split_k_last (same bytes)
    module, site = _site("split_k_reducer", "sm_80", "barrier#1")
    assert "split_k_last" in PREMISES["a_later_barrier_orders_the_same"](module, site)
    module, site = _site("gemm_shared_epilogue", "sm_80", "barrier#1")  # (C_s: bytes of its own)
    assert PREMISES["a_later_barrier_orders_the_same"](module, site) is None
