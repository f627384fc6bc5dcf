"""How fast is `migrate scan` on a large real tree, next to ripgrep (and semgrep if present)?

The tree: every installed package under this virtual environment's site-packages, plus a few
thousand generated source files in the languages the scanner reads (a few of them with v1
uses). ripgrep searches the same tree for the same literals the scanner prefilters on
(case-insensitive, fixed strings, listing matching files). Each tool runs once to warm the
page cache, then REPEAT times; the medians are compared. Goal: scan <= 3x ripgrep.

    python benchmarks/scan_speed.py [--repeat 5] [--files 3000] [--jobs N]

ripgrep: `apt-get install -y ripgrep`. semgrep (optional): a throwaway venv, e.g.
`python -m venv /tmp/semgrep-venv && /tmp/semgrep-venv/bin/pip install semgrep`, found on
PATH or at /tmp/semgrep-venv/bin/semgrep; skipped when absent.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import time
from pathlib import Path

from callbridge.scanner import load_rules
from callbridge.scanner._rules import prefilter_literals

TEMPLATES = {
    "py": 'import requests\n\nBASE = "{base}"\n\n\ndef get_{n}(s):\n    return s.get(BASE + "/items/{n}", timeout=5)\n',
    "js": 'const BASE = "{base}";\nexport async function get{n}() {{\n  return fetch(`${{BASE}}/items/{n}`);\n}}\n',
    "ts": 'const BASE: string = "{base}";\nexport const item{n} = (): Promise<Response> => fetch(`${{BASE}}/items/{n}`);\n',
    "go": 'package gen\n\nconst base{n} = "{base}"\n\nfunc Item{n}() string {{ return base{n} + "/items/{n}" }}\n',
    "rb": 'BASE_{n} = "{base}"\n\ndef item_{n}\n  "#{{BASE_{n}}}/items/{n}"\nend\n',
    "java": 'class Item{n} {{\n  static final String BASE = "{base}";\n  String url() {{ return BASE + "/items/{n}"; }}\n}}\n',
    "yaml": "service:\n  url: {base}\n  timeout: 5\n",
    "sh": '#!/bin/sh\ncurl -fsS "{base}/items/{n}"\n',
}


def generate(root: Path, count: int) -> None:
    rng = random.Random(5)
    kinds = sorted(TEMPLATES)
    for n in range(count):
        kind = kinds[n % len(kinds)]
        base = (
            "https://calls.example.com/api/public/v1"
            if rng.random() < 0.02
            else "https://api.example.net/v2"
        )
        folder = root / f"pkg{n // 200:03d}"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"mod{n}.{kind}").write_text(
            TEMPLATES[kind].format(base=base, n=n), encoding="utf-8"
        )


def timed(
    cmd: list[str], repeat: int, timeout: float = 900, warm: bool = True
) -> tuple[float, list[float], str]:
    if warm:
        subprocess.run(cmd, capture_output=True, timeout=timeout, check=False)
    times = []
    out = ""
    for _ in range(repeat):
        start = time.perf_counter()
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, check=False)
        times.append(time.perf_counter() - start)
        out = proc.stdout
    return statistics.median(times), times, out


def tree_size(paths: list[Path]) -> tuple[int, int]:
    files = size = 0
    for top in paths:
        for folder, dirs, names in os.walk(top):
            dirs[:] = [d for d in dirs if d not in (".git",)]
            for name in names:
                try:
                    size += os.lstat(os.path.join(folder, name)).st_size
                    files += 1
                except OSError:
                    pass
    return files, size


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--files", type=int, default=3000, help="generated files")
    parser.add_argument("--jobs", type=int, default=None, help="scanner worker processes")
    parser.add_argument("--no-semgrep", action="store_true", help="skip semgrep (minutes)")
    args = parser.parse_args()

    rg = shutil.which("rg")
    if rg is None:
        sys.exit("ripgrep not found: apt-get update && apt-get install -y ripgrep")
    site = Path(sysconfig.get_paths()["purelib"])
    literals = prefilter_literals(load_rules())

    with tempfile.TemporaryDirectory(prefix="callbridge-bench-") as tmp:
        generated = Path(tmp) / "generated"
        generate(generated, args.files)
        paths = [site, generated]
        files, size = tree_size(paths)
        print(f"tree: {site} + {args.files} generated files")
        print(f"files: {files}  MB: {size / 1e6:.1f}  (literals: {len(literals)})")

        scan_cmd = [
            sys.executable,
            "-m",
            "callbridge",
            "scan",
            "--format",
            "json",
            "--fail-on",
            "never",
            "--no-ignore",
        ]
        if args.jobs:
            scan_cmd += ["--jobs", str(args.jobs)]
        scan_cmd += [str(p) for p in paths]
        rg_cmd = [rg, "--no-ignore", "--hidden", "-i", "-F", "-l"]
        for literal in literals:
            rg_cmd += ["-e", literal]
        rg_cmd += [str(p) for p in paths]

        scan_s, scan_all, scan_out = timed(scan_cmd, args.repeat)
        rg_s, rg_all, rg_out = timed(rg_cmd, args.repeat)
        stats = json.loads(scan_out)["stats"]
        print(
            f"migrate scan: median {scan_s:.3f} s  runs {[round(t, 3) for t in scan_all]}  "
            f"files scanned {stats['files_scanned']}, candidates {stats['files_candidate']}, "
            f"MB {stats['bytes_scanned'] / 1e6:.1f}, jobs {stats['jobs']}, skipped {stats['skipped']}"
        )
        print(
            f"ripgrep:      median {rg_s:.3f} s  runs {[round(t, 3) for t in rg_all]}  "
            f"files matching {len(rg_out.splitlines())}"
        )
        ratio = scan_s / rg_s
        print(
            f"ratio scan/ripgrep: {ratio:.2f}x  (goal <= 3x: {'met' if ratio <= 3 else 'NOT met'})"
        )

        semgrep = shutil.which("semgrep") or "/tmp/semgrep-venv/bin/semgrep"
        if args.no_semgrep:
            print("semgrep: skipped (--no-semgrep)")
            return
        if not Path(semgrep).exists():
            print("semgrep: not installed, skipped")
            return
        rule = Path(tmp) / "semgrep.yaml"
        rule.write_text(
            "rules:\n  - id: v1-usage\n    languages: [generic]\n    severity: ERROR\n"
            "    message: v1 usage\n    pattern-regex: (?i)(api/public/v1|x-user-(email|id)|x-api-key|contact-lists)\n",
            encoding="utf-8",
        )
        semgrep_cmd = [
            semgrep,
            "scan",
            "--config",
            str(rule),
            "--metrics",
            "off",
            "--no-git-ignore",
            "--quiet",
            "--json",
            "--timeout",
            "0",
            *[str(p) for p in paths],
        ]
        try:
            sg_s, _, _ = timed(semgrep_cmd, 1, timeout=900, warm=False)  # cache already warm
            print(
                f"semgrep:      {sg_s:.3f} s  ({sg_s / rg_s:.1f}x ripgrep, equivalent regex rule)"
            )
        except subprocess.TimeoutExpired:
            print("semgrep: gave up after 900 s")


if __name__ == "__main__":
    main()
