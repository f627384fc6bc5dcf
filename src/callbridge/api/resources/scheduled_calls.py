"""Scheduled calls (callbacks): patch and cancel. The API never dials them."""

from __future__ import annotations

import enum
from datetime import datetime
from typing import Any, Final

from callbridge.api._pipeline import Operation
from callbridge.api.models import ScheduledCall, ScheduledCallStatus
from callbridge.api.resources._base import (
    AsyncResource,
    Resource,
    SyncResource,
    endpoint,
    segment,
)

__all__ = ["UNCHANGED", "AsyncScheduledCalls", "ScheduledCalls"]


class _Unchanged(enum.Enum):
    UNCHANGED = "unchanged"

    def __repr__(self) -> str:
        return "UNCHANGED"


UNCHANGED: Final[Any] = _Unchanged.UNCHANGED
"""Default of every patch field: leave it as stored (None would clear `notes`)."""


def patch_body(scheduled_at: Any, status: Any, notes: Any) -> dict[str, Any]:
    body: dict[str, Any] = {}
    if scheduled_at is not UNCHANGED:
        if isinstance(scheduled_at, datetime):
            if scheduled_at.tzinfo is None:
                raise ValueError(
                    "scheduled_at must be timezone-aware (the API needs Z or an offset)"
                )
            scheduled_at = scheduled_at.isoformat()
        body["scheduledAt"] = scheduled_at
    if status is not UNCHANGED:
        body["status"] = str(ScheduledCallStatus(status))
    if notes is not UNCHANGED:
        body["notes"] = notes
    if not body:
        raise ValueError("give at least one of scheduled_at, status or notes")
    return body


def _path(id: int) -> str:
    return f"/scheduled-calls/{segment(id)}"


class _ScheduledCalls(Resource):
    @endpoint
    def update(
        self,
        id: int,
        *,
        scheduled_at: datetime | str = UNCHANGED,
        status: ScheduledCallStatus | str = UNCHANGED,
        notes: str | None = UNCHANGED,
        idempotency_key: str | None = None,
    ) -> Operation[ScheduledCall]:
        """Patch the given fields; `notes=None` clears the notes."""
        body = patch_body(scheduled_at, status, notes)
        return Operation(
            "PATCH", _path(id), ScheduledCall, json=body, idempotency_key=idempotency_key
        )

    @endpoint
    def delete(self, id: int, *, idempotency_key: str | None = None) -> Operation[ScheduledCall]:
        """Cancels the callback (gap G15); a Completed one raises ScheduledCallCompleted."""
        return Operation("DELETE", _path(id), ScheduledCall, idempotency_key=idempotency_key)


class ScheduledCalls(_ScheduledCalls, SyncResource):
    pass


class AsyncScheduledCalls(_ScheduledCalls, AsyncResource):
    pass
