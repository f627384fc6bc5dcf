"""`migrate import` as a user runs it: plan output, result files, exit codes, Ctrl-C."""

from __future__ import annotations

import csv
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from callbridge.cli import cli

NO_SERVICE = {"CALLBRIDGE_BASE_URL": None, "CALLBRIDGE_API_KEY": None, "CI": "1"}


@pytest.fixture
def in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)  # the embedded sandbox and default state live in ./.callbridge
    return tmp_path


def invoke(*args: str) -> Any:
    return CliRunner().invoke(cli, ["import", *args], env=NO_SERVICE)


def test_help_explains_mapping_ledger_and_exit_codes() -> None:
    result = invoke("--help")
    assert result.exit_code == 0
    text = " ".join(result.output.split())
    for phrase in ("--mapping", "--full-resync", "--state", "130 interrupted", "unprocessed.csv"):
        assert phrase in text


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["missing.csv"], "missing.csv: no such file"),
        (["crm.csv", "--external-id-column", "Nope"], "column 'Nope'"),
        (["crm.csv", "--default-region", "XX"], "--default-region 'XX' is not a known region"),
        (["crm.csv", "--mapping", "missing.yaml"], "mapping file missing.yaml: cannot read"),
        (["names.csv"], "no column for externalId"),
        (["empty.csv"], "the file is empty"),
        (["binary.csv"], "binary.csv: not a CSV text file (it holds binary data)"),
        (["crm.csv", "--state", "crm.csv/state"], "--state crm.csv/state: cannot use it"),
        (["crm.csv", "--results-dir", "crm.csv/out"], "--results-dir crm.csv/out: cannot use it"),
    ],
)
def test_usage_problems_exit_2_with_a_message(in_tmp: Path, args: list[str], message: str) -> None:
    (in_tmp / "crm.csv").write_text("id,phone,owner\na,4155552671,usr_ada\n")
    (in_tmp / "names.csv").write_text("name,phone\na,4155552671\n")
    (in_tmp / "empty.csv").write_text("")
    (in_tmp / "binary.csv").write_bytes(b"\x7fELF\x02\x01\x01\x00\x00\r\x00\n" * 50)
    result = invoke(*args)
    assert result.exit_code == 2, result.output
    assert message in result.output
    assert "Traceback" not in result.output


def test_dry_run_shows_the_plan_and_sends_nothing(in_tmp: Path) -> None:
    (in_tmp / "crm.csv").write_text(
        "Record ID;Given Name;Mobile\nr1;Ann;(415) 555-2671\nr2;Bob;nope\nr1;Anne;415 555 2671\n"
    )
    result = invoke("crm.csv", "--dry-run", "--owner-id", "Ada Lovelace")
    assert result.exit_code == 0, result.output
    out = result.output
    assert "semicolon-separated" in out
    assert "externalId   <- 'Record ID' (header match)" in out
    assert "phoneNumber  <- 'Mobile' (header match)" in out
    assert "invalid   1 (invalid_phone 1)" in out
    assert "duplicate 1" in out and "to send   1" in out
    assert "ownerId      <- usr_ada (--owner-id, only for new contacts whose row names none)" in out
    # the owner is not in the body: it is sent only if the service must create the contact
    assert '{"externalId": "r1", "phoneNumber": "+14155552671", "firstName": "Anne"}' in out
    assert "dry run: nothing was sent" in out
    again = invoke("crm.csv", "--owner-id", "usr_ada")
    assert "to send   1" in again.output  # the dry run recorded nothing as sent


def test_a_workspace_key_without_owners_stops_before_sending_with_the_fix(in_tmp: Path) -> None:
    (in_tmp / "crm.csv").write_text("id,phone\nr1,4155552671\nr2,2125550134\n")
    result = invoke("crm.csv")
    assert result.exit_code == 2
    assert "to send   2" in result.output  # the plan is shown first
    assert "nothing sent: every one of the 2 rows to send would create a contact" in result.output
    assert "--owner-id ID" in result.output and "migrate users" in result.output
    fixed = invoke("crm.csv", "--owner-id", "grace@example.com")
    assert fixed.exit_code == 0 and "created 2" in fixed.output


