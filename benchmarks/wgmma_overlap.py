"""What one SM can overlap with Hopper's ``wgmma`` in the M = 128 int4 gemm's inner loop,
taken apart: the loop rebuilt by hand (not by the compiler) so that each part can be
added alone.  GPU (sm_90a) only.

Per step and 64-row weight band a block issues ``KS`` wgmma m64n128k16 (8 for a
128-wide step: 512 cycles of an SM's tensor cores at 4096 fp16 FLOP per cycle) on a
128-row activation tile in shared memory (wgmma's B operand, 128-byte swizzle) and the
band's weights in registers (wgmma's A operand: the int4 kernels' "register form").
Variants add: the int4 kernels' decode (per thread and band 8 packed words from shared
memory, lop3 / sub / fma / mul on fp16 pairs) into the register set the previous step's
wgmmas do not read, as the kernels schedule it; a block barrier a step; two
warpgroups, two bands a warpgroup, two blocks an SM; and the tiles streaming in
(``loads``: per step a bulk copy of the activation tile -- one 2 MB matrix all blocks
read, from L2 -- and one of the bands' weights -- a 256 MB buffer, from HBM -- into a
ring of stages completing on mbarriers, issued ``stages - 2`` steps ahead, the
kernels' lockstep schedule).  Then what might relieve the loads (round 9): half the
activation tile (a wrong product: is the load path bound by its bytes?), blocks in
clusters loading 1 / MC of the tile each into all of them (TMA multicast; a cluster
barrier a step), the weights from a 4 MB buffer (L2) or prefetched into L2 steps
ahead, shallower rings, each warp releasing a stage on an mbarrier instead of the
block barrier, the packed words read into registers a step before their decode, the
K order rotated by the block, and a producer warp issuing every copy once its stage
is released (the consumers never issue one nor meet at a block barrier).
Printed: SM cycles per band-step (each block's clock64 over its loop, the median
block) and the tensor cores' share of them.

    python benchmarks/wgmma_overlap.py [LABEL-SUBSTRING ...]
"""

from __future__ import annotations

import ctypes
import sys

import torch

from tilelang.backends.cuda import nvrtc
from tilelang.timing import cuda_median_us


def _wgmma_function(name: str, a_param: str, a_operand: str, a_inputs: str, immediates: str) -> str:
    """A device function issuing one wgmma m64n128k16 (f32 += f16 x f16) on the 64
    accumulators at d: A given by ``a_operand`` (registers or a descriptor), B by a
    shared-memory descriptor."""
    regs = ",".join(f"%{i}" for i in range(64))
    outs = ", ".join(f'"+f"(d[{i}])' for i in range(64))
    n_a = a_operand.count("%")
    return (f"__device__ __forceinline__ void {name}(float* d, {a_param}, unsigned long long b) {{\n"
            f'  asm volatile("{{\\n.reg .pred p;\\nsetp.ne.b32 p, 1, 0;\\n"\n'
            f'    "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {{{regs}}}, {a_operand}, %{64 + n_a}, '
            f'p, {immediates};\\n}}\\n"\n'
            f"    : {outs}\n    : {a_inputs}, \"l\"(b));\n}}\n")


WGMMA_FUNCTIONS = (_wgmma_function("mma_rs", "const unsigned* a", "{%64,%65,%66,%67}",
                                   '"r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3])', "1, 1, 0")
                   + _wgmma_function("mma_ss", "unsigned long long a", "%64", '"l"(a)', "1, 1, 0, 0"))

