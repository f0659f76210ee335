"""Tutorial 11: your own low-bit format, decoded fast by the same GEMM.

    python tutorials/11_custom_format.py                       # on a GPU
    TILELANG_TARGET=cpu python tutorials/11_custom_format.py   # anywhere

Tutorial 07 made int4 fast by hand: a magic number, ``lop3``, a weight permutation.
Here the compiler does that for formats it has never seen.  We define five formats
in one line each (tutorial 05 showed the constructors):

* ``fp4_e3m0``: a 4-bit float with 3 exponent bits and no mantissa -- the values are
  signed powers of two, 2^-2 .. 2^4 (and zero): a logarithmic grid;
* ``u2_off1``: 2-bit unsigned codes minus 1 -- the values -1, 0, 1, 2;
* ``cb4``: a 16-entry codebook (a table format, like nf4) with made-up values;
* ``fp5_e2m2``: a 5-bit float (2 exponent, 2 mantissa bits) and ``i3``: a 3-bit
  signed integer -- codes that straddle bytes and words;
* ``cb3``: an 8-entry codebook, the one format here without a word decode.

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
  looked up with ``prmt`` (a byte permute: four lookups per instruction) -- or, where
  the planner finds it faster (long K at small M, and from M = 128 on sm_90a), read a
  pair of values at a time from a table of every pair in shared memory
  (``T.annotate_lookup_tables("shared")``: 4 shared loads a word of 8 codes);
* 3, 5, 6 and 7-bit codes are stored as *bit planes* (5 = 4 + 1 bits: a uint4 array
  of each code's low 4 bits and a uint1 array of its top bit); the program reads one
  32-bit word of the narrowest plane and the words of the others holding the same 32
  codes, moves each plane's bits into place (a shift and a ``lop3`` each), then
  finishes as the integer or float decode does.

Some decodes depend on the machine: where the Target has ``fp8_convert`` (sm_89 on:
Ada, Hopper) a float8 e4m3 word takes the hardware's ``cvt.rn.f16x2.e4m3x2``, two
values an instruction (``plan(fmt, "float16", convert=True)``; the tile lowering asks
``target.has("fp8_convert")`` and marks the ``dequant_word`` op).  The script prints
both plans.

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
by format (printed).  For ``fp5_e2m2`` and ``i3``, ``prepare`` stores the planes
(each permuted for its own width) and the kernel reads them with
``T.from_planes(fmt, low_plane[i, j], top_plane[i, j])``, which the compiler decodes a
word of each plane at a time.  ``cb3`` has no word decode (a table of 8 entries is
not one of the plans yet): it runs the generic per-element decode, correct but slower
-- the script says which path each format took.
"""

import torch
from _support import Tutorial

import tilelang
import tilelang.language as T
from tilelang.lowering.word_decode import plan
from tilelang.ops import lowbit_matmul, prepare
from tilelang.ops.lowbit_matmul import kernel_for, planned_config

FP4 = T.float_dtype("fp4_e3m0", exponent_bits=3, mantissa_bits=0, bias=3)
U2 = T.int_dtype("u2_off1", bits=2, signed=False, offset=1)
CB4 = T.lut_dtype("cb4", [-2.0, -1.5, -1.0, -0.75, -0.5, -0.375, -0.25, -0.125,
                          0.0, 0.125, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0])
FP5 = T.float_dtype("fp5_e2m2", exponent_bits=2, mantissa_bits=2, bias=1)
I3 = T.int_dtype("i3", bits=3)
CB3 = T.lut_dtype("cb3", [-1.0, -0.5, -0.25, 0.0, 0.25, 0.5, 1.0, 2.0])
FORMATS = (FP4, U2, CB4, FP5, I3, CB3)
GROUP = 128

tut = Tutorial("Tutorial 11: a custom low-bit format, decoded fast")
M, N, K = tut.size((16, 128, 512), (16, 8192, 8192))

print("\nthe decode the compiler chose, per format (into float16):")
for fmt in FORMATS:
    d = plan(fmt, "float16")
    print(f"  {fmt.name:9s} {fmt.bits} bits: " + (d.describe() if d else "no word decode: the generic per-element "
                                                 "decode"))
