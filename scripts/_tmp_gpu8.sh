source scripts/gpu_setup.sh
python3 -m pytest -q -m gpu tests/test_wgmma.py -p no:cacheprovider 2>&1 | tail -1
python3 benchmarks/gemm_fp16.py --sizes 4096 8192 --layout nt nn --config 128,256,64,4,256,8 --config 128,128,128,3,128,8 --config 128,128,128,3,256,8 --config 128,256,128,2,256,8 2>&1 | grep -v "^device\|size config"
python3 benchmarks/tune_int4.py --ms 4096 128 --shapes 8192x8192 --b-shared --top 4 2>&1 | grep -v "^precompiled"
