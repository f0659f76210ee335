#!/usr/bin/env python3
"""Compile and launch a representative set of kernels once each -- the driver that
scripts/sanitize.sh runs under NVIDIA compute-sanitizer (memcheck, racecheck, synccheck,
initcheck).

    python3 scripts/sanitize_driver.py --warm       # compile everything into TILELANG_CACHE_DIR, run, check
    python3 scripts/sanitize_driver.py              # run every case (under the sanitizer: cache hits only)
    python3 scripts/sanitize_driver.py --list       # the cases
    python3 scripts/sanitize_driver.py --only ws_gemm,stream_k

The cases are the GPU tests' configurations at small sizes, written as gpu_fuzz.py
configurations (the same kernels, inputs, poisoned outputs and float64 checks): the plain
gemm on the sm_80 path (cp.async + mma.sync; on an sm_90 device built for sm_90a with
TILELANG_TMA=0 TILELANG_WGMMA=0, since an sm_80 cubin does not load there), int8 and fp32 gemms, the TMA + wgmma gemm,
a warp-specialized gemm, reductions, element-wise chains, the int4 gemm's split-K (global
hand-in and cluster), stream-K, the planned ``int4_matmul`` at M = 1 / 16 / 128,
every low-bit format through ``lowbit_matmul``, ``decode_attention``'s tiles (the
narrow int4 and int8 kernels, fp16's wide one over a paged pool), and the attention
forward's warp-specialized schedules.  Each case prints ``ok`` or ``FAIL``;
exit 1 if any check failed.  The sm_90a cases are left out on other devices.
"""

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import gpu_fuzz  # noqa: E402  (the kernels, inputs and checks)


def _gemm(arch, M, N, K, bm, bn, bk, stages, threads=128, ta=False, tb=False, dtype="float16", out=None, ws=False,
          policy="square", dyn_m=False, pp=False):
    accum = "int32" if dtype == "int8" else "float32"
    out = out or ("int32" if dtype == "int8" else dtype)
    return dict(category="gemm", arch=arch, M=M, N=N, K=K, bm=bm, bn=bn, bk=bk, stages=stages, threads=threads,
                ta=ta, tb=tb, dtype=dtype, accum=accum, out=out, ws=ws, policy=policy, dyn_m=dyn_m, pp=pp)


def _int4(arch, M, N, K, options, G=128, fmt="int4", act="float16", zeros=False, prepared=True):
    return dict(category="int4cfg", arch=arch, fmt=fmt, M=M, N=N, K=K, G=G, act=act, zeros=zeros,
                prepared=prepared, options=dict(dict(threads=128, split_k=1, swizzle=0), **options))


def _lowbit(arch, M, N, K, fmt="int4", G=128, act="float16", zeros=False, prepared=False, config=None):
    return dict(category="lowbit", arch=arch, fmt=fmt, M=M, N=N, K=K, G=G, act=act, wdt=act, zeros=zeros,
                prepared=prepared, config=config)


def _attention(D, causal, schedule, Sq=None, Sk=None, lens_q=None, lens_k=None):
    tiles = dict(dict(block_M=128, block_N=128, num_stages=2, threads=256, producer="", overlap=False,
                      skip_masks=True), **schedule)
    shape = dict(varlen=True, B=len(lens_q), lens_q=lens_q, lens_k=lens_k) if lens_q else \
        dict(varlen=False, B=1, Sq=Sq, Sk=Sk)
    return dict(category="attention", arch="sm_90a", hopper=True, D=D, dtype="float16", H=4, Hk=2, causal=causal,
                tiles=tiles, **shape)


def _decode(fmt, B, L, lens, paged=0, Hk=8, group=4, D=128, late=False, km=None, raw=False, pair=False, splits=None):
    return dict(category="decode", arch=None, fmt=fmt, D=D, Hk=Hk, H=Hk * group, Sq=1, B=B, L=L, paged=paged,
                lens=lens, q="float16", sdt="float16", causal=True, splits=splits, late=late, km=km, raw=raw,
                pair=pair)


