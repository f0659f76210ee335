# Sourced by the GPU scripts (run from the repository root): the wheels the GPU
# machine lacks (lark), carried along in .whl/; the package in develop mode; the
# kernel cache directory.
if [ -d .whl ]; then
  python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl \
    && export PYTHONPATH=/tmp/site${PYTHONPATH:+:$PYTHONPATH}
fi
python3 -m pip install -q --no-deps --no-build-isolation -e . >/dev/null 2>&1 || python3 -m pip install -q --no-deps -e .
export TILELANG_CACHE_DIR=${TILELANG_CACHE_DIR:-/tmp/tilelang-cache}
# ncu's stall reasons (per issued instruction), a prefix for the profiling scripts' --metrics
STALLS=$(for r in long_scoreboard short_scoreboard barrier wait math_pipe_throttle mio_throttle lg_throttle \
  not_selected selected dispatch_stall no_instruction tex_throttle branch_resolving; do
  printf "smsp__average_warps_issue_stalled_%s_per_issue_active.ratio," "$r"; done)
