"""`--owner-id` gives an owner to new contacts only: an existing contact keeps its owner.

On an upsert of an existing contact, an ownerId moves the contact (G2). So a row that names
no owner is sent without one, and only a refusal to create without an owner brings the
second send with `--owner-id`, under its own key; a rerun after a crash between the two
applies it once.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest
from bulk_helpers import list_members, read_results, run, write

from callbridge import AsyncClient, Client
from callbridge.bulk import ImportOptions, run_import_async


def owners_in(sandbox: Any, key: str, list_id: int) -> dict[str, str]:
    return {c["externalId"]: c["ownerId"] for c in list_members(sandbox, key, list_id)}


def created_events(sandbox: Any, key: str) -> list[str]:
    with Client(key, base_url=sandbox.api_url, transport=sandbox.sync_transport) as client:
        changes = client.changes.iter(after="0", limit=200)
        return [c.resource_id for c in changes if c.type == "contact.created"]


async def test_existing_contacts_keep_their_owner_and_new_ones_get_owner_id(
    sandbox: Any, tmp_path: Path
) -> None:
    seed = sandbox.seed_demo()
    list_id = sandbox.create_list(seed.owner_id, "Imported")["id"]
    sandbox.create_contact("usr_ada", "+16175550199", externalId="old")
    sandbox.create_contact("usr_ada", "+13055550142", externalId="named")
    file = write(
        tmp_path / "crm.csv",
        "id,phone,owner\nold,6175550199,\nnew,2125550134,\nnamed,3055550142,usr_alan\n",
    )
    summary = await run(
        sandbox, seed.workspace_key, file, tmp_path, owner_id="usr_grace", list_id=list_id
    )
    assert summary.exit_code == 0
    # the existing contact stays with A, the new one gets B, an owner the row names is sent
    assert owners_in(sandbox, seed.workspace_key, list_id) == {
        "old": "usr_ada",
        "new": "usr_grace",
        "named": "usr_alan",
    }
    results = read_results(tmp_path / "results")
    assert results["errors"] == []
    assert {r["id"]: r["_created"] for r in results["success"]} == {
        "old": "false",
        "new": "true",
        "named": "false",
    }
    # three upserts, three memberships, and one second send: the new contact's
    assert summary.send is not None and summary.send.requests == 7


class CrashOnOwnerSend(httpx.AsyncBaseTransport):
    """The sandbox's own transport, with the process "dying" around the second send: before
    it leaves (`landed=False`) or after the service applied it and before the answer is read
    (`landed=True`)."""

    def __init__(self, inner: httpx.AsyncBaseTransport, landed: bool) -> None:
        self.inner, self.landed = inner, landed

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        second = request.headers.get("Idempotency-Key", "").endswith(".owner")
        if second and not self.landed:
            raise Crash
        response = await self.inner.handle_async_request(request)
        if second:
            await response.aread()
            raise Crash
        return response


class Crash(BaseException):
    """Not an error the importer handles: the run ends where it stands, like a kill."""


@pytest.mark.parametrize("landed", [False, True], ids=["before", "after"])
async def test_a_rerun_after_a_crash_between_the_two_sends_applies_once(
    sandbox: Any, tmp_path: Path, landed: bool
) -> None:
    seed = sandbox.seed_demo()
    list_id = sandbox.create_list(seed.owner_id, "Imported")["id"]
    file = write(tmp_path / "crm.csv", "id,phone\nnew,2125550134\n")
    options = ImportOptions(
        file=file,
        list_id=list_id,
        owner_id="usr_grace",
        state_dir=tmp_path / "state",
        results_dir=tmp_path / "results",
    )
    before = created_events(sandbox, seed.workspace_key)

    def crashing() -> AsyncClient:
        transport = CrashOnOwnerSend(sandbox.transport, landed)
        return AsyncClient(
            seed.workspace_key, base_url=sandbox.api_url, transport=transport, max_retries=0
        )

    with pytest.raises(Crash):
        await run_import_async(options, crashing)
    assert not (tmp_path / "results" / "summary.json").exists()

    summary = await run(sandbox, seed.workspace_key, file, tmp_path, **_same(options))
    assert summary.exit_code == 0
    assert owners_in(sandbox, seed.workspace_key, list_id) == {"new": "usr_grace"}
    new = created_events(sandbox, seed.workspace_key)[len(before) :]
    assert len(new) == 1  # created once, by one of the two runs
    [row] = read_results(tmp_path / "results")["success"]
    assert row["_created"] == "true"  # the rerun replayed the second send's receipt
    # the rerun went straight to the second send: no upsert without the owner again
    assert summary.send is not None and summary.send.requests == 2


def _same(options: ImportOptions) -> dict[str, Any]:
    return {
        "list_id": options.list_id,
        "owner_id": options.owner_id,
        "state_dir": options.state_dir,
        "results_dir": options.results_dir,
    }
