import httpx
import respx

from app.integrations.quotes_gateway import fetch_renewal_quote

GATEWAY = "https://q7x2m1abcd.execute-api.eu-west-2.amazonaws.com/prod/v1"


@respx.mock
async def test_retries_gateway_502():
    route = respx.get(f"{GATEWAY}/quotes/QF-1001/renewal").mock(
        side_effect=[httpx.Response(502), httpx.Response(200, json={"premium": 412.5})]
    )
    quote = await fetch_renewal_quote("QF-1001")
    assert quote["premium"] == 412.5
    assert route.calls[0].request.headers["x-api-key"] == ""


@respx.mock
async def test_missing_quote_returns_empty():
    respx.get(f"{GATEWAY}/quotes/QF-404/renewal").mock(return_value=httpx.Response(404, json={"error": "not found"}))
    assert await fetch_renewal_quote("QF-404") == {}
