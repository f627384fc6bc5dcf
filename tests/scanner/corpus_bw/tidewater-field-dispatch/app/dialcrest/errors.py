from pydantic import BaseModel


class ApiErrorDetail(BaseModel):
    field: str | None = None
    issue: str


class ApiError(BaseModel):
    """v2 error envelope: {"error": {"code": ..., "message": ..., "details": [...]}}"""

    code: str
    message: str
    details: list[ApiErrorDetail] = []


class ApiErrorEnvelope(BaseModel):
    error: ApiError


# --- legacy (contact lists only) -------------------------------------------


class LegacyErrorDetail(BaseModel):
    path: str
    message: str


class LegacyErrorBody(BaseModel):
    error: str
    details: list[LegacyErrorDetail] = []


class DialcrestError(Exception):
    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code


class ActingUserMissing(DialcrestError):
    pass


class DialcrestDisabled(DialcrestError):
    pass
