"""Webhook backlog against `callbridge sandbox serve`: does delivery slow the API down?

Starts the sandbox and a minimal local receiver (each in its own process), points one
subscription (contact events) at the receiver, verifies it and pauses it, warms the server up,
then runs `--rounds` rounds. Each round measures:

- 5,000 contact upserts at concurrency 16 with the subscription paused (no delivery is
  queued: the rate "with none") and 5,000 with it active (the rate "with the subscription"),
  in `--chunks` slices per side that take turns, so a spell of noise on a shared machine
  hits both sides alike;
- GET /me latency (one probe connection, back to back) while the backlog drains, the time
  from the last write with the subscription active until the receiver holds every event,
  and GET /me latency on the same connection for `--idle-seconds` once nothing is left to
  send (the idle sample: same connection, database and moment as the backlog's).

    .venv/bin/python benchmarks/webhook_backlog.py [--rounds 3] [--upserts 5000]
        [--chunks 5] [--concurrency 16] [--idle-seconds 5] [--server-src OTHER_CHECKOUT/src]

`--server-src` runs the sandbox from another source tree (an older checkout's `src/`), to
compare versions with the same load generator.

Goals: upsert rate with the subscription at least 80% of the rate without; GET /me p99
under the backlog at most 3x idle; the backlog delivered within 60 s of the last write. The
ratios are taken side by side within each round; the verdict uses their median over the
rounds (and the slowest drain), each round's values are printed too.
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
from dataclasses import dataclass

import httpx

from sandbox_throughput import request, start_server

GOAL_RATE_RATIO = 0.80
GOAL_P99_RATIO = 3.0
GOAL_DRAIN_SECONDS = 60.0
DRAIN_LIMIT_SECONDS = 300.0
WARMUP_UPSERTS = 1000

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
    """The q-quantile in milliseconds."""
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
    host: str, port: int, key: str, sink_port: int, expected: int, idle_seconds: float
) -> tuple[list[float], float, list[float]]:
    """Probe GET /me until the receiver holds `expected` events, then on for `idle_seconds`
    with nothing left to send: (latencies while draining, when it was drained
    (`time.perf_counter()`), latencies idle). The idle sample comes from the same
    connection, database and moment as the backlog's, and the receiver is asked for its
    count throughout both, so that work weighs on both samples alike."""
    started = time.perf_counter()
    state = {"drained": 0.0, "stop": False}

    async def watch() -> None:
        while not state["stop"]:
            count = await _count(sink_port)
            if not state["drained"] and (
                count >= expected or time.perf_counter() - started > DRAIN_LIMIT_SECONDS
            ):
                state["drained"] = time.perf_counter()
            await asyncio.sleep(0.1)

    watcher = asyncio.create_task(watch())
    latencies = await _probe(host, port, key, lambda: bool(state["drained"]))
    end = time.perf_counter() + idle_seconds
    idle = await _probe(host, port, key, lambda: time.perf_counter() > end)
    state["stop"] = True
    await watcher
    return latencies, state["drained"], idle


@dataclass
class Round:
    plain_rate: float
    hooked_rate: float
    idle: list[float]
    backlog: list[float]
    drain_s: float
    delivered: int

    @property
    def rate_ratio(self) -> float:
        return self.hooked_rate / self.plain_rate

    @property
    def p99_ratio(self) -> float:
        return percentile(self.backlog, 0.99) / percentile(self.idle, 0.99)


class Bench:
    """One sandbox, one receiver, one subscription (paused between the active sides)."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.sink = subprocess.Popen(
            [sys.executable, "-c", RECEIVER], stdout=subprocess.PIPE, text=True, env=os.environ
        )
        assert self.sink.stdout is not None
        self.sink_port = int(self.sink.stdout.readline())
        self.process, base, self.key, self.owner = start_server(args.server_src)
        host, port_text = base.removeprefix("http://").split(":")
        self.host, self.port = host, int(port_text)
        self.http = httpx.Client(base_url=base, trust_env=False, timeout=30)
        self.hook = str(uuid.uuid4())
        self.sent = 0  # events the receiver should hold by now
        self.batch = 0

    def close(self) -> None:
        self.http.close()
        self.process.terminate()
        self.process.wait(timeout=15)
        self.sink.terminate()
        self.sink.wait(timeout=5)

    def _call(self, method: str, path: str, body: object = None) -> None:
        answer = self.http.request(
            method,
            f"/api/public/v2/webhooks/{self.hook}{path}",
            json=body,
            headers={"Authorization": f"Bearer {self.key}", "Idempotency-Key": str(uuid.uuid4())},
        )
        answer.raise_for_status()

    def subscribe(self) -> None:
        self.http.put("/_sandbox/settings", json={"allowLoopbackReceivers": True})
        url = f"http://127.0.0.1:{self.sink_port}/webhooks"
        events = ["contact.created", "contact.updated"]
        self._call("PUT", "", {"name": "bench", "url": url, "events": events})
        self._call("POST", "/rotate-secret")
        self._call("POST", "/verify")
        self._call("PATCH", "", {"active": False})

    def upserts(self, count: int) -> float:
        """Upsert `count` new contacts; the seconds it took."""
        self.batch += 1
        seconds, errors = asyncio.run(
            _upserts(
                self.host,
                self.port,
                self.key,
                self.owner,
                f"b{self.batch}",
                count,
                self.args.concurrency,
            )
        )
        if errors:
            raise SystemExit(f"{errors} upserts failed: the figures would be void")
        return seconds

    def round(self, number: int) -> Round:
        """`--upserts` with the subscription paused and as many with it active, in
        `--chunks` slices that take turns (who goes first alternates from slice to slice and
        round to round), so a spell of noise on the machine hits both sides alike. While
        paused, the subscription's queued deliveries wait, so the paused slices run without
        any sending. Then the backlog drains, timed from the last write with the subscription
        active, and the idle sample follows."""
        chunk = self.args.upserts // self.args.chunks
        seconds = {False: 0.0, True: 0.0}
        last_hooked_write = 0.0
        for index in range(self.args.chunks):
            first = (index + number) % 2 == 1
            for active in (first, not first):
                self._call("PATCH", "", {"active": active})
                seconds[active] += self.upserts(chunk)
                if active:
                    last_hooked_write = time.perf_counter()
        total = chunk * self.args.chunks
        self.sent += total
        self._call("PATCH", "", {"active": True})
        backlog, drained_at, idle = asyncio.run(
            _drain(
                self.host, self.port, self.key, self.sink_port, self.sent, self.args.idle_seconds
            )
        )
        self._call("PATCH", "", {"active": False})
        delivered = asyncio.run(_count(self.sink_port)) - (self.sent - total)
        return Round(
            total / seconds[False],
            total / seconds[True],
            idle,
            backlog,
            drained_at - last_hooked_write,
            delivered,
        )


