"""Postwise (email marketing) client. Unrelated to the dialer."""
import requests

from . import config


def _session():
    s = requests.Session()
    s.headers["X-API-Key"] = config.POSTWISE_KEY
    s.headers["X-User-Email"] = "marketing-ops@tallowbrook.com"
    return s


def upsert_members(list_id, members):
    resp = _session().post(
        f"{config.POSTWISE_API}/contact-lists/{list_id}/members",
        json={"members": members},
        timeout=30,
    )
    if resp.status_code >= 400:
        raise RuntimeError(resp.json().get("error", "postwise error"))
    return resp.json()


def get_list(list_id):
    resp = _session().get(f"{config.POSTWISE_API}/contact-lists/{list_id}", timeout=30)
    resp.raise_for_status()
    return resp.json()
