"""Marketing opt-outs come from Mailchimp; we suppress them before dialing."""
from __future__ import annotations

import requests
from airflow.models import Variable


def fetch_unsubscribed(list_id: str) -> set[str]:
    dc = Variable.get("mailchimp_dc")
    key = Variable.get("mailchimp_api_key")
    url = f"https://{dc}.api.mailchimp.com/3.0/lists/{list_id}/members"
    resp = requests.get(url, auth=("anystring", key), params={"status": "unsubscribed", "count": 1000}, timeout=30)
    if resp.status_code == 404:
        raise ValueError(f"Mailchimp audience {list_id} not found")
    if resp.status_code in (502, 503):
        raise RuntimeError("Mailchimp temporarily unavailable")
    resp.raise_for_status()
    body = resp.json()
    return {m["merge_fields"].get("PHONE", "") for m in body["members"] if m["merge_fields"].get("PHONE")}


def contact_lists_summary() -> list[dict]:
    dc = Variable.get("mailchimp_dc")
    resp = requests.get(
        f"https://{dc}.api.mailchimp.com/3.0/lists",
        auth=("anystring", Variable.get("mailchimp_api_key")),
        timeout=30,
    )
    if not resp.ok:
        raise RuntimeError(resp.json().get("detail", resp.text))
    return [{"id": l["id"], "name": l["name"], "members": l["stats"]["member_count"]} for l in resp.json()["lists"]]
