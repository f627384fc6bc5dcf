from __future__ import annotations

import httpx

from .config import Profile
from .errors import ApiError, raise_for_status

API_VERSION = "v1"


def base_url(profile: Profile) -> str:
    return f"https://{profile.host}/api/public/{API_VERSION}"


def client(profile: Profile) -> httpx.Client:
    headers = {"Authorization": f"Bearer {profile.api_key}"}
    if profile.okta_user_id:
        headers["x-user-id"] = profile.okta_user_id
    return httpx.Client(base_url=base_url(profile), headers=headers, timeout=20.0)


def list_lists(c: httpx.Client) -> list[dict]:
    resp = c.get("/contact-lists", params={"limit": 200})
    raise_for_status(resp)
    return resp.json()["data"]


def create_list(c: httpx.Client, name: str) -> dict:
    resp = c.post("/contact-lists", json={"name": name})
    raise_for_status(resp)
    return resp.json()


def delete_list(c: httpx.Client, list_id: str) -> None:
    resp = c.delete(f"/contact-lists/{list_id}")
    raise_for_status(resp)


def show_list(c: httpx.Client, list_id: str) -> dict:
    resp = c.get(f"/contact-lists/{list_id}")
    raise_for_status(resp)
    return resp.json()


def archive_list(c: httpx.Client, list_id: str) -> dict:
    resp = c.patch(f"/contact-lists/{list_id}", json={"status": "archived"})
    raise_for_status(resp)
    return resp.json()


def add_numbers(c: httpx.Client, list_id: str, phones: list[str]) -> dict:
    resp = c.post(f"/contact-lists/{list_id}/contacts", json={"contacts": [{"phone": p} for p in phones]})
    raise_for_status(resp)
    return resp.json()


def remove_number(c: httpx.Client, list_id: str, phone: str) -> None:
    resp = c.delete(f"/contact-lists/{list_id}/contacts/{phone}")
    if resp.status_code == 404:
        return
    raise_for_status(resp)


__all__ = ["ApiError", "client", "list_lists", "show_list", "archive_list", "add_numbers", "remove_number"]
