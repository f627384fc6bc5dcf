from datetime import datetime

from pydantic import BaseModel, Field


class ErrorDetail(BaseModel):
    path: str | None = None
    message: str


class RingvaleErrorBody(BaseModel):
    """Error payload returned by the Ringvale contact-list endpoints."""

    error: str
    details: list[ErrorDetail] = Field(default_factory=list)


class ContactList(BaseModel):
    id: int
    name: str
    owner_email: str | None = None
    contact_count: int = 0
    created_at: datetime


class ContactIn(BaseModel):
    phone: str = Field(pattern=r"^\+[1-9]\d{6,14}$")
    first_name: str | None = None
    last_name: str | None = None


class AppendResult(BaseModel):
    added: int
    skipped: int = 0
