"""``numpy = lazy_module("numpy")``: a module that loads at its first attribute access.

``import tilelang`` and ``import tilelang.language as T`` define dtypes, layouts and the
language's names, none of which needs numpy until something is computed with it; numpy
takes longer to import than all of them together.  The modules that run at import
bind ``np = lazy_module("numpy")`` and use ``np.<name>`` only inside functions.
"""

from __future__ import annotations

import importlib.util
import sys
import types


def lazy_module(name: str):
    """The module ``name``: the loaded one if it is loaded, else one whose loading waits
    for its first attribute access (``importlib.util.LazyLoader``)."""
    loaded = sys.modules.get(name)
    if loaded is not None:
        return loaded
    spec = importlib.util.find_spec(name)
    loader = importlib.util.LazyLoader(spec.loader)
    spec.loader = loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    loader.exec_module(module)
    return module


def loaded(name: str):
    """The module ``name`` when something has loaded it, else None (never loads it: a lazy
    module that nobody has touched yet counts as not loaded)."""
    module = sys.modules.get(name)
    return module if type(module) is types.ModuleType else None


def is_integer(x) -> bool:
    """``x`` is a Python int or a numpy integer, not a bool.  Asks numpy only when it is
    loaded: a numpy integer cannot exist before, and the compiler must not import numpy
    just to ask."""
    if isinstance(x, int):
        return not isinstance(x, bool)
    np = loaded("numpy")
    return np is not None and isinstance(x, np.integer)
