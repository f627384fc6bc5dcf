"""Pydantic models for DialStream payloads (only the fields we use)."""
from __future__ import annotations

from datetime import datetime
from typing import Optional

from pydantic import BaseModel, Field


class DialerContact(BaseModel):
    phone: str
    first_name: Optional[str] = Field(default=None, alias="firstName")
    last_name: Optional[str] = Field(default=None, alias="lastName")
    external_id: Optional[str] = Field(default=None, alias="externalId")


class ContactList(BaseModel):
    id: int
    name: str
    group_name: Optional[str] = Field(default=None, alias="groupName")
    contacts_count: int = Field(alias="contactsCount")
    org_id: str = Field(alias="orgId")
    created_at: datetime = Field(alias="createdAt")
    updated_at: datetime = Field(alias="updatedAt")


class ValidationDetail(BaseModel):
    path: str
    message: str


class DialerErrorBody(BaseModel):
    error: str
    details: Optional[list[ValidationDetail]] = None


class CallRecord(BaseModel):
    call_sid: str = Field(alias="callSid")
    owner_id: str = Field(alias="ownerId")
    phone_number: str = Field(alias="phoneNumber")
    call_status: str = Field(alias="callStatus")
    talk_time_seconds: float = Field(default=0, alias="talkTimeSeconds")
