#!/usr/bin/env python3
"""make bench-check: runs the inkstone-bench suites named in bench/thresholds.json
(release build) and compares each figure with the most it may be. Prints every
figure, says which regressed, and exits 1 when any did (2 when a suite failed).

usage: scripts/bench_check.py [SUITE...]   (default: every suite in the file)
"""
import json
import subprocess
import sys

BENCH = ".build/release/inkstone-bench"


def main():
    with open("bench/thresholds.json") as handle:
        thresholds = {k: v for k, v in json.load(handle).items() if k != "about"}
    suites = sys.argv[1:] or list(thresholds)
    unknown = [s for s in suites if s not in thresholds]
    if unknown:
        sys.exit(f"bench-check: no thresholds for {', '.join(unknown)}; bench/thresholds.json has {', '.join(thresholds)}")
    regressed, failed = [], []
    for suite in suites:
        print(f"inkstone-bench {suite} …", flush=True)
        run = subprocess.run([BENCH, suite, "--json"], capture_output=True, text=True)
        if run.returncode != 0:
            failed.append(suite)
            print(f"  failed (status {run.returncode}): {run.stderr.strip()[-300:]}")
            continue
        figures = json.loads(run.stdout.strip().splitlines()[-1])
        for name, limit in thresholds[suite].items():
            value = figures.get(name)
            if value is None:
                failed.append(f"{suite}.{name}")
                print(f"  {name:44} missing from the suite's figures")
                continue
            over = value > limit["max"]
            target = f", target {limit['target']}" if "target" in limit else ""
            print(f"  {name:44} {value:>10.4g}  max {limit['max']}{target}  {'REGRESSED' if over else 'ok'}")
            if over:
                regressed.append(f"{suite}.{name} = {value:.4g} > {limit['max']}")
    if regressed:
        print("\nregressed:\n  " + "\n  ".join(regressed))
    if failed:
        print("\nnot measured: " + ", ".join(failed))
    sys.exit(2 if failed else 1 if regressed else 0)


if __name__ == "__main__":
    main()
