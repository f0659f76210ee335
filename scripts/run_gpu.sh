#!/usr/bin/env bash
# Every GPU test and benchmark in one go (one device call): install the package,
# run the `gpu` tests, run the interpreter's programs on the GPU (--target cuda),
# then the benchmarks; prints a summary at the end.  Usage: scripts/run_gpu.sh [quick|bench]
# (quick: tests and demo only; bench: benchmarks only -- on an H100 the whole run takes
# about 12 minutes, more than one 10-minute device call: run the two halves apart)
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/gpu_setup.sh
OUTDIR=${OUT:-/tmp/tilelang-gpu}
mkdir -p "$OUTDIR"
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$OUTDIR/device.txt"
status=0
if [ "${1:-}" != "bench" ]; then
  python3 -m pytest -q -m gpu tests -p no:cacheprovider -rA 2>&1 | tee "$OUTDIR/gpu_tests.log" | tail -25 || status=1
  python3 -m pytest -q --target cuda -p no:cacheprovider \
    tests/test_interp_elementwise.py tests/test_interp_gemm.py tests/test_interp_reduce.py \
    tests/test_interp_dequant.py tests/test_interp_calls.py tests/test_frontend_tilelang_programs.py \
    tests/test_tutorials.py tests/test_ops_int4.py \
    2>&1 | tee "$OUTDIR/parity.log" | tail -25 || status=1
  python3 -m tilelang.demo 2>&1 | tee "$OUTDIR/demo.log" | tail -8 || status=1
fi
if [ "${1:-}" != "quick" ]; then
  # (tune_int4.py and profile_int4.py are tools with arguments: scripts/profile_gpu.sh runs them)
  for b in int4_gemm gemm_fp16 mma_sync_peak wgmma_overlap call_overhead compile_time; do
    python3 "benchmarks/$b.py" 2>&1 | tee "$OUTDIR/$b.log"
  done
  # (with the clock and power under each variant, and the plan's tile on stream-K)
  python3 benchmarks/ablate_int4.py --power --stream-k 132 2>&1 | tee "$OUTDIR/ablate_int4.log"
fi
echo "== summary =="
[ "${1:-}" != "bench" ] && grep -hE "passed|failed|error" "$OUTDIR/gpu_tests.log" "$OUTDIR/parity.log" | tail -4
exit $status
