import pytest

from crm_sync.settings import Settings


@pytest.fixture
def settings(monkeypatch) -> Settings:
    monkeypatch.setenv("DIALWAVE_API_KEY", "test-key-not-real")
    monkeypatch.setenv("HUBSPOT_TOKEN", "pat-na1-test")
    monkeypatch.setenv("DIALWAVE_BASE_URL", "https://dialwave.test/api/public/v1")
    return Settings()  # type: ignore[call-arg]
