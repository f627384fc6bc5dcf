"""Fixtures for the walkthrough's tests (helpers live in tui_support)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from callbridge.sandbox import DemoSeed, Sandbox


@pytest.fixture(autouse=True)
def _in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Journals and state go under .callbridge in the working directory: keep it per test."""
    monkeypatch.chdir(tmp_path)
    yield


@pytest.fixture
def demo(sandbox: Sandbox) -> DemoSeed:
    seed = sandbox.seed_demo()
    sandbox.settings(allow_loopback_receivers=True)
    return seed
