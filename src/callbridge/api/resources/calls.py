"""GET /calls/{callSid}: a call with the evidence the key may read."""

from __future__ import annotations

from callbridge.api._pipeline import decode
from callbridge.api.models import Call
from callbridge.api.resources._base import AsyncResource, SyncResource, segment

__all__ = ["AsyncCalls", "Calls"]


class Calls(SyncResource):
    def get(self, call_sid: str) -> Call:
        """Re-fetch after evidence-ready and disposition events: events are references."""
        return Call.model_validate(decode(self._client._send("GET", f"/calls/{segment(call_sid)}")))


class AsyncCalls(AsyncResource):
    async def get(self, call_sid: str) -> Call:
        response = await self._client._send("GET", f"/calls/{segment(call_sid)}")
        return Call.model_validate(decode(response))
