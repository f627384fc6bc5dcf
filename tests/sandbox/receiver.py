"""A webhook receiver for tests: records what the sandbox sends and answers as told.

It runs as an ASGI app behind the sandbox's `outbound_transport` (same process, no network),
or behind a stdlib HTTP server on loopback for the real-server tests.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import threading
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response


@dataclass
class Received:
    headers: dict[str, str]
    body: bytes

    @property
    def json(self) -> Any:
        return json.loads(self.body)


@dataclass
class Receiver:
    received: list[Received] = field(default_factory=list)
    # planned answers, used in order; then the default (echo the challenge, or 200 {})
    plan: deque[Any] = field(default_factory=deque)
    # held closed, the receiver does not answer (the sandbox sends from its own thread)
    gate: threading.Event | None = None

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        request = Request(scope, receive)
        body = await request.body()
        self.received.append(Received(dict(request.headers), body))
        while self.gate is not None and not self.gate.is_set():
            await asyncio.sleep(0.005)
        answer = self.plan.popleft() if self.plan else None
        response: Response
        if isinstance(answer, int):
            response = JSONResponse({"error": "planned"}, status_code=answer)
        elif answer == "text":
            response = PlainTextResponse("ok")
        elif answer == "wrong-challenge":
            response = JSONResponse({"challenge": "something else"})
        elif answer == "bare-challenge":
            response = JSONResponse(json.loads(body)["challenge"])
        elif answer == "redirect":  # back to the same URL: a follower would come again
            response = Response(status_code=307, headers={"Location": str(request.url)})
        elif isinstance(answer, Exception):
            raise answer
        else:
            payload = json.loads(body)
            response = JSONResponse(
                {"challenge": payload["challenge"]}
                if payload.get("type") == "webhook.verification"
                else {}
            )
        await response(scope, receive, send)


def signature_ok(secret: str, received: Received) -> bool:
    """Check Service-Signature independently of the sandbox's own signer."""
    parts = dict(item.split("=", 1) for item in received.headers["service-signature"].split(","))
    expected = hmac.new(
        secret.encode(), parts["t"].encode() + b"." + received.body, hashlib.sha256
    ).hexdigest()
    return hmac.compare_digest(expected, parts["v1"]) and len(parts["v1"]) == 64
