from __future__ import annotations


class VendorError(Exception):
    """Base class for all vendor failures."""

    def __init__(self, vendor: str, status: int | None, message: str, payload: object = None):
        super().__init__(f"[{vendor}] {status}: {message}")
        self.vendor = vendor
        self.status = status
        self.message = message
        self.payload = payload


class VendorAuthError(VendorError):
    pass


class VendorRateLimited(VendorError):
    pass


class VendorUnavailable(VendorError):
    """Vendor is down (5xx after retries)."""


def message_from_body(body: object) -> str:
    """Best effort extraction of a human readable message from any vendor's error JSON."""
    if isinstance(body, dict):
        for key in ("message", "error_description", "detail", "title"):
            if isinstance(body.get(key), str):
                return body[key]
        err = body.get("error")
        if isinstance(err, str):
            return err
        if isinstance(err, dict) and isinstance(err.get("message"), str):
            return err["message"]
    return str(body)[:200]
