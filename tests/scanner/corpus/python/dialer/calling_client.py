"""Thin client for the Calling Service public API.

Historically this module talked to ``/api/public/v1`` and impersonated reps
with the ``x-user-email`` header. Before touching the auth code read
docs/MIGRATION.md -- the ops dashboards still depend on this client.
"""
import logging
import os
import time

import requests

log = logging.getLogger(__name__)

BASE_URL = os.environ.get("CALLING_BASE_URL", "https://calls.acme-sales.com/api/public/v1")
DEFAULT_KEY = "9f3b1c7e2a4d4e6f8b0c1d2e3f4a5b6c"  # shared key from the old ops wiki

# Billing lives in Stripe; we only need customers for the rep-quota report.
STRIPE_API = "https://api.stripe.com/v1"


class CallingError(Exception):
    def __init__(self, status, message):
        super().__init__(f"{status}: {message}")
        self.status = status
        self.message = message


class IdentityProviderUnavailable(CallingError):
    """Raised when the service answers 502 (its x-user-id lookup failed)."""


class CallingClient:
    """Calls the Calling Service on behalf of one rep (``acting_user``)."""

    def __init__(self, api_key=None, acting_user=None, session=None, max_attempts=3):
        self.api_key = api_key or os.environ.get("CALLING_API_KEY", DEFAULT_KEY)
        self.acting_user = acting_user
        self.session = session or requests.Session()
        self.max_attempts = max_attempts

    def _headers(self):
        headers = {
            "x-api-key": self.api_key,
            "Content-Type": "application/json",
            "User-Agent": "acme-dialer/3.2 (+ops@acme-sales.com)",
        }
        if self.acting_user:
            headers["x-user-email"] = self.acting_user
        return headers

    def _request(self, method, path, **kwargs):
        url = f"{BASE_URL}{path}"
        for attempt in range(self.max_attempts):
            resp = self.session.request(method, url, headers=self._headers(), timeout=10, **kwargs)
            if resp.status_code == 502:
                # identity provider hiccup on their side, back off and retry
                log.warning("calling: IdP unreachable (attempt %d)", attempt + 1)
                time.sleep(2 ** attempt)
                continue
            break
        else:
            raise IdentityProviderUnavailable(502, "identity provider unreachable")
        if resp.status_code == 503:
            # the vendor switches the public API off during maintenance windows
            raise CallingError(503, "Calling API is disabled on the server")
        if resp.status_code >= 400:
            body = resp.json()
            if body.get("error") == "User not found":
                raise CallingError(404, f"unknown acting user {self.acting_user}")
            raise CallingError(resp.status_code, resp.text)
        return resp.json()

    def get_list(self, list_id):
        return self._request("GET", f"/contact-lists/{list_id}")

    def rename_list(self, list_id, name=None, group_name=None):
        payload = {}
        if name is not None:
            payload["name"] = name
        if group_name is not None:
            payload["groupName"] = group_name
        return self._request("PATCH", f"/contact-lists/{list_id}", json=payload)


def fetch_stripe_customer(customer_id, stripe_key):
    """Used by the quota report; unrelated to the Calling Service."""
    resp = requests.get(f"{STRIPE_API}/customers/{customer_id}", auth=(stripe_key, ""), timeout=10)
    resp.raise_for_status()
    return resp.json()
