"""Client for the marketing mailer (Postlane) -- unrelated to the dialer."""
import os

import aiohttp

POSTLANE_URL = os.getenv("POSTLANE_URL", "https://api.postlane.io/v1")


async def add_to_newsletter(list_id: str, email: str) -> None:
    headers = {"x-api-key": os.environ["POSTLANE_API_KEY"], "X-User-Email": "marketing@tallowbrook.com"}
    async with aiohttp.ClientSession(headers=headers) as s:
        async with s.post(f"{POSTLANE_URL}/contact-lists/{list_id}/contacts", json={"email": email}) as r:
            if r.status == 404:
                raise LookupError(f"newsletter list {list_id} not found")
            if r.status in (502, 503):
                raise RuntimeError("postlane is down, will retry later")
            r.raise_for_status()
