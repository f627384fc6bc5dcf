"""Calls to the DialPond public API on behalf of the logged-in sales-ops user."""
from __future__ import annotations

import requests
from flask import current_app

HEADER_KEY = "X-Api-Key"
HEADER_ACTOR = "X-User-Id"


class DialPondApiError(Exception):
    def __init__(self, status: int, error: str, details: list | None = None):
        super().__init__(f"{status}: {error}")
        self.status = status
        self.error = error
        self.details = details or []


def _call(method: str, path: str, actor_id: str, **kwargs):
    cfg = current_app.config
    resp = requests.request(
        method,
        cfg["DIALPOND_BASE_URL"] + path,
        headers={HEADER_KEY: cfg["DIALPOND_API_KEY"], HEADER_ACTOR: actor_id},
        timeout=20,
        **kwargs,
    )
    if resp.status_code >= 400:
        data = resp.json() if resp.content else {}
        raise DialPondApiError(resp.status_code, data.get("error", "unknown"), data.get("details"))
    return resp.json() if resp.content else None


def list_contact_lists(actor_id: str) -> list[dict]:
    return _call("GET", "/contact-lists", actor_id)["items"]


def get_contact_list(list_id: str, actor_id: str) -> dict:
    return _call("GET", f"/contact-lists/{list_id}", actor_id)


def rename_contact_list(list_id: str, name: str, actor_id: str) -> dict:
    return _call("PATCH", f"/contact-lists/{list_id}", actor_id, json={"name": name})


def remove_phone(list_id: str, phone: str, actor_id: str) -> None:
    _call("DELETE", f"/contact-lists/{list_id}/contacts/{phone}", actor_id)
