from __future__ import annotations

from datetime import datetime
from typing import TypedDict

from pydantic import BaseModel, Field


class RinglaneErrorDetail(TypedDict):
    path: str
    message: str


class RinglaneErrorBody(TypedDict, total=False):
    error: str
    details: list[RinglaneErrorDetail]


class RinglaneContactList(BaseModel):
    id: int
    name: str
    description: str | None = None
    contact_count: int = Field(0, alias="contactCount")
    updated_at: datetime | None = Field(None, alias="updatedAt")


class GatewayProblem(BaseModel):
    """Error body returned by OUR API (RFC 7807-ish)."""

    type: str = "about:blank"
    title: str
    status: int
    detail: str | list[str] | None = None
