from __future__ import annotations

import pandas as pd
import requests
from prefect import flow, get_run_logger, task
from prefect.blocks.system import Secret
from prefect_snowflake import SnowflakeConnector

from flows.notify import alert
from flows.retry_policy import retry_dialwave
from flows.settings import DIALWAVE_ACTING_UID, DIALWAVE_API_BASE, SNOWFLAKE_BLOCK


def _dw_session() -> requests.Session:
    s = requests.Session()
    s.headers["x-api-key"] = Secret.load("dialwave-api-key").get()
    s.headers["x-user-id"] = DIALWAVE_ACTING_UID
    return s


@task(retries=3, retry_delay_seconds=[10, 60, 300], retry_condition_fn=retry_dialwave)
def fetch_lists() -> pd.DataFrame:
    r = _dw_session().get(f"{DIALWAVE_API_BASE}/contact-lists", params={"limit": 500}, timeout=30)
    r.raise_for_status()
    return pd.DataFrame(r.json()["data"])


@task
def load_targets() -> pd.DataFrame:
    with SnowflakeConnector.load(SNOWFLAKE_BLOCK) as sf:
        rows = sf.fetch_all("select list_name, e164_phone from revops.dialwave_list_targets")
    return pd.DataFrame(rows, columns=["list_name", "e164_phone"])


@task(retries=3, retry_delay_seconds=30, retry_condition_fn=retry_dialwave)
def sync_list(list_id: str, want: set[str], have: set[str]) -> dict:
    log = get_run_logger()
    s = _dw_session()
    added = sorted(want - have)
    if added:
        r = s.post(f"{DIALWAVE_API_BASE}/contact-lists/{list_id}/contacts",
                   json={"contacts": [{"phone": p} for p in added]}, timeout=60)
        if r.status_code == 404 and r.json().get("error") == "contact list not found":
            log.warning("list %s vanished mid-run", list_id)
            return {"list_id": list_id, "added": 0, "removed": 0}
        if r.status_code == 400:
            for d in r.json().get("details", []):
                log.error("rejected %s: %s", d["path"], d["message"])
        r.raise_for_status()
    removed = sorted(have - want)
    for phone in removed:
        s.delete(f"{DIALWAVE_API_BASE}/contact-lists/{list_id}/contacts/{phone}", timeout=30)
    return {"list_id": list_id, "added": len(added), "removed": len(removed)}


@task
def rename_list(list_id: str, name: str) -> None:
    _dw_session().patch(f"{DIALWAVE_API_BASE}/contact-lists/{list_id}", json={"name": name}, timeout=30)


@flow(name="contact-list-refresh")
def contact_list_refresh():
    lists = fetch_lists()
    targets = load_targets()
    by_name = lists.set_index("name")
    summary = []
    for name, grp in targets.groupby("list_name"):
        if name not in by_name.index:
            continue
        row = by_name.loc[name]
        summary.append(sync_list(row["id"], set(grp["e164_phone"]), set(row.get("phones") or [])))
    total = sum(s["added"] for s in summary)
    alert(f"Dialwave contact lists refreshed: {len(summary)} lists, {total} numbers added")


if __name__ == "__main__":
    contact_list_refresh()