SOURCE = r"""
// WG warpgroups a block, MT 64-row weight bands a warpgroup, KS k16 slices a step;
// DECODE: decode the step's weights into the free register set; WAIT: wgmma groups
// left pending at the end of a step; SYNC: a block barrier a step; SS: the weight band
// from shared memory too (wgmma's shared-memory form, no registers); MMA 0: no wgmma
// (what the rest costs alone).  With LOADS: HALF loads half the activation tile; MC
// > 1 multicasts it over a cluster of MC blocks; PF prefetches the weights PF steps
// ahead into L2; RELEASE replaces the block barrier by per-stage "empty" mbarriers;
// PRELOAD reads the packed words a step early; STAGGER rotates the tile order by the
// block; PRODUCER adds a 5th warp that issues every copy (stages released on mbarriers).
__device__ __forceinline__ unsigned smem_u32(const void* p) { return (unsigned)__cvta_generic_to_shared(p); }
__device__ __forceinline__ unsigned lop3(unsigned a, unsigned b, unsigned c) {
  unsigned d; asm("lop3.b32 %0, %1, %2, %3, 0x6a;\n" : "=r"(d) : "r"(a), "r"(b), "r"(c)); return d;
}
__device__ __forceinline__ unsigned long long desc(const void* p) {  // K-major, 128-byte swizzle, 8-row atoms of 1 KB
  return (unsigned long long)((smem_u32(p) & 0x3FFFF) >> 4) | (1ull << 16) | (64ull << 32) | (1ull << 62);
}
template <int N> __device__ __forceinline__ void pin(unsigned* r) {
#pragma unroll
  for (int i = 0; i < N; ++i) asm volatile("" : "+r"(r[i])::"memory");
}
template <int N> __device__ __forceinline__ void pinf(float* r) {
#pragma unroll
  for (int i = 0; i < N; ++i) asm volatile("" : "+f"(r[i])::"memory");
}
@WGMMA_FUNCTIONS@
#if MC > 1
#define CLUSTER __cluster_dims__(MC, 1, 1)
#else
#define CLUSTER
#endif
#define AB (4096 * KS)  // the activation tile of a step: 128 rows x 16 KS fp16 (panels of 64 k)
#define WB (512 * KS)   // a band's int4 weights of a step: 64 rows x 16 KS
#define SB (AB + WB * WG * MT)  // one stage: the activation tile, then the weight bands
#define NST (LOADS ? STAGES : 1)
__device__ __forceinline__ unsigned cluster_rank() {
  unsigned r; asm volatile("mov.u32 %0, %%cluster_ctarank;\n" : "=r"(r)); return r;
}
// A block barrier -- across the cluster when the blocks share the activation tile (MC > 1:
// no block refills a stage its peers still read)
__device__ __forceinline__ void step_barrier() {
  if (MC > 1)
    asm volatile("barrier.cluster.arrive.release.aligned;\nbarrier.cluster.wait.acquire.aligned;\n" ::: "memory");
  else __syncthreads();
}
__device__ __forceinline__ void mbar_wait(unsigned long long* bar, int parity) {
  asm volatile("{\n.reg .pred p;\nW: mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n@!p bra W;\n}\n"
               ::"r"(smem_u32(bar)), "r"(parity) : "memory");
}
// Which of the 64 activation tiles step `st` reads: the same for every block, or
// (STAGGER) rotated by the block, so that the SMs do not all read one tile at once
__device__ __forceinline__ int tile_of(int st) { return (st + STAGGER * blockIdx.x) & 63; }
// Step `st`'s activation tile (one of 64 in a 2 MB matrix all blocks read: L2) and the
// block's weight bands (a 256 MB buffer: HBM) into stage `stage`, completing on its mbarrier.
__device__ __forceinline__ void issue_loads(unsigned char* smem, unsigned long long* bars, const unsigned char* act,
                                            const unsigned char* wts, long long wsize, int st, int stage) {
  const unsigned bar = smem_u32(bars + stage), dst = smem_u32(smem + stage * SB);
  const long long woff = ((long long)blockIdx.x * 2048 + st) * (WB * WG * MT) % (wsize - WB * WG * MT);
  if (PF) {  // the weights PF steps ahead into L2 (no shared memory, no completion to wait for)
    const long long pf = ((long long)blockIdx.x * 2048 + st + PF) * (WB * WG * MT) % (wsize - WB * WG * MT);
    asm volatile("cp.async.bulk.prefetch.L2.global [%0], %1;\n" ::"l"(wts + (pf & ~15ll)), "n"(WB * WG * MT)
                 : "memory");
  }
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\n" ::"r"(bar), "r"(SB - (HALF ? AB / 2 : 0))
               : "memory");
  if (MC > 1) {  // this block's 1 / MC of the tile, into every block of the cluster
    const unsigned part = AB / MC * cluster_rank();
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster"
                 " [%0], [%1], %2, [%3], %4;\n"
                 ::"r"(dst + part), "l"(act + tile_of(st) * AB + part), "n"(AB / MC), "r"(bar),
                 "h"((unsigned short)((1 << MC) - 1)) : "memory");
  } else {
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];\n"
                 ::"r"(dst), "l"(act + tile_of(st) * AB), "n"(HALF ? AB / 2 : AB), "r"(bar) : "memory");
  }
  asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];\n"
               ::"r"(dst + AB), "l"(wts + (woff & ~15ll)), "n"(WB * WG * MT), "r"(bar) : "memory");
}

struct State {
  float acc[MT][64];
  unsigned a[2][MT][KS][4];
  unsigned w[2][MT][KS];  // PRELOAD: the packed words of this step and the next
};

// PRELOAD: the packed weight words of step `it` from its stage into registers, a step
// before their decode (their shared-memory latency off the decode's path)
__device__ __forceinline__ void load_words(unsigned (&w)[MT][KS], const unsigned char* smem, int it, int wg,
                                           int lane) {
  const unsigned* words = reinterpret_cast<const unsigned*>(smem + (it % STAGES) * SB + AB);
#pragma unroll
  for (int mt = 0; mt < MT; ++mt)
#pragma unroll
    for (int k = 0; k < KS; ++k) w[mt][k] = words[(wg * MT + mt) * (WB / 4) + k * 128 + lane];
}

// One step on register set CUR: the decode of its weights (the previous step's wgmmas,
// on the other set, still running), its wgmmas, the wait for the previous step's.
template <int CUR>
__device__ __forceinline__ void step(State& s, unsigned char* smem, int it, int steps, int wg, int lane,
                                     const unsigned char* act, const unsigned char* wts, long long wsize) {
  const int stage = LOADS ? it % STAGES : 0;
  const unsigned char* tile = smem + stage * SB;  // 128 rows x 16 KS k, 64-k panels of 16 KB
  const unsigned* words = reinterpret_cast<const unsigned*>(tile + AB);  // WB bytes per band
  const unsigned* scales = reinterpret_cast<const unsigned*>(smem + NST * SB);  // fp16 pairs
  unsigned long long* bars = reinterpret_cast<unsigned long long*>(smem + NST * SB + 1024);
  // (with loads: every warp is past step it - 2's wgmmas)
  if ((SYNC || LOADS) && !RELEASE && !PRODUCER) step_barrier();
  if (LOADS) {
    const int ahead = it + STAGES - 2;
    if (!PRODUCER && threadIdx.x == 0 && ahead < steps) {
      // RELEASE: wait until every warp released the stage's previous use (no block barrier)
      if (RELEASE && ahead >= STAGES) mbar_wait(bars + STAGES + ahead % STAGES, (ahead / STAGES - 1) & 1);
      issue_loads(smem, bars, act, wts, wsize, ahead, ahead % STAGES);
    }
    mbar_wait(bars + stage, (it / STAGES) & 1);
  }
  if (PRELOAD && it + 1 < steps) {
    mbar_wait(bars + (it + 1) % STAGES, ((it + 1) / STAGES) & 1);
    load_words(s.w[1 - CUR], smem, it + 1, wg, lane);
  }
  if (DECODE) {
#pragma unroll
    for (int mt = 0; mt < MT; ++mt) {
      const unsigned sc = scales[((wg * MT + mt) * 64 + (lane >> 2) + (it & 7)) & 255];
#pragma unroll
      for (int k = 0; k < KS; ++k) {
        // (without loads the slice moves with it: the decode is not hoisted out of the loop)
        const unsigned w = PRELOAD ? s.w[CUR][mt][k]
                                   : words[(wg * MT + mt) * (WB / 4) + (LOADS ? k : (it + k) % KS) * 128 + lane];
#pragma unroll
        for (int h = 0; h < 2; ++h) {
          const unsigned v = h ? w >> 8 : w;
          unsigned lo = lop3(v, 0x000f000fu, 0x64086408u), hi = lop3(v, 0x00f000f0u, 0x64806480u);
          asm("sub.f16x2 %0, %0, %1;\n" : "+r"(lo) : "r"(0x64086408u));
          asm("fma.rn.f16x2 %0, %0, %1, %2;\n" : "+r"(hi) : "r"(0x2c002c00u), "r"(0xd480d480u));
          asm("mul.f16x2 %0, %0, %1;\n" : "+r"(lo) : "r"(sc));
          asm("mul.f16x2 %0, %0, %1;\n" : "+r"(hi) : "r"(sc));
          s.a[CUR][mt][k][2 * h] = lo;
          s.a[CUR][mt][k][2 * h + 1] = hi;
        }
      }
    }
  }
#pragma unroll
  for (int mt = 0; mt < MT; ++mt) pinf<64>(s.acc[mt]);
  pin<MT * KS * 4>(&s.a[CUR][0][0][0]);
  asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
#pragma unroll
  for (int k = 0; k < KS * MMA; ++k) {
    const int kk = k;  // the k16 slice of the tile
    const unsigned long long b = desc(tile + (kk >> 2) * 16384 + (kk & 3) * 32);
#pragma unroll
    for (int mt = 0; mt < MT; ++mt) {
      if (SS) mma_ss(s.acc[mt], desc(smem + AB + (kk >> 2) * 8192 + (kk & 3) * 32), b);
      else mma_rs(s.acc[mt], s.a[CUR][mt][k], b);
    }
  }
  asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
  asm volatile("wgmma.wait_group.sync.aligned %0;\n" ::"n"(WAIT) : "memory");
  // (this warp is done with step it - 1's stage)
  if ((RELEASE || PRODUCER) && LOADS && it >= 1 && (threadIdx.x & 31) == 0)
    asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];\n" ::"r"(smem_u32(bars + STAGES + (it - 1) % STAGES))
                 : "memory");
#pragma unroll
  for (int mt = 0; mt < MT; ++mt) pinf<64>(s.acc[mt]);
  pin<MT * KS * 4>(&s.a[1 - CUR][0][0][0]);
}

extern "C" __global__ void __launch_bounds__(WG * 128 + 32 * PRODUCER, 1) CLUSTER
wgmma_loop(float* out, long long* cycles, int steps, const unsigned char* act, const unsigned char* wts,
           long long wsize) {
  extern __shared__ __align__(1024) unsigned char smem[];
  const int tid = threadIdx.x, wg = tid / 128, lane = tid % 128;
  // fp16 pairs in [0.5, 1) (activations, scales), int4 words (weights)
  for (int i = tid; i < (NST * SB + (SS ? 16384 : 1024)) / 4; i += blockDim.x) {
    const int in_stage = (i * 4) % SB;
    reinterpret_cast<unsigned*>(smem)[i] = SS || in_stage < AB || i * 4 >= NST * SB
                                               ? 0x38003800u | ((i * 2654435761u) & 0x01ff01ffu) : i * 2654435761u;
  }
  unsigned long long* bars = reinterpret_cast<unsigned long long*>(smem + NST * SB + 1024);  // (SS: no loads)
  if (LOADS && tid == 0) {
    for (int i = 0; i < STAGES; ++i)
      asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;\n" ::"r"(smem_u32(bars + i)) : "memory");
    for (int i = 0; i < STAGES; ++i)  // RELEASE: a stage's "empty" barrier, one arrival per warp
      asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;\n" ::"r"(smem_u32(bars + STAGES + i)), "r"(WG * 4)
                   : "memory");
    asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
    asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
  }
  step_barrier();  // (MC > 1: the peers' mbarriers are set up before any copy lands in them)
  if (LOADS && !PRODUCER && tid == 0)
    for (int i = 0; i < STAGES - 2; ++i) issue_loads(smem, bars, act, wts, wsize, i, i);
  State s;
#pragma unroll
  for (int mt = 0; mt < MT; ++mt)
#pragma unroll
    for (int i = 0; i < 64; ++i) s.acc[mt][i] = 0.0f;
#pragma unroll
  for (int b = 0; b < 2; ++b)
#pragma unroll
    for (int mt = 0; mt < MT; ++mt)
#pragma unroll
      for (int k = 0; k < KS; ++k)
#pragma unroll
        for (int i = 0; i < 4; ++i) s.a[b][mt][k][i] = 0x38003800u ^ ((tid * 7 + k + i) & 0xff);
  if (PRELOAD) {
    mbar_wait(bars, 0);
    load_words(s.w[0], smem, 0, wg, lane);
  }
  __syncthreads();
  if (PRODUCER && tid >= WG * 128) {  // the producer warp: each stage refilled once released, STAGES ahead
    if (tid == WG * 128)
      for (int st = 0; st < steps; ++st) {
        if (st >= STAGES) mbar_wait(bars + STAGES + st % STAGES, (st / STAGES - 1) & 1);
        issue_loads(smem, bars, act, wts, wsize, st, st % STAGES);
      }
    return;
  }
  const long long start = clock64();
  for (int it = 0; it < steps; it += 2) {
    step<0>(s, smem, it, steps, wg, lane, act, wts, wsize);
    step<1>(s, smem, it + 1, steps, wg, lane, act, wts, wsize);
  }
  asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  if (PRODUCER) asm volatile("bar.sync 1, %0;\n" ::"n"(WG * 128) : "memory");  // (the consumers)
  else __syncthreads();
  if (tid == 0) cycles[blockIdx.x] = clock64() - start;
  float t = 0.0f;
#pragma unroll
  for (int mt = 0; mt < MT; ++mt)
#pragma unroll
    for (int i = 0; i < 64; ++i) t += s.acc[mt][i];
  out[blockIdx.x * blockDim.x + tid] = t;  // keeps the loop alive
}
"""
SOURCE = SOURCE.replace("@WGMMA_FUNCTIONS@", WGMMA_FUNCTIONS)

