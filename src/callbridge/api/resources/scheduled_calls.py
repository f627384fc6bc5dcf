"""Scheduled calls (callbacks): patch and cancel. The API never dials them."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from callbridge.api._pipeline import decode
from callbridge.api.models import ScheduledCall, ScheduledCallStatus
from callbridge.api.resources._base import AsyncResource, SyncResource, segment

__all__ = ["UNCHANGED", "AsyncScheduledCalls", "ScheduledCalls"]

UNCHANGED: Any = object()
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


class ScheduledCalls(SyncResource):
    def update(
        self,
        id: int,
        *,
        scheduled_at: datetime | str = UNCHANGED,
        status: ScheduledCallStatus | str = UNCHANGED,
        notes: str | None = UNCHANGED,
        idempotency_key: str | None = None,
    ) -> ScheduledCall:
        """Patch the given fields; `notes=None` clears the notes."""
        response = self._client._send(
            "PATCH",
            f"/scheduled-calls/{segment(id)}",
            json=patch_body(scheduled_at, status, notes),
            idempotency_key=idempotency_key,
        )
        return ScheduledCall.model_validate(decode(response))

    def delete(self, id: int, *, idempotency_key: str | None = None) -> ScheduledCall:
        """Cancels the callback (gap G15); a Completed one raises ScheduledCallCompleted."""
        response = self._client._send(
            "DELETE", f"/scheduled-calls/{segment(id)}", idempotency_key=idempotency_key
        )
        return ScheduledCall.model_validate(decode(response))


class AsyncScheduledCalls(AsyncResource):
    async def update(
        self,
        id: int,
        *,
        scheduled_at: datetime | str = UNCHANGED,
        status: ScheduledCallStatus | str = UNCHANGED,
        notes: str | None = UNCHANGED,
        idempotency_key: str | None = None,
    ) -> ScheduledCall:
        response = await self._client._send(
            "PATCH",
            f"/scheduled-calls/{segment(id)}",
            json=patch_body(scheduled_at, status, notes),
            idempotency_key=idempotency_key,
        )
        return ScheduledCall.model_validate(decode(response))

    async def delete(self, id: int, *, idempotency_key: str | None = None) -> ScheduledCall:
        response = await self._client._send(
            "DELETE", f"/scheduled-calls/{segment(id)}", idempotency_key=idempotency_key
        )
        return ScheduledCall.model_validate(decode(response))
