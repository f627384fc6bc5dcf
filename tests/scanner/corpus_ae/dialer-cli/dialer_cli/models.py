from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, Field


class ContactList(BaseModel):
    id: int
    name: str
    contact_count: int = Field(alias="contactCount", default=0)
    created_at: datetime | None = Field(alias="createdAt", default=None)


class Contact(BaseModel):
    phone: str
    first_name: str | None = None


class ApiErrorBody(BaseModel):
    error: str
    details: list[dict[str, str]] = []
