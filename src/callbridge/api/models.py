"""Pydantic models of every v2 resource.

Attributes are snake_case; the wire stays camelCase (aliases, populated by either name), so
`model.model_dump(mode="json", by_alias=True)` gives back the wire shape. Fields the client
does not know are kept, not rejected: the service may add fields, and an integration must not
break on them. Date-times are parsed as aware datetimes and normalised to UTC. Shapes the spec
leaves open follow docs/contract-gaps.md (the `G<n>` notes below).
"""

from __future__ import annotations

from datetime import UTC, datetime
from enum import StrEnum
from typing import Annotated, Any, Generic, TypeVar

from pydantic import (
    AfterValidator,
    AwareDatetime,
    BaseModel,
    ConfigDict,
    Field,
    ValidationInfo,
    model_validator,
)
from pydantic.alias_generators import to_camel

__all__ = [
    "AnalyticsGroup",
    "AnalyticsSummary",
    "AnalyticsTotals",
    "Attempt",
    "AttemptState",
    "Availability",
    "AvailabilityCoverage",
    "Call",
    "Change",
    "ChangePage",
    "Contact",
    "ContactDeletion",
    "ContactUpsertResult",
    "Credential",
    "CredentialKind",
    "Delivery",
    "DeliveryState",
    "Disposition",
    "Environment",
    "Event",
    "EventType",
    "EvidenceState",
    "ImportItemError",
    "ImportResult",
    "List",
    "Member",
    "Membership",
    "Page",
    "Recording",
    "ScheduledCall",
    "ScheduledCallStatus",
    "Scope",
    "SigningSecret",
    "Transcript",
    "TranscriptSegment",
    "UtcDatetime",
    "VerificationChallenge",
    "WebhookSubscription",
]


def _to_utc(value: datetime) -> datetime:
    return value.astimezone(UTC)


UtcDatetime = Annotated[AwareDatetime, AfterValidator(_to_utc)]
"""A date-time that must carry Z or an offset, held in UTC."""

T = TypeVar("T")


class _Model(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="allow")


class Scope(StrEnum):
    CONTACTS_READ = "contacts:read"
    CONTACTS_WRITE = "contacts:write"
    LISTS_READ = "lists:read"
    LISTS_WRITE = "lists:write"
    CALLS_READ = "calls:read"
    RECORDINGS_READ = "recordings:read"
    TRANSCRIPTS_READ = "transcripts:read"
    ANALYTICS_READ = "analytics:read"
    CHANGES_READ = "changes:read"
    WEBHOOKS_MANAGE = "webhooks:manage"


class CredentialKind(StrEnum):
    PERSONAL = "personal"
    WORKSPACE = "workspace"


class Environment(StrEnum):
    LIVE = "live"
    TEST = "test"


class ScheduledCallStatus(StrEnum):
    PENDING = "Pending"
    COMPLETED = "Completed"
    FAILED = "Failed"
    CANCELLED = "Cancelled"


class EvidenceState(StrEnum):
    RESTRICTED = "restricted"
    AVAILABLE = "available"
    UNAVAILABLE = "unavailable"


class DeliveryState(StrEnum):
    """Gap G10; the spec itself names only `pending`."""

    PENDING = "pending"
    IN_PROGRESS = "in_progress"
    SUCCEEDED = "succeeded"
    FAILED = "failed"
    CANCELLED = "cancelled"


class AttemptState(StrEnum):
    IN_PROGRESS = "in_progress"
    SUCCEEDED = "succeeded"
    FAILED = "failed"


class EventType(StrEnum):
    """Event types of the spec, with the contact and list names of gap G9."""

    CALL_CREATED = "call.created"
    CALL_UPDATED = "call.updated"
    CALL_DELETED = "call.deleted"
    CALL_COMPLETED = "call.completed"
    CALL_DISPOSITION_UPDATED = "call.disposition_updated"
    RECORDING_AVAILABLE = "recording.available"
    TRANSCRIPT_AVAILABLE = "transcript.available"
    LIST_MEMBERSHIP_UPDATED = "list.membership_updated"
    CONTACT_CREATED = "contact.created"
    CONTACT_UPDATED = "contact.updated"
    CONTACT_DELETED = "contact.deleted"
    CONTACT_ACCESS_REVOKED = "contact.access_revoked"
    LIST_CREATED = "list.created"
    LIST_UPDATED = "list.updated"
    LIST_DELETED = "list.deleted"
    LIST_ACCESS_REVOKED = "list.access_revoked"


# An event type the client does not know yet stays a plain string instead of failing.
_EventTypeField = Annotated[EventType | str, Field(union_mode="left_to_right")]
_ScopeField = Annotated[Scope | str, Field(union_mode="left_to_right")]


class Page(_Model, Generic[T]):
    """One page of a collection; `next_cursor` is None on the last page."""

    data: list[T]
    next_cursor: str | None = None


class Credential(_Model):
    """GET /me: the key's credential; the secret is never part of it."""

    credential_id: str
    workspace_id: str
    kind: CredentialKind
    owner_id: str | None = None
    allowed_user_ids: list[str] = Field(default_factory=list)
    scopes: list[_ScopeField] = Field(default_factory=list)
    environment: Environment
    api_version: str


class Member(_Model):
    """GET /users item: a current workspace member, usable as ownerId when read."""

    id: str
    name: str | None = None
    first_name: str | None = None
    last_name: str | None = None
    identifier: str | None = None
    email: str | None = None
    role: str | None = None
    status: str | None = None
    joined_at: UtcDatetime | None = None
    updated_at: UtcDatetime | None = None


class List(_Model):
    """A calling list; `contacts_count` is the stored total, not what this key can see."""

    id: int
    name: str
    owner_id: str
    group_name: str | None = None
    org_id: str
    created_at: UtcDatetime
    updated_at: UtcDatetime
    contacts_count: int


