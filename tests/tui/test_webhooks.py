"""Step 5, Webhooks: subscription, secret rotation, verification through the local receiver,
and deliveries watched as they arrive."""

from __future__ import annotations

import socket
import stat
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Button, Input, Static
from tui_support import notifications, sandbox_factory, screen_text

from callbridge.sandbox import DemoSeed, Sandbox
from callbridge.tui.app import CallbridgeApp
from callbridge.tui.screens.secret import SecretScreen
from callbridge.tui.widgets.deliveries import DeliveriesTable


async def _settle(app: CallbridgeApp, pilot) -> None:  # type: ignore[no-untyped-def]
    for _ in range(3):
        await app.workers.wait_for_complete()
        await pilot.pause()


QUIT_WITHIN_SECONDS = 1.0


@pytest.fixture
def silent_url() -> Iterator[str]:
    """A receiver that takes connections and never answers: a verification waits for the
    spec's 15 s on it."""
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(8)
    yield f"http://127.0.0.1:{silent.getsockname()[1]}/webhooks"
    silent.close()


async def _quit_while_loading(app: CallbridgeApp, pilot) -> float:  # type: ignore[no-untyped-def]
    """With the step's call still running (its spinner showing), press Ctrl+Q; when it was
    pressed (`time.monotonic()`): the caller leaves `run_test` right after and times it."""
    assert app.screen.query_one("#webhook-status", Static).loading
    pressed = time.monotonic()
    await pilot.press("ctrl+q")
    return pressed


async def _activate(app: CallbridgeApp, pilot) -> None:  # type: ignore[no-untyped-def]
    """Connect, open the Webhooks step, listen, save, rotate, verify: an active subscription."""
    await pilot.press("ctrl+o")
    await _settle(app, pilot)
    await pilot.press("f6")
    await pilot.pause()
    for key in ("ctrl+l", "ctrl+o", "ctrl+r"):
        await pilot.press(key)
        await _settle(app, pilot)
    assert isinstance(app.screen, SecretScreen)
    await pilot.press("escape")
    await _settle(app, pilot)
    await pilot.press("ctrl+y")
    await _settle(app, pilot)
    hook = app.session.webhook
    assert (hook.active, hook.verified) == (True, True)


def _service_view(
    sandbox: Sandbox, key: str, hook_id: str, body: dict[str, object]
) -> dict[str, Any]:
    """The subscription as the service holds it: an unchanged PUT answers it as it stands."""
    with sandbox.client(key) as client:
        answer: dict[str, Any] = client.put(
            f"/webhooks/{hook_id}", json=body, headers={"Idempotency-Key": f"view-{uuid.uuid4()}"}
        ).json()
    return answer


