#!/usr/bin/env bash
# Every GPU test, check and benchmark, in parts; prints a summary at the end.
#
#   scripts/run_gpu.sh [MODE ...]
#
# Parts (each a mode of its own; one device call is limited to 10 minutes, so run the
# long ones apart):
#   tests     pytest -m gpu                                    -> $OUTDIR/gpu_tests.log
#   parity    the interpreter's test programs on the GPU       -> parity.log
#             (pytest --target cuda), and the demo             -> demo.log
#   fuzz      scripts/gpu_fuzz.py: random programs against      -> fuzz.log (+ fuzz/ failing configs)
#             float64 ($FUZZ_COUNT programs, default 1000, in at most $FUZZ_BUDGET s, default 240),
#             then the lowbit ones with TILELANG_VECTOR_WORDS=0     -> fuzz_vector_words.log
#             ($FUZZ_VW_COUNT, default 80, in at most $FUZZ_VW_BUDGET s, default 45)
#   sanitize  scripts/sanitize.sh: compute-sanitizer memcheck, -> sanitize.log (+ sanitize_tools.log)
#             racecheck, synccheck, initcheck over the GPU tests' kernels ($SANITIZE_TOOLS), the
#             tools side by side ($SANITIZE_PARALLEL=0: one after the other), and beside the
#             fuzz when both run ($OVERLAP=0: after it)
#   campaign  scripts/mutation_campaign.py, where it exists     -> campaign.log ($CAMPAIGN_ARGS)
#   exhaustive  the whole-corpus sweeps the default suite leaves  -> exhaustive.log
#             out (pytest -m exhaustive: every interpreter kernel built for sm_80/sm_90a,
#             every interpreter program on the simulator; CPU only, ~6 min on 2 cores)
#   bench     the benchmarks                                    -> <benchmark>.log
#   formats   benchmarks/formats.py: every low-bit format        -> formats.log
#             ($FORMATS_ARGS, default the three shapes: ~9 min on an H100), then
#             benchmarks/lookup_tables.py (registers vs a shared    -> lookup_tables.log
#             pair table for table formats at M = 1 and 16, ~2 min)
#   model     the model-level benchmarks: benchmarks/e2e_llama.py -> e2e_llama.log,
#             ($E2E_ARGS, default the issue's target run: 32     quantize_time.log,
#             layers, batch 1 and 16, our compiled Llama with     op_overhead.log,
#             int4 lm_head and embedding, decode_attention),     small_shapes.log,
#             quantize_time.py, op_overhead.py, small_shapes.py   nn_linear.log
#             (the decoder's shapes in CUDA graphs), nn_linear.py (~8 min in all)
#   attention benchmarks/attention.py (forward vs SDPA's backends)  -> attention.log,
#             benchmarks/attention_tiles.py (the plan's tile sweep,  -> attention_tiles.log,
#             $ATTENTION_TILES_ARGS, default --fast-math: each tile IEEE and fast-math)
#             and benchmarks/decode_attention.py where it exists  decode_attention.log
# Groups: quick = tests parity; check = fuzz sanitize campaign exhaustive; all (no argument) = every
# part -- on an H100 longer than one 10-minute device call (tests + parity ~5 min, fuzz ~4,
# sanitize ~4-6, bench ~7): run `quick`, `check` and `bench` apart (or `sanitize` alone).
# The summary has one line per part (gpu tests, parity, fuzz, sanitizer, campaign, exhaustive; bench
# when run); the exit status is non-zero if any part run failed.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/gpu_setup.sh
export TILELANG_SETUP_DONE=1
OUTDIR=${OUT:-/tmp/tilelang-gpu}
mkdir -p "$OUTDIR"
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$OUTDIR/device.txt"

parts=()
for m in "${@:-all}"; do
  case "$m" in
    quick) parts+=(tests parity) ;;
    check) parts+=(fuzz sanitize campaign exhaustive) ;;
    all) parts+=(tests parity fuzz sanitize campaign exhaustive bench) ;;
    tests|parity|fuzz|sanitize|campaign|exhaustive|bench|formats|model|attention) parts+=("$m") ;;
    *) echo "run_gpu.sh: unknown mode '$m' (tests parity fuzz sanitize campaign exhaustive bench formats model attention quick check all)"; exit 2 ;;
  esac
done
want() { [[ " ${parts[*]} " == *" $1 "* ]]; }
# Test workers on the one GPU where pytest-xdist is installed ($GPU_JOBS, default 6): serial, the
# gpu tests alone take ~8 minutes on an H100; four workers ~3; on the 16-core H200 machine tests +
# parity took 298 s with four, 256 s with six (2026-11-29).
gpu_xdist=$(python3 -c "import xdist" 2>/dev/null && echo "-n ${GPU_JOBS:-6}")

status=0
declare -A result
fail() { result[$1]="FAILED: $2"; status=1; }
pass() { result[$1]="ok: $2"; }
last() { grep -hE "$2" "$1" 2>/dev/null | tail -1 | cut -c1-160; }

