// tilelang CUDA prelude: the helpers generated kernels call.  It includes no
// header at all (no cuda_fp16.h, no toolkit needed): 16-bit floats are plain
// structs converted with one PTX instruction, and every warp-level operation is
// one inline-PTX instruction, so the generated code reads like the IR it came
// from.  Targets sm_80 and newer.

struct __align__(2) half { unsigned short x; };
struct __align__(2) bfloat16_t { unsigned short x; };

namespace tl {

// ---- 16-bit floats: exact conversions; arithmetic rounds once per operation ----
__device__ __forceinline__ float h2f(half h) {
  float f;
  asm("cvt.f32.f16 %0, %1;" : "=f"(f) : "h"(h.x));
  return f;
}
__device__ __forceinline__ half f2h(float f) {
  half h;
  asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h.x) : "f"(f));
  return h;
}
__device__ __forceinline__ half d2h(double d) {
  half h;
  asm("cvt.rn.f16.f64 %0, %1;" : "=h"(h.x) : "d"(d));
  return h;
}
__device__ __forceinline__ float bf2f(bfloat16_t b) { return __int_as_float(((int)b.x) << 16); }
__device__ __forceinline__ bfloat16_t f2bf(float f) {
  bfloat16_t b;
  asm("cvt.rn.bf16.f32 %0, %1;" : "=h"(b.x) : "f"(f));
  return b;
}
// double -> bf16 in one rounding: round to float with the sticky bit kept (round to
// odd), then to bf16; the intermediate has 29 more bits than bf16, so this is exact.
__device__ __forceinline__ bfloat16_t d2bf(double d) {
  float f = (float)d;
  double back = (double)f;
  if (back != d && f == f) {
    unsigned u = __float_as_uint(f);
    if ((u & 1u) == 0u) u += ((back < d) == (f > 0.0f)) ? 1u : 0xffffffffu;
    f = __uint_as_float(u);
  }
  return f2bf(f);
}

template <class A, class B> struct same { static constexpr bool value = false; };
template <class A> struct same<A, A> { static constexpr bool value = true; };
template <class T> struct is16 { static constexpr bool value = false; };
template <> struct is16<half> { static constexpr bool value = true; };
template <> struct is16<bfloat16_t> { static constexpr bool value = true; };

__device__ __forceinline__ float to_f(half x) { return h2f(x); }
__device__ __forceinline__ float to_f(bfloat16_t x) { return bf2f(x); }
template <class T> __device__ __forceinline__ T from_f(float x);
template <> __device__ __forceinline__ half from_f<half>(float x) { return f2h(x); }
template <> __device__ __forceinline__ bfloat16_t from_f<bfloat16_t>(float x) { return f2bf(x); }
template <class T> __device__ __forceinline__ T from_d(double x);
template <> __device__ __forceinline__ half from_d<half>(double x) { return d2h(x); }
template <> __device__ __forceinline__ bfloat16_t from_d<bfloat16_t>(double x) { return d2bf(x); }

// C-like conversion between any two register types (16-bit floats through float,
// or through double when the source has more than float's precision).
template <class To, class From> __device__ __forceinline__ To cast(From x) {
  if constexpr (is16<From>::value && is16<To>::value) {
    return from_f<To>(to_f(x));
  } else if constexpr (is16<From>::value) {
    return (To)to_f(x);
  } else if constexpr (is16<To>::value) {
    if constexpr (same<From, float>::value)
      return from_f<To>(x);
    else
      return from_d<To>((double)x);  // exact for doubles and every integer up to 2**53
  } else {
    return (To)x;
  }
}

// Arithmetic on 16-bit floats: compute in float, round once (a product or sum of two
// 16-bit values is exact in float or rounds at most once before the final rounding
// only in cases the interpreter's numpy float16 shares).
#define TL_H_BIN(name, expr)                                                                         \
  __device__ __forceinline__ half name(half a, half b) { float x = h2f(a), y = h2f(b); return f2h(expr); } \
  __device__ __forceinline__ bfloat16_t name(bfloat16_t a, bfloat16_t b) {                            \
    float x = bf2f(a), y = bf2f(b); return f2bf(expr); }
