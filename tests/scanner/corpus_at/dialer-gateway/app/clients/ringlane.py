from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import httpx
import structlog

from app.errors import RinglaneAPIError
from app.settings import RinglaneSettings

log = structlog.get_logger(__name__)


def _default_headers(cfg: RinglaneSettings) -> dict[str, str]:
    return {
        "x-api-key": cfg.api_key.get_secret_value(),
        "X-USER-ID": cfg.acting_user_id,
        "accept": "application/json",
    }


def _list_url(list_id: int | str) -> str:
    return f"/contact-lists/{list_id}"


class RinglaneClient:
    def __init__(self, cfg: RinglaneSettings, transport: httpx.AsyncBaseTransport | None = None) -> None:
        self._http = httpx.AsyncClient(
            base_url=str(cfg.base_url),
            headers=_default_headers(cfg),
            timeout=cfg.timeout_s,
            transport=transport,
        )

    async def aclose(self) -> None:
        await self._http.aclose()

    async def _check(self, resp: httpx.Response) -> Any:
        if resp.is_success:
            return resp.json() if resp.content else None
        try:
            body = resp.json()
        except ValueError:
            body = {"error": resp.text}
        exc = RinglaneAPIError.from_body(resp.status_code, body)
        log.warning("ringlane.error", status=resp.status_code, error=exc.error, path=resp.request.url.path)
        raise exc

    async def list_lists(self) -> list[dict[str, Any]]:
        return await self._check(await self._http.get("/contact-lists", params={"limit": 200}))

    async def get_list(self, list_id: int) -> dict[str, Any]:
        return await self._check(await self._http.get(_list_url(list_id)))

    async def rename_list(self, list_id: int, name: str) -> dict[str, Any]:
        return await self._check(await self._http.patch(_list_url(list_id), json={"name": name}))

    async def delete_list(self, list_id: int) -> None:
        await self._check(await self._http.delete(_list_url(list_id)))

    async def append_contacts(self, list_id: int, phones: Iterable[str]) -> dict[str, Any]:
        payload = {"contacts": [{"phone": p} for p in phones]}
        return await self._check(await self._http.post(f"{_list_url(list_id)}/contacts", json=payload))

    async def remove_contact(self, list_id: int, phone: str) -> None:
        await self._check(await self._http.delete(f"{_list_url(list_id)}/contacts/{phone}"))
