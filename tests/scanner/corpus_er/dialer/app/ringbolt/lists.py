from __future__ import annotations

from urllib.parse import quote

import httpx

from .http import call


async def create_list(client: httpx.AsyncClient, name: str) -> dict:
    return await call(client, "POST", "/contact-lists", json={"name": name})


async def rename_list(client: httpx.AsyncClient, list_id: str, name: str) -> dict:
    return await call(client, "PATCH", "/contact-lists/" + list_id, json={"name": name})


async def fetch_list(client: httpx.AsyncClient, list_id: str) -> dict:
    return await call(client, "GET", f"/contact-lists/{list_id}")


async def next_batch(client: httpx.AsyncClient, list_id: str, size: int = 25) -> list[dict]:
    data = await call(client, "GET", f"/contact-lists/{list_id}/contacts", params={"limit": size, "status": "pending"})
    return data["data"]


async def drop_number(client: httpx.AsyncClient, list_id: str, phone: str) -> None:
    """Remove a number once it's been dialled (DNC or connected)."""
    await call(client, "DELETE", f"/contact-lists/{list_id}/contacts/{quote(phone)}")


async def place_call(client: httpx.AsyncClient, phone: str, list_id: str) -> dict:
    return await call(client, "POST", "/calls", json={"to": phone, "source_list": list_id})