def _verdict(label: str, ok: bool) -> str:
    return f"  {'PASS' if ok else 'FAIL'}  {label}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--upserts", type=int, default=5000)
    parser.add_argument("--concurrency", type=int, default=16)
    parser.add_argument("--idle-seconds", type=float, default=5.0)
    parser.add_argument("--chunks", type=int, default=5, help="slices per side and round")
    parser.add_argument(
        "--server-src",
        help="run the sandbox from another source tree (say an older checkout's src/)",
    )
    args = parser.parse_args()
    bench = Bench(args)
    rounds: list[Round] = []
    try:
        bench.subscribe()
        bench.upserts(WARMUP_UPSERTS)  # first requests pay for imports and caches
        for number in range(args.rounds):
            rounds.append(bench.round(number))
            last = rounds[-1]
            print(
                f"round {number + 1}: rate ratio {last.rate_ratio:.2f}, "
                f"p99 ratio {last.p99_ratio:.2f}, drain {last.drain_s:.1f} s",
                file=sys.stderr,
                flush=True,
            )
    finally:
        bench.close()
    print(
        f"\nWebhook backlog: {args.upserts} contact upserts at concurrency {args.concurrency} "
        f"against `sandbox serve`, one receiver on loopback, {args.rounds} rounds "
        f"(each side in {args.chunks} slices, taking turns)\n"
    )
    print(
        "round  upserts/s none  upserts/s sub  ratio   GET /me p50/p99 ms idle  "
        "backlog        p99 ratio  drain s  delivered"
    )
    for number, r in enumerate(rounds, 1):
        print(
            f"{number:5d}  {r.plain_rate:14.0f}  {r.hooked_rate:13.0f}  {r.rate_ratio:5.2f}"
            f"   {percentile(r.idle, 0.5):5.2f} / {percentile(r.idle, 0.99):5.2f}"
            f"          {percentile(r.backlog, 0.5):5.2f} / {percentile(r.backlog, 0.99):5.2f}"
            f"  {r.p99_ratio:9.2f}  {r.drain_s:7.1f}  {r.delivered:5d}/{args.upserts}"
        )
    rate_ratio = statistics.median(r.rate_ratio for r in rounds)
    p99_ratio = statistics.median(r.p99_ratio for r in rounds)
    pooled_idle = [x for r in rounds for x in r.idle]
    pooled_backlog = [x for r in rounds for x in r.backlog]
    drain_s = max(r.drain_s for r in rounds)
    all_delivered = all(r.delivered >= args.upserts for r in rounds)
    print(
        f"\nmedian over rounds: rate ratio {rate_ratio:.2f}, p99 ratio {p99_ratio:.2f}; "
        f"pooled GET /me p99 idle {percentile(pooled_idle, 0.99):.2f} ms, "
        f"backlog {percentile(pooled_backlog, 0.99):.2f} ms "
        f"(ratio {percentile(pooled_backlog, 0.99) / percentile(pooled_idle, 0.99):.2f})"
    )
    print("goals:")
    print(
        _verdict(
            f"upsert rate with / without the subscription, median {rate_ratio:.2f} "
            f"(goal >= {GOAL_RATE_RATIO:.2f})",
            rate_ratio >= GOAL_RATE_RATIO,
        )
    )
    print(
        _verdict(
            f"GET /me p99 backlog / idle, median {p99_ratio:.2f} (goal <= {GOAL_P99_RATIO:.1f})",
            p99_ratio <= GOAL_P99_RATIO,
        )
    )
    print(
        _verdict(
            f"last write -> every event delivered, slowest {drain_s:.1f} s "
            f"(goal <= {GOAL_DRAIN_SECONDS:.0f} s)",
            all_delivered and drain_s <= GOAL_DRAIN_SECONDS,
        )
    )


if __name__ == "__main__":
    main()
