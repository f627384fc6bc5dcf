"""The path parameters of the v2 operations as pydantic models: they validate the path (at
`path.<name>`, through `validation.parse_path`, before any visibility check) and give the
published document its path parameters (`queries.parameters`).

Ids are decimal integers from 1 to 2147483647 (`01` and `1.0` are 1, gap G25); a callSid is
1 to 200 characters without spaces, control characters or `/` (G25, G30: empty is malformed);
webhook and delivery ids are hyphenated UUIDs in either case, read in lower case (G32).
"""

from __future__ import annotations

import re
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, WithJsonSchema

from callbridge.sandbox.http.bodies import MAX_ID
from callbridge.sandbox.http.queries import int_text

_UUID = re.compile(r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$")


def _uuid_text(raw: Any) -> str:
    if not isinstance(raw, str) or _UUID.fullmatch(raw) is None:
        raise ValueError("must be a UUID")
    return raw.lower()


Id = Annotated[
    int,
    Field(ge=1, le=MAX_ID),
    BeforeValidator(int_text),
    WithJsonSchema({"type": "integer", "minimum": 1, "maximum": MAX_ID, "examples": [1]}),
]
Uuid = Annotated[
    str, BeforeValidator(_uuid_text), WithJsonSchema({"type": "string", "format": "uuid"})
]
CallSid = Annotated[
    str,
    Field(
        pattern=r"^[^\x00-\x20\x7f/]{1,200}$",
        description="1 to 200 characters without spaces, control characters or /",
    ),
]


class PathParams(BaseModel):
    model_config = ConfigDict(extra="ignore", hide_input_in_errors=True)


class IdPath(PathParams):
    id: Id


class MemberPath(PathParams):
    id: Id = Field(description="the list id")
    contactId: Id


class CallPath(PathParams):
    callSid: CallSid


class HookPath(PathParams):
    id: Uuid = Field(description="a client-persisted subscription UUID")


class DeliveryPath(HookPath):
    deliveryId: Uuid = Field(description="the delivery id (not an event or attempt id)")
