"""Kill -9 in the middle of an import, run it again: nothing duplicated, nothing lost."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from bulk_helpers import read_results, result_rows, write

from callbridge import Client

ROWS = 150
INVALID = {37, 90}  # rows with a phone that cannot be a number


def crm_file(path: Path) -> Path:
    lines = ["External ID,First Name,Phone"]
    for row in range(1, ROWS + 1):
        phone = "12" if row in INVALID else f"(212) 555-{row:04d}"
        lines.append(f"k-{row:03d},Name {row},{phone}")
    return write(path, "\r\n".join(lines) + "\r\n")


def importer(file: Path, server: Any, key_file: Path, list_id: int, tmp: Path) -> list[str]:
    return [
        sys.executable,
        "-m",
        "callbridge",
        "import",
        str(file),
        "--list",
        str(list_id),
        "--base-url",
        server.api_url,
        "--api-key-file",
        str(key_file),
        "--state",
        str(tmp / "state"),
        "--results-dir",
        str(tmp / "results"),
        "--concurrency",
        "4",
    ]


def done_ops(ledger: Path) -> int:
    if not ledger.exists():
        return 0
    try:
        with sqlite3.connect(f"file:{ledger}?mode=ro", uri=True, timeout=1) as db:
            return int(db.execute("SELECT count(*) FROM ops WHERE state = 'done'").fetchone()[0])
    except sqlite3.Error:
        return 0


@pytest.mark.network
def test_sigkill_midway_then_rerun_converges(sandbox_server: Any, tmp_path: Path) -> None:
    seed = sandbox_server.seed_demo()
    list_id = sandbox_server.create_list(seed.owner_id, "Crash test")["id"]
    key_file = write(tmp_path / "key", seed.personal_key + "\n")
    file = crm_file(tmp_path / "crm.csv")
    command = importer(file, sandbox_server, key_file, list_id, tmp_path)
    env = {**os.environ, "CI": "1"}
    # slow answers make "midway" a wide window rather than a race
    sandbox_server.set_faults([{"path": "/contacts", "latencyMs": 40}])

    first = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    ledger = tmp_path / "state" / "ledger.sqlite"
    deadline = time.monotonic() + 60
    while done_ops(ledger) < 40:
        assert first.poll() is None, first.communicate()
        assert time.monotonic() < deadline, "the import did not get going"
        time.sleep(0.05)
    first.send_signal(signal.SIGKILL)
    first.wait(timeout=10)
    assert first.returncode == -signal.SIGKILL
    assert not (tmp_path / "results" / "summary.json").exists()
    assert done_ops(ledger) < 2 * (ROWS - len(INVALID))  # really stopped midway

    sandbox_server.clear_faults()
    second = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    assert second.returncode == 0, second.stderr

    valid = [f"k-{row:03d}" for row in range(1, ROWS + 1) if row not in INVALID]
    with Client(seed.workspace_key, base_url=sandbox_server.api_url) as client:
        in_list = list(client.lists.iter_contacts(list_id, limit=200))
        created = [
            change.resource_id
            for change in client.changes.iter(after="0", limit=200)
            if change.type == "contact.created" and int(change.resource_id) not in seed.contact_ids
        ]
    assert sorted(c.external_id for c in in_list) == valid  # each exactly once
    assert sorted(int(c) for c in created) == sorted(c.id for c in in_list)  # no stray contact
    by_id = {c.external_id: c for c in in_list}
    assert by_id["k-005"].phone_number == "+12125550005"

    assert result_rows(tmp_path / "results") == {
        "success": [r for r in range(1, ROWS + 1) if r not in INVALID],
        "errors": sorted(INVALID),
    }
    success = read_results(tmp_path / "results")["success"]
    assert {r["External ID"]: int(r["_contact_id"]) for r in success} == {
        k: c.id for k, c in by_id.items()
    }
    assert all(r["_created"] == "true" for r in success)
