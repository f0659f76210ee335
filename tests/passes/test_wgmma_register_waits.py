"""``wgmma-register-waits``: the waits after which ordinary code touches the
accumulators redefine them; a main loop's own waits stay plain."""

import pytest

import tilelang
from irchecks import check_ir, round_trip
from tilelang.lowering.passes import PASSES

KERNEL = '''func {{sym_name = "main"}} (%C: tensor<[64, 64], float32>) {{
  %0 = const {{value = 1}} : index
  kernel [%0, %0] {{threads = [128]}} (%bx: index, %by: index) {{
    %A_s = alloc_shared : shared<[64, 64], float16>
    %C_l = alloc_local : local<[32], float32>
    %1 = const {{value = 0}} : index
    %2 = const {{value = 4}} : index
    %3 = wgmma_desc %A_s, [%1, %1] : uint64
{body}
  }}
}}
'''
WGMMA = """      wgmma_fence %C_l, none
      wgmma %3, %3, %C_l, %1 {n = 64}
      wgmma_commit"""
EPILOGUE = """    %4 = load %C_l, [%1] : float32
    store %C, [%1, %1], %4"""


def _run(body: str) -> str:
    module = tilelang.parse_ir(KERNEL.format(body=body))
    module.verify()
    out = str(PASSES["wgmma-register-waits"]().run(module))
    round_trip(out)
    return out


def test_a_main_loop_keeps_its_waits_and_a_redefining_wait_follows_it():
    out = _run(f"""    for %1, %2, %0, [] (%k: index) {{
{WGMMA}
      wgmma_wait %C_l, none
    }}
{EPILOGUE}""")
    check_ir(out, r"^\s+wgmma_wait %C_l, none$", r"^\s+\}$",
             r"^    wgmma_wait %C_l, none \{define_registers = true\}$", r"%4 = load %C_l")


def test_the_wait_after_a_deferring_loop_redefines_and_none_is_added():
    out = _run(f"""    for %1, %2, %0, [] (%k: index) {{
{WGMMA}
      wgmma_wait %C_l, none {{pending = 1}}
    }}
    wgmma_wait %C_l, none
{EPILOGUE}""")
    check_ir(out, r"wgmma_wait %C_l, none \{pending = 1\}", r"^    wgmma_wait %C_l, none \{define_registers = true\}$",
             "NOT: wgmma_wait", r"%4 = load %C_l")


def test_a_loop_that_reads_its_accumulators_redefines_at_every_wait():
    out = _run(f"""    for %1, %2, %0, [] (%k: index) {{
{WGMMA}
      wgmma_wait %C_l, none
      %5 = load %C_l, [%1] : float32
      store %C, [%k, %1], %5
    }}""")
    check_ir(out, r"^      wgmma_wait %C_l, none \{define_registers = true\}$", r"= load %C_l",
             "NOT: wgmma_wait")


def test_a_wait_with_groups_in_flight_never_redefines():
    out = _run(f"""{WGMMA.replace('      ', '    ')}
    wgmma_wait %C_l, none {{pending = 1}}""")
    assert "define_registers" not in out


def test_the_verifier_refuses_redefining_registers_still_in_flight():
    text = KERNEL.format(body=f"""{WGMMA.replace('      ', '    ')}
    wgmma_wait %C_l, none {{pending = 1, define_registers = true}}""")
    with pytest.raises(tilelang.TileLangError, match="define_registers needs pending = 0"):
        tilelang.parse_ir(text).verify()


def test_tutorial_10s_gemm_on_sm90a_redefines_only_after_its_loop():
    import tilelang.language as T

    @T.prim_func
    def main(A: T.Tensor((256, 384), "float16"), B: T.Tensor((256, 384), "float16"),
             C: T.Tensor((256, 256), "float16")):
        with T.Kernel(2, 2, threads=256) as (bx, by):
            A_s = T.alloc_shared((128, 64), "float16")
            B_s = T.alloc_shared((128, 64), "float16")
            C_f = T.alloc_fragment((128, 128), "float32")
            T.clear(C_f)
            for ko in T.Pipelined(6, num_stages=4, warp_specialize=True):
                T.copy(A[by * 128, ko * 64], A_s)
                T.copy(B[bx * 128, ko * 64], B_s)
                T.gemm(A_s, B_s, C_f, transpose_B=True)
            T.copy(C_f, C[by * 128, bx * 128])

    text = str(tilelang.lower(main, arch="sm_90a"))
    loop = text[text.index("(%ko: index, %stage: index)"):]
    loop = loop[:loop.index("yield")]
    assert "wgmma_wait %C_f, none {pending = 1}" in loop and "define_registers" not in loop
    assert text.count("define_registers = true") == 1
    check_ir(text, r"yield", r"wgmma_wait %C_f, none \{define_registers = true\}", r"vec_load %C_f")
