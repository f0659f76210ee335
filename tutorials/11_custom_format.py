"""Tutorial 11: your own low-bit format, decoded fast by the same GEMM.

    python tutorials/11_custom_format.py                       # on a GPU
    TILELANG_TARGET=cpu python tutorials/11_custom_format.py   # anywhere

Tutorial 07 made int4 fast by hand: a magic number, ``lop3``, a weight permutation.
Here the compiler does that for a format it has never seen.  We define three formats
in one line each (tutorial 05 showed the constructors):

* ``fp4_e3m0``: a 4-bit float with 3 exponent bits and no mantissa -- the values are
  signed powers of two, 2^-2 .. 2^4 (and zero): a logarithmic grid;
* ``u2_off1``: 2-bit unsigned codes minus 1 -- the values -1, 0, 1, 2;
* ``cb4``: a 16-entry codebook (a table format, like nf4) with made-up values.

How the compiler decodes a word
-------------------------------
``tilelang.lowering.word_decode.plan(fmt, "float16")`` looks at the format's
definition and writes a short program over one 32-bit word of codes (8 codes of 4
bits, or 16 of 2 bits) that leaves the values in float16 pairs, in the order the mma
fragments want them (output e takes code ``e // 2 + n / 2 (e % 2)``: the low and the
high half of the word together, as tutorial 07's int4 decode does):

* integer formats: the code lands in the mantissa of a magic number (1024 in float16)
  with one ``lop3``; one ``fma`` removes the magic and the offset;
* float formats: the exponent and mantissa fields move into float16's fields (two
  shifts and two ``lop3``), one multiply by ``2^(15 - bias)`` corrects the exponent
  bias -- subnormals included, float16's range being wider;
* table formats: the table's float16 values, split into low and high bytes, are
  looked up with ``prmt`` (a byte permute: four lookups per instruction).

It runs the program on every code in every position (a numpy execution of the same
instructions) and keeps it only if every value comes out bit for bit as the format's
own decode rounded to float16; the CUDA backend writes the instructions as PTX.  The
script prints the plans and the program of ``fp4_e3m0``.

The same GEMM
-------------
``tilelang.ops.prepare(q, s, dtype=fmt)`` permutes the weight once
(``make_lowbit_dequant_permutation(N, K, bits)``: each lane's values of the mma
fragment in one 32-bit word, the decode's order) and ``tilelang.ops.lowbit_matmul``
runs the quantized GEMM of tutorials 06-09 on it -- the kernel is the same Python
function for every format; the lowered IR has one ``dequant_word`` per word, named
by format (printed).  A format whose codes straddle 32-bit words (3, 5, 6, 7 bits:
``fp5_e2m2`` below) gets no word decode yet; it runs the generic per-element decode,
correct but slower -- the script says which path each format took.
"""

import torch
from _support import Tutorial

import tilelang
import tilelang.language as T
from tilelang.lowering.word_decode import plan
from tilelang.ops import lowbit_matmul, prepare
from tilelang.ops.lowbit_matmul import choose, kernel_for

FP4 = T.float_dtype("fp4_e3m0", exponent_bits=3, mantissa_bits=0, bias=3)
U2 = T.int_dtype("u2_off1", bits=2, signed=False, offset=1)
CB4 = T.lut_dtype("cb4", [-2.0, -1.5, -1.0, -0.75, -0.5, -0.375, -0.25, -0.125,
                          0.0, 0.125, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0])
FP5 = T.float_dtype("fp5_e2m2", exponent_bits=2, mantissa_bits=2, bias=1)
GROUP = 128

tut = Tutorial("Tutorial 11: a custom low-bit format, decoded fast")
M, N, K = tut.size((16, 128, 512), (16, 8192, 8192))

print("\nthe decode the compiler chose, per format (into float16):")
for fmt in (FP4, U2, CB4, FP5):
    d = plan(fmt, "float16")
    print(f"  {fmt.name:9s} {fmt.bits} bits: " + (d.describe() if d else "no word decode (codes straddle 32-bit "
                                                 "words): the generic per-element decode"))
d = plan(FP4, "float16")
print("\nfp4_e3m0's program (w: the word; each line one PTX instruction):")
for ins in d.program[:7]:
    print("  " + " ".join(str(x) if not isinstance(x, int) or x < 32 else hex(x) for x in ins))
print(f"  ... {d.instructions - 7} more; outputs {', '.join(d.outputs)}")

# the planned kernel of each format (what lowbit_matmul will run: same configuration, same cache entry)
kernels = {}
for fmt in (FP4, U2, CB4, FP5):
    fast = plan(fmt, "float16") is not None
    name, k = kernel_for("float16", M, N, K, GROUP, fmt.name, "float16", False, fast, tut.target)
    kernels[fmt.name] = tut.compiled(f"{name} for {fmt.name}", k)
# (the thread-level program, lowered for the kernel's arch: sm_90a on an H100)
lowered = {f: str(tilelang.lower(k.prim_func, arch=k.cuda.arch if tut.target == "cuda" else None))
           for f, k in kernels.items()}
print("\nthe lowered GEMM for fp4_e3m0 decodes a word at a time:")
print("  " + next(ln.strip().split(" loc(")[0] for ln in lowered["fp4_e3m0"].splitlines() if "dequant_word" in ln))
print(f"  (the fp5_e2m2 kernel has {lowered['fp5_e2m2'].count('dequant_word')} dequant_word ops: its decode is "
      f"per element)")
tut.stop_if_compile_only()

weights = {}
for fmt in (FP4, U2, CB4, FP5):
    q, s = tilelang.quantize(tut.randn(N, K, dtype=torch.float32), fmt, group_size=GROUP)
    weights[fmt.name] = (q, s.half())
a = tut.randn(M, K)
for fmt in (FP4, U2, CB4, FP5):
    q, s = weights[fmt.name]
    w_hat = tilelang.dequantize(q, fmt, s, group_size=GROUP, out_dtype="float64")
    ref = a.double() @ w_hat.T.to(a.device)
    p = prepare(q, s, group_size=GROUP, dtype=fmt.name) if plan(fmt, "float16") is not None else None
    c = lowbit_matmul(a, p) if p is not None else lowbit_matmul(a, q, s, group_size=GROUP, dtype=fmt.name)
    way = "prepared, dequant_word" if p is not None else "raw, generic decode"
    tut.check(f"{fmt.name} ({way}): C = A @ dequantize(q, s).T", c, ref, tol=2e-3)
    if tut.gpu:
        from _support import bench_torch

        call = (lambda p=p: lowbit_matmul(a, p)) if p is not None else \
            (lambda q=q, s=s, f=fmt.name: lowbit_matmul(a, q, s, group_size=GROUP, dtype=f))
        us = bench_torch(call)
        w16 = w_hat.half().to(a.device)
        t16 = bench_torch(lambda: a @ w16.T)
        print(f"time: {fmt.name}: {us:.1f} us ({choose(M, N, K, GROUP, 'cuda')[0]}); cuBLAS fp16 on the "
              f"dequantized weight: {t16:.1f} us; ratio {t16 / us:.2f}x")
    else:
        tut.time(f"{fmt.name}", lambda: lowbit_matmul(a, p) if p is not None else
                 lowbit_matmul(a, q, s, group_size=GROUP, dtype=fmt.name), (), 0.0, "TFLOP/s")
tut.finish()
