"""Header construction for Callvane requests.

Callvane acts on behalf of one of our reps: every call must say who is acting,
either by login email or by the Okta user id.
"""
from __future__ import annotations

from dataclasses import dataclass

API_KEY_HEADER = "x-api-key"
ACTING_USER_EMAIL_HEADER = "X-User-Email"
ACTING_USER_ID_HEADER = "X-User-Id"


@dataclass(frozen=True)
class CallvaneCredentials:
    api_key: str
    acting_user_email: str | None = None
    acting_user_okta_id: str | None = None

    def headers(self) -> dict[str, str]:
        headers = {API_KEY_HEADER: self.api_key, "Accept": "application/json"}
        if self.acting_user_email:
            headers[ACTING_USER_EMAIL_HEADER] = self.acting_user_email
        elif self.acting_user_okta_id:
            headers[ACTING_USER_ID_HEADER] = self.acting_user_okta_id
        return headers