BASE = dict(wg=1, mt=1, ks=8, decode=0, wait=1, sync=0, ss=0, mma=1, loads=0, stages=6, per_sm=1, mc=1, half=0,
            pf=0, wl2=0, release=0, preload=0, stagger=0, producer=0)
VARIANTS = [  # changes to BASE (labels from describe())
    dict(ss=1),
    dict(),
    dict(sync=1),
    dict(decode=1),
    dict(decode=1, sync=1),
    dict(decode=1, wait=0),
    dict(decode=1, sync=1, per_sm=2),
    dict(wg=2),
    dict(wg=2, sync=1),
    dict(wg=2, decode=1),
    dict(wg=2, decode=1, sync=1),
    dict(mt=2, ks=4),
    dict(mt=2, ks=4, decode=1),
    dict(mt=2, ks=4, decode=1, sync=1),
    # with the tiles streaming in: bulk copies into a ring of stages, lockstep (a block
    # barrier a step, the M = 128 kernels' schedule)
    dict(loads=1, mma=0),
    dict(loads=1),
    dict(loads=1, decode=1),
    dict(loads=1, decode=1, stages=4),
    dict(loads=1, decode=1, stages=3, per_sm=2),
    dict(loads=1, mma=0, wg=2, stages=5),
    dict(loads=1, wg=2, stages=5),
    dict(loads=1, decode=1, wg=2, stages=5),
    dict(loads=1, mt=2, ks=4, stages=8),
    dict(loads=1, decode=1, mt=2, ks=4, stages=8),
    dict(loads=1, decode=1, mt=2, ks=4, stages=6),
    dict(loads=1, decode=1, wg=2, mt=2, ks=4, stages=8),
    dict(loads=1, decode=1, wg=2, ks=4, stages=8),
    # fewer activation bytes from L2 per block: half the tile (what the SM's load path
    # gains alone; a wrong product), or blocks in clusters of 2 each loading half the
    # tile into both (TMA multicast), a cluster barrier a step instead of the block's
    dict(loads=1, mma=0, half=1),
    dict(loads=1, mma=0, mc=2),
    dict(loads=1, decode=1, half=1),
    dict(loads=1, mc=2),
    dict(loads=1, decode=1, mc=2),
    dict(loads=1, decode=1, mc=4),
    dict(loads=1, decode=1, wg=2, stages=5, mc=2),
    # where the weights' latency bounds the loads: a 4 MB weight buffer (L2), or every
    # weight tile prefetched into L2 PF steps ahead of its copy; shallower rings
    dict(loads=1, mma=0, stages=4),
    dict(loads=1, mma=0, stages=3),
    dict(loads=1, mma=0, wl2=1),
    dict(loads=1, wl2=1),
    dict(loads=1, decode=1, wl2=1),
    dict(loads=1, mma=0, pf=16),
    dict(loads=1, pf=16),
    dict(loads=1, decode=1, pf=8),
    dict(loads=1, decode=1, pf=16),
    dict(loads=1, decode=1, pf=32),
    dict(loads=1, decode=1, wg=2, stages=5, wl2=1),
    dict(loads=1, decode=1, wg=2, stages=5, pf=16),
    # no block barrier: each warp releases a stage on its "empty" mbarrier once its
    # wgmmas on it are done; the issuing thread waits for that before refilling it
    dict(loads=1, decode=1, release=1),
    dict(loads=1, wg=2, stages=5, release=1),
    dict(loads=1, decode=1, wg=2, stages=5, release=1),
    dict(loads=1, decode=1, wg=2, stages=4, release=1),
    dict(loads=1, decode=1, wg=2, mt=2, ks=4, stages=8, release=1),
    # the packed words a step ahead in registers (the decode no longer waits on shared memory)
    dict(loads=1, decode=1, preload=1),
    dict(loads=1, decode=1, wg=2, stages=5, preload=1),
    dict(loads=1, decode=1, wg=2, stages=5, release=1, preload=1),
    dict(loads=1, decode=1, wg=2, mt=2, ks=4, stages=8, preload=1),
    # every block on another activation tile at a time (its K order rotated by the block)
    dict(loads=1, mma=0, stagger=1),
    dict(loads=1, mma=0, stagger=7),
    dict(loads=1, stagger=1),
    dict(loads=1, decode=1, stagger=1),
    dict(loads=1, decode=1, stagger=7),
    dict(loads=1, decode=1, stages=4, stagger=1),
    dict(loads=1, decode=1, wg=2, stages=5, stagger=1),
    dict(loads=1, mma=0, stages=3, stagger=1),
    # a producer warp issues every copy as soon as its stage is released (STAGES ahead);
    # the consumer warpgroups only wait, decode, multiply and release
    dict(loads=1, mma=0, producer=1),
    dict(loads=1, producer=1),
    dict(loads=1, decode=1, producer=1),
    dict(loads=1, decode=1, stages=4, producer=1),
    dict(loads=1, decode=1, wg=2, stages=5, producer=1),
    dict(loads=1, wg=2, stages=5, producer=1),
    dict(loads=1, decode=1, wg=2, mt=2, ks=4, stages=8, producer=1),
]


