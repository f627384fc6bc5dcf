"""Pydantic models for the reporting service's upstreams."""
from __future__ import annotations

from datetime import datetime
from typing import Literal, Optional

from pydantic import BaseModel, Field


# ---- Dialer ("Callwise") --------------------------------------------------------
class LegacyDialerError(BaseModel):
    """Flat body returned by the old dialer endpoints."""

    error: str
    details: Optional[list[dict]] = None


class DialerErrorDetail(BaseModel):
    path: str
    message: str


class DialerErrorBody(BaseModel):
    code: str
    message: str
    request_id: str = Field(alias="requestId")
    details: list[DialerErrorDetail] = []


class DialerError(BaseModel):
    error: DialerErrorBody


class ContactListSummary(BaseModel):
    id: int
    name: str
    group_name: Optional[str] = Field(default=None, alias="groupName")
    contacts_count: int = Field(alias="contactsCount")
    org_id: str = Field(alias="orgId")
    created_at: datetime = Field(alias="createdAt")
    updated_at: datetime = Field(alias="updatedAt")


class CallRecord(BaseModel):
    call_sid: str = Field(alias="callSid")
    owner_id: str = Field(alias="ownerId")
    call_status: str = Field(alias="callStatus")
    talk_time_seconds: float = Field(alias="talkTimeSeconds")


# ---- Identity provider ---------------------------------------------------------
class TokenError(BaseModel):
    """RFC 6749 section 5.2 error response."""

    error: Literal["invalid_request", "invalid_client", "invalid_grant", "unauthorized_client"]
    error_description: Optional[str] = None


class TokenResponse(BaseModel):
    access_token: str
    expires_in: int
    token_type: str = "Bearer"


# ---- Warehouse loader -----------------------------------------------------------
class LoaderFailure(BaseModel):
    error: str = Field(description="loader error text")
    table: str
