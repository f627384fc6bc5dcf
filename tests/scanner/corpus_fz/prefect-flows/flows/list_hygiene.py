"""Weekly hygiene on dial sessions. Migrated to the v2 API in PLAT-2211."""
from __future__ import annotations

import os

import httpx
from prefect import flow, get_run_logger, task
from prefect.blocks.system import Secret

V2_URL = os.environ.get("CALLBRIDGE_V2_URL", "https://api.callbridge.io/api/public/v2")


def _client() -> httpx.Client:
    token = Secret.load("callbridge-v2-token").get()  # cb_live_<uuid>.<secret>
    return httpx.Client(base_url=V2_URL, headers={"Authorization": f"Bearer {token}"}, timeout=20)


@task(retries=3, retry_delay_seconds=[10, 60, 300])
def stale_sessions(days: int) -> list[dict]:
    with _client() as c:
        r = c.get("/dial-sessions", params={"state": "idle", "idle_days_gte": days})
        if r.status_code >= 400:
            err = r.json().get("error", {})
            if err.get("code") == "rate_limited":
                raise RuntimeError("rate limited, prefect will retry")
            raise RuntimeError(f"{err.get('code')}: {err.get('message')}")
        return r.json()["data"]


@task
def close_session(session_id: str) -> None:
    with _client() as c:
        c.post(f"/dial-sessions/{session_id}/close").raise_for_status()


@flow(name="list-hygiene")
def list_hygiene(idle_days: int = 14):
    log = get_run_logger()
    sessions = stale_sessions(idle_days)
    for s in sessions:
        close_session(s["id"])
    log.info("closed %d idle dial sessions", len(sessions))
