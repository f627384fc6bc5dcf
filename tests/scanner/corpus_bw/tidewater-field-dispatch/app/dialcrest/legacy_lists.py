"""Contact-list operations that Dialcrest has not ported to v2 yet.

Remove this module once TW-412 (v2 audiences) ships.
"""

import asyncio
import logging
from urllib.parse import quote

import httpx

from app.settings import get_settings

from .errors import ActingUserMissing, DialcrestDisabled, DialcrestError, LegacyErrorBody

log = logging.getLogger(__name__)

RETRY_STATUSES = frozenset({429, 502})


def _headers() -> dict[str, str]:
    s = get_settings()
    return {
        "x-api-key": s.dialcrest_legacy_key.get_secret_value(),
        "x-user-email": s.dialcrest_acting_user_email,
        "accept": "application/json",
    }


class LegacyListsClient:
    def __init__(self, http: httpx.AsyncClient | None = None) -> None:
        self._http = http or httpx.AsyncClient(
            base_url=get_settings().dialcrest_legacy_base_url, headers=_headers(), timeout=10.0
        )

    async def all_lists(self) -> list[dict]:
        return await self._call("GET", "/contact-lists")

    async def add_crew(self, list_id: int, phones: list[str]) -> dict:
        return await self._call("POST", f"/contact-lists/{list_id}/contacts", json={"phones": phones})

    async def remove_crew_member(self, list_id: int, phone: str) -> None:
        await self._call("DELETE", f"/contact-lists/{list_id}/contacts/{quote(phone)}")

    async def _call(self, method: str, url: str, **kw):
        for attempt in range(3):
            resp = await self._http.request(method, url, **kw)
            if resp.status_code in RETRY_STATUSES and attempt < 2:
                log.info("dialcrest legacy %s %s -> %s, retrying", method, url, resp.status_code)
                await asyncio.sleep(0.5 * 2**attempt)
                continue
            break

        if resp.is_success:
            return resp.json() if resp.content else None

        err = LegacyErrorBody.model_validate(resp.json())
        if resp.status_code == 404 and err.error.lower() == "user not found":
            raise ActingUserMissing(404, "user_not_found", get_settings().dialcrest_acting_user_email)
        if resp.status_code == 503:
            raise DialcrestDisabled(503, "api_disabled", err.error)
        detail = "; ".join(f"{d.path}: {d.message}" for d in err.details)
        raise DialcrestError(resp.status_code, "legacy", f"{err.error} {detail}".strip())
