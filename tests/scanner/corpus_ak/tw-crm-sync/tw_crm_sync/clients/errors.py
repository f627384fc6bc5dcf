"""Error types for outbound integrations."""
from __future__ import annotations

from typing import Any

import requests


class IntegrationError(Exception):
    def __init__(self, vendor: str, status: int, message: str, payload: Any = None):
        super().__init__(f"[{vendor}] {status}: {message}")
        self.vendor = vendor
        self.status = status
        self.message = message
        self.payload = payload


class CallvistaError(IntegrationError):
    transient = False


class CallvistaUserNotFound(CallvistaError):
    pass


class CallvistaUnavailable(CallvistaError):
    transient = True


class LeadboxError(IntegrationError):
    pass


def _json_or_none(resp: requests.Response) -> Any:
    try:
        return resp.json()
    except ValueError:
        return None


def callvista_error_from(resp: requests.Response) -> CallvistaError:
    body = _json_or_none(resp) or {}
    message = body.get("error") or resp.reason
    field_errors = [f"{d.get('path')}: {d.get('message')}" for d in body.get("details", [])]
    if field_errors:
        message = f"{message} ({'; '.join(field_errors)})"
    if resp.status_code == 404 and message.lower() == "user not found":
        return CallvistaUserNotFound("callvista", 404, message, body)
    if resp.status_code == 502:
        # identity provider behind Callvista could not be reached; safe to retry
        return CallvistaUnavailable("callvista", 502, message, body)
    if resp.status_code == 503:
        # public API switched off on the Callvista side for our account
        return CallvistaUnavailable("callvista", 503, "Callvista API disabled: " + message, body)
    return CallvistaError("callvista", resp.status_code, message, body)


def leadbox_error_from(resp: requests.Response) -> LeadboxError:
    body = _json_or_none(resp) or {}
    # Leadbox returns {"error": "...", "request_id": "..."}
    message = body.get("error") or resp.reason
    if resp.status_code == 404:
        message = f"leadbox resource missing: {message}"
    return LeadboxError("leadbox", resp.status_code, message, body)
