"""Phone enrichment through the internal phone-intel service (API Gateway fronted)."""
import logging

import dramatiq
import httpx
from tenacity import AsyncRetrying, retry_if_exception_type, stop_after_attempt, wait_fixed

from workers import broker  # noqa: F401
from workers.config import settings

log = logging.getLogger(__name__)


class PhoneIntelUnavailable(Exception):
    pass


@dramatiq.actor(queue_name="enrich", max_retries=5)
async def enrich_number(member_id: int, phone: str) -> None:
    async for attempt in AsyncRetrying(
        retry=retry_if_exception_type(PhoneIntelUnavailable), stop=stop_after_attempt(3), wait=wait_fixed(2)
    ):
        with attempt:
            async with httpx.AsyncClient(timeout=5) as http:
                r = await http.get(
                    f"{settings.phone_intel_url}/lookup",
                    params={"number": phone},
                    headers={"x-api-key": settings.phone_intel_key, "x-user-id": "outreach-workers"},
                )
            if r.status_code in (502, 503, 504):
                raise PhoneIntelUnavailable(r.status_code)
            if r.status_code == 404:
                log.info("no intel for member %s", member_id)
                return
            if r.is_error:
                log.error("phone-intel error: %s", r.json().get("error"))
                return
            data = r.json()
            log.info("member %s line_type=%s carrier=%s", member_id, data["line_type"], data.get("carrier"))
