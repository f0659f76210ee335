#!/usr/bin/env bash
# The fp16 GEMM main loop under the microscope, in one device call: for each line of
# $VARIANTS ("NAME ENV=VAL ..." -- environment settings the lowering reads), time the
# configurations in $CONFIGS (gemm_fp16.py --config) at 4096^3 and 8192^3, then ncu's
# stall breakdown, tensor-pipe, L2 and shared-memory counters + SASS of the first
# configuration.  Everything lands in $OUT.  Usage: VARIANTS=... CONFIGS=... scripts/profile_fp16.sh
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/gpu_setup.sh
OUTDIR=${OUT:-/tmp/tilelang-profile}; mkdir -p "$OUTDIR"
CONFIGS=${CONFIGS:-"128,256,32,3,256,8 128,256,64,4,256,8 128,128,32,4,128,8"}
METRICS="${STALLS}gpu__time_duration.sum,smsp__inst_executed.sum,smsp__issue_active.avg.pct_of_peak_sustained_active,\
sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active,lts__t_sectors_op_read.sum,\
lts__throughput.avg.pct_of_peak_sustained_elapsed,dram__throughput.avg.pct_of_peak_sustained_elapsed,\
l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum,\
launch__registers_per_thread,sm__warps_active.avg.pct_of_peak_sustained_active"
args=(); for c in $CONFIGS; do args+=(--config "$c"); done
first=${CONFIGS%% *}
while read -r NAME SETTINGS; do
  [ -z "${NAME:-}" ] && continue
  echo "== variant $NAME ($SETTINGS)" | tee -a "$OUTDIR/times.log"
  export TILELANG_CACHE_DIR=/tmp/tilelang-cache-$NAME  # the key is the program, not these settings
  env $SETTINGS python3 benchmarks/gemm_fp16.py "${args[@]}" 2>&1 | tee -a "$OUTDIR/times.log"
  [ -n "${NO_NCU:-}" ] && continue
  env $SETTINGS ncu --clock-control none --metrics "$METRICS" -k regex:main --launch-skip 3 --launch-count 1 \
    python3 benchmarks/gemm_fp16.py --sizes 4096 --config "$first" --cubin "$OUTDIR/$NAME.cubin" 2>&1 \
    | grep -E "^\s+(smsp|gpu|dram|sm__|launch|lts|l1tex)" | sed "s/^/[$NAME] /" | tee -a "$OUTDIR/ncu.log"
  cuobjdump -sass "$OUTDIR/$NAME.cubin" > "$OUTDIR/$NAME.sass" && rm -f "$OUTDIR/$NAME.cubin"
done <<< "${VARIANTS:-base}"
# SOURCE=1: per-instruction stall samples of the first configuration (last variant)
if [ -n "${SOURCE:-}" ]; then
  ncu --clock-control none --section SourceCounters --section WarpStateStats -k regex:main --launch-skip 3 \
    --launch-count 1 -f -o "$OUTDIR/source" \
    python3 benchmarks/gemm_fp16.py --sizes 4096 --config "$first" > "$OUTDIR/source_run.log" 2>&1
  ncu -i "$OUTDIR/source.ncu-rep" --page source --csv --print-source sass > "$OUTDIR/source_sass.csv" 2>&1 || true
  ncu -i "$OUTDIR/source.ncu-rep" --page details > "$OUTDIR/source_details.txt" 2>&1 || true
fi
