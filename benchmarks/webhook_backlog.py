"""Webhook backlog against `callbridge sandbox serve`: does delivery slow the API down?

Starts the sandbox and a minimal local receiver (each in its own process), then:

1. GET /me latency while idle (one probe connection, back to back);
2. 5,000 contact upserts at concurrency 16 with no subscription: the upsert rate;
3. one active subscription (contact events) pointed at the receiver, and 5,000 more upserts:
   the upsert rate, then GET /me latency while the backlog drains, and the time from the last
   write until the receiver has every event.

    .venv/bin/python benchmarks/webhook_backlog.py [--upserts 5000] [--concurrency 16]

Goals: upsert rate with the subscription at least 80% of the rate without; GET /me p99
under the backlog at most 3x idle; the backlog delivered within 60 s of the last write.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import statistics
import subprocess
import sys
import time
import uuid
from collections.abc import Callable

import httpx

from sandbox_throughput import request, start_server

GOAL_RATE_RATIO = 0.80
GOAL_P99_RATIO = 3.0
GOAL_DRAIN_SECONDS = 60.0
DRAIN_LIMIT_SECONDS = 300.0

RECEIVER = r"""
import asyncio, json, re, sys
seen = set()

async def handle(reader, writer):
    try:
        while True:
            head = await reader.readuntil(b"\r\n\r\n")
            found = re.search(rb"(?i)content-length: *(\d+)", head)
            length = int(found[1]) if found else 0
            body = await reader.readexactly(length)
            if head.startswith(b"GET /count"):
                answer = json.dumps({"count": len(seen)}).encode()
            else:
                payload = json.loads(body)
                if payload.get("type") == "webhook.verification":
                    answer = json.dumps({"challenge": payload["challenge"]}).encode()
                else:
                    seen.add(payload["id"])
                    answer = b"{}"
            writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                         b"Content-Length: " + str(len(answer)).encode() + b"\r\n\r\n" + answer)
            await writer.drain()
    except (asyncio.IncompleteReadError, ConnectionError):
        pass
    finally:
        writer.close()

async def main():
    server = await asyncio.start_server(handle, "127.0.0.1", 0, backlog=1024)
    print(server.sockets[0].getsockname()[1], flush=True)
    await server.serve_forever()

asyncio.run(main())
"""


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000


async def _upserts(
    host: str, port: int, key: str, owner: str, prefix: str, total: int, concurrency: int
) -> tuple[float, int]:
    """Upsert `total` new contacts over `concurrency` keep-alive connections; (seconds, errors)."""
    numbers = iter(range(total))
    errors = 0

    async def connection() -> None:
        nonlocal errors
        reader, writer = await asyncio.open_connection(host, port)
        try:
            for n in numbers:
                body = json.dumps(
                    {
                        "externalId": f"{prefix}-{n}",
                        "phoneNumber": f"+1415{n:07d}",
                        "ownerId": owner,
                    }
                ).encode()
                writer.write(
                    request("POST", "/contacts", key, body, f"Idempotency-Key: {prefix}-{n}\r\n")
                )
                head = await reader.readuntil(b"\r\n\r\n")
                length = int(re.search(rb"(?i)content-length: (\d+)", head)[1])  # type: ignore[index]
                await reader.readexactly(length)
                if int(head[9:12]) >= 300:
                    errors += 1
        finally:
            writer.close()

    started = time.perf_counter()
    await asyncio.gather(*(connection() for _ in range(concurrency)))
    return time.perf_counter() - started, errors


async def _probe(host: str, port: int, key: str, until: Callable[[], bool]) -> list[float]:
    """GET /me back to back on one connection until `until()`; the latencies in seconds."""
    latencies: list[float] = []
    reader, writer = await asyncio.open_connection(host, port)
    try:
        while not until():
            started = time.perf_counter()
            writer.write(request("GET", "/me", key))
            head = await reader.readuntil(b"\r\n\r\n")
            length = int(re.search(rb"(?i)content-length: (\d+)", head)[1])  # type: ignore[index]
            await reader.readexactly(length)
            latencies.append(time.perf_counter() - started)
            await asyncio.sleep(0.002)
    finally:
        writer.close()
    return latencies


async def _count(port: int) -> int:
    """Events the receiver holds, asked on this event loop (a client thread would compete
    with the probe for the interpreter and show up in its latency)."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        writer.write(b"GET /count HTTP/1.1\r\nHost: sink\r\n\r\n")
        head = await reader.readuntil(b"\r\n\r\n")
        length = int(re.search(rb"(?i)content-length: (\d+)", head)[1])  # type: ignore[index]
        count: int = json.loads(await reader.readexactly(length))["count"]
        return count
    finally:
        writer.close()


