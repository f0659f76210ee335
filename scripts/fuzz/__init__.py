"""GPU differential testing: random valid tile programs and configurations from a seed,
each run against a float64 torch reference (issue 26, part 5).

The command line is ``scripts/gpu_fuzz.py`` (its docstring shows the usage); this
package is its implementation.

Categories (program ``i`` of seed ``S`` is drawn from ``random.Random("S/i")``, so it is
the same program whatever --count, --target or the other programs are):

* ``gemm``: tiled GEMMs written in the language -- block_M/N/K, 1 to 5 pipeline stages,
  ``warp_specialize`` (sm_90a), transpose_A/B, warp policies, ragged M/N/K (not
  multiples of the tile), a dynamic M, fp16/bf16 (fp16/bf16/fp32 out), fp32 (the FMA
  path), int8 (int32 accumulators, checked exactly).
* ``reduce``: ``T.reduce_{sum,max,min,absmax,abssum}`` along either dim of a fragment
  (fp32/fp16/bf16/int32, with and without ``clear``, ragged rows).
* ``elementwise``: chains of arithmetic, math functions and casts (float and integer:
  wrap-around, Python floor division / modulo, shifts, xor), through global memory,
  a fragment or a shared tile.
* ``lowbit``: every low-bit format through ``tilelang.quantize`` and ``tilelang.ops``
  (``lowbit_matmul`` / ``int4_matmul``): int4, uint4, int2, uint2, nf4,
  float4_e2m1fn, a ``T.int_dtype`` and a ``T.float_dtype`` format; groups, zero points,
  prepared int4 weights, the planned configuration or a forced mma.sync one.
* ``int4cfg``: the int4 GEMM's configurations (``gemm_factory`` options): split-K
  (in-kernel reduction, cluster hand-in on sm_90a), stream-K, wgmma register /
  shared forms, a producer warp, ``scale_acc``, swizzle, L2 hints, stages.
* ``decode``: ``tilelang.ops.decode_attention`` over a random KV cache -- fp16 / bf16,
  fp8 (per token or one scale), int8 and int4 (per token or grouped), GQA groups, a few
  causal query tokens, head dims, paged pools, ragged lengths with 0, planned or forced
  splits; on a GPU batches and contexts that reach every tile the op plans.
* ``attention``: the FlashAttention forward (``attention_factory``) under random tiles
  and schedules -- head dims, fp16 / bf16, GQA, causal, ragged or packed sequences
  (empty ones included), and on sm_90a a producer warp(group), ping-pong, the
  overlapped loop and the diagonal-only masks.

On CUDA with ``--arch auto`` (the default) an sm_90 device runs programs built for
sm_90a (wgmma, TMA, producer warps) and, a third of them, for sm_90a lowered as for
Ampere (``sm_90a:ampere``: ``TILELANG_TMA=0 TILELANG_WGMMA=0``, so cp.async and
mma.sync -- an sm_80 cubin does not load on an sm_90 device).  ``--arch sm_80`` (an
A100) or ``--compile-only --arch sm_80`` builds real sm_80 code.

Checks: outputs are poisoned first (NaN, or a sentinel for integers) and every element
must be written; relative error ``||out - ref|| / ||ref||`` and the worst element
``max|out - ref| / max|ref|`` within a per-dtype tolerance (integers and selections:
exact); inputs are fresh random data.  A configuration the compiler refuses with a
clear error at compile time (``TileLangError``: too much shared memory, a copy a
producer warp cannot take ...; or a ``gemm_factory`` option check) counts as refused;
NVRTC errors, IR verifier errors, crashes, hangs, wrong results, NaN, unwritten
elements and any other exception are failures.  Each failure prints a reproducer and
its configuration, and is shrunk (smaller sizes, fewer stages, simpler options) to the
smallest configuration that still fails.

On CUDA, kernels are compiled first in parallel processes into the disk cache
(``TILELANG_CACHE_DIR``) while a runner process launches them in order; a runner that
hits a sticky CUDA error or hangs is replaced and the run goes on with the next program.

Modules:

* drawing programs: ``configs`` (program ``i`` of a seed), ``categories`` (the
  registry), one module per category -- ``gemm``, ``reduce``, ``elementwise`` (with
  ``chain_reference``), ``lowbit``, ``int4cfg``, ``decode``, ``attention`` -- each with its
  generator, kernel and float64 reference; ``draws`` (size helpers), ``archs`` (arch specs and variants);
* running one: ``compiling``, ``execution``, ``checks``, ``known_issues``;
* running many: ``precompile`` (the compile process pool), ``runner`` (the runner
  process), ``supervisor`` (starts and replaces runners), ``shrinking``, ``report``;
* ``cli``: the options and the driver.
"""
