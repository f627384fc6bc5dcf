#!/usr/bin/env python3
"""Pull the audit log from the Orchardly admin API (our own service)."""
import asyncio
import os

import aiohttp

ADMIN_API = os.environ.get("ADMIN_API", "https://admin.orchardly.app/api/v1")


async def main() -> None:
    headers = {
        "x-api-key": os.environ["ADMIN_API_KEY"],
        "X-User-Email": "ops-bot@orchardly.app",
    }
    async with aiohttp.ClientSession(headers=headers) as s:
        async with s.get(f"{ADMIN_API}/audit?since=24h") as r:
            if r.status == 404:
                print("no audit entries")
                return
            data = await r.json()
            if "error" in data:
                raise SystemExit(data["error"])
            for row in data["items"]:
                print(row["at"], row["actor"], row["action"])


if __name__ == "__main__":
    asyncio.run(main())
