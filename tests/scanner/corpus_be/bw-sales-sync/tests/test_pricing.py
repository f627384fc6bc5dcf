import responses

from sales_sync.pricing import PricingClient

BASE = "https://pricing.execute-api.eu-west-1.amazonaws.com/v1"


@responses.activate
def test_retries_on_502_then_succeeds():
    responses.get(f"{BASE}/quotes/acc_1", status=502)
    responses.get(f"{BASE}/quotes/acc_1", json={"total": 120})
    c = PricingClient(BASE, "gw-key-123")
    assert c.quote("acc_1") == {"total": 120}
    assert responses.calls[0].request.headers["x-api-key"] == "gw-key-123"


@responses.activate
def test_404_returns_empty():
    responses.get(f"{BASE}/quotes/missing", status=404, json={"error": "not found"})
    assert PricingClient(BASE, "k").quote("missing") == {}