TL_H_BIN(div, x / y)
TL_H_BIN(min, fminf(x, y))
TL_H_BIN(max, fmaxf(x, y))
TL_H_BIN(pow, powf(x, y))
TL_H_BIN(rem, fmodf(x, y))
TL_H_BIN(floordiv, floorf(x / y))
TL_H_BIN(floormod, x - y * floorf(x / y))
#undef TL_H_BIN
// add, sub and mul run natively (one instruction instead of two conversions around a
// float op) and give the same bits: float's 24 bits are at least 2 * 11 + 2, so
// rounding the float result again to 16 bits equals rounding the exact result once
// (bfloat16: 2 * 8 + 2).  bf16 goes through fma.rn.bf16 (sm_80; add/mul.bf16 are sm_90):
// a * 1 + b, a * -1 + ... and a * b + (-0), which keeps the sign of a zero product.
#define TL_H_NATIVE(name, hasm, bfasm)                                                              \
  __device__ __forceinline__ half name(half a, half b) {                                           \
    half r; asm(hasm : "=h"(r.x) : "h"(a.x), "h"(b.x)); return r; }                               \
  __device__ __forceinline__ bfloat16_t name(bfloat16_t a, bfloat16_t b) {                         \
    bfloat16_t r; asm(bfasm : "=h"(r.x) : "h"(a.x), "h"(b.x)); return r; }
TL_H_NATIVE(add, "add.rn.f16 %0, %1, %2;", "{.reg .b16 c; mov.b16 c, 0x3F80; fma.rn.bf16 %0, %1, c, %2;}")
TL_H_NATIVE(sub, "sub.rn.f16 %0, %1, %2;", "{.reg .b16 c; mov.b16 c, 0xBF80; fma.rn.bf16 %0, %2, c, %1;}")
TL_H_NATIVE(mul, "mul.rn.f16 %0, %1, %2;", "{.reg .b16 c; mov.b16 c, 0x8000; fma.rn.bf16 %0, %1, %2, c;}")
#undef TL_H_NATIVE
#define TL_H_CMP(name, op)                                                                        \
  __device__ __forceinline__ bool name(half a, half b) { return h2f(a) op h2f(b); }               \
  __device__ __forceinline__ bool name(bfloat16_t a, bfloat16_t b) { return bf2f(a) op bf2f(b); }
TL_H_CMP(eq, ==)
TL_H_CMP(ne, !=)
TL_H_CMP(lt, <)
TL_H_CMP(le, <=)
TL_H_CMP(gt, >)
TL_H_CMP(ge, >=)
#undef TL_H_CMP
template <class T> __device__ __forceinline__ T neg(T a) { return from_f<T>(-to_f(a)); }

// ---- integer division with Python semantics (floor), and float variants ---------
template <class T> __device__ __forceinline__ T floordiv(T a, T b) {
  T q = a / b;
  return (q * b != a && ((a < 0) != (b < 0))) ? q - 1 : q;
}
template <class T> __device__ __forceinline__ T floormod(T a, T b) {
  T r = a % b;
  return (r != 0 && ((r < 0) != (b < 0))) ? r + b : r;
}
__device__ __forceinline__ float floordiv(float a, float b) { return floorf(a / b); }
__device__ __forceinline__ double floordiv(double a, double b) { return floor(a / b); }
__device__ __forceinline__ float floormod(float a, float b) { return a - b * floorf(a / b); }
__device__ __forceinline__ double floormod(double a, double b) { return a - b * floor(a / b); }

template <class T> __device__ __forceinline__ T min(T a, T b) { return a < b ? a : b; }
template <class T> __device__ __forceinline__ T max(T a, T b) { return a > b ? a : b; }
__device__ __forceinline__ float min(float a, float b) { return fminf(a, b); }
__device__ __forceinline__ float max(float a, float b) { return fmaxf(a, b); }
__device__ __forceinline__ double min(double a, double b) { return ::fmin(a, b); }
__device__ __forceinline__ double max(double a, double b) { return ::fmax(a, b); }

