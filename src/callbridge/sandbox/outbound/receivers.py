"""Receiver URL rules (spec "Delivery behaviour", gap G8).

Public HTTPS on port 443, no credentials, no fragment, no private destination. The sandbox
setting `allowLoopbackReceivers` admits `http://127.0.0.1:<port>` and `http://localhost:<port>`
for local testing and relaxes nothing else.

An IPv6 address that carries an IPv4 one (6to4 `2002::/16`, Teredo `2001::/32`, NAT64
`64:ff9b::/96`, IPv4-compatible and -mapped) is judged by the IPv4 address it leads to as
well: `https://[2002:7f00:1::]/` is 127.0.0.1. A receiver named by a host name is resolved
once at send time, every address judged, and the connection pinned to the address that was
judged (TLS still checks the name), so a second, rebinding lookup never happens.
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

import httpx

PRIVATE_SUFFIXES = (".local", ".internal", ".localhost")
LOOPBACK_HOSTS = ("127.0.0.1", "localhost")
MAX_ANSWER_BYTES = 1 << 20  # a receiver's answer is read up to this, the rest is dropped
_NAT64 = (ipaddress.IPv6Network("64:ff9b::/96"), ipaddress.IPv6Network("64:ff9b:1::/48"))
_IPV4_COMPATIBLE = ipaddress.IPv6Network("::/96")


def _embedded_ipv4(address: ipaddress.IPv6Address) -> list[ipaddress.IPv4Address]:
    """The IPv4 addresses an IPv6 address leads to (6to4, Teredo, NAT64, compatible, mapped)."""
    found: list[ipaddress.IPv4Address] = []
    if address.ipv4_mapped is not None:
        found.append(address.ipv4_mapped)
    if address.sixtofour is not None:
        found.append(address.sixtofour)
    if address.teredo is not None:
        found.extend(address.teredo)  # (server, client), the client already de-obfuscated
    if any(address in net for net in _NAT64) or (address in _IPV4_COMPATIBLE and int(address) > 1):
        found.append(ipaddress.IPv4Address(int(address) & 0xFFFFFFFF))
    return found


def _private_ip(host: str) -> bool | None:
    """True/False for an IP literal, None when the host is a name."""
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return None
    if isinstance(address, ipaddress.IPv6Address):
        embedded = _embedded_ipv4(address)
        if any(_private_ip(str(inner)) for inner in embedded):
            return True
        if address.ipv4_mapped is not None:
            return _private_ip(str(address.ipv4_mapped))
    return bool(
        address.is_private
        or address.is_loopback
        or address.is_link_local
        or address.is_unspecified
        or address.is_multicast
        or address.is_reserved
        or not address.is_global
    )


LOOPBACK_HINT = (
    "; loopback receivers are a sandbox setting: start it with `migrate sandbox serve "
    '--allow-loopback-receivers` or send PUT /_sandbox/settings {"allowLoopbackReceivers": true}'
)


def receiver_problem(url: str, allow_loopback: bool) -> str | None:
    """Why the URL is not an acceptable receiver (naming the rule), or None when it is.

    A loopback URL refused only because the sandbox setting is off says how to turn it on.
    """
    problem = _rule_problem(url, allow_loopback)
    if problem is None:
        return None
    text = f"{problem} (receiver rule: public HTTPS on port 443, no credentials, no fragment)"
    if not allow_loopback and _rule_problem(url, True) is None:
        text += LOOPBACK_HINT
    return text


def _rule_problem(url: str, allow_loopback: bool) -> str | None:
    if any(ord(ch) <= 0x20 or ord(ch) == 0x7F for ch in url):
        return "must not contain spaces or control characters"
    if "#" in url:
        return "must not contain a fragment"
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        return "must be a valid absolute URL"
    host = (parts.hostname or "").lower()
    if parts.username is not None or parts.password is not None or "@" in parts.netloc:
        return "must not contain credentials"
    if not host:
        return "must be an absolute URL with a host"
    if allow_loopback and host in LOOPBACK_HOSTS and parts.scheme in ("http", "https"):
        return None
    if parts.scheme != "https":
        return "must use https"
    if port not in (None, 443):
        return "must use port 443"
    private = _private_ip(host)
    if private is None:
        labels = host.rstrip(".")
        if (
            labels == "localhost"
            or labels.endswith(PRIVATE_SUFFIXES)
            or "." not in labels
            or labels.replace(".", "").isdigit()
        ):
            return "must not point to a private destination"
    elif private:
        return "must not point to a private destination"
    return None


@dataclass(frozen=True)
class Target:
    """Where a delivery connects: the URL (its host the judged address) and what keeps the
    receiver's name for HTTP and TLS."""

    url: str
    headers: dict[str, str] = field(default_factory=dict)
    extensions: dict[str, Any] = field(default_factory=dict)


async def pinned_target(url: str, allow_loopback: bool) -> tuple[str | None, Target]:
    """(why the receiver is refused, or None; the target to connect to).

    Literal addresses were judged by `receiver_problem` and are used as they are. A name is
    resolved once; when any of its addresses is private it is refused, else the connection
    goes to the first address, with `Host` and the TLS server name kept as the name. A name
    that does not resolve is a connection failure (transient), raised as httpx.ConnectError.
    """
    parts = urlsplit(url)
    host = (parts.hostname or "").lower()
    if _private_ip(host) is not None or (allow_loopback and host in LOOPBACK_HOSTS):
        return None, Target(url)
    port = parts.port or 443
    try:
        infos = await asyncio.get_running_loop().getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except OSError as exc:
        raise httpx.ConnectError(f"cannot resolve {host}: {exc}") from None
    addresses = [str(info[4][0]) for info in infos]
    if not addresses:
        raise httpx.ConnectError(f"cannot resolve {host}")
    if any(_private_ip(address) for address in addresses):
        return "receiver host resolves to a private address", Target(url)
    address = addresses[0]
    literal = f"[{address}]" if ":" in address else address
    netloc = literal if parts.port is None else f"{literal}:{parts.port}"
    pinned = parts._replace(netloc=netloc).geturl()
    host_header = parts.netloc.rsplit("@", 1)[-1]
    return None, Target(pinned, {"Host": host_header}, {"sni_hostname": host})


async def post_capped(
    client: httpx.AsyncClient,
    target: Target,
    body: bytes,
    headers: dict[str, str],
    timeout: float | None = None,
) -> httpx.Response:
    """POST to a receiver and read at most MAX_ANSWER_BYTES of its answer (a receiver that
    answers without end must not grow the sandbox)."""
    request = client.build_request(
        "POST",
        target.url,
        content=body,
        headers={**headers, **target.headers},
        extensions=target.extensions,
        timeout=httpx.USE_CLIENT_DEFAULT if timeout is None else timeout,
    )
    response = await client.send(request, stream=True)
    try:
        kept, size = [], 0
        async for chunk in response.aiter_bytes():
            kept.append(chunk[: MAX_ANSWER_BYTES - size])
            size += len(chunk)
            if size >= MAX_ANSWER_BYTES:
                break
        response._content = b"".join(kept)
    finally:
        await response.aclose()
    return response
