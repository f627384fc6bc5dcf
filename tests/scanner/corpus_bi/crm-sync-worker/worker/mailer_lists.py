"""Mirror CRM segments into the internal mailer's contact lists."""
import requests

from . import config


def _session() -> requests.Session:
    s = requests.Session()
    s.headers.update({"x-api-key": config.MAILER_KEY, "X-User-Email": "crm-sync@meridian.com"})
    return s


def upsert_list(name: str, emails: list[str]) -> str:
    s = _session()
    resp = s.post(f"{config.MAILER_URL}/contact-lists", json={"name": name}, timeout=15)
    if resp.status_code == 409:
        existing = s.get(f"{config.MAILER_URL}/contact-lists", params={"name": name}, timeout=15).json()
        list_id = existing["items"][0]["id"]
    else:
        resp.raise_for_status()
        list_id = resp.json()["id"]
    s.post(f"{config.MAILER_URL}/contact-lists/{list_id}/contacts", json={"emails": emails}, timeout=60)
    return list_id


def describe_failure(resp: requests.Response) -> str:
    try:
        return resp.json()["error"]
    except (ValueError, KeyError):
        return resp.text[:200]
