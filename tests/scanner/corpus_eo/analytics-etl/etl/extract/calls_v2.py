"""Hourly call-record extract from DialPond (migrated to API v2 in March)."""
import logging
import os
from datetime import datetime, timedelta, timezone

import pandas as pd
import requests

from etl.load.snowflake_loader import write_frame

log = logging.getLogger(__name__)

BASE = os.environ.get("DIALPOND_V2_URL", "https://api.dialpond.com/api/public/v2")


class CallsExtractError(Exception):
    pass


def fetch_calls(since: datetime) -> list[dict]:
    headers = {"Authorization": f"Bearer {os.environ['DIALPOND_V2_KEY']}"}
    out, cursor = [], None
    while True:
        params = {"updated_since": since.isoformat(), "limit": 500}
        if cursor:
            params["cursor"] = cursor
        r = requests.get(f"{BASE}/calls", headers=headers, params=params, timeout=60)
        if r.status_code >= 400:
            err = r.json().get("error", {})
            if err.get("code") == "rate_limited":
                raise CallsExtractError("rate limited; Airflow will retry")
            raise CallsExtractError(f"{err.get('code')}: {err.get('message')}")
        body = r.json()
        out.extend(body["data"])
        cursor = body.get("next_cursor")
        if not cursor:
            return out


def main() -> None:
    since = datetime.now(timezone.utc) - timedelta(hours=2)
    df = pd.DataFrame(fetch_calls(since))
    if df.empty:
        log.info("no new calls")
        return
    df["started_at"] = pd.to_datetime(df["started_at"], utc=True)
    write_frame(df, table="CALLS", schema="DIALPOND", mode="merge", key="call_id")


if __name__ == "__main__":
    main()