def test_a_run_writes_results_and_a_rerun_finds_nothing_to_send(in_tmp: Path) -> None:
    (in_tmp / "crm.csv").write_text(
        "id,first,phone,owner\na,A,4155552671,usr_ada\nb,B,bad,usr_ada\n"
    )
    result = invoke("crm.csv", "--list", "1", "--results-dir", "out")
    assert result.exit_code == 0, result.output
    assert "success     1 (created 1, updated 0, unchanged 0)" in result.output
    with (in_tmp / "out" / "errors.csv").open(newline="") as handle:
        [error] = list(csv.DictReader(handle))
    assert (error["_row"], error["_code"], error["phone"]) == ("2", "invalid_phone", "bad")
    summary = json.loads((in_tmp / "out" / "summary.json").read_text())
    assert summary["exitCode"] == 0 and summary["outcome"]["success"] == 1
    again = invoke("crm.csv", "--list", "1", "--results-dir", "out")
    assert "unchanged 1" in again.output and again.exit_code == 0
    strict = invoke("crm.csv", "--list", "1", "--results-dir", "out", "--fail-on-invalid")
    assert strict.exit_code == 1


def test_sample_payloads_are_rows_that_are_sent_never_a_superseded_duplicate(in_tmp: Path) -> None:
    (in_tmp / "crm.csv").write_text(
        "id,first,phone,owner\na,Old,4155552671,usr_ada\na,New,4155552671,usr_ada\n"
    )
    first = invoke("crm.csv")
    again = invoke("crm.csv")
    assert first.exit_code == again.exit_code == 0
    assert "to send   1" in first.output and "to send   0" in again.output
    for shown in (first.output, again.output):
        samples = shown.split("sample payloads")[1]
        assert '"firstName": "New"' in samples and "Old" not in samples


def test_a_file_where_no_row_is_valid_exits_2_and_says_where_the_reasons_are(
    in_tmp: Path,
) -> None:
    (in_tmp / "crm.csv").write_text("id,phone,owner\na,4155552671,usr_nobody\n")
    result = invoke("crm.csv", "--results-dir", "out")
    assert result.exit_code == 2
    assert "invalid   1 (unknown_owner 1)" in result.output
    assert "every row is invalid; out/errors.csv says why" in result.output


def prepare(server: Any, tmp_path: Path, rows: int, fault: dict[str, Any]) -> None:
    """A demo workspace whose personal key is in `key`, `crm.csv` of `rows` valid rows, and
    a fault rule slowing the server down."""
    server.set_faults([fault])
    (tmp_path / "key").write_text(server.seed_demo().personal_key)
    lines = "\n".join(f"c{i},(415) 555-{i:04d}" for i in range(rows))
    (tmp_path / "crm.csv").write_text("id,phone\n" + lines + "\n")


def start_import(server: Any, tmp_path: Path, *extra: str) -> subprocess.Popen[str]:
    """`migrate import crm.csv` in a subprocess, against a localhost sandbox."""
    command = [
        *(sys.executable, "-m", "callbridge", "import", str(tmp_path / "crm.csv")),
        *("--base-url", server.api_url, "--api-key-file", str(tmp_path / "key")),
        *("--state", str(tmp_path / "state"), "--results-dir", str(tmp_path / "out")),
        *extra,
    ]
    return subprocess.Popen(
        command,
        env={**os.environ, "CI": "1"},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def result_rows(directory: Path) -> dict[str, list[int]]:
    """The `_row` numbers in each result file (unprocessed.csv exists only after a stop)."""
    counted: dict[str, list[int]] = {"unprocessed": []}
    for path in directory.glob("*.csv"):
        with path.open(newline="") as handle:
            counted[path.stem] = [int(r["_row"]) for r in csv.DictReader(handle)]
    return counted


@pytest.mark.network
def test_ctrl_c_finishes_in_flight_requests_and_exits_130(
    sandbox_server: Any, tmp_path: Path
) -> None:
    prepare(sandbox_server, tmp_path, 300, {"path": "/contacts", "latencyMs": 50})
    process = start_import(sandbox_server, tmp_path, "--concurrency", "4")
    assert process.stderr is not None
    assert process.stderr.readline().startswith("sending 300 rows")
    time.sleep(0.5)
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=60)
    assert process.returncode == 130, err
    assert "interrupted" in err and "Traceback" not in err
    counted = result_rows(tmp_path / "out")
    assert counted["success"] and counted["unprocessed"] and not counted["errors"]
    assert sorted(counted["success"] + counted["unprocessed"]) == list(range(1, 301))


