from datetime import datetime
from typing import Optional

from pydantic import BaseModel, Field


class Contact(BaseModel):
    phone: str
    first_name: Optional[str] = None
    last_name: Optional[str] = None
    external_id: Optional[str] = Field(default=None, alias="externalId")


class ContactList(BaseModel):
    id: str
    name: str
    owner_email: Optional[str] = Field(default=None, alias="ownerEmail")
    contact_count: int = Field(default=0, alias="contactCount")
    created_at: datetime = Field(alias="createdAt")

    model_config = {"populate_by_name": True}


class CreateContactListRequest(BaseModel):
    name: str
    contacts: list[Contact] = []


class ErrorDetail(BaseModel):
    path: str
    message: str


class CallstrideErrorBody(BaseModel):
    error: str
    details: list[ErrorDetail] = []
