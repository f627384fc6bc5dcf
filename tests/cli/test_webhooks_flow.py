"""The two-terminal webhook flow with real processes over loopback, as docs/webhooks.md tells it.

`sandbox serve --allow-loopback-receivers` in one process, `webhooks listen --secret-file` in
another, the rotate-and-verify-webhook recipe and `sandbox trigger` as further commands.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Any

import httpx
import pytest

TRIGGERED = 50


def _spawn(*args: str, env: dict[str, str], cwd: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "callbridge", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**env, "PYTHONUNBUFFERED": "1"},
        cwd=cwd,
    )


def _run(*args: str, env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "callbridge", *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=cwd,
        timeout=60,
    )


def _end(proc: subprocess.Popen[str], sig: int = signal.SIGINT) -> int:
    if proc.poll() is None:
        proc.send_signal(sig)
    try:
        return proc.wait(timeout=20)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


class Served:
    def __init__(self, root: str, key: str, owner: str, env: dict[str, str]) -> None:
        self.root, self.owner, self.env = root, owner, env
        self.api = httpx.Client(
            base_url=root + "/api/public/v2",
            headers={"Authorization": f"Bearer {key}"},
            trust_env=False,
            timeout=30,
        )


@pytest.fixture
def served(tmp_path: Path, lines: Callable[[IO[str] | None], Any]) -> Iterator[Served]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CALLBRIDGE_")}
    proc = _spawn(
        "sandbox",
        "serve",
        "--port",
        "0",
        "--seed",
        "demo",
        "--allow-loopback-receivers",
        env=env,
        cwd=tmp_path,
    )
    out = lines(proc.stdout)
    key = root = owner = ""
    try:
        while not root:
            line = out.next()
            if match := re.search(r"workspace key \(every scope\): (\S+)", line):
                key = match[1]
            if match := re.search(r"\(owner (\S+)\)", line):
                owner = match[1]
            if match := re.search(r"listening on (\S+)", line):
                root = match[1]
        assert "receivers may be http://127.0.0.1" in out.next() + out.next() + out.next()
        env = {**env, "CALLBRIDGE_BASE_URL": root, "CALLBRIDGE_API_KEY": key}
        served = Served(root, key, owner, env)
        yield served
        served.api.close()
    finally:
        assert _end(proc) == 0


def test_listen_with_a_secret_file_the_recipe_and_trigger_deliver_every_event_once(
    served: Served, tmp_path: Path, lines: Callable[[IO[str] | None], Any]
) -> None:
    secret_file = ".callbridge/webhook-secret"
    listener = _spawn(
        "webhooks", "listen", "--port", "0", "--secret-file", secret_file,
        env=served.env, cwd=tmp_path,
    )  # fmt: skip
    out, err = lines(listener.stdout), lines(listener.stderr)
    try:
        url = re.search(r"listening on (\S+)", out.next())[1]  # type: ignore[index]
        assert err.next().startswith(f"waiting for a signing secret in {secret_file}")
        hook_id = str(uuid.uuid4())
        recipe = _run(
            "run", "rotate-and-verify-webhook", "--yes",
            "--input", f"webhook_id={hook_id}", "--input", "name=local receiver",
            "--input", "events=contact.created", "--input", f"url={url}",
            "--input", f"secret_file={secret_file}",
            env=served.env, cwd=tmp_path,
        )  # fmt: skip
        assert recipe.returncode == 0, recipe.stdout + recipe.stderr
        assert "whsec_" not in recipe.stdout + recipe.stderr
        assert (tmp_path / secret_file).stat().st_mode & 0o777 == 0o600
        assert err.next().startswith(f"signing secret loaded from {secret_file}: ****")
        assert out.next().strip() == "verification challenge answered"

        triggered = _run(
            "sandbox", "trigger", "contact.created", "--count", str(TRIGGERED),
            env=served.env, cwd=tmp_path,
        )  # fmt: skip
        assert triggered.returncode == 0, triggered.stderr
        assert triggered.stdout.startswith(f"Triggered {TRIGGERED} contact.created")

        events = [out.next() for _ in range(TRIGGERED)]
        ids = {re.search(r"event=(\S+)", line)[1] for line in events}  # type: ignore[index]
        assert all("contact.created" in line for line in events)
        assert len(ids) == TRIGGERED  # each event once: verified (else rejected) and new

        # the service's view: every delivery succeeded at the first attempt (the receiver
        # prints before it answers, so the last answers may still be on their way)
        deadline = time.monotonic() + 10
        while True:
            deliveries = served.api.get(f"/webhooks/{hook_id}/deliveries").json()["data"]
            if all(d["state"] == "succeeded" for d in deliveries) or time.monotonic() > deadline:
                break
            time.sleep(0.05)
        assert len(deliveries) == TRIGGERED
        assert {(d["state"], d["attemptCount"]) for d in deliveries} == {("succeeded", 1)}
        assert {d["eventId"] for d in deliveries} == ids

        # a replay reaches the receiver again and is acknowledged as a duplicate
        replayed = served.api.post(
            f"/webhooks/{hook_id}/deliveries/{deliveries[0]['id']}/replay",
            headers={"Idempotency-Key": str(uuid.uuid4())},
        )
        assert replayed.status_code == 202
        assert out.next().startswith(f"duplicate event={deliveries[0]['eventId']}")
    finally:
        assert _end(listener, signal.SIGTERM) == 0


def test_sigterm_pauses_the_subscription_and_the_next_start_reuses_it(
    served: Served, tmp_path: Path, lines: Callable[[IO[str] | None], Any]
) -> None:
    def start() -> tuple[subprocess.Popen[str], Any, Any, str]:
        proc = _spawn(
            "webhooks", "listen", "--port", "0", "--subscribe", "--events", "list.created",
            env=served.env, cwd=tmp_path,
        )  # fmt: skip
        out, err = lines(proc.stdout), lines(proc.stderr)
        subscribed = err.next()
        assert subscribed.startswith("Subscribed "), subscribed
        assert out.next().strip() == "verification challenge answered"
        assert out.next().startswith("Ready: listening on")
        return proc, out, err, subscribed.split()[1]

    def new_list() -> None:
        served.api.post(
            "/lists",
            json={"name": "delivered", "ownerId": served.owner},
            headers={"Idempotency-Key": str(uuid.uuid4())},
        ).raise_for_status()

    first, out, err, hook_id = start()
    new_list()
    assert "list.created" in out.next()
    assert _end(first, signal.SIGTERM) == 0
    assert err.next().strip() == f"subscription {hook_id} paused"
    # paused, as the service says: replay needs an active subscription
    [delivery] = served.api.get(f"/webhooks/{hook_id}/deliveries").json()["data"]
    replay = served.api.post(
        f"/webhooks/{hook_id}/deliveries/{delivery['id']}/replay",
        headers={"Idempotency-Key": str(uuid.uuid4())},
    )
    assert (replay.status_code, replay.json()["error"]["code"]) == (409, "inactive_webhook")

    second, out, err, again = start()
    try:
        assert again == hook_id  # the same subscription, not another one
        new_list()
        assert "list.created" in out.next()
    finally:
        assert _end(second, signal.SIGHUP) == 0
    assert err.next().strip() == f"subscription {hook_id} paused"
