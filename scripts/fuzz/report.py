"""What a run prints: each failure with its reproducer (and a JSON file of it under
``--out``), the other results under ``-v``, and the summary table at the end."""

import json

from .archs import arch_label
from .categories import CATEGORIES
from .known_issues import KNOWN_ISSUES


def report_failure(res, cfg, args, out_dir):
    """Print a failure, the command that reproduces it, its configuration and shrunk one;
    write them to ``out_dir/fail-<seed>-<index>.json`` if given."""
    i = cfg["index"]
    print(f"FAIL [{cfg['category']}] program {i} ({res.get('phase')}, {arch_label(cfg)}): {res.get('error')}",
          flush=True)
    how = f"--config {args.config}" if args.config else f"--seed {args.seed} --only {i}"
    if args.categories and not args.config:  # (the index counts programs of these categories only)
        how += f" --categories {args.categories}"
    print(f"  reproduce: python3 scripts/gpu_fuzz.py {how} --target {args.target}"
          + (f" --arch {args.arch}" if args.arch != "auto" else ""))
    print(f"  config: {json.dumps(cfg)}")
    if res.get("traceback") and args.verbose:
        print("  " + res["traceback"].rstrip().replace("\n", "\n  "))
    shrunk = res.get("shrunk")
    if shrunk and shrunk != cfg:
        print(f"  shrunk ({res.get('shrink_tries')} tries) to: {json.dumps(shrunk)}")
    elif "shrink_tries" in res:
        print(f"  (no smaller failing configuration in {res['shrink_tries']} tries)")
    if out_dir:
        out_dir.mkdir(parents=True, exist_ok=True)
        path = out_dir / f"fail-{args.seed}-{i}.json"
        path.write_text(json.dumps({"config": cfg, "result": {k: v for k, v in res.items() if k != "event"},
                                    "shrunk": shrunk}, indent=1, default=str))
        print(f"  written: {path} (replay: python3 scripts/gpu_fuzz.py --config {path} --target {args.target})")


def record(args, res, by_index, results, out_dir):
    """Keep a program's result in ``results`` and print it (failures always, others with -v)."""
    i = res["index"]
    results[i] = res
    cfg = by_index[i]
    if res["status"] == "fail":
        report_failure(res, cfg, args, out_dir)
    elif res["status"] == "known" and args.verbose:
        print(f"known   [{cfg['category']}] {i}: {res['known']}: {res.get('error', '')[:160]}", flush=True)
    elif args.verbose:
        extra = f" rel {res['rel']:.2e}" if isinstance(res.get("rel"), float) else ""
        why = f": {res.get('error', '')[:200]}" if res["status"] == "refused" else ""
        print(f"{res['status']:7s} [{cfg['category']}] {i} ({arch_label(cfg)}, {res.get('time', 0):.2f} s{extra}){why}",
              flush=True)


def summary(args, configs, results, elapsed):
    """Print the table per category, refusals, known issues, archs and the last line
    ``fuzz: N programs, F failed, R refused ...``; returns the exit status (1: failures)."""
    cats = {}
    for c in configs:
        r = results.get(c["index"])
        row = cats.setdefault(c["category"], dict.fromkeys(("programs", "ok", "failed", "refused", "known", "not run"),
                                                           0))
        if r is None:
            row["not run"] += 1
            continue
        row["programs"] += 1
        row[{"ok": "ok", "fail": "failed", "refused": "refused", "known": "known"}[r["status"]]] += 1
    ran = [results[c["index"]] for c in configs if c["index"] in results]
    failed = sum(r["status"] == "fail" for r in ran)
    refused = sum(r["status"] == "refused" for r in ran)
    known = [r for r in ran if r["status"] == "known"]
    print("\ncategory      programs    ok  failed  refused  known  not run")
    for cat in CATEGORIES:
        if cat in cats:
            r = cats[cat]
            print(f"{cat:12s} {r['programs']:9d} {r['ok']:5d} {r['failed']:7d} {r['refused']:8d} {r['known']:6d} "
                  f"{r['not run']:8d}")
    reasons = {}
    for r in ran:
        if r["status"] == "refused":
            key = r.get("error", "").split("error: ")[-1][:100]
            reasons[key] = reasons.get(key, 0) + 1
    if reasons:
        print("refusals (the compiler's errors):")
        for k, v in sorted(reasons.items(), key=lambda kv: -kv[1])[:8]:
            print(f"  {v:4d}  {k}")
    for ident, _, what in KNOWN_ISSUES:
        hits = [r for r in known if r["known"] == ident]
        passing = [r["index"] for r in ran if r.get("known") == ident and r["status"] == "ok"]
        if hits:
            print(f"known issue {ident}: {len(hits)} programs (e.g. --only {hits[0]['index']}): {what}")
        if passing:
            print(f"known issue {ident}: {len(passing)} programs it covers PASSED (e.g. --only {passing[0]}): "
                  f"fixed? take it out of KNOWN_ISSUES")
    archs = {}
    for c in configs:
        if c["index"] in results:
            archs[arch_label(c)] = archs.get(arch_label(c), 0) + 1
    times = sorted((r.get("time", 0), r["index"]) for r in ran)
    slow = ", ".join(f"{i} ({t:.0f} s)" for t, i in times[-3:]) if times else "-"
    not_run = len(configs) - len(ran)
    print(f"archs: {', '.join(f'{a} {n}' for a, n in sorted(archs.items()))}; slowest programs: {slow}; "
          f"{elapsed:.0f} s in all")
    mode = " (compile only)" if args.compile_only else ""
    print(f"fuzz: {len(ran)} programs, {failed} failed, {refused} refused (seed {args.seed}){mode}"
          + (f", {len(known)} known" if known else "")
          + (f"; {not_run} not run (time budget)" if not_run else ""), flush=True)
    return 1 if failed else 0
