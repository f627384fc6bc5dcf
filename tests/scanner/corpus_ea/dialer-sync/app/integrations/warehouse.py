from dataclasses import dataclass

import asyncpg

from app.config import get_settings


@dataclass(frozen=True)
class SegmentMember:
    policy_no: str
    phone: str
    first_name: str | None


async def fetch_segment_members(segment_id: str) -> list[SegmentMember]:
    dsn = get_settings().database_url.replace("+asyncpg", "")
    conn = await asyncpg.connect(dsn)
    try:
        rows = await conn.fetch(
            "select policy_no, phone, first_name from renewal_segment_members where segment_id = $1",
            segment_id,
        )
    finally:
        await conn.close()
    return [SegmentMember(r["policy_no"], r["phone"], r["first_name"]) for r in rows]