if want tests; then
  echo "== gpu tests =="
  python3 -m pytest -q -m gpu $gpu_xdist tests -p no:cacheprovider -rA 2>&1 | tee "$OUTDIR/gpu_tests.log" | tail -25
  rc=${PIPESTATUS[0]}
  line=$(last "$OUTDIR/gpu_tests.log" "passed|failed|error")
  if [ "$rc" = 0 ]; then pass "gpu tests" "$line"; else fail "gpu tests" "${line:-exit $rc}"; fi
fi
if want parity; then
  echo "== parity (the interpreter's programs on the GPU) =="
  python3 -m pytest -q --target cuda $gpu_xdist -p no:cacheprovider \
    tests/test_interp_elementwise.py tests/test_interp_gemm.py tests/test_interp_reduce.py \
    tests/test_interp_dequant.py tests/test_interp_calls.py tests/test_frontend_tilelang_programs.py \
    tests/test_tutorials.py tests/test_ops_int4.py tests/test_rope_append.py \
    2>&1 | tee "$OUTDIR/parity.log" | tail -25
  rc=${PIPESTATUS[0]}
  line=$(last "$OUTDIR/parity.log" "passed|failed|error")
  python3 -m tilelang.demo 2>&1 | tee "$OUTDIR/demo.log" | tail -8
  demo=${PIPESTATUS[0]}
  if [ "$rc" = 0 ] && [ "$demo" = 0 ]; then pass parity "$line; demo ok"
  else fail parity "${line:-exit $rc}; demo exit $demo"; fi
fi
# The sanitizer runs beside the fuzz when both are asked for (both check results, neither times
# anything; the machine's cores and memory hold both), unless OVERLAP=0.
san_pid=""
if want fuzz && want sanitize && [ "${OVERLAP:-1}" != 0 ]; then
  echo "== sanitizer: in the background, beside the fuzz (log: sanitize.log) =="
  # shellcheck disable=SC2086
  san_rc=$(mktemp)  # (its exit status: not under $OUTDIR, whose files a device call brings back 8 of)
  (scripts/sanitize.sh ${SANITIZE_TOOLS:-} > "$OUTDIR/sanitize.log" 2>&1; echo $? > "$san_rc") &
  san_pid=$!
fi
if want fuzz; then
  echo "== fuzz (random programs against float64) =="
  python3 scripts/gpu_fuzz.py --count "${FUZZ_COUNT:-1000}" --time-budget "${FUZZ_BUDGET:-240}" \
    --seed "${FUZZ_SEED:-1}" --out "$OUTDIR/fuzz" 2>&1 | tee "$OUTDIR/fuzz.log" | grep -vE "^  (shrink|written)" | tail -40
  rc=${PIPESTATUS[0]}
  line=$(last "$OUTDIR/fuzz.log" "^fuzz: [0-9]+ programs")
  # the low-bit programs again with the vector_words lowering off (on by default: a compile option)
  TILELANG_VECTOR_WORDS=0 python3 scripts/gpu_fuzz.py --categories lowbit --count "${FUZZ_VW_COUNT:-80}" \
    --time-budget "${FUZZ_VW_BUDGET:-45}" --seed "${FUZZ_SEED:-1}" --out "$OUTDIR/fuzz_vector_words" 2>&1 \
    | tee "$OUTDIR/fuzz_vector_words.log" | tail -4
  rc_vw=${PIPESTATUS[0]}
  line_vw=$(last "$OUTDIR/fuzz_vector_words.log" "^fuzz: [0-9]+ programs")
  if [ "$rc" = 0 ] && [ -n "$line" ] && [ "$rc_vw" = 0 ] && [ -n "$line_vw" ]; then
    pass fuzz "$line; vector_words off: ${line_vw#fuzz: }"
  else
    fail fuzz "${line:-exit $rc}; vector_words off: ${line_vw:-exit $rc_vw}"
  fi
fi
if want sanitize; then
  if [ -n "$san_pid" ]; then
    wait "$san_pid"
    echo "== sanitizer (ran beside the fuzz) =="
    tail -30 "$OUTDIR/sanitize.log"
    rc=$(cat "$san_rc" 2>/dev/null || echo 1)
  else
    echo "== sanitizer =="
    # shellcheck disable=SC2086
    scripts/sanitize.sh ${SANITIZE_TOOLS:-} 2>&1 | tee "$OUTDIR/sanitize.log" | tail -30
    rc=${PIPESTATUS[0]}
  fi
  line=$(sed -n '/== sanitize summary ==/,$p' "$OUTDIR/sanitize.log" | tail -n +2 | tr '\n' ';' | sed 's/;$//')
  if [ "$rc" = 0 ]; then pass sanitizer "$line"; else fail sanitizer "${line:-exit $rc}"; fi