def cases(hopper):
    """(name, configuration, needs sm_90a)."""
    h = "sm_90a"
    out = [
        # the plain gemm (tests/test_gpu.py's kernel, ragged, 3 stages) on the sm_80 path
        ("gemm_sm80_fp16", _gemm("sm_80", 200, 136, 100, 64, 64, 32, 3), False),
        ("gemm_sm80_bf16_ta_tb", _gemm("sm_80", 130, 72, 96, 64, 32, 32, 2, ta=True, tb=True, dtype="bfloat16",
                                       out="float32"), False),
        ("gemm_sm80_int8", _gemm("sm_80", 96, 80, 160, 32, 32, 64, 3, tb=True, dtype="int8"), False),
        ("gemm_fp32_fma", _gemm("sm_80", 70, 40, 50, 32, 32, 16, 2, threads=64, dtype="float32"), False),
        # Hopper: TMA + wgmma, a producer warp (tests/test_warp_specialize.py's shapes)
        ("gemm_tma_wgmma", _gemm(h, 256, 128, 256, 128, 128, 64, 3, tb=True), True),
        ("gemm_tma_wgmma_bf16_dyn_m", _gemm(h, 190, 96, 192, 64, 32, 64, 4, ta=True, dtype="bfloat16",
                                            dyn_m=True), True),
        ("ws_gemm", _gemm(h, 200, 72, 640, 128, 64, 64, 4, tb=True, ws=True, out="float32"), True),
        ("ws_gemm_2wg", _gemm(h, 256, 256, 256, 128, 128, 64, 5, threads=256, tb=True, ws=True), True),
        # the two consumer warpgroups in ping-pong (named barriers 2 and 3: synccheck)
        ("ws_gemm_pingpong", _gemm(h, 200, 136, 320, 128, 64, 64, 3, threads=256, tb=True, ws=True, pp=True,
                                   out="float32"), True),
        # reductions and element-wise chains
        ("reduce_sum_rows", dict(category="reduce", arch="sm_80", R=45, C=40, bm=16, dtype="float32", kind="sum",
                                 dim=1, threads=128, clear=True, via="global"), False),
        ("reduce_max_cols_fp16", dict(category="reduce", arch=h if hopper else "sm_80", R=64, C=128, bm=16,
                                      dtype="float16", kind="max", dim=0, threads=128, clear=False,
                                      via="shared"), False),
        ("reduce_absmax_int32", dict(category="reduce", arch="sm_80", R=33, C=24, bm=8, dtype="int32",
                                     kind="absmax", dim=1, threads=64, clear=True, via="global"), False),
        ("elementwise_float", dict(category="elementwise", arch="sm_80", R=70, C=90, bm=16, bn=32, threads=128,
                                   din="float16", dout="float32", via="fragment",
                                   ops=[["mul", 1.5], ["cast", "float32"], ["exp"], ["add", 0.25],
                                        ["cast", "bfloat16"], ["abs"]]), False),
        ("elementwise_int", dict(category="elementwise", arch="sm_80", R=33, C=65, bm=8, bn=64, threads=128,
                                 din="int32", dout="int32", via="shared",
                                 ops=[["mul", 3], ["floordiv", 7], ["xor", 5], ["shr", 1], ["mod", 11],
                                      ["cast", "int8"]]), False),
        # the int4 gemm: split-K through the workspace, both archs
        ("int4_split_k_sm80", _int4("sm_80", 40, 256, 1024, dict(block_M=32, block_N=64, block_K=128,
                                                                  num_stages=3, split_k=4, policy="full_col")),
         False),
        ("int4_split_k_sm90", _int4(h, 16, 256, 1024, dict(block_M=16, block_N=64, block_K=256, num_stages=3,
                                                             split_k=2, b_wgmma=True)), True),
        # split-K over a cluster with a producer warp; stream-K (tests/test_stream_k.py's form)
        ("int4_split_cluster_ws", _int4(h, 128, 256, 1024, dict(block_M=128, block_N=128, block_K=128,
                                                                  num_stages=3, threads=256, split_k=2,
                                                                  split_cluster=True, b_wgmma=True,
                                                                  warp_specialize=True)), True),
        ("int4_stream_k", _int4(h, 128, 256, 1024, dict(block_M=128, block_N=64, block_K=128, num_stages=4,
                                                          b_wgmma=True, warp_specialize=True, stream_k=5,
                                                          weight_eviction="evict_first",
                                                          activation_eviction="evict_last")), True),
        ("int4_b_shared", _int4(h, 48, 256, 512, dict(block_M=64, block_N=128, block_K=64, num_stages=3,
                                                        b_shared=True)), True),
        ("int4_uint4_zeros_raw", _int4("sm_80", 20, 128, 512, dict(block_M=16, block_N=64, block_K=64,
                                                                        num_stages=2), zeros=True,
                                           prepared=False, fmt="uint4"), False),
    ]
    # the planned int4_matmul (prepared weights) at M = 1 / 16 / 128, as a call makes it
    for M in (1, 16, 128):
        out.append((f"int4_matmul_planned_M{M}", _lowbit(None, M, 1024, 1024, prepared=True), False))
    # the planned M = 1 packed gemv (sm_90a: swizzled shared tiles, 16-byte word reads), 4 and 8 rows a block
    out.append(("gemv_planned_int4", _lowbit(None, 1, 256, 2048, prepared=True), True))
    out.append(("gemv_planned_uint2_zeros", _lowbit(None, 1, 512, 3072, fmt="uint2", zeros=True, prepared=True), True))
    # nf4 from K = 8192: the planned gemv looks its pairs up in a shared table the block fills first
    out.append(("gemv_planned_nf4_pair_table", _lowbit(None, 1, 512, 8192, fmt="nf4", prepared=True), True))
    # and its gemms that decode into wgmma's registers: 16 rows from K = 8192, and M = 128 (a producer warp)
    out.append(("gemm_planned_nf4_pair_table_m16", _lowbit(None, 16, 512, 8192, fmt="nf4", prepared=True), True))
    out.append(("gemm_planned_nf4_pair_table_m128", _lowbit(None, 128, 512, 2048, fmt="nf4", prepared=True), True))
    # M = 32's 64-row tiles beside the table, whose k loop keeps one barrier (the table is only read there)
    out.append(("gemm_planned_nf4_pair_table_m32", _lowbit(None, 32, 512, 8192, fmt="nf4", prepared=True), True))
    # an act-order weight at M = 1: the planned gemv stores a's row through the inverse permutation
    out.append(("gemv_planned_act_order", dict(_lowbit(None, 1, 512, 2048, fmt="uint4", zeros=True, prepared=True),
                                               perm=True), True))
    # every low-bit format through lowbit_matmul (the generic decode)
    for fmt in ("uint4", "int2", "uint2", "nf4", "float4_e2m1fn", "fuzz_u3o4", "fuzz_fp6_e3m2"):
        out.append((f"lowbit_{fmt}", _lowbit(None, 5, 256, 256, fmt=fmt, G=64), False))
    out.append(("lowbit_int2_zeros_bf16", _lowbit(None, 33, 192, 256, fmt="int2", G=128, act="bfloat16",
                                                  zeros=True), False))
    # decode_attention's tiles: the narrow int4 ones (one warp over 32 keys from 256 (sequence,
    # kv head) pairs, two over 64 below, and for a batch-1 cache of 64k tokens; two kv heads a
    # block at 64k tokens from 64 pairs), int8's narrow one (TMA tiles on sm_90a), fp16's wide
    # one over a paged pool
    for name, fmt, B, L, lens, paged in (("int4_one_warp", "int4", 33, 256, None, 0),
                                         ("int4_two_warps", "int4", 8, 512, None, 0),
                                         ("int4_long_batch1", "int4", 1, 65536, [300], 0),
                                         ("int4_long_two_heads", "int4", 8, 65536, [300 - 37 * b for b in range(8)],
                                          0),
                                         ("int8_narrow", "int8", 8, 384, None, 32),
                                         ("fp16_wide_paged", "same", 2, 512, None, 64)):
        out.append((f"decode_{name}", _decode(fmt, B, L, lens or [L - 13 * (b % 5) for b in range(B)], paged), False))
    # the attention forward: the plan's D 128 schedule (a producer warpgroup whose registers go to the
    # consumers, the next block's scores under this one's P V, masks on the diagonal's blocks) over packed
    # causal sequences (the loop inside the block's if), and the consumer warpgroups in ping-pong
    out.append(("attention_ws_overlap_varlen", _attention(128, True, dict(producer="ws", overlap=True),
                                                          lens_q=[150, 40, 0, 129], lens_k=[150, 77, 5, 129]), True))
    out.append(("attention_pingpong", _attention(64, False, dict(producer="pp", block_N=64), Sq=200, Sk=333), True))
    # in order (no producer: every warp loads, T.Pipelined's one barrier a step; Q only read in the loop)
    out.append(("attention_in_order", _attention(64, True, dict(num_stages=3), Sq=200, Sk=333), True))
    # three blocks walking the causal tiles: the producer loads the next tile's Q and first key block
    # once the consumers release this one's (ws_one_shots.py)
    out.append(("attention_persistent", dict(_attention(128, True, dict(producer="ws", overlap=True), Sq=520, Sk=520),
                                             B=2, persistent=3), True))
    # the plan for fixed lengths without a causal mask: the walk, its scores started from zero
    # (wgmma-zero-accumulator), the keys' ragged end masked
    out.append(("attention_persistent_full", dict(_attention(128, False, dict(producer="ws", overlap=True), Sq=520,
                                                             Sk=333), B=2, persistent=3), True))
    # causal with fewer keys than queries: the overlapped loop in an if inside the walk, which skips
    # the first query blocks' runs (the producer counts through the if; the one-shots stay)
    out.append(("attention_persistent_fewer_keys", dict(_attention(128, True, dict(producer="ws", overlap=True),
                                                                   Sq=520, Sk=200), B=2, persistent=3), True))
    # (the value tile decoded after the softmax: TILELANG_DECODE_LATE_VALUES)
    out.append(("decode_int4_two_warps_late", _decode("int4", 8, 512, [512 - 13 * (b % 5) for b in range(8)],
                                                      late=True), False))
    # keys major with scales by group (planned, like one scale a token's, whose keys decode raw), and the
    # two-warp int4 tile not keys major (=0: the kernel every cache of more than 8 query rows a kv head takes)
    out.append(("decode_int4_g32_keys_major", _decode("int4-g32", 8, 512, [512 - 13 * (b % 5) for b in range(8)],
                                                      km=True), False))
    out.append(("decode_int4_two_warps_not_keys_major", _decode("int4", 8, 512,
                                                                [512 - 13 * (b % 5) for b in range(8)], km=False),
                False))
    # the keys decoded raw (TILELANG_DECODE_RAW_CODES=1: built, not planned), the one-warp and two-warp tiles
    for name, B in (("one_warp", 64), ("two_warps", 8)):
        out.append((f"decode_int4_{name}_raw_keys", _decode("int4", B, 512, [512 - 13 * (b % 5) for b in range(B)],
                                                             raw=True), False))
    # two kv heads a block keys major (TILELANG_DECODE_TILE=64,64,2: built, not planned), each head's
    # run of the tile by its own TMA, contiguous and paged
    for name, paged in (("", 0), ("_paged", 32)):
        out.append((f"decode_int4_two_heads_keys_major{name}",
                    _decode("int4", 8, 512, [512 - 13 * (b % 5) for b in range(8)], paged=paged, pair=True), False))
    # more splits than the plan takes (a call may ask for up to 256): most of them empty, the combine over all
    out.append(("decode_int4_256_splits", _decode("int4", 2, 4096, [4083, 3000], splits=256), False))
    # ... at head_dim 256: the combine's 512 threads, a thread's 32 splits' partials in registers
    out.append(("decode_int4_256_splits_d256", _decode("int4", 1, 2048, [2000], D=256, splits=256), False))
    # T.raw_code into the gemm's A operand, the words decoded without their fma (the keys-major form)
    out.append(("rawcode_int4_words_a_operand", dict(category="rawcode", arch=None, fmt="int4", act="float16", M=70,
                                                     N=150, K=256, bm=64, bn=32, bk=128, threads=128, stages=2,
                                                     major="a", place="word"), False))
    return out


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--warm", action="store_true", help="compile (filling the disk cache) before running")
    p.add_argument("--list", action="store_true")
    p.add_argument("--only", help="comma-separated case names")
    args = p.parse_args()
    import torch

    hopper = torch.cuda.is_available() and torch.cuda.get_device_capability() == (9, 0)
    arch = "sm_90a" if hopper else None
    if torch.cuda.is_available() and not hopper:
        major, minor = torch.cuda.get_device_capability()
        arch = f"sm_{major}{minor}"
    todo = []
    for i, (name, cfg, needs_hopper) in enumerate(cases(hopper)):
        if args.only and name not in args.only.split(","):
            continue
        if needs_hopper and not hopper:
            print(f"skip    {name} (needs sm_90a)")
            continue
        cfg = dict(cfg, seed=26, index=i)
        if cfg["arch"] is None:
            cfg["arch"] = arch or "sm_90a"
        if hopper and cfg["arch"] == "sm_80":  # (an sm_80 cubin does not load on sm_90: the same
            # cp.async / mma.sync lowering, built for sm_90a with the Hopper paths switched off)
            cfg["arch"], cfg["switches"] = "sm_90a", dict(gpu_fuzz.VARIANTS["ampere"])
        todo.append((name, cfg))
    if args.list:
        for name, cfg in todo:
            print(name, cfg)
        return 0
    if not torch.cuda.is_available():
        sys.exit("sanitize_driver: needs a CUDA GPU")
    os.environ.setdefault("TILELANG_CUDA_ARCH", arch)  # lowbit_matmul's plan
    failed = 0
    t0 = time.time()
    pre, ready = None, ""
    if args.warm and len(todo) > 1:  # compile in parallel processes (the fuzzer's pool)
        import tempfile

        ready = tempfile.mkdtemp(prefix="sanitize-ready-")
        pre = gpu_fuzz.Precompiler([c for _, c in todo], "cuda", os.cpu_count() or 4, ready, arch)
    for name, cfg in todo:
        gpu_fuzz.wait_ready(ready, cfg["index"])
        res = gpu_fuzz.run_config(cfg, "cuda")
        status = res["status"]
        if status != "ok":
            failed += 1
        print(f"{'ok' if status == 'ok' else 'FAIL':7s} {name} ({res.get('time', 0):.1f} s)"
              + (f": {status}: {res.get('error')}" if status != "ok" else ""), flush=True)
    if pre:
        pre.close()
    print(f"sanitize_driver: {len(todo)} cases, {failed} failed, {time.time() - t0:.0f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
