"""The IANA time zone names a contact may carry (gap G2), read once from the system's tzdata."""

from __future__ import annotations

from functools import lru_cache
from zoneinfo import available_timezones


@lru_cache(maxsize=1)
def time_zones() -> frozenset[str]:
    return frozenset(available_timezones())
