#!/usr/bin/env bash
# Tuning and profiling in one device call: install, the configuration sweep
# (benchmarks/tune_int4.py with the arguments given), the mma.sync ceiling, and ncu's
# stall breakdown + cuobjdump SASS of each configuration in $PROFILE (lines
# "M N K JSON"; $EXTRA: more ncu metrics, comma-separated). Everything lands in $OUT.
# Usage: scripts/profile_gpu.sh [tune args]
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/gpu_setup.sh
OUTDIR=${OUT:-/tmp/tilelang-profile}; mkdir -p "$OUTDIR"
# (the tuner's progress: a line per candidate compiled or timed; kept are the skipped ones and the choices)
[ $# -gt 0 ] && python3 benchmarks/tune_int4.py "$@" 2>&1 \
  | grep -v -E "^precompiled|^autotune [^:]*: (compiled|timed) [0-9]+/[0-9]+ .* (ok \([0-9.]+s\)|[0-9.]+ us( \| best .*)?)$" \
  | tee "$OUTDIR/tune.log"
[ -n "${PEAK:-}" ] && python3 benchmarks/mma_sync_peak.py 2>&1 | tee "$OUTDIR/mma_peak.log"
METRICS="${STALLS}gpu__time_duration.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,smsp__inst_executed.sum,sm__warps_active.avg.pct_of_peak_sustained_active,smsp__issue_active.avg.pct_of_peak_sustained_active,launch__registers_per_thread,launch__grid_size${EXTRA:+,$EXTRA}"
i=0
while read -r M N K CFG; do
  [ -z "${M:-}" ] && continue
  i=$((i + 1))
  ncu --clock-control none --metrics "$METRICS" -k regex:gemm --launch-skip 2 --launch-count 1 \
    python3 benchmarks/profile_int4.py "$M" "$N" "$K" "$CFG" --cubin "$OUTDIR/k$i.cubin" 2>&1 \
    | grep -E "^\s+(smsp|gpu|dram|sm__|launch|l1tex|lts)|^ran" | sed "s/^/[$i M=$M] /" | tee -a "$OUTDIR/ncu.log"
  cuobjdump -sass "$OUTDIR/k$i.cubin" > "$OUTDIR/k$i.sass" && rm -f "$OUTDIR/k$i.cubin"
done <<< "${PROFILE:-}"
