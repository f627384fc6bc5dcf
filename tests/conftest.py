"""Shared test configuration. The `sandbox` and `sandbox_server` fixtures come from the
`callbridge.testing` pytest plugin, the same one users load for their own suites."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _no_user_configuration(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Profiles and the embedded sandbox's location come from the test, never from the
    machine's user configuration."""
    monkeypatch.setenv("CALLBRIDGE_CONFIG_DIR", str(tmp_path_factory.mktemp("user-config")))
    for name in ("CALLBRIDGE_HOME", "CALLBRIDGE_PROFILE"):
        monkeypatch.delenv(name, raising=False)
