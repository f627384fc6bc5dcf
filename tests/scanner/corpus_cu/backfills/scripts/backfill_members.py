"""Backfill RAW.RINGLANE.CONTACT_LIST_MEMBERS for a date range (snapshot job missed days)."""
import argparse
import datetime as dt
import os
import time

import pandas as pd
import requests
import snowflake.connector
from snowflake.connector.pandas_tools import write_pandas

BASE = os.environ.get("RINGLANE_BASE_URL", "https://api.ringlane.com/api/public/v1")
HEADERS = {
    "Authorization": f"Bearer {os.environ['RINGLANE_API_KEY']}",
    "x-user-id": os.environ.get("RINGLANE_ACTING_USER_ID", "00u8k2w1qzXYZ"),
}


def get(path):
    for attempt in range(5):
        r = requests.get(BASE + path, headers=HEADERS, timeout=30)
        if r.status_code in (429, 502, 504):
            time.sleep(2 ** attempt)
            continue
        if r.status_code >= 400:
            raise SystemExit(f"{r.status_code}: {r.json().get('error')}")
        return r.json()
    raise SystemExit("gave up after retries")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--start", required=True)
    ap.add_argument("--end", required=True)
    a = ap.parse_args()
    days = pd.date_range(a.start, a.end, freq="D")
    rows = []
    for lst in get("/contact-lists"):
        members = get(f"/contact-lists/{lst['id']}/contacts")
        for d in days:
            rows += [{"CONTACT_LIST_ID": lst["id"], "CONTACT_LIST_NAME": lst["name"],
                      "PHONE": m["phone"], "ADDED_AT": m.get("added_at"), "_SNAPSHOT_DATE": d.date()}
                     for m in members if m.get("added_at", "") <= d.strftime("%Y-%m-%dT23:59:59")]
    con = snowflake.connector.connect(account="nw12345.us-east-1", authenticator="externalbrowser",
                                      user=os.environ["SNOWFLAKE_USER"], database="RAW", schema="RINGLANE")
    write_pandas(con, pd.DataFrame(rows), "CONTACT_LIST_MEMBERS", auto_create_table=False)
    print(f"wrote {len(rows)} rows for {len(days)} days at {dt.datetime.utcnow():%H:%M}")


if __name__ == "__main__":
    main()
