"""CUDA rules for buffers and memory accesses: allocations, loads/stores (packed
low-bit elements included), vectors, atomics and print.

Where memory lives in C: a global tensor is a kernel pointer parameter, a shared
buffer a pointer into the block's dynamic shared memory at the offset plan-shared
gave it, a ``local`` buffer a register array, a ``var`` a scalar variable.  In
global and shared memory, formats that are not C types are packed bytes
(element ``k`` of ``b`` bits at bit ``k * b``); in registers they are decoded.
"""

from __future__ import annotations

from tilelang.errors import TileLangError
from tilelang.lowering.ir.types import BufferType, ScalarType, TensorType

from .codegen import cuda_rule
from .cuda_types import is_packed, storage_ctype, value_ctype
from .lowbit import decode_expr, encode_expr, half_ctype, word_decoded


def coded(mem) -> bool:
    """``mem`` holds codes of a format that is not a C type (global or shared memory; in
    registers such values are decoded)."""
    t = mem.type
    return is_packed(t.dtype) and (isinstance(t, TensorType) or t.scope == "shared")


def _byte_codes(cg, mem, op) -> bool:
    """True for one code per byte (8-bit formats: float8, 8-bit user formats).  Sub-byte
    memory is lowering's business: it reads and writes whole bytes and words
    (``packed_load``/``packed_store``), so an element access reaching here is a bug."""
    if not coded(mem):
        return False
    if mem.type.dtype.bits < 8:
        raise TileLangError(f"cuda codegen: element '{op.name}' of packed {mem.type.dtype} memory "
                            f"(lowering accesses sub-byte memory in bytes)", op.loc)
    return True


@cuda_rule("alloc_shared")
def _alloc_shared(cg, op):
    t = op.result.type
    if op.offset < 0:
        raise TileLangError("cuda codegen: shared buffer without an offset (run plan-shared first)", op.loc)
    c = storage_ctype(t.dtype)
    n = cg.fresh(op.result.name or "smem")
    cg.line(f"{c}* const {n} = reinterpret_cast<{c}*>(tl_smem + {op.offset});", op)
    cg.bind(op.result, n)


@cuda_rule("alloc_local", "alloc_fragment")
def _alloc_local(cg, op):
    t = op.result.type
    n = cg.fresh(op.result.name or "regs")
    # 16-byte aligned: vec_load/vec_store may move whole vectors into or out of it
    cg.line(f"alignas(16) {value_ctype(ScalarType(t.dtype))} {n}[{max(t.numel, 1)}];", op)
    cg.bind(op.result, n)


@cuda_rule("alloc_var")
def _alloc_var(cg, op):
    t = ScalarType(op.result.type.dtype)
    n = cg.fresh(op.result.name or "var")
    init = cg.name(op.init) if op.init is not None else None
    cg.line(f"{value_ctype(t)} {n}" + (f" = {init};" if init is not None else ";"), op)
    cg.bind(op.result, n)


def _bits(mem) -> int:
    return mem.type.dtype.bits


@cuda_rule("load")
def _load(cg, op):
    mem = op.source
    value = cg.element(mem, op.indices)
    if _byte_codes(cg, mem, op):
        value = decode_expr(cg, mem.type.dtype, value)
    cg.define(op.result, value, op)


@cuda_rule("store")
def _store(cg, op):
    mem = op.dest
    v = cg.name(op.value)
    if _byte_codes(cg, mem, op):
        v = f"(unsigned char){encode_expr(cg, mem.type.dtype, v)}"
    cg.line(f"{cg.element(mem, op.indices)} = {v};", op)


