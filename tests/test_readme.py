"""The README's quick start stays true: two commands, the first runs the main job."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _quick_start_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"```bash\n(.*?)```", section, re.S)
    assert block, "the quick start has a bash block"
    return [
        line.strip()
        for line in block.group(1).splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]


def test_quick_start_is_two_commands_install_then_run() -> None:
    commands = _quick_start_commands()
    assert len(commands) == 2
    main_job, tests = commands
    assert main_job.startswith("pip install -e . && migrate ")
    assert tests == "pip install -e '.[test]' && pytest"


def test_ci_runs_the_readme_test_command_verbatim() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert _quick_start_commands()[1] in ci.splitlines()


def test_main_job_runs_against_the_embedded_sandbox(tmp_path: Path) -> None:
    main_job = _quick_start_commands()[0].split("&&", 1)[1]
    argv = shlex.split(main_job)
    assert argv[0] == "migrate"
    env = {k: v for k, v in os.environ.items() if not k.startswith("CALLBRIDGE_")}
    out = subprocess.run(
        [sys.executable, "-m", "callbridge", *argv[1:]],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert "embedded sandbox" in out.stderr
    assert "status: succeeded" in out.stdout
    assert (tmp_path / ".callbridge" / "sandbox.db").exists()


DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
_LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def test_every_relative_link_in_the_docs_resolves() -> None:
    broken = []
    for page in DOCS:
        for target in _LINK.findall(page.read_text(encoding="utf-8")):
            if "://" in target or target.startswith(("#", "mailto:")):
                continue
            path = target.split("#", 1)[0]
            if not (page.parent / path).exists():
                broken.append(f"{page.relative_to(ROOT)}: {target}")
    assert broken == []


def test_examples_install_only_what_the_readme_installs() -> None:
    # the README installs the checkout (`pip install -e .`, with extras); an example that
    # installs a package by name from an index would install something else
    installs = [
        (page.name, line.strip())
        for page in DOCS
        for line in page.read_text(encoding="utf-8").splitlines()
        if "pip install" in line
    ]
    assert installs
    for page, line in installs:
        command = line.split("pip install", 1)[1].split("&&")[0].split()
        target = next(word for word in command if not word.startswith("-"))
        assert target.strip("'\"`").startswith("."), (page, line)


def test_the_control_api_reference_is_in_the_docs() -> None:
    text = (ROOT / "docs" / "control-api.md").read_text(encoding="utf-8")
    for route in ("/_sandbox/reset", "/_sandbox/keys", "/_sandbox/faults", "/_sandbox/requests"):
        assert route in text
