"""Tutorial 05: custom low-bit dtypes, packing, and a kernel that decodes them.

    python tutorials/05_lowbit_dtypes.py                       # on a GPU
    TILELANG_TARGET=cpu python tutorials/05_lowbit_dtypes.py   # anywhere

A large language model's GEMMs at decode time are limited by how fast the weights
stream from memory, so storing them in 4 bits or fewer instead of 16 is close to a
4x speed-up.  Which 4 (or 3, or 6) bits is a research question: plain integers, tiny
floats, codebooks fitted to the weights' distribution.  In tilelang a format is a
Python object with a value set, and a kernel uses it like any other dtype.

Three ways to define a format
-----------------------------
* ``T.int_dtype("int3_o4", bits=3, signed=False, offset=4)`` -- an integer format:
  the 3 raw bits are read unsigned and ``offset`` is subtracted, giving -4 .. 3.
* ``T.float_dtype("fp6_e3m2", exponent_bits=3, mantissa_bits=2)`` -- a 6-bit float
  (sign, 3 exponent bits, 2 mantissa bits, bias 3, subnormals, no inf/NaN): values
  up to +-28 with 3 significant bits.
* ``T.lut_dtype("nf3_tut", values)`` -- a codebook of up to 256 values: code ``i``
  means ``values[i]``.  The one below is a 3-bit "normal float": its 8 levels sit
  at quantiles of a normal distribution (NF4's recipe, one bit less), dense where
  weights are, with an exact 0.

Each is registered by name and has ``decode``/``encode`` (numpy), ``bits``,
``min_value``/``max_value``; the script prints the value sets.

The packing rule (the contract between host and kernel)
------------------------------------------------------
A tensor of logical shape (N, K) in a b-bit format is stored as uint8 of shape
(N, K * b / 8).  Each row is a little-endian bit stream: element ``k`` starts in
byte ``k * b // 8`` at bit ``(k * b) % 8`` (bit 0 = least significant), and for
b = 3, 5, 6, 7 an element can straddle two bytes.  The script packs the codes 0..7
of the 3-bit format and prints the three bytes with each element's bits marked --
element 2 has its low two bits at the top of byte 0 and its high bit at the bottom
of byte 1.  ``tilelang.pack``/``unpack`` move codes in and out of this layout,
``tilelang.quantize(w, dtype, group_size)`` rounds a float weight to the nearest
values group-wise (a scale per ``group_size`` consecutive elements of a row, chosen
so the group's absmax maps to the format's largest value) and packs the codes;
``tilelang.dequantize`` is the exact inverse the reference uses.

The kernel
----------
``B: T.Tensor((N, K), wdtype)`` -- the parameter has the low-bit dtype itself; you
pass the packed uint8 tensor, and the kernel indexes *logical* elements: ``B[n, k]``
is one 3-bit (or 6-bit) value.  ``T.cast(B[n, k], "float16")`` decodes it; times the
group's scale it is the weight, written to a float16 shared tile that ``T.gemm``
consumes with ``transpose_B=True`` (B is (N, K): each row is one output channel).
The A slab is the only global -> shared copy, so the pipeline overlaps it; the
decode loop is computed by the threads and stays in the iteration.

What the compiler does with the decode: the element's bits are extracted from the
packed bytes -- a ``packed_load`` of the byte that holds the element (and, for a
3- or 6-bit element that straddles a byte boundary, the next one), then a shift
by ``(k * bits) % 8`` and a mask, exactly the rule above; an integer format then
sign-extends and subtracts its offset, a float or table format indexes a small
decode table in constant memory (``decode_lut``), built from the dtype's own
``decode`` -- so every target computes exactly the values ``dtype.decode`` gives.  On CUDA the script
prints those lines of the generated source.  This is the generic path; the fast
int4 path (decoding 8 values per 32-bit word with ``lop3``) comes in a later
tutorial.

What to look at in the output
-----------------------------
* the value sets and the packed bytes;
* per format: the storage size, the ``check:`` line (the kernel against
  ``A @ dequantize(B).T`` in float64: only float16 rounding remains), and the
  quantization error against the unquantized weight, which measures the format: at
  3 bits the normal-float codebook rounds Gaussian weights less than the evenly
  spaced integers do, and 6 bits of float are far closer than 4 bits of integer;
* on a GPU: TFLOP/s next to cuBLAS with the float16 weight.
"""

import torch

import tilelang
import tilelang.language as T
from _support import Tutorial

INT3 = T.int_dtype("int3_o4", bits=3, signed=False, offset=4)
FP6 = T.float_dtype("fp6_e3m2", exponent_bits=3, mantissa_bits=2)


def normal_float_levels(bits: int, offset: float = 0.9677) -> list[float]:
    """NF-style codebook (as NF4 is built): quantiles of a standard normal, 2**(b-1)
    on the positive side and 2**(b-1) - 1 on the negative side, plus an exact 0,
    scaled to [-1, 1].  The levels are dense where normally distributed weights are."""
    normal = torch.distributions.Normal(0.0, 1.0)
    half = 2 ** (bits - 1)
    pos = normal.icdf(torch.linspace(offset, 0.5, half + 1, dtype=torch.float64)[:-1])
    neg = -normal.icdf(torch.linspace(offset, 0.5, half, dtype=torch.float64)[:-1])
    levels = torch.cat([neg, torch.zeros(1, dtype=torch.float64), pos]).sort().values
    return (levels / levels.abs().max()).tolist()