@cuda_rule("vec_load")
def _vec_load(cg, op):
    mem, vt = op.source, value_ctype(op.result.type)
    if _byte_codes(cg, mem, op):  # N codes in one load, each lane decoded
        lanes = op.result.type.lanes
        raw = cg.fresh("codes")
        cg.line(f"const tl::vec<unsigned char, {lanes}> {raw} = "
                f"*reinterpret_cast<const tl::vec<unsigned char, {lanes}>*>({cg.address(mem, op.indices)});", op)
        out = word_decoded(mem.type.dtype)
        if out is not None and lanes % 4 == 0:  # whole words: 4 codes a word decode, then widened
            from tilelang.lowering.word_decode import slot_code

            from .word_decode import word_decoder

            dw, dec = word_decoder(cg, mem.type.dtype, out), cg.fresh("decoded")
            cg.line(f"alignas(16) {half_ctype(out)} {dec}[{lanes}];", op)
            for w in range(lanes // 4):
                cg.line(f"{dw}({dec} + {4 * w}, reinterpret_cast<const unsigned*>(&{raw})[{w}]);", op)
            slot = {slot_code(4, e): e for e in range(4)}  # code c of a word lands in slot[c]
            lanes_c = ", ".join(f"tl::to_f({dec}[{i // 4 * 4 + slot[i % 4]}])" for i in range(lanes))
            cg.define(op.result, f"{vt}{{{{{lanes_c}}}}}", op)
            return
        lanes_c = ", ".join(decode_expr(cg, mem.type.dtype, f"{raw}.v[{i}]") for i in range(lanes))
        cg.define(op.result, f"{vt}{{{{{lanes_c}}}}}", op)
        return
    cg.define(op.result, f"*reinterpret_cast<const {vt}*>({cg.address(mem, op.indices)})", op)


@cuda_rule("vec_store")
def _vec_store(cg, op):
    mem, v = op.dest, cg.name(op.value)
    if _byte_codes(cg, mem, op):  # each lane encoded, N codes in one store
        lanes = op.value.type.lanes
        codes = ", ".join(f"(unsigned char){encode_expr(cg, mem.type.dtype, f'{v}.v[{i}]')}" for i in range(lanes))
        cg.line(f"*reinterpret_cast<tl::vec<unsigned char, {lanes}>*>({cg.address(mem, op.indices)}) = "
                f"tl::vec<unsigned char, {lanes}>{{{{{codes}}}}};", op)
        return
    cg.line(f"*reinterpret_cast<{value_ctype(op.value.type)}*>({cg.address(mem, op.indices)}) = {v};", op)


@cuda_rule("atomic_add", "atomic_max", "atomic_min")
def _atomic_add(cg, op):
    if op.extents:
        raise TileLangError(f"cuda codegen: tile {op.name} must be lowered first", op.loc)
    mem = op.dst
    if coded(mem):
        raise TileLangError(f"{op.name} on {mem.type.dtype} (a format held as codes) is not supported; "
                            f"accumulate in a wider type", op.loc)
    if op.name != "atomic_add":
        name = mem.type.dtype.name
        if name not in ATOMIC_MINMAX_TYPES:
            raise TileLangError(f"{op.name} on {name} is not supported on CUDA; it takes "
                                f"{', '.join(ATOMIC_MINMAX_TYPES)}", op.loc)
        cg.tables["atomic_minmax"] = ATOMIC_MINMAX  # (after the prelude, only in kernels that use it)
    cg.line(f"tl::{op.name}({cg.address(mem, op.dst_offsets)}, {cg.name(op.value)});", op)


ATOMIC_MINMAX_TYPES = ("int32", "uint32", "int64", "uint64", "float32", "float64", "float16", "bfloat16")
# CUDA has atomicMax / atomicMin for 32 and 64-bit integers only.  A float's bits, read
# as a signed integer, order the non-negative floats (sign bit clear) like the floats,
# below them every negative one; read as unsigned, the negative floats order in reverse
# (larger magnitude: larger integer) above every non-negative one.  So max with a value
# whose sign bit is clear is a signed-integer max, with one whose sign bit is set an
# unsigned-integer min -- right for every mix of signs, -0.0 ordered below +0.0 (NaN
# is not ordered).  16-bit floats: a compare-and-swap loop on the aligned 32-bit word.
ATOMIC_MINMAX = r"""namespace tl {
__device__ __forceinline__ void atomic_max(int* p, int v) { atomicMax(p, v); }
__device__ __forceinline__ void atomic_min(int* p, int v) { atomicMin(p, v); }
__device__ __forceinline__ void atomic_max(unsigned* p, unsigned v) { atomicMax(p, v); }
__device__ __forceinline__ void atomic_min(unsigned* p, unsigned v) { atomicMin(p, v); }
__device__ __forceinline__ void atomic_max(long long* p, long long v) { atomicMax(p, v); }
__device__ __forceinline__ void atomic_min(long long* p, long long v) { atomicMin(p, v); }
__device__ __forceinline__ void atomic_max(unsigned long long* p, unsigned long long v) { atomicMax(p, v); }
__device__ __forceinline__ void atomic_min(unsigned long long* p, unsigned long long v) { atomicMin(p, v); }
__device__ __forceinline__ void atomic_max(float* p, float v) {
  if (__float_as_int(v) >= 0) atomicMax(reinterpret_cast<int*>(p), __float_as_int(v));
  else atomicMin(reinterpret_cast<unsigned*>(p), __float_as_uint(v));
}
__device__ __forceinline__ void atomic_min(float* p, float v) {
  if (__float_as_int(v) >= 0) atomicMin(reinterpret_cast<int*>(p), __float_as_int(v));
  else atomicMax(reinterpret_cast<unsigned*>(p), __float_as_uint(v));
}
__device__ __forceinline__ void atomic_max(double* p, double v) {
  const long long b = __double_as_longlong(v);
  if (b >= 0) atomicMax(reinterpret_cast<long long*>(p), b);
  else atomicMin(reinterpret_cast<unsigned long long*>(p), (unsigned long long)b);
}
__device__ __forceinline__ void atomic_min(double* p, double v) {
  const long long b = __double_as_longlong(v);
  if (b >= 0) atomicMin(reinterpret_cast<long long*>(p), b);
  else atomicMax(reinterpret_cast<unsigned long long*>(p), (unsigned long long)b);
}
template <class T, bool Max>
__device__ __forceinline__ void atomic_minmax16(T* p, T v) {
  unsigned* word = reinterpret_cast<unsigned*>(reinterpret_cast<unsigned long long>(p) & ~3ull);
  const int shift = (reinterpret_cast<unsigned long long>(p) & 2ull) ? 16 : 0;
  const float fv = to_f(v);
  unsigned old = *word, assumed;
  do {
    assumed = old;
    T cur;
    cur.x = (unsigned short)(assumed >> shift);
    const float fc = to_f(cur);
    if (Max ? !(fv > fc) : !(fv < fc)) return;  // already at least (most) v
    old = atomicCAS(word, assumed, (assumed & ~(0xffffu << shift)) | ((unsigned)v.x << shift));
  } while (old != assumed);
}
__device__ __forceinline__ void atomic_max(half* p, half v) { atomic_minmax16<half, true>(p, v); }
__device__ __forceinline__ void atomic_min(half* p, half v) { atomic_minmax16<half, false>(p, v); }
__device__ __forceinline__ void atomic_max(bfloat16_t* p, bfloat16_t v) { atomic_minmax16<bfloat16_t, true>(p, v); }
__device__ __forceinline__ void atomic_min(bfloat16_t* p, bfloat16_t v) { atomic_minmax16<bfloat16_t, false>(p, v); }
}  // namespace tl"""


@cuda_rule("fetch_add")
def _fetch_add(cg, op):
    add = "tl::fetch_add_acq_rel" if op.sem == "acq_rel" else "atomicAdd"
    cg.define(op.result, f"{add}({cg.address(op.dst, op.indices)}, {cg.name(op.value)})", op)


@cuda_rule("fence")
def _fence(cg, op):
    cg.line("__threadfence();", op)


@cuda_rule("cluster_barrier")
def _cluster_barrier(cg, op):
    cg.line("tl::cluster_sync();", op)


@cuda_rule("map_shared_rank")
def _map_shared_rank(cg, op):
    c = storage_ctype(op.result.type.dtype)
    n = cg.fresh(op.result.name or "peer")
    cg.line(f"{c}* const {n} = tl::map_shared_rank({cg.name(op.buffer)}, (unsigned)({cg.name(op.rank)}));", op)
    cg.bind(op.result, n)


_FMT = {"float": ("%g", "{}"), "double": ("%g", "{}"), "half": ("%g", "(double)tl::to_f({})"),
        "bfloat16_t": ("%g", "(double)tl::to_f({})"), "bool": ("%d", "(int){}"), "long long": ("%lld", "{}"),
        "unsigned long long": ("%llu", "{}"), "unsigned": ("%u", "{}")}


def _printf_arg(c: str, expr: str) -> tuple[str, str]:
    fmt, arg = _FMT.get(c, ("%d", "(int){}"))
    if c in ("float",):
        arg = "(double){}"
    return fmt, arg.format(expr)


@cuda_rule("print")
def _print(cg, op):
    """Scalars print per thread; a shared buffer prints whole, once, from thread 0."""
    v = op.value
    msg = op.msg.replace("\\", "\\\\").replace('"', '\\"').replace("%", "%%")
    head = f'"[block %d,%d,%d{{who}}] {msg}{": " if msg else ""}'
    blk = "blockIdx.x, blockIdx.y, blockIdx.z"
    t = v.type
    if isinstance(t, BufferType) and t.scope == "shared":
        c = value_ctype(ScalarType(t.dtype))
        fmt, arg = _printf_arg(c, "tl_v")
        i = cg.fresh("i")
        cg.line("if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {", op)
        cg.line(f'  printf({head.format(who="")}\\n", {blk});', op)
        cg.line(f"  for (int {i} = 0; {i} < {t.numel}; ++{i}) {{", op)
        load = decode_expr(cg, t.dtype, f"{cg.name(v)}[{i}]") if _byte_codes(cg, v, op) else f"{cg.name(v)}[{i}]"
        cg.line(f"    const {c} tl_v = {load};", op)
        cg.line(f'    printf("{fmt}%s", {arg}, ({i} + 1) % {t.shape[-1]} == 0 ? "\\n" : " ");', op)
        cg.line("  }", op)
        cg.line("}", op)
        return
    if isinstance(t, BufferType) or isinstance(t, TensorType):
        raise TileLangError(f"T.print of a {t} is not supported on the CUDA target (print a scalar "
                            f"or a shared buffer)", op.loc)
    c = value_ctype(t)
    fmt, arg = _printf_arg(c, cg.name(v))
    tid = "threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)"
    cg.line(f'printf({head.format(who=", thread %d")}{fmt}\\n", {blk}, (int)({tid}), {arg});', op)

