"""Parsing a verified webhook body into a typed Event or a verification challenge."""

from __future__ import annotations

import json
from typing import Any

from pydantic import ValidationError

from callbridge.api._errors import CallbridgeError
from callbridge.api.models import Event, VerificationChallenge

__all__ = ["InvalidPayload", "parse_event", "parse_payload"]

VERIFICATION_TYPE = "webhook.verification"


class InvalidPayload(CallbridgeError):
    """The (verified) body is not a v2 event or verification request."""


def _load(payload: bytes) -> dict[str, Any]:
    try:
        data = json.loads(payload)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InvalidPayload(f"the body is not JSON: {exc}") from exc
    if not isinstance(data, dict):
        raise InvalidPayload("the body is not a JSON object")
    return data


def parse_payload(payload: bytes) -> Event | VerificationChallenge:
    """Only call this on a body whose signature was verified."""
    data = _load(payload)
    try:
        if data.get("type") == VERIFICATION_TYPE:
            return VerificationChallenge.model_validate(data)
        return Event.model_validate(data)
    except ValidationError as exc:
        raise InvalidPayload(f"the body is not a v2 event: {exc}") from exc


def parse_event(payload: bytes) -> Event:
    """The typed Event of a verified delivery body."""
    parsed = parse_payload(payload)
    if not isinstance(parsed, Event):
        raise InvalidPayload("the body is a verification request, not an event")
    return parsed
