"""Receiver URLs: IPv4 hidden in IPv6 forms is judged; the judged address is the one used."""

from __future__ import annotations

import socket

import httpx
import pytest

from callbridge.sandbox.outbound.receivers import (
    Target,
    pinned_target,
    post_capped,
    receiver_problem,
)

HIDDEN_PRIVATE = [
    "https://[2002:7f00:1::]/",  # 6to4 of 127.0.0.1
    "https://[2002:a9fe:a9fe::]/",  # 6to4 of 169.254.169.254 (cloud metadata)
    "https://[2002:c0a8:101::]/",  # 6to4 of 192.168.1.1
    "https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/",  # Teredo, client 127.0.0.1
    "https://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/",  # Teredo, client 10.0.0.1
    "https://[64:ff9b::7f00:1]/",  # NAT64 of 127.0.0.1
    "https://[64:ff9b::a9fe:a9fe]/",  # NAT64 of 169.254.169.254
    "https://[::7f00:1]/",  # IPv4-compatible 127.0.0.1
    "https://[::ffff:a9fe:a9fe]/",  # IPv4-mapped 169.254.169.254
]


@pytest.mark.parametrize("url", HIDDEN_PRIVATE)
def test_ipv4_inside_ipv6_is_judged_by_where_it_leads(url: str) -> None:
    assert (receiver_problem(url, allow_loopback=True) or "").startswith(
        "must not point to a private destination"
    )


def test_public_forms_still_pass() -> None:
    assert (
        receiver_problem("https://[2002:5db8:d822::]/hook", False) is None
    )  # 6to4 of 93.184.216.34
    assert receiver_problem("https://[2606:4700::1111]/hook", False) is None
    assert receiver_problem("https://93.184.216.34/hook", False) is None


async def test_a_name_is_resolved_once_and_the_connection_pinned(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import asyncio

    answers = iter([[(socket.AF_INET, socket.SOCK_STREAM, 6, "", ("93.184.216.34", 443))]])
    calls: list[str] = []

    async def getaddrinfo(host: str, *_: object, **__: object):  # type: ignore[no-untyped-def]
        calls.append(host)
        return next(answers)  # a second lookup (the rebinding one) would raise StopIteration

    loop = asyncio.get_running_loop()
    monkeypatch.setattr(loop, "getaddrinfo", getaddrinfo)
    problem, target = await pinned_target("https://hooks.example.com/in?x=1", False)
    assert problem is None and calls == ["hooks.example.com"]
    assert target.url == "https://93.184.216.34/in?x=1"
    assert target.headers == {"Host": "hooks.example.com"}
    assert target.extensions == {"sni_hostname": "hooks.example.com"}

    seen: list[httpx.Request] = []

    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, content=b"x" * (3 << 20))

    async with httpx.AsyncClient(transport=httpx.MockTransport(answer)) as client:
        response = await post_capped(client, target, b"{}", {"Content-Type": "application/json"})
    assert seen[0].url.host == "93.184.216.34" and seen[0].headers["host"] == "hooks.example.com"
    assert len(response.content) == 1 << 20  # an endless answer is cut, not read whole
    assert calls == ["hooks.example.com"]


async def test_a_name_with_any_private_address_is_refused(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import asyncio

    async def getaddrinfo(host: str, *_: object, **__: object):  # type: ignore[no-untyped-def]
        return [
            (socket.AF_INET6, socket.SOCK_STREAM, 6, "", ("2002:7f00:1::", 443, 0, 0)),
            (socket.AF_INET, socket.SOCK_STREAM, 6, "", ("93.184.216.34", 443)),
        ]

    monkeypatch.setattr(asyncio.get_running_loop(), "getaddrinfo", getaddrinfo)
    problem, target = await pinned_target("https://rebind.example.com/", False)
    assert problem == "receiver host resolves to a private address"
    assert target == Target("https://rebind.example.com/")
