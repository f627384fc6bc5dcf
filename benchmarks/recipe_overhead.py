"""Recipe engine overhead: a 1,000-item for_each of reads, engine versus direct client calls.

Both sides run against the same in-process sandbox and are interleaved call by call: the
engine is driven one item at a time (`Runner.next()`), and each of its items is paired with
the same `calls.get` made directly with the client, the order alternating from pair to pair.
A change of machine load then hits both sides alike, so the ratio stays stable on a busy
machine, where timing whole runs one after the other swings far more than the engine costs.
Garbage collection is paused inside each round (as timeit does).

Reported, as medians over the rounds: the time per item of each side, their ratio (goal: the
engine adds less than 20%), and the engine's own time per item: its extra time net of the
time the sandbox takes to answer (expressions, parameter validation, journal, masking).

Run: .venv/bin/python benchmarks/recipe_overhead.py [--items 1000] [--rounds 7]
"""

from __future__ import annotations

import argparse
import gc
import statistics
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
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


@dataclass
class Side:
    """Time spent by one side in a round, and how much of it the sandbox took."""

    total: float = 0.0
    server: float = 0.0


def round_(
    client: Client, transport: TimedTransport, sids: list[str], tmp: Path
) -> dict[str, Side]:
    """One engine run of len(sids) items, each item paired with one direct call."""
    recipe = parse(RECIPE, "read-many-calls.yaml")
    runner = Runner(recipe, resolve_inputs(recipe, {"sids": sids}), client, journal_dir=tmp)
    sides = {"engine": Side(), "direct": Side()}
    direct: list[object] = []

    def direct_call() -> None:
        sid = sids[len(direct)]
        direct.append(client.calls.get(sid).model_dump(mode="json", by_alias=True))

    work: dict[str, Callable[[], object]] = {"engine": runner.next, "direct": direct_call}
    left: dict[str, Callable[[], bool]] = {
        "engine": lambda: not runner.finished,
        "direct": lambda: len(direct) < len(sids),
    }
    order = ["engine", "direct"]
    with quiet_gc():
        while any(more() for more in left.values()):
            for name in order:
                if left[name]():
                    server, start = transport.seconds, time.perf_counter()
                    work[name]()
                    sides[name].total += time.perf_counter() - start
                    sides[name].server += transport.seconds - server
            order.reverse()
    result = runner.result()
    assert result.status == "succeeded" and result.outputs["count"] == len(sids)
    return sides


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--items", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    rounds: list[dict[str, Side]] = []
    with Sandbox() as sandbox, tempfile.TemporaryDirectory() as tmp:
        seed = sandbox.seed_demo()
        transport = TimedTransport(sandbox.sync_transport)
        client = Client(seed.workspace_key, base_url=sandbox.api_url, transport=transport)
        sids = [seed.call_sids[i % len(seed.call_sids)] for i in range(args.items)]
        round_(client, transport, sids[:50], Path(tmp))  # warm up
        for _ in range(args.rounds):
            rounds.append(round_(client, transport, sids, Path(tmp)))

    def median(values: list[float]) -> float:
        return statistics.median(values)

    per_item = 1e6 / args.items
    direct = [r["direct"].total for r in rounds]
    engine = [r["engine"].total for r in rounds]
    ratios = [e / d for e, d in zip(engine, direct, strict=True)]
    own = [
        (r["engine"].total - r["engine"].server) - (r["direct"].total - r["direct"].server)
        for r in rounds
    ]
    print(f"items per run:        {args.items} (calls.get), rounds: {args.rounds}, interleaved")
    print(f"direct client median: {median(direct) * per_item:7.1f} us/item")
    print(f"recipe engine median: {median(engine) * per_item:7.1f} us/item")
    print(
        f"ratio engine/direct:  {median(ratios):7.3f}  (overhead {100 * (median(ratios) - 1):+.1f}%, "
        f"goal < +20%; rounds {min(ratios):.3f} to {max(ratios):.3f})"
    )
    print(
        f"engine's own time:    {median(own) * per_item:7.1f} us/item "
        f"(rounds {min(own) * per_item:.1f} to {max(own) * per_item:.1f}), "
        f"{100 * median(own) / median(direct):+.1f}% of the direct median"
    )


if __name__ == "__main__":
    main()
