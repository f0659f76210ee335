"""The program categories: their names, how often each is drawn, and each one's
generator (``generate(rng, target, arch) -> config``) and builder
(``build(config, target) -> run(device, trial)``)."""

from . import attention, decode, elementwise, gemm, int4cfg, lowbit, rawcode, reduce

CATEGORIES = ("gemm", "reduce", "elementwise", "lowbit", "int4cfg", "decode", "attention", "rawcode")
WEIGHTS = {"gemm": 34, "reduce": 14, "elementwise": 14, "lowbit": 20, "int4cfg": 18, "decode": 10, "attention": 10,
           "rawcode": 6}

_MODULES = {"gemm": gemm, "reduce": reduce, "elementwise": elementwise, "lowbit": lowbit, "int4cfg": int4cfg,
            "decode": decode, "attention": attention, "rawcode": rawcode}
GENERATORS = {name: module.generate for name, module in _MODULES.items()}
BUILDERS = {name: module.build for name, module in _MODULES.items()}
