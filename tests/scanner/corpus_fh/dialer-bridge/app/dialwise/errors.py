from pydantic import BaseModel, ValidationError


class V1ErrorDetail(BaseModel):
    path: str = ""
    message: str = ""


class V1ErrorBody(BaseModel):
    """Shape of Dialwise's error responses."""

    error: str
    details: list[V1ErrorDetail] = []


class DialwiseAPIError(Exception):
    def __init__(self, status_code: int, message: str, problems: list[str] | None = None):
        super().__init__(f"Dialwise {status_code}: {message}")
        self.status_code = status_code
        self.message = message
        self.problems = problems or []

    @property
    def is_user_missing(self) -> bool:
        return self.status_code == 404 and self.message.lower() == "user not found"


def from_response(resp) -> DialwiseAPIError:
    try:
        body = V1ErrorBody.model_validate(resp.json())
    except (ValueError, ValidationError):
        return DialwiseAPIError(resp.status_code, resp.text[:200] or resp.reason_phrase)
    problems = [f"{d.path}: {d.message}" for d in body.details]
    return DialwiseAPIError(resp.status_code, body.error, problems)
