#!/usr/bin/env python
"""One-off (2023-11): backfill CallNest lists for campaigns created before the sync job.

Kept around because ops re-runs it after restoring from backup.
usage: python scripts/backfill_lists.py campaigns.csv
"""
import asyncio
import csv
import os
import sys

import aiohttp

CALLNEST = os.environ.get("CALLNEST_BASE_URL", "https://api.callnest.io/api/public/v1")
KEY = os.environ.get("CALLNEST_API_KEY", "dw_4Kq9Xm2Pv7Lr3Tz8Wn5Bc6Ja")
ACTOR = os.environ.get("CALLNEST_ACTING_USER", "ops-bot@larkspurhealth.com")

HEADERS = {
    "x-api-key": KEY,
    "x-user-email": ACTOR,
    "content-type": "application/json",
}


async def ensure_list(session: aiohttp.ClientSession, name: str) -> str:
    async with session.post(f"{CALLNEST}/contact-lists", json={"name": name}) as r:
        if r.status == 409:
            async with session.get(f"{CALLNEST}/contact-lists", params={"name": name}) as g:
                return (await g.json())["data"][0]["id"]
        data = await r.json()
        if r.status >= 400:
            raise SystemExit(f"create failed ({r.status}): {data['error']}")
        return data["id"]


async def append(session: aiohttp.ClientSession, list_id: str, phones: list[str]) -> None:
    for attempt in range(5):
        async with session.post(f"{CALLNEST}/contact-lists/{list_id}/contacts", json={"contacts": [{"phone": p} for p in phones]}) as r:
            if r.status in (429, 502):
                await asyncio.sleep(2 ** attempt)
                continue
            if r.status == 503:
                raise SystemExit("CallNest says the public API is disabled for us; stop and ping vendor-mgmt")
            if r.status >= 400:
                body = await r.json()
                problems = ", ".join(f"{d['path']}={d['message']}" for d in body.get("details", []))
                raise SystemExit(f"append failed: {body['error']} [{problems}]")
            return
    raise SystemExit("gave up after 5 attempts")


async def main(path: str) -> None:
    rows = list(csv.DictReader(open(path)))
    by_campaign: dict[str, list[str]] = {}
    for row in rows:
        by_campaign.setdefault(row["campaign_name"], []).append(row["phone"])
    async with aiohttp.ClientSession(headers=HEADERS, timeout=aiohttp.ClientTimeout(total=30)) as s:
        for name, phones in by_campaign.items():
            list_id = await ensure_list(s, name)
            for i in range(0, len(phones), 500):
                await append(s, list_id, phones[i : i + 500])
            print(f"{name}: {list_id} ({len(phones)} phones)")


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
