"""GET /calls/{callSid}: a call with the evidence the key may read."""

from __future__ import annotations

from callbridge.api._pipeline import Operation
from callbridge.api.models import Call
from callbridge.api.resources._base import (
    AsyncResource,
    Resource,
    SyncResource,
    endpoint,
    segment,
)

__all__ = ["AsyncCalls", "Calls"]


class _Calls(Resource):
    @endpoint
    def get(self, call_sid: str) -> Operation[Call]:
        """Re-fetch after evidence-ready and disposition events: events are references."""
        return Operation("GET", f"/calls/{segment(call_sid)}", Call)


class Calls(_Calls, SyncResource):
    pass


class AsyncCalls(_Calls, AsyncResource):
    pass
