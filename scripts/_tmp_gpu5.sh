source scripts/gpu_setup.sh
C="--config 128,256,64,4,256,8 --config 128,128,64,5,128,8 --config 128,128,64,6,128,8 --config 256,128,64,4,256,8 --config 128,256,32,5,256,8 --config 128,256,32,6,256,8"
python3 benchmarks/gemm_fp16.py --sizes 4096 8192 --layout nt nn $C 2>&1 | grep -v "^device\|size config"
python3 benchmarks/tune_int4.py --ms 4096 --shapes 8192x8192 --b-shared --top 10 2>&1 | tail -14
