"""The mutation campaign (issue 26, part 3): does the simulator catch every
synchronization bug?

Take lowered kernels (``corpus``: the tutorials, cp.async pipelines, TMA + wgmma,
producer warps, split-K in a cluster, stream-K, reductions, shared epilogues, packed
low-bit tiles -- each lowered for sm_80 and for sm_90a), remove or weaken one
synchronization op at a time (``sites``: where they are, ``mutators``: what is done
to them), run each mutant on the thread-level simulator (``execute``) and classify it
(``campaign``): *reported* (the simulator raised a race, stale read, hang or other
error, or the IR verifier rejected the mutant), *listed* (``redundant``: the op is
provably redundant there, with a one-line proof) or *unexplained*.  An unexplained
mutant whose result differs from the unmutated kernel's is the worst miss
(wrong-result-unreported).  ``report`` prints the tables.

    from campaign import CORPUS, run_kernel
    result = run_kernel(CORPUS["t04_pipelined_s2"], "sm_80")
    print(result.counts)

The script ``scripts/mutation_campaign.py`` runs the whole corpus; the tests
``tests/test_mutation_campaign.py`` a fast subset (and the whole corpus with
``--campaign``).
"""

from .campaign import Counts, KernelResult, MutantResult, run_kernel
from .corpus import CORPUS, FORMS, Program
from .mutators import Mutation, apply_mutation, mutations
from .redundant import REDUNDANT
from .sites import SYNC_OPS, Site, sync_sites

__all__ = ["CORPUS", "FORMS", "REDUNDANT", "SYNC_OPS", "Counts", "KernelResult", "MutantResult", "Mutation",
           "Program", "Site", "apply_mutation", "mutations", "run_kernel", "sync_sites"]
