"""A server that trickles bytes or answers without end meets a deadline and a size cap."""

from __future__ import annotations

import asyncio
import socket
import threading
import time
from collections.abc import Callable, Iterator

import pytest

from callbridge.api import ApiConnectionError, AsyncClient, Client, ResponseTooLarge
from callbridge.api._retry import RetryPolicy

KEY = "cb_test_3fc07204-b335-4242-aff9-61b5f2126049.S3cr3tS3cr3tS3cr3tS3cr3t"
NO_SLEEP = RetryPolicy(max_retries=2, sleep=False)


def serve(answer: Callable[[socket.socket], None]) -> Iterator[str]:
    """A raw localhost HTTP server: every connection gets `answer` after its request."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    listener.settimeout(0.2)
    stop = threading.Event()

    def loop() -> None:
        while not stop.is_set():
            try:
                conn, _ = listener.accept()
            except TimeoutError:
                continue
            threading.Thread(target=handle, args=(conn,), daemon=True).start()

    def handle(conn: socket.socket) -> None:
        with conn:
            conn.recv(65536)
            try:
                answer(conn)
            except OSError:
                pass  # the client hung up, as it should

    thread = threading.Thread(target=loop, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{listener.getsockname()[1]}"
    stop.set()
    thread.join()
    listener.close()


def trickle(conn: socket.socket) -> None:
    body = b'{"workspaceId": "' + b"x" * 200 + b'"}'
    conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n")
    conn.sendall(b"Content-Length: %d\r\n\r\n" % len(body))
    for byte in body:
        conn.sendall(bytes([byte]))
        time.sleep(0.1)


def endless(conn: socket.socket) -> None:
    conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n")
    conn.sendall(b"Transfer-Encoding: chunked\r\n\r\n")
    chunk = b"x" * 65536
    for _ in range(10_000):  # 640 MB if nobody stops reading
        conn.sendall(b"%x\r\n%s\r\n" % (len(chunk), chunk))


def declared(conn: socket.socket) -> None:
    conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 400000000\r\n\r\n")


@pytest.fixture
def trickling() -> Iterator[str]:
    yield from serve(trickle)


@pytest.fixture
def endless_server() -> Iterator[str]:
    yield from serve(endless)


@pytest.mark.network
def test_a_trickling_server_meets_the_total_deadline(trickling: str) -> None:
    started = time.monotonic()
    with Client(KEY, base_url=trickling, timeout=1.0, deadline=2.5, retry=NO_SLEEP) as client:
        with pytest.raises(ApiConnectionError, match=r"timed out|deadline"):
            client.me()
    assert time.monotonic() - started < 5  # each byte came within the read timeout


@pytest.mark.network
async def test_the_async_client_meets_the_same_deadline(trickling: str) -> None:
    started = time.monotonic()
    async with AsyncClient(
        KEY, base_url=trickling, timeout=1.0, deadline=2.5, retry=NO_SLEEP
    ) as client:
        with pytest.raises(ApiConnectionError):
            await client.me()
    assert time.monotonic() - started < 5


@pytest.mark.network
def test_an_endless_answer_is_cut_at_the_size_cap(endless_server: str) -> None:
    import resource

    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    with Client(KEY, base_url=endless_server, max_response_bytes=1 << 20, retry=NO_SLEEP) as client:
        with pytest.raises(ResponseTooLarge) as caught:
            client.me()
    assert caught.value.limit == 1 << 20 and "max_response_bytes" in str(caught.value)
    grown_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
    assert grown_kb < 64 * 1024


@pytest.mark.network
async def test_a_declared_huge_answer_is_refused_before_reading() -> None:
    for url in serve(declared):
        async with AsyncClient(
            KEY, base_url=url, max_response_bytes=1 << 20, retry=NO_SLEEP
        ) as client:
            with pytest.raises(ResponseTooLarge):
                await asyncio.wait_for(client.me(), 5)
