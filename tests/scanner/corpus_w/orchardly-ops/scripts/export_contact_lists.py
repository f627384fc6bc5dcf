#!/usr/bin/env python3
"""Dump every Ringbolt contact list (and its size) to CSV.

Usage: RINGBOLT_API_KEY=... python scripts/export_contact_lists.py > lists.csv
"""
import asyncio
import csv
import sys

import aiohttp

from ringbolt_common import BASE_URL, RETRY_STATUSES, ringbolt_headers


class RingboltError(Exception):
    pass


async def get_json(session: aiohttp.ClientSession, path: str, attempts: int = 4):
    for attempt in range(attempts):
        async with session.get(f"{BASE_URL}{path}") as resp:
            if resp.status in RETRY_STATUSES and attempt < attempts - 1:
                await asyncio.sleep(2 ** attempt)
                continue
            payload = await resp.json(content_type=None)
            if resp.status >= 400:
                if resp.status == 503:
                    raise RingboltError("public API is disabled on the Ringbolt side; ask support to re-enable")
                raise RingboltError(f"{resp.status}: {payload.get('error')}")
            return payload
    raise RingboltError(f"gave up on {path}")


async def main() -> int:
    async with aiohttp.ClientSession(headers=ringbolt_headers()) as session:
        lists = await get_json(session, "/contact-lists")
        writer = csv.writer(sys.stdout)
        writer.writerow(["id", "name", "contacts"])
        for item in lists:
            detail = await get_json(session, f"/contact-lists/{item['id']}")
            writer.writerow([item["id"], item["name"], detail.get("contactCount", 0)])
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
