"""SendGrid v3 client (marketing contacts + transactional)."""
from __future__ import annotations

import os

from fernhub_integrations.http.errors import VendorError, message_from_body
from fernhub_integrations.http.retry import with_retry
from fernhub_integrations.http.session import build_session

SENDGRID_BASE = "https://api.sendgrid.com/v3"


class SendGridClient:
    def __init__(self, api_key: str | None = None):
        key = api_key or os.environ["SENDGRID_API_KEY"]
        self._s = build_session({"Authorization": f"Bearer {key}"})

    def _call(self, method: str, path: str, **kw):
        resp = with_retry(lambda: self._s.request(method, SENDGRID_BASE + path, **kw))
        if resp.status_code >= 400:
            body = resp.json() if resp.content else {}
            errs = body.get("errors") or []
            msg = "; ".join(e.get("message", "") for e in errs) or message_from_body(body)
            raise VendorError("sendgrid", resp.status_code, msg, body)
        return resp.json() if resp.content else None

    # Marketing "contact lists"
    def list_contact_lists(self):
        return self._call("GET", "/marketing/lists", params={"page_size": 100})["result"]

    def create_contact_list(self, name: str):
        return self._call("POST", "/marketing/lists", json={"name": name})

    def delete_contact_list(self, list_id: str):
        return self._call("DELETE", f"/marketing/lists/{list_id}")

    def upsert_contacts(self, list_id: str, contacts: list[dict]):
        return self._call("PUT", "/marketing/contacts", json={"list_ids": [list_id], "contacts": contacts})

    def send(self, message: dict):
        return self._call("POST", "/mail/send", json=message)
