"""Parsing a verified webhook body into a typed Event or a verification challenge."""

from __future__ import annotations

import json
import re
from typing import Any

from pydantic import ValidationError

from callbridge.api._errors import CallbridgeError
from callbridge.api.models import Event, VerificationChallenge

__all__ = ["MAX_JSON_DEPTH", "InvalidPayload", "parse_event", "parse_payload"]

VERIFICATION_TYPE = "webhook.verification"
MAX_JSON_DEPTH = 64
"""Events nest three levels deep; far deeper JSON is refused before the parser recurses."""
_STRUCTURE = re.compile(rb'[\[\]{}"]')
_IN_STRING = re.compile(rb'["\\]')


class InvalidPayload(CallbridgeError):
    """The (verified) body is not a v2 event or verification request."""


def _depth(payload: bytes) -> int:
    """The deepest nesting of arrays and objects, brackets inside strings not counted."""
    if payload.count(b"[") + payload.count(b"{") <= MAX_JSON_DEPTH:
        return 0
    depth = deepest = position = 0
    in_string = False
    while (
        match := (_IN_STRING if in_string else _STRUCTURE).search(payload, position)
    ) is not None:
        char, position = match[0], match.end()
        if in_string:
            if char == b"\\":
                position += 1  # the escaped byte, whatever it is
            elif char == b'"':
                in_string = False
        elif char == b'"':
            in_string = True
        elif char in (b"[", b"{"):
            depth += 1
            deepest = max(deepest, depth)
            if deepest > MAX_JSON_DEPTH:
                break
        elif char in (b"]", b"}"):
            depth -= 1
    return deepest


def _load(payload: bytes) -> dict[str, Any]:
    if _depth(payload) > MAX_JSON_DEPTH:
        raise InvalidPayload(f"the body nests deeper than {MAX_JSON_DEPTH} levels")
    try:
        data = json.loads(payload)
    except RecursionError:
        raise InvalidPayload(f"the body nests deeper than {MAX_JSON_DEPTH} levels") from None
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
