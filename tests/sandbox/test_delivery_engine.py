"""The delivery engine against real receivers on loopback: the retry schedule under the sandbox
clock, refused connections, timeouts, its concurrency bounds, and the API staying responsive."""

from __future__ import annotations

import json
import threading
import time
import uuid
from collections.abc import Iterator
from datetime import datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from callbridge.sandbox import Sandbox
from callbridge.sandbox.outbound.engine import PER_SUBSCRIPTION

from .conftest import World, build_world, idem

FAILING_FIRST = 3
# The sender's timeout: `/slow` outwaits it, and every other answer must come well within it
# on a loaded machine (at 0.3 s a busy CI box once timed out a loopback 200).
TIMEOUT = 1.0


class Sink:
    """Loopback receivers by path: `/flaky` answers 500 to its first requests, `/slow`
    answers after the sender's timeout, `/hold` waits for `release`, the rest 200."""

    def __init__(self) -> None:
        self.calls: dict[str, int] = {}
        self.running = self.peak = 0
        self.release = threading.Event()
        self.lock = threading.Lock()
        sink = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:
                payload = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                challenge = payload.get("type") == "webhook.verification"
                with sink.lock:
                    count = sink.calls[self.path] = sink.calls.get(self.path, 0) + int(
                        not challenge
                    )
                    sink.running += 1
                    sink.peak = max(sink.peak, sink.running)
                try:
                    status = 200
                    if challenge:
                        pass
                    elif self.path == "/flaky" and count <= FAILING_FIRST:
                        status = 500
                    elif self.path == "/slow":
                        sink.release.wait(TIMEOUT * 2)
                    elif self.path == "/hold":
                        sink.release.wait(10)
                    answer = json.dumps({"challenge": payload.get("challenge")}).encode()
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(answer)))
                    self.send_header("Connection", "close")  # so a closed sink refuses
                    self.end_headers()
                    self.close_connection = True
                    self.wfile.write(answer)
                except OSError:
                    pass
                finally:
                    with sink.lock:
                        sink.running -= 1

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}{path}"

    def close(self) -> None:
        self.release.set()
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def sink() -> Iterator[Sink]:
    sink = Sink()
    yield sink
    sink.close()


def _subscribe(world: World, url: str) -> str:
    client = world.client()
    hook_id = str(uuid.uuid4())
    body = {"name": "engine", "url": url, "events": ["contact.created"]}
    assert client.put(f"/webhooks/{hook_id}", json=body, headers=idem()).status_code == 201
    client.post(f"/webhooks/{hook_id}/rotate-secret", headers=idem())
    assert client.post(f"/webhooks/{hook_id}/verify", headers=idem()).status_code == 200
    return hook_id


def _when(value: str) -> datetime:
    return datetime.fromisoformat(value.replace("Z", "+00:00"))


def test_failures_follow_the_retry_schedule_under_the_sandbox_clock(sink: Sink) -> None:
    with Sandbox() as sb:
        sb.settings(allow_loopback_receivers=True)
        sb.state.deliveries.timeout = TIMEOUT
        world = build_world(sb)
        sb.set_clock("2030-01-01T00:00:00Z")
        flaky, slow = _subscribe(world, sink.url("/flaky")), _subscribe(world, sink.url("/slow"))
        # a receiver that refuses connections: verified while it listened, then gone
        gone = Sink()
        refused = _subscribe(world, gone.url("/refused"))
        gone.close()
        world.contact()
        client = world.client()

        def delivery(hook_id: str) -> dict[str, Any]:
            [only] = client.get(f"/webhooks/{hook_id}/deliveries").json()["data"]
            return only

        def attempts(hook_id: str) -> list[dict[str, Any]]:
            path = f"/webhooks/{hook_id}/deliveries/{delivery(hook_id)['id']}/attempts"
            data: list[dict[str, Any]] = client.get(path).json()["data"]
            return data

        for number in range(1, 9):
            assert sb.run_deliveries() == (3 if number <= FAILING_FIRST + 1 else 2)
            now = _when(sb.clock()["now"])
            for hook_id in (slow, refused):
                state = delivery(hook_id)
                assert state["attemptCount"] == number
                latest = attempts(hook_id)[0]
                assert latest["state"] == "failed" and latest["statusCode"] is None
                if number < 8:
                    # the spec's schedule: 30 s doubling, plus at most 10% jitter, ≤ 3600 s
                    assert state["state"] == "pending"
                    delay = (_when(state["nextAttemptAt"]) - now).total_seconds()
                    base = min(3600, 30 * 2 ** (number - 1))
                    assert base <= delay <= min(3600, base * 1.1)
                else:
                    assert (state["state"], state["nextAttemptAt"]) == ("failed", None)
            assert attempts(slow)[0]["error"] == f"timed out after {TIMEOUT:g} s"
            assert attempts(refused)[0]["error"].startswith("connection failed")
            flaky_state = delivery(flaky)
            if number <= FAILING_FIRST:
                assert (flaky_state["state"], attempts(flaky)[0]["statusCode"]) == ("pending", 500)
            else:
                assert (flaky_state["state"], flaky_state["attemptCount"]) == (
                    "succeeded",
                    FAILING_FIRST + 1,
                )
            assert sb.run_deliveries() == 0  # nothing is due before its time
            sb.advance(3600)
        assert [a["number"] for a in attempts(refused)] == list(range(8, 0, -1))


