"""Text-IR tests: a fragment computed element by element alongside a gemm accumulator
of its shape takes the accumulator's layout (``elementwise_layouts.py``), so the loop
combining them needs no shared staging, also when it is reduced after; a fragment with
another kind of use keeps the blocked default."""

import tilelang

KERNEL = """
func {{sym_name = "f"}} (%A: tensor<[64, 32], float16>, %B: tensor<[32, 64], float16>, %S: tensor<[64, 64], float32>) {{
  %k1 = const {{value = 1}} : index
  kernel [%k1] {{threads = [128]}} (%bx: index) {{
    %a = alloc_shared : shared<[64, 32], float16>
    %b = alloc_shared : shared<[32, 64], float16>
    %c = alloc_fragment : fragment<[64, 64], float32>
    %s = alloc_fragment : fragment<[64, 64], float32>
    %m = alloc_fragment : fragment<[64], float32>
    parallel {{extents = [64, 64]}} (%i: index, %j: index) {{
      %x = load %S, [%i, %j] : float32
      store %s, [%i, %j], %x
    }}
    gemm %a, %b, %c {{policy = "full_row"}}
    parallel {{extents = [64, 64]}} (%i: index, %j: index) {{
      %v = load %c, [%i, %j] : float32
      %w = load %s, [%i, %j] : float32
      %d = mul %v, %w : float32
      store %c, [%i, %j], %d
    }}
    {extra}
  }}
}}
"""


def lower(extra="", until="lower-tile-ops"):
    return str(tilelang.lower(tilelang.parse_ir(KERNEL.format(extra=extra)), until=until))


def layout_line(text, name):
    return next(ln for ln in text.splitlines() if f"%{name} = alloc_fragment" in ln)


def layout_of(text, name):
    """The definition of fragment ``name``'s layout alias (``#L3 = Fragment(...)``)."""
    alias = layout_line(text, name).rsplit(",", 1)[1].strip(" >")
    return next(ln for ln in text.splitlines() if ln.startswith(f"layout {alias} = "))


def test_an_elementwise_partner_takes_the_accumulators_layout_and_needs_no_staging():
    inferred = lower(until="layout-inference")
    c, s = layout_line(inferred, "c"), layout_line(inferred, "s")
    assert c.split(":", 1)[1] == s.split(":", 1)[1]  # the same fragment type, layout included
    assert "_staged" not in lower()


def test_a_fragment_with_another_use_keeps_the_default_and_is_staged():
    # (s read transposed: not at the loop's own indices)
    extra = """parallel {extents = [64, 64]} (%i: index, %j: index) {
      %x = load %s, [%j, %i] : float32
      store %S, [%i, %j], %x
    }"""
    inferred = lower(extra, until="layout-inference")
    assert layout_line(inferred, "c").split(":", 1)[1] != layout_line(inferred, "s").split(":", 1)[1]
    assert "_staged" in lower(extra)


def test_a_reduced_partner_takes_the_layout_and_its_rows_take_the_row_layout():
    # decode attention's softmax denominators: summed element-wise into a fragment laid out
    # as the scores, reduced across the keys after the loop
    extra = "reduce %s, %m {kind = sum, dim = 0}"
    inferred = lower(extra, until="layout-inference")
    assert layout_line(inferred, "c").split(":", 1)[1] == layout_line(inferred, "s").split(":", 1)[1]
    # m, a column sum of s: the row layout of a reduction, replicated over the threads sharing it
    assert "replicate=32" in layout_of(inferred, "m")
    assert "replicate=32" not in layout_of(lower(until="layout-inference"), "m")  # (unused: the default)
    assert "_staged" not in lower(extra)
