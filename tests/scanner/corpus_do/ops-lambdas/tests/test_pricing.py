import responses

from common.pricing import PRICING_API_URL, quote_for_lane


@responses.activate
def test_502_from_gateway_returns_empty_quote():
    responses.add(responses.GET, f"{PRICING_API_URL}/quotes", status=502)
    assert quote_for_lane("RTM", "HAM", api_key="k") == {}


@responses.activate
def test_happy_path():
    responses.add(responses.GET, f"{PRICING_API_URL}/quotes", json={"eur": 1200})
    assert quote_for_lane("RTM", "HAM", api_key="k")["eur"] == 1200
