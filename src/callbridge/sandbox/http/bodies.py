"""The request bodies of the v2 operations as pydantic models: one definition that both
validates requests (through `validation.parse_body`, which turns pydantic's error locations
into the contract's `body.x` details, all problems at once) and gives the published document
its request schemas (`model_json_schema()`).

Types follow the contract, not pydantic's lax defaults: strings are never made from numbers,
booleans are JSON booleans, an integer is a number without a fraction (gap G25: `1.0` counts,
`"1"` and `true` do not), and date-times carry `Z` or an offset within years 1-9999 (G34).
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StrictBool,
    WithJsonSchema,
    model_validator,
)

from callbridge.sandbox.backend.events import EVENT_TYPES
from callbridge.sandbox.backend.zones import time_zones
from callbridge.sandbox.state.clock import parse_datetime

MAX_ID = 2147483647
DATETIME_MESSAGE = "must be a date-time with Z or an explicit offset, in years 1 to 9999 in UTC"


def json_integer(value: Any) -> int | None:
    """A JSON integer, or None. A number with a zero fraction (`8920822.0`) counts, as it does
    for JSON Schema's `integer` (gap G25); booleans do not."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return None


def _integer(value: Any) -> int:
    parsed = json_integer(value)
    if parsed is None:
        raise ValueError("must be an integer")
    return parsed


def _instant(value: Any) -> datetime:
    parsed = parse_datetime(value) if isinstance(value, str) else None
    if parsed is None:
        raise ValueError(DATETIME_MESSAGE)
    return parsed


def _time_zone(value: Any) -> Any:
    if isinstance(value, str) and value not in time_zones():
        raise ValueError("must be an IANA time zone name")
    return value


# constraints first, so they reach the JSON schema as minimum/maximum
Id = Annotated[int, Field(ge=1, le=MAX_ID), BeforeValidator(_integer)]
Instant = Annotated[
    datetime,
    BeforeValidator(_instant),
    WithJsonSchema(
        {
            "type": "string",
            "format": "date-time",
            "pattern": "^.*([Zz]|[+-][0-9]{2}:[0-9]{2})$",
            "description": "Z or an explicit offset; a UTC instant within years 1 to 9999",
        }
    ),
]
TimeZone = Annotated[
    str | None,
    BeforeValidator(_time_zone),
    WithJsonSchema({"anyOf": [{"type": "string", "enum": sorted(time_zones())}, {"type": "null"}]}),
]


def _no_default(schema: dict[str, Any]) -> None:
    schema.pop("default", None)


def optional(**constraints: Any) -> Any:
    """A member that may be omitted but, when sent, may not be null: its Python default
    (None, never validated) marks it as not sent and stays out of the published schema."""
    return Field(default=None, json_schema_extra=_no_default, **constraints)


class Body(BaseModel):
    """A request body: unknown members are refused (`body.<member>`)."""

    model_config = ConfigDict(extra="forbid", strict=False, hide_input_in_errors=True)


class ListWrite(Body):
    """The full list write shape: an omitted or null `groupName` clears the group."""

    model_config = ConfigDict(
        json_schema_extra={"examples": [{"name": "Q4 prospects", "ownerId": "usr_ada"}]}
    )

    name: str = Field(min_length=1, max_length=150)
    ownerId: str = Field(min_length=1, max_length=100)
    groupName: str | None = Field(default=None, max_length=100)


class ContactUpsert(Body):
    """Keyed by `externalId` (gap G2). `phoneNumber` is required when the contact is
    created, and `ownerId` too for a workspace key; omitted members stay unchanged."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {"externalId": "crm-2001", "phoneNumber": "+14155550123", "ownerId": "usr_ada"}
            ]
        }
    )

    externalId: str = Field(min_length=1, max_length=200, pattern=r"^[^\x00-\x1f\x7f]+$")
    phoneNumber: str = optional(pattern=r"^\+[1-9][0-9]{1,14}$")
    firstName: str | None = Field(default=None, max_length=100)
    lastName: str | None = Field(default=None, max_length=100)
    email: str | None = Field(default=None, max_length=254, pattern=r"^[^@\s]+@[^@\s]+$")
    ownerId: str = optional(min_length=1, max_length=100)
    timeZone: TimeZone = None


class ScheduledCallPatch(Body):
    """Spec ScheduledCallPatch: at least one property; omitted fields stay unchanged."""

    model_config = ConfigDict(
        json_schema_extra={"minProperties": 1, "examples": [{"notes": "Call after lunch"}]}
    )

    scheduledAt: Instant = optional()
    status: Literal["Pending", "Completed", "Failed", "Cancelled"] = optional()
    notes: str | None = Field(default=None, max_length=16000)

    @model_validator(mode="before")
    @classmethod
    def _not_empty(cls, data: Any) -> Any:
        if isinstance(data, dict) and not data:
            raise ValueError("at least one property is required")
        return data


class WebhookWrite(Body):
    """A subscription's configuration (gap G8); `events` are folded when repeated."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "name": "CRM sync",
                    "url": "https://hooks.example.com/calling",
                    "events": ["call.completed"],
                }
            ]
        }
    )

    name: str = Field(min_length=1, max_length=200)
    url: str = Field(
        min_length=1,
        max_length=2048,
        json_schema_extra={
            "format": "uri",
            "description": "https on port 443, no credentials, no fragment, not private",
        },
    )
    events: list[Literal[EVENT_TYPES]] = Field(min_length=1)  # type: ignore[valid-type]


class WebhookPatch(Body):
    """Pause (`false`) or enable (`true`, only once verified) a subscription."""

    model_config = ConfigDict(json_schema_extra={"examples": [{"active": False}]})

    active: StrictBool


class ImportRequest(Body):
    """Contacts for one list (gap G12); each item is judged on its own, and an invalid one
    fails alone in the 202 answer."""

    model_config = ConfigDict(
        json_schema_extra={"examples": [{"listId": 1, "contacts": [{"externalId": "crm-1001"}]}]}
    )

    listId: Id
    contacts: list[Any] = Field(
        min_length=1,
        max_length=1000,
        json_schema_extra={"items": {"description": "a ContactUpsert body, judged on its own"}},
    )


REQUEST_MODELS: dict[str, type[Body]] = {
    model.__name__: model
    for model in (
        ListWrite,
        ContactUpsert,
        ScheduledCallPatch,
        WebhookWrite,
        WebhookPatch,
        ImportRequest,
    )
}
