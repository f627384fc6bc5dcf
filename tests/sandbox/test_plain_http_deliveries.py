"""The lean HTTP/1.1 path the delivery engine uses for loopback (`http://`) receivers, over
real loopback sockets: the answers a receiver may give, and connections it closes."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

import httpx
import pytest

from callbridge.sandbox.outbound.http11 import Http11Pool
from callbridge.sandbox.outbound.receivers import MAX_ANSWER_BYTES

Handler = Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]]


async def _read_request(reader: asyncio.StreamReader) -> bytes:
    head = await reader.readuntil(b"\r\n\r\n")
    length = next(
        int(line.split(b":")[1])
        for line in head.split(b"\r\n")
        if line.lower().startswith(b"content-length:")
    )
    return await reader.readexactly(length)


async def _serve(handler: Handler) -> tuple[asyncio.Server, str]:
    server = await asyncio.start_server(handler, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    return server, f"http://127.0.0.1:{port}/hooks?x=1"


async def test_a_kept_connection_the_receiver_closed_is_retried_on_a_new_one() -> None:
    connections = 0

    async def once_per_connection(
        reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        nonlocal connections
        connections += 1
        body = await _read_request(reader)
        writer.write(b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n%s" % (len(body), body))
        await writer.drain()
        writer.close()  # keep-alive announced, then closed: the next send finds it dead

    server, url = await _serve(once_per_connection)
    pool = Http11Pool(max_idle=4)
    try:
        first = await pool.post(url, b'{"n":1}', {"Content-Type": "application/json"})
        await asyncio.sleep(0.05)
        second = await pool.post(url, b'{"n":2}', {"Content-Type": "application/json"})
    finally:
        pool.close()
        server.close()
    assert (first.status_code, first.content) == (200, b'{"n":1}')
    assert (second.status_code, second.content) == (200, b'{"n":2}')
    assert connections == 2


async def test_one_connection_carries_many_deliveries() -> None:
    connections = 0

    async def keep_alive(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        nonlocal connections
        connections += 1
        try:
            while True:
                await _read_request(reader)
                writer.write(b"HTTP/1.1 204 No Content\r\n\r\n")
                await writer.drain()
        except asyncio.IncompleteReadError:
            writer.close()

    server, url = await _serve(keep_alive)
    pool = Http11Pool(max_idle=4)
    try:
        codes = [(await pool.post(url, b"{}", {})).status_code for _ in range(20)]
    finally:
        pool.close()
        server.close()
    assert codes == [204] * 20 and connections == 1


@pytest.mark.parametrize(
    ("answer", "status", "content"),
    [
        (
            b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n",
            200,
            b"abcde",
        ),
        (b"HTTP/1.1 500 Oops\r\nConnection: close\r\n\r\nuntil the end", 500, b"until the end"),
        (
            b"HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 202 Accepted\r\nContent-Length: 2\r\n\r\nok",
            202,
            b"ok",
        ),
    ],
    ids=["chunked", "no-length", "interim-100"],
)
async def test_answers_are_read_as_http_frames_them(
    answer: bytes, status: int, content: bytes
) -> None:
    async def reply(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await _read_request(reader)
        writer.write(answer)
        await writer.drain()
        writer.close()

    server, url = await _serve(reply)
    pool = Http11Pool(max_idle=4)
    try:
        response = await pool.post(url, b"{}", {})
    finally:
        pool.close()
        server.close()
    assert (response.status_code, response.content) == (status, content)


async def test_an_endless_answer_is_cut_at_the_cap() -> None:
    async def endless(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await _read_request(reader)
        writer.write(b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n")
        chunk = b"x" * 65536
        try:
            for _ in range(1000):  # 64 MB if nobody stops reading
                writer.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
                await writer.drain()
        except ConnectionError:
            pass
        writer.close()

    server, url = await _serve(endless)
    pool = Http11Pool(max_idle=4)
    try:
        response = await asyncio.wait_for(pool.post(url, b"{}", {}), 10)
    finally:
        pool.close()
        server.close()
    assert response.status_code == 200 and len(response.content) == MAX_ANSWER_BYTES


async def test_a_refused_connection_and_a_garbled_answer_are_httpx_errors() -> None:
    async def garbled(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await _read_request(reader)
        writer.write(b"NOT HTTP AT ALL\r\n\r\n")
        await writer.drain()

    server, url = await _serve(garbled)
    port = server.sockets[0].getsockname()[1]
    pool = Http11Pool(max_idle=4)
    try:
        with pytest.raises(httpx.RemoteProtocolError):
            await pool.post(url, b"{}", {})
        server.close()
        await server.wait_closed()
        with pytest.raises(httpx.ConnectError):
            await pool.post(f"http://127.0.0.1:{port}/", b"{}", {})
    finally:
        pool.close()