fi
if want campaign; then
  if [ -f scripts/mutation_campaign.py ]; then
    echo "== mutation campaign =="
    # shellcheck disable=SC2086
    python3 scripts/mutation_campaign.py --check --jobs 0 --json "$OUTDIR/campaign.json" ${CAMPAIGN_ARGS:-} 2>&1 | tee "$OUTDIR/campaign.log" | tail -30
    rc=${PIPESTATUS[0]}
    line=$(grep -E "^planted [0-9]+" "$OUTDIR/campaign.log" | tail -1 | cut -c1-160)
    [ -n "$line" ] || line=$(grep -v '^\s*$' "$OUTDIR/campaign.log" | tail -1 | cut -c1-160)
    if [ "$rc" = 0 ]; then pass campaign "$line"; else fail campaign "${line:-exit $rc}"; fi
  else
    result[campaign]="not run: scripts/mutation_campaign.py does not exist (yet)"
  fi
fi
if want exhaustive; then
  echo "== exhaustive sweeps (pytest -m exhaustive) =="
  # (one worker per sweep where pytest-xdist is installed)
  xdist=$(python3 -c "import xdist" 2>/dev/null && echo "-n 2")
  # shellcheck disable=SC2086
  python3 -m pytest -q -m exhaustive $xdist tests -p no:cacheprovider 2>&1 | tee "$OUTDIR/exhaustive.log" | tail -15
  rc=${PIPESTATUS[0]}
  line=$(last "$OUTDIR/exhaustive.log" "passed|failed|error")
  if [ "$rc" = 0 ]; then pass exhaustive "$line"; else fail exhaustive "${line:-exit $rc}"; fi
fi
if want bench; then
  # (tune_int4.py and profile_int4.py are tools with arguments: scripts/profile_gpu.sh runs them)
  bench_failed=()
  for b in int4_gemm gemm_fp16 mma_sync_peak wgmma_overlap call_overhead compile_time autotune_gemm; do
    python3 "benchmarks/$b.py" 2>&1 | tee "$OUTDIR/$b.log"
    [ "${PIPESTATUS[0]}" = 0 ] || bench_failed+=("$b")
  done
  # (with the clock and power under each variant, and the plan's tile on stream-K)
  python3 benchmarks/ablate_int4.py --power --stream-k 132 2>&1 | tee "$OUTDIR/ablate_int4.log"
  [ "${PIPESTATUS[0]}" = 0 ] || bench_failed+=(ablate_int4)
  if [ ${#bench_failed[@]} = 0 ]; then pass bench "logs in $OUTDIR"; else fail bench "${bench_failed[*]}"; fi
fi

if want formats; then
  echo "== every low-bit format =="
  # shellcheck disable=SC2086
  python3 benchmarks/formats.py ${FORMATS_ARGS:-} 2>&1 | tee "$OUTDIR/formats.log" | tail -40
  formats_rc=${PIPESTATUS[0]}
  # (a table format's M = 1 gemv and M = 16 gemm: lookups in registers or a shared pair table)
  python3 benchmarks/lookup_tables.py 2>&1 | tee "$OUTDIR/lookup_tables.log"
  tables_rc=${PIPESTATUS[0]}
  if [ "$formats_rc" = 0 ] && [ "$tables_rc" = 0 ]; then pass formats "logs in $OUTDIR/formats.log, lookup_tables.log"
  else fail formats "benchmarks/formats.py exit $formats_rc, lookup_tables.py exit $tables_rc"; fi
fi

if want model; then
  echo "== model-level benchmarks =="
  model_failed=()
  # shellcheck disable=SC2086
  e2e_args=${E2E_ARGS:---impl own --compile --only-fused --lm-head-int4 --embedding-int4 --decode-attention}
  for b in "e2e_llama $e2e_args" quantize_time op_overhead small_shapes nn_linear; do
    name=${b%% *}
    python3 "benchmarks/$name.py" ${b#"$name"} 2>&1 | tee "$OUTDIR/$name.log"
    [ "${PIPESTATUS[0]}" = 0 ] || model_failed+=("$name")
  done
  if [ ${#model_failed[@]} = 0 ]; then pass model "logs in $OUTDIR"; else fail model "${model_failed[*]}"; fi
fi

if want attention; then
  echo "== attention benchmarks =="
  att_failed=()
  for b in attention attention_tiles decode_attention; do
    [ -f "benchmarks/$b.py" ] || continue
    args=()
    # (the tile sweep also compiles each candidate with fast_math: --use_fast_math's exp2)
    [ "$b" = attention_tiles ] && read -ra args <<< "${ATTENTION_TILES_ARGS:---fast-math}"
    python3 "benchmarks/$b.py" "${args[@]}" 2>&1 | tee "$OUTDIR/$b.log"
    [ "${PIPESTATUS[0]}" = 0 ] || att_failed+=("$b")
  done
  if [ ${#att_failed[@]} = 0 ]; then pass attention "logs in $OUTDIR"; else fail attention "${att_failed[*]}"; fi
fi

echo "== summary =="
for p in "gpu tests" parity fuzz sanitizer campaign exhaustive bench formats model attention; do
  if [ -n "${result[$p]:-}" ]; then
    echo "$p: ${result[$p]}"
  elif [ "$p" != bench ] && [ "$p" != formats ] && [ "$p" != model ]; then
    echo "$p: not run (modes: ${parts[*]})"
  fi
done
exit $status
