"""Mailrelay is our internal email gateway (wraps the ESP)."""
import httpx
from tenacity import retry, retry_if_exception, stop_after_attempt, wait_fixed

from app.settings import settings

RETRYABLE = {502, 503, 504}


def _retryable(exc: BaseException) -> bool:
    return isinstance(exc, httpx.HTTPStatusError) and exc.response.status_code in RETRYABLE


@retry(retry=retry_if_exception(_retryable), stop=stop_after_attempt(3), wait=wait_fixed(1))
async def subscribe(list_slug: str, emails: list[str]) -> None:
    async with httpx.AsyncClient(base_url=settings.mailrelay_url, timeout=5) as http:
        resp = await http.post(
            f"/contact-lists/{list_slug}/subscribers",
            headers={"x-api-key": settings.mailrelay_key},
            json={"emails": emails},
        )
        if resp.status_code == 404:
            body = resp.json()
            raise ValueError(body["error"])
        resp.raise_for_status()