__device__ __forceinline__ float sigmoid(float x) { return 1.0f / (1.0f + expf(-x)); }
__device__ __forceinline__ double sigmoid(double x) { return 1.0 / (1.0 + exp(-x)); }
__device__ __forceinline__ float rsqrt_(float x) { return 1.0f / sqrtf(x); }
__device__ __forceinline__ double rsqrt_(double x) { return 1.0 / sqrt(x); }

template <class To, class From> __device__ __forceinline__ To bitcast(From x) {
  static_assert(sizeof(To) == sizeof(From), "bitcast needs equal widths");
  union { From f; To t; } u;
  u.f = x;
  return u.t;
}

// ---- low-bit integer formats held decoded in an int: value = raw - offset ---------
__device__ __forceinline__ int wrap_int(int v, int bits, bool is_signed, int offset) {
  int raw = (v + offset) & ((1 << bits) - 1);
  if (is_signed && raw >= (1 << (bits - 1))) raw -= 1 << bits;
  return raw - offset;
}
// Index of the nearest of N sorted values: `mid` holds the N-1 midpoints between
// neighbours, `up[i]` says an exact tie at mid[i] goes up (the format's tie rule).
// Binary search for the number of midpoints x passes (the predicate is monotone).
__device__ __forceinline__ int bucket(int n, float x, const float* mid, const unsigned char* up) {
  int lo = 0, hi = n - 1;
  while (lo < hi) {
    int m = (lo + hi) >> 1;
    if (x > mid[m] || (x == mid[m] && up[m])) lo = m + 1; else hi = m;
  }
  return lo;
}

// ---- cp.async: 16 (L2 only), 8 or 4 bytes, zero-filled when pred is false -------
__device__ __forceinline__ unsigned smem_addr(const void* p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}
template <int Bytes> __device__ __forceinline__ void cp_async(void* smem, const void* gmem, bool pred) {
  unsigned s = smem_addr(smem);
  int src_bytes = pred ? Bytes : 0;
  if constexpr (Bytes == 16) {
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(s), "l"(gmem), "r"(src_bytes));
  } else {
    asm volatile("cp.async.ca.shared.global [%0], [%1], %2, %3;\n" ::"r"(s), "l"(gmem), "n"(Bytes), "r"(src_bytes));
  }
}
__device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;\n" ::); }
template <int N> __device__ __forceinline__ void cp_async_wait() { asm volatile("cp.async.wait_group %0;\n" ::"n"(N)); }

// ---- ldmatrix: x1/x2/x4 8x8 tiles of 16-bit elements into registers ------------
template <int Num, bool Trans> __device__ __forceinline__ void ldmatrix(void* dst, const void* smem) {
  unsigned s = smem_addr(smem);
  unsigned* r = reinterpret_cast<unsigned*>(dst);
  if constexpr (Num == 4 && !Trans)
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(s));
  else if constexpr (Num == 4 && Trans)
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(s));
  else if constexpr (Num == 2 && !Trans)
    asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0,%1}, [%2];\n" : "=r"(r[0]), "=r"(r[1]) : "r"(s));
  else if constexpr (Num == 2 && Trans)
    asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0,%1}, [%2];\n" : "=r"(r[0]), "=r"(r[1]) : "r"(s));
  else if constexpr (Num == 1 && !Trans)
    asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];\n" : "=r"(r[0]) : "r"(s));
  else
    asm volatile("ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 {%0}, [%1];\n" : "=r"(r[0]) : "r"(s));
}

