"""``scripts/sass_loop_mix.py``: the key loop is the smallest loop with an HGMMA and the
softmax's max (FMNMX) in it, else the smallest with an HGMMA."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))

from sass_loop_mix import key_loop, opcode  # noqa: E402

SASS = """
        /*0000*/                   MOV R1, c[0x0][0x28] ;
.L_x_0:
        /*0010*/                   FADD R2, R2, R3 ;
.L_x_1:
        /*0020*/                   HGMMA.64x128x16.F32 R24, gdesc[UR12], R24 ;
        /*0030*/              @P0 FMUL R4, R4, R5 ;
        /*0040*/              @!P1 BRA `(.L_x_1) ;
        /*0050*/                   BRA `(.L_x_0) ;
        /*0060*/                   EXIT ;
"""


def test_the_smallest_loop_with_an_hgmma_and_its_opcodes():
    loop = key_loop(SASS)
    assert [opcode(t) for t in loop] == ["HGMMA", "FMUL", "BRA"]
    assert key_loop(SASS.replace("HGMMA.64x128x16.F32", "FFMA")) == []


def test_a_loop_with_the_softmax_max_wins_over_a_smaller_one_without():
    """(A persistent kernel's out-of-line retry branches make small spans with an HGMMA.)"""
    sass = SASS.replace("        /*0010*/                   FADD R2, R2, R3 ;",
                        "        /*0010*/                   FMNMX R2, R2, R3, !PT ;")
    assert [opcode(t) for t in key_loop(sass)] == ["FMNMX", "HGMMA", "FMUL", "BRA", "BRA"]
