"""The v2 request pipeline: every check of gap G7, in its order, around each handler.

Order: authentication (401) → acting-user headers (400) → rate limit (429) → scope (403) →
for writes `Idempotency-Key` (400) → body size (413) → content type (415) → receipt lookup
→ the handler (JSON and field validation, visibility, state, the write). A sync handler and
its receipt write share one transaction (an async one, verification, saves right after it);
requests with one credential and key are serialized from the lookup to the receipt write.
"""

from __future__ import annotations

import inspect
import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from starlette.requests import ClientDisconnect, Request
from starlette.responses import Response

from callbridge.sandbox.backend import receipts
from callbridge.sandbox.backend.credentials import ACTING_USER_HEADERS, Credential
from callbridge.sandbox.backend.errors import ApiError, invalid
from callbridge.sandbox.backend.events import publish
from callbridge.sandbox.http import idempotency
from callbridge.sandbox.http.validation import json_object

if TYPE_CHECKING:
    from callbridge.sandbox.state.sandbox_state import SandboxState

V2_PREFIX = "/api/public/v2"
V1_PREFIX = "/api/public/v1"


@dataclass
class Reply:
    status: int
    body: Any
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class Ctx:
    state: SandboxState
    cred: Credential
    params: dict[str, str]
    query: dict[str, str]
    body: bytes
    now: datetime

    def json(self) -> dict[str, Any]:
        return json_object(self.body)


SyncHandler = Callable[[Ctx], Reply]
AsyncHandler = Callable[[Ctx], Awaitable[Reply]]
# runs again before a receipt is replayed (gap G7: current access checks)
ReplayCheck = Callable[[Ctx], None]


@dataclass(frozen=True)
class Op:
    """One v2 operation, declared once: the app routes it, the pipeline checks its scopes and
    idempotency rule, and the OpenAPI document describes it from these same fields.

    `errors` are the operation's own error codes beyond those every operation of its kind can
    answer (credential, acting-user headers, rate limit, scope, idempotency, size, media type,
    malformed input, missing resource: see `openapi.error_codes`).
    """

    method: str
    path: str
    handler: SyncHandler | AsyncHandler
    scopes: tuple[str, ...] = ()
    write: bool = False
    replay_check: ReplayCheck | None = None
    summary: str = ""
    status: int = 200
    response: str = ""  # component schema of the success body
    request: str | None = None  # component schema of the JSON body, if any
    params: tuple[dict[str, Any], ...] = ()
    errors: tuple[tuple[int, str], ...] = ()
    also: tuple[int, ...] = ()  # other success statuses with the same body


def dumps(body: Any) -> bytes:
    return json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode()


def json_response(status: int, body: Any, headers: dict[str, str] | None = None) -> Response:
    if status == 204:
        return Response(status_code=204, headers=headers)
    return Response(dumps(body), status_code=status, headers=headers, media_type="application/json")


def error_response(request: Request, error: ApiError) -> Response:
    rid: str = request.scope.get("cb.request_id", "")
    return json_response(error.status, error.body(rid), error.headers)


def authenticate(state: SandboxState, request: Request) -> tuple[Credential, dict[str, str]]:
    """Steps 401 → 400 acting-user → 429, shared by every route and the unknown-route answer."""
    now = state.now()
    cred = state.auth.authenticate(request.headers, now)
    raw_names = {name for name, _ in request.scope["headers"]}
    if any(name.lower() in ACTING_USER_HEADERS for name in raw_names):
        raise ApiError(
            400,
            "acting_user_not_supported",
            "Acting-user headers (x-user-email, x-user-id) are not supported in v2; "
            "the key's own owner restrictions apply.",
        )
    limit = state.settings.rate_limit
    headers = state.rate_limiter.hit(cred.id, limit, now) if limit is not None else {}
    return cred, headers