#if __CUDA_ARCH__ >= 900
// ---- stmatrix (sm_90): the inverse of ldmatrix, x1/x2/x4 8x8 tiles to shared -----
template <int Num> __device__ __forceinline__ void stmatrix(const void* src, void* smem) {
  unsigned s = smem_addr(smem);
  const unsigned* r = reinterpret_cast<const unsigned*>(src);
  if constexpr (Num == 4)
    asm volatile("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1,%2,%3,%4};\n"
                 :: "r"(s), "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]) : "memory");
  else if constexpr (Num == 2)
    asm volatile("stmatrix.sync.aligned.m8n8.x2.shared.b16 [%0], {%1,%2};\n" :: "r"(s), "r"(r[0]), "r"(r[1])
                 : "memory");
  else
    asm volatile("stmatrix.sync.aligned.m8n8.x1.shared.b16 [%0], {%1};\n" :: "r"(s), "r"(r[0]) : "memory");
}
#endif

// ---- mma.sync: C[4] += A @ B on one warp ---------------------------------------
template <class T> __device__ __forceinline__ void mma_m16n8k16(const T* a, const T* b, float* c) {
  const unsigned* A = reinterpret_cast<const unsigned*>(a);
  const unsigned* B = reinterpret_cast<const unsigned*>(b);
  if constexpr (same<T, half>::value)
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
                 "{%0,%1,%2,%3};\n"
                 : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
                 : "r"(A[0]), "r"(A[1]), "r"(A[2]), "r"(A[3]), "r"(B[0]), "r"(B[1]));
  else
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
                 "{%0,%1,%2,%3};\n"
                 : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
                 : "r"(A[0]), "r"(A[1]), "r"(A[2]), "r"(A[3]), "r"(B[0]), "r"(B[1]));
}
// int8 operands are held one per register slot (signed char / unsigned char arrays).
template <class T> __device__ __forceinline__ void mma_m16n8k32(const T* a, const T* b, int* c) {
  const unsigned* A = reinterpret_cast<const unsigned*>(a);
  const unsigned* B = reinterpret_cast<const unsigned*>(b);
  if constexpr (same<T, signed char>::value)
    asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
                 "{%0,%1,%2,%3};\n"
                 : "+r"(c[0]), "+r"(c[1]), "+r"(c[2]), "+r"(c[3])
                 : "r"(A[0]), "r"(A[1]), "r"(A[2]), "r"(A[3]), "r"(B[0]), "r"(B[1]));
  else
    asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.u8.u8.s32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
                 "{%0,%1,%2,%3};\n"
                 : "+r"(c[0]), "+r"(c[1]), "+r"(c[2]), "+r"(c[3])
                 : "r"(A[0]), "r"(A[1]), "r"(A[2]), "r"(A[3]), "r"(B[0]), "r"(B[1]));
}

