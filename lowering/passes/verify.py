"""``verify``: check the module is well-formed (the first pass, so bad IR stops early).

Handles every op; changes nothing."""

from .base import Pass


class VerifyPass(Pass):
    name = "verify"

    def run(self, module):
        return module.verify()
