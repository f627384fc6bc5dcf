"""The request pipeline shared by Client and AsyncClient.

Everything except sending and sleeping lives here, free of I/O: what a call sends and what
its answer becomes (`Operation`), building the request (auth, `Idempotency-Key`, JSON body),
reading the answer (rate-limit headers, the error envelope, the error class of its code, the
typed model) and deciding whether to try again. `Client` and `AsyncClient` only drive a
`Call` with their own `send` and `sleep`, so both behave identically.
"""

from __future__ import annotations

import json as jsonlib
import logging
import time
import uuid
from collections.abc import Mapping
from dataclasses import KW_ONLY, dataclass
from typing import Any, Generic, TypeVar

import httpx
from pydantic import BaseModel, ValidationError

from callbridge import __version__
from callbridge._redact import redact_text, redacted_logger, register_secret, register_secrets_in
from callbridge.api._errors import (
    ApiConnectionError,
    ApiError,
    ErrorDetail,
    RateLimited,
    error_class,
)
from callbridge.api._retry import RetryPolicy, parse_retry_after

__all__ = ["RateLimit", "error_from_response", "new_idempotency_key"]

logger = redacted_logger("callbridge.api")
logger.addHandler(logging.NullHandler())

WRITE_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})

M = TypeVar("M", bound=BaseModel)


def new_idempotency_key() -> str:
    """A fresh key for one logical write; it matches `^[A-Za-z0-9._:-]{1,200}$`."""
    return f"cb-{uuid.uuid4().hex}"


@dataclass(frozen=True)
class RateLimit:
    """The last `RateLimit-Limit` / `RateLimit-Remaining` pair the service sent."""

    limit: int
    remaining: int


@dataclass(frozen=True, slots=True)
class Operation(Generic[M]):
    """One logical call: what to send, and the model its answer becomes (None: raw JSON).

    `path` is relative to the API root. A write without `idempotency_key` gets a fresh one,
    kept for every retry of this operation.
    """

    method: str
    path: str
    into: type[M] | None = None
    _: KW_ONLY
    json: Any = None
    params: Mapping[str, Any] | None = None
    idempotency_key: str | None = None


def _int_header(headers: httpx.Headers, name: str) -> int | None:
    value = headers.get(name)
    if value is None:
        return None
    try:
        return int(value.strip())
    except ValueError:
        return None


def error_from_response(response: httpx.Response) -> ApiError:
    """The ApiError subclass for an error answer, keeping code, message and request id."""
    code: str | None = None
    message = response.reason_phrase or f"HTTP {response.status_code}"
    request_id = response.headers.get("x-request-id")
    details: list[ErrorDetail] = []
    try:
        body = response.json()
    except ValueError:
        body = None
        text = response.text.strip()
        if text:
            message = text[:500]
    if isinstance(body, Mapping) and isinstance(body.get("error"), Mapping):
        err = body["error"]
        code = err.get("code") if isinstance(err.get("code"), str) else None
        if isinstance(err.get("message"), str):
            message = err["message"]
        if isinstance(err.get("requestId"), str):
            request_id = err["requestId"]
        for item in err.get("details") or []:
            if isinstance(item, Mapping):
                details.append(ErrorDetail(str(item.get("path", "")), str(item.get("message", ""))))
    cls = error_class(response.status_code, code)
    kwargs: dict[str, Any] = {
        "status": response.status_code,
        "code": code,
        "message": message,
        "request_id": request_id,
        "details": details,
        "headers": dict(response.headers),
    }
    if issubclass(cls, RateLimited):
        return cls(retry_after=parse_retry_after(response.headers.get("retry-after")), **kwargs)
    return cls(**kwargs)


class Pipeline:
    """Target, credential and policy of one client; makes a `Call` per logical request."""

    def __init__(self, *, api_key: str, base_url: str, policy: RetryPolicy) -> None:
        self.api_key = api_key
        register_secret(api_key)
        self.base_url = base_url
        self.policy = policy
        self.rate_limit: RateLimit | None = None
        self._headers = {
            "Authorization": f"Bearer {api_key}",
            "Accept": "application/json",
            "User-Agent": f"callbridge-python/{__version__}",
        }

    def call(self, op: Operation[Any]) -> Call:
        method = op.method.upper()
        headers = dict(self._headers)
        content: bytes | None = None
        if op.json is not None:
            # Serialised once: every retry sends the very same bytes, so a replayed write
            # matches its idempotency receipt (the service fingerprints the raw body).
            content = jsonlib.dumps(op.json, separators=(",", ":"), ensure_ascii=False).encode()
            headers["Content-Type"] = "application/json"
        key: str | None = None
        if method in WRITE_METHODS:
            key = op.idempotency_key or new_idempotency_key()
            headers["Idempotency-Key"] = key
        query = {k: _query_value(v) for k, v in (op.params or {}).items() if v is not None}
        path = op.path if op.path.startswith("/") else "/" + op.path
        request = httpx.Request(
            method, self.base_url + path, params=query, headers=headers, content=content
        )
        return Call(self, request, idempotency_key=key)

    def observe(self, response: httpx.Response) -> None:
        limit = _int_header(response.headers, "ratelimit-limit")
        remaining = _int_header(response.headers, "ratelimit-remaining")
        if limit is not None and remaining is not None:
            self.rate_limit = RateLimit(limit=limit, remaining=remaining)


