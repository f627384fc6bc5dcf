"""Fixtures for recipe tests: a seeded in-process sandbox, a client on it, and a runner helper."""

from __future__ import annotations

import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from recipe_helpers import RecordingTransport

from callbridge import Client
from callbridge.recipe import Recipe, Runner, load_recipe, resolve_inputs
from callbridge.sandbox import DemoSeed, Sandbox


@pytest.fixture
def seed(sandbox: Sandbox) -> DemoSeed:
    return sandbox.seed_demo()


@pytest.fixture
def transport(sandbox: Sandbox) -> RecordingTransport:
    return RecordingTransport(sandbox.sync_transport)


@pytest.fixture
def client(sandbox: Sandbox, seed: DemoSeed, transport: RecordingTransport) -> Client:
    # No retries: a fault rule must reach the engine as the failure it is.
    return Client(seed.workspace_key, base_url=sandbox.api_url, transport=transport, max_retries=0)


@pytest.fixture
def write_recipe(tmp_path: Path) -> Callable[[str], Path]:
    def write(text: str, name: str = "recipe.yaml") -> Path:
        path = tmp_path / name
        path.write_text(textwrap.dedent(text), encoding="utf-8")
        return path

    return write


@pytest.fixture
def make_runner(tmp_path: Path, client: Client) -> Callable[..., Runner]:
    def make(recipe: Recipe | str | Path, raw: dict[str, Any] | None = None, **kw: Any) -> Runner:
        loaded = recipe if isinstance(recipe, Recipe) else load_recipe(recipe)
        kw.setdefault("journal_dir", tmp_path / "runs")
        kw.setdefault("state_dir", tmp_path / "state")
        return Runner(loaded, resolve_inputs(loaded, raw or {}), kw.pop("client", client), **kw)

    return make
