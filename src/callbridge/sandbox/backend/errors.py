"""The v2 error envelope and the exception that carries it out of any handler.

Every error the sandbox answers, from auth to validation to injected faults, goes through
`ApiError`, so the body shape and the `requestId` are identical everywhere.
"""

from __future__ import annotations

from typing import Any

# gap G6: codes for statuses the spec leaves open; also used by injected faults
STATUS_CODES: dict[int, str] = {
    400: "invalid_request",
    401: "invalid_api_key",
    403: "insufficient_scope",
    404: "not_found",
    405: "method_not_allowed",
    409: "conflict",
    410: "api_v1_retired",
    413: "payload_too_large",
    415: "unsupported_media_type",
    422: "verification_failed",
    429: "rate_limited",
    500: "internal_error",
    502: "bad_gateway",
    503: "service_unavailable",
    504: "gateway_timeout",
}


class ApiError(Exception):
    """An answer other than success: status, stable code, message and validation details."""

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        details: list[dict[str, str]] | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.details = details
        self.headers = headers or {}

    def body(self, request_id: str) -> dict[str, Any]:
        error: dict[str, Any] = {
            "code": self.code,
            "message": self.message,
            "requestId": request_id,
        }
        if self.details:
            error["details"] = self.details
        return {"error": error}


def invalid(path: str, message: str) -> ApiError:
    """A 400 `invalid_request` with one detail at `path` (`body`, `body.x`, `query.x`, `path.x`)."""
    return ApiError(
        400,
        "invalid_request",
        f"Invalid request: {path}: {message}",
        [{"path": path, "message": message}],
    )


def not_found(what: str = "Resource") -> ApiError:
    return ApiError(404, "not_found", f"{what} not found or not accessible with this key.")


def fault_error(status: int, retry_after: int = 1) -> ApiError:
    """The error an injected fault answers with: the code that status has everywhere else."""
    code = STATUS_CODES.get(status, "injected_fault")
    headers = {"Retry-After": str(retry_after)} if status == 429 else None
    return ApiError(status, code, f"Injected fault: status {status}.", headers=headers)
