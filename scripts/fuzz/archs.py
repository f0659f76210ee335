"""Which architectures the programs are built for: ``--arch`` specs, the ``:ampere``
variant (sm_90a with the Hopper paths switched off) and their labels."""

import os
import sys

# arch variants: "sm_90a:ampere" builds for sm_90a with the lowering's Hopper paths off
VARIANTS = {"ampere": {"TILELANG_TMA": "0", "TILELANG_WGMMA": "0"}}


def split_arch(spec):
    """"sm_90a:ampere" -> ("sm_90a", switches, the arch whose features the generator draws)."""
    arch, _, variant = spec.partition(":")
    if variant and variant not in VARIANTS:
        raise SystemExit(f"gpu_fuzz: unknown arch variant {variant!r} in {spec!r} (known: {', '.join(VARIANTS)})")
    return arch, dict(VARIANTS.get(variant, {})), ("sm_80" if variant == "ampere" else arch)


def resolve_archs(target, arch):
    """The arch specs to draw from: ``--arch`` as given (normalized), or the device's."""
    if target == "cpu" or target == "sim":  # (the arch decides which options are drawn; sim lowers for it)
        return arch.split(",") if arch != "auto" else ["sm_90a"]
    if arch != "auto":
        from tilelang.lowering.target import normalize_arch

        out = []
        for a in arch.split(","):
            base, _, variant = a.partition(":")
            out.append(normalize_arch(base) + (f":{variant}" if variant else ""))
        return out
    try:
        import torch

        if torch.cuda.is_available():
            major, minor = torch.cuda.get_device_capability()
            if (major, minor) == (9, 0):  # (an sm_80 cubin does not load there: Ampere paths by switches)
                return ["sm_90a", "sm_90a:ampere"]
            return [f"sm_{major}{minor}"]
    except Exception:  # noqa: BLE001
        pass
    env = os.environ.get("TILELANG_CUDA_ARCH")
    if env:
        return [env]
    sys.exit("gpu_fuzz: no CUDA GPU and no --arch: pass --target cpu / sim, or --arch sm_90a --compile-only")


def lowbit_arch(archs):
    """The arch lowbit_matmul builds for (the device's; its own plan)."""
    return archs[0].partition(":")[0]


def arch_label(cfg):
    """How a report names a configuration's arch: "sm_90a", "sm_90a:ampere" ..."""
    sw = cfg.get("switches") or {}
    return cfg["arch"] + (":ampere" if sw == VARIANTS["ampere"] else f" {sw}" if sw else "")
