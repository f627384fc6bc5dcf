"""Mailchimp Marketing API 3.0 - audiences ("lists")."""
from __future__ import annotations

import hashlib
import os

from fernhub_integrations.http.errors import VendorError
from fernhub_integrations.http.retry import with_retry
from fernhub_integrations.http.session import build_session


class MailchimpClient:
    def __init__(self, api_key: str | None = None):
        key = api_key or os.environ["MAILCHIMP_API_KEY"]
        dc = key.rsplit("-", 1)[-1]
        self.base = f"https://{dc}.api.mailchimp.com/3.0"
        self._s = build_session()
        self._s.auth = ("anystring", key)

    def _call(self, method, path, **kw):
        resp = with_retry(lambda: self._s.request(method, self.base + path, **kw))
        if resp.status_code == 404:
            return None
        if resp.status_code >= 400:
            problem = resp.json()
            raise VendorError("mailchimp", resp.status_code, problem.get("detail", ""), problem)
        return resp.json() if resp.content else None

    def get_list(self, list_id: str):
        return self._call("GET", f"/lists/{list_id}")

    def add_member(self, list_id: str, email: str, merge_fields: dict):
        h = hashlib.md5(email.lower().encode()).hexdigest()
        return self._call("PUT", f"/lists/{list_id}/members/{h}",
                          json={"email_address": email, "status_if_new": "subscribed", "merge_fields": merge_fields})

    def remove_member(self, list_id: str, email: str):
        h = hashlib.md5(email.lower().encode()).hexdigest()
        return self._call("DELETE", f"/lists/{list_id}/members/{h}")
