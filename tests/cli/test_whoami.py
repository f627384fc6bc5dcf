"""`migrate whoami`: configuration resolution, masking and error reporting."""

from __future__ import annotations

import json
import subprocess
import sys
import uuid
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from callbridge.cli import cli


@pytest.fixture
def env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> pytest.MonkeyPatch:
    """A clean environment in an empty directory (the embedded sandbox would live here)."""
    monkeypatch.delenv("CALLBRIDGE_API_KEY", raising=False)
    monkeypatch.delenv("CALLBRIDGE_BASE_URL", raising=False)
    monkeypatch.setenv("CALLBRIDGE_RETRY_SLEEP", "0")
    monkeypatch.chdir(tmp_path)
    return monkeypatch


@pytest.fixture
def server(sandbox_server: Any) -> Any:
    sandbox_server.demo = sandbox_server.seed_demo()
    return sandbox_server


def run(*args: str) -> Any:
    return CliRunner().invoke(cli, ["whoami", *args])


def test_whoami_over_the_environment_masks_the_key(env: pytest.MonkeyPatch, server: Any) -> None:
    env.setenv("CALLBRIDGE_BASE_URL", server.api_url)
    env.setenv("CALLBRIDGE_API_KEY", server.demo.personal_key)
    result = run()
    assert result.exit_code == 0, result.output
    assert server.demo.workspace_id in result.stdout
    assert "personal" in result.stdout and server.demo.owner_id in result.stdout
    assert "lists:write" in result.stdout
    assert server.demo.personal_key not in result.output
    assert server.demo.personal_key.split(".")[1] not in result.output
    assert "…****" in result.stdout


def test_whoami_json(env: pytest.MonkeyPatch, server: Any) -> None:
    env.setenv("CALLBRIDGE_API_KEY", server.demo.workspace_key)
    result = run("--base-url", server.base_url, "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["kind"] == "workspace" and data["workspaceId"] == server.demo.workspace_id
    assert data["key"].endswith("…****")


def test_key_from_a_file(env: pytest.MonkeyPatch, server: Any, tmp_path: Path) -> None:
    key_file = tmp_path / "key"
    key_file.write_text(server.demo.workspace_key + "\n")
    result = run("--base-url", server.api_url, "--api-key-file", str(key_file))
    assert result.exit_code == 0, result.output
    assert "workspace" in result.stdout


def test_there_is_no_plain_api_key_flag(env: pytest.MonkeyPatch) -> None:
    result = run("--api-key", "cb_test_x.y")
    assert result.exit_code == 2
    assert "No such option" in result.output


def test_without_configuration_the_embedded_sandbox_is_used_and_announced(
    env: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    result = run()
    assert result.exit_code == 0, result.output
    assert "embedded sandbox" in result.stderr
    assert "workspace" in result.stdout
    assert (tmp_path / ".callbridge" / "sandbox.db").exists()
    again = run()
    assert again.exit_code == 0 and "newly seeded" not in again.stderr


def test_unknown_key_is_a_clear_service_error(env: pytest.MonkeyPatch, server: Any) -> None:
    env.setenv("CALLBRIDGE_BASE_URL", server.api_url)
    env.setenv("CALLBRIDGE_API_KEY", f"cb_test_{uuid.uuid4()}.{'z' * 43}")
    result = run()
    assert result.exit_code == 1
    assert "invalid_api_key" in result.stderr and "request id:" in result.stderr
    assert "Traceback" not in result.output
    assert "z" * 43 not in result.output


@pytest.mark.parametrize(
    ("variables", "args", "fragment"),
    [
        ({"CALLBRIDGE_API_KEY": f"cb_test_{uuid.uuid4()}.abc"}, [], "no base URL"),
        ({"CALLBRIDGE_BASE_URL": "http://127.0.0.1:9"}, [], "no API key"),
        (
            {"CALLBRIDGE_BASE_URL": "http://127.0.0.1:9", "CALLBRIDGE_API_KEY": "sk_live_123"},
            [],
            "documented format",
        ),
        (
            {},
            ["--base-url", "http://127.0.0.1:9", "--api-key-file", "/nonexistent/key"],
            "cannot read the API key file",
        ),
    ],
)
def test_configuration_errors_exit_2_before_any_request(
    env: pytest.MonkeyPatch, variables: dict[str, str], args: list[str], fragment: str
) -> None:
    for name, value in variables.items():
        env.setenv(name, value)
    result = run(*args)
    assert result.exit_code == 2
    assert fragment in result.stderr
    assert "Traceback" not in result.output


def test_unreachable_service_is_a_connection_error(env: pytest.MonkeyPatch) -> None:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env.setenv("CALLBRIDGE_BASE_URL", f"http://127.0.0.1:{port}")
    env.setenv("CALLBRIDGE_API_KEY", f"cb_test_{uuid.uuid4()}.abc")
    result = run()
    assert result.exit_code == 1
    assert "connection error" in result.stderr


HEAVY = {"httpx", "pydantic", "polars", "fastapi", "uvicorn", "textual", "jinja2", "rich"}


@pytest.mark.parametrize(
    "command",
    [
        ["whoami"],
        ["webhooks", "listen"],
        ["changes", "tail"],
        ["users"],
        ["login"],
        ["config"],
        ["config", "list"],
        ["config", "set"],
        ["completion"],
    ],
    ids=" ".join,
)
def test_help_of_the_client_commands_imports_no_heavy_package(command: list[str]) -> None:
    # Help must stay instant: the client (httpx, pydantic) is imported only when a command runs.
    code = (
        "import sys, json\n"
        "from callbridge.cli import cli\n"
        f"try:\n    cli({[*command, '--help']!r}, standalone_mode=False)\n"
        "except SystemExit:\n    pass\n"
        "print(json.dumps(sorted(sys.modules)), file=sys.stderr)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert "Usage:" in out.stdout
    loaded = json.loads(out.stderr.strip().splitlines()[-1])
    assert sorted(m for m in loaded if m.split(".")[0] in HEAVY) == []
