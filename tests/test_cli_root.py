from __future__ import annotations

import subprocess
import sys

from click.testing import CliRunner

from callbridge.cli import cli


def test_help_lists_commands_and_explains_configuration() -> None:
    result = CliRunner().invoke(cli, ["--help"])
    assert result.exit_code == 0
    assert "CALLBRIDGE_BASE_URL" in result.output
    assert "embedded sandbox" in result.output


def test_unknown_command_is_a_usage_error() -> None:
    result = CliRunner().invoke(cli, ["no-such-command"])
    assert result.exit_code == 2
    assert "No such command" in result.output


def test_python_dash_m_runs_the_same_cli() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "callbridge", "--version"], capture_output=True, text=True
    )
    assert out.returncode == 0
    assert out.stdout.startswith("callbridge, version")
