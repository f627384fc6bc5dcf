from __future__ import annotations

from typing import Any

import attrs


@attrs.define(eq=False)
class RinglaneAPIError(Exception):
    """Non-2xx answer from Ringlane."""

    status_code: int
    error: str
    details: list[dict[str, Any]] = attrs.field(factory=list)

    @classmethod
    def from_body(cls, status_code: int, body: dict[str, Any]) -> RinglaneAPIError:
        return cls(
            status_code=status_code,
            error=str(body.get("error", "unknown error")),
            details=list(body.get("details") or []),
        )

    @property
    def is_transient(self) -> bool:
        return self.status_code in {429, 502}

    @property
    def is_api_disabled(self) -> bool:
        return self.status_code == 503

    @property
    def is_unknown_user(self) -> bool:
        return self.status_code == 404 and self.error == "user not found"


@attrs.define(eq=False)
class UpstreamTimeout(Exception):
    service: str
    elapsed_s: float
