"""SM clock and board power while one kernel runs back to back, sampled with
``nvidia-smi`` (GPU only; used by ``benchmarks/ablate_int4.py --power``).

Why: an H100 SXM running the M = 128 int4 gemm (or cuBLAS at that size) draws its
whole power limit, and the driver lowers the SM clock to stay under it.  A kernel
that keeps more SMs busy, or issues more instructions per FLOP, then runs at a lower
clock: under the cap, time follows energy, and a faster schedule can be slower.

    s = sample(lambda: launch(...), seconds=2.0)
    print(s.summary())  # "118.8 us/launch back to back, SM 1620 MHz, 682 W of 700 W, power-capped in 100% ..."
"""

from __future__ import annotations

import shutil
import statistics
import subprocess
import threading
import time
from dataclasses import dataclass

SW_POWER_CAP = 0x4  # nvidia-smi clocks_event_reasons: the driver holds the clock under the power limit
QUERY = "clocks.sm,power.draw,power.limit,clocks_event_reasons.active"


@dataclass
class PowerSample:
    us_per_launch: float  # wall time per launch, launches queued back to back
    clock_mhz: float  # median SM clock while they ran
    power_w: float  # median board power
    limit_w: float
    capped: float  # fraction of the samples with the software power cap active

    def summary(self) -> str:
        return (f"{self.us_per_launch:7.1f} us/launch back to back, SM {self.clock_mhz:5.0f} MHz, "
                f"{self.power_w:4.0f} W of {self.limit_w:.0f} W, power-capped in {self.capped:.0%} of samples")


def available() -> bool:
    return shutil.which("nvidia-smi") is not None


def sample(fn, seconds: float = 2.0, settle: float = 0.5) -> PowerSample | None:
    """Run ``fn`` (one kernel launch) back to back for ``seconds`` while nvidia-smi
    samples every 20 ms; the first ``settle`` seconds (clocks still moving) are not
    counted.  None without nvidia-smi."""
    import torch

    if not available():
        return None
    rows: list[tuple[float, str]] = []
    proc = subprocess.Popen(["nvidia-smi", f"--query-gpu={QUERY}", "--format=csv,noheader,nounits", "-lms", "20"],
                            stdout=subprocess.PIPE, text=True)
    reader = threading.Thread(target=lambda: rows.extend((time.time(), line) for line in proc.stdout), daemon=True)
    reader.start()
    try:
        time.sleep(0.3)  # (nvidia-smi's first sample)
        torch.cuda.synchronize()
        start, launches = time.time(), 0
        while time.time() - start < seconds:
            for _ in range(50):
                fn()
            launches += 50
            torch.cuda.synchronize()
        end = time.time()
    finally:
        proc.terminate()
        proc.wait()
    reader.join(timeout=1)
    return summarize([line for t, line in rows if start + settle < t < end], launches, end - start)


def summarize(lines, launches: int, seconds: float) -> PowerSample | None:
    """The medians of nvidia-smi's CSV ``lines`` (``QUERY``'s four fields, no units);
    lines that do not parse (a header, "[N/A]") are skipped; None when none is left."""
    fields = []
    for line in lines:
        f = [x.strip() for x in line.split(",")]
        try:
            fields.append((float(f[0]), float(f[1]), float(f[2]), int(f[3], 16)))
        except (ValueError, IndexError):
            continue
    if not fields or not launches:
        return None
    return PowerSample(us_per_launch=seconds / launches * 1e6,
                       clock_mhz=statistics.median(f[0] for f in fields),
                       power_w=statistics.median(f[1] for f in fields),
                       limit_w=fields[0][2],
                       capped=sum(bool(f[3] & SW_POWER_CAP) for f in fields) / len(fields))
