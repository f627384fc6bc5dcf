"""Step 1, Connect: a key typed into the masked field, checked with GET /me."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual import events
from tui_support import LEGACY_APP, notifications, sandbox_factory, screen_text

from callbridge.sandbox import DemoSeed, Sandbox
from callbridge.tui.app import CallbridgeApp


async def _connect(app: CallbridgeApp, pilot, key: str) -> None:  # type: ignore[no-untyped-def]
    field = app.screen.query_one("#api-key")
    assert app.focused is field
    field.post_message(events.Paste(key))  # keys are pasted, not typed
    await pilot.pause()
    await pilot.press("enter")
    await app.workers.wait_for_complete()
    await pilot.pause()


async def test_a_typed_key_is_checked_with_get_me_and_never_shown(
    sandbox: Sandbox, demo: DemoSeed
) -> None:
    app = CallbridgeApp(connection_factory=sandbox_factory(sandbox), environ={})
    async with app.run_test(size=(80, 24)) as pilot:
        await _connect(app, pilot, demo.personal_key)

        credential = app.session.credential
        assert credential is not None
        assert credential.kind == "personal"
        assert credential.owner_id == demo.owner_id
        text = screen_text(app)
        assert demo.workspace_id in text
        assert "usr_ada" in text
        assert demo.personal_key not in text
        secret_part = demo.personal_key.split(".", 1)[1]
        assert secret_part[:8] not in text
        assert app.connection is not None
        assert app.connection.masked_key in text.splitlines()[0]
        assert app.screen.query_one("#api-key").value == ""
        assert app.screen.query_one("#api-key").password
        assert "[x] Key checked with GET /me" in text


async def test_scopes_later_steps_need_are_named(sandbox: Sandbox, demo: DemoSeed) -> None:
    narrow = sandbox.create_key(
        demo.workspace_id,
        "workspace",
        ["lists:read", "lists:write"],
        allowed_user_ids=[demo.owner_id],
    )["token"]
    app = CallbridgeApp(connection_factory=sandbox_factory(sandbox), environ={})
    async with app.run_test(size=(80, 24)) as pilot:
        await _connect(app, pilot, narrow)
        text = screen_text(app)
        assert "allowlist   usr_ada" in text
        assert "Webhooks: webhooks:manage" in text
        assert "calls:read" in text


async def test_a_rejected_key_is_a_notification_with_the_request_id(
    sandbox: Sandbox, demo: DemoSeed
) -> None:
    revoked = sandbox.create_key(demo.workspace_id, "workspace", ["lists:read"])
    sandbox.revoke_key(revoked["credentialId"])
    app = CallbridgeApp(connection_factory=sandbox_factory(sandbox), environ={})
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await _connect(app, pilot, revoked["token"])
        assert app.session.credential is None
        assert app.connection is None
        [note] = await notifications(pilot)
        assert await notifications(pilot, "error") == [note]
        assert "Connect failed" in note
        assert "invalid_api_key" in note
        assert "request id" in note
        assert revoked["token"] not in note
        assert app.is_running


async def test_the_configured_key_is_used_when_none_is_typed(
    sandbox: Sandbox, demo: DemoSeed
) -> None:
    env = {"CALLBRIDGE_API_KEY": demo.workspace_key}
    app = CallbridgeApp(
        connection_factory=sandbox_factory(sandbox, env_key=demo.workspace_key), environ=env
    )
    async with app.run_test(size=(80, 24)) as pilot:
        placeholder = app.screen.query_one("#api-key").placeholder
        assert placeholder.startswith("env: cb_test_") and placeholder.endswith("…****")
        await pilot.press("ctrl+o")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert app.session.credential is not None
        assert app.session.credential.kind == "workspace"


async def test_with_nothing_configured_it_connects_to_the_embedded_sandbox(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("CALLBRIDGE_API_KEY", raising=False)
    monkeypatch.delenv("CALLBRIDGE_BASE_URL", raising=False)
    app = CallbridgeApp(environ={})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+o")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert app.connection is not None and app.connection.embedded
        assert app.session.credential is not None
        assert "embedded sandbox" in screen_text(app).splitlines()[0]
    assert (tmp_path / ".callbridge" / "sandbox.db").exists()


async def test_scopes_of_the_recipes_the_scan_suggests_are_named(
    sandbox: Sandbox, demo: DemoSeed
) -> None:
    from callbridge.recipe import load_recipe, required_scopes

    narrow = sandbox.create_key(demo.workspace_id, "workspace", ["lists:read", "lists:write"])
    app = CallbridgeApp(
        connection_factory=sandbox_factory(sandbox, narrow["token"]),
        start_path=LEGACY_APP,
        environ={},
    )
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(3):
            await app.workers.wait_for_complete()
            await pilot.pause()
        await pilot.press("f2")
        await pilot.pause()
        await pilot.press("ctrl+o")
        for _ in range(3):
            await app.workers.wait_for_complete()
            await pilot.pause()
        suggested = {f.recipe for f in app.session.findings}
        lacking = sorted(
            {s for name in suggested for s in required_scopes(load_recipe(name))}
            - {"lists:read", "lists:write"}
        )
        assert lacking  # the fixture's findings point at recipes that write contacts
        text = screen_text(app)
        assert "Recipes:" in text
        for scope in lacking:
            assert scope in text
