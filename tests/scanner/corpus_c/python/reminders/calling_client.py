import logging
import os
import time

import requests

from .constants import ACTING_USER_HEADER, DIALWAVE_BASE, LEGACY_KEY_HEADER

log = logging.getLogger(__name__)


class DialwaveError(Exception):
    pass


class UserNotFound(DialwaveError):
    pass


class CallingClient:
    """Thin wrapper used by the reminder worker to push call lists to Dialwave."""

    def __init__(self, api_key=None, acting_user="scheduler@clinicly.health"):
        self.session = requests.Session()
        self.session.headers.update({
            LEGACY_KEY_HEADER: api_key or os.environ["DIALWAVE_API_KEY"],
            ACTING_USER_HEADER: acting_user,
            "Content-Type": "application/json",
        })

    def _request(self, method, path, **kwargs):
        for attempt in range(4):
            resp = self.session.request(method, f"{DIALWAVE_BASE}{path}", timeout=15, **kwargs)
            if resp.status_code == 502:
                # identity provider hiccup on their side, back off and retry
                time.sleep(2 ** attempt)
                continue
            if resp.status_code == 404 and resp.json().get("error") == "user not found":
                raise UserNotFound(self.session.headers[ACTING_USER_HEADER])
            if resp.status_code >= 400:
                raise DialwaveError(resp.json()["error"])
            return resp.json()
        raise DialwaveError("gave up after retries")

    def create_reminder_list(self, clinic, patients):
        body = {
            "name": f"reminders-{clinic.slug}-{clinic.today.isoformat()}",
            "contacts": [{"phone": p.phone, "firstName": p.first_name} for p in patients],
        }
        return self._request("POST", "/contact-lists", json=body)

    def rename_list(self, list_id, name):
        return self._request("PATCH", f"/contact-lists/{list_id}", json={"name": name})

    def ping_gateway(self):
        # internal health endpoint, unrelated to Dialwave
        r = requests.get("https://gateway.internal.clinicly.health/v1/health", timeout=3)
        if r.status_code == 503:
            log.warning("gateway in maintenance")
        return r.ok
