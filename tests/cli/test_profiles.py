"""`migrate login`, `--profile`, `migrate config` and the order in which settings win."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from callbridge.cli import cli


@pytest.fixture
def server(sandbox_server: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    sandbox_server.demo = sandbox_server.seed_demo()
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("CALLBRIDGE_BASE_URL", raising=False)
    monkeypatch.delenv("CALLBRIDGE_API_KEY", raising=False)
    monkeypatch.setenv("CALLBRIDGE_RETRY_SLEEP", "0")
    (tmp_path / "personal.key").write_text(sandbox_server.demo.personal_key)
    (tmp_path / "workspace.key").write_text(sandbox_server.demo.workspace_key)
    return sandbox_server


def migrate(*args: str, stdin: str | None = None) -> Result:
    return CliRunner().invoke(cli, list(args), input=stdin)


def login(server: Any, profile: str, key_file: str) -> Result:
    return migrate(
        "login", "--profile", profile, "--base-url", server.base_url, "--api-key-file", key_file
    )


def test_login_checks_the_key_and_keeps_it_out_of_the_config_file(server: Any) -> None:
    done = login(server, "work", "personal.key")
    assert done.exit_code == 0, done.output
    assert "personal key of workspace" in done.output
    assert server.demo.personal_key not in done.output
    config_dir = Path(os.environ["CALLBRIDGE_CONFIG_DIR"])
    config = (config_dir / "config.toml").read_text()
    assert server.demo.personal_key not in config and "key_store" in config
    key_file = config_dir / "keys" / "work"
    assert key_file.read_text().strip() == server.demo.personal_key
    assert stat.S_IMODE(key_file.stat().st_mode) == 0o600
    assert stat.S_IMODE(key_file.parent.stat().st_mode) == 0o700
    assert stat.S_IMODE((config_dir / "config.toml").stat().st_mode) == 0o600
    listed = migrate("config", "list")
    assert "work  base_url=" in listed.output and "key=file" in listed.output
    assert server.demo.personal_key not in listed.output


def test_a_bad_key_is_refused_before_anything_is_stored(server: Any, tmp_path: Path) -> None:
    (tmp_path / "bad.key").write_text("not-a-key")
    refused = login(server, "bad", "bad.key")
    assert refused.exit_code == 2 and "documented format" in refused.output
    assert migrate("config", "list").output.count("base_url=") == 0


def test_precedence_is_flags_then_environment_then_profile_then_embedded(
    server: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert login(server, "default", "personal.key").exit_code == 0
    assert login(server, "team", "workspace.key").exit_code == 0

    def who(*args: str) -> dict[str, Any]:
        shown = migrate("whoami", "--json", "-v", *args)
        assert shown.exit_code == 0, shown.output
        return dict(json.loads(shown.stdout))

    default = who()  # no flag, no environment: the profile named default
    assert default["kind"] == "personal"
    assert default["sources"]["key"] == "profile default (file)"
    team = who("--profile", "team")
    assert team["kind"] == "workspace" and team["sources"]["profile"] == "team (--profile)"
    monkeypatch.setenv("CALLBRIDGE_API_KEY", server.demo.workspace_key)
    env_key = who()  # the environment beats the profile, the profile still gives the URL
    assert env_key["kind"] == "workspace"
    assert env_key["sources"] == {
        "key": "CALLBRIDGE_API_KEY",
        "profile": "default (the default profile)",
        "base URL": "profile default",
    }
    flag = who("--api-key-file", "personal.key")  # the flag beats the environment
    assert flag["kind"] == "personal" and flag["sources"]["key"] == "--api-key-file"
    human = migrate("whoami", "--verbose")
    assert "key from" in human.output and "flags > environment > profile" in human.output


def test_an_unknown_profile_is_a_configuration_error(server: Any) -> None:
    missing = migrate("whoami", "--profile", "nope")
    assert missing.exit_code == 2
    assert "no profile named 'nope'" in missing.output and "migrate login" in missing.output


def test_config_get_and_set_change_the_base_url_but_never_take_a_key(server: Any) -> None:
    assert login(server, "default", "personal.key").exit_code == 0
    changed = migrate("config", "set", "base_url", "http://127.0.0.1:9")
    assert changed.exit_code == 0
    assert migrate("config", "get", "base_url").output.strip() == (
        "http://127.0.0.1:9/api/public/v2"
    )
    refused = migrate("config", "set", "api_key", "x")
    assert refused.exit_code == 2 and "migrate login" in refused.output
    unknown = migrate("config", "get", "colour")
    assert unknown.exit_code == 2 and "unknown setting" in unknown.output
