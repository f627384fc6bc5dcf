"""Contact-list helpers (dialer campaigns are fed from these lists)."""
from __future__ import annotations

from typing import Iterable

import pandas as pd

from callpipe.client import CallwrightClient
from callpipe.errors import ContactListNotFound

LISTS = "/contact-lists"
LIST_ONE = "/contact-lists/{list_id}"
LIST_CONTACTS = "/contact-lists/{list_id}/contacts"


def lists_frame(client: CallwrightClient) -> pd.DataFrame:
    rows = list(client._paginate(LISTS))
    return pd.DataFrame(rows, columns=["id", "name", "owner_email", "contact_count", "updated_at"])


def get_list(client: CallwrightClient, list_id: int) -> dict | None:
    try:
        return client._request("GET", LIST_ONE.format(list_id=list_id))
    except ContactListNotFound:
        return None


def rename_list(client: CallwrightClient, list_id: int, name: str) -> dict:
    return client._request("PATCH", LIST_ONE.format(list_id=list_id), json={"name": name})


def append_phones(client: CallwrightClient, list_id: int, phones: Iterable[str], batch: int = 500) -> int:
    phones = list(phones)
    sent = 0
    for i in range(0, len(phones), batch):
        chunk = [{"phone": p} for p in phones[i : i + batch]]
        client._request("POST", LIST_CONTACTS.format(list_id=list_id), json={"contacts": chunk})
        sent += len(chunk)
    return sent


def remove_phone(client: CallwrightClient, list_id: int, phone: str) -> None:
    client._request("DELETE", f"/contact-lists/{list_id}/contacts/{phone}")


def create_list(client: CallwrightClient, name: str, owner_email: str) -> dict:
    return client._request("POST", LISTS, json={"name": name, "owner_email": owner_email})
