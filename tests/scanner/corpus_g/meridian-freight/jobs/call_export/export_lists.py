"""Pull every dialer contact list and its members and land them in S3 as JSON lines.

Usage: python -m call_export.export_lists --date 2024-06-01
"""
from __future__ import annotations

import argparse
import json
import logging
import time

import requests

from . import settings
from .s3_upload import put_jsonl

log = logging.getLogger("call_export")


class DialerUnavailable(RuntimeError):
    pass


def _session() -> requests.Session:
    s = requests.Session()
    s.headers.update(
        {
            settings.DIALER_KEY_HEADER: settings.DIALER_SHARED_KEY,
            "x-user-email": settings.DIALER_ACTING_USER,
            "Accept": "application/json",
        }
    )
    return s


def _get(session: requests.Session, path: str, **params) -> dict | list:
    url = f"{settings.DIALER_BASE_URL}{path}"
    for attempt in range(settings.MAX_RETRIES):
        resp = session.get(url, params=params, timeout=settings.HTTP_TIMEOUT)
        if resp.ok:
            return resp.json()
        if resp.status_code == 502:
            # identity provider hiccup on their side, back off and retry
            time.sleep(2 ** attempt)
            continue
        message = resp.json().get("error", resp.text)
        raise DialerUnavailable(f"GET {path} -> {resp.status_code}: {message}")
    raise DialerUnavailable(f"GET {path} kept failing after {settings.MAX_RETRIES} attempts")


def run(run_date: str) -> int:
    session = _session()
    lists = _get(session, "/contact-lists")
    rows = []
    for lst in lists:
        members = _get(session, f"/contact-lists/{lst['id']}/contacts")
        for m in members:
            rows.append({"run_date": run_date, "list_id": lst["id"], "list_name": lst["name"], **m})
    key = f"{settings.LANDING_PREFIX}{run_date}/lists.jsonl"
    put_jsonl(settings.LANDING_BUCKET, key, rows)
    log.info("landed %d rows from %d lists to s3://%s/%s", len(rows), len(lists), settings.LANDING_BUCKET, key)
    return len(rows)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    p = argparse.ArgumentParser()
    p.add_argument("--date", required=True)
    args = p.parse_args()
    print(json.dumps({"rows": run(args.date)}))
