import responses

from app.clients import leads_api


@responses.activate
def test_get_lead_forwards_user(monkeypatch):
    monkeypatch.setenv("LEADS_API_URL", "http://leads-api.test")
    monkeypatch.setenv("LEADS_INTERNAL_KEY", "k-test")
    leads_api.get_settings.cache_clear()
    responses.add(
        responses.GET,
        "http://leads-api.test/v1/leads/7",
        json={"id": "7", "phone": "+15550007777"},
        match=[responses.matchers.header_matcher({"x-api-key": "k-test", "X-User-Id": "auth0|u9"})],
    )
    assert leads_api.get_lead("7", user_id="auth0|u9")["phone"] == "+15550007777"


@responses.activate
def test_get_lead_404_returns_none(monkeypatch):
    monkeypatch.setenv("LEADS_API_URL", "http://leads-api.test")
    leads_api.get_settings.cache_clear()
    responses.add(responses.GET, "http://leads-api.test/v1/leads/404", status=404, json={"error": "lead not found"})
    assert leads_api.get_lead("404") is None


@responses.activate
def test_503_retries_then_raises(monkeypatch):
    monkeypatch.setenv("LEADS_API_URL", "http://leads-api.test")
    leads_api.get_settings.cache_clear()
    for _ in range(4):
        responses.add(responses.GET, "http://leads-api.test/v1/leads/9", status=503, json={"error": "db down"})
    try:
        leads_api.get_lead("9")
    except Exception as exc:  # urllib3 MaxRetryError wrapped by requests
        assert "503" in str(exc) or "too many" in str(exc).lower()
