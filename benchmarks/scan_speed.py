"""How fast is `migrate scan` on a large real tree, next to ripgrep (and semgrep if present)?

The tree: every installed package under this virtual environment's site-packages, plus a few
thousand generated source files in the languages the scanner reads (a few of them with v1
uses). ripgrep searches the same files for the literals the scanner's prefilter searches
(fixed strings, ASCII case ignored as the scan ignores it, listing matching files, ignore
files off like the scan's `--no-ignore`, and the folders and binary names the scan never
opens excluded: `__pycache__`, `.git`, `*.so`, ...). ripgrep is also timed as a user would
run it with ignore files off (every file, Unicode case), which also opens the bytecode the
scan skips, for reference. Each tool runs once to warm the page cache, then they take turns
REPEAT times, so all see the same machine; the medians are compared, and the ratio of each
turn is printed too. Goal: scan <= 3x ripgrep on the same files.

The scanner runs as an installed package does, with its bytecode compiled: the warm-up run
writes it under a temporary PYTHONPYCACHEPREFIX. It runs a second time with Hyperscan kept
from importing, as on a platform with no wheel for it. When the environment forbids
bytecode (PYTHONDONTWRITEBYTECODE), the median without it is printed too.

    python benchmarks/scan_speed.py [--repeat 7] [--files 3000] [--hard-files 3000]
                                    [--projects 1000] [--jobs N] [--no-semgrep]
                                    [--semgrep-timeout 300]

A second tree, the hard one, is generated too: single-line OpenAPI dumps of other services
(hundreds of `"version":"v1"` pairs and their own `/v1/` paths), a 2 MB minified bundle, a
2 MB base64 line, an 8,000-entry lock file and a few thousand small files sending another
service's `x-api-key`, beside the same site-packages. It must give no finding. Last, the
time per MB of single-line JSON files whose lines are 10 KB, 100 KB and 1 MB long: linear
time keeps the three alike. Then a tree of 1,000 small projects side by side, each with its
own `.gitignore` (a dozen source files, a build folder it leaves out), scanned as a scan runs by default (ignore files honoured) and beside
ripgrep honouring them too: the cost of ignore files must be that of reading them.

ripgrep: `apt-get install -y ripgrep`. semgrep (optional): a throwaway venv, e.g.
`python -m venv /tmp/semgrep-venv && /tmp/semgrep-venv/bin/pip install semgrep`, found on
PATH or at /tmp/semgrep-venv/bin/semgrep; skipped when absent, and given up on after
--semgrep-timeout seconds so the benchmark always finishes.
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
from callbridge.scanner._filescan import build_spec
from callbridge.scanner._languages import BINARY_EXTENSIONS
from callbridge.scanner._prefilter import hyperscan_version
from callbridge.scanner._rules import prefilter_literals
from callbridge.scanner._walker import SKIP_DIRS

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


PLAIN = (
    "import sys; sys.modules['hyperscan'] = None; sys.argv[0] = 'migrate'; "
    "from callbridge.cli import main; sys.exit(main())"
)


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


def _openapi_line(rng: random.Random, n: int, pairs: int) -> str:
    """One single-line OpenAPI dump of another service: `"version":"v1"` everywhere, its
    own `/v1/` paths, an `x-api-key` security scheme and a base URL of its own."""
    paths = ",".join(
        f'"/v1/things{n}/{{id{i}}}":{{"get":{{"operationId":"get{i}","version":"v1",'
        f'"parameters":[{{"name":"x-api-key","in":"header"}},{{"name":"version","in":"query",'
        f'"schema":{{"type":"string","default":"v1"}}}}],"responses":{{"502":{{"description":'
        f'"Bad gateway"}},"404":{{"description":"user not found"}}}}}}}}'
        for i in range(pairs)
    )
    return (
        f'{{"openapi":"3.0.1","info":{{"title":"Other {n}","version":"v1"}},'
        f'"servers":[{{"url":"https://api.other{n}.example.net/v1"}}],'
        f'"components":{{"securitySchemes":{{"key":{{"type":"apiKey","name":"x-api-key",'
        f'"in":"header"}}}}}},"paths":{{{paths}}},"x-seed":{rng.random()}}}'
    )


def _bundle(size: int) -> str:
    """A minified bundle: one line of calls to other services with their own keys."""
    part = (
        'function a(e){return fetch("https://api.maps.example.org/v1/geo?q="+e,{headers:'
        '{"x-api-key":k,"X-User-Id":u}}).then(function(r){if(r.status===502)throw Error(r);'
        'return r.json()})}var version="v1",key="k",o={"/v1/items":1};'
    )
    return part * (size // len(part))


def generate_hard(root: Path, small_files: int) -> None:
    """Machine-written files that a line-by-line scanner chokes on, and many small files
    with another service's `x-api-key`; none of them holds a v1 use of this service."""
    import base64

    rng = random.Random(11)
    dumps = root / "openapi"
    dumps.mkdir(parents=True)
    for n in range(6):
        line = _openapi_line(rng, n, pairs=250 + 100 * n)  # ~80-200 KB, one line
        (dumps / f"other-{n}.json").write_text(line, encoding="utf-8")
    web = root / "web" / "dist"
    web.mkdir(parents=True)
    (web / "app.bundle.js").write_text(_bundle(2_000_000), encoding="utf-8")
    blob = base64.b64encode(rng.randbytes(1_500_000)).decode()  # 2 MB, one line
    (root / "assets").mkdir()
    (root / "assets" / "font.b64").write_text(blob, encoding="utf-8")
    (root / "assets" / "font.json").write_text(f'{{"data":"{blob[:500_000]}"}}', "utf-8")
    entries = ",\n".join(
        f'    "node_modules/pkg-{i}": {{\n      "version": "1.{i % 50}.0",\n'
        f'      "resolved": "https://registry.npmjs.org/pkg-{i}/-/pkg-{i}-1.{i % 50}.0.tgz",\n'
        f'      "integrity": "sha512-{base64.b64encode(rng.randbytes(48)).decode()}"\n    }}'
        for i in range(8000)
    )
    (root / "package-lock.json").write_text(
        f'{{\n  "name": "app",\n  "lockfileVersion": 3,\n  "packages": {{\n{entries}\n  }}\n}}\n',
        encoding="utf-8",
    )
    for n in range(small_files):
        folder = root / "clients" / f"svc{n // 250:02d}"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"weather_{n}.py").write_text(
            "import requests\n\n"
            f'URL = "https://api.weather{n % 7}.example.com/v1/forecast"\n\n\n'
            f"def forecast_{n}(key, city):\n"
            '    resp = requests.get(URL, params={"q": city}, headers={"x-api-key": key})\n'
            "    if resp.status_code == 502:\n"
            "        return None\n"
            "    return resp.json()\n",
            encoding="utf-8",
        )


