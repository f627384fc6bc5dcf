from typing import Iterable

from .client import DialwaveClient

LISTS_PATH = "/contact-lists"


def all_lists(client: DialwaveClient) -> list[dict]:
    return client.get(LISTS_PATH)["items"]


def rename_list(client: DialwaveClient, list_id: str, name: str) -> dict:
    return client.session.patch(f"{client.base_url}/contact-lists/{list_id}", json={"name": name}, timeout=30).json()


def drop_list(client: DialwaveClient, list_id: str) -> None:
    client.delete(LISTS_PATH + "/" + list_id)


def append_phones(client: DialwaveClient, list_id: str, phones: Iterable[str]) -> None:
    body = {"contacts": [{"phone": p} for p in phones]}
    client.post(f"/contact-lists/{list_id}/contacts", body)


def remove_phone(client: DialwaveClient, list_id: str, phone: str) -> None:
    client.delete(f"/contact-lists/{list_id}/contacts/{phone}")
