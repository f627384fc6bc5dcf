"""Resolve a contact list id from a call event to our campaign id."""
import asyncio
import logging

import aiohttp

from .settings import settings

log = logging.getLogger(__name__)


class LookupFailed(Exception):
    pass


async def fetch_contact_list(session: aiohttp.ClientSession, list_id: str, attempts: int = 3) -> dict:
    url = f"{settings.ringlane_api_root}/contact-lists/{list_id}"
    headers = {
        "x-api-key": settings.ringlane_api_key,
        "x-user-id": settings.ringlane_acting_user_id,
    }
    for attempt in range(1, attempts + 1):
        async with session.get(url, headers=headers, timeout=aiohttp.ClientTimeout(total=5)) as resp:
            if resp.status == 200:
                return await resp.json()
            body = await resp.json(content_type=None) if resp.content_length else {}
            if resp.status == 502 and attempt < attempts:
                log.warning("ringlane IdP unreachable, retry %s/%s", attempt, attempts)
                await asyncio.sleep(0.5 * attempt)
                continue
            if resp.status == 404 and body.get("error") == "user not found":
                raise LookupFailed("RINGLANE_ACTING_USER_ID is not a Ringlane user")
            raise LookupFailed(f"{resp.status}: {body.get('error', 'no body')}")
    raise LookupFailed("exhausted retries")
