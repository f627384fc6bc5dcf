"""Hourly: strip opted-out / DNC numbers from every active dialer list.

Written before callpipe had list helpers, so it still talks to Callwright directly.
"""
from __future__ import annotations

import os
import time

import requests
from prefect import flow, get_run_logger, task
from prefect.blocks.system import Secret

from flows.tasks.dnc import fetch_dnc_numbers

CW_BASE = os.getenv("CALLWRIGHT_BASE_URL", "https://api.callwright.io/api/public/v1")


def _cw_session() -> requests.Session:
    s = requests.Session()
    s.headers.update(
        {
            "x-api-key": Secret.load("callwright-api-key").get(),
            "x-user-id": os.environ["CALLWRIGHT_ACTING_USER_ID"],  # Okta id of revops-bot
            "Accept": "application/json",
        }
    )
    return s


@task(retries=2, retry_delay_seconds=20)
def active_lists() -> list[dict]:
    s = _cw_session()
    r = s.get(f"{CW_BASE}/contact-lists", params={"status": "active", "per_page": 500}, timeout=30)
    if r.status_code == 502:
        time.sleep(10)
        r = s.get(f"{CW_BASE}/contact-lists", params={"status": "active", "per_page": 500}, timeout=30)
    r.raise_for_status()
    return r.json()["data"]


@task
def strip_numbers(list_id: int, phones: set[str]) -> int:
    log = get_run_logger()
    s = _cw_session()
    removed = 0
    for phone in phones:
        r = s.delete(f"{CW_BASE}/contact-lists/{list_id}/contacts/{phone}", timeout=15)
        if r.status_code == 204:
            removed += 1
        elif r.status_code == 404:
            err = r.json().get("error", "")
            if err == "contact list not found":
                log.warning("list %s vanished mid-run", list_id)
                return removed
            # number just wasn't on the list
        else:
            log.error("delete %s from %s failed: %s %s", phone, list_id, r.status_code, r.text[:200])
    return removed


@flow(name="list-hygiene")
def list_hygiene() -> int:
    dnc = fetch_dnc_numbers()
    total = 0
    for lst in active_lists():
        total += strip_numbers(lst["id"], dnc)
    return total
