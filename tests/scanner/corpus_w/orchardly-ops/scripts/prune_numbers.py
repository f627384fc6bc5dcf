#!/usr/bin/env python3
"""Remove opted-out numbers from every Ringbolt list (reads opt-outs from a CSV)."""
import asyncio
import csv
import sys
from urllib.parse import quote

import aiohttp

from ringbolt_common import BASE_URL, ringbolt_headers


async def prune(session, list_id: str, phone: str) -> None:
    url = f"{BASE_URL}/contact-lists/{list_id}/contacts/{quote(phone)}"
    async with session.delete(url) as resp:
        if resp.status == 404:
            body = await resp.json(content_type=None)
            if body.get("error") == "user not found":
                sys.exit("ops-bot is not a Ringbolt user any more; fix RINGBOLT_ACTOR_EMAIL")
            return  # number was not on the list
        resp.raise_for_status()


async def main(path: str) -> None:
    with open(path) as fh:
        rows = list(csv.DictReader(fh))
    async with aiohttp.ClientSession(headers=ringbolt_headers()) as session:
        await asyncio.gather(*(prune(session, r["list_id"], r["phone"]) for r in rows))


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