// ---- wgmma (sm_90a): descriptors and fences; the codegen writes each mma shape ----
#if __CUDA_ARCH__ >= 900
// The descriptor of a tile in the canonical swizzle of Swizzle-byte rows: start
// address (16-byte units), leading byte offset (the MN-major panel stride; 16, unused,
// for K-major tiles), stride byte offset (one 8-row atom), mode 1/2/3 = 128/64/32 bytes.
template <int Swizzle, int Lbo, int Sbo> __device__ __forceinline__ unsigned long long wgmma_desc(const void* p) {
  constexpr unsigned long long mode = Swizzle == 128 ? 1 : Swizzle == 64 ? 2 : 3;
  return (unsigned long long)((smem_addr(p) & 0x3FFFF) >> 4) | ((unsigned long long)((Lbo & 0x3FFFF) >> 4) << 16) |
         ((unsigned long long)((Sbo & 0x3FFFF) >> 4) << 32) | (mode << 62);
}
// The descriptor of the tile `units` 16-byte units past p (a constant column of a swizzled
// row, a later panel of rows): p's descriptor with the units added to its start-address
// field (bits 0-13, the address >> 4).  No carry leaves the field: every shared address is
// below 2^18.  The compiler keeps p's descriptor and adds one constant per use (a plain
// 64-bit add: one UIADD3.64 on sm_90, where splicing the low word took an add and two moves).
template <int Swizzle, int Lbo, int Sbo> __device__ __forceinline__ unsigned long long wgmma_desc_at(const void* p,
                                                                                                    unsigned units) {
  return wgmma_desc<Swizzle, Lbo, Sbo>(p) + units;
}
// Pins the N registers at r: the compiler may not move their reads or writes across it.
template <int N> __device__ __forceinline__ void pin_registers(float* r) {
#pragma unroll
  for (int i = 0; i < N; ++i) asm volatile("" : "+f"(r[i])::"memory");
}
// The same for N 32-bit registers of 16-bit pairs (a register operand of wgmma).
template <int N> __device__ __forceinline__ void pin_pairs(void* r) {
  unsigned* p = reinterpret_cast<unsigned*>(r);
#pragma unroll
  for (int i = 0; i < N; ++i) asm volatile("" : "+r"(p[i])::"memory");
}
template <int N, int NA = 0> __device__ __forceinline__ void wgmma_fence(float* acc, void* a = nullptr) {
  pin_registers<N>(acc);
  if (NA) pin_pairs<NA>(a);
  asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
}
__device__ __forceinline__ void wgmma_commit() { asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory"); }
// After the wait: the accumulators hold the results, and the operand registers (NA
// pairs) were live up to here, so nothing reused them while the wgmmas read them.
template <int Pending, int N, int NA = 0> __device__ __forceinline__ void wgmma_wait(float* acc, void* a = nullptr) {
  asm volatile("wgmma.wait_group.sync.aligned %0;\n" ::"n"(Pending) : "memory");
  pin_registers<N>(acc);
  if (NA) pin_pairs<NA>(a);
}
// The same wait, after which ordinary code reads the accumulators: each one passes
// through an exact `x + -0.0` (every float, -0, inf and NaN comes back unchanged) right
// after the wait.  The empty pin above is invisible to ptxas, and ptxas (CUDA 13) hoisted
// an epilogue's conversions of the accumulators above a plain final wait when bounds
// checks followed (tutorial 10 on the H100: the last k-step missing from every output);
// a real definition of each register after the wait is something it cannot move them
// above.  It also lifts ptxas' C7514 serialization of such kernels' wgmmas.
template <int Pending, int N, int NA = 0> __device__ __forceinline__ void wgmma_wait_defining(float* acc,
                                                                                         void* a = nullptr) {
  static_assert(Pending == 0, "the registers of a group still in flight are not final");
  asm volatile("wgmma.wait_group.sync.aligned %0;\n" ::"n"(Pending) : "memory");
#pragma unroll
  for (int i = 0; i < N; ++i) asm volatile("add.f32 %0, %0, 0f80000000;\n" : "+f"(acc[i])::"memory");
  if (NA) pin_pairs<NA>(a);
}
__device__ __forceinline__ void fence_proxy_async() { asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory"); }
#endif

// ---- clusters (sm_90): a barrier over the cluster's blocks, another block's shared memory ----
#if __CUDA_ARCH__ >= 900
// Every thread of the cluster arrives, then waits: shared-memory writes before it are
// visible to the cluster's blocks after it (release / acquire).
__device__ __forceinline__ void cluster_sync() {
  asm volatile("barrier.cluster.arrive.release.aligned;\nbarrier.cluster.wait.acquire.aligned;\n" ::: "memory");
}
// The address of *p (a shared buffer of this block) in the cluster's block `rank`: a
// generic address plain loads read through (distributed shared memory).
template <class T> __device__ __forceinline__ T* map_shared_rank(T* p, unsigned rank) {
  unsigned long long r;
  asm volatile("mapa.u64 %0, %1, %2;\n" : "=l"(r) : "l"(p), "r"(rank));
  return reinterpret_cast<T*>(r);
}
#endif

// A barrier of the first N threads (a warp-specialized block's consumers; ID 0 is __syncthreads')
template <int ID, int N> __device__ __forceinline__ void named_barrier() {
  asm volatile("bar.sync %0, %1;\n" ::"n"(ID), "n"(N) : "memory");
}

// Barrier ID (2-15) of N threads: wait for N arrivals in all (sync), or arrive and go on
__device__ __forceinline__ void named_barrier_sync(int id, int n) {
  asm volatile("bar.sync %0, %1;\n" ::"r"(id), "r"(n) : "memory");
}
__device__ __forceinline__ void named_barrier_arrive(int id, int n) {
  asm volatile("bar.arrive %0, %1;\n" ::"r"(id), "r"(n) : "memory");
}

// The warpgroup's registers a thread become N (sm_90a): taken from the block's pool (INC)
// or given back to it; every thread of the warpgroup runs it together
template <int N, bool INC> __device__ __forceinline__ void set_max_nreg() {
  if constexpr (INC) {
    asm volatile("setmaxnreg.inc.sync.aligned.u32 %0;\n" ::"n"(N));
  } else {
    asm volatile("setmaxnreg.dec.sync.aligned.u32 %0;\n" ::"n"(N));
  }
}

// ---- TMA tile loads and the mbarriers they complete on (sm_90) -------------------
// A tensor map (CUtensorMap, encoded on the host) is passed by value as a
// __grid_constant__ kernel parameter; the TMA reads it through its generic address.
struct alignas(64) TensorMap { unsigned long long opaque[16]; };
#if __CUDA_ARCH__ >= 900
__device__ __forceinline__ void mbar_init(void* bar, unsigned count) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;\n" ::"r"(smem_addr(bar)), "r"(count) : "memory");
}
__device__ __forceinline__ void fence_mbar_init() { asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory"); }
// thread's arrival, announcing the bytes the phase's TMA copies will bring
__device__ __forceinline__ void mbar_expect_tx(void* bar, unsigned bytes) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\n" ::"r"(smem_addr(bar)), "r"(bytes) : "memory");
}
// one arrival of this thread (release: its accesses before it precede what a waiter does after)
__device__ __forceinline__ void mbar_arrive(void* bar) {
  asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];\n" ::"r"(smem_addr(bar)) : "memory");
}
// spin until the phase of parity `phase` has completed
__device__ __forceinline__ void mbar_wait(void* bar, int phase) {
  asm volatile("{\n .reg .pred p;\n TL_WAIT:\n"
               " mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n"
               " @!p bra TL_WAIT;\n}\n" ::"r"(smem_addr(bar)), "r"(phase) : "memory");
}
// The L2 cache policy of a TMA load's reads (Hint 1: evict_first, 2: evict_last): the
// 64-bit values CUTLASS passes its sm_90 TMA copies (CacheHintSm90)
template <int Hint> __device__ __forceinline__ unsigned long long l2_policy() {
  return Hint == 1 ? 0x12F0000000000000ull : 0x14F0000000000000ull;
}
// (with a Hint, the policy is the operand after the coordinates, `pol`)
#define TL_TMA_LOAD(rank, coords, pol, ...)                                                              \
  if constexpr (Hint != 0) {                                                                             \
    asm volatile("cp.async.bulk.tensor." #rank "d.shared::cluster.global.mbarrier::complete_tx::bytes"   \
                 ".L2::cache_hint [%0], [%1, {" coords "}], [%2], " pol ";\n" ::"r"(smem_addr(dst)),    \
                 "l"(reinterpret_cast<unsigned long long>(map)), "r"(smem_addr(bar)), __VA_ARGS__,        \
                 "l"(l2_policy<Hint>()) : "memory");                                                     \
  } else {                                                                                               \
    asm volatile("cp.async.bulk.tensor." #rank "d.shared::cluster.global.mbarrier::complete_tx::bytes"   \
                 " [%0], [%1, {" coords "}], [%2];\n" ::"r"(smem_addr(dst)),                             \
                 "l"(reinterpret_cast<unsigned long long>(map)), "r"(smem_addr(bar)), __VA_ARGS__ : "memory"); \
  }
