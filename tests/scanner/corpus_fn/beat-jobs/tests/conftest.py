import pytest

from jobs import callhaven_session


@pytest.fixture(autouse=True)
def fresh_session(monkeypatch):
    monkeypatch.setattr(callhaven_session, "_session", None)
    monkeypatch.setattr("jobs.settings.CALLHAVEN_API_KEY", "unit-test-key")
    yield