async def test_rotate_verify_and_watch_deliveries_through_the_local_receiver(
    sandbox: Sandbox, demo: DemoSeed, tmp_path: Path
) -> None:
    app = CallbridgeApp(connection_factory=sandbox_factory(sandbox, demo.workspace_key), environ={})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+o")
        await _settle(app, pilot)
        await pilot.press("f6")
        await pilot.pause()
        screen = app.screen
        try:
            await pilot.press("ctrl+l")
            await _settle(app, pilot)
            hook = app.session.webhook
            assert hook.receiver_url is not None
            assert screen.query_one("#hook-url", Input).value == hook.receiver_url

            await pilot.press("ctrl+o")
            await _settle(app, pilot)
            assert hook.subscription_id is not None
            assert (hook.active, hook.verified) == (False, False)

            await pilot.press("ctrl+r")
            await _settle(app, pilot)
            assert isinstance(app.screen, SecretScreen)
            await pilot.press("ctrl+y")  # the copy action
            secret = app.clipboard
            assert secret.startswith("whsec_")
            assert secret not in screen_text(app)  # masked until the user asks
            await pilot.press("ctrl+r")  # reveal
            await pilot.pause()
            assert secret in screen_text(app)
            await pilot.press("ctrl+r")  # and hide again
            await pilot.pause()
            assert secret not in screen_text(app)
            target = tmp_path / "secrets" / "hook.secret"
            app.screen.query_one("#secret-path", Input).value = str(target)
            await pilot.press("enter")
            await _settle(app, pilot)
            assert target.read_text().strip() == secret
            assert stat.S_IMODE(target.stat().st_mode) == 0o600
            await pilot.press("escape")
            await _settle(app, pilot)
            assert hook.secret_rotated and hook.secret_saved_to == str(target)
            assert secret not in screen_text(app)

            assert "Enable" in str(screen.query_one("#do-toggle_active", Button).label)
            await pilot.press("ctrl+y")
            await _settle(app, pilot)
            assert (hook.active, hook.verified) == (True, True)
            # verification is what activates it: the screen says so, the toggle now pauses
            assert "active · verified (Ctrl+T pauses)" in screen_text(app)
            assert str(screen.query_one("#do-toggle_active", Button).label) == "Pause"
            assert "[x] Legacy webhooks kept" in _checklist(app)

            sandbox.set_disposition(demo.call_sids[0], "callback", "Call back on Monday.")
            assert sandbox.run_deliveries() == 1
            for _ in range(20):
                await pilot.pause(0.05)
                if hook.events_received:
                    break
            assert hook.events_received == 1
            table = screen.query_one(DeliveriesTable)
            assert table.row_count == 1
            assert "call.disposition_updated" in screen_text(app)

            await pilot.press("ctrl+g")
            await _settle(app, pilot)
            assert table.row_count == 1  # the service's row is the one the receiver saw
            assert "succeeded" in screen_text(app)

            await pilot.press("ctrl+t")
            await _settle(app, pilot)
            assert hook.active is False
            assert "inactive · verified (Ctrl+T enables)" in screen_text(app)
            await pilot.press("ctrl+t")
            await _settle(app, pilot)
            assert hook.active is True
        finally:
            receiver = getattr(screen, "receiver", None)
            if receiver is not None:
                receiver.stop()


async def test_verify_without_a_receiver_reports_the_services_reason(
    sandbox: Sandbox, demo: DemoSeed
) -> None:
    app = CallbridgeApp(connection_factory=sandbox_factory(sandbox, demo.workspace_key), environ={})
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.press("ctrl+o")
        await _settle(app, pilot)
        await pilot.press("f6")
        await pilot.pause()
        app.screen.query_one("#hook-url", Input).value = "http://127.0.0.1:9/webhooks"
        await pilot.press("ctrl+o")
        await _settle(app, pilot)
        await pilot.press("ctrl+y")
        await _settle(app, pilot)
        errors = await notifications(pilot, "error")
        assert errors and "verification_failed" in errors[-1]
        assert "Webhooks: verify failed" in errors[-1]
        assert "request id" in errors[-1]
        assert app.session.webhook.verified is False


def _checklist(app: CallbridgeApp) -> str:
    from callbridge.tui.checklist import migration_checklist

    return "\n".join(
        f"[{'x' if item.done else ' '}] {item.label}" for item in migration_checklist(app.session)
    )


