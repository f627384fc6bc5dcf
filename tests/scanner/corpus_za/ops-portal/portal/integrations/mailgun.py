"""Mailgun mailing lists for the driver newsletter (not CallCrest!)."""
import httpx
from django.conf import settings

MAILGUN_BASE = "https://api.eu.mailgun.net/v3"


def _client() -> httpx.Client:
    return httpx.Client(base_url=MAILGUN_BASE, auth=("api", settings.MAILGUN_API_KEY), timeout=15)


def ensure_list(address: str, name: str) -> dict:
    with _client() as c:
        r = c.get(f"/lists/{address}")
        if r.status_code == 404:
            r = c.post("/lists", data={"address": address, "name": name})
        r.raise_for_status()
        return r.json()["list"]


def add_member(address: str, email: str) -> None:
    with _client() as c:
        r = c.post(f"/lists/{address}/members", data={"address": email, "upsert": "yes"})
        if r.status_code in (502, 503):
            raise RuntimeError("mailgun temporarily unavailable")
        if r.status_code >= 400:
            raise RuntimeError(r.json().get("message", "mailgun error"))
