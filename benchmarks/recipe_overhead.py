"""Recipe engine overhead: a 1,000-item for_each of reads, engine versus direct client calls.

Both sides run against the same in-process sandbox, in alternating rounds (each side goes
first every other round), with garbage collection paused inside timed sections (as timeit
does). The difference is the engine: expressions, parameter validation, journal, masking.
Goal: the engine adds less than 20%.

On a busy machine the server's own time swings from run to run far more than the engine
costs, so the time spent inside the transport (the sandbox answering) is also measured on
both sides and the overhead is reported net of it as well.

Run: .venv/bin/python benchmarks/recipe_overhead.py [--items 1000] [--rounds 9]
"""

from __future__ import annotations

import argparse
import gc
import statistics
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

from callbridge import Client
from callbridge.recipe import Runner, parse, resolve_inputs
from callbridge.sandbox import Sandbox

RECIPE = """\
recipe: 1
name: read-many-calls
description: Read the same call many times.
inputs:
  sids: {type: list, required: true}
steps:
  - id: read
    action: calls.get
    for_each: "{{ inputs.sids }}"
    as: sid
    with: {call_sid: "{{ sid }}"}
outputs:
  count: "{{ steps.read.outputs | length }}"
"""


class TimedTransport(httpx.BaseTransport):
    """Adds up the time the sandbox takes to answer."""

    def __init__(self, inner: httpx.BaseTransport) -> None:
        self.inner = inner
        self.seconds = 0.0

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        start = time.perf_counter()
        try:
            return self.inner.handle_request(request)
        finally:
            self.seconds += time.perf_counter() - start


@contextmanager
def quiet_gc() -> Iterator[None]:
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def direct(client: Client, sids: list[str]) -> float:
    with quiet_gc():
        start = time.perf_counter()
        results = [client.calls.get(sid).model_dump(mode="json", by_alias=True) for sid in sids]
        elapsed = time.perf_counter() - start
    assert len(results) == len(sids)
    return elapsed


def engine(client: Client, sids: list[str], journal_dir: Path) -> float:
    recipe = parse(RECIPE, "read-many-calls.yaml")
    inputs = resolve_inputs(recipe, {"sids": sids})
    with quiet_gc():
        start = time.perf_counter()
        result = Runner(recipe, inputs, client, journal_dir=journal_dir).run_to_end()
        elapsed = time.perf_counter() - start
    assert result.status == "succeeded" and result.outputs["count"] == len(sids)
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--items", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=9)
    args = parser.parse_args()
    totals: dict[str, list[float]] = {"direct": [], "engine": []}
    server: dict[str, list[float]] = {"direct": [], "engine": []}
    with Sandbox() as sandbox, tempfile.TemporaryDirectory() as tmp:
        seed = sandbox.seed_demo()
        transport = TimedTransport(sandbox.sync_transport)
        client = Client(seed.workspace_key, base_url=sandbox.api_url, transport=transport)
        sids = [seed.call_sids[i % len(seed.call_sids)] for i in range(args.items)]
        direct(client, sids[:50]), engine(client, sids[:50], Path(tmp))  # warm up
        sides = {
            "direct": lambda: direct(client, sids),
            "engine": lambda: engine(client, sids, Path(tmp)),
        }
        for round_number in range(args.rounds):
            order = ["engine", "direct"] if round_number % 2 else ["direct", "engine"]
            for side in order:
                transport.seconds = 0.0
                totals[side].append(sides[side]())
                server[side].append(transport.seconds)
    d, e = statistics.median(totals["direct"]), statistics.median(totals["engine"])
    net = [
        (te - se) - (td - sd)
        for te, se, td, sd in zip(
            totals["engine"], server["engine"], totals["direct"], server["direct"], strict=True
        )
    ]
    per_item = 1e6 / args.items
    print(f"items per run:        {args.items} (calls.get), rounds: {args.rounds}")
    print(f"direct client median: {d * 1000:9.1f} ms  ({d * per_item:7.1f} us/item)")
    print(f"recipe engine median: {e * 1000:9.1f} ms  ({e * per_item:7.1f} us/item)")
    print(f"ratio engine/direct:  {e / d:9.3f}  (overhead {100 * (e / d - 1):+.1f}%, goal < +20%)")
    print(
        f"server time medians:  direct {statistics.median(server['direct']) * 1000:.1f} ms, "
        f"engine {statistics.median(server['engine']) * 1000:.1f} ms"
    )
    engine_own = statistics.median(net)
    print(
        f"engine's own time:    {engine_own * 1000:9.1f} ms median per run "
        f"({engine_own * per_item:.1f} us/item), {100 * engine_own / d:+.1f}% of the direct median"
    )


if __name__ == "__main__":
    main()
