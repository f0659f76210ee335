#!/usr/bin/env bash
# NVIDIA compute-sanitizer over the GPU tests' kernels, one tool after the other.
#
#   scripts/sanitize.sh                         # memcheck racecheck synccheck initcheck
#   scripts/sanitize.sh memcheck initcheck      # some of them
#   SANITIZE_TIMEOUT=300 scripts/sanitize.sh    # seconds per tool (default 240)
#   SANITIZE_PARALLEL=0 scripts/sanitize.sh     # the tools one after the other (default: side by side)
#
# The driver (scripts/sanitize_driver.py) compiles and launches a representative set of
# kernels once each -- the plain gemm (sm_80 path), int8 / fp32 gemms, TMA + wgmma,
# warp-specialized gemms, reductions, element-wise chains, the int4 gemm's split-K
# (workspace and cluster), stream-K, int4_matmul's plans at M = 1 / 16 / 128, every
# low-bit format and decode_attention's tiles -- with the same inputs, poisoned outputs and float64 checks as
# scripts/gpu_fuzz.py.  It runs once without the sanitizer first, which fills the kernel
# cache (TILELANG_CACHE_DIR): under the sanitizer every compile is a cache hit (the
# sanitizer slows host code too).  Logs: $OUT (or /tmp/tilelang-gpu)/sanitize_tools.log, the
# warm run's and each tool's one after the other (one file: a device call brings back 8).
# Prints one line per tool (`memcheck: 0 errors, 35 cases, 0 failed`) and exits non-zero on any
# sanitizer error, failed check or tool that did not finish.
#
# Notes on the tools:
# * memcheck runs with PYTORCH_NO_CUDA_MEMORY_CACHING=1: every torch tensor is its own
#   allocation, so an access past a tensor's end is outside an allocation, not inside
#   torch's pool (where memcheck cannot see it).  And with --report-api-errors no: on the
#   H100 (driver 580, cuda-bindings 13) every module load made 34 host-side "errors" --
#   CUDA_ERROR_INVALID_VALUE from cuGetProcAddress_v2, cuda-python's driver binding probing
#   entry points this driver lacks (runtime.py _functions -> cydriver) -- not kernel
#   accesses; a failing API call of tilelang's own raises TileLangError in the driver.
# * racecheck reports shared-memory hazards.  TMA loads (cp.async.bulk.tensor) and wgmma
#   reads go through the async proxy, ordered by mbarriers / wgmma fences; on the H100
#   (2026-11-26) racecheck reported no hazard in any TMA / wgmma / warp-specialized case
#   but one, and that one was real: int4_stream_k, 14 WAR hazards on split_k_last (the
#   stream-K hand-in's flag): insert-barriers had dropped the hand-in's barriers that order
#   global stores and the flag across the loop over tiles.  Fixed in insert-barriers
#   (tests/test_gpu_fuzz_regressions.py); racecheck was clean on all 30 cases after.
# * initcheck flags reads of device memory never written.  The split-K workspace is
#   written before it is read (each part first), the outputs are poisoned by the driver.
set -uo pipefail
cd "$(dirname "$0")/.."
if [ -z "${TILELANG_SETUP_DONE:-}" ]; then
  source scripts/gpu_setup.sh
