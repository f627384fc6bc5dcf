"""The sandbox clock: real time until a test moves it, then a frozen virtual instant.

A frozen clock (rather than an offset that keeps ticking) makes key expiry, retry schedules
and rate-limit windows fully deterministic: nothing moves until the control API says so.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

# RFC 3339 date-time with seconds and an explicit zone: the spec requires Z or an offset.
_DATETIME_RE = re.compile(
    r"^(\d{4}-\d{2}-\d{2})[Tt](\d{2}:\d{2}:\d{2})(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$"
)
# The virtual clock stays a day inside Python's calendar, so that every instant computed
# from it (an update's +1 ms, a retry delay of at most an hour) is representable (gap G34).
CLOCK_MIN = datetime(1, 1, 2, tzinfo=UTC)
CLOCK_MAX = datetime(9999, 12, 30, tzinfo=UTC)


class Clock:
    """Real time, or a virtual instant set or advanced through the control API."""

    def __init__(self) -> None:
        self._virtual: datetime | None = None

    @property
    def is_real(self) -> bool:
        return self._virtual is None

    def now(self) -> datetime:
        return self._virtual if self._virtual is not None else datetime.now(UTC)

    def set(self, instant: datetime) -> None:
        self._virtual = instant.astimezone(UTC)

    def advanced(self, seconds: float) -> datetime | None:
        """The instant `seconds` from now, or None when it leaves the clock's range."""
        try:
            instant = self.now() + timedelta(seconds=seconds)
        except OverflowError:
            return None
        return instant if in_clock_range(instant) else None

    def reset(self) -> None:
        self._virtual = None


def in_clock_range(instant: datetime) -> bool:
    return CLOCK_MIN <= instant <= CLOCK_MAX


def fmt(instant: datetime) -> str:
    """Timestamps on the wire: UTC, millisecond precision, `Z` suffix."""
    return instant.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def parse_datetime(value: str) -> datetime | None:
    """Parse an RFC 3339 date-time that carries `Z` or an offset; None when it does not."""
    match = _DATETIME_RE.match(value)
    if match is None:
        return None
    date, time, fraction, zone = match.groups()
    micro = (fraction or ".0")[1:7].ljust(6, "0")
    zone = "+00:00" if zone in ("Z", "z") else zone
    try:
        return datetime.fromisoformat(f"{date}T{time}.{micro}{zone}").astimezone(UTC)
    except (ValueError, OverflowError):  # no such day, or a UTC instant outside years 1-9999
        return None


def touched(now: datetime, previous: str) -> str:
    """The new `updatedAt` of an update: now, but always after the previous value.

    A frozen virtual clock (or two updates within a millisecond) would otherwise leave
    `updatedAt` unchanged, and the spec promises that an update changes it.
    """
    before = parse_datetime(previous)
    if before is not None and now <= before:
        try:
            now = before + timedelta(milliseconds=1)
        except OverflowError:  # a stored value at the calendar's last millisecond
            now = before
    return fmt(now)