def describe(changes: dict) -> str:
    """A variant's label, e.g. "loads, register form, 2 WGs, decode, 5 stages"."""
    c = {**BASE, **changes}
    parts = (["loads" if c["mma"] else "loads alone"] if c["loads"] else []) + \
        (["shared-memory form" if c["ss"] else "register form"] if c["mma"] else [])
    parts.append(f"{c['wg']} WG{'s' if c['wg'] > 1 else ''}" + (f" x {c['mt']} bands" if c["mt"] > 1 else ""))
    named = [(c["ks"] != 8, f"k{c['ks'] * 16} steps"), (c["decode"], "decode"), (not c["wait"], "wait 0"),
             (c["sync"], "barrier"), (c["loads"], f"{c['stages']} stages"),
             (c["per_sm"] > 1, f"{c['per_sm']} blocks/SM"), (c["half"], "half the activation tile"),
             (c["mc"] > 1, f"multicast to {c['mc']}"), (c["wl2"], "weights in L2"),
             (c["pf"], f"weights prefetched {c['pf']} steps"), (c["release"], "released"),
             (c["preload"], "words a step ahead"), (c["stagger"], f"tiles staggered by {c['stagger']} a block"),
             (c["producer"], "a producer warp")]
    return ", ".join(parts + [text for on, text in named if on])


