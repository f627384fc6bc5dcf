"""The v2 answers as pydantic models: the published document's response schemas come from
them (`answer_schemas`), which the schemathesis test holds every answer to. Field names are
the wire's camelCase; shapes the spec leaves open follow docs/contract-gaps.md (G1, G8, G10-14,
G22, G23).
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal
from uuid import UUID

from pydantic import BaseModel, Field
from pydantic.json_schema import models_json_schema

from callbridge.sandbox.backend.credentials import ALL_SCOPES
from callbridge.sandbox.http.bodies import MAX_ID, optional

Id = Annotated[int, Field(ge=1, le=MAX_ID)]
Count = Annotated[int, Field(ge=0)]
Seconds = Annotated[float, Field(ge=0)]
Evidence = Literal["restricted", "available", "unavailable"]
Status = Literal["Pending", "Completed", "Failed", "Cancelled"]
Scope = Literal[ALL_SCOPES]  # type: ignore[valid-type]


class Answer(BaseModel):
    """An answer body; the service may add members, so none is closed."""


class Detail(Answer):
    path: str
    message: str


class ErrorBody(Answer):
    code: str
    message: str
    requestId: UUID
    details: list[Detail] = optional()


class Error(Answer):
    """The v2 error envelope (spec Errors)."""

    error: ErrorBody


class Credential(Answer):
    credentialId: UUID
    workspaceId: str
    kind: Literal["personal", "workspace"]
    ownerId: str | None
    allowedUserIds: list[str]
    scopes: list[Scope]
    environment: Literal["live", "test"]
    apiVersion: Literal["v2"]


class Member(Answer):
    id: str
    name: str | None
    firstName: str | None
    lastName: str | None
    identifier: str | None
    email: str | None
    role: str
    status: str
    joinedAt: datetime
    updatedAt: datetime


class MemberPage(Answer):
    data: list[Member]
    nextCursor: str | None


class List(Answer):
    id: Id
    name: str
    ownerId: str
    groupName: str | None
    orgId: str
    createdAt: datetime
    updatedAt: datetime
    contactsCount: Count


class Contact(Answer):
    id: Id
    externalId: str | None
    phoneNumber: str
    firstName: str | None
    lastName: str | None
    email: str | None
    ownerId: str
    timeZone: str | None
    createdAt: datetime
    updatedAt: datetime


class ContactPage(Answer):
    data: list[Contact]
    nextCursor: str | None


class ContactDeleted(Answer):
    id: Id
    deleted: Literal[True]


class Membership(Answer):
    listId: Id
    contactId: Id
    member: bool


class Recording(Answer):
    """Gap G22: `url` appears only when the state is available; it is a stored reference,
    not a playback guarantee."""

    state: Evidence
    url: str | None = optional()


class Segment(Answer):
    speaker: str
    text: str


class Transcript(Answer):
    """Gap G22: `segments` appear only when the state is available."""

    state: Evidence
    segments: list[Segment] = optional()


class Disposition(Answer):
    type: str
    notes: str | None


class Call(Answer):
    id: int
    callSid: str
    ownerId: str
    createdAt: datetime
    updatedAt: datetime
    contactId: int | None
    contactName: str | None
    phoneNumber: str
    fromPhoneNumber: str
    direction: str | None
    callStatus: str
    disposition: Disposition | None
    listId: int | None
    talkTimeSeconds: Seconds
    recording: Recording
    transcript: Transcript


class ScheduledCall(Answer):
    id: Id
    ownerId: str
    contactId: Id
    phoneNumber: str
    scheduledAt: datetime
    status: Status
    notes: str | None
    callHistoryId: int | None
    createdAt: datetime
    updatedAt: datetime
    timeZone: str | None
    timeZoneSource: str


class Webhook(Answer):
    id: UUID
    name: str
    url: str
    events: list[str]
    active: bool
    verified: bool
    createdAt: datetime
    updatedAt: datetime


class SigningSecret(Answer):
    """Shown once (gap G8)."""

    id: UUID
    signingSecret: Annotated[str, Field(pattern="^whsec_")]
    active: Literal[False]


class Delivery(Answer):
    id: UUID
    eventId: UUID
    eventType: str
    state: Literal["pending", "in_progress", "succeeded", "failed", "cancelled"]
    attemptCount: Count
    nextAttemptAt: datetime | None
    createdAt: datetime
    updatedAt: datetime


class DeliveryPage(Answer):
    data: list[Delivery]
    nextCursor: str | None


class Attempt(Answer):
    id: UUID
    deliveryId: UUID
    number: Annotated[int, Field(ge=1)]
    state: Literal["in_progress", "succeeded", "failed"]
    statusCode: int | None
    error: str | None
    startedAt: datetime
    finishedAt: datetime | None


class AttemptPage(Answer):
    data: list[Attempt]
    nextCursor: str | None


class ReplayAccepted(Answer):
    id: UUID
    eventId: UUID
    state: Literal["pending"]


Sequence = Annotated[str, Field(pattern="^[0-9]+$")]


class Change(Answer):
    sequence: Sequence
    eventId: UUID
    orgId: str
    ownerId: str
    type: str
    resourceType: str
    resourceId: str
    createdAt: datetime


class ChangePage(Answer):
    data: list[Change]
    nextCursor: Sequence
    hasMore: bool


class ImportItemError(Answer):
    index: int
    code: str
    message: str
    details: list[Detail]


class Import(Answer):
    id: UUID
    listId: Id
    state: Literal["completed"]
    total: int
    created: int
    updated: int
    failed: int
    errors: list[ImportItemError]
    createdAt: datetime


class Tally(Answer):
    calls: int
    completedCalls: int
    talkTimeSeconds: Seconds


class Group(Tally):
    key: str | None


class AnalyticsSummary(Answer):
    from_: datetime | None = Field(alias="from")
    to: datetime | None
    totals: Tally
    groups: list[Group]


class Coverage(Answer):
    callsFrom: datetime | None
    contactsFrom: datetime | None


class Availability(Answer):
    apiVersion: Literal["v2"]
    status: Literal["available"]
    coverage: Coverage
    backfill: Literal["not_required", "controlled"]


ANSWERS: tuple[type[Answer], ...] = (
    Error,
    Credential,
    MemberPage,
    List,
    ContactPage,
    ContactDeleted,
    Membership,
    Call,
    ScheduledCall,
    Webhook,
    SigningSecret,
    DeliveryPage,
    AttemptPage,
    ReplayAccepted,
    ChangePage,
    Import,
    AnalyticsSummary,
    Availability,
)


def answer_schemas() -> dict[str, Any]:
    """Every answer's schema and the schemas they use, by name, for `components.schemas`."""
    _, top = models_json_schema(
        [(model, "serialization") for model in ANSWERS],
        ref_template="#/components/schemas/{model}",
    )
    schemas: dict[str, Any] = top["$defs"]
    return schemas
