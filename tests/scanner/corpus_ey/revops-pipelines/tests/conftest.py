import pytest


@pytest.fixture(autouse=True)
def _env(monkeypatch):
    monkeypatch.setenv("DIALWAVE_API_KEY", "dw_T3stKeyNotRealAtAll00000")
    monkeypatch.setenv("DIALWAVE_ACTING_EMAIL", "ci-bot@example.com")
    monkeypatch.setenv("SENDGRID_API_KEY", "SG.test")
