"""Call recordings lookup -- already on DialPond API v2."""
from __future__ import annotations

import requests
from flask import current_app


class RecordingLookupError(Exception):
    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code


def recording_url(call_id: str) -> str | None:
    cfg = current_app.config
    resp = requests.get(
        f"{cfg['DIALPOND_V2_BASE_URL']}/calls/{call_id}/recording",
        headers={"Authorization": f"Bearer {cfg['DIALPOND_V2_KEY']}"},
        timeout=20,
    )
    if resp.status_code == 404:
        return None
    if not resp.ok:
        err = resp.json()["error"]
        raise RecordingLookupError(err["code"], err["message"])
    return resp.json()["data"]["url"]
