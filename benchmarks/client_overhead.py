"""Client overhead versus raw httpx on the same in-process sandbox transport.

Run: `python benchmarks/client_overhead.py [--calls N]`

For `me()` and `lists.create()`, each round times one call through `callbridge.Client` and
one equivalent raw `httpx.Client` request (same transport, same headers, same body) side by
side, alternating which goes first, so both see the same sandbox state and machine load.
Prints the median time per call of each, the ratio, and the client's overhead; the goal is
an overhead under 25% of raw httpx.
"""

from __future__ import annotations

import argparse
import statistics
import time
import uuid
from collections.abc import Callable

import httpx

from callbridge import Client, RetryPolicy
from callbridge.sandbox import Sandbox

GOAL = 0.25


def timed(fn: Callable[[], object]) -> float:
    started = time.perf_counter()
    fn()
    return time.perf_counter() - started


def compare(
    name: str, client_call: Callable[[], object], raw_call: Callable[[], object], calls: int
) -> bool:
    for _ in range(20):  # warm up both paths
        client_call()
        raw_call()
    client_times: list[float] = []
    raw_times: list[float] = []
    for n in range(calls):
        if n % 2:
            client_times.append(timed(client_call))
            raw_times.append(timed(raw_call))
        else:
            raw_times.append(timed(raw_call))
            client_times.append(timed(client_call))
    client_median = statistics.median(client_times)
    raw_median = statistics.median(raw_times)
    ratio = client_median / raw_median
    overhead = ratio - 1
    verdict = "ok" if overhead < GOAL else "ABOVE GOAL"
    print(
        f"{name:<16} client {client_median * 1e3:8.3f} ms   raw httpx {raw_median * 1e3:8.3f} ms   "
        f"ratio {ratio:5.3f}   overhead {overhead:+6.1%}   (goal < {GOAL:.0%}: {verdict})"
    )
    return overhead < GOAL


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=400, help="timed calls per path")
    args = parser.parse_args()

    with Sandbox() as sandbox:
        seed = sandbox.seed_demo()
        key = seed.workspace_key
        client = Client(
            key,
            base_url=sandbox.api_url,
            transport=sandbox.sync_transport,
            retry=RetryPolicy(sleep=False),
        )
        raw = httpx.Client(
            transport=sandbox.sync_transport,
            base_url=sandbox.api_url,
            headers={"Authorization": f"Bearer {key}", "Accept": "application/json"},
        )

        def raw_me() -> object:
            response = raw.get("/me")
            response.raise_for_status()
            return response.json()

        body = {"name": "benchmark", "ownerId": seed.owner_id}

        def raw_create() -> object:
            response = raw.post("/lists", json=body, headers={"Idempotency-Key": uuid.uuid4().hex})
            response.raise_for_status()
            return response.json()

        print(f"{args.calls} timed calls per path, in-process sandbox transport")
        results = [
            compare("me()", client.me, raw_me, args.calls),
            compare(
                "lists.create()",
                lambda: client.lists.create("benchmark", seed.owner_id),
                raw_create,
                args.calls,
            ),
        ]
        client.close()
        raw.close()
    return 0 if all(results) else 1


if __name__ == "__main__":
    raise SystemExit(main())
