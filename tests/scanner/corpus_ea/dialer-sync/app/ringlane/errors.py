from __future__ import annotations

import httpx
from pydantic import BaseModel, ValidationError


class ErrorDetail(BaseModel):
    path: str
    message: str


class RinglaneErrorBody(BaseModel):
    error: str
    details: list[ErrorDetail] = []


class RinglaneError(Exception):
    def __init__(self, status: int, message: str, details: list[ErrorDetail] | None = None):
        super().__init__(f"Ringlane {status}: {message}")
        self.status = status
        self.message = message
        self.details = details or []


class RinglaneUserNotFound(RinglaneError):
    """The acting user header did not match a Ringlane user."""


class RinglaneApiDisabled(RinglaneError):
    """Public API switched off for our tenant."""


class RinglaneIdpUnavailable(RinglaneError):
    """Ringlane could not reach Okta. Transient."""


class RinglaneListNotFound(RinglaneError):
    pass


def _parse_body(resp: httpx.Response) -> RinglaneErrorBody:
    try:
        return RinglaneErrorBody.model_validate_json(resp.content)
    except ValidationError:
        return RinglaneErrorBody(error=resp.text[:200] or resp.reason_phrase)


def raise_for_ringlane(resp: httpx.Response) -> None:
    if resp.is_success:
        return
    body = _parse_body(resp)
    message = body.error
    if body.details:
        message += " (" + "; ".join(f"{d.path}: {d.message}" for d in body.details) + ")"

    if resp.status_code == 404 and body.error == "user not found":
        raise RinglaneUserNotFound(404, message, body.details)
    if resp.status_code == 404:
        raise RinglaneListNotFound(404, message, body.details)
    if resp.status_code == 502:
        raise RinglaneIdpUnavailable(502, message, body.details)
    if resp.status_code == 503:
        raise RinglaneApiDisabled(503, message, body.details)
    raise RinglaneError(resp.status_code, message, body.details)
