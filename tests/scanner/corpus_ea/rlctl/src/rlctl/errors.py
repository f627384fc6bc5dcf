from __future__ import annotations

import httpx


class ApiError(Exception):
    def __init__(self, status: int, message: str, hint: str | None = None):
        super().__init__(message)
        self.status = status
        self.message = message
        self.hint = hint


HINTS = {
    401: "check RLCTL_API_KEY / api_key in ~/.config/rlctl/config.toml",
    429: "slow down; Ringlane rate limit hit",
}


def raise_for_status(resp: httpx.Response) -> None:
    if resp.is_success:
        return
    try:
        data = resp.json()
    except ValueError:
        data = {}
    message = data.get("error") or resp.reason_phrase
    for d in data.get("details", []):
        message += f"\n  - {d.get('path', '?')}: {d.get('message', '')}"
    hint = HINTS.get(resp.status_code)
    if resp.status_code == 404 and message == "user not found":
        hint = "your okta_user_id is not a Ringlane user; ask #vendor-ringlane to provision it"
    elif resp.status_code == 503:
        hint = "Ringlane has disabled the public API for this tenant"
    elif resp.status_code == 502:
        hint = "Ringlane could not reach Okta, try again in a minute"
    raise ApiError(resp.status_code, message, hint)
