import pytest
from fastapi.testclient import TestClient

from app.config import get_settings
from app.main import app


@pytest.fixture(autouse=True)
def _env(monkeypatch):
    monkeypatch.setenv("RINGBOLT_BASE_URL", "https://rb.mock/api/public/v1")
    monkeypatch.setenv("RINGBOLT_API_KEY", "dummy")
    monkeypatch.setenv("GATEWAY_API_KEY", "gw-test")
    get_settings.cache_clear()
    yield
    get_settings.cache_clear()


@pytest.fixture
def client():
    return TestClient(app, headers={"x-api-key": "gw-test", "X-User-Id": "u_123"})
