"""Export yesterday's calls to the warehouse. Migrated to Dialwave API v2 (REVOPS-388)."""
from __future__ import annotations

import datetime as dt
import os

import pandas as pd
import requests

from revops.warehouse import write_df

V2_ROOT = "https://api.dialwave.com/api/public/v2"


class CallsExportError(RuntimeError):
    pass


def fetch_calls(day: dt.date) -> pd.DataFrame:
    headers = {"Authorization": f"Bearer {os.environ['DIALWAVE_V2_KEY']}"}
    params = {"started_after": f"{day}T00:00:00Z", "started_before": f"{day}T23:59:59Z"}
    rows, url = [], f"{V2_ROOT}/calls"
    while url:
        r = requests.get(url, headers=headers, params=params, timeout=60)
        if r.status_code >= 400:
            err = r.json().get("error", {})
            if err.get("code") == "rate_limited":
                raise CallsExportError("rate limited, rerun later")
            raise CallsExportError(f"{err.get('code')}: {err.get('message')}")
        body = r.json()
        rows.extend(body["data"])
        url, params = body.get("links", {}).get("next"), None
    return pd.json_normalize(rows)


def main() -> None:
    day = dt.date.today() - dt.timedelta(days=1)
    df = fetch_calls(day)
    write_df(df, "RAW.DIALWAVE.CALLS", mode="merge", keys=["id"])


if __name__ == "__main__":
    main()
