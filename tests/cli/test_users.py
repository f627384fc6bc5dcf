"""`migrate users`: the members a key may assign, with the ids ownerId takes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from callbridge import connect
from callbridge.cli import cli


@pytest.fixture
def here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("CALLBRIDGE_BASE_URL", raising=False)
    monkeypatch.delenv("CALLBRIDGE_API_KEY", raising=False)
    return tmp_path


def test_users_lists_every_member_with_its_id(here: Path) -> None:
    shown = CliRunner().invoke(cli, ["users"])
    assert shown.exit_code == 0, shown.output
    lines = shown.stdout.splitlines()
    assert lines[0].split() == ["ID", "NAME", "EMAIL", "ROLE", "STATUS"]
    with connect(environ={}, announce=lambda _: None) as connection:
        members = list(connection.client.users.iter())
    # the service's order (join time, then member id), which the demo seed's clock decides
    ids = [m.id for m in members]
    assert sorted(ids) == ["usr_ada", "usr_alan", "usr_grace"]
    assert [line.split()[0] for line in lines[1:]] == ids
    grace = next(line for line in lines if line.startswith("usr_grace"))
    assert "Grace Hopper" in grace and "grace@example.com" in grace
    as_json = json.loads(CliRunner().invoke(cli, ["users", "--json"]).stdout)
    assert [m["id"] for m in as_json] == ids


def test_names_from_the_server_cannot_drive_the_terminal(here: Path) -> None:
    with connect(environ={}, announce=lambda _: None) as connection:
        workspace = connection.client.me().workspace_id
        connection.resources.create_member(workspace, id="usr_evil", name="Eve\x1b[2J\rX")
    shown = CliRunner().invoke(cli, ["users"])
    assert "\x1b" not in shown.stdout and "\r" not in shown.stdout
    assert "Eve\\x1b[2J\\x0dX" in shown.stdout
