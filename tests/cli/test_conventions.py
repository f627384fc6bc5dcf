"""What every command does the way other tools do: colour switches, quiet and verbose output,
shell completion, and where the embedded sandbox is found."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from callbridge.cli import cli

ESC = "\x1b["


def migrate(cwd: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if not k.startswith(("CALLBRIDGE_", "CI"))}
    base.pop("NO_COLOR", None)
    base.pop("FORCE_COLOR", None)
    base["CALLBRIDGE_CONFIG_DIR"] = str(cwd / "config")
    return subprocess.run(
        [sys.executable, "-m", "callbridge", *args],
        cwd=cwd,
        env={**base, **env},
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_no_color_output_is_free_of_escape_codes_and_force_color_adds_them(
    tmp_path: Path,
) -> None:
    forced = migrate(tmp_path, "run", "check-credential", FORCE_COLOR="1")
    assert forced.returncode == 0, forced.stderr
    assert ESC in forced.stdout  # a pipe, yet coloured: FORCE_COLOR
    plain = migrate(tmp_path, "run", "check-credential", NO_COLOR="1", FORCE_COLOR="1")
    assert plain.returncode == 0
    assert ESC not in plain.stdout + plain.stderr
    flag = migrate(tmp_path, "run", "check-credential", "--color", "never", FORCE_COLOR="1")
    assert ESC not in flag.stdout + flag.stderr
    always = migrate(tmp_path, "--color", "always", "run", "check-credential", NO_COLOR="1")
    assert ESC in always.stdout  # the flag beats the environment


def test_quiet_prints_nothing_on_success_and_only_the_error_on_failure(tmp_path: Path) -> None:
    ok = migrate(tmp_path, "run", "check-credential", "-q")
    assert ok.returncode == 0
    assert (ok.stdout, ok.stderr) == ("", "")
    failed = migrate(tmp_path, "-q", "run", "check-credential", "-i", "required_scopes=calls:write")
    assert failed.returncode == 1 and failed.stdout == ""
    assert failed.stderr.startswith("error: step ")
    assert "embedded sandbox" not in failed.stderr and "resume" not in failed.stderr
    usage = migrate(tmp_path, "whoami", "--quiet", "--nope")
    assert usage.returncode == 2 and "No such option" in usage.stderr


def test_verbose_shows_each_request_with_status_request_id_and_time(tmp_path: Path) -> None:
    ran = migrate(tmp_path, "whoami", "-v")
    assert ran.returncode == 0
    [line] = [x for x in ran.stderr.splitlines() if x.startswith("http: ")]
    assert line.startswith("http: GET /api/public/v2/me -> 200 (")
    assert " ms, request id " in line and line.endswith(")")
    assert "cb_test_" not in line


@pytest.mark.skipif(shutil.which("bash") is None, reason="no bash on this machine")
def test_bash_accepts_the_completion_script(tmp_path: Path) -> None:
    script = CliRunner().invoke(cli, ["completion", "bash"], prog_name="migrate")
    assert script.exit_code == 0
    assert "_MIGRATE_COMPLETE" in script.output
    path = tmp_path / "migrate.bash"
    path.write_text(script.output)
    checked = subprocess.run(["bash", "-n", str(path)], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stderr
    loaded = subprocess.run(
        ["bash", "-c", f"source {path} && complete -p migrate"], capture_output=True, text=True
    )
    assert loaded.returncode == 0 and "migrate" in loaded.stdout


@pytest.mark.parametrize("shell", ["zsh", "fish"])
def test_other_shells_get_their_script(shell: str) -> None:
    script = CliRunner().invoke(cli, ["completion", shell], prog_name="migrate")
    assert script.exit_code == 0 and "_MIGRATE_COMPLETE" in script.output
    assert CliRunner().invoke(cli, ["completion", "tcsh"]).exit_code == 2


def test_the_embedded_sandbox_is_found_in_a_parent_directory_like_git(tmp_path: Path) -> None:
    top = migrate(tmp_path, "whoami", "--json")
    assert top.returncode == 0 and "new in this directory" in top.stderr
    deeper = tmp_path / "a" / "b"
    deeper.mkdir(parents=True)
    below = migrate(deeper, "whoami", "--json")
    assert below.returncode == 0
    assert "../../.callbridge/sandbox.db, found in a parent directory" in below.stderr
    assert not (deeper / ".callbridge").exists()
    import json

    assert json.loads(below.stdout)["workspaceId"] == json.loads(top.stdout)["workspaceId"]


def test_callbridge_home_names_the_embedded_sandbox(tmp_path: Path) -> None:
    home = tmp_path / "elsewhere"
    (tmp_path / ".callbridge").mkdir()  # would be found, but the variable wins
    ran = migrate(tmp_path, "whoami", CALLBRIDGE_HOME=str(home))
    assert ran.returncode == 0
    assert "from CALLBRIDGE_HOME" in ran.stderr
    assert (home / "sandbox.db").exists() and not (tmp_path / ".callbridge" / "sandbox.db").exists()
    assert home.stat().st_mode & 0o777 == 0o700
