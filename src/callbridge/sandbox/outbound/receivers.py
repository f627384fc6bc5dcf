"""Receiver URL rules (spec "Delivery behaviour", gap G8).

Public HTTPS on port 443, no credentials, no fragment, no private destination. The sandbox
setting `allowLoopbackReceivers` admits `http://127.0.0.1:<port>` and `http://localhost:<port>`
for local testing and relaxes nothing else.
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from urllib.parse import urlsplit

PRIVATE_SUFFIXES = (".local", ".internal", ".localhost")
LOOPBACK_HOSTS = ("127.0.0.1", "localhost")


def _private_ip(host: str) -> bool | None:
    """True/False for an IP literal, None when the host is a name."""
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return None
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    return bool(
        address.is_private
        or address.is_loopback
        or address.is_link_local
        or address.is_unspecified
        or address.is_multicast
        or address.is_reserved
        or not address.is_global
    )


def receiver_problem(url: str, allow_loopback: bool) -> str | None:
    """Why the URL is not an acceptable receiver, or None when it is."""
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


async def resolution_problem(url: str, allow_loopback: bool) -> str | None:
    """Resolve a receiver host name and refuse it when any address is private.

    Literal addresses were judged by `receiver_problem`; names are judged by what they
    resolve to right before sending. A name that does not resolve is a connection failure
    (transient), not a rule violation.
    """
    host = (urlsplit(url).hostname or "").lower()
    if _private_ip(host) is not None or (allow_loopback and host in LOOPBACK_HOSTS):
        return None
    try:
        infos = await asyncio.get_running_loop().getaddrinfo(host, 443, type=socket.SOCK_STREAM)
    except OSError:
        return None
    if any(_private_ip(str(info[4][0])) for info in infos):
        return "receiver host resolves to a private address"
    return None