def _driver():
    from cuda.bindings import driver

    return driver


def measure(wg, mt, ks, ss, loads, stages, per_sm, wl2, producer, steps=2048, **rest):
    """SM cycles per band-step (8 wgmma m64n128k16 on one 64-row band: 512 cycles of an
    SM's tensor cores): each block's clock64 over its loop, the median block, divided by
    the blocks an SM holds.  Every key of BASE but per_sm and wl2 is a macro of SOURCE."""
    drv = _driver()
    macros = dict(wg=wg, mt=mt, ks=ks, ss=ss, loads=loads, stages=stages, producer=producer, **rest)
    src = "".join(f"#define {k.upper()} {v}\n" for k, v in macros.items()) + SOURCE
    cubin = nvrtc.compile_cubin(src, "sm_90a")
    torch.cuda.init()
    torch.empty(1, device="cuda")
    err, mod = drv.cuModuleLoadData(cubin)
    assert err == drv.CUresult.CUDA_SUCCESS, err
    err, fn = drv.cuModuleGetFunction(mod, b"wgmma_loop")
    assert err == drv.CUresult.CUDA_SUCCESS, err
    stage_bytes = 4096 * ks + 512 * ks * wg * mt
    smem = (stages if loads else 1) * stage_bytes + (16384 if ss else 1024) + 16 * stages
    (err,) = drv.cuFuncSetAttribute(fn, drv.CUfunction_attribute.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, smem)
    assert err == drv.CUresult.CUDA_SUCCESS, err
    sms = torch.cuda.get_device_properties(0).multi_processor_count
    blocks = sms * per_sm
    threads = wg * 128 + 32 * producer
    out = torch.zeros(blocks * threads, device="cuda")  # (a producer warp writes none of it)
    cycles = torch.zeros(blocks, dtype=torch.int64, device="cuda")
    act = (torch.rand(128 * 8192, device="cuda") * 0.5 + 0.5).half()
    wts = torch.randint(-2**31, 2**31 - 1, (2**20 if wl2 else 2**26,), dtype=torch.int32, device="cuda")
    ptrs = [ctypes.c_void_p(out.data_ptr()), ctypes.c_void_p(cycles.data_ptr()), ctypes.c_int(steps),
            ctypes.c_void_p(act.data_ptr()), ctypes.c_void_p(wts.data_ptr()), ctypes.c_longlong(wts.numel() * 4)]
    args = (ctypes.c_void_p * len(ptrs))(*[ctypes.addressof(p) for p in ptrs])

    def launch():
        stream = torch.cuda.current_stream().cuda_stream
        (e,) = drv.cuLaunchKernel(fn, blocks, 1, 1, threads, 1, 1, smem, stream, ctypes.addressof(args), 0)
        assert e == drv.CUresult.CUDA_SUCCESS, e

    cuda_median_us([launch], 3, 10)
    torch.cuda.synchronize()
    assert torch.isfinite(out).all(), "wgmma loop produced non-finite sums"
    assert (cycles > 0).all(), "a block did not report its cycles"
    band_steps = wg * mt * steps * ks / 8  # per block
    return cycles.float().median().item() / per_sm / band_steps


def main():
    if not torch.cuda.is_available():
        raise SystemExit("wgmma_overlap.py needs a CUDA GPU")
    print(f"device: {torch.cuda.get_device_name()}; a band-step (8 wgmma m64n128k16 on a 64-row band) is 512"
          " tensor-core cycles")
    print(f"{'variant':84s} {'cycles/band-step':>17s} {'of tensor peak':>15s}")
    wanted = sys.argv[1:]  # substrings of labels: only those variants (all without)
    for changes in VARIANTS:
        label = describe(changes)
        if wanted and not any(w in label for w in wanted):
            continue
        cyc = measure(**{**BASE, **changes})
        print(f"{label:84s} {cyc:17.0f} {512 / cyc:14.1%}")


if __name__ == "__main__":
    main()
