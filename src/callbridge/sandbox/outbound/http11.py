"""Plain-HTTP deliveries to loopback receivers, on kept-alive connections, parsed by httptools.

Why not the shared httpx client for these: the sender shares the interpreter with the API,
and a profile of a backlog draining to a local receiver put about 80% of each delivery's
Python work in httpx and httpcore (request and response models, the connection pool's
bookkeeping, anyio streams, the h11 state machine): about a millisecond per delivery, taken
from the API's requests. A POST over an `asyncio.Protocol` with httptools' C parser (uvicorn's,
already installed) costs a fraction of that. Only `http://` receivers go this way, and those
are the sandbox's loopback receivers (`allowLoopbackReceivers`); HTTPS receivers keep the
httpx client with its TLS handling.

The bounds are the caller's: the whole exchange runs inside the sender's timeout (a cancel
closes the connection), the answer is kept up to `MAX_ANSWER_BYTES` (a longer one is cut and
its connection closed), at most `max_idle` connections stay open, each for at most
`KEEPALIVE_SECONDS` unused. A kept connection the receiver closed meanwhile is retried once
on a new one, as long as no byte of an answer came back.
"""

from __future__ import annotations

import asyncio
import time
from urllib.parse import urlsplit

import httptools
import httpx

from callbridge.sandbox.outbound.receivers import MAX_ANSWER_BYTES

KEEPALIVE_SECONDS = 30.0


class _Connection(asyncio.Protocol):
    """One connection, one exchange at a time; the answer arrives through parser callbacks."""

    def __init__(self) -> None:
        self.transport: asyncio.Transport | None = None
        self.parser = httptools.HttpResponseParser(self)
        self.answer: asyncio.Future[tuple[int, bytes]] | None = None
        self.body: list[bytes] = []
        self.size = 0
        self.received = False  # a byte of the current answer came back
        self.headers_done = False
        self.reusable = False
        self.lost = False
        self.idle_since = 0.0

    # --- asyncio.Protocol -------------------------------------------------------------------

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport

    def data_received(self, data: bytes) -> None:
        self.received = True
        try:
            self.parser.feed_data(data)
        except httptools.HttpParserError as error:
            self._fail(httpx.RemoteProtocolError(f"malformed answer: {error}"))

    def connection_lost(self, exc: Exception | None) -> None:
        self.lost = True
        if self.answer is None or self.answer.done():
            return
        if self.headers_done and not self.parser.should_keep_alive():
            self._finish(reusable=False)  # an answer without a length ends with its connection
            return
        self._fail(httpx.ReadError("the receiver closed the connection"))

    # --- httptools callbacks ----------------------------------------------------------------

    def on_headers_complete(self) -> None:
        status = self._status()
        self.headers_done = status is not None and status >= 200

    def on_body(self, body: bytes) -> None:
        kept = body[: MAX_ANSWER_BYTES - self.size]
        if kept:
            self.body.append(kept)
        self.size += len(body)
        if self.size >= MAX_ANSWER_BYTES:  # cut: the rest is never read
            self._finish(reusable=False)

    def on_message_complete(self) -> None:
        status = self._status()
        if status is not None and status < 200:  # 1xx: the real answer follows
            self.body, self.size = [], 0
            return
        self._finish(reusable=self.parser.should_keep_alive())

    # --- the exchange -----------------------------------------------------------------------

    def _status(self) -> int | None:
        try:
            status: int = self.parser.get_status_code()
        except httptools.HttpParserError:
            return None
        return status or None

    def _finish(self, *, reusable: bool) -> None:
        answer = self.answer
        status = self._status()
        if answer is None or answer.done() or status is None:
            return
        self.reusable = reusable
        answer.set_result((status, b"".join(self.body)))

    def _fail(self, error: Exception) -> None:
        self.reusable = False
        if self.answer is not None and not self.answer.done():
            self.answer.set_exception(error)
        if self.transport is not None:
            self.transport.close()

    async def exchange(self, request: bytes) -> tuple[int, bytes]:
        assert self.transport is not None
        if self.lost or self.transport.is_closing():
            raise httpx.ReadError("the receiver closed the connection")
        self.answer = asyncio.get_running_loop().create_future()
        self.body, self.size, self.received, self.reusable = [], 0, False, False
        self.headers_done = False
        self.transport.write(request)
        try:
            return await self.answer
        finally:
            self.answer = None

    def close(self) -> None:
        if self.transport is not None:
            self.transport.close()


class Http11Pool:
    """Kept-alive connections per (host, port) for plain-HTTP receivers."""

    def __init__(self, max_idle: int) -> None:
        self.max_idle = max_idle
        self._idle: dict[tuple[str, int], list[_Connection]] = {}
        self._count = 0  # idle connections over all origins

    async def post(self, url: str, body: bytes, headers: dict[str, str]) -> httpx.Response:
        """POST `body` to the `http://` URL; the answer (cut at `MAX_ANSWER_BYTES`) as an
        httpx.Response. Connection failures raise httpx.ConnectError, broken answers another
        httpx.TransportError, as the httpx client would."""
        parts = urlsplit(url)
        host, port = parts.hostname or "", parts.port or 80
        target = parts.path or "/"
        if parts.query:
            target += "?" + parts.query
        lines = [f"POST {target} HTTP/1.1", f"Host: {parts.netloc}"]
        lines += [f"{name}: {value}" for name, value in headers.items()]
        lines.append(f"Content-Length: {len(body)}")
        request = ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body
        origin = (host, port)
        while True:
            connection, reused = self._checkout(origin), True
            if connection is None:
                connection, reused = await self._open(host, port), False
            try:
                status, content = await connection.exchange(request)
            except httpx.ReadError:
                connection.close()
                if reused and not connection.received:
                    continue  # the receiver had closed a kept connection: once more, fresh
                raise
            except BaseException:
                connection.close()  # a cancel (the sender's timeout) mid-exchange
                raise
            self._checkin(origin, connection)
            return httpx.Response(status, content=content)

    async def _open(self, host: str, port: int) -> _Connection:
        try:
            _, connection = await asyncio.get_running_loop().create_connection(
                _Connection, host, port
            )
        except OSError as error:
            raise httpx.ConnectError(str(error) or type(error).__name__) from None
        return connection

    def _checkout(self, origin: tuple[str, int]) -> _Connection | None:
        idle = self._idle.get(origin)
        now = time.monotonic()
        while idle:
            connection = idle.pop()
            self._count -= 1
            if not connection.lost and now - connection.idle_since < KEEPALIVE_SECONDS:
                return connection
            connection.close()
        return None

    def _checkin(self, origin: tuple[str, int], connection: _Connection) -> None:
        if not connection.reusable or connection.lost or self._count >= self.max_idle:
            connection.close()
            return
        connection.idle_since = time.monotonic()
        self._idle.setdefault(origin, []).append(connection)
        self._count += 1

    def close(self) -> None:
        for idle in self._idle.values():
            for connection in idle:
                connection.close()
        self._idle.clear()
        self._count = 0
