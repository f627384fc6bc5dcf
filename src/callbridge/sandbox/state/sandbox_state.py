"""Everything one sandbox instance holds: store, clock, settings, faults and caches."""

from __future__ import annotations

import threading
from collections import deque
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import httpx

from callbridge.sandbox.backend.credentials import Authenticator
from callbridge.sandbox.backend.store import Store
from callbridge.sandbox.state.clock import Clock, fmt, parse_datetime
from callbridge.sandbox.state.faults import Faults
from callbridge.sandbox.state.ratelimit import RateLimit, RateLimiter

DEFAULT_MAX_BODY = 1024 * 1024  # gap G17
REQUEST_LOG_SIZE = 1000


@dataclass
class Settings:
    allow_loopback_receivers: bool = False
    max_body_bytes: int = DEFAULT_MAX_BODY
    rate_limit: RateLimit | None = None

    def as_json(self) -> dict[str, Any]:
        limit = self.rate_limit
        return {
            "allowLoopbackReceivers": self.allow_loopback_receivers,
            "maxBodyBytes": self.max_body_bytes,
            "rateLimit": None
            if limit is None
            else {"limit": limit.limit, "windowSeconds": limit.window_seconds},
        }

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> Settings:
        limit = raw.get("rateLimit")
        return cls(
            allow_loopback_receivers=bool(raw.get("allowLoopbackReceivers", False)),
            max_body_bytes=int(raw.get("maxBodyBytes", DEFAULT_MAX_BODY)),
            rate_limit=None
            if not limit
            else RateLimit(int(limit["limit"]), int(limit["windowSeconds"])),
        )


class SandboxState:
    def __init__(
        self,
        db_path: str | Path | None = None,
        *,
        environment: str = "test",
        control: bool = True,
        outbound_transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.store = Store(db_path)
        self.environment = environment
        self.control = control
        self.clock = Clock()
        saved_clock = self.store.get_meta("clock")
        if saved_clock:
            instant = parse_datetime(saved_clock)
            if instant is not None:
                self.clock.set(instant)
        self.settings = Settings.from_json(self.store.get_meta("settings") or {})
        self.faults = Faults()
        self.rate_limiter = RateLimiter()
        self.auth = Authenticator(self.store, environment)
        self.request_log: deque[dict[str, Any]] = deque(maxlen=REQUEST_LOG_SIZE)
        self.outbound_transport = outbound_transport
        # (credential id, idempotency key) pairs whose request is running right now
        self.in_flight: set[tuple[str, str]] = set()
        self.in_flight_lock = threading.Lock()

    def now(self) -> datetime:
        return self.clock.now()

    def save_clock(self) -> None:
        self.store.set_meta("clock", None if self.clock.is_real else fmt(self.clock.now()))

    def save_settings(self) -> None:
        self.store.set_meta("settings", self.settings.as_json())

    def reset(self) -> None:
        self.store.wipe()
        self.clock.reset()
        self.settings = Settings()
        self.faults.clear()
        self.rate_limiter.reset()
        self.auth.invalidate()
        self.request_log.clear()

    def close(self) -> None:
        self.store.close()
