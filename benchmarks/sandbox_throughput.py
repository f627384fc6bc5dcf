"""Sandbox throughput over loopback: requests per second and p50/p99 latency.

Starts `callbridge sandbox serve` (uvicorn) in its own process, then drives it from this
process with a small keep-alive HTTP/1.1 load generator on raw asyncio streams (a full HTTP
client would cost more CPU than the server it measures on a 2-core machine).

    .venv/bin/python benchmarks/sandbox_throughput.py [--seconds 5] [--connections 16]
        [--baseline OTHER_CHECKOUT/src [--rounds 2]]

Goal: at least 1,000 requests per second for GET /me. With `--baseline`, the same load also
runs against a server started from another source tree (say `git worktree add /tmp/base
main`), alternating baseline and current for each round, and the medians are printed side
by side with their ratio (current / baseline).
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


def start_server(src: str | None = None) -> tuple[subprocess.Popen[str], str, str, str]:
    """`callbridge sandbox serve`, from this checkout or from the source tree `src`."""
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    if src is not None:
        env["PYTHONPATH"] = os.pathsep.join(p for p in (src, env.get("PYTHONPATH")) if p)
    process = subprocess.Popen(
        [sys.executable, "-m", "callbridge", "sandbox", "serve", "--port", "0", "--seed", "demo"],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=env,
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
        f"{method} /api/public/v2{path} HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        f"Authorization: Bearer {key}\r\n{extra}"
    )
    if body:
        head += f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n"
    return head.encode() + b"\r\n" + body


def run_suite(seconds: float, connections: int, src: str | None = None) -> list[Result]:
    process, base, key, owner = start_server(src)
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
                "GET /lists/{id}/contacts",
                lambda: request("GET", f"/lists/{list_id}/contacts", key),
            ),
        ]
        return [
            asyncio.run(measure(name, base, build, seconds, connections)) for name, build in cases
        ]
    finally:
        process.terminate()
        process.wait(timeout=15)


def print_table(results: list[Result], seconds: float, connections: int) -> None:
    print(
        f"\nSandbox throughput over loopback (uvicorn, {connections} keep-alive "
        f"connections, {seconds:.0f} s per endpoint)\n"
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


def print_comparison(baseline: list[list[Result]], current: list[list[Result]]) -> None:
    """Medians over the rounds, baseline beside current, and current / baseline."""
    print(f"\nSide by side, median of {len(current)} alternating rounds\n")
    print(
        f"{'endpoint':<40} {'base req/s':>10} {'now req/s':>10} {'ratio':>6} "
        f"{'base p50':>9} {'now p50':>8}"
    )
    for index, name in enumerate(r.name for r in current[0]):
        base_rps = statistics.median(run[index].rps for run in baseline)
        now_rps = statistics.median(run[index].rps for run in current)
        base_p50 = statistics.median(run[index].percentile(0.5) for run in baseline)
        now_p50 = statistics.median(run[index].percentile(0.5) for run in current)
        print(
            f"{name:<40} {base_rps:>10.0f} {now_rps:>10.0f} {now_rps / base_rps:>6.2f} "
            f"{base_p50:>9.2f} {now_p50:>8.2f}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument("--baseline", metavar="SRC", help="another checkout's src/ to compare")
    parser.add_argument("--rounds", type=int, default=2, help="alternating rounds (--baseline)")
    args = parser.parse_args()
    if args.baseline is None:
        print_table(run_suite(args.seconds, args.connections), args.seconds, args.connections)
        return
    baseline: list[list[Result]] = []
    current: list[list[Result]] = []
    for _ in range(args.rounds):
        baseline.append(run_suite(args.seconds, args.connections, args.baseline))
        current.append(run_suite(args.seconds, args.connections))
    print("Baseline (last round):")
    print_table(baseline[-1], args.seconds, args.connections)
    print("\nCurrent (last round):")
    print_table(current[-1], args.seconds, args.connections)
    print_comparison(baseline, current)


if __name__ == "__main__":
    main()
