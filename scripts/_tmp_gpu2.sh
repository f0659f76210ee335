source scripts/gpu_setup.sh
C="--config 256,128,64,3,256,8 --config 128,256,64,3,256,8 --config 128,256,64,4,256,8 --config 256,128,64,4,256,8 --config 128,128,64,4,128,8"
python3 benchmarks/gemm_fp16.py --sizes 4096 8192 --layout nt $C 2>&1 | tail -13
TILELANG_DISABLE_CACHE=1 TILELANG_X_AHEAD_FIRST=1 python3 benchmarks/gemm_fp16.py --sizes 4096 8192 --layout nt --config 256,128,64,3,256,8 --config 128,256,64,3,256,8 2>&1 | tail -6
python3 benchmarks/int4_gemm.py 2>&1 | tail -22
timeout 300 python3 -m pytest -q -x -m gpu tests 2>&1 | tail -3