NF3 = T.lut_dtype("nf3_tut", normal_float_levels(3))
FORMATS = [INT3, FP6, NF3, T.int4]


@tilelang.jit(out_idx=[-1])
def dequant_gemm(M, N, K, wdtype, group_size, block_M, block_N, block_K, num_stages, threads=128):
    @T.prim_func
    def main(A: T.Tensor((M, K), "float16"), B: T.Tensor((N, K), wdtype),
             Scales: T.Tensor((N, K // group_size), "float16"), C: T.Tensor((M, N), "float16")):
        with T.Kernel(T.ceildiv(N, block_N), T.ceildiv(M, block_M), threads=threads) as (bx, by):
            A_s = T.alloc_shared((block_M, block_K), "float16")
            B_s = T.alloc_shared((block_N, block_K), "float16")
            C_f = T.alloc_fragment((block_M, block_N), "float32")
            T.clear(C_f)
            for ko in T.Pipelined(K // block_K, num_stages=num_stages):
                T.copy(A[by * block_M, ko * block_K], A_s)
                for n, k in T.Parallel(block_N, block_K):
                    row, col = bx * block_N + n, ko * block_K + k
                    B_s[n, k] = T.cast(B[row, col], "float16") * Scales[row, col // group_size]
                T.gemm(A_s, B_s, C_f, transpose_B=True)
            T.copy(C_f, C[by * block_M, bx * block_N])
    return main


def show_formats():
    for dt in FORMATS:
        values = torch.tensor(sorted(set(dt.decode_table().tolist())))
        if len(values) <= 16:
            shown = " ".join(f"{v:.4g}" for v in values)
        else:
            pos = values[values > 0]
            shown = f"{len(values)} codes, smallest positive {pos.min():g}, largest {pos.max():g}"
        print(f"  {dt.name:9s} {dt.bits} bits: {shown}")


def show_packing():
    """Pack the codes 0..7 of the 3-bit format and mark each element's bits."""
    codes = torch.arange(8, dtype=torch.uint8)[None]
    packed = tilelang.pack(codes, INT3)
    b = INT3.bits
    print(f"\npacking codes {codes[0].tolist()} of {INT3.name} ({b} bits) -> {packed.shape[1]} bytes "
          f"{packed[0].tolist()}; element k starts in byte k*{b}//8 at bit (k*{b})%8")
    for byte in range(packed.shape[1]):
        owners = [(byte * 8 + bit) // b for bit in range(7, -1, -1)]  # most significant bit first
        bits = format(int(packed[0, byte]), "08b")
        print(f"  byte {byte}: bits 7..0 = {bits}   element of each bit: {''.join(str(e) for e in owners)}")
    assert torch.equal(tilelang.unpack(packed, INT3), codes)


def main():
    tut = Tutorial("05 custom low-bit dtypes and packing")
    M, N, K, G = tut.size((48, 128, 256, 64), (4096, 4096, 4096, 128))
    config = tut.size((16, 64, 64, 2), (128, 128, 32, 3))  # block_M, block_N, block_K, num_stages
    print("formats (every value each can hold):")
    show_formats()
    show_packing()
    print(f"\nproblem: C[{M}, {N}] = A[{M}, {K}] @ dequant(B[{N}, {K}]).T, group size {G}")
    kernels = {dt.name: tut.compiled(f"dequant_gemm({dt.name})", dequant_gemm(M, N, K, dt, G, *config))
               for dt in FORMATS}
    if tut.target == "cuda":
        print("the decode in the generated CUDA (T.cast(B[row, col], 'float16')):")
        for dt in (INT3, FP6):
            src = kernels[dt.name].get_kernel_source()
            body = src[src.index('extern "C"'):]
            wanted = ("reinterpret_cast<const unsigned", "tl_dec_") if dt is FP6 else \
                ("reinterpret_cast<const unsigned", "wrap_int", " - 4")
            shown = [line.strip() for line in body.splitlines() if any(w in line for w in wanted)][:3]
            print(f"  {dt.name}:\n    " + "\n    ".join(shown))
    tut.stop_if_compile_only()

    a = tut.randn(M, K)
    w = tut.randn(N, K, scale=0.05)  # a float16 weight
    for dt in FORMATS:
        packed, scales = tilelang.quantize(w, dt, group_size=G)
        print(f"\n{dt.name}: weight {N}x{K} float16 {w.numel() * 2} bytes -> packed {tuple(packed.shape)} "
              f"{packed.dtype} {packed.numel()} bytes + scales {tuple(scales.shape)}")
        c = kernels[dt.name](a, packed, scales)
        w_hat = tilelang.dequantize(packed, dt, scales, group_size=G, out_dtype=torch.float32)
        # The kernel rounds each decoded weight * scale to float16 and C to float16:
        # ~5e-4 at most; a wrong bit offset, scale group or decode value is >= 1e-2.
        tut.check(f"{dt.name}: C = A @ dequant(B).T against torch (float64)", c,
                  a.double() @ w_hat.double().T, tol=1e-3)
        q_err = float((c.double() - a.double() @ w.double().T).norm() / (a.double() @ w.double().T).norm())
        print(f"quantization: {dt.name} against the float16 weight: rel_err={q_err:.3f} (the format's rounding)")
        tut.time(f"dequant_gemm({dt.name})", kernels[dt.name], (a, packed, scales), work=2.0 * M * N * K,
                 unit="TFLOP/s", torch_fn=lambda: torch.matmul(a, w.T), torch_what="cuBLAS float16 weight")
    tut.finish()


if __name__ == "__main__":
    main()
