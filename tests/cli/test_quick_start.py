"""The README's quick start in a fresh virtual environment, then the four named workflows
from the installed `migrate`, in an empty directory, as a new user would run them."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
import venv
from pathlib import Path

import pytest
from workflows import FOUR_WORKFLOWS, Ran

ROOT = Path(__file__).resolve().parents[2]


def quick_start_first_command() -> list[str]:
    section = (ROOT / "README.md").read_text(encoding="utf-8").split("## Quick start", 1)[1]
    block = section.split("```bash\n", 1)[1].split("```", 1)[0]
    lines = [line for line in block.splitlines() if line.strip() and not line.startswith("#")]
    return lines[0].split("&&")


@pytest.mark.slow
def test_quick_start_in_a_fresh_venv_then_the_four_workflows(tmp_path: Path) -> None:
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    bin_dir = env_dir / ("Scripts" if sys.platform == "win32" else "bin")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CALLBRIDGE_", "VIRTUAL_ENV"))}
    env["PATH"] = f"{bin_dir}{os.pathsep}{env['PATH']}"
    env["VIRTUAL_ENV"] = str(env_dir)
    env["CALLBRIDGE_CONFIG_DIR"] = str(tmp_path / "config")
    install, main_job = (shlex.split(part) for part in quick_start_first_command())
    assert install == ["pip", "install", "-e", "."]
    installed = subprocess.run(
        [str(bin_dir / "pip"), *install[1:], "-q"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    assert installed.returncode == 0, installed.stderr[-2000:]

    workdir = tmp_path / "work"
    workdir.mkdir()

    def migrate(*args: str) -> Ran:
        done = subprocess.run(
            [str(bin_dir / "migrate"), *args],
            cwd=workdir,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        return Ran(done.returncode, done.stdout, done.stderr)

    assert main_job[0] == "migrate"
    first = migrate(*main_job[1:])
    assert first.code == 0, first.stderr
    assert "status: succeeded" in first.stdout and "embedded sandbox" in first.stderr
    for workflow in FOUR_WORKFLOWS:
        workflow(migrate, workdir)
