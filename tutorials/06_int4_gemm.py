"""Tutorial 06: an INT4 x FP16 tensor-core GEMM with the dequantization in the loop.

    python tutorials/06_int4_gemm.py                       # on a GPU
    TILELANG_TARGET=cpu python tutorials/06_int4_gemm.py   # anywhere

``C = A @ W.T`` where A (M, K) is float16 (activations) and W (N, K) is stored in
4 bits with a float16 scale per group of G consecutive k of a row -- the weight
format of GPTQ/AWQ-style quantized models.  ``tilelang.quantize(w, "int4",
group_size=G)`` returns exactly that: the codes packed two per byte (uint8 (N, K/2),
tutorial 05's packing rule: element k in the low nibble when k is even) and the
scales (N, K/G), with ``w[n, k] ~= code[n, k] * scale[n, k // G]``.

The tensor cores multiply float16 by float16, so every weight must become a float16
on the way from memory to the ``mma``: decode the 4-bit code, multiply by its scale,
round.  Memory holds the 4-bit weight (a quarter of the bytes of float16 -- the
point of quantizing); registers hold the float16 operand.  This tutorial writes that
kernel step by step; it is the structure of ``tilelang.ops.int4_matmul``'s GEMM.

The kernel, one k-step at a time
--------------------------------
1. ``T.copy(A[...], A_s)``: the (block_M, block_K) float16 slab of A, as in tutorials
   03-04;
2. ``T.copy(B[...], B_s)``: the (block_N, block_K) *int4* tile -- ``B_s`` is a shared
   buffer of dtype ``"int4"``, so the copy moves packed bytes: block_K / 2 bytes a row;
   ``T.Pipelined(..., num_stages=2)`` starts both copies one step ahead (tutorial 04);
3. the decode: a ``T.Parallel`` over the float16 *fragment* ``B_f`` (registers)::

       B_f[n, k] = T.cast(T.cast(T.cast(B_s[n, k], "float16"), "float32")
                          * T.cast(Scales[row, group], "float32"), "float16")

   ``T.cast`` of an int4 element gives its integer value (-8 .. 7); the scale of the
   element's group is read straight from global memory (one load per element here:
   the library kernel stages the scale tile in shared memory); the product is formed
   in float32 and rounded to float16 once, as ``tilelang.dequantize`` does;
4. ``T.gemm(A_s, B_f, C_f, transpose_B=True)``: W is (N, K), each row one output
   channel, so the B operand is W transposed.  ``B_f`` is a fragment, so layout
   inference gives it the layout of the mma B operand and the T.Parallel writes
   each thread's operand registers directly (no ldmatrix for B).

What lowering does with the packed int4
---------------------------------------
* **The copy is bytes.**  Both sides have dtype int4, rows are contiguous and the
  offsets are whole bytes, so the global -> shared copy moves raw bytes: one
  16-byte ``cp_async`` operations (32 int4 each) -- a quarter of the traffic of a
  float16 weight.  (docs/lowering.md, "Low-bit memory".)
* **The decode is generic, one element at a time.**  Each element of ``B_f`` is: a
  ``packed_load`` of the byte holding it, ``shr`` by ``(k * 4) % 8`` and ``and 15``
  (the packing rule), then ``xor 8``/``sub 8`` to sign-extend the 4-bit two's
  complement, then the casts and the multiply by the scale.  The script prints these
  lines of the lowered IR.  That is ~8 integer instructions per weight before any
  float work; tutorial 07 replaces them with 4 instructions per *8* weights.

What to look at in the output
-----------------------------
* the outline of the lowered kernel (the cp_async of ``%B_s``, the per-element
  ``packed_load %B_s ... : uint8`` decode loop, the ``mma``) and the decode lines;
* the ``check:`` line: the kernel against ``A @ dequantize(q, s).T`` in float64 --
  the same dequantized weight, so only float16 rounding remains;
* the quantization error against the unquantized weight (what int4 costs: ~10%);
* on a GPU: TFLOP/s next to cuBLAS with the float16 weight.
"""

import torch

import tilelang
import tilelang.language as T
from _support import Tutorial, outline


