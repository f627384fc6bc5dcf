"""The sandbox over real loopback HTTP: the `sandbox_server` fixture, the background
delivery worker, file-backed state and the embedded sandbox."""

from __future__ import annotations

import json
import threading
import time
import uuid
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx
import pytest

from callbridge.sandbox import ALL_SCOPES, Sandbox, SandboxServer
from callbridge.sandbox.embedded import open_embedded

pytestmark = pytest.mark.network


class _Handler(BaseHTTPRequestHandler):
    received: list[tuple[dict[str, str], bytes]]

    def do_POST(self) -> None:
        body = self.rfile.read(int(self.headers["Content-Length"]))
        self.server.received.append((dict(self.headers), body))  # type: ignore[attr-defined]
        payload = json.loads(body)
        answer = {"challenge": payload["challenge"]} if "challenge" in payload else {}
        data = json.dumps(answer).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def loopback_receiver() -> Iterator[tuple[str, list[tuple[dict[str, str], bytes]]]]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    server.received = []  # type: ignore[attr-defined]
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/hook", server.received  # type: ignore[attr-defined]
    server.shutdown()
    server.server_close()


def test_the_real_server_delivers_in_the_background(
    sandbox_server: SandboxServer, loopback_receiver: tuple[str, list]
) -> None:  # type: ignore[type-arg]
    url, received = loopback_receiver
    seed = sandbox_server.seed_demo()
    sandbox_server.settings(allow_loopback_receivers=True)
    hook_id = str(uuid.uuid4())
    headers = {"Authorization": f"Bearer {seed.workspace_key}"}
    with httpx.Client(base_url=sandbox_server.api_url, headers=headers, trust_env=False) as api:

        def write(method: str, path: str, **kwargs: object) -> httpx.Response:
            return api.request(
                method, path, headers={"Idempotency-Key": str(uuid.uuid4())}, **kwargs
            )  # type: ignore[arg-type]

        assert (
            write(
                "PUT",
                f"/webhooks/{hook_id}",
                json={"name": "local", "url": url, "events": ["list.created"]},
            ).status_code
            == 201
        )
        write("POST", f"/webhooks/{hook_id}/rotate-secret")
        verified = write("POST", f"/webhooks/{hook_id}/verify")
        assert verified.status_code == 200, verified.text
        write("POST", "/lists", json={"name": "Live", "ownerId": seed.owner_id})
        deadline = time.monotonic() + 10
        while len(received) < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
    assert [json.loads(body).get("type") for _, body in received] == [
        "webhook.verification",
        "list.created",
    ]


def test_loopback_receivers_need_the_setting(sandbox_server: SandboxServer) -> None:
    seed = sandbox_server.seed_demo()
    response = httpx.put(
        f"{sandbox_server.api_url}/webhooks/{uuid.uuid4()}",
        json={"name": "n", "url": "http://127.0.0.1:9/x", "events": ["list.created"]},
        headers={"Authorization": f"Bearer {seed.workspace_key}", "Idempotency-Key": "k1"},
        trust_env=False,
    )
    assert response.status_code == 400


def test_state_in_a_file_survives_a_restart(tmp_path: Path) -> None:
    db = tmp_path / "sandbox.db"
    with SandboxServer(db) as first:
        ws = first.create_workspace("Kept")["id"]
        token = first.create_key(ws, "workspace", ALL_SCOPES)["token"]
        first.settings(max_body_bytes=4096)
    with SandboxServer(db) as second:
        response = httpx.get(
            second.api_url + "/me", headers={"Authorization": f"Bearer {token}"}, trust_env=False
        )
        assert response.json()["workspaceId"] == ws
        assert second.settings()["maxBodyBytes"] == 4096


def test_the_embedded_sandbox_is_seeded_once(tmp_path: Path) -> None:
    state = tmp_path / ".callbridge"
    first = open_embedded(state)
    try:
        assert first.created
        with first.sandbox.client(first.api_key) as client:
            assert client.get("/me").json()["kind"] == "workspace"
    finally:
        first.sandbox.close()
    assert (state / "sandbox-key").stat().st_mode & 0o777 == 0o600
    second = open_embedded(state)
    try:
        assert (second.created, second.api_key) == (False, first.api_key)
    finally:
        second.sandbox.close()


def test_the_in_process_worker_sends_while_the_clock_is_real() -> None:
    from .receiver import Receiver

    receiver = Receiver()
    with Sandbox(outbound_transport=httpx.ASGITransport(app=receiver)) as sb:
        seed = sb.seed_demo()
        with sb.client(seed.workspace_key) as api:
            hook = str(uuid.uuid4())
            api.put(
                f"/webhooks/{hook}",
                json={"name": "n", "url": "https://h.example.com/x", "events": ["list.created"]},
                headers={"Idempotency-Key": "a"},
            )
            api.post(f"/webhooks/{hook}/rotate-secret", headers={"Idempotency-Key": "b"})
            api.post(f"/webhooks/{hook}/verify", headers={"Idempotency-Key": "c"})
            sb.start_worker()
            api.post(
                "/lists",
                json={"name": "x", "ownerId": seed.owner_id},
                headers={"Idempotency-Key": "d"},
            )
            deadline = time.monotonic() + 5
            while len(receiver.received) < 2 and time.monotonic() < deadline:
                time.sleep(0.05)
            sb.stop_worker()
    assert receiver.received[-1].json["type"] == "list.created"
