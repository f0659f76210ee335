#!/usr/bin/env bash
# ncu over decode_attention's kernels in one device call: for each "BATCH CONTEXT [FORMAT]" line
# of $CASES (default: 1 32768, 16 32768, 4 131072, 16 131072 -- int4), the split kernel's and the
# combine's time, DRAM and L2 bytes (against the cache's bytes), issue and warp activity and the
# stall reasons (gpu_setup.sh's $STALLS), at the card's own clocks. $EXTRA: more metrics.
# SOURCE=1: then ncu's source counters of each case's split kernel, summarized by instruction
# (scripts/ncu_stalls.py: the stall reasons and the SASS lines that hold most samples).
#   CASES=$'1 32768\n16 32768 int8' OUT=$OUT scripts/profile_decode.sh
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/gpu_setup.sh
OUTDIR=${OUT:-/tmp/tilelang-profile}; mkdir -p "$OUTDIR"
METRICS="${STALLS}gpu__time_duration.sum,dram__bytes_read.sum,lts__t_bytes.sum,smsp__inst_executed.sum,sm__warps_active.avg.pct_of_peak_sustained_active,smsp__issue_active.avg.pct_of_peak_sustained_active,dram__throughput.avg.pct_of_peak_sustained_elapsed,launch__registers_per_thread,launch__grid_size,launch__block_size${EXTRA:+,$EXTRA}"
while read -r B S F; do
  [ -z "${B:-}" ] && continue
  for k in split combine; do
    echo "== $k kernel, batch $B, context $S, ${F:-int4}" | tee -a "$OUTDIR/decode_ncu.log"
    (cd benchmarks && ncu --clock-control none --metrics "$METRICS" -k "regex:$k" --launch-skip 2 --launch-count 1 \
      python3 profile_decode.py "$B" "$S" --format "${F:-int4}" 2>&1) \
      | grep -E "^\s+(smsp|gpu|dram|sm__|launch|lts)|^cache bytes|rror" | sed "s/^ *//" | tee -a "$OUTDIR/decode_ncu.log"
  done
  if [ "${SOURCE:-0}" = 1 ]; then
    rep=$(mktemp -u /tmp/decode_src_XXXX)
    (cd benchmarks && ncu --clock-control none --section SourceCounters --section WarpStateStats -k regex:split \
      --launch-skip 2 --launch-count 1 -o "$rep" python3 profile_decode.py "$B" "$S" --format "${F:-int4}" \
      > /dev/null 2>&1)
    echo "== split kernel by instruction, batch $B, context $S, ${F:-int4}" | tee -a "$OUTDIR/decode_ncu.log"
    ncu --import "$rep.ncu-rep" --page source --csv --print-source sass > "$rep.csv" 2>&1
    python3 scripts/ncu_stalls.py "$rep.csv" --top "${TOP:-30}" | tee -a "$OUTDIR/decode_ncu.log"
    rm -f "$rep.ncu-rep" "$rep.csv"
  fi
done <<< "${CASES:-$'1 32768\n16 32768\n4 131072\n16 131072'}"
