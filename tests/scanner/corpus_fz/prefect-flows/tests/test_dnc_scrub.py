import httpx
import pytest
import respx

from flows import dnc_scrub as mod


@pytest.fixture(autouse=True)
def fake_secret(monkeypatch):
    class _S:
        def get(self):
            return "cbk_T6wQ9sLr3NbX8vFz2KdP0yHa"

    monkeypatch.setattr("flows._http.Secret.load", lambda name: _S())


@respx.mock(base_url="https://api.callbridge.io/api/public/v1")
def test_active_lists_503_raises_unavailable(respx_mock):
    respx_mock.get("/contact-lists").mock(
        return_value=httpx.Response(503, json={"error": "API disabled on the server"})
    )
    with pytest.raises(mod.CallbridgeUnavailable):
        mod.active_lists.fn()


def test_raise_for_generic_error():
    resp = httpx.Response(400, json={"error": "bad request"}, headers={"content-type": "application/json"})
    with pytest.raises(RuntimeError, match="Callbridge 400"):
        mod._raise_for(resp)
