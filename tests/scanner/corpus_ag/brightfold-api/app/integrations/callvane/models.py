from datetime import datetime

from pydantic import BaseModel, Field


class Contact(BaseModel):
    phone: str
    first_name: str | None = None
    last_name: str | None = None
    company: str | None = None


class ContactList(BaseModel):
    id: str
    name: str
    contact_count: int = 0
    created_at: datetime
    owner_email: str | None = None


class ContactListPage(BaseModel):
    items: list[ContactList]
    next_cursor: str | None = None


class ErrorDetail(BaseModel):
    path: str
    message: str


class CallvaneErrorBody(BaseModel):
    """Error payload returned by Callvane on any 4xx/5xx."""

    error: str
    details: list[ErrorDetail] = Field(default_factory=list)
