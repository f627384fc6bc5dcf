"""How long does `migrate fix` take on a large tree, next to `migrate scan` on the same tree?

The tree: 10,000 generated files in the languages the scanner reads, 1,000 of which hold v1
uses (2,000 findings with a safe fix: the v1 base path and an x-api-key header, plus an
acting-user header in a tenth of them). `migrate scan`, `migrate fix` (the diff) and
`migrate fix --apply` (write, then scan the changed files again) each run once to warm the
page cache and the bytecode, then take turns REPEAT times; --apply runs on a fresh copy of
the tree each time (the copy is not timed). Goal: fix <= 2x scan. Prints the medians and
the ratios.

    python benchmarks/fix_speed.py [--repeat 5] [--files 10000] [--with-findings 1000]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

V1 = "https://calls.example.com/api/public/v1"
V2 = "https://calls.example.com/api/public/v2"

CLEAN = {
    "py": 'import requests\n\nBASE = "{v2}"\n\n\ndef get_{n}(s):\n    return s.get(BASE + "/lists/{n}")\n',
    "js": 'const BASE = "{v2}";\nexport async function get{n}() {{\n  return fetch(`${{BASE}}/lists/{n}`);\n}}\n',
    "go": 'package gen\n\nconst base{n} = "{v2}"\n\nfunc Item{n}() string {{ return base{n} + "/lists/{n}" }}\n',
    "rb": 'BASE_{n} = "{v2}"\n\ndef item_{n}\n  "#{{BASE_{n}}}/lists/{n}"\nend\n',
    "yaml": "service:\n  url: {v2}\n  timeout: 5\n",
}
# Two safe findings each (base path, key header); every tenth gets an acting-user header.
V1_FILES = {
    "py": 'import requests\n\nBASE = "{v1}"\nHEADERS = {{\n    "x-api-key": KEY,\n{acting}}}\n',
    "js": 'const BASE = "{v1}";\nconst headers = {{\n  "X-API-Key": process.env.CALLING_API_KEY,\n{acting}}};\n',
    "go": 'package gen\n\nconst base{n} = "{v1}"\n\nfunc auth{n}(req *http.Request) {{\n\treq.Header.Set("X-Api-Key", key)\n{acting}}}\n',
    "rb": 'BASE_{n} = "{v1}"\nHEADERS_{n} = {{\n  "x-api-key" => ENV.fetch("CALLING_KEY"),\n{acting}}}\n',
}
ACTING = {
    "py": '    "X-User-Email": who,\n',
    "js": '  "x-user-id": uid,\n',
    "go": '\treq.Header.Set("X-User-Id", uid)\n',
    "rb": '  "X-User-Email" => who,\n',
}


def build(root: Path, files: int, with_findings: int) -> int:
    """Write the tree; returns the number of v1 files."""
    kinds = sorted(CLEAN)
    v1_kinds = sorted(V1_FILES)
    for n in range(files):
        folder = root / f"pkg{n % 100:02d}"
        folder.mkdir(parents=True, exist_ok=True)
        if n < with_findings:
            ext = v1_kinds[n % len(v1_kinds)]
            acting = ACTING[ext] if n % 10 == 0 else ""
            text = V1_FILES[ext].format(v1=V1, n=n, acting=acting)
        else:
            ext = kinds[n % len(kinds)]
            text = CLEAN[ext].format(v2=V2, n=n)
        (folder / f"mod{n}.{ext}").write_text(text, encoding="utf-8")
    return with_findings


def run(args: list[str]) -> tuple[float, int]:
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "callbridge", *args],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    elapsed = time.perf_counter() - started
    if done.returncode not in (0, 1):
        raise SystemExit(f"{args[0]} failed ({done.returncode}): {done.stderr[-2000:]}")
    return elapsed, done.returncode


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--files", type=int, default=10_000)
    parser.add_argument("--with-findings", type=int, default=1_000)
    opts = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="fix-speed-") as tmp:
        pristine = Path(tmp) / "pristine"
        build(pristine, opts.files, opts.with_findings)
        env_check = subprocess.run(
            [
                sys.executable,
                "-m",
                "callbridge",
                "scan",
                str(pristine),
                "--format",
                "json",
                "--fail-on",
                "never",
            ],
            capture_output=True,
            text=True,
            check=True,
        )
        import json

        findings = len(json.loads(env_check.stdout)["findings"])
        print(f"tree: {opts.files} files, {findings} findings")

        work = Path(tmp) / "work"
        scan_times: list[float] = []
        diff_times: list[float] = []
        apply_times: list[float] = []
        for turn in range(opts.repeat + 1):  # turn 0 warms the cache and is not counted
            scan_t, _ = run(["scan", str(pristine), "--fail-on", "never"])
            diff_t, code = run(["fix", str(pristine)])
            assert code == 1, "the diff run must report pending fixes"
            if work.exists():
                shutil.rmtree(work)
            shutil.copytree(pristine, work)
            apply_t, code = run(["fix", str(work), "--apply"])
            assert code == 0, "every safe fix must apply"
            if turn:
                scan_times.append(scan_t)
                diff_times.append(diff_t)
                apply_times.append(apply_t)
        _, code = run(["fix", str(work)])
        assert code == 0, "a second run over the fixed tree must find nothing to fix"
        scan_m = statistics.median(scan_times)
        diff_m = statistics.median(diff_times)
        apply_m = statistics.median(apply_times)
        print(f"migrate scan          median {scan_m:.3f} s  ({opts.repeat} runs)")
        print(f"migrate fix (diff)    median {diff_m:.3f} s  ratio {diff_m / scan_m:.2f}x")
        print(f"migrate fix --apply   median {apply_m:.3f} s  ratio {apply_m / scan_m:.2f}x")
        print(f"goal: fix <= 2x scan: {'met' if max(diff_m, apply_m) <= 2 * scan_m else 'NOT met'}")
        print(f"cpus: {os.cpu_count()}")


if __name__ == "__main__":
    main()