async def test_against_the_embedded_sandbox_deliveries_arrive_on_their_own(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("CALLBRIDGE_API_KEY", raising=False)
    monkeypatch.delenv("CALLBRIDGE_BASE_URL", raising=False)
    app = CallbridgeApp(environ={})
    async with app.run_test(size=(80, 24)) as pilot:
        try:
            await _activate(app, pilot)
            connection = app.connection
            assert connection is not None and connection.embedded
            hook = app.session.webhook

            sandbox = connection.resources
            call = sandbox.create_call("usr_ada", "+14155550123", "+14155550199")["callSid"]
            sandbox.complete_call(call, callStatus="completed", talkTimeSeconds=12)
            for _ in range(100):  # the sandbox's own delivery worker sends it
                await pilot.pause(0.05)
                if hook.events_received:
                    break
            assert hook.events_received >= 1
        finally:
            receiver = getattr(app.screen, "receiver", None)
            if receiver is not None:
                receiver.stop()


async def test_quitting_within_a_second_while_a_call_hangs_pauses_the_subscription(
    sandbox: Sandbox, demo: DemoSeed
) -> None:
    app = CallbridgeApp(connection_factory=sandbox_factory(sandbox, demo.workspace_key), environ={})
    async with app.run_test(size=(80, 24)) as pilot:
        await _activate(app, pilot)
        hook = app.session.webhook
        body = {"name": hook.name, "url": hook.url, "events": hook.events}
        # the service stops answering the deliveries read: the call hangs, the spinner shows
        sandbox.set_faults([{"method": "GET", "path": "/deliveries$", "latencyMs": 4000}])
        await pilot.press("ctrl+g")
        await pilot.pause(0.2)
        quit_pressed = await _quit_while_loading(app, pilot)
    quit_took = time.monotonic() - quit_pressed
    sandbox.clear_faults()
    assert quit_took < QUIT_WITHIN_SECONDS
    answer = _service_view(sandbox, demo.workspace_key, str(hook.subscription_id), body)
    assert (answer["active"], answer["verified"]) == (False, True)
    # said once the terminal is back (`migrate tui` prints these after the app ends)
    assert app.exit_notes == [f"subscription {hook.subscription_id} paused"]


async def test_ctrl_q_quits_within_a_second_while_an_unresponsive_receiver_is_verified(
    sandbox: Sandbox, demo: DemoSeed, silent_url: str
) -> None:
    app = CallbridgeApp(connection_factory=sandbox_factory(sandbox, demo.workspace_key), environ={})
    async with app.run_test(size=(80, 24)) as pilot:
        await _activate(app, pilot)
        hook = app.session.webhook
        app.screen.query_one("#hook-url", Input).value = silent_url
        await pilot.press("ctrl+o")  # a changed configuration: inactive until verified
        await _settle(app, pilot)
        assert hook.active is False
        body = {"name": hook.name, "url": silent_url, "events": hook.events}
        await pilot.press("ctrl+y")
        await pilot.pause(0.3)
        quit_pressed = await _quit_while_loading(app, pilot)
    assert time.monotonic() - quit_pressed < QUIT_WITHIN_SECONDS
    answer = _service_view(sandbox, demo.workspace_key, str(hook.subscription_id), body)
    assert answer["active"] is False


async def test_ctrl_q_quits_the_embedded_sandbox_within_a_second_during_verification(
    monkeypatch: pytest.MonkeyPatch, silent_url: str
) -> None:
    """Quitting closes the embedded sandbox too, with a verification still waiting on a
    receiver that never answers: the sandbox gives up on it rather than hold the exit."""
    monkeypatch.delenv("CALLBRIDGE_API_KEY", raising=False)
    monkeypatch.delenv("CALLBRIDGE_BASE_URL", raising=False)
    app = CallbridgeApp(environ={})
    async with app.run_test(size=(80, 24)) as pilot:
        await _activate(app, pilot)
        connection = app.connection
        assert connection is not None and connection.embedded
        hook = app.session.webhook
        app.screen.query_one("#hook-url", Input).value = silent_url
        await pilot.press("ctrl+o")
        await _settle(app, pilot)
        await pilot.press("ctrl+y")
        await pilot.pause(0.3)
        quit_pressed = await _quit_while_loading(app, pilot)
    assert time.monotonic() - quit_pressed < QUIT_WITHIN_SECONDS
    # the service's view, from the embedded sandbox opened again as the next command would
    from callbridge.connection import connect

    again = connect(environ={}, announce=lambda _message: None)
    try:
        answer = again.client.webhooks.put(
            str(hook.subscription_id), str(hook.name), silent_url, list(hook.events)
        )
    finally:
        again.close()
    assert answer.active is False
