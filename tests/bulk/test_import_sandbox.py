"""Imports against the in-process sandbox: result files and the server state they claim."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from bulk_helpers import list_members, read_results, result_rows, run, write

from callbridge import AsyncClient
from callbridge.bulk import ImportOptions, ImportUsageError, run_import_async

MESSY = (
    "\ufeffCRM ID;First Name;Last Name;Mobile;E-mail;Notes\r\n"
    'c-001;Ann;Lee;(415) 555-2671;ann@example.com;"line1\r\nline2"\r\n'
    "c-002;Bob;Stone;+44 20 7946 0958;;\r\n"
    "\r\n"
    "c-003;Cy;;not a phone;cy@example.com;\r\n"
    "c-001;Anne;Lee;415-555-2671;anne@example.com;updated\r\n"
    ";No;Id;4155550100;;\r\n"
    "c-004;Dee;Ray;212 555 0134;dee@;\r\n"
    "c-005;Eve;Ng;617-555-0199;eve@example.com;x;extra\r\n"
    "c-006;Fay;Ko;305 555 0142;fay@example.com;"
)


@pytest.fixture
def world(sandbox: Any) -> dict[str, Any]:
    seed = sandbox.seed_demo()
    imports = sandbox.create_list(seed.owner_id, "Imported")
    return {"sandbox": sandbox, "key": seed.personal_key, "list": imports["id"], "seed": seed}


def owners_in(sandbox: Any, key: str, list_id: int) -> dict[str, str]:
    return {c["externalId"]: c["ownerId"] for c in list_members(sandbox, key, list_id)}


def members(world: dict[str, Any]) -> dict[str, dict[str, Any]]:
    found = list_members(world["sandbox"], world["key"], world["list"])
    by_id = {c["externalId"]: c for c in found}
    assert len(by_id) == len(found), "an external id is in the list twice"
    return by_id


async def test_a_messy_file_lands_exactly_as_the_result_files_say(
    world: dict[str, Any], tmp_path: Path
) -> None:
    file = write(tmp_path / "crm.csv", MESSY)
    summary = await run(world["sandbox"], world["key"], file, tmp_path, list_id=world["list"])
    assert summary.exit_code == 0
    assert result_rows(tmp_path / "results") == {"success": [2, 5, 9], "errors": [1, 4, 6, 7, 8]}
    results = read_results(tmp_path / "results")
    assert [(r["_row"], r["_stage"], r["_code"]) for r in results["errors"]] == [
        ("1", "validation", "duplicate_external_id"),
        ("4", "validation", "invalid_phone"),
        ("6", "validation", "missing_external_id"),
        ("7", "validation", "invalid_email"),
        ("8", "validation", "ragged_row"),
    ]
    # original columns, as written (including the quoted newline)
    assert results["errors"][0]["Notes"] == "line1\r\nline2"
    assert list(results["success"][0]) == [
        "_row",
        "_contact_id",
        "_created",
        "CRM ID",
        "First Name",
        "Last Name",
        "Mobile",
        "E-mail",
        "Notes",
    ]
    assert {r["CRM ID"]: r["_created"] for r in results["success"]} == {
        "c-002": "true",
        "c-001": "true",
        "c-006": "true",
    }
    on_server = members(world)
    assert sorted(on_server) == ["c-001", "c-002", "c-006"]
    assert {k: v["id"] for k, v in on_server.items()} == {
        r["CRM ID"]: int(r["_contact_id"]) for r in results["success"]
    }
    anne = on_server["c-001"]
    assert (anne["firstName"], anne["phoneNumber"], anne["email"]) == (
        "Anne",
        "+14155552671",
        "anne@example.com",
    )
    assert on_server["c-002"]["email"] is None
    saved = json.loads((tmp_path / "results" / "summary.json").read_text())
    assert saved["outcome"] == {
        "success": 3,
        "errors": 5,
        "unprocessed": 0,
        "created": 3,
        "updated": 0,
        "invalid": 4,
        "duplicates": 1,
        "failed": 0,
        "unchanged": 0,
    }
    assert saved["plan"]["blankLines"] == 1 and saved["plan"]["delimiter"] == ";"


async def test_a_rerun_sends_only_what_changed(world: dict[str, Any], tmp_path: Path) -> None:
    file = write(tmp_path / "crm.csv", "id,first,phone\nr1,A,4155552671\nr2,B,2125550134\n")
    first = await run(world["sandbox"], world["key"], file, tmp_path, list_id=world["list"])
    assert first.send is not None and first.send.requests == 4
    again = await run(world["sandbox"], world["key"], file, tmp_path, list_id=world["list"])
    assert again.plan["unchanged"] == 2 and again.send is not None and again.send.requests == 0
    assert result_rows(tmp_path / "results") == {"success": [1, 2], "errors": []}

    write(file, "id,first,phone\nr1,A,4155552671\nr2,Bea,2125550134\n")
    same_ledger = {"list_id": world["list"], "state_dir": first.state_dir}
    changed = await run(world["sandbox"], world["key"], file, tmp_path, **same_ledger)
    assert (changed.plan["unchanged"], changed.plan["toSend"]) == (1, 1)
    assert changed.outcome is not None and changed.outcome.updated == 1
    assert members(world)["r2"]["firstName"] == "Bea"

    resync = await run(
        world["sandbox"], world["key"], file, tmp_path, **same_ledger, full_resync=True
    )
    assert resync.send is not None and resync.send.requests == 4
    assert sorted(members(world)) == ["r1", "r2"]


async def test_rows_the_service_refuses_are_reported_and_do_not_stop_the_import(
    world: dict[str, Any], tmp_path: Path
) -> None:
    # o2 exists under another member, whom this personal key may not touch: 403 invalid_owner
    world["sandbox"].create_contact("usr_grace", "+12125550134", externalId="o2")
    file = write(
        tmp_path / "owners.csv",
        "id,phone,owner\no1,4155552671,usr_ada\no2,2125550134,\no3,6175550199,\n",
    )
    summary = await run(world["sandbox"], world["key"], file, tmp_path, list_id=world["list"])
    assert summary.exit_code == 1
    results = read_results(tmp_path / "results")
    assert [r["_row"] for r in results["success"]] == ["1", "3"]
    [refused] = results["errors"]
    assert (refused["_row"], refused["_stage"], refused["_code"]) == ("2", "api", "invalid_owner")
    assert refused["_request_id"] and refused["_error"]
    assert sorted(members(world)) == ["o1", "o3"]


async def test_owner_cells_resolve_by_id_email_or_name_and_unknown_owners_cost_no_request(
    sandbox: Any, tmp_path: Path
) -> None:
    seed = sandbox.seed_demo()
    list_id = sandbox.create_list(seed.owner_id, "Imported")["id"]
    file = write(
        tmp_path / "crm.csv",
        "id,phone,Sales Rep\n"
        "a,4155552671,usr_grace\n"
        "b,2125550134,ALAN@example.com\n"
        "c,6175550199,  Ada   Lovelace \n"
        "d,3055550142,Nobody Here\n",
    )
    summary = await run(sandbox, seed.workspace_key, file, tmp_path, list_id=list_id)
    assert summary.plan["mapping"]["ownerId"] == {"column": "Sales Rep", "from": "header match"}
    results = read_results(tmp_path / "results")
    assert [r["_row"] for r in results["success"]] == ["1", "2", "3"]
    [unknown] = results["errors"]
    assert (unknown["_row"], unknown["_stage"], unknown["_code"]) == (
        "4",
        "validation",
        "unknown_owner",
    )
    assert "Nobody Here" in unknown["_error"]
    assert summary.send is not None and summary.send.requests == 6  # d cost no request
    owners = owners_in(sandbox, seed.workspace_key, list_id)
    assert owners == {"a": "usr_grace", "b": "usr_alan", "c": "usr_ada"}


async def test_owner_id_fills_rows_that_name_no_owner(sandbox: Any, tmp_path: Path) -> None:
    seed = sandbox.seed_demo()
    list_id = sandbox.create_list(seed.owner_id, "Imported")["id"]
    file = write(tmp_path / "crm.csv", "id,phone,owner\na,4155552671,\nb,2125550134,usr_alan\n")
    summary = await run(
        sandbox, seed.workspace_key, file, tmp_path, owner_id="grace@example.com", list_id=list_id
    )
    assert summary.exit_code == 0 and summary.plan["defaultOwner"] == "usr_grace"
    owners = owners_in(sandbox, seed.workspace_key, list_id)
    assert owners == {"a": "usr_grace", "b": "usr_alan"}


async def test_a_workspace_key_with_no_owner_for_new_contacts_stops_before_sending(
    sandbox: Any, tmp_path: Path
) -> None:
    seed = sandbox.seed_demo()
    file = write(tmp_path / "crm.csv", "id,phone\na,4155552671\nb,2125550134\n")
    with pytest.raises(ImportUsageError, match="--owner-id"):
        await run(sandbox, seed.workspace_key, file, tmp_path)
    assert [r["method"] for r in sandbox.requests(limit=100)] == ["GET"]  # GET /me only
    with pytest.raises(ImportUsageError, match="not a member this key may assign"):
        await run(sandbox, seed.workspace_key, file, tmp_path, owner_id="usr_nobody")
    # contacts that already exist need no owner: the user says so
    existing = write(tmp_path / "existing.csv", "id,phone\ncrm-1001,4155550101\n")
    allowed = await run(sandbox, seed.workspace_key, existing, tmp_path, allow_missing_owner=True)
    assert allowed.exit_code == 0


async def test_invalid_rows_fail_the_import_only_when_asked(
    world: dict[str, Any], tmp_path: Path
) -> None:
    file = write(tmp_path / "bad.csv", "id,phone\nb1,4155552671\nb2,12\n")
    assert (await run(world["sandbox"], world["key"], file, tmp_path)).exit_code == 0
    strict = await run(world["sandbox"], world["key"], file, tmp_path, fail_on_invalid=True)
    assert strict.exit_code == 1


async def test_a_dry_run_sends_nothing(world: dict[str, Any], tmp_path: Path) -> None:
    file = write(tmp_path / "crm.csv", MESSY)
    summary = await run(
        world["sandbox"], world["key"], file, tmp_path, list_id=world["list"], dry_run=True
    )
    assert (summary.dry_run, summary.exit_code, summary.plan["toSend"]) == (True, 0, 3)
    assert members(world) == {}
    assert not (tmp_path / "results").exists()


async def test_an_unknown_list_is_a_usage_error_before_sending(
    world: dict[str, Any], tmp_path: Path
) -> None:
    from callbridge.bulk import ImportUsageError

    file = write(tmp_path / "crm.csv", "id,phone\na,4155552671\n")
    with pytest.raises(ImportUsageError, match="list 999999 does not exist"):
        await run(world["sandbox"], world["key"], file, tmp_path, list_id=999999)


def many_rows(count: int) -> str:
    lines = ["id,first,phone"]
    lines += [f"m{i:04d},N{i},(415) 555-{i:04d}" for i in range(count)]
    return "\n".join(lines) + "\n"


async def test_faults_rate_limits_and_lost_answers_still_end_in_the_exact_state(
    world: dict[str, Any], tmp_path: Path
) -> None:
    sandbox = world["sandbox"]
    sandbox.set_faults(
        [
            {
                "method": "POST",
                "path": "^/api/public/v2/contacts$",
                "status": 503,
                "afterCommit": True,
                "probability": 0.1,
            },
            {
                "method": "PUT",
                "path": "/contacts/",
                "status": 503,
                "afterCommit": True,
                "probability": 0.1,
            },
            {"method": "POST", "path": "/contacts", "status": 429, "retryAfter": 1, "times": 3},
            {"path": "/contacts", "latencyMs": 5, "probability": 0.5},
        ]
    )
    file = write(tmp_path / "many.csv", many_rows(80))
    summary = await run(sandbox, world["key"], file, tmp_path, list_id=world["list"], concurrency=8)
    sandbox.clear_faults()
    assert summary.exit_code == 0
    assert summary.send is not None
    assert summary.send.rate_limited == 3 and summary.send.transient > 0
    assert result_rows(tmp_path / "results") == {"success": list(range(1, 81)), "errors": []}
    on_server = members(world)
    assert sorted(on_server) == [f"m{i:04d}" for i in range(80)]
    assert all(
        c["phoneNumber"] == f"+1415555{i:04d}"
        for i, c in enumerate(sorted(on_server.values(), key=lambda c: c["externalId"]))
    )
    created = [r["_created"] for r in read_results(tmp_path / "results")["success"]]
    assert created == ["true"] * 80  # a replayed receipt still says "created"


async def test_a_rate_limited_key_slows_down_and_finishes(
    world: dict[str, Any], tmp_path: Path
) -> None:
    sandbox = world["sandbox"]
    sandbox.settings(rate_limit={"limit": 25, "windowSeconds": 1})
    file = write(tmp_path / "many.csv", many_rows(40))
    summary = await run(sandbox, world["key"], file, tmp_path, concurrency=8)
    sandbox.settings(rate_limit=None)
    assert summary.exit_code == 0 and summary.outcome is not None
    assert summary.outcome.success == 40
    assert summary.send is not None and summary.send.min_concurrency < 8


async def test_stopping_leaves_every_row_accounted_for_and_a_rerun_finishes(
    world: dict[str, Any], tmp_path: Path
) -> None:
    sandbox = world["sandbox"]
    sandbox.set_faults([{"path": "/contacts", "latencyMs": 20}])
    file = write(tmp_path / "many.csv", many_rows(60) + "bad,,12\n")
    stop = asyncio.Event()
    done = 0

    class StopAfter:
        def start(self, total: int) -> None:
            pass

        def advance(self, count: int = 1) -> None:
            nonlocal done
            done += count
            if done == 10:
                stop.set()

        def finish(self) -> None:
            pass

    def factory() -> AsyncClient:
        return AsyncClient(
            world["key"], base_url=sandbox.api_url, transport=sandbox.transport, max_retries=0
        )

    options = ImportOptions(
        file=file,
        list_id=world["list"],
        state_dir=tmp_path / "state",
        results_dir=tmp_path / "results",
        concurrency=4,
    )
    summary = await run_import_async(options, factory, progress=StopAfter(), stop=stop)
    assert summary.exit_code == 130 and summary.interrupted
    placed = result_rows(tmp_path / "results")
    assert placed["errors"] == [61]
    assert 10 <= len(placed["success"]) < 60
    assert sorted(placed["success"] + placed["unprocessed"] + placed["errors"]) == list(
        range(1, 62)
    )
    sandbox.clear_faults()
    rerun = await run_import_async(options, factory)
    assert rerun.exit_code == 0
    assert result_rows(tmp_path / "results") == {"success": list(range(1, 61)), "errors": [61]}
    assert sorted(members(world)) == [f"m{i:04d}" for i in range(60)]
