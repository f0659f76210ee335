"""The package version (its own module, so that the compiler layers below ``tilelang``
can read it for cache keys without importing the package surface)."""

__version__ = "0.1.0"
