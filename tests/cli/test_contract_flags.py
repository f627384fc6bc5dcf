"""`--validate-responses` and `--strict-contract` on the commands that talk to the service:
a sandbox answer altered by a fault rule is reported (or fails the command) with its path and
request id."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from callbridge.cli import cli

RENAMED = [{"path": "^/me$", "rewrite": {"rename": {"allowedUserIds": "allowed\u001b[31m"}}}]


@pytest.fixture
def env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, sandbox_server: Any) -> Any:
    monkeypatch.setenv("CALLBRIDGE_RETRY_SLEEP", "0")
    monkeypatch.chdir(tmp_path)
    demo = sandbox_server.seed_demo()
    monkeypatch.setenv("CALLBRIDGE_BASE_URL", sandbox_server.api_url)
    monkeypatch.setenv("CALLBRIDGE_API_KEY", demo.workspace_key)
    sandbox_server.set_faults(RENAMED)
    return sandbox_server


@pytest.mark.parametrize("command", [["whoami"], ["run", "--help"], ["import", "--help"]])
def test_the_commands_offer_both_flags(command: list[str]) -> None:
    if command == ["whoami"]:
        command = ["whoami", "--help"]
    result = CliRunner().invoke(cli, command)
    assert "--validate-responses" in result.output and "--strict-contract" in result.output


def test_validate_responses_reports_once_and_succeeds(env: Any) -> None:
    result = CliRunner().invoke(cli, ["whoami", "--validate-responses"])
    assert result.exit_code == 0, result.output
    lines = [line for line in result.stderr.splitlines() if line.startswith("contract drift:")]
    assert len(lines) == 1
    assert (
        "GET /api/public/v2/me as Credential: $.allowed\\x1b[31m: not in the contract" in lines[0]
    )
    assert "request id " in lines[0]
    assert "\x1b" not in result.stderr


def test_strict_contract_fails_with_the_path_and_request_id(env: Any) -> None:
    result = CliRunner().invoke(cli, ["whoami", "--strict-contract"])
    assert result.exit_code == 1
    assert "contract_violation" in result.stderr
    assert "$.allowed\\x1b[31m: not in the contract" in result.stderr
    assert "\x1b" not in result.stderr
    assert "request id:" in result.stderr


def test_without_the_flags_nothing_is_reported(env: Any) -> None:
    result = CliRunner().invoke(cli, ["whoami"])
    assert result.exit_code == 0, result.output
    assert "contract drift" not in result.stderr
