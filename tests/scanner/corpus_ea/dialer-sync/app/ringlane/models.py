from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator


class _Base(BaseModel):
    model_config = ConfigDict(populate_by_name=True, extra="ignore")


class Contact(_Base):
    phone: str
    first_name: str | None = Field(default=None, alias="firstName")
    last_name: str | None = Field(default=None, alias="lastName")
    external_id: str | None = Field(default=None, alias="externalId")

    @field_validator("phone")
    @classmethod
    def normalise_phone(cls, v: str) -> str:
        digits = "".join(ch for ch in v if ch.isdigit() or ch == "+")
        if not digits.startswith("+"):
            digits = "+44" + digits.lstrip("0")
        return digits


class ContactList(_Base):
    id: str
    name: str
    status: Literal["active", "archived"] = "active"
    contact_count: int = Field(default=0, alias="contactCount")
    created_at: datetime | None = Field(default=None, alias="createdAt")


class ContactListPage(_Base):
    data: list[ContactList]
    next_cursor: str | None = Field(default=None, alias="nextCursor")


class AppendResult(_Base):
    added: int
    skipped: int = 0
    invalid_phones: list[str] = Field(default_factory=list, alias="invalidPhones")


class CallOutcomeEvent(_Base):
    event: str
    call_id: str = Field(alias="callId")
    list_id: str | None = Field(default=None, alias="listId")
    phone: str
    disposition: str | None = None
    occurred_at: datetime = Field(alias="occurredAt")
