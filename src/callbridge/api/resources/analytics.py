"""GET /analytics/summary (gap G13)."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from callbridge.api._pipeline import Operation
from callbridge.api.models import AnalyticsSummary
from callbridge.api.resources._base import AsyncResource, Resource, SyncResource, endpoint

__all__ = ["Analytics", "AsyncAnalytics", "summary_params"]

GroupBy = Literal["list", "owner"]


def _instant(value: datetime | str | None) -> str | None:
    if isinstance(value, datetime):
        if value.tzinfo is None:
            raise ValueError("from_/to must be timezone-aware (the API needs Z or an offset)")
        return value.isoformat()
    return value


def summary_params(
    from_: datetime | str | None,
    to: datetime | str | None,
    list_id: int | None,
    owner_id: str | None,
    group_by: GroupBy | None,
) -> dict[str, Any]:
    return {
        "from": _instant(from_),
        "to": _instant(to),
        "listId": list_id,
        "ownerId": owner_id,
        "groupBy": group_by,
    }


class _Analytics(Resource):
    @endpoint
    def summary(
        self,
        *,
        from_: datetime | str | None = None,
        to: datetime | str | None = None,
        list_id: int | None = None,
        owner_id: str | None = None,
        group_by: GroupBy | None = None,
    ) -> Operation[AnalyticsSummary]:
        """Call totals between `from_` and `to`, optionally grouped by list or owner."""
        params = summary_params(from_, to, list_id, owner_id, group_by)
        return Operation("GET", "/analytics/summary", AnalyticsSummary, params=params)


class Analytics(_Analytics, SyncResource):
    pass


class AsyncAnalytics(_Analytics, AsyncResource):
    pass
