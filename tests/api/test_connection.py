"""`callbridge.connect`: flag > environment > embedded sandbox, and what a Connection offers."""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any

import pytest

import callbridge as cb
from callbridge import connect


@pytest.fixture
def here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_embedded_sandbox_when_nothing_is_configured(here: Path) -> None:
    said: list[str] = []
    with connect(environ={}, announce=said.append) as connection:
        assert connection.embedded
        assert "embedded sandbox" in connection.target
        assert connection.client.me().kind == "workspace"
    assert len(said) == 1 and "embedded sandbox" in said[0]
    assert connection.masked_key in said[0]


async def test_async_client_reaches_the_same_target(here: Path) -> None:
    with connect(environ={}, announce=lambda _: None) as connection:
        sync_me = connection.client.me()
        async with connection.async_client(max_retries=0) as aclient:
            assert aclient.retry_policy.max_retries == 0
            assert (await aclient.me()).credential_id == sync_me.credential_id


def test_a_typed_key_is_used_against_the_embedded_sandbox(here: Path) -> None:
    with connect(environ={}, announce=lambda _: None) as first:
        sandbox = first.resources
        me = first.client.me()
        other = sandbox.create_key(me.workspace_id, "workspace", ["lists:read"])["token"]
    with connect(environ={}, api_key=other, announce=lambda _: None) as typed:
        assert typed.client.me().scopes == ["lists:read"]


def test_flag_beats_environment(sandbox_server: Any, here: Path) -> None:
    demo = sandbox_server.seed_demo()
    environ = {"CALLBRIDGE_BASE_URL": "http://127.0.0.1:9", "CALLBRIDGE_API_KEY": demo.personal_key}
    with connect(sandbox_server.base_url, environ=environ) as connection:
        assert not connection.embedded
        assert connection.target == sandbox_server.api_url
        assert connection.client.me().owner_id == demo.owner_id


@pytest.mark.parametrize(
    "environ",
    [
        {"CALLBRIDGE_API_KEY": f"cb_test_{uuid.uuid4()}.x"},
        {"CALLBRIDGE_BASE_URL": "http://127.0.0.1:9"},
    ],
)
def test_half_a_configuration_is_an_error(here: Path, environ: dict[str, str]) -> None:
    with pytest.raises(cb.ConfigurationError):
        connect(environ=environ)
    assert not (here / ".callbridge").exists()
