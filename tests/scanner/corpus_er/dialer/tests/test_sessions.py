import httpx
import respx

BASE = "https://rb.mock/api/public/v1"


@respx.mock
def test_dial_next_places_call_and_drops_number(client):
    respx.get(f"{BASE}/contact-lists/cl_1/contacts").mock(
        return_value=httpx.Response(200, json={"data": [{"phone": "+15550001"}]})
    )
    respx.post(f"{BASE}/calls").mock(return_value=httpx.Response(201, json={"id": "call_9"}))
    dropped = respx.delete(f"{BASE}/contact-lists/cl_1/contacts/%2B15550001").mock(
        return_value=httpx.Response(204)
    )
    r = client.post("/sessions/cl_1/next")
    assert r.json() == {"done": False, "call_id": "call_9"}
    assert dropped.called


@respx.mock
def test_502_from_ringbolt_becomes_503(client, monkeypatch):
    monkeypatch.setattr("app.ringbolt.http.asyncio.sleep", lambda *_: _noop())
    respx.get(url__regex=r".*/contacts").mock(return_value=httpx.Response(502, json={}))
    assert client.post("/sessions/cl_1/next").status_code == 503


async def _noop():
    return None


def test_missing_gateway_key_is_401():
    from fastapi.testclient import TestClient

    from app.main import app

    assert TestClient(app).post("/sessions/cl_1/next").status_code == 401
