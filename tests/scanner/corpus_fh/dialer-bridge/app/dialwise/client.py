import logging

import httpx
from tenacity import AsyncRetrying, retry_if_exception, stop_after_attempt, wait_random_exponential

from ..settings import Settings
from .errors import DialwiseAPIError, from_response

log = logging.getLogger(__name__)


def _should_retry(exc: BaseException) -> bool:
    if isinstance(exc, httpx.TransportError):
        return True
    return isinstance(exc, DialwiseAPIError) and exc.status_code in (429, 502)


class DialwiseClient:
    def __init__(self, settings: Settings, transport: httpx.AsyncBaseTransport | None = None):
        self._http = httpx.AsyncClient(
            base_url=settings.dialwise_base_url,
            headers={
                "x-api-key": settings.dialwise_api_key,
                "X-User-Id": settings.dialwise_acting_user_id,
                "Accept": "application/json",
            },
            timeout=httpx.Timeout(10.0, connect=3.0),
            transport=transport,
        )

    async def aclose(self) -> None:
        await self._http.aclose()

    async def _send(self, method: str, url: str, **kwargs) -> dict | None:
        async for attempt in AsyncRetrying(
            retry=retry_if_exception(_should_retry),
            stop=stop_after_attempt(3),
            wait=wait_random_exponential(multiplier=0.5, max=6),
            reraise=True,
        ):
            with attempt:
                resp = await self._http.request(method, url, **kwargs)
                if resp.is_error:
                    raise from_response(resp)
                return resp.json() if resp.content else None
        return None

    async def create_list(self, name: str, phones: list[str]) -> dict:
        created = await self._send("POST", "/contact-lists", json={"name": name})
        if phones:
            await self.add_contacts(created["id"], phones)
        return created

    async def get_list(self, list_id: str) -> dict:
        return await self._send("GET", f"/contact-lists/{list_id}")

    async def rename_list(self, list_id: str, name: str) -> dict:
        return await self._send("PATCH", f"/contact-lists/{list_id}", json={"name": name})

    async def drop_list(self, list_id: str) -> None:
        await self._send("DELETE", f"/contact-lists/{list_id}")

    async def add_contacts(self, list_id: str, phones: list[str]) -> int:
        result = await self._send("POST", f"/contact-lists/{list_id}/contacts", json={"phones": phones})
        return result.get("added", 0)

    async def remove_contact(self, list_id: str, phone: str) -> None:
        await self._send("DELETE", f"/contact-lists/{list_id}/contacts/{phone}")
