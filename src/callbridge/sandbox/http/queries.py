"""The query parameters of the v2 reads as pydantic models: they validate the query (all
problems at once, at `query.<name>`, through `validation.parse_query`) and give the published
document its query parameters (`parameters`, shared with the path models).

A query is text: an integer is decimal digits, optionally with a zero fraction (`50.0`, gap
G25); unknown parameters are ignored (gap G25), so these models allow extra members.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, WithJsonSchema

from callbridge.sandbox.http.bodies import DATETIME_MESSAGE, MAX_ID, optional
from callbridge.sandbox.state.clock import parse_datetime

_INT_TEXT = re.compile(r"^([0-9]{1,10})(?:\.0{1,10})?$")


def int_text(raw: Any) -> int:
    """An integer written in a path or query; ValueError for anything else."""
    match = _INT_TEXT.fullmatch(raw) if isinstance(raw, str) else None
    if match is None:
        raise ValueError("must be an integer")
    return int(match.group(1))


def _instant_text(raw: Any) -> datetime:
    parsed = parse_datetime(raw) if isinstance(raw, str) else None
    if parsed is None:
        raise ValueError(DATETIME_MESSAGE)
    return parsed


def _int(minimum: int, maximum: int, default: int | None = None) -> Any:
    schema: dict[str, Any] = {"type": "integer", "minimum": minimum, "maximum": maximum}
    if default is not None:
        schema["default"] = default
    return Annotated[
        int,
        Field(ge=minimum, le=maximum),
        BeforeValidator(int_text),
        WithJsonSchema(schema),
    ]


Instant = Annotated[
    datetime,
    BeforeValidator(_instant_text),
    WithJsonSchema({"type": "string", "format": "date-time"}),
]


class Query(BaseModel):
    """Query parameters; unknown ones are ignored (gap G25)."""

    model_config = ConfigDict(extra="ignore", hide_input_in_errors=True)


class UsersQuery(Query):
    cursor: str = optional(
        pattern=r"^[0-9]{1,9}$",
        description="opaque nextCursor of an earlier page; valid only with the same key and limit",
    )
    limit: _int(1, 100, 50) = 50  # type: ignore[valid-type]


class ListContactsQuery(Query):
    after: _int(0, MAX_ID, 0) = Field(  # type: ignore[valid-type]
        default=0, description="exclusive numeric id cursor: send nextCursor here"
    )
    limit: _int(1, 200, 50) = 50  # type: ignore[valid-type]


class ChangesQuery(Query):
    after: str = Field(
        default="0",
        pattern=r"^[0-9]{1,19}$",
        description="publication cursor; never convert it to a number",
    )
    limit: _int(1, 2**31 - 1, 50) = Field(  # type: ignore[valid-type]
        default=50, description="pages hold at most 1000 changes whatever the limit"
    )


class AnalyticsQuery(Query):
    start: Instant = optional(alias="from", description="inclusive; Z or an explicit offset")
    end: Instant = optional(alias="to", description="exclusive; Z or an explicit offset")
    listId: _int(1, MAX_ID) = optional()  # type: ignore[valid-type]
    ownerId: str = optional(min_length=1, max_length=100)
    groupBy: Literal["list", "owner"] = optional()


def parameters(model: type[BaseModel], where: str) -> tuple[dict[str, Any], ...]:
    """The model's members as OpenAPI parameters `in` a path or query."""
    schema = model.model_json_schema(by_alias=True)
    required = set(schema.get("required", ()))
    params = []
    for name, prop in schema["properties"].items():
        prop = {k: v for k, v in prop.items() if k != "title"}
        description = prop.pop("description", None)
        param: dict[str, Any] = {
            "name": name,
            "in": where,
            "required": where == "path" or name in required,
            "schema": prop,
        }
        if description:
            param["description"] = description
        params.append(param)
    return tuple(params)
