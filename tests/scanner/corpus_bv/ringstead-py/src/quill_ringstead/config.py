"""Settings loaded from the environment of the importing service."""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Optional

from .constants import DEFAULT_HOST, DEFAULT_TIMEOUT_S


@dataclass(frozen=True)
class RingsteadSettings:
    api_key: str
    host: str = DEFAULT_HOST
    acting_user_email: Optional[str] = None
    acting_user_id: Optional[str] = None
    timeout_s: float = DEFAULT_TIMEOUT_S
    webhook_secret: Optional[str] = field(default=None, repr=False)

    @classmethod
    def from_env(cls, prefix: str = "RINGSTEAD_") -> "RingsteadSettings":
        key = os.environ.get(f"{prefix}API_KEY")
        if not key:
            raise RuntimeError(f"{prefix}API_KEY is not set")
        return cls(
            api_key=key,
            host=os.environ.get(f"{prefix}HOST", DEFAULT_HOST).rstrip("/"),
            acting_user_email=os.environ.get(f"{prefix}ACTING_USER_EMAIL"),
            acting_user_id=os.environ.get(f"{prefix}ACTING_USER_ID"),
            timeout_s=float(os.environ.get(f"{prefix}TIMEOUT_S", DEFAULT_TIMEOUT_S)),
            webhook_secret=os.environ.get(f"{prefix}WEBHOOK_SECRET"),
        )
