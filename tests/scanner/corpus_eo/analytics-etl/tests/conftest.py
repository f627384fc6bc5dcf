import pytest


@pytest.fixture(autouse=True)
def _env(monkeypatch):
    monkeypatch.setenv("DIALPOND_API_KEY", "test-key")
    monkeypatch.setenv("DIALPOND_USER_ID", "00utest")
    monkeypatch.setenv("DIALPOND_ACTING_USER", "tests@tallowford.com")
    monkeypatch.setenv("DIALPOND_V2_KEY", "dp_test_00000000-0000-0000-0000-000000000000.secret")
    monkeypatch.setenv("CRM_GATEWAY_KEY", "cg-test")
    monkeypatch.setenv("SENDGRID_API_KEY", "SG.test")
