"""Build the weekly win-back dialing list and push it to DialPond.

Written before we had etl.dialpond.DialPondClient -- talks to the API directly.
"""
import argparse
import logging
import os
import time
from datetime import date

import pandas as pd
import requests
from dotenv import load_dotenv

from etl.load.snowflake_loader import read_sql

log = logging.getLogger("push_reactivation_list")

load_dotenv()
DP_URL = os.environ.get("DIALPOND_URL", "https://api.dialpond.com/api/public/v1")
HEADERS = {
    "X-API-Key": os.environ["DIALPOND_API_KEY"],
    "X-User-Id": os.environ["DIALPOND_USER_ID"],
    "Content-Type": "application/json",
}

SQL = """
select phone_e164, first_name, last_service_date
from ANALYTICS.MARTS.DIM_CUSTOMER
where last_service_date < dateadd(day, -%(days)s, current_date)
  and do_not_call = false
  and phone_e164 is not null
"""


def chunks(df: pd.DataFrame, n: int):
    for i in range(0, len(df), n):
        yield df.iloc[i:i + n]


def post_batch(list_id: str, batch: pd.DataFrame, tries: int = 3) -> int:
    payload = {"contacts": [{"phone": p, "first_name": f} for p, f in zip(batch.phone_e164, batch.first_name)]}
    for attempt in range(tries):
        r = requests.post(f"{DP_URL}/contact-lists/{list_id}/contacts", json=payload, headers=HEADERS, timeout=60)
        if r.status_code == 502:
            log.warning("DialPond SSO hiccup, sleeping 30s (attempt %d)", attempt + 1)
            time.sleep(30)
            continue
        if r.status_code >= 400:
            raise RuntimeError(f"DialPond rejected batch: {r.json().get('error')}")
        return r.json().get("added", len(batch))
    raise RuntimeError("gave up after repeated 502s")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", default="90d")
    args = ap.parse_args()
    days = int(args.since.rstrip("d"))

    df = read_sql(SQL, {"days": days})
    df = df.drop_duplicates("phone_e164")
    log.info("%d customers eligible for win-back", len(df))

    name = f"Win-back {date.today():%Y-%m-%d}"
    r = requests.post(f"{DP_URL}/contact-lists", json={"name": name}, headers=HEADERS, timeout=30)
    r.raise_for_status()
    list_id = r.json()["id"]

    added = sum(post_batch(list_id, b) for b in chunks(df, 500))
    log.info("pushed %d contacts to list %s", added, list_id)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    main()
