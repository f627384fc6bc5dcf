"""Runtime configuration, read from the environment (see .env.example)."""
from __future__ import annotations

import os
from dataclasses import dataclass, field


def _env(name: str, default: str | None = None) -> str:
    value = os.environ.get(name, default)
    if value is None:
        raise RuntimeError(f"missing required env var {name}")
    return value


@dataclass(frozen=True)
class CallvistaSettings:
    base_url: str = field(default_factory=lambda: _env("CALLVISTA_BASE_URL", "https://api.callvista.io/api/public/v1"))
    api_key: str = field(default_factory=lambda: _env("CALLVISTA_API_KEY"))
    acting_user: str = field(default_factory=lambda: _env("CALLVISTA_ACTING_USER", "revops-bot@tidewaterfoods.com"))
    webhook_secret: str = field(default_factory=lambda: _env("CALLVISTA_WEBHOOK_SECRET", ""))
    timeout_s: float = 10.0


@dataclass(frozen=True)
class LeadboxSettings:
    base_url: str = field(default_factory=lambda: _env("LEADBOX_BASE_URL", "https://api.leadbox.io/v1"))
    api_key: str = field(default_factory=lambda: _env("LEADBOX_API_KEY"))
    timeout_s: float = 15.0


@dataclass(frozen=True)
class Settings:
    callvista: CallvistaSettings = field(default_factory=CallvistaSettings)
    leadbox: LeadboxSettings = field(default_factory=LeadboxSettings)
    stripe_webhook_secret: str = field(default_factory=lambda: _env("STRIPE_WEBHOOK_SECRET", ""))
