"""Thin async wrapper around CallNest's legacy public API for the workers.

Separate from outreach-api's client on purpose (no FastAPI deps here).
"""
from __future__ import annotations

import httpx
from tenacity import retry, retry_if_result, stop_after_attempt, wait_random_exponential

from workers.config import settings

_TRANSIENT = (429, 500, 502)


class GatewayError(RuntimeError):
    def __init__(self, status: int, body: dict):
        self.status = status
        self.body = body
        super().__init__(f"{status}: {body.get('error', '<no message>')}")


def _headers() -> dict[str, str]:
    return {
        "X-Api-Key": settings.callnest_api_key,
        "X-User-Id": settings.callnest_acting_user_id,
    }


@retry(
    retry=retry_if_result(lambda r: r.status_code in _TRANSIENT),
    stop=stop_after_attempt(5),
    wait=wait_random_exponential(multiplier=0.5, max=20),
    retry_error_callback=lambda state: state.outcome.result(),
)
async def _send(client: httpx.AsyncClient, method: str, url: str, **kw) -> httpx.Response:
    return await client.request(method, url, headers=_headers(), **kw)


async def call(method: str, path: str, **kw) -> dict | None:
    async with httpx.AsyncClient(base_url=settings.callnest_base_url, timeout=20) as client:
        resp = await _send(client, method, path, **kw)
    if resp.status_code == 204:
        return None
    body = resp.json() if resp.content else {}
    if resp.is_error:
        raise GatewayError(resp.status_code, body)
    return body


async def all_lists() -> list[dict]:
    out, cursor = [], None
    while True:
        page = await call("GET", "/contact-lists", params={"cursor": cursor} if cursor else None)
        out.extend(page["data"])
        cursor = page.get("next_cursor")
        if not cursor:
            return out


async def list_contacts(list_id: str) -> list[dict]:
    page = await call("GET", f"/contact-lists/{list_id}/contacts")
    return page["data"]


async def drop_contact(list_id: str, phone: str) -> None:
    await call("DELETE", f"/contact-lists/{list_id}/contacts/{phone}")


async def drop_list(list_id: str) -> None:
    await call("DELETE", f"/contact-lists/{list_id}")