@tilelang.jit(out_idx=[-1])
def int4_gemm(M, N, K, G, block_M=64, block_N=64, block_K=64, num_stages=2, threads=128):
    @T.prim_func
    def main(A: T.Tensor((M, K), "float16"), B: T.Tensor((N, K), "int4"),
             Scales: T.Tensor((N, K // G), "float16"), C: T.Tensor((M, N), "float16")):
        with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=threads) as (bx, by):
            A_s = T.alloc_shared((block_M, block_K), "float16")
            B_s = T.alloc_shared((block_N, block_K), "int4")      # packed: block_K / 2 bytes a row
            B_f = T.alloc_fragment((block_N, block_K), "float16")  # the decoded mma B operand
            C_f = T.alloc_fragment((block_M, block_N), "float32")
            T.clear(C_f)
            for ko in T.Pipelined(K // block_K, num_stages=num_stages):
                T.copy(A[by * block_M, ko * block_K], A_s)
                T.copy(B[bx * block_N, ko * block_K], B_s)
                for n, k in T.Parallel(block_N, block_K):
                    code = T.cast(T.cast(B_s[n, k], "float16"), "float32")  # -8 .. 7
                    scale = T.cast(Scales[bx * block_N + n, (ko * block_K + k) // G], "float32")
                    B_f[n, k] = T.cast(code * scale, "float16")
                T.gemm(A_s, B_f, C_f, transpose_B=True)
            T.copy(C_f, C[by * block_M, bx * block_N])
    return main


SHOWN = ("cp_async", "packed_load", "mma")


def decode_lines(ir_text: str) -> list[str]:
    """The lowered lines from the B_s byte load to the store into B_f (locations dropped)."""
    lines = [line.split(" loc(")[0].strip() for line in ir_text.splitlines()]
    start = next(i for i, line in enumerate(lines) if "packed_load %B_s" in line)
    end = next(i for i in range(start, len(lines)) if lines[i].startswith("store %B_f"))
    return lines[start:end + 1]


def main():
    tut = Tutorial("06 INT4 x FP16 GEMM, dequantized in the loop")
    M, N, K, G = tut.size((48, 128, 256, 64), (4096, 4096, 4096, 128))
    config = tut.size((64, 64, 64, 2), (128, 128, 64, 3))  # block_M, block_N, block_K, num_stages
    print(f"problem: C[{M}, {N}] = A[{M}, {K}] (float16) @ W[{N}, {K}].T, W int4 with a float16 scale "
          f"per {G} k; tiles {config[:3]}, {config[3]} stages")
    kernel = tut.compiled("int4_gemm", int4_gemm(M, N, K, G, *config))

    lowered = str(tilelang.lower(kernel.prim_func))
    print("\n--- the lowered kernel (tilelang.lower(f)), outlined:")
    print(outline(lowered, SHOWN))
    print("\n--- the decode of one element of B_f (T.cast of B_s[n, k], times the scale):")
    print("  " + "\n  ".join(decode_lines(lowered)))
    tut.stop_if_compile_only()

    a = tut.randn(M, K)
    w = tut.randn(N, K, scale=0.05)
    q, s = tilelang.quantize(w, "int4", group_size=G)
    print(f"\nweight: float16 {N}x{K} = {w.numel() * 2} bytes -> int4 {tuple(q.shape)} {q.dtype} "
          f"{q.numel()} bytes + scales {tuple(s.shape)} {s.numel() * 2} bytes")
    c = kernel(a, q, s)
    w_hat = tilelang.dequantize(q, "int4", s, group_size=G, out_dtype=torch.float32)
    ref = a.double() @ w_hat.double().T
    # The kernel rounds each scaled weight and C to float16 (~3e-4); a wrong nibble,
    # sign extension or scale group gives >= 1e-2.
    tut.check("C = A @ dequantize(q, s).T against torch (float64)", c, ref, tol=1e-3)
    exact = a.double() @ w.double().T
    print(f"quantization: int4 (group {G}) against the float16 weight: "
          f"rel_err={float((c.double() - exact).norm() / exact.norm()):.3f} (the format's rounding)")
    tut.time("int4_gemm", kernel, (a, q, s), work=2.0 * M * N * K, unit="TFLOP/s",
             torch_fn=lambda: torch.matmul(a, w.T), torch_what="cuBLAS float16 weight")
    tut.finish()


if __name__ == "__main__":
    main()
