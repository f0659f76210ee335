"""temp: warp-specialized M = 128 variants against the plan (correctness + kernel time)."""
import sys, os, time, traceback
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "benchmarks"))
import torch
import tilelang
from tilelang.ops import int4_matmul, prepare_int4
from tilelang.ops.lowbit_matmul import plan, with_l2_hints
from int4_gemm import bench_us, copies_for
from tune_int4 import kernel_us

G = 128
def g(bm, bn, bk, st, th, split=1, **kw):
    return with_l2_hints(128, "gemm", dict(block_M=bm, block_N=bn, block_K=bk, num_stages=st, threads=th,
                                            split_k=split, swizzle=0, b_wgmma=True, **kw))
shapes = [(8192, 8192), (28672, 8192), (8192, 28672)]
variants = {
    (8192, 8192): [g(128, 64, 128, 6, 128, warp_specialize=True), g(128, 128, 64, 5, 256, warp_specialize=True),
                   g(128, 128, 64, 8, 256, warp_specialize=True), g(128, 128, 128, 4, 256, warp_specialize=True),
                   g(128, 64, 128, 4, 128, warp_specialize=True), g(128, 64, 64, 8, 128, warp_specialize=True)],
    (28672, 8192): [g(128, 128, 64, 5, 256, warp_specialize=True), g(128, 128, 64, 8, 256, warp_specialize=True),
                    g(128, 128, 128, 4, 256, warp_specialize=True), g(128, 64, 128, 6, 128, warp_specialize=True)],
    (8192, 28672): [g(128, 128, 64, 8, 256, 2, warp_specialize=True), g(128, 128, 128, 3, 256, 2, warp_specialize=True),
                    g(128, 64, 128, 6, 128, warp_specialize=True), g(128, 128, 64, 8, 256, warp_specialize=True)],
}
only = sys.argv[1:]
for n, k in shapes:
    q, s = tilelang.quantize(torch.randn(n, k, dtype=torch.float16), "int4", group_size=G)
    q, s = q.cuda(), s.cuda()
    w = tilelang.dequantize(q, "int4", s, group_size=G, out_dtype="float32")
    p = prepare_int4(q, s, group_size=G)
    preps = [p] + [prepare_int4(q.clone(), s.clone(), group_size=G) for _ in range(copies_for(n * k // 2) - 1)]
    M = 128
    a = torch.randn(M, k, device="cuda", dtype=torch.float16)
    ref = a.double() @ w.double().T
    wd = w.half().cuda() if w.device.type != "cuda" else w.half()
    cublas = bench_us([lambda: a @ wd.T])
    base = plan(M, n, k, G, wgmma=True)
    for cfg in [base] + variants[(n, k)]:
        try:
            t0 = time.time()
            errs = []
            for rep in range(3):
                a2 = torch.randn(M, k, device="cuda", dtype=torch.float16)
                c = int4_matmul(a2, p, config=cfg)
                r2 = a2.double() @ w.double().T
                errs.append(((c.double() - r2).norm() / r2.norm()).item())
                assert torch.isfinite(c).all()
            us = kernel_us(a, preps, cfg)
            o = cfg[1]
            print(f"{M}x{n}x{k} {us:7.1f} us  {cublas / us:4.2f}x cuBLAS({cublas:.1f})  err {max(errs):.1e}"
                  f"  ws={o.get('warp_specialize', False)} {o['block_M']}x{o['block_N']}x{o['block_K']} "
                  f"s{o['num_stages']} t{o['threads']} split{o['split_k']} cl={o.get('split_cluster', False)}",
                  flush=True)
        except Exception as e:
            print(f"FAILED {cfg}: {type(e).__name__}: {str(e)[:400]}", flush=True)
