"""Key and base URL checks that happen before any request."""

from __future__ import annotations

import re

import pytest

from callbridge import AsyncClient, Client, ConfigurationError

KEY = "cb_test_0f8b3c1e-4c43-4a55-9a57-3f6f0c1e2d3a." + "s" * 43


def test_key_and_base_url_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CALLBRIDGE_API_KEY", KEY)
    monkeypatch.setenv("CALLBRIDGE_BASE_URL", "http://127.0.0.1:8765/api/public/v2/")
    with Client() as client:
        assert client.base_url == "http://127.0.0.1:8765/api/public/v2"


@pytest.mark.parametrize(
    ("given", "root"),
    [
        ("http://127.0.0.1:8765", "http://127.0.0.1:8765/api/public/v2"),
        ("http://127.0.0.1:8765/", "http://127.0.0.1:8765/api/public/v2"),
        ("https://calls.example.com/api/public/v2", "https://calls.example.com/api/public/v2"),
        ("https://example.com/proxy", "https://example.com/proxy/api/public/v2"),
    ],
)
def test_server_root_or_api_root_is_accepted(given: str, root: str) -> None:
    with Client(KEY, base_url=given) as client:
        assert client.base_url == root


@pytest.mark.parametrize(
    ("url", "fragment"),
    [
        ("ftp://example.com", "not an http(s) URL"),
        ("example.com", "not an http(s) URL"),
        ("http://example.com/api/public/v1", "retired v1"),
        ("http://example.com/api/public/v2?x=1", "query"),
    ],
)
def test_bad_base_urls_fail_clearly(url: str, fragment: str) -> None:
    with pytest.raises(ConfigurationError, match=re.escape(fragment)):
        Client(KEY, base_url=url)


@pytest.mark.parametrize(
    "key",
    [
        "sk_live_abc",
        "cb_prod_0f8b3c1e-4c43-4a55-9a57-3f6f0c1e2d3a.secret",
        "cb_test_not-a-uuid.secret",
        "cb_test_0f8b3c1e-4c43-4a55-9a57-3f6f0c1e2d3a",
        "Bearer cb_test_0f8b3c1e-4c43-4a55-9a57-3f6f0c1e2d3a.secret",
    ],
)
def test_malformed_keys_fail_before_any_request(key: str) -> None:
    with pytest.raises(ConfigurationError, match="documented format") as info:
        Client(key, base_url="http://127.0.0.1:1")
    assert key not in str(info.value)


def test_missing_key_and_url_name_the_variables(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CALLBRIDGE_API_KEY", raising=False)
    monkeypatch.delenv("CALLBRIDGE_BASE_URL", raising=False)
    with pytest.raises(ConfigurationError, match="CALLBRIDGE_API_KEY"):
        Client(base_url="http://127.0.0.1:1")
    with pytest.raises(ConfigurationError, match="CALLBRIDGE_BASE_URL"):
        AsyncClient(KEY)


def test_repr_masks_the_key() -> None:
    with Client(KEY, base_url="http://127.0.0.1:1") as client:
        text = repr(client)
    assert "s" * 43 not in text
    assert "cb_test_0f8b3c1e…****" in text
