"""Monthly targets vs actuals workbook. Data comes from the warehouse API (API Gateway)."""
import datetime as dt
import os

import pandas as pd
import requests

from reports import settings


def fetch(path, **params):
    resp = requests.get(
        settings.WAREHOUSE_URL + path,
        headers={"x-api-key": settings.WAREHOUSE_KEY, "X-User-Email": "reports@pellworth.com"},
        params=params,
        timeout=60,
    )
    if resp.status_code == 503:
        raise SystemExit("warehouse is in its nightly load window, rerun after 07:00")
    if resp.status_code == 404:
        return []
    resp.raise_for_status()
    return resp.json()["rows"]


def main():
    month = dt.date.today().replace(day=1) - dt.timedelta(days=1)
    targets = pd.DataFrame(fetch("/sales/targets", month=month.strftime("%Y-%m")))
    actuals = pd.DataFrame(fetch("/sales/actuals", month=month.strftime("%Y-%m")))
    merged = targets.merge(actuals, on=["region", "agent"], how="left").fillna(0)
    merged["attainment"] = merged["actual_premium"] / merged["target_premium"]
    path = os.path.join(settings.OUTPUT_DIR, "targets_%s.xlsx" % month.strftime("%Y_%m"))
    merged.to_excel(path, index=False)


if __name__ == "__main__":
    main()