@pytest.mark.network
def test_a_second_ctrl_c_cancels_requests_in_flight_and_still_accounts_for_every_row(
    sandbox_server: Any, tmp_path: Path
) -> None:
    # Answers take a minute: only cancelling the requests in flight ends the import in time.
    prepare(
        sandbox_server, tmp_path, 20, {"method": "POST", "path": "/contacts", "latencyMs": 60_000}
    )
    process = start_import(sandbox_server, tmp_path, "--concurrency", "2")
    assert process.stderr is not None
    assert process.stderr.readline().startswith("sending 20 rows")
    process.send_signal(signal.SIGINT)
    while "Ctrl-C again" not in process.stderr.readline():
        pass
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=30)
    assert process.returncode == 130, err
    assert "Traceback" not in err
    assert result_rows(tmp_path / "out") == {
        "success": [],
        "errors": [],
        "unprocessed": list(range(1, 21)),
    }
    sandbox_server.clear_faults()
    rerun = start_import(sandbox_server, tmp_path)
    _, err = rerun.communicate(timeout=60)
    assert rerun.returncode == 0, err
    assert result_rows(tmp_path / "out")["success"] == list(range(1, 21))


@pytest.mark.network
def test_ctrl_c_before_sending_stops_at_once_and_sends_nothing(
    sandbox_server: Any, tmp_path: Path
) -> None:
    # The list check before sending takes a minute to answer.
    prepare(
        sandbox_server, tmp_path, 20, {"method": "GET", "path": "/contacts$", "latencyMs": 60_000}
    )
    process = start_import(sandbox_server, tmp_path, "--list", "1")
    while not any(r["path"].endswith("/me") for r in sandbox_server.requests()):
        time.sleep(0.05)
    time.sleep(0.2)
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=30)
    assert process.returncode == 130, err
    assert "interrupted before sending: nothing was sent" in err and "Traceback" not in err
    assert "to send" not in out
    assert not [r for r in sandbox_server.requests(limit=1000) if r["method"] == "POST"]


def test_the_recipe_from_a_csv_gives_the_list_owner_to_new_contacts_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from workflows import server_state

    monkeypatch.chdir(tmp_path)
    for name in ("CALLBRIDGE_BASE_URL", "CALLBRIDGE_API_KEY", "CALLBRIDGE_HOME", "CI"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("CALLBRIDGE_CONFIG_DIR", str(tmp_path / "config"))
    # crm-1001 is a demo contact of usr_ada; n-1 is new
    (tmp_path / "crm.csv").write_text("Record ID,Mobile\ncrm-1001,4155550101\nn-1,4155550177\n")
    result = CliRunner().invoke(
        cli,
        [
            *("run", "create-list-then-import", "-i", "list_name=Spring promo"),
            *("-i", "owner_id=usr_grace", "-i", "csv=crm.csv", "--yes", "--json"),
        ],
    )
    assert result.exit_code == 0, result.output
    list_id = json.loads(result.stdout)["outputs"]["list_id"]
    with server_state(tmp_path) as client:
        owners = {c.external_id: c.owner_id for c in client.lists.iter_contacts(list_id)}
    assert owners == {"crm-1001": "usr_ada", "n-1": "usr_grace"}
