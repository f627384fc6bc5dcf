"""Turning client results into the wire (camelCase) values recipe expressions see."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pydantic import BaseModel


def to_wire(value: Any) -> Any:
    """A client result as JSON-like data with the API's own field names."""
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json", by_alias=True)
    if isinstance(value, dict):
        return {key: to_wire(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [to_wire(item) for item in value]
    return value


def collection(items: Iterable[Any], next_cursor: str | None = None) -> dict[str, Any]:
    """The spec's collection envelope, used for every list-shaped action result."""
    return {"data": [to_wire(item) for item in items], "nextCursor": next_cursor}
