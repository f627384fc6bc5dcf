"""A local webhook receiver for development against the sandbox (like `stripe listen`).

It does what a production receiver must do, in the order the spec asks: verify the signature
over the raw bytes before parsing anything (4xx when it fails), answer verification
challenges, deduplicate events by id atomically and durably, hand the event on (callback,
optional forward) and only then acknowledge with 2xx. A failing callback or forward answers
5xx, which the sender retries, and leaves the event id unclaimed.

It runs the stdlib HTTP server in a thread so the CLI, the TUI and tests can all start and
stop it as a plain object.
"""

from __future__ import annotations

import json
import logging
import threading
import time
import uuid
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import TYPE_CHECKING, Any

import httpx

from callbridge._redact import redacted_logger, register_secret
from callbridge.api._deadline import bounded_transport, read_capped, socket_deadline
from callbridge.api.checkpoint import DedupeStore
from callbridge.api.models import Event, EventType, VerificationChallenge, WebhookSubscription
from callbridge.webhooks._events import InvalidPayload, parse_payload
from callbridge.webhooks._signature import (
    DEFAULT_TOLERANCE_SECONDS,
    SIGNATURE_HEADER,
    SignatureError,
    SignatureMismatch,
    verify_signature,
)

if TYPE_CHECKING:
    from callbridge.api import Client

__all__ = ["ReceivedEvent", "Receiver"]

logger = redacted_logger("callbridge.webhooks")
logger.addHandler(logging.NullHandler())

DELIVERY_ID_HEADER = "Service-Delivery-Id"
ATTEMPT_ID_HEADER = "Service-Attempt-Id"
MAX_BODY_BYTES = 1 << 20
FORWARD_SECONDS = 10.0
FORWARDED_HEADERS = ("Content-Type", SIGNATURE_HEADER, DELIVERY_ID_HEADER, ATTEMPT_ID_HEADER)


@dataclass(frozen=True)
class ReceivedEvent:
    """A verified event with the delivery headers it came with."""

    event: Event
    delivery_id: str | None
    attempt_id: str | None
    body: bytes
    headers: dict[str, str] = field(default_factory=dict)


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    receiver: Receiver