def _check_scopes(cred: Credential, scopes: tuple[str, ...]) -> None:
    for scope in scopes:
        if scope not in cred.scopes:
            raise ApiError(403, "insufficient_scope", f"This operation requires the {scope} scope.")


async def read_body(request: Request, limit: int) -> bytes:
    declared = request.headers.get("content-length")
    if declared is not None and declared.isdigit() and int(declared) > limit:
        raise too_large(limit)
    chunks: list[bytes] = []
    size = 0
    try:
        async for chunk in request.stream():
            size += len(chunk)
            if size > limit:
                raise too_large(limit)
            chunks.append(chunk)
    except ClientDisconnect:
        raise invalid("body", "incomplete body") from None
    return b"".join(chunks)


def too_large(limit: int) -> ApiError:
    return ApiError(413, "payload_too_large", f"The request body exceeds {limit} bytes.")


def is_json(content_type: str) -> bool:
    """A JSON media type (`application/json` or `application/…+json`), parameters ignored."""
    media = content_type.split(";", 1)[0].strip().lower()
    return media == "application/json" or (
        media.startswith("application/") and media.endswith("+json")
    )


def _check_content_type(request: Request, body: bytes) -> None:
    content_type = request.headers.get("content-type")
    if (content_type is not None and not is_json(content_type)) or (
        content_type is None and body.strip()
    ):
        raise ApiError(
            415, "unsupported_media_type", "Request bodies must be sent as application/json."
        )


def _read(op: Op, ctx: Ctx) -> Reply:
    """Reads hold the store lock (a consistent view) without opening a write transaction."""
    with ctx.state.store.lock:
        return op.handler(ctx)  # type: ignore[return-value]


def endpoint(state: SandboxState, op: Op) -> Callable[[Request], Awaitable[Response]]:
    async def handle(request: Request) -> Response:
        try:
            reply = await _run(state, op, request)
        except ApiError as error:
            return error_response(request, error)
        return json_response(reply.status, reply.body, reply.headers)

    handle.__name__ = f"{op.method.lower()}_{op.path}"
    return handle


async def _run(state: SandboxState, op: Op, request: Request) -> Reply:
    cred, limit_headers = authenticate(state, request)
    _check_scopes(cred, op.scopes)
    query = dict(request.query_params)
    params = dict(request.path_params)
    if not op.write:
        ctx = Ctx(state, cred, params, query, b"", state.now())
        reply = _read(op, ctx)
        reply.headers.update(limit_headers)
        return reply
    key = idempotency.check_key(request.headers.get("idempotency-key"))
    body = await read_body(request, state.settings.max_body_bytes)
    _check_content_type(request, body)
    ctx = Ctx(state, cred, params, query, body, state.now())
    receipt_of = receipts.Request(
        cred.id, key, request.method, request.url.path, idempotency.fingerprint(body)
    )
    async with idempotency.exclusive(state, cred.id, key):
        with state.store.tx() as conn:
            receipt = receipts.lookup(conn, receipt_of)
        if receipt is not None:
            if op.replay_check is not None:
                with state.store.tx():
                    op.replay_check(ctx)
            return Reply(
                receipt.status, receipt.body, {**limit_headers, "Idempotency-Replayed": "true"}
            )
        if inspect.iscoroutinefunction(op.handler):
            reply = await op.handler(ctx)
            with state.store.tx() as conn:
                _save(conn, ctx, receipt_of, reply)
        else:
            with state.store.tx() as conn:
                reply = op.handler(ctx)  # type: ignore[assignment]
                _save(conn, ctx, receipt_of, reply)
    publish(state)
    reply.headers.update(limit_headers)
    reply.headers["Idempotency-Replayed"] = "false"
    return reply


def _save(conn: Any, ctx: Ctx, receipt_of: receipts.Request, reply: Reply) -> None:
    if 200 <= reply.status < 300:  # gap G7: only successes store a receipt
        receipts.save(conn, receipt_of, reply.status, reply.body, ctx.now)
