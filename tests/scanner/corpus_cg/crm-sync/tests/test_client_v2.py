import responses

from crm_sync.callbrook.client_v2 import CallbrookClient

BASE = "https://api.callbrook.io/api/public/v2"


@responses.activate
def test_list_audiences_uses_bearer():
    responses.get(f"{BASE}/audiences", json={"items": [{"id": "aud_1"}]})
    client = CallbrookClient("cbk_test_00000000-0000-0000-0000-000000000000.secret", base_url=BASE)
    assert client.list_audiences() == [{"id": "aud_1"}]
    assert responses.calls[0].request.headers["Authorization"].startswith("Bearer ")


@responses.activate
def test_error_code_is_exposed():
    responses.get(f"{BASE}/audiences", status=404, json={"error": {"code": "audience_not_found", "message": "nope"}})
    client = CallbrookClient("k", base_url=BASE)
    try:
        client.list_audiences()
    except Exception as exc:  # noqa: BLE001
        assert exc.code == "audience_not_found"
