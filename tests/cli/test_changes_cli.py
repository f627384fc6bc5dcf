"""`migrate changes tail`: one-off reads, a resumable cursor file, and --follow."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from callbridge import Client
from callbridge.cli import cli


@pytest.fixture
def server(sandbox_server: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    demo = sandbox_server.seed_demo()
    monkeypatch.setenv("CALLBRIDGE_BASE_URL", sandbox_server.api_url)
    monkeypatch.setenv("CALLBRIDGE_API_KEY", demo.workspace_key)
    sandbox_server.demo = demo
    return sandbox_server


def tail(*args: str) -> Any:
    return CliRunner().invoke(cli, ["changes", "tail", *args])


def all_sequences(server: Any) -> list[str]:
    with Client(server.demo.workspace_key, base_url=server.api_url) as client:
        return [c.sequence for c in client.changes.iter(after="0")]


def test_tail_prints_every_change_from_zero(server: Any) -> None:
    result = tail()
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert [line.split()[0] for line in lines] == all_sequences(server)
    assert "contact.created" in lines[0] and "contacts/" in lines[0]


def test_from_skips_older_changes_and_json_keeps_wire_names(server: Any) -> None:
    sequences = all_sequences(server)
    result = tail("--from", sequences[-3], "--json")
    assert result.exit_code == 0, result.output
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["sequence"] for r in rows] == sequences[-2:]
    assert {"eventId", "orgId", "resourceType", "resourceId"} <= set(rows[0])


def test_cursor_file_resumes_where_the_last_run_ended(server: Any, tmp_path: Path) -> None:
    cursor_file = tmp_path / "cursor.json"
    first = tail("--cursor-file", str(cursor_file))
    assert first.exit_code == 0 and first.stdout.strip()
    assert tail("--cursor-file", str(cursor_file)).stdout == ""
    with Client(server.demo.workspace_key, base_url=server.api_url) as client:
        client.lists.create("new since last run", server.demo.owner_id)
    third = tail("--cursor-file", str(cursor_file))
    assert len(third.stdout.splitlines()) == 1 and "list.created" in third.stdout


@pytest.mark.parametrize("cursor", ["abc", "\u00b2", "-1", ""])
def test_a_non_decimal_cursor_is_a_usage_error(server: Any, cursor: str) -> None:
    result = tail("--from", cursor)
    assert result.exit_code == 2
    assert "decimal" in result.output


def test_follow_prints_new_changes_until_interrupted(server: Any, lines: Any) -> None:
    existing = all_sequences(server)
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "callbridge", "changes", "tail", "--follow", "--interval", "0.1"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        out = lines(proc.stdout)
        printed = [out.next().split()[0] for _ in existing]
        assert printed == existing
        with Client(server.demo.workspace_key, base_url=server.api_url) as client:
            created = client.lists.create("while following", server.demo.owner_id)
        line = out.next()
        assert "list.created" in line and f"lists/{created.id}" in line
        proc.send_signal(signal.SIGINT)
        assert proc.wait(timeout=20) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def test_a_corrupt_cursor_file_is_a_clear_error(server: Any, tmp_path: Path) -> None:
    cursor_file = tmp_path / "cursor.json"
    cursor_file.write_text("{not json")
    result = tail("--cursor-file", str(cursor_file))
    assert result.exit_code == 2
    assert "cannot read the cursor file" in result.stderr
    assert "Traceback" not in result.output
