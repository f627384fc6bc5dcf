"""The real program: `migrate tui` as a command, and driven in a terminal through tmux."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from callbridge.cli import cli

SCRIPT = Path(__file__).parent / "tmux_walkthrough.sh"


def test_help_names_the_steps_and_keys() -> None:
    result = CliRunner().invoke(cli, ["tui", "--help"])
    assert result.exit_code == 0
    assert "connect, scan, plan, run, webhooks, report" in result.output
    assert "F1" in result.output and "Ctrl+P" in result.output


def test_a_missing_path_is_a_usage_error_not_a_traceback(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["tui", str(tmp_path / "nowhere")])
    assert result.exit_code == 2
    assert "does not exist" in result.output
    assert "Traceback" not in result.output


def test_the_command_module_does_not_import_textual() -> None:
    code = "import sys, json, callbridge.cli.tui; print(json.dumps(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert not [m for m in json.loads(out.stdout) if m.split(".")[0] == "textual"]


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
def test_tmux_walkthrough_connect_scan_quit_then_a_generated_tree() -> None:
    env = {**os.environ, "MIGRATE": f"{sys.executable} -m callbridge", "PYTHON": sys.executable}
    result = subprocess.run(
        ["bash", str(SCRIPT)], capture_output=True, text=True, env=env, timeout=120
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "walkthrough passed" in result.stdout
