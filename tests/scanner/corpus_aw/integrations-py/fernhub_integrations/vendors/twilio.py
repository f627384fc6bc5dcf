"""Twilio Programmable Messaging."""
from __future__ import annotations

import os

from fernhub_integrations.http.errors import VendorError
from fernhub_integrations.http.retry import RetryPolicy, with_retry
from fernhub_integrations.http.session import build_session

# Twilio returns 503 during carrier maintenance windows; a little patience helps.
SMS_POLICY = RetryPolicy(attempts=6, statuses=frozenset({429, 503}))


class TwilioSms:
    def __init__(self):
        self.sid = os.environ["TWILIO_ACCOUNT_SID"]
        self._s = build_session()
        self._s.auth = (self.sid, os.environ["TWILIO_AUTH_TOKEN"])
        self.base = f"https://api.twilio.com/2010-04-01/Accounts/{self.sid}"

    def send(self, to: str, body: str, from_: str | None = None):
        data = {"To": to, "Body": body, "From": from_ or os.environ["TWILIO_FROM"]}
        resp = with_retry(lambda: self._s.post(f"{self.base}/Messages.json", data=data), SMS_POLICY)
        if resp.status_code == 503:
            raise VendorError("twilio", 503, "messaging temporarily unavailable")
        if resp.status_code >= 400:
            j = resp.json()
            raise VendorError("twilio", resp.status_code, f"{j.get('code')}: {j.get('message')}", j)
        return resp.json()["sid"]
