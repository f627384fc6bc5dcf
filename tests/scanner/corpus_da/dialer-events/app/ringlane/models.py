from pydantic import BaseModel, Field


class ErrorDetail(BaseModel):
    path: str
    message: str


class RinglaneErrorBody(BaseModel):
    """Shape of Ringlane's error responses."""

    error: str
    details: list[ErrorDetail] = Field(default_factory=list)


class ContactList(BaseModel):
    id: int
    name: str
    contact_count: int = 0


class ContactListPage(BaseModel):
    data: list[ContactList]
    next_page: int | None = None


class AppendResult(BaseModel):
    added: int
    skipped: int = 0
