"""Only local callers: the sandbox's HTTP surface refuses what a web page could send it.

The sandbox listens on a loopback port and its control API hands out keys and resets state,
so any web page the user opens could otherwise drive it: a cross-site `fetch` with
`Content-Type: text/plain` needs no preflight, and DNS rebinding lets the page read the
answers. Three rules, checked before anything else runs:

- `Host` names the loopback (`127.0.0.1`, `localhost`, `[::1]`) or the address the
  connection arrived on, with the server's port when a port is given; a rebinding page
  sends its own name and is refused (403 `forbidden_host`).
- an `Origin`, when sent, names one of those hosts too (403 `forbidden_origin`).
- a write to the control API carries JSON, as v2 writes must: a `Content-Type` other than
  JSON, or a body without one, is 415 `unsupported_media_type`.
"""

from __future__ import annotations

import functools
import json
import uuid
from urllib.parse import urlsplit

from starlette.types import ASGIApp, Receive, Scope, Send

from callbridge.sandbox.http.pipeline import is_json

LOOPBACK_NAMES = frozenset({"127.0.0.1", "localhost", "::1"})
CONTROL_PREFIX = "/_sandbox"
_WRITES = frozenset({"POST", "PUT", "PATCH", "DELETE"})
_READ = frozenset({b"host", b"origin", b"content-type", b"content-length", b"transfer-encoding"})


@functools.lru_cache(maxsize=256)
def _split_host(value: str) -> tuple[str, int | None] | None:
    """`host[:port]` or `[v6][:port]` as (lowercased host, port); None when malformed."""
    try:
        parts = urlsplit("//" + value)
        host, port = parts.hostname, parts.port
    except ValueError:
        return None
    if not host or parts.path or parts.query or parts.username is not None:
        return None
    return host.lower().rstrip("."), port


class LocalOnly:
    """ASGI guard in front of the whole sandbox app (see the module docstring)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        problem = self._problem(scope)
        if problem is None:
            await self.app(scope, receive, send)
            return
        status, code, message = problem
        request_id = str(uuid.uuid4())
        body = json.dumps(
            {"error": {"code": code, "message": message, "requestId": request_id}}
        ).encode()
        await send(
            {
                "type": "http.response.start",
                "status": status,
                "headers": [
                    (b"content-type", b"application/json"),
                    (b"content-length", str(len(body)).encode()),
                    (b"x-request-id", request_id.encode()),
                ],
            }
        )
        await send({"type": "http.response.body", "body": body})

    def _problem(self, scope: Scope) -> tuple[int, str, str] | None:
        headers: dict[str, str] = {}
        for name, value in scope.get("headers", []):
            # ASGI servers give header names lowercased; only the few read here are decoded
            if name in _READ and name.decode("latin-1") not in headers:
                headers[name.decode("latin-1")] = value.decode("latin-1")
        server = scope.get("server") or (None, None)
        allowed = LOOPBACK_NAMES | ({str(server[0]).lower()} if server[0] else set())
        host = _split_host(headers.get("host", ""))
        if (
            host is None
            or host[0] not in allowed
            or (host[1] is not None and server[1] is not None and host[1] != server[1])
        ):
            return 403, "forbidden_host", "The sandbox answers local callers only (Host)."
        origin = headers.get("origin")
        if origin is not None:
            parts = urlsplit(origin)
            try:
                origin_host = (parts.hostname or "").lower()
            except ValueError:
                origin_host = ""
            if parts.scheme not in ("http", "https") or origin_host not in allowed:
                return 403, "forbidden_origin", "The sandbox answers local pages only (Origin)."
        path: str = scope.get("path", "")
        if scope.get("method") in _WRITES and (
            path == CONTROL_PREFIX or path.startswith(CONTROL_PREFIX + "/")
        ):
            content_type = headers.get("content-type")
            has_body = headers.get("content-length", "0") not in ("0", "")
            has_body = has_body or "transfer-encoding" in headers
            if (content_type is not None and not is_json(content_type)) or (
                content_type is None and has_body
            ):
                return (
                    415,
                    "unsupported_media_type",
                    "Control writes must be sent as application/json.",
                )
        return None
