"""Every step at 80×24 and 120×40 (the modals at 80×24), as SVG snapshots
(pytest-textual-snapshot), scanning a generated multi-language tree with repeated lines.

The worlds are built with fixed ids and a frozen sandbox clock, the run id and the webhook
subscription id are pinned, and the header's masked key is a fixed text, so the pictures
only change when the screens do. No snapshot holds a key or a secret: each test also
checks the SVG for the key it used.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from realistic_tree import build_tree
from textual.pilot import Pilot
from textual.widgets import Input, OptionList
from tui_support import LEGACY_APP, snapshot_factory, svg_text

from callbridge.sandbox import Sandbox
from callbridge.tui.app import CallbridgeApp
from callbridge.tui.screens.confirm import ConfirmScreen
from callbridge.tui.screens.folder_picker import FolderPicker, FolderTree
from callbridge.tui.screens.secret import SecretScreen

SIZE = (80, 24)
SIZES = pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
RUN_ID = "20300101T000000Z-5a7e00"
SIGNING_SECRET = "whsec_" + "S0mewhatL0ngSnapsh0tSecretNeverSh0wnInFull1"
SNAPSHOTS = Path(__file__).parent / "__snapshots__"


@pytest.fixture
def world(sandbox: Sandbox, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    sandbox.set_clock("2030-01-01T00:00:00Z")
    sandbox.create_workspace("Snapshot workspace", id="ws_snapshot")
    sandbox.create_member("ws_snapshot", id="usr_ada", firstName="Ada", lastName="Lovelace")
    key = sandbox.create_key(
        "ws_snapshot",
        "workspace",
        ["lists:read", "lists:write", "contacts:read"],
        allowed_user_ids=["usr_ada"],
    )["token"]
    hook_scopes = ["webhooks:manage", "calls:read"]
    hook_key = sandbox.create_key("ws_snapshot", "workspace", hook_scopes)["token"]
    calling_list = sandbox.create_list("usr_ada", "Prospects", group_name="Q4")
    shutil.copytree(LEGACY_APP, tmp_path / "legacy_app")
    build_tree(tmp_path / "monorepo", modules=3)
    monkeypatch.setattr("callbridge.recipe.planner.new_run_id", lambda: RUN_ID)
    monkeypatch.setattr(
        "callbridge.tui.screens.webhooks.new_subscription_id",
        lambda: "0b9d3c1e-5f2a-4c8e-9a61-7d2f4e8b1c00",
    )
    monkeypatch.setattr(
        "callbridge.sandbox.backend.webhooks.new_signing_secret", lambda: SIGNING_SECRET
    )
    return {"key": key, "hook_key": hook_key, "list_id": calling_list["id"]}


def _app(
    sandbox: Sandbox, world: dict[str, Any], start: Path | None = None, key: str = "key"
) -> CallbridgeApp:
    return CallbridgeApp(
        connection_factory=snapshot_factory(sandbox, world[key]), start_path=start, environ={}
    )


async def _settle(pilot: Pilot[None]) -> None:
    for _ in range(3):
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()


async def _connect(pilot: Pilot[None]) -> None:
    await pilot.press("f2")
    await pilot.pause()
    await pilot.press("ctrl+o")
    await _settle(pilot)


async def _plan(
    pilot: Pilot[None], recipe: str, inputs: dict[str, str], *, all_recipes: bool = False
) -> None:
    """From a connected app: open Plan, pick a built-in recipe, fill its form, plan it."""
    await pilot.press("f4")
    await _settle(pilot)
    if all_recipes:
        await pilot.press("ctrl+t")
    options = pilot.app.screen.query_one(OptionList)
    ids = [options.get_option_at_index(i).id for i in range(options.option_count)]
    options.focus()
    options.highlighted = ids.index(recipe)
    await pilot.press("enter")
    await _settle(pilot)
    for name, value in inputs.items():
        pilot.app.screen.query_one(f"#input-{name}", Input).value = value
    await pilot.press("ctrl+o")


def _rename_inputs(world: dict[str, Any]) -> dict[str, str]:
    return {"list_id": str(world["list_id"]), "name": "Prospects 2030", "owner_id": "usr_ada"}


async def _steady_screenshot(pilot: Pilot[None]) -> str:
    """The screen once two looks in a row agree: a table sizes its columns when the app is
    next idle, which on a busy machine can come after the workers have finished."""
    previous = ""
    for _ in range(40):
        await pilot.pause(0.05)
        current = pilot.app.export_screenshot()
        if current == previous:
            break
        previous = current
    return previous


def _check(
    snap_compare: Any,
    app: CallbridgeApp,
    world: dict[str, Any],
    steps: Any,
    *,
    settle: bool = True,
    size: tuple[int, int] = SIZE,
) -> None:
    """`settle=False` when a worker is meant to be still running at the end (one waiting on
    a confirmation, or a folder tree's loader)."""
    shown: list[str] = []

    async def run_before(pilot: Pilot[None]) -> None:
        await steps(pilot)
        if settle:
            await _settle(pilot)
        pilot.app.clear_notifications()
        for field in pilot.app.screen.query(Input):
            field.cursor_blink = False  # a blinking cursor would make the picture random
        shown.append(await _steady_screenshot(pilot))

    assert snap_compare(app, terminal_size=size, run_before=run_before)
    [svg] = shown
    text = svg_text(svg)
    for shown_text in (svg, text):
        for key in (world["key"], world["hook_key"]):
            assert key not in shown_text
            assert key.split(".", 1)[1][:12] not in shown_text
        assert SIGNING_SECRET[-12:-4] not in shown_text


@SIZES
def test_connect(
    snap_compare: Any, sandbox: Sandbox, world: dict[str, Any], size: tuple[int, int]
) -> None:
    _check(snap_compare, _app(sandbox, world), world, _connect, size=size)


@SIZES
def test_scan(
    snap_compare: Any, sandbox: Sandbox, world: dict[str, Any], size: tuple[int, int]
) -> None:
    async def steps(pilot: Pilot[None]) -> None:
        await _settle(pilot)
        await pilot.press("down", "down", "d")  # one of a line repeated in its file

    _check(snap_compare, _app(sandbox, world, Path("monorepo")), world, steps, size=size)


@SIZES
def test_plan(
    snap_compare: Any, sandbox: Sandbox, world: dict[str, Any], size: tuple[int, int]
) -> None:
    async def steps(pilot: Pilot[None]) -> None:
        await _settle(pilot)
        await _connect(pilot)
        await _plan(pilot, "rename-or-regroup-list", _rename_inputs(world))

    _check(snap_compare, _app(sandbox, world, Path("monorepo")), world, steps, size=size)


@SIZES
def test_run(
    snap_compare: Any, sandbox: Sandbox, world: dict[str, Any], size: tuple[int, int]
) -> None:
    async def steps(pilot: Pilot[None]) -> None:
        await _connect(pilot)
        await _plan(pilot, "rename-or-regroup-list", _rename_inputs(world))
        await _settle(pilot)
        await pilot.press("ctrl+n")
        await _settle(pilot)
        await pilot.press("r")

    _check(snap_compare, _app(sandbox, world), world, steps, size=size)


@SIZES
def test_webhooks(
    snap_compare: Any, sandbox: Sandbox, world: dict[str, Any], size: tuple[int, int]
) -> None:
    async def steps(pilot: Pilot[None]) -> None:
        await _connect(pilot)
        await pilot.press("f6")
        await pilot.pause()
        pilot.app.screen.query_one("#hook-url", Input).value = "https://hooks.example.com/v2"
        await pilot.press("ctrl+o")  # saved: inactive until verified

    _check(snap_compare, _app(sandbox, world, key="hook_key"), world, steps, size=size)


@SIZES
def test_report(
    snap_compare: Any, sandbox: Sandbox, world: dict[str, Any], size: tuple[int, int]
) -> None:
    async def steps(pilot: Pilot[None]) -> None:
        await _settle(pilot)
        await pilot.press("down", "d", "down", "i")
        await pilot.press("f7")

    _check(snap_compare, _app(sandbox, world, Path("monorepo")), world, steps, size=size)


def test_confirm_destructive_step(
    snap_compare: Any, sandbox: Sandbox, world: dict[str, Any]
) -> None:
    contact = sandbox.create_contact("usr_ada", "+14155550101", externalId="crm-1")
    sandbox.add_to_list(world["list_id"], contact["id"])

    async def steps(pilot: Pilot[None]) -> None:
        await _connect(pilot)
        inputs = {"list_id": str(world["list_id"]), "phone": "+14155550101"}
        await _plan(pilot, "remove-contact", inputs, all_recipes=True)
        await _settle(pilot)
        await pilot.press("ctrl+n")
        await _settle(pilot)
        pilot.app.clear_notifications()  # the modal will cover this screen, toasts and all
        await pilot.pause()
        await pilot.press("r")
        for _ in range(40):
            await pilot.pause(0.05)
            if isinstance(pilot.app.screen, ConfirmScreen):
                break
        assert isinstance(pilot.app.screen, ConfirmScreen)

    _check(snap_compare, _app(sandbox, world), world, steps, settle=False)


def test_new_signing_secret(snap_compare: Any, sandbox: Sandbox, world: dict[str, Any]) -> None:
    async def steps(pilot: Pilot[None]) -> None:
        await _connect(pilot)
        await pilot.press("f6")
        await pilot.pause()
        pilot.app.screen.query_one("#hook-url", Input).value = "https://hooks.example.com/v2"
        await pilot.press("ctrl+o")
        await _settle(pilot)
        pilot.app.clear_notifications()  # the modal will cover this screen, toasts and all
        await pilot.pause()
        await pilot.press("ctrl+r")
        await _settle(pilot)
        assert isinstance(pilot.app.screen, SecretScreen)

    _check(snap_compare, _app(sandbox, world, key="hook_key"), world, steps)


def test_folder_picker(snap_compare: Any, sandbox: Sandbox, world: dict[str, Any]) -> None:
    async def steps(pilot: Pilot[None]) -> None:
        await _settle(pilot)
        await pilot.press("ctrl+f")
        await pilot.pause()
        assert isinstance(pilot.app.screen, FolderPicker)
        tree = pilot.app.screen.query_one(FolderTree)
        for _ in range(40):  # the tree's loader is a worker that never ends: wait for it
            await pilot.pause(0.05)
            if tree.root.children:
                break
        assert [str(child.label) for child in tree.root.children] == ["src", "web"]

    _check(snap_compare, _app(sandbox, world, Path("legacy_app")), world, steps, settle=False)


# An unmasked API key starts with its credential UUID; a signing secret with whsec_.
_UNMASKED = re.compile(r"[a-z][a-z0-9]{0,15}_(?:live|test)_[0-9a-fA-F]{8}-|whsec_[A-Za-z0-9_-]{4}")


def test_no_snapshot_holds_a_key_or_a_signing_secret() -> None:
    pictures = sorted(SNAPSHOTS.rglob("*.svg"))
    assert pictures
    for picture in pictures:
        svg = picture.read_text(encoding="utf-8")
        for shown in (svg, svg_text(svg)):
            assert not _UNMASKED.search(shown), picture.name
