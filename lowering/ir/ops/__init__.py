"""Every op class, registered on import (structural, scalar, memory, tile, thread-level)."""

from . import memory, packed, scalar, structure, thread, tile, tma, warp, wgmma  # noqa: F401  (registration)
from .memory import *  # noqa: F401,F403
from .packed import *  # noqa: F401,F403
from .scalar import *  # noqa: F401,F403
from .structure import *  # noqa: F401,F403
from .thread import *  # noqa: F401,F403
from .tile import *  # noqa: F401,F403
from .tma import *  # noqa: F401,F403
from .warp import *  # noqa: F401,F403
from .wgmma import *  # noqa: F401,F403
