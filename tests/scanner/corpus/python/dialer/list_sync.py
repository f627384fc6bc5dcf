"""Nightly job: mirror CRM segments into Calling Service contact lists.

Runs from cron on the worker box. Segment summaries are produced with the
OpenAI API so reps get a one-line description of each list.
"""
import asyncio
import json
import os
from pathlib import Path

import aiohttp

CALLING_HOST = os.getenv("CALLING_HOST", "https://calls.acme-sales.com")
API_VERSION = "v1"
CALLING_ROOT = f"{CALLING_HOST}/api/public/{API_VERSION}"

OPENAI_URL = "https://api.openai.com/v1/chat/completions"

# Version of our own on-disk cache layout, bump when the JSON shape changes.
CACHE_SCHEMA = "v1"
CACHE_DIR = Path(os.getenv("SEGMENT_CACHE", "/var/cache/segments"))


def cache_file(segment_id):
    return CACHE_DIR / f"segment-{segment_id}.{CACHE_SCHEMA}.json"


def calling_headers(owner_idp_id):
    return {
        "X-API-KEY": os.environ["CALLING_API_KEY"],
        "X-User-Id": owner_idp_id,
        "Accept": "application/json",
    }


async def summarize(session, segment):
    payload = {
        "model": "gpt-4o-mini",
        "messages": [{"role": "user", "content": f"Summarize this sales segment: {segment['rules']}"}],
    }
    headers = {"Authorization": f"Bearer {os.environ['OPENAI_API_KEY']}"}
    async with session.post(OPENAI_URL, json=payload, headers=headers) as resp:
        data = await resp.json()
        return data["choices"][0]["message"]["content"]


async def create_list(session, segment, description):
    body = {
        "name": segment["name"][:150],
        "groupName": description[:100],
        "contacts": [{"phoneNumber": c["phone"]} for c in segment["contacts"]],
    }
    async with session.post(f"{CALLING_ROOT}/contact-lists", json=body,
                            headers=calling_headers(segment["owner_idp_id"])) as resp:
        resp.raise_for_status()
        return await resp.json()


async def sync_segment(session, segment):
    list_id = segment.get("calling_list_id")
    if list_id:
        url = f"{CALLING_ROOT}/contact-lists/{list_id}"
        async with session.get(url, headers=calling_headers(segment["owner_idp_id"])) as resp:
            if resp.status == 404:
                body = await resp.json()
                if body["error"] == "Contact list not found":
                    list_id = None
            else:
                resp.raise_for_status()
    if not list_id:
        description = await summarize(session, segment)
        created = await create_list(session, segment, description)
        segment["calling_list_id"] = created["id"]
    cache_file(segment["id"]).write_text(json.dumps(segment))


async def main():
    segments = json.loads(Path(os.environ["SEGMENTS_FILE"]).read_text())
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=30)) as session:
        for segment in segments:
            await sync_segment(session, segment)


if __name__ == "__main__":
    asyncio.run(main())
