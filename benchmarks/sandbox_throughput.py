"""Sandbox throughput over loopback: requests per second and p50/p99 latency.

Starts `callbridge sandbox serve` (uvicorn) in its own process, then drives it from this
process with a small keep-alive HTTP/1.1 load generator on raw asyncio streams (a full HTTP
client would cost more CPU than the server it measures on a 2-core machine).

    .venv/bin/python benchmarks/sandbox_throughput.py [--seconds 5] [--connections 16]

Goal: at least 1,000 requests per second for GET /me.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import os
import re
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass

import httpx

GOAL_ME_RPS = 1000


@dataclass
class Result:
    name: str
    requests: int
    errors: int
    seconds: float
    latencies: list[float]

    @property
    def rps(self) -> float:
        return self.requests / self.seconds

    def percentile(self, q: float) -> float:
        ordered = sorted(self.latencies)
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000


def start_server() -> tuple[subprocess.Popen[str], str, str, str]:
    process = subprocess.Popen(
        [sys.executable, "-m", "callbridge", "sandbox", "serve", "--port", "0", "--seed", "demo"],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert process.stdout is not None
    key = owner = base = ""
    for line in process.stdout:
        if match := re.search(r"workspace key \(every scope\): (\S+)", line):
            key = match[1]
        if match := re.search(r"\(owner (\S+)\)", line):
            owner = match[1]
        if match := re.search(r"listening on (\S+)", line):
            base = match[1]
            break
    if not (key and owner and base):
        process.kill()
        raise SystemExit("the sandbox did not start")
    return process, base, key, owner


async def _connection(
    host: str,
    port: int,
    build: Callable[[], bytes],
    deadline: float,
    latencies: list[float],
    errors: list[int],
) -> None:
    reader, writer = await asyncio.open_connection(host, port)
    try:
        while time.perf_counter() < deadline:
            request = build()
            started = time.perf_counter()
            writer.write(request)
            head = await reader.readuntil(b"\r\n\r\n")
            status = int(head[9:12])
            length = int(re.search(rb"(?i)content-length: (\d+)", head)[1])  # type: ignore[index]
            await reader.readexactly(length)
            latencies.append(time.perf_counter() - started)
            if status >= 300:
                errors.append(status)
    finally:
        writer.close()


async def measure(
    name: str, base: str, build: Callable[[], bytes], seconds: float, connections: int
) -> Result:
    host, port = base.removeprefix("http://").split(":")
    latencies: list[float] = []
    errors: list[int] = []
    # a short warm-up, then the measured run
    warm_deadline = time.perf_counter() + 0.5
    await asyncio.gather(
        *(_connection(host, int(port), build, warm_deadline, [], []) for _ in range(connections))
    )
    started = time.perf_counter()
    deadline = started + seconds
    await asyncio.gather(
        *(
            _connection(host, int(port), build, deadline, latencies, errors)
            for _ in range(connections)
        )
    )
    return Result(name, len(latencies), len(errors), time.perf_counter() - started, latencies)


def request(method: str, path: str, key: str, body: bytes = b"", extra: str = "") -> bytes:
    head = (
        f"{method} /api/public/v2{path} HTTP/1.1\r\nHost: bench\r\n"
        f"Authorization: Bearer {key}\r\n{extra}"
    )
    if body:
        head += f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n"
    return head.encode() + b"\r\n" + body


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--connections", type=int, default=16)
    args = parser.parse_args()
    process, base, key, owner = start_server()
    try:
        with httpx.Client(base_url=base, trust_env=False) as setup:
            auth = {"Authorization": f"Bearer {key}"}
            list_id = setup.post(
                "/api/public/v2/lists",
                json={"name": "bench", "ownerId": owner},
                headers={**auth, "Idempotency-Key": "bench-list"},
            ).json()["id"]
            for n in range(60):
                contact = setup.post(
                    "/_sandbox/contacts", json={"ownerId": owner, "phoneNumber": f"+1415555{n:04d}"}
                ).json()
                setup.put(f"/_sandbox/lists/{list_id}/contacts/{contact['id']}")
        counter = itertools.count()
        list_body = json.dumps({"name": "Bench list", "ownerId": owner}).encode()
        cases: list[tuple[str, Callable[[], bytes]]] = [
            ("GET /me", lambda: request("GET", "/me", key)),
            (
                "POST /lists (fresh Idempotency-Key)",
                lambda: request(
                    "POST", "/lists", key, list_body, f"Idempotency-Key: bench-{next(counter)}\r\n"
                ),
            ),
            (
                f"GET /lists/{list_id}/contacts",
                lambda: request("GET", f"/lists/{list_id}/contacts", key),
            ),
        ]
        results = [
            asyncio.run(measure(name, base, build, args.seconds, args.connections))
            for name, build in cases
        ]
    finally:
        process.terminate()
        process.wait(timeout=15)
    print(
        f"\nSandbox throughput over loopback (uvicorn, {args.connections} keep-alive "
        f"connections, {args.seconds:.0f} s per endpoint)\n"
    )
    print(
        f"{'endpoint':<40} {'requests':>9} {'errors':>7} {'req/s':>9} {'p50 ms':>8} {'p99 ms':>8}"
    )
    for r in results:
        print(
            f"{r.name:<40} {r.requests:>9} {r.errors:>7} {r.rps:>9.0f} "
            f"{r.percentile(0.50):>8.2f} {r.percentile(0.99):>8.2f}"
        )
    me = results[0].rps
    print(
        f"\nGET /me: {me:.0f} req/s — goal {GOAL_ME_RPS} req/s: "
        f"{'met' if me >= GOAL_ME_RPS else 'NOT met'}"
    )
    print(
        f"(median latency of all requests: "
        f"{statistics.median(x for r in results for x in r.latencies) * 1000:.2f} ms)"
    )


if __name__ == "__main__":
    main()