async def _drain(
    host: str, port: int, key: str, sink_port: int, expected: int
) -> tuple[list[float], float]:
    """Probe GET /me until the receiver holds `expected` events; (latencies, seconds)."""
    started = time.perf_counter()
    state = {"done": False}

    async def watch() -> None:
        try:
            while time.perf_counter() - started < DRAIN_LIMIT_SECONDS:
                if await _count(sink_port) >= expected:
                    break
                await asyncio.sleep(0.1)
        finally:
            state["done"] = True

    watcher = asyncio.create_task(watch())
    latencies = await _probe(host, port, key, lambda: state["done"])
    await watcher
    return latencies, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--upserts", type=int, default=5000)
    parser.add_argument("--concurrency", type=int, default=16)
    args = parser.parse_args()
    sink = subprocess.Popen(
        [sys.executable, "-c", RECEIVER], stdout=subprocess.PIPE, text=True, env=os.environ
    )
    assert sink.stdout is not None
    receiver_port = int(sink.stdout.readline())
    process, base, key, owner = start_server()
    host, port_text = base.removeprefix("http://").split(":")
    port = int(port_text)
    try:
        with httpx.Client(base_url=base, trust_env=False) as setup:
            setup.put("/_sandbox/settings", json={"allowLoopbackReceivers": True})
            idle_end = time.perf_counter() + 3.0
            idle = asyncio.run(_probe(host, port, key, lambda: time.perf_counter() > idle_end))
            plain_s, plain_errors = asyncio.run(
                _upserts(host, port, key, owner, "plain", args.upserts, args.concurrency)
            )
            auth = {"Authorization": f"Bearer {key}"}
            hook = str(uuid.uuid4())
            url = f"http://127.0.0.1:{receiver_port}/webhooks"
            events = ["contact.created", "contact.updated"]
            for method, path, body in (
                ("PUT", "", {"name": "bench", "url": url, "events": events}),
                ("POST", "/rotate-secret", None),
                ("POST", "/verify", None),
            ):
                answer = setup.request(
                    method,
                    f"/api/public/v2/webhooks/{hook}{path}",
                    json=body,
                    headers={**auth, "Idempotency-Key": str(uuid.uuid4())},
                    timeout=30,
                )
                answer.raise_for_status()
            hooked_s, hooked_errors = asyncio.run(
                _upserts(host, port, key, owner, "hooked", args.upserts, args.concurrency)
            )
            backlog, drain_s = asyncio.run(_drain(host, port, key, receiver_port, args.upserts))
            delivered = asyncio.run(_count(receiver_port))
            states = setup.get(f"/api/public/v2/webhooks/{hook}/deliveries", headers=auth).json()
    finally:
        process.terminate()
        process.wait(timeout=15)
        sink.terminate()
        sink.wait(timeout=5)
    if plain_errors or hooked_errors:
        raise SystemExit(
            f"{plain_errors + hooked_errors} upserts failed: the figures would be void"
        )
    plain_rate = args.upserts / plain_s
    hooked_rate = args.upserts / hooked_s
    idle_p50, idle_p99 = percentile(idle, 0.5), percentile(idle, 0.99)
    busy_p50, busy_p99 = percentile(backlog, 0.5), percentile(backlog, 0.99)
    latest = statistics.multimode(d["state"] for d in states["data"]) if states["data"] else []
    print(
        f"\nWebhook backlog: {args.upserts} contact upserts at concurrency {args.concurrency} "
        "against `sandbox serve`, one receiver on loopback\n"
    )
    print(f"upserts/s, no subscription:       {plain_rate:8.0f}  ({plain_errors} errors)")
    print(f"upserts/s, active subscription:   {hooked_rate:8.0f}  ({hooked_errors} errors)")
    print(
        f"GET /me idle      p50 / p99 ms:   {idle_p50:8.2f} / {idle_p99:.2f}  ({len(idle)} probes)"
    )
    print(
        f"GET /me backlog   p50 / p99 ms:   {busy_p50:8.2f} / {busy_p99:.2f}  ({len(backlog)} probes)"
    )
    tail = " / ".join(f"{percentile(backlog, q):.2f}" for q in (0.9, 0.95, 0.999))
    print(f"GET /me backlog p90 / p95 / p99.9: {tail} ms")
    print(f"delivered:                        {delivered:8d} of {args.upserts}")
    print(f"last write -> all delivered (s):  {drain_s:8.1f}  (latest deliveries: {latest})")
    ratio, p99_ratio = hooked_rate / plain_rate, busy_p99 / idle_p99
    for label, ok in (
        (
            f"upsert rate ratio {ratio:.2f} (goal >= {GOAL_RATE_RATIO:.2f})",
            ratio >= GOAL_RATE_RATIO,
        ),
        (f"GET /me p99 ratio {p99_ratio:.2f} (goal <= {GOAL_P99_RATIO:.1f})", p99_ratio <= 3),
        (
            f"backlog drained in {drain_s:.1f} s (goal <= {GOAL_DRAIN_SECONDS:.0f} s)",
            delivered >= args.upserts and drain_s <= GOAL_DRAIN_SECONDS,
        ),
    ):
        print(f"  {label}: {'met' if ok else 'NOT met'}")


if __name__ == "__main__":
    main()
