import httpx
import respx

from app.integrations.enrichment import EnrichmentClient


@respx.mock
def test_retries_on_502(monkeypatch):
    monkeypatch.setattr("time.sleep", lambda s: None)
    route = respx.get("http://enrichment.test/v1/segments/s1/phones").mock(
        side_effect=[httpx.Response(502), httpx.Response(200, json={"phones": ["+15550123"]})]
    )
    client = EnrichmentClient("http://enrichment.test/v1", "test-key")
    assert client.phones_for_segment("s1") == ["+15550123"]
    assert route.call_count == 2
    assert route.calls[0].request.headers["x-api-key"] == "test-key"


@respx.mock
def test_404_returns_empty():
    respx.get("http://enrichment.test/v1/segments/nope/phones").mock(return_value=httpx.Response(404, json={"error": "segment not found"}))
    assert EnrichmentClient("http://enrichment.test/v1", "k").phones_for_segment("nope") == []