d = plan(FP4, "float16")
print("\nfp4_e3m0's program (w: the word; each line one PTX instruction):")
for ins in d.program[:7]:
    print("  " + " ".join(str(x) if not isinstance(x, int) or x < 32 else hex(x) for x in ins))
print(f"  ... {d.instructions - 7} more; outputs {', '.join(d.outputs)}")
e4m3 = tilelang.dtypes.get_dtype("float8_e4m3fn")
print("\nfloat8_e4m3fn by field moves, and by the hardware where the target converts fp8 pairs (sm_89 on):")
print("  " + plan(e4m3, "float16").describe() + "\n  " + plan(e4m3, "float16", convert=True).describe())

# the planned kernel of each format (what lowbit_matmul will run: same configuration, same cache entry)
kernels = {}
for fmt in FORMATS:
    fast = plan(fmt, "float16") is not None
    name, k = kernel_for("float16", M, N, K, GROUP, fmt.name, "float16", False, fast, tut.target)
    kernels[fmt.name] = tut.compiled(f"{name} for {fmt.name}", k)
# (the thread-level program, lowered for the kernel's arch: sm_90a on an H100)
lowered = {f: str(tilelang.lower(k.prim_func, arch=k.cuda.arch if tut.target == "cuda" else None))
           for f, k in kernels.items()}
print("\nthe lowered GEMM for fp4_e3m0 decodes a word at a time:")
print("  " + next(ln.strip().split(" loc(")[0] for ln in lowered["fp4_e3m0"].splitlines() if "dequant_word" in ln))
print("and the one for fp5_e2m2 a word of its 4-bit plane and one of its 1-bit plane (32 codes) at a time:")
print("  " + next(ln.strip().split(" loc(")[0] for ln in lowered["fp5_e2m2"].splitlines() if "dequant_word" in ln))
print(f"  (the cb3 kernel has {lowered['cb3'].count('dequant_word')} dequant_word ops: its decode is per element)")
tut.stop_if_compile_only()

weights = {}
for fmt in FORMATS:
    q, s = tilelang.quantize(tut.randn(N, K, dtype=torch.float32), fmt, group_size=GROUP)
    weights[fmt.name] = (q, s.half())
a = tut.randn(M, K)
for fmt in FORMATS:
    q, s = weights[fmt.name]
    w_hat = tilelang.dequantize(q, fmt, s, group_size=GROUP, out_dtype="float64")
    ref = a.double() @ w_hat.T.to(a.device)
    p = prepare(q, s, group_size=GROUP, dtype=fmt.name) if plan(fmt, "float16") is not None else None
    c = lowbit_matmul(a, p) if p is not None else lowbit_matmul(a, q, s, group_size=GROUP, dtype=fmt.name)
    way = ("prepared in planes" if p.planes else "prepared") + ", dequant_word" if p is not None else \
        "raw, generic decode"
    tut.check(f"{fmt.name} ({way}): C = A @ dequantize(q, s).T", c, ref, tol=2e-3)
    if tut.gpu:
        from _support import bench_torch

        call = (lambda p=p: lowbit_matmul(a, p)) if p is not None else \
            (lambda q=q, s=s, f=fmt.name: lowbit_matmul(a, q, s, group_size=GROUP, dtype=f))
        us = bench_torch(call)
        w16 = w_hat.half().to(a.device)
        t16 = bench_torch(lambda: a @ w16.T)
        print(f"time: {fmt.name}: {us:.1f} us ({planned_config('float16', M, N, K, GROUP, fmt, p is not None, 'cuda')[0]}); cuBLAS fp16 on the "
              f"dequantized weight: {t16:.1f} us; ratio {t16 / us:.2f}x")
    else:
        tut.time(f"{fmt.name}", lambda: lowbit_matmul(a, p) if p is not None else
                 lowbit_matmul(a, q, s, group_size=GROUP, dtype=fmt.name), (), 0.0, "TFLOP/s")
tut.finish()
