# Pulls call records from the Callwise change feed (already on API v2).
#
# History: the v1 integration used /contact-lists and a shared key; that code
# was deleted in REP-88.  Everything here follows the v2 contract.
from __future__ import annotations

import os
import uuid

import httpx

from reporting.models import CallRecord, DialerError

BASE = os.environ.get("CALLWISE_URL", "https://api.callwise.io/api/public/v2")


def _client() -> httpx.Client:
    token = os.environ["CALLWISE_API_KEY"]
    return httpx.Client(
        base_url=BASE,
        headers={"Authorization": f"Bearer {token}"},
        timeout=httpx.Timeout(10.0),
    )


class CallwiseFailure(Exception):
    def __init__(self, status: int, err: DialerError) -> None:
        super().__init__(f"{status} {err.error.code}: {err.error.message} ({err.error.request_id})")
        self.code = err.error.code


def _check(resp: httpx.Response) -> dict:
    if resp.is_success:
        return resp.json()
    raise CallwiseFailure(resp.status_code, DialerError.model_validate(resp.json()))


def drain_changes(cursor: str = "0") -> str:
    with _client() as c:
        while True:
            page = _check(c.get("/changes", params={"after": cursor, "limit": 100}))
            for change in page["data"]:
                if change.get("type", "").startswith("call."):
                    call = CallRecord.model_validate(_check(c.get(f"/calls/{change['resourceId']}")))
                    print(call.call_sid, call.call_status)
            cursor = page["nextCursor"]  # keep as string, never int()
            if not page["hasMore"]:
                return cursor


def remove_member(list_id: int, contact_id: int) -> bool:
    with _client() as c:
        resp = c.delete(
            f"/lists/{list_id}/contacts/{contact_id}",
            headers={"Idempotency-Key": f"rm-{list_id}-{contact_id}-{uuid.uuid4()}"},
        )
        if resp.status_code == 503:
            return False  # temporary failure, caller re-queues
        return _check(resp)["member"] is False
