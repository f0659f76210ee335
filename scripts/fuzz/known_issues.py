"""The failures already reported (``KNOWN_ISSUES``) and how a result is classified
against them."""

# Failures already reported (issue 26 part 5): counted as "known", printed, not failing
# the run -- and reported when they stop reproducing (like a strict xfail).  Each entry:
# (id, predicate on the configuration, what fails).
KNOWN_ISSUES = []


def known_issue(cfg):
    """The id of the known issue that covers ``cfg``, or None."""
    for ident, pred, what in KNOWN_ISSUES:
        try:
            if pred(cfg):
                return ident
        except KeyError:
            continue
    return None


def classify(cfg, res, target):
    """A failure that a known issue explains becomes 'known'; a known-issue program that
    passes is flagged (the issue may be fixed: take it out of KNOWN_ISSUES)."""
    ident = known_issue(cfg) if target == "cuda" else None
    if ident:
        res["known"] = ident
        if res["status"] == "fail":
            res["status"] = "known"
    return res