def test_one_subscription_gets_at_most_its_share_of_concurrent_attempts(sink: Sink) -> None:
    with Sandbox() as sb:
        sb.settings(allow_loopback_receivers=True)
        world = build_world(sb)
        hook_id = _subscribe(world, sink.url("/hold"))
        for n in range(PER_SUBSCRIPTION * 3):
            world.contact(phoneNumber=f"+1415557{n:04d}")
        sb.start_worker()
        deadline = time.monotonic() + 10
        while sink.running < PER_SUBSCRIPTION and time.monotonic() < deadline:
            time.sleep(0.01)
        time.sleep(0.2)  # room for a ninth attempt, if the bound did not hold
        assert sink.peak == PER_SUBSCRIPTION
        # the API answers while every attempt the subscription may make hangs
        started = time.monotonic()
        states = [
            d["state"] for d in world.client().get(f"/webhooks/{hook_id}/deliveries").json()["data"]
        ]
        assert time.monotonic() - started < 2
        assert states.count("in_progress") == PER_SUBSCRIPTION
        sink.release.set()
        deadline = time.monotonic() + 10
        while "pending" in states or "in_progress" in states:
            assert time.monotonic() < deadline
            time.sleep(0.05)
            data = world.client().get(f"/webhooks/{hook_id}/deliveries").json()["data"]
            states = [d["state"] for d in data]
        assert states == ["succeeded"] * PER_SUBSCRIPTION * 3
        for client in world.clients:
            client.close()


def test_a_sender_that_stops_gives_its_attempts_back(sink: Sink, tmp_path: Path) -> None:
    db = tmp_path / "sandbox.db"
    with Sandbox(db) as sb:
        sb.settings(allow_loopback_receivers=True)
        world = build_world(sb)
        hook_id = _subscribe(world, sink.url("/hold"))
        token = world.full_key
        world.contact()
        sb.start_worker()
        deadline = time.monotonic() + 10
        while sink.running < 1 and time.monotonic() < deadline:
            time.sleep(0.01)
        for client in world.clients:
            client.close()
    # closed mid-attempt: the next process to open the sandbox finds it queued, not stuck
    with Sandbox(db) as sb, sb.client(token) as client:
        [delivery] = client.get(f"/webhooks/{hook_id}/deliveries").json()["data"]
        assert (delivery["state"], delivery["attemptCount"]) == ("pending", 0)
        sink.release.set()
        assert sb.run_deliveries() == 1
        [delivery] = client.get(f"/webhooks/{hook_id}/deliveries").json()["data"]
        assert (delivery["state"], delivery["attemptCount"]) == ("succeeded", 1)


def test_the_gauge_tells_a_waiting_sender_when_the_api_has_answered() -> None:
    """The sender waits for the API's answers through `on_idle`, not by polling: the
    callback runs once the last request in flight ends, and one that was given up is not
    kept (a busy API would otherwise collect them)."""
    import asyncio

    from callbridge.sandbox.outbound.pacing import ApiGauge

    release = asyncio.Event()

    async def app(scope: Any, receive: Any, send: Any) -> None:
        await release.wait()

    async def scenario() -> tuple[list[str], list[str]]:
        gauge = ApiGauge(app)
        scope = {"type": "http"}
        fired: list[str] = []
        first = asyncio.create_task(gauge(scope, None, None))  # type: ignore[arg-type]
        second = asyncio.create_task(gauge(scope, None, None))  # type: ignore[arg-type]
        await asyncio.sleep(0)
        assert gauge.answering

        def dropped() -> None:
            fired.append("dropped")

        gauge.on_idle(lambda: fired.append("answered"))
        gauge.on_idle(dropped)
        gauge.forget(dropped)
        during = list(fired)
        release.set()
        await asyncio.gather(first, second)
        assert not gauge.answering
        return during, fired

    during, after = asyncio.run(scenario())
    assert during == []
    assert after == ["answered"]