fi
OUTDIR=${OUT:-/tmp/tilelang-gpu}
mkdir -p "$OUTDIR"
WORK=$(mktemp -d)  # (each tool's log, summary line and status, gathered into sanitize_tools.log)
export TILELANG_CACHE_DIR=${TILELANG_CACHE_DIR:-/tmp/tilelang-cache}
tools=("$@")
[ ${#tools[@]} -eq 0 ] && tools=(memcheck racecheck synccheck initcheck)
SAN=$(command -v compute-sanitizer || ls /usr/local/cuda*/bin/compute-sanitizer /opt/nvidia/*/compute-sanitizer 2>/dev/null | head -1)
if [ -z "$SAN" ]; then
  echo "sanitize: compute-sanitizer not found (it ships with the CUDA toolkit)"
  exit 2
fi
status=0
summary=()
echo "== sanitize: warming the kernel cache (no sanitizer) =="
if ! python3 scripts/sanitize_driver.py --warm > "$WORK/warm.log" 2>&1; then
  status=1
  summary+=("warm run: FAILED ($(tail -1 "$WORK/warm.log"))")
fi
grep -E "^(FAIL|skip)|sanitize_driver:" "$WORK/warm.log"
# One tool: its log, then its summary line in <tool>.line and whether it failed in <tool>.rc
# (so the tools can run side by side and be summarized in order after).
run_tool() {
  local tool=$1 log="$WORK/$1.log" opts=(--tool "$1" --print-limit 100 --error-exitcode 99) envs=()
  case "$tool" in
    memcheck) opts+=(--leak-check no --report-api-errors no); envs+=(PYTORCH_NO_CUDA_MEMORY_CACHING=1) ;;
    racecheck) opts+=(--racecheck-report all) ;;
  esac
  local t0 rc secs errors hazards="" race cases line bad=0
  t0=$(date +%s)
  env "${envs[@]}" timeout "${SANITIZE_TIMEOUT:-240}" "$SAN" "${opts[@]}" python3 scripts/sanitize_driver.py > "$log" 2>&1
  rc=$?
  secs=$(( $(date +%s) - t0 ))
  errors=$(grep -oE "ERROR SUMMARY: [0-9]+ error" "$log" | tail -1 | grep -oE "[0-9]+")
  if [ "$tool" = racecheck ]; then  # (racecheck prints its own summary line instead)
    race=$(grep -oE "RACECHECK SUMMARY: [0-9]+ hazards? displayed \([0-9]+ errors?, [0-9]+ warnings?\)" "$log" | tail -1)
    if [ -n "$race" ]; then
      errors=$(echo "$race" | grep -oE "\([0-9]+" | tr -d '(')
      hazards=$(echo "$race" | grep -oE "[0-9]+ warnings?" | grep -oE "[0-9]+")
    fi
  fi
  cases=$(grep -oE "sanitize_driver: [0-9]+ cases, [0-9]+ failed" "$log" | tail -1)
  if [ "$rc" = 124 ] || [ "$rc" = 137 ]; then
    line="$tool: did not finish in ${SANITIZE_TIMEOUT:-240} s ($(grep -cE '^(ok|FAIL) ' "$log") cases run)"
    bad=1
  elif [ -z "$errors" ]; then
    line="$tool: no summary from compute-sanitizer (exit $rc): $(tail -2 "$log" | tr '\n' ' ' | cut -c1-200)"
    bad=1
  else
    line="$tool: $errors errors${hazards:+, $hazards warnings}, ${cases#sanitize_driver: } (${secs} s)"
    if [ "$errors" != 0 ] || [ "$rc" != 0 ]; then
      bad=1
    fi
  fi
  echo "$line" > "$WORK/$tool.line"
  echo "$bad" > "$WORK/$tool.rc"
}
# The tools run side by side (one process each on the one GPU; the kernel cache is warm, so they
# only read it), unless SANITIZE_PARALLEL=0: racecheck, the longest, then bounds the part.
if [ "${SANITIZE_PARALLEL:-1}" != 0 ]; then
  echo "== sanitize: ${tools[*]} side by side =="
  for tool in "${tools[@]}"; do run_tool "$tool" & done
  wait
fi
for tool in "${tools[@]}"; do
  log="$WORK/$tool.log"
  if [ "${SANITIZE_PARALLEL:-1}" = 0 ]; then
    echo "== sanitize: $tool =="
    run_tool "$tool"
  fi
  line=$(cat "$WORK/$tool.line" 2>/dev/null || echo "$tool: no result")
  if [ "$(cat "$WORK/$tool.rc" 2>/dev/null)" != 0 ]; then
    status=1
    # where: the kernels and the first reports
    grep -E "^========= (Invalid|Error|Race|Uninitialized|Barrier|Warning)" "$log" | sed 's/0x[0-9a-f]*/0x../g' \
      | sort | uniq -c | sort -rn | head -8
    # which cases: the report lines between the cases' ok/FAIL lines
    awk '/^(ok|FAIL) /{ if (n) print "  " n " report lines before: " $0; n = 0; next } /^========= (Error|Invalid|Uninit|Barrier|Race)/{ n++ }' "$log" | head -8
  fi
  grep -E "^FAIL " "$log" | head -5
  echo "$line"
  summary+=("$line")
done
echo "== sanitize summary =="
printf '%s\n' "${summary[@]}"
for name in warm "${tools[@]}"; do
  echo "===== $name ====="
  cat "$WORK/$name.log" 2>/dev/null
done > "$OUTDIR/sanitize_tools.log"
rm -rf "$WORK"
exit $status
