"""POST /imports: many contact upserts plus list membership in one request (gap G12)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from pydantic.alias_generators import to_camel

from callbridge.api._pipeline import Operation
from callbridge.api.models import ImportResult
from callbridge.api.resources._base import AsyncResource, Resource, SyncResource, endpoint

__all__ = ["AsyncImports", "Imports", "import_body"]


def import_body(list_id: int, contacts: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """Items are upsert bodies; snake_case keys (`phone_number`) become wire names."""
    items = [{to_camel(k): v for k, v in item.items() if v is not None} for item in contacts]
    return {"listId": list_id, "contacts": items}


class _Imports(Resource):
    @endpoint
    def create(
        self,
        list_id: int,
        contacts: Iterable[Mapping[str, Any]],
        *,
        idempotency_key: str | None = None,
    ) -> Operation[ImportResult]:
        """Upsert up to 1000 contacts and add them to the list; items fail one by one."""
        body = import_body(list_id, contacts)
        return Operation(
            "POST", "/imports", ImportResult, json=body, idempotency_key=idempotency_key
        )


class Imports(_Imports, SyncResource):
    pass


class AsyncImports(_Imports, AsyncResource):
    pass
