"""Self-contained CUDA sources (no headers) for the NVRTC tests and timings.

``SMALL``: an element-wise add plus one cp.async / ldmatrix / mma.sync m16n8k16
step, guarded for sm_80+.  ``gemm_like(...)``: a ~330-line multistage fp16 GEMM
main loop written the way the code generator writes it (inline PTX for
cp.async, ldmatrix and mma.sync, a ``#line`` directive before each statement's
code), used to time a realistic compile.  Neither is run here: there is no GPU.
"""

from __future__ import annotations

PY_FILE = "gemm_program.py"

SMALL = r"""
typedef unsigned int u32;
typedef unsigned short u16;

extern "C" __global__ void __launch_bounds__(128)
add_and_mma(const float* __restrict__ a, const float* __restrict__ b, float* __restrict__ c,
            const u16* __restrict__ A, const u16* __restrict__ B, float* __restrict__ D, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  __shared__ alignas(16) u16 sA[16 * 16];
  __shared__ alignas(16) u16 sB[16 * 8];
  int t = threadIdx.x;
  if (t < 32) {
    u32 dst = (u32)__cvta_generic_to_shared(sA + t * 8);
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" :: "r"(dst), "l"(A + t * 8));
    if (t < 16) {
      u32 dstb = (u32)__cvta_generic_to_shared(sB + t * 8);
      asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" :: "r"(dstb), "l"(B + t * 8));
    }
  }
  asm volatile("cp.async.commit_group;\n" ::);
  asm volatile("cp.async.wait_group 0;\n" ::);
  __syncthreads();
  if (t < 32) {
    u32 a0, a1, a2, a3, b0, b1;
    u32 pa = (u32)__cvta_generic_to_shared(sA + (t % 16) * 16 + (t / 16) * 8);
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
                 : "=r"(a0), "=r"(a1), "=r"(a2), "=r"(a3) : "r"(pa));
    u32 pb = (u32)__cvta_generic_to_shared(sB + (t % 16) * 8);
    asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0, %1}, [%2];\n"
                 : "=r"(b0), "=r"(b1) : "r"(pb));
    float d0 = 0.f, d1 = 0.f, d2 = 0.f, d3 = 0.f;
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
                 "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};\n"
                 : "+f"(d0), "+f"(d1), "+f"(d2), "+f"(d3)
                 : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
    D[t * 4 + 0] = d0; D[t * 4 + 1] = d1; D[t * 4 + 2] = d2; D[t * 4 + 3] = d3;
  }
#endif
}
"""

_PRELUDE = r"""typedef unsigned int u32;
typedef unsigned short u16;
typedef unsigned long long u64;

static __device__ __forceinline__ u32 smem_addr(const void* p) {
  return (u32)__cvta_generic_to_shared(p);
}
static __device__ __forceinline__ void cp_async16(u32 dst, const void* src) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" :: "r"(dst), "l"(src));
}
static __device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;\n" ::); }
template <int N> static __device__ __forceinline__ void cp_async_wait() {
  asm volatile("cp.async.wait_group %0;\n" :: "n"(N));
}
static __device__ __forceinline__ void ldmatrix_x4(u32* r, u32 addr) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(addr));
}
static __device__ __forceinline__ void ldmatrix_x2_trans(u32* r, u32 addr) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0, %1}, [%2];\n"
               : "=r"(r[0]), "=r"(r[1]) : "r"(addr));
}
static __device__ __forceinline__ void mma_16816(float* d, const u32* a, const u32* b) {
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
               "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};\n"
               : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
               : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
}
static __device__ __forceinline__ u32 pack_half2(float lo, float hi) {
  u32 r;
  asm("cvt.rn.f16x2.f32 %0, %1, %2;\n" : "=r"(r) : "f"(hi), "f"(lo));
  return r;
}
"""