def generate_lines(root: Path, line_bytes: int, total: int) -> None:
    """`total` bytes of single-line JSON files whose lines are `line_bytes` long."""
    rng = random.Random(line_bytes)
    pairs = max(1, line_bytes // 420)
    per_file = max(line_bytes, 1_000_000)
    root.mkdir(parents=True)
    for n in range(max(1, total // per_file)):
        lines = []
        size = 0
        while size < per_file:
            line = _openapi_line(rng, n, pairs)[:line_bytes]
            lines.append(line)
            size += len(line) + 1
        (root / f"dump-{n}.json").write_text("\n".join(lines) + "\n", encoding="utf-8")


GITIGNORE = (
    "target/\nbuild/\nnode_modules/\n*.log\n.idea/\n*.iml\n.env\n!.env.example\ndist/\n/out\n"
)


def generate_projects(root: Path, count: int) -> None:
    """`count` projects side by side, as in a monorepo of examples: each with its own
    `.gitignore`, a dozen source files and a build folder the ignore file leaves out."""
    kinds = sorted(TEMPLATES)
    for n in range(count):
        project = root / f"project-{n}"
        (project / "src").mkdir(parents=True)
        (project / "target").mkdir()
        (project / ".gitignore").write_text(GITIGNORE, encoding="utf-8")
        for i in range(12):
            kind = kinds[(n + i) % len(kinds)]
            code = TEMPLATES[kind].format(n=f"{n}_{i}", base=f"https://api.example{n}.com/v1")
            (project / "src" / f"item_{i}.{kind}").write_text(code, encoding="utf-8")
        for i in range(4):
            (project / "target" / f"build-{i}.log").write_text(
                "x-api-key: generated\n" * 50, encoding="utf-8"
            )


def run(cmd: list[str], env: dict[str, str] | None, timeout: float) -> tuple[float, str]:
    start = time.perf_counter()
    proc = subprocess.run(
        cmd, capture_output=True, text=True, timeout=timeout, check=False, env=env
    )
    elapsed = time.perf_counter() - start
    if proc.returncode not in (0, 1):  # 1: findings (scan) or no match (rg)
        sys.exit(f"{cmd[0]} failed ({proc.returncode}): {proc.stderr.strip()[:500]}")
    return elapsed, proc.stdout


def side_by_side(
    commands: dict[str, tuple[list[str], dict[str, str] | None]], repeat: int
) -> dict[str, tuple[list[float], str]]:
    """Warm every command once, then run them in turns; every time and the last output."""
    results: dict[str, tuple[list[float], str]] = {}
    for name, (cmd, env) in commands.items():
        results[name] = ([], run(cmd, env, 900)[1])
    for _ in range(repeat):
        for name, (cmd, env) in commands.items():
            elapsed, out = run(cmd, env, 900)
            results[name][0].append(elapsed)
            results[name] = (results[name][0], out)
    return results


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


def semgrep_time(tmp: Path, paths: list[Path], timeout: float) -> str:
    semgrep = shutil.which("semgrep") or "/tmp/semgrep-venv/bin/semgrep"
    if not Path(semgrep).exists():
        return "semgrep: not installed, skipped"
    rule = tmp / "semgrep.yaml"
    rule.write_text(
        "rules:\n  - id: v1-usage\n    languages: [generic]\n    severity: ERROR\n"
        "    message: v1 usage\n    pattern-regex: (?i)(api/public/v1|x-user-(email|id)|x-api-key|contact-lists)\n",
        encoding="utf-8",
    )
    cmd = [
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
        elapsed, _ = run(cmd, None, timeout)  # the page cache is already warm
    except subprocess.TimeoutExpired:
        return f"semgrep:      gave up after {timeout:.0f} s (equivalent regex rule)"
    return f"semgrep:      {elapsed:.3f} s  (one run, equivalent regex rule)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--files", type=int, default=3000, help="generated files")
    parser.add_argument("--jobs", type=int, default=None, help="scanner processes")
    parser.add_argument("--hard-files", type=int, default=3000, help="small files, hard tree")
    parser.add_argument("--projects", type=int, default=1000, help="projects with a .gitignore")
    parser.add_argument("--no-semgrep", action="store_true", help="skip semgrep (minutes)")
    parser.add_argument("--semgrep-timeout", type=float, default=300)
    args = parser.parse_args()

    rg = shutil.which("rg")
    if rg is None:
        sys.exit("ripgrep not found: apt-get update && apt-get install -y ripgrep")
    site = Path(sysconfig.get_paths()["purelib"])
    rules = load_rules()
    searched = [x.decode() for x in build_spec(rules, prefilter_literals(rules))[0]]

    with tempfile.TemporaryDirectory(prefix="callbridge-bench-") as tmp:
        generated = Path(tmp) / "generated"
        generate(generated, args.files)
        hard = Path(tmp) / "hard"
        generate_hard(hard, args.hard_files)
        print(f"literals (the prefilter's, for both): {' '.join(searched)}")
        print(f"scanner search: Hyperscan {hyperscan_version() or 'not installed'}")
        compiled = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        compiled["PYTHONPYCACHEPREFIX"] = str(Path(tmp) / "pycache")

        def commands(paths: list[Path]) -> dict[str, tuple[list[str], dict[str, str] | None]]:
            scan_cmd = [sys.executable, "-m", "callbridge", "scan", "--format", "json"]
            scan_cmd += ["--fail-on", "never", "--no-ignore"]
            if args.jobs:
                scan_cmd += ["--jobs", str(args.jobs)]
            scan_cmd += [str(p) for p in paths]
            patterns = [arg for literal in searched for arg in ("-e", literal)]
            targets = [str(p) for p in paths]
            # ripgrep on exactly the files the scan reads: the folders it never walks and
            # the names it never opens (bytecode, archives, images) excluded, and ASCII case
            # ignored as the scan ignores it. This is the comparison the goal is about.
            same_files = [arg for d in sorted(SKIP_DIRS) for arg in ("--glob", f"!{d}/")]
            same_files += [arg for e in sorted(BINARY_EXTENSIONS) for arg in ("--iglob", f"!*{e}")]
            rg_cmd = [rg, "--no-ignore", "--hidden", "-i", "--no-unicode", "-F", "-l"]
            rg_cmd += same_files + patterns + targets
            # ripgrep as a user would run it with ignore files off: it also opens the
            # bytecode and binaries the scan skips by name, and folds Unicode case
            rg_all = [rg, "--no-ignore", "--hidden", "-i", "-F", "-l", *patterns, *targets]
            return {
                "scan": (scan_cmd, compiled),
                "rg": (rg_cmd, None),
                "rg, every file": (rg_all, None),
            }

        trees = {
            "site-packages + generated": [site, generated],
            "hard (machine-written files, small files, site-packages)": [hard, site],
        }
        for label, paths in trees.items():
            files, size = tree_size(paths)
            cmds = commands(paths)
            if label.startswith("site"):  # the same scan without Hyperscan, as on a
                # platform with no wheel for it: this process and its workers use `re`
                cmds["scan, no Hyperscan"] = (
                    [sys.executable, "-c", PLAIN, *cmds["scan"][0][3:]],
                    compiled,
                )
            results = side_by_side(cmds, args.repeat)
            scan_times, scan_out = results["scan"]
            rg_times, rg_out = results["rg"]
            scan_s, rg_s = statistics.median(scan_times), statistics.median(rg_times)
            data = json.loads(scan_out)
            stats = data["stats"]
            ratio = scan_s / rg_s
            print(f"\ntree: {label}\nfiles: {files}  MB: {size / 1e6:.1f}")
            print(
                f"migrate scan: median {scan_s:.3f} s  runs {[round(t, 3) for t in scan_times]}\n"
                f"              files scanned {stats['files_scanned']}, "
                f"MB {stats['bytes_scanned'] / 1e6:.1f}, candidates {stats['files_candidate']}, "
                f"processes {stats['jobs']}, skipped {stats['skipped']}, "
                f"findings {len(data['findings'])}"
            )
            print(
                f"ripgrep:      median {rg_s:.3f} s  runs {[round(t, 3) for t in rg_times]}  "
                f"files matching {len(rg_out.splitlines())}  (the files the scan reads)"
            )
            every = results["rg, every file"][0]
            every_s = statistics.median(every)
            print(
                f"ripgrep, every file: median {every_s:.3f} s  "
                f"runs {[round(t, 3) for t in every]}  (ratio to it {scan_s / every_s:.2f}x)"
            )
            if "scan, no Hyperscan" in results:
                plain = statistics.median(results["scan, no Hyperscan"][0])
                print(
                    f"migrate scan without Hyperscan (standard-library search): median "
                    f"{plain:.3f} s  ({plain / rg_s:.2f}x ripgrep)"
                )
            each = [round(a / b, 2) for a, b in zip(scan_times, rg_times, strict=True)]
            print(
                f"ratio scan/ripgrep: {ratio:.2f}x  (each turn {each}; "
                f"goal <= 3x: {'met' if ratio <= 3 else 'NOT met'})"
            )

        print("\ntime per MB by line length (single-line JSON dumps, 4 MB each):")
        for length in (10_000, 100_000, 1_000_000):
            folder = Path(tmp) / f"lines-{length}"
            generate_lines(folder, length, 4_000_000)
            _, size = tree_size([folder])
            results = side_by_side(commands([folder]), args.repeat)
            scan_s = statistics.median(results["scan"][0])
            rg_s = statistics.median(results["rg"][0])
            print(
                f"  lines of {length // 1000:>5} KB: scan {scan_s / (size / 1e6) * 1000:6.1f} ms/MB"
                f"  ({scan_s:.3f} s for {size / 1e6:.1f} MB; ripgrep {rg_s:.3f} s)"
            )
        # ignore files honoured, as a scan runs by default: each project's .gitignore is
        # read and matched, so the cost must stay that of the files, not of the patterns
        projects = Path(tmp) / "projects"
        generate_projects(projects, args.projects)
        cmds = commands([projects])
        cmds["scan"] = ([c for c in cmds["scan"][0] if c != "--no-ignore"], compiled)
        rg_honouring = [c for c in cmds["rg"][0] if c != "--no-ignore"]
        cmds["rg"] = ([rg_honouring[0], "--no-require-git", *rg_honouring[1:]], None)
        del cmds["rg, every file"]
        results = side_by_side(cmds, args.repeat)
        scan_s = statistics.median(results["scan"][0])
        rg_s = statistics.median(results["rg"][0])
        print(
            f"\nignore files: {args.projects} projects, each with its .gitignore honoured: "
            f"scan {scan_s:.3f} s, ripgrep {rg_s:.3f} s ({scan_s / rg_s:.2f}x)"
        )
        if args.no_semgrep:
            print("semgrep: skipped (--no-semgrep)")
        else:
            print(semgrep_time(Path(tmp), [site, generated], args.semgrep_timeout))


if __name__ == "__main__":
    main()
