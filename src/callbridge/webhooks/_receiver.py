"""A local webhook receiver for development against the sandbox (like `stripe listen`).

It does what a production receiver must do, in the order the spec asks: verify the signature
over the raw bytes before parsing anything (4xx when it fails), answer verification
challenges, deduplicate events by id atomically and durably, hand the event on (callback,
optional forward) and only then acknowledge with 2xx. A failing callback or forward answers
5xx, which the sender retries, and leaves the event id unclaimed.

It runs the stdlib HTTP server in a thread so the CLI, the TUI and tests can all start and
stop it as a plain object. Its bounds (each documented in docs/webhooks.md): a body of at
most `MAX_BODY_BYTES`; `READ_TIMEOUT_SECONDS` of silence ends a connection; a request must
arrive whole within `REQUEST_DEADLINE_SECONDS`; at most `MAX_CONNECTIONS` connections are
served at once (more get a 503, which the sender retries); JSON nested deeper than
`MAX_JSON_DEPTH` is refused with a 400 before it is parsed.
"""

from __future__ import annotations

import json
import logging
import socket
import threading
import time
import uuid
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import TYPE_CHECKING, Any

import httpx

from callbridge._redact import redacted_logger, register_secret
from callbridge.api._deadline import bounded_transport, read_capped, socket_deadline
from callbridge.api._errors import ResponseTooLarge
from callbridge.api.checkpoint import DedupeStore
from callbridge.api.models import Event, EventType, VerificationChallenge, WebhookSubscription
from callbridge.webhooks._events import InvalidPayload, parse_payload
from callbridge.webhooks._secret_file import SecretFile, SecretFileError
from callbridge.webhooks._signature import (
    DEFAULT_TOLERANCE_SECONDS,
    SIGNATURE_HEADER,
    SignatureError,
    SignatureMismatch,
    verify_signature,
)

if TYPE_CHECKING:
    from callbridge.api import Client

__all__ = ["ForwardFailed", "ReceivedEvent", "Receiver"]

logger = redacted_logger("callbridge.webhooks")
logger.addHandler(logging.NullHandler())

DELIVERY_ID_HEADER = "Service-Delivery-Id"
ATTEMPT_ID_HEADER = "Service-Attempt-Id"
MAX_BODY_BYTES = 1 << 20
READ_TIMEOUT_SECONDS = 10.0
REQUEST_DEADLINE_SECONDS = 15.0
MAX_CONNECTIONS = 32
FORWARD_TIMEOUT_SECONDS = 10.0
FORWARDED_HEADERS = ("Content-Type", SIGNATURE_HEADER, DELIVERY_ID_HEADER, ATTEMPT_ID_HEADER)


@dataclass(frozen=True)
class ReceivedEvent:
    """A verified event with the delivery headers it came with."""

    event: Event
    delivery_id: str | None
    attempt_id: str | None
    body: bytes
    headers: dict[str, str] = field(default_factory=dict)
    forwarded: str | None = None
    """What the forward target answered (`"200"`), when the event was forwarded."""


class ForwardFailed(RuntimeError):
    """The forward target did not take the event; the receiver answers 500 (a retry)."""


class _Server(ThreadingHTTPServer):
    """One thread per connection, but never more than MAX_CONNECTIONS of them, and none
    kept past its deadline: a watchdog shuts the socket of a request still arriving."""

    daemon_threads = True
    receiver: Receiver

    def __init__(
        self,
        address: tuple[str, int],
        handler: type[BaseHTTPRequestHandler],
        receiver: Receiver,
    ) -> None:
        self.receiver = receiver
        self._slots = threading.BoundedSemaphore(self.receiver.max_connections)
        self._deadlines: dict[socket.socket, float] = {}
        self._deadlines_lock = threading.Lock()
        self._closing = threading.Event()
        super().__init__(address, handler)  # binds: a busy port raises here
        self._watchdog = threading.Thread(
            target=self._watch, name="callbridge-receiver-deadlines", daemon=True
        )
        self._watchdog.start()

    def process_request(self, request: Any, client_address: Any) -> None:
        if not self._slots.acquire(blocking=False):
            # every slot is busy: a quick 503 (the sender retries) instead of a new thread
            with _suppress_os_errors():
                request.sendall(
                    b"HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\n"
                    b"Connection: close\r\n\r\n"
                )
            self.shutdown_request(request)
            return
        try:
            super().process_request(request, client_address)
        except BaseException:
            self._slots.release()
            raise

    def process_request_thread(self, request: Any, client_address: Any) -> None:
        try:
            super().process_request_thread(request, client_address)
        finally:
            self.request_done(request)
            self._slots.release()

    def request_started(self, sock: socket.socket) -> None:
        with self._deadlines_lock:
            self._deadlines[sock] = time.monotonic() + self.receiver.request_deadline

    def request_done(self, sock: socket.socket) -> None:
        with self._deadlines_lock:
            self._deadlines.pop(sock, None)

    def _watch(self) -> None:
        while not self._closing.wait(0.25):
            now = time.monotonic()
            with self._deadlines_lock:
                late = [sock for sock, deadline in self._deadlines.items() if deadline < now]
                for sock in late:
                    del self._deadlines[sock]
            for sock in late:
                with _suppress_os_errors():
                    sock.shutdown(socket.SHUT_RDWR)

    def server_close(self) -> None:
        self._closing.set()
        super().server_close()


class _suppress_os_errors:
    def __enter__(self) -> None:
        return None

    def __exit__(self, exc_type: type[BaseException] | None, *_: object) -> bool:
        return exc_type is not None and issubclass(exc_type, OSError)