class Receiver:
    """Verify, dedupe and dispatch v2 webhook requests on a local port.

    `secrets` may be one secret or several (accepting both during a rotation), or none yet:
    start the receiver, put its URL in the subscription, rotate, then `set_secrets`. `clock` gives Unix seconds for the timestamp check;
    pass the sandbox's clock when it runs on virtual time.
    """

    def __init__(
        self,
        secrets: str | Sequence[str] = (),
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        on_event: Callable[[ReceivedEvent], object] | None = None,
        on_duplicate: Callable[[ReceivedEvent], object] | None = None,
        on_verification: Callable[[VerificationChallenge], object] | None = None,
        on_rejected: Callable[[str, str], object] | None = None,
        on_failure: Callable[[ReceivedEvent, Exception], object] | None = None,
        dedupe: DedupeStore | None = None,
        forward_to: str | None = None,
        tolerance_seconds: float = DEFAULT_TOLERANCE_SECONDS,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.set_secrets(secrets)
        self.host = host
        self.port = port
        self.on_event = on_event
        self.on_duplicate = on_duplicate
        self.on_verification = on_verification
        self.on_rejected = on_rejected
        self.on_failure = on_failure
        self.dedupe = dedupe if dedupe is not None else DedupeStore()
        self.forward_to = forward_to
        self.tolerance_seconds = tolerance_seconds
        self.clock = clock
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None
        self._forwarder: httpx.Client | None = None

    def set_secrets(self, secrets: str | Sequence[str]) -> None:
        """Replace the accepted secrets; with none, every request is rejected (400)."""
        values = [secrets] if isinstance(secrets, str) else list(secrets)
        if not all(values):
            raise ValueError("a signing secret cannot be empty")
        self._secrets = tuple(values)
        for value in values:
            register_secret(value)

    @property
    def secrets(self) -> tuple[str, ...]:
        return self._secrets

    @property
    def url(self) -> str:
        """Where to point the subscription (`http://127.0.0.1:<port>/webhooks`)."""
        if self._server is None:
            raise RuntimeError("the receiver is not running")
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}/webhooks"

    def subscribe(
        self,
        client: Client,
        events: Iterable[str] = tuple(EventType),
        *,
        subscription_id: str | uuid.UUID | None = None,
        name: str = "callbridge local receiver",
    ) -> WebhookSubscription:
        """Point a subscription at this running receiver, rotate its secret, verify it.

        The id defaults to one derived from the receiver URL, so running again on the same
        port updates the same subscription instead of piling up new ones. The new secret
        goes straight into this receiver and is not returned.
        """
        sub_id = subscription_id or uuid.uuid5(uuid.NAMESPACE_URL, self.url)
        client.webhooks.put(sub_id, name, self.url, events)
        self.set_secrets(client.webhooks.rotate_secret(sub_id).signing_secret)
        return client.webhooks.verify(sub_id)

    def start(self) -> Receiver:
        if self._server is not None:
            return self
        server = _Server((self.host, self.port), _Handler)
        server.receiver = self
        self._server = server
        if self.forward_to:
            self._forwarder = httpx.Client(
                transport=bounded_transport(), timeout=FORWARD_SECONDS, follow_redirects=False
            )
        self._thread = threading.Thread(
            target=server.serve_forever,
            kwargs={"poll_interval": 0.05},
            name="callbridge-webhook-receiver",
            daemon=True,
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is None:
            return
        self._server.shutdown()
        self._server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
        if self._forwarder is not None:
            self._forwarder.close()
        self._server = self._thread = self._forwarder = None

    def __enter__(self) -> Receiver:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # The decision for one request: (status, JSON answer). Runs on a server thread.
    def handle(self, body: bytes, headers: dict[str, str]) -> tuple[int, dict[str, Any]]:
        try:
            if not self._secrets:
                raise SignatureMismatch("no signing secret is configured on this receiver yet")
            verify_signature(
                body,
                headers.get(SIGNATURE_HEADER.lower()),
                self._secrets,
                tolerance_seconds=self.tolerance_seconds,
                now=self.clock(),
            )
            parsed = parse_payload(body)
        except (SignatureError, InvalidPayload) as exc:
            reason = f"{type(exc).__name__}: {exc}"
            logger.info("rejected a webhook request: %s", reason)
            if self.on_rejected is not None:
                self.on_rejected(type(exc).__name__, str(exc))
            return HTTPStatus.BAD_REQUEST, {"error": type(exc).__name__, "message": str(exc)}
        if isinstance(parsed, VerificationChallenge):
            if self.on_verification is not None:
                self.on_verification(parsed)
            return HTTPStatus.OK, {"challenge": parsed.challenge}
        received = ReceivedEvent(
            event=parsed,
            delivery_id=headers.get(DELIVERY_ID_HEADER.lower()),
            attempt_id=headers.get(ATTEMPT_ID_HEADER.lower()),
            body=body,
            headers=headers,
        )
        try:
            with self.dedupe.claim(parsed.id) as fresh:
                if fresh:
                    if self.on_event is not None:
                        self.on_event(received)
                    self._forward(received)
        except Exception as exc:
            logger.info("handling event %s failed", parsed.id, exc_info=True)
            if self.on_failure is not None:
                self.on_failure(received, exc)
            return HTTPStatus.INTERNAL_SERVER_ERROR, {"error": type(exc).__name__}
        if not fresh and self.on_duplicate is not None:
            self.on_duplicate(received)
        return HTTPStatus.OK, {"received": True, "duplicate": not fresh}

    def _forward(self, received: ReceivedEvent) -> None:
        if self._forwarder is None or not self.forward_to:
            return
        headers = {
            name: received.headers[name.lower()]
            for name in FORWARDED_HEADERS
            if name.lower() in received.headers
        }
        # a forward target that trickles or answers without end: FORWARD_SECONDS in all, and
        # at most MAX_BODY_BYTES of its answer
        request = self._forwarder.build_request(
            "POST", self.forward_to, content=received.body, headers=headers
        )
        at = time.monotonic() + FORWARD_SECONDS
        with socket_deadline(at):
            response = read_capped(self._forwarder.send(request, stream=True), MAX_BODY_BYTES, at)
        if response.status_code >= 300:
            raise RuntimeError(f"forward to {self.forward_to} answered {response.status_code}")


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    protocol_version = "HTTP/1.1"

    def do_POST(self) -> None:
        length = (self.headers.get("Content-Length") or "0").strip()
        if not (length.isascii() and length.isdigit()) or int(length) > MAX_BODY_BYTES:
            self.close_connection = True  # the body is not read: do not read on after it
            self._answer(
                HTTPStatus.BAD_REQUEST, {"error": "a Content-Length up to 1 MiB is required"}
            )
            return
        body = self.rfile.read(int(length))
        headers = {name.lower(): value for name, value in self.headers.items()}
        self._answer(*self.server.receiver.handle(body, headers))

    def _answer(self, status: int, answer: dict[str, Any]) -> None:
        data = json.dumps(answer).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, format: str, *args: Any) -> None:
        logger.debug("%s " + format, self.address_string(), *args)