def _query_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


class Call:
    """One logical request and its tries. Feed it outcomes; it says "done" or "wait and retry".

    `on_response` returns the successful response or a delay in seconds; it raises the
    ApiError when the answer is final. `on_transport_error` returns a delay or raises
    ApiConnectionError.
    """

    def __init__(self, pipeline: Pipeline, request: httpx.Request, *, idempotency_key: str | None):
        self.pipeline = pipeline
        self.request = request
        self.idempotency_key = idempotency_key
        self.retries = 0
        self._started = time.monotonic()
        self._waited = 0.0

    def try_deadline(self, timeout: float) -> float:
        """When the next try must be over: `timeout` from now, within the call's budget."""
        budget_end = self._started + self.pipeline.policy.total_budget
        now = time.monotonic()
        if now >= budget_end:
            raise ApiConnectionError(
                f"{self._label} gave up: the call's deadline of "
                f"{self.pipeline.policy.total_budget:g} s passed"
            )
        return min(now + timeout, budget_end)

    @property
    def _label(self) -> str:
        return f"{self.request.method} {self.request.url.path}"

    def _next_delay(self, status: int | None, retry_after: float | None) -> float | None:
        return self.pipeline.policy.next_delay(
            self.request.method,
            idempotent=self.idempotency_key is not None,
            retries_done=self.retries,
            elapsed=max(time.monotonic() - self._started, self._waited),
            status=status,
            retry_after=retry_after,
        )

    def _retrying(self, delay: float, why: str) -> float:
        self.retries += 1
        self._waited += delay
        logger.info(
            "retrying %s in %.2fs after %s (retry %d of %d)",
            self._label,
            delay,
            why,
            self.retries,
            self.pipeline.policy.max_retries,
        )
        return delay

    def on_response(self, response: httpx.Response) -> httpx.Response | float:
        self.pipeline.observe(response)
        request_id = response.headers.get("x-request-id")
        logger.debug(
            "%s -> %d (request id %s)%s",
            self._label,
            response.status_code,
            request_id,
            " replayed" if response.headers.get("idempotency-replayed") == "true" else "",
        )
        if response.status_code < 300:
            return response
        error = error_from_response(response)
        retry_after = parse_retry_after(response.headers.get("retry-after"))
        delay = self._next_delay(response.status_code, retry_after)
        if delay is None:
            raise error
        return self._retrying(delay, f"{response.status_code} {error.code or ''}".strip())

    def on_transport_error(self, exc: httpx.TransportError) -> float:
        delay = self._next_delay(None, None)
        reason = redact_text(str(exc)) or type(exc).__name__
        if delay is None:
            tries = self.retries + 1
            raise ApiConnectionError(
                f"{self.request.method} {self.request.url.copy_with(query=None)} failed after {tries} "
                f"{'try' if tries == 1 else 'tries'}: {reason}"
            ) from exc
        return self._retrying(delay, f"{type(exc).__name__}: {reason}")


def _unexpected(response: httpx.Response, what: str) -> ApiError:
    return ApiError(
        status=response.status_code,
        code=None,
        message=f"the service answered {response.status_code} with {what}",
        request_id=response.headers.get("x-request-id"),
        headers=dict(response.headers),
    )


def decode(response: httpx.Response) -> Any:
    """The JSON body of a successful answer (None when it has none)."""
    if not response.content:
        return None
    try:
        body = response.json()
    except ValueError as exc:
        raise _unexpected(response, "a body that is not JSON") from exc
    if b"ecret" in response.content or b"oken" in response.content:  # cheap before walking
        register_secrets_in(body)
    return body


def parse(response: httpx.Response, into: type[M] | None) -> M:
    """A successful answer as `into` (the decoded JSON when None).

    A body of another shape is an ApiError, like any other answer the client cannot use.
    The status goes along as validation context (a 201 upsert answer means "created").
    """
    body = decode(response)
    if into is None:
        return body  # type: ignore[no-any-return]
    try:
        return into.model_validate(body, context={"status": response.status_code})
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "body"
        raise _unexpected(
            response, f"a body that is not a {into.__name__} ({where}: {first['msg']})"
        ) from exc