def gemm_like(*, stages: int = 3, block_m: int = 128, block_n: int = 64, block_k: int = 32,
              py_file: str = PY_FILE, name: str = "gemm_kernel") -> str:
    """A multistage fp16 GEMM (C = A @ B, A row-major MxK, B row-major KxN, fp32 accumulation).

    4 warps in a 2x2 grid, each computing (block_m/2)x(block_n/2) with m16n8k16
    mma.sync; cp.async stages of A and B tiles in padded shared memory.  The
    mma/ldmatrix sequence of each k-step is written out statement by statement,
    as the code generator unrolls it, each after a ``#line`` directive.
    """
    wm, wn = block_m // 2, block_n // 2
    mt, nt = wm // 16, wn // 8
    pad = 8
    lda_s, ldb_s = block_k + pad, block_n + pad
    py = iter(range(20, 10_000))
    out = [_PRELUDE]

    def stmt(*lines: str) -> None:
        out.append(f'#line {next(py)} "{py_file}"')
        out.extend("  " + ln for ln in lines)

    out.append(f'extern "C" __global__ void __launch_bounds__(128) {name}(\n'
               "    const u16* __restrict__ A, const u16* __restrict__ B, u16* __restrict__ C,\n"
               "    int M, int N, int K) {")
    stmt(f"__shared__ alignas(128) u16 sA[{stages}][{block_m}][{lda_s}];",
         f"__shared__ alignas(128) u16 sB[{stages}][{block_k}][{ldb_s}];")
    stmt("const int tid = threadIdx.x, warp = tid / 32, lane = tid % 32;",
         "const int wr = warp / 2, wc = warp % 2;",
         f"const int m0 = blockIdx.y * {block_m}, n0 = blockIdx.x * {block_n};")
    stmt(f"float acc[{mt}][{nt}][4];")
    for i in range(mt):
        for j in range(nt):
            stmt(f"acc[{i}][{j}][0] = 0.f; acc[{i}][{j}][1] = 0.f; acc[{i}][{j}][2] = 0.f; acc[{i}][{j}][3] = 0.f;")
    stmt(f"const int k_tiles = K / {block_k};")

    def load_stage(stage: str, kt: str) -> None:
        a_chunks = block_m * block_k // 8 // 128
        b_chunks = block_k * block_n // 8 // 128
        for c in range(a_chunks):
            stmt(f"{{ int e = tid + {c * 128}; int r = e / {block_k // 8}, q = (e % {block_k // 8}) * 8;",
                 f"  cp_async16(smem_addr(&sA[{stage}][r][q]), A + (size_t)(m0 + r) * K + ({kt}) * {block_k} + q); }}")
        for c in range(b_chunks):
            stmt(f"{{ int e = tid + {c * 128}; int r = e / {block_n // 8}, q = (e % {block_n // 8}) * 8;",
                 f"  cp_async16(smem_addr(&sB[{stage}][r][q]), B + (size_t)(({kt}) * {block_k} + r) * N + n0 + q); }}")

    for s in range(stages - 1):
        stmt(f"if ({s} < k_tiles) {{")
        load_stage(str(s), str(s))
        stmt("}", "cp_async_commit();")
    stmt("for (int kt = 0; kt < k_tiles; ++kt) {")
    stmt(f"cp_async_wait<{stages - 2}>();", "__syncthreads();")
    stmt(f"const int st = kt % {stages};", f"const int nk = kt + {stages - 1};")
    stmt("if (nk < k_tiles) {")
    load_stage(f"nk % {stages}", "nk")
    stmt("}", "cp_async_commit();")
    for kk in range(block_k // 16):
        stmt(f"u32 af{kk}[{mt}][4], bf{kk}[{nt}][2];")
        for i in range(mt):
            stmt(f"ldmatrix_x4(af{kk}[{i}], smem_addr(&sA[st][wr * {wm} + {i * 16} + (lane % 16)]"
                 f"[{kk * 16} + (lane / 16) * 8]));")
        for j in range(nt):
            stmt(f"ldmatrix_x2_trans(bf{kk}[{j}], smem_addr(&sB[st][{kk * 16} + (lane % 16)]"
                 f"[wc * {wn} + {j * 8}]));")
        for i in range(mt):
            for j in range(nt):
                stmt(f"mma_16816(acc[{i}][{j}], af{kk}[{i}], bf{kk}[{j}]);")
    stmt("}")
    stmt("cp_async_wait<0>();")
    for i in range(mt):
        for j in range(nt):
            stmt(f"{{ int r = m0 + wr * {wm} + {i * 16} + lane / 4, c = n0 + wc * {wn} + {j * 8} + (lane % 4) * 2;",
                 f"  *(u32*)(C + (size_t)r * N + c) = pack_half2(acc[{i}][{j}][0], acc[{i}][{j}][1]);",
                 f"  *(u32*)(C + (size_t)(r + 8) * N + c) = pack_half2(acc[{i}][{j}][2], acc[{i}][{j}][3]); }}")
    out.append("}")
    return "\n".join(out) + "\n"
