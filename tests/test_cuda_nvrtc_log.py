"""Reading NVRTC logs back to generated and Python lines (no compiler needed)."""

from tilelang.backends.cuda import nvrtc_log as L
from tilelang.backends.cuda.nvrtc_log import Origin

SRC = "\n".join([
    "typedef int i32;",                      # 1  prelude: no origin
    '#line 10 "prog.py"',                   # 2
    "void f() {",                            # 3  prog.py:10
    "  int a = 1;",                          # 4  prog.py:10 (same statement, not 11)
    "# 20 \"other dir/q.py\"",              # 5  GNU form, a path with a space
    "  int b = 2;",                          # 6  other dir/q.py:20
    "#line 30",                              # 7  no file: the last one named
    "  int c = 3;",                          # 8  other dir/q.py:30
    '#line 40 "tilelang_kernel.cu"',        # 9  back to the generated file
    "}",                                     # 10 no origin
    '  #  line 50 "C:\\\\dir\\\\k.py"',      # 11 spaces and escapes
    "x",                                     # 12 C:\dir\k.py:50
])


def test_line_origins_follow_the_nearest_directive_above():
    o = L.line_origins(SRC, "tilelang_kernel.cu")
    assert len(o) == 12
    assert o[0] is None and o[1] is None
    assert o[2] == o[3] == Origin("prog.py", 10)
    assert o[5] == Origin("other dir/q.py", 20)
    assert o[7] == Origin("other dir/q.py", 30)
    assert o[9] is None
    assert o[11] == Origin("C:\\dir\\k.py", 50)


def test_blanking_directives_keeps_the_numbering():
    blank = L.blank_line_directives(SRC)
    assert len(blank.split("\n")) == len(SRC.split("\n"))
    assert not L.has_line_directives(blank) and L.has_line_directives(SRC)
    assert [i for i, t in enumerate(blank.split("\n"), 1) if t == ""] == [2, 5, 7, 9, 11]
    assert "#pragma unroll 4" == L.blank_line_directives("#pragma unroll 4")
    assert "#if 1" == L.blank_line_directives("#if 1")


PTX = """\
.visible .entry k(
{
\t.loc\t1 30 0
\tld.param.u64 \t%rd1, [k_param_0];
\t.loc\t1 33 3
\t.loc\t1 5 3, function_name $L__info_string0, inlined_at 1 33 3
\t.loc\t1 2 40, function_name $L__info_string1, inlined_at 1 5 3
\t// begin inline asm
\tbogus.instr %r1;
\t// end inline asm
\t.loc\t2 7 1
\tadd.s32 %r2, %r1, 1;
\t.loc\t1 34 3
\tret;
}
\t.file\t1 "/tmp/x/tilelang_kernel.cu"
\t.file\t2 "/usr/include/some_header.h"
"""


def test_ptx_lines_map_through_inlined_at_to_the_call_site():
    assert L.ptx_source_chain(PTX, 9, "tilelang_kernel.cu") == (2, 5, 33)
    assert L.ptx_source_chain(PTX, 4, "tilelang_kernel.cu") == (30,)
    assert L.ptx_source_chain(PTX, 14, "tilelang_kernel.cu") == (34,)
    assert L.ptx_source_chain(PTX, 12, "tilelang_kernel.cu") == ()  # a header's line
    assert L.ptx_source_chain(PTX, 1, "tilelang_kernel.cu") == ()   # before any .loc


def test_parse_log_locates_front_end_ptxas_and_plain_lines():
    src = "\n".join(["static void h() {}"] + ['#line 7 "p.py"', "void f() {", "  h();", "}"] + [""] * 30)
    log = "\n".join([
        'tilelang_kernel.cu(4): error: identifier "h2" is undefined',
        "    h2();",
        "    ^",
        "tilelang_kernel.cu(1): warning #177-D: function \"h\" was declared but never referenced",
        "p.py(8): error: something NVRTC already mapped",
        "ptxas application ptx input, line 9; error   : Unknown modifier '.instr'",
        "ptxas error   : Entry function 'k' uses too much shared data (0x3a980 bytes, 0x38c00 max)",
        "ptxas fatal   : Ptx assembly aborted due to errors",
        "nvrtc: error: unrecognized option -O3 found",
        "2 errors detected in the compilation of \"tilelang_kernel.cu\".",
    ])
    ptx = PTX.replace("1 33 3", "1 4 3")
    ds = L.parse_log(log, src, "tilelang_kernel.cu", ptx)
    assert [(d.severity, d.is_error) for d in ds] == [
        ("error", True), ("warning", False), ("error", True), ("error", True), ("error", True), ("error", True)]
    front, warn, mapped, asm, smem, opt = ds
    assert (front.generated_line, front.generated_text, front.origin) == (4, "h();", Origin("p.py", 7))
    assert warn.generated_line == 1 and warn.origin is None
    assert mapped.origin == Origin("p.py", 8) and mapped.generated_line is None
    assert (asm.ptx_line, asm.generated_line, asm.inlined_at, asm.origin) == (9, 2, (5, 4), Origin("p.py", 7))
    assert "uses too much shared data" in smem.message and smem.generated_line is None
    assert opt.message == "unrecognized option -O3 found (nvrtc)"


def test_report_lists_located_errors_then_the_log():
    src = '#line 3 "p.py"\nint x = ;\n'
    ds = L.parse_log("tilelang_kernel.cu(2): error: expected an expression", src, "tilelang_kernel.cu")
    text = L.render_report(header="HEAD", diagnostics=ds, source=src, filename="tilelang_kernel.cu",
                           log="the log\x00", options=("-a", "-b"))
    assert text.split("\n") == ["HEAD", "p.py:3: error: expected an expression",
                                "    generated line 2: int x = ;", "NVRTC options: -a -b", "NVRTC log:", "the log"]
    nothing = L.render_report(header="H", diagnostics=[], source="", filename="f.cu", log="x", options=())
    assert "no error line in the log could be located" in nothing