class Receiver:
    """Verify, dedupe and dispatch v2 webhook requests on a local port.

    `secrets` may be one secret or several (accepting both during a rotation), or none yet:
    start the receiver, put its URL in the subscription, rotate, then `set_secrets`. With
    `secret_file` the secrets come from that 0600 file instead, read again whenever it
    changes (`on_secret_change` hears of it). `clock` gives Unix seconds for the timestamp
    check; pass the sandbox's clock when it runs on virtual time.
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
        secret_file: SecretFile | None = None,
        on_secret_change: Callable[[tuple[str, ...], SecretFileError | None], object] | None = None,
        read_timeout: float = READ_TIMEOUT_SECONDS,
        request_deadline: float = REQUEST_DEADLINE_SECONDS,
        max_connections: int = MAX_CONNECTIONS,
    ) -> None:
        self.read_timeout = read_timeout
        self.request_deadline = request_deadline
        self.max_connections = max_connections
        self.set_secrets(secrets)
        self.secret_file = secret_file
        self.on_secret_change = on_secret_change
        self._secret_lock = threading.Lock()
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

    def reload_secrets(self) -> None:
        """Read the secret file again if it changed; a file that cannot be used keeps the
        secrets held so far (and is reported through `on_secret_change`)."""
        source = self.secret_file
        if source is None:
            return
        with self._secret_lock:
            if not source.changed():
                return
            try:
                values = source.read()
            except SecretFileError as exc:
                if self.on_secret_change is not None:
                    self.on_secret_change(self._secrets, exc)
                return
            if values == self._secrets:
                return
            self._secrets = values
        if self.on_secret_change is not None:
            self.on_secret_change(values, None)

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
        server = _Server((self.host, self.port), _Handler, self)
        self._server = server
        if self.forward_to:
            self._forwarder = httpx.Client(
                transport=bounded_transport(),
                timeout=FORWARD_TIMEOUT_SECONDS,
                follow_redirects=False,
                trust_env=False,
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
    def _verify(self, body: bytes, headers: dict[str, str]) -> None:
        if not self._secrets:
            raise SignatureMismatch("no signing secret is configured on this receiver yet")
        verify_signature(
            body,
            headers.get(SIGNATURE_HEADER.lower()),
            self._secrets,
            tolerance_seconds=self.tolerance_seconds,
            now=self.clock(),
        )

    def handle(self, body: bytes, headers: dict[str, str]) -> tuple[int, dict[str, Any]]:
        self.reload_secrets()
        try:
            try:
                self._verify(body, headers)
            except SignatureMismatch:
                if self.secret_file is None:
                    raise
                # a rewrite within the file system's timestamp granularity looks unchanged:
                # before refusing, read the file once more whatever its stamp says
                self.secret_file.forget()
                self.reload_secrets()
                self._verify(body, headers)
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
                    received = self._forward(received)
                    if self.on_event is not None:
                        self.on_event(received)
        except Exception as exc:
            logger.info("handling event %s failed", parsed.id, exc_info=True)
            if self.on_failure is not None:
                self.on_failure(received, exc)
            return HTTPStatus.INTERNAL_SERVER_ERROR, {"error": type(exc).__name__}
        if not fresh and self.on_duplicate is not None:
            self.on_duplicate(received)
        return HTTPStatus.OK, {"received": True, "duplicate": not fresh}

    def _forward(self, received: ReceivedEvent) -> ReceivedEvent:
        """POST the event on; the outcome is the target's real answer or the real error."""
        if self._forwarder is None or not self.forward_to:
            return received
        headers = {
            name: received.headers[name.lower()]
            for name in FORWARDED_HEADERS
            if name.lower() in received.headers
        }
        # a forward target that trickles or answers without end: FORWARD_TIMEOUT_SECONDS in
        # all, and at most MAX_BODY_BYTES of its answer
        request = self._forwarder.build_request(
            "POST", self.forward_to, content=received.body, headers=headers
        )
        at = time.monotonic() + FORWARD_TIMEOUT_SECONDS
        try:
            with socket_deadline(at):
                response = read_capped(
                    self._forwarder.send(request, stream=True), MAX_BODY_BYTES, at
                )
        except httpx.TimeoutException:
            raise ForwardFailed(
                f"forward to {self.forward_to} timed out after {FORWARD_TIMEOUT_SECONDS:.0f} s"
            ) from None
        except (httpx.HTTPError, ResponseTooLarge) as exc:
            reason = str(exc) or type(exc).__name__
            raise ForwardFailed(f"forward to {self.forward_to} failed: {reason}") from None
        if response.status_code >= 300:
            raise ForwardFailed(f"forward to {self.forward_to} answered {response.status_code}")
        return replace(received, forwarded=str(response.status_code))


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    protocol_version = "HTTP/1.1"

    def setup(self) -> None:
        super().setup()
        # silence on the socket this long ends the connection
        self.connection.settimeout(self.server.receiver.read_timeout)

    def handle_one_request(self) -> None:
        self.server.request_started(self.connection)
        try:
            super().handle_one_request()
        except OSError:  # a read timeout, or the watchdog closed a late request
            self.close_connection = True
        finally:
            self.server.request_done(self.connection)

    def do_POST(self) -> None:
        length = (self.headers.get("Content-Length") or "0").strip()
        if not (length.isascii() and length.isdigit()) or int(length) > MAX_BODY_BYTES:
            self.close_connection = True  # the body is not read: do not read on after it
            self._answer(
                HTTPStatus.BAD_REQUEST, {"error": "a Content-Length up to 1 MiB is required"}
            )
            return
        body = self.rfile.read(int(length))
        self.server.request_done(self.connection)  # arrived: the deadline covers arrival only
        if len(body) < int(length):  # the sender gave up, or the deadline closed the socket
            self.close_connection = True
            return
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
