import pytest

from app.settings import get_settings


@pytest.fixture(autouse=True)
def _env(monkeypatch):
    monkeypatch.setenv("DIALCREST_HOST", "https://api.dialcrest.com")
    monkeypatch.setenv("DIALCREST_API_KEY", "dcx_test_3d0c8a52-6f1e-4b7a-9c22-51e0f4d8a9b1.s3cr3t")
    monkeypatch.setenv("DIALCREST_LEGACY_KEY", "${CALLING_KEY}")
    monkeypatch.setenv("DIALCREST_ACTING_USER_EMAIL", "bot@tidewater.test")
    get_settings.cache_clear()
    yield
    get_settings.cache_clear()
