"""``wgmma-register-waits``: the waits after which ordinary code touches the
accumulators redefine them; a main loop's own waits stay plain."""

import pytest

import tilelang
from irchecks import check_ir, round_trip
from kernels import gemm
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
    # C = A @ B.T (256 x 256 x 384) in 128 x 128 x 64 blocks, 4 stages, a producer warp
    main = gemm(256, 256, 384, 128, 128, 64, 4, 256, trans_B=True, warp_specialize=True)
    text = str(tilelang.lower(main, arch="sm_90a"))
    loop = text[text.index("(%ko: index, %stage: index)"):]
    loop = loop[:loop.index("yield")]
    assert "wgmma_wait %C_l, none {pending = 1}" in loop and "define_registers" not in loop
    assert text.count("define_registers = true") == 1
    check_ir(text, r"yield", r"wgmma_wait %C_l, none \{define_registers = true\}", r"vec_load %C_l")