// coordinates innermost first, in elements
template <int Hint = 0> __device__ __forceinline__ void tma_load(void* dst, const TensorMap* map, void* bar, int c0) {
  TL_TMA_LOAD(1, "%3", "%4", "r"(c0));
}
template <int Hint = 0>
__device__ __forceinline__ void tma_load(void* dst, const TensorMap* map, void* bar, int c0, int c1) {
  TL_TMA_LOAD(2, "%3, %4", "%5", "r"(c0), "r"(c1));
}
template <int Hint = 0>
__device__ __forceinline__ void tma_load(void* dst, const TensorMap* map, void* bar, int c0, int c1, int c2) {
  TL_TMA_LOAD(3, "%3, %4, %5", "%6", "r"(c0), "r"(c1), "r"(c2));
}
template <int Hint = 0>
__device__ __forceinline__ void tma_load(void* dst, const TensorMap* map, void* bar, int c0, int c1, int c2, int c3) {
  TL_TMA_LOAD(4, "%3, %4, %5, %6", "%7", "r"(c0), "r"(c1), "r"(c2), "r"(c3));
}
template <int Hint = 0>
__device__ __forceinline__ void tma_load(void* dst, const TensorMap* map, void* bar, int c0, int c1, int c2, int c3,
                                         int c4) {
  TL_TMA_LOAD(5, "%3, %4, %5, %6, %7", "%8", "r"(c0), "r"(c1), "r"(c2), "r"(c3), "r"(c4));
}
#undef TL_TMA_LOAD
#endif

