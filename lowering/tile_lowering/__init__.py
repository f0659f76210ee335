"""Per-op rules of the ``lower-tile-ops`` pass and the state they share."""
