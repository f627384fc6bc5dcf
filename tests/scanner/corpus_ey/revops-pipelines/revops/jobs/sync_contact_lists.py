"""Nightly: push Salesforce campaign members into Dialwave contact lists
and mirror the same audience into SendGrid marketing lists."""
from __future__ import annotations

import logging
import os

import pandas as pd
import requests

from revops.dialwave import DialwaveClient, DialwaveUserNotFound
from revops.warehouse import read_sql

log = logging.getLogger("sync_contact_lists")

SENDGRID_LISTS = "https://api.sendgrid.com/v3/marketing/lists"
SENDGRID_CONTACTS = "https://api.sendgrid.com/v3/marketing/contacts"

AUDIENCE_SQL = """
select campaign_id, campaign_name, owner_email, e164_phone, email
from analytics.revops.campaign_members_current
where channel = 'outbound_call' and e164_phone is not null
"""


def normalise(df: pd.DataFrame) -> pd.DataFrame:
    df = df.copy()
    df["e164_phone"] = df["e164_phone"].str.replace(r"[^+0-9]", "", regex=True)
    return df.drop_duplicates(["campaign_id", "e164_phone"])


def push_dialwave(df: pd.DataFrame, dw: DialwaveClient) -> None:
    existing = {cl["name"]: cl["id"] for cl in dw.iter_contact_lists()}
    for (cid, name, owner), grp in df.groupby(["campaign_id", "campaign_name", "owner_email"]):
        list_name = f"SF {cid} - {name}"
        list_id = existing.get(list_name)
        if list_id is None:
            try:
                list_id = dw.create_contact_list(list_name, owner)["id"]
            except DialwaveUserNotFound:
                log.warning("owner %s unknown to Dialwave, skipping %s", owner, cid)
                continue
        for chunk_start in range(0, len(grp), 500):
            phones = grp["e164_phone"].iloc[chunk_start:chunk_start + 500].tolist()
            dw.append_contacts(list_id, phones)


def push_sendgrid(df: pd.DataFrame) -> None:
    headers = {"Authorization": f"Bearer {os.environ['SENDGRID_API_KEY']}"}
    lists = requests.get(SENDGRID_LISTS, headers=headers, timeout=30).json()["result"]
    by_name = {l["name"]: l["id"] for l in lists}
    for name, grp in df.groupby("campaign_name"):
        list_id = by_name.get(name)
        if not list_id:
            r = requests.post(SENDGRID_LISTS, json={"name": name}, headers=headers, timeout=30)
            if r.status_code == 400 and r.json().get("error") == "list name already exists":
                continue
            list_id = r.json()["id"]
        contacts = [{"email": e} for e in grp["email"].dropna().unique()]
        requests.put(SENDGRID_CONTACTS, json={"list_ids": [list_id], "contacts": contacts},
                     headers=headers, timeout=60).raise_for_status()


def main() -> None:
    df = normalise(read_sql(AUDIENCE_SQL))
    log.info("audience rows: %d", len(df))
    push_dialwave(df, DialwaveClient())
    push_sendgrid(df)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    main()