// ---- INT4 -> fp16/bf16 with lop3 and magic numbers ------------------------------
// Output element e is nibble e/2 + 4*(e%2): one lop3 places nibbles k and k+4 in the
// mantissas of a 16-bit pair whose exponent makes it 1024 + n (fp16) or 128 + n
// (bf16); one subtraction removes the bias (and the 8 of signed int4, whose nibbles
// the same lop3 turns into offset binary: (a & mask) ^ magic flips each nibble's top
// bit along with setting the exponent -- no separate xor of the word).  Exact: every
// result is an integer.
__device__ __forceinline__ unsigned lop3_and_xor(unsigned a, unsigned mask, unsigned magic) {
  unsigned r;
  asm("lop3.b32 %0, %1, %2, %3, 0x6a;\n" : "=r"(r) : "r"(a), "r"(mask), "r"(magic));  // (a & b) ^ c
  return r;
}
// fp16 takes nibbles 1 and 5 (3 and 7 after one shift by 8) where they stand, as
// 1024 + 16 n, and one fma by 1/16 removes the bias: one shift per word instead of
// three.  (bf16 cannot: bit 7 is part of its exponent.)
template <bool Signed> __device__ __forceinline__ void dequant_i4(half* dst, unsigned w) {
  const unsigned bias = Signed ? 0x64086408u : 0x64006400u;  // 1032 or 1024 in both halves
  const unsigned sixteenth = 0x2c002c00u;                   // 1/16
  const unsigned bias16 = Signed ? 0xd480d480u : 0xd400d400u;  // -72 or -64: (1024 + 16 n) / 16 - 64 [- 8]
  unsigned* out = reinterpret_cast<unsigned*>(dst);
#pragma unroll
  for (int k = 0; k < 4; k += 2) {
    const unsigned v = k ? w >> 8 : w;
    const unsigned lo = lop3_and_xor(v, 0x000f000fu, bias), hi = lop3_and_xor(v, 0x00f000f0u, Signed ? 0x64806480u : 0x64006400u);
    asm("sub.f16x2 %0, %1, %2;\n" : "=r"(out[k]) : "r"(lo), "r"(bias));
    asm("fma.rn.f16x2 %0, %1, %2, %3;\n" : "=r"(out[k + 1]) : "r"(hi), "r"(sixteenth), "r"(bias16));
  }
}
// bf16: nibble k of each half as 128 + n (136 + (n ^ 8) signed: the xor folds the sign
// in), minus the bias.  sub.bf16x2 is an sm_90 instruction; before it the subtraction
// is fma.rn.bf16x2 h * 1 + (-bias), bit for bit the same: h (128..143) and the bias
// (128 or 136) are within a factor 2 of each other, so h - bias is exact (Sterbenz) --
// an integer in -8..15, which bf16's 8 significant bits hold -- and h * 1 is exact too:
// the fma's exact result needs no rounding, as the sub's does not; where it is zero
// (h == bias) both give +0 (an exact zero sum of opposite signs rounds to +0 in RN).
template <bool Signed> __device__ __forceinline__ void dequant_i4(bfloat16_t* dst, unsigned w) {
  const unsigned bias = Signed ? 0x43084308u : 0x43004300u;  // 136 or 128 in both halves
  unsigned* out = reinterpret_cast<unsigned*>(dst);
#pragma unroll
  for (int k = 0; k < 4; ++k) {
    unsigned h = lop3_and_xor(w >> (4 * k), 0x000f000fu, bias);
#if __CUDA_ARCH__ >= 900
    asm("sub.rn.bf16x2 %0, %1, %2;\n" : "=r"(out[k]) : "r"(h), "r"(bias));
#else
    asm("fma.rn.bf16x2 %0, %1, %2, %3;\n" : "=r"(out[k]) : "r"(h), "r"(0x3f803f80u), "r"(bias ^ 0x80008000u));
#endif
  }
}

