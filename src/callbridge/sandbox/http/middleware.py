"""The outermost layer, plain ASGI for speed: request ids, v1 retirement, faults, the log.

Pure ASGI rather than BaseHTTPMiddleware: it adds no task or stream per request, which
matters for throughput, and it can swallow a finished response to simulate a lost answer
(`afterCommit` faults) without buffering anything else.
"""

from __future__ import annotations

import asyncio
import json
import logging
import uuid
from typing import TYPE_CHECKING

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from callbridge.sandbox.backend.errors import ApiError, fault_error
from callbridge.sandbox.http.pipeline import V1_PREFIX, V2_PREFIX, dumps
from callbridge.sandbox.state.clock import fmt
from callbridge.sandbox.state.faults import Rewrite

if TYPE_CHECKING:
    from callbridge.sandbox.state.sandbox_state import SandboxState

log = logging.getLogger("callbridge.sandbox")
CONTROL_PREFIX = "/_sandbox"


def _under(path: str, prefix: str) -> bool:
    return path == prefix or path.startswith(prefix + "/")


async def _answer(send: Send, request_id: str, error: ApiError) -> None:
    """Send an error envelope; `send` adds the X-Request-Id header."""
    body = dumps(error.body(request_id))
    headers = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
    ]
    headers += [(k.lower().encode(), v.encode()) for k, v in error.headers.items()]
    await send({"type": "http.response.start", "status": error.status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


class SandboxMiddleware:
    def __init__(self, app: ASGIApp, state: SandboxState) -> None:
        self.app = app
        self.state = state

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request_id = str(uuid.uuid4())
        scope["cb.request_id"] = request_id
        rid_header = (b"x-request-id", request_id.encode())
        path: str = scope["path"]
        status = {"code": 500, "started": 0}

        async def tagged_send(message: Message) -> None:
            if message["type"] == "http.response.start":
                status["code"] = message["status"]
                status["started"] = 1
                message["headers"] = [*message.get("headers", []), rid_header]
            await send(message)

        logged = _under(path, V2_PREFIX) or _under(path, V1_PREFIX)
        try:
            if _under(path, V1_PREFIX):
                await _answer(
                    tagged_send,
                    request_id,
                    ApiError(
                        410,
                        "api_v1_retired",
                        "API v1 is retired; use /api/public/v2 with a scoped "
                        "key (see GET /api/public/v2/me).",
                    ),
                )
            elif _under(path, CONTROL_PREFIX) and not self.state.control:
                await _answer(
                    tagged_send,
                    request_id,
                    ApiError(404, "not_found", "The control API is turned off."),
                )
            elif _under(path, V2_PREFIX):
                await self._v2(scope, receive, tagged_send, request_id)
            else:
                await self.app(scope, receive, tagged_send)
        except Exception:
            log.exception("unhandled error in %s %s", scope["method"], path)
            if not status["started"]:
                await _answer(
                    tagged_send,
                    request_id,
                    ApiError(500, "internal_error", "The sandbox failed unexpectedly."),
                )
        if logged:
            self.state.request_log.appendleft(
                {
                    "requestId": request_id,
                    "method": scope["method"],
                    "path": path,
                    "status": status["code"],
                    "at": fmt(self.state.now()),
                }
            )

    async def _v2(self, scope: Scope, receive: Receive, send: Send, request_id: str) -> None:
        path: str = scope["path"]
        rule = self.state.faults.pick(scope["method"], path, path[len(V2_PREFIX) :])
        if rule is None:
            await self.app(scope, receive, send)
            return
        if rule.latency_ms:
            await asyncio.sleep(rule.latency_ms / 1000)
        if rule.rewrite is not None and rule.status is None and not rule.after_commit:
            await self.app(scope, receive, _rewriting(send, rule.rewrite))
            return
        if rule.status is None and not rule.after_commit and rule.latency_ms is not None:
            await self.app(scope, receive, send)
            return
        error = fault_error(rule.status or 503, rule.retry_after or 1)
        if rule.after_commit:
            await self.app(scope, receive, _swallow)
        await _answer(send, request_id, error)


def _rewriting(send: Send, rewrite: Rewrite) -> Send:
    """Hold the answer back, and rewrite its JSON body when it is a success."""
    held: list[Message] = []

    async def rewriting_send(message: Message) -> None:
        held.append(message)
        if message["type"] != "http.response.body" or message.get("more_body", False):
            return
        start, *parts = held
        body = b"".join(part.get("body", b"") for part in parts)
        if 200 <= start["status"] < 300 and body:
            body = dumps(rewrite.apply(json.loads(body)))
            start["headers"] = [
                (name, str(len(body)).encode() if name.lower() == b"content-length" else value)
                for name, value in start.get("headers", [])
            ]
        await send(start)
        await send({"type": "http.response.body", "body": body})

    return rewriting_send


async def _swallow(message: Message) -> None:
    """Drop a finished response: the write happened, the client never hears of it."""
    del message