class Contact(_Model):
    """Gap G1."""

    id: int
    external_id: str | None = None
    phone_number: str
    first_name: str | None = None
    last_name: str | None = None
    email: str | None = None
    owner_id: str
    time_zone: str | None = None
    created_at: UtcDatetime
    updated_at: UtcDatetime


class ContactUpsertResult(Contact):
    """The upserted contact; `created` tells a 201 (new) from a 200 (updated) answer."""

    created: bool

    @model_validator(mode="before")
    @classmethod
    def _created_from_status(cls, data: Any, info: ValidationInfo) -> Any:
        # The client validates answers with their status as context (callbridge.api._pipeline).
        status = (info.context or {}).get("status")
        if isinstance(data, dict) and "created" not in data and status is not None:
            return {**data, "created": status == 201}
        return data


class ContactDeletion(_Model):
    """Gap G3."""

    id: int
    deleted: bool


class Membership(_Model):
    """The membership after a list add or remove; `member` states the resulting state."""

    list_id: int
    contact_id: int
    member: bool


class Disposition(_Model):
    type: str | None = None
    notes: str | None = None


class Recording(_Model):
    """`url` may be None even when available: a stored reference, not a playback promise."""

    state: EvidenceState
    url: str | None = None


class TranscriptSegment(_Model):
    speaker: str
    text: str


class Transcript(_Model):
    state: EvidenceState
    segments: list[TranscriptSegment] | None = None


class Call(_Model):
    """A call record; evidence the key may not read has state `restricted`."""

    id: int
    call_sid: str
    owner_id: str
    created_at: UtcDatetime
    updated_at: UtcDatetime
    contact_id: int | None = None
    contact_name: str | None = None
    phone_number: str
    from_phone_number: str
    direction: str | None = None
    call_status: str
    disposition: Disposition | None = None
    list_id: int | None = None
    talk_time_seconds: float
    recording: Recording
    transcript: Transcript


class ScheduledCall(_Model):
    id: int
    owner_id: str
    contact_id: int
    phone_number: str
    scheduled_at: UtcDatetime
    status: ScheduledCallStatus
    notes: str | None
    call_history_id: int | None
    created_at: UtcDatetime
    updated_at: UtcDatetime
    time_zone: str | None
    time_zone_source: str


class WebhookSubscription(_Model):
    """Gap G8. `verified` tells whether PATCH `{active: true}` can succeed."""

    id: str
    name: str
    url: str
    events: list[_EventTypeField]
    active: bool
    verified: bool | None = None
    created_at: UtcDatetime | None = None
    updated_at: UtcDatetime | None = None


class SigningSecret(_Model):
    """The one-time answer of rotate-secret. Its repr masks the secret."""

    id: str
    signing_secret: str
    active: bool

    def __repr_args__(self) -> Any:
        from callbridge._redact import mask_secret

        for name, value in super().__repr_args__():
            yield name, (mask_secret(value) if name == "signing_secret" else value)


class Delivery(_Model):
    """Gap G10. A replay answer carries only id, eventId and state."""

    id: str
    event_id: str
    state: DeliveryState | str = Field(union_mode="left_to_right")
    event_type: _EventTypeField | None = None
    attempt_count: int | None = None
    next_attempt_at: UtcDatetime | None = None
    created_at: UtcDatetime | None = None
    updated_at: UtcDatetime | None = None


class Attempt(_Model):
    """Gap G10."""

    id: str
    delivery_id: str
    number: int
    state: AttemptState | str = Field(union_mode="left_to_right")
    status_code: int | None = None
    error: str | None = None
    started_at: UtcDatetime
    finished_at: UtcDatetime | None = None


class Change(_Model):
    """A change-feed record (gap G11). `sequence` is a decimal string; never a number."""

    sequence: str
    event_id: str
    org_id: str
    owner_id: str | None = None
    type: _EventTypeField
    resource_type: str
    resource_id: str
    created_at: UtcDatetime


class ChangePage(Page[Change]):
    """A page of GET /changes: `next_cursor` is always present, even on an empty page."""

    next_cursor: str
    has_more: bool


class Event(_Model):
    """A webhook event: a reference to a resource, not a snapshot of it."""

    id: str
    type: _EventTypeField
    api_version: str
    created_at: UtcDatetime
    workspace_id: str
    owner_id: str | None = None
    resource_type: str
    resource_id: str
    data: dict[str, Any]


class VerificationChallenge(_Model):
    """The signed `webhook.verification` request; it has no event id."""

    type: str
    challenge: str


class ImportItemError(_Model):
    index: int
    code: str
    message: str
    details: list[dict[str, Any]] | None = None


class ImportResult(_Model):
    """Gap G12."""

    id: str
    list_id: int
    state: str
    total: int
    created: int
    updated: int
    failed: int
    errors: list[ImportItemError] = Field(default_factory=list)
    created_at: UtcDatetime


class AnalyticsTotals(_Model):
    calls: int
    completed_calls: int
    talk_time_seconds: float


class AnalyticsGroup(AnalyticsTotals):
    key: str


class AnalyticsSummary(_Model):
    """Gap G13."""

    from_: UtcDatetime | None = Field(default=None, alias="from")
    to: UtcDatetime | None = None
    totals: AnalyticsTotals
    groups: list[AnalyticsGroup] = Field(default_factory=list)


class AvailabilityCoverage(_Model):
    calls_from: UtcDatetime | None = None
    contacts_from: UtcDatetime | None = None


class Availability(_Model):
    """Gap G14."""

    api_version: str
    status: str
    coverage: AvailabilityCoverage
    backfill: str