// ---- warp shuffles: Mode 0 xor, 1 down, 2 up, 3 idx (the IR's shfl modes) -------
template <int Mode> __device__ __forceinline__ int shfl32(int v, int o, int w) {
  if constexpr (Mode == 0) return __shfl_xor_sync(0xffffffffu, v, o, w);
  else if constexpr (Mode == 1) return __shfl_down_sync(0xffffffffu, v, o, w);
  else if constexpr (Mode == 2) return __shfl_up_sync(0xffffffffu, v, o, w);
  else return __shfl_sync(0xffffffffu, v, o, w);
}
template <int Mode, class T> __device__ __forceinline__ T shfl(T v, int o, int w) {
  if constexpr (sizeof(T) == 8) {
    long long x = bitcast<long long>(v);
    int lo = shfl32<Mode>((int)x, o, w), hi = shfl32<Mode>((int)(x >> 32), o, w);
    return bitcast<T>((long long)(unsigned)lo | ((long long)hi << 32));
  } else if constexpr (sizeof(T) == 4) {
    return bitcast<T>(shfl32<Mode>(bitcast<int>(v), o, w));
  } else if constexpr (is16<T>::value) {
    T r;
    r.x = (unsigned short)shfl32<Mode>((int)v.x, o, w);
    return r;
  } else {
    return (T)shfl32<Mode>((int)v, o, w);
  }
}

// ---- short vectors (vec_load / vec_store) and atomics ------------------------------
template <class T, int N> struct alignas(sizeof(T) * N) vec { T v[N]; };

__device__ __forceinline__ void atomic_add(float* p, float v) { atomicAdd(p, v); }
__device__ __forceinline__ void atomic_add(double* p, double v) { atomicAdd(p, v); }
__device__ __forceinline__ void atomic_add(int* p, int v) { atomicAdd(p, v); }
__device__ __forceinline__ void atomic_add(unsigned* p, unsigned v) { atomicAdd(p, v); }
// The old count, added to with release and acquire semantics at device scope (the
// split-K count: no fence in every thread; the barriers around it order the block).
__device__ __forceinline__ int fetch_add_acq_rel(int* p, int v) {
#if __CUDA_ARCH__ >= 700
  int old;
  asm volatile("atom.add.acq_rel.gpu.global.s32 %0, [%1], %2;\n" : "=r"(old) : "l"(p), "r"(v) : "memory");
  return old;
#else
  __threadfence();
  const int old = atomicAdd(p, v);
  __threadfence();
  return old;
#endif
}
__device__ __forceinline__ void atomic_add(long long* p, long long v) {
  atomicAdd(reinterpret_cast<unsigned long long*>(p), (unsigned long long)v);
}
__device__ __forceinline__ void atomic_add(half* p, half v) {
  asm volatile("red.add.noftz.f16 [%0], %1;\n" ::"l"(p), "h"(v.x) : "memory");
}
// bf16 atomics are sm_90 instructions: on older chips a 32-bit compare-and-swap loop.
__device__ __forceinline__ void atomic_add(bfloat16_t* p, bfloat16_t v) {
#if __CUDA_ARCH__ >= 900
  asm volatile("red.add.noftz.bf16 [%0], %1;\n" ::"l"(p), "h"(v.x) : "memory");
#else
  unsigned* word = reinterpret_cast<unsigned*>(reinterpret_cast<unsigned long long>(p) & ~3ull);
  const int shift = (reinterpret_cast<unsigned long long>(p) & 2ull) ? 16 : 0;
  unsigned old = *word, assumed;
  do {
    assumed = old;
    bfloat16_t cur;
    cur.x = (unsigned short)(assumed >> shift);
    const unsigned short sum = f2bf(bf2f(cur) + bf2f(v)).x;
    old = atomicCAS(word, assumed, (assumed & ~(0xffffu << shift)) | ((unsigned)sum << shift));
  } while (old != assumed);
#endif
}

}  // namespace tl
