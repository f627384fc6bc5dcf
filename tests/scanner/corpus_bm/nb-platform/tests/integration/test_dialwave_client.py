import httpx
import pytest
import respx

from app.integrations.dialwave import DialwaveClient, DialwaveUnavailable

BASE = "https://api.dialwave.com/api/public/v1"

pytestmark = pytest.mark.integration


@respx.mock
def test_list_contact_lists(rep_email):
    route = respx.get(f"{BASE}/contact-lists").mock(
        return_value=httpx.Response(200, json={"data": [{"id": "cl_1", "name": "Austin"}]})
    )
    client = DialwaveClient(api_key="k", base_url=BASE)
    assert client.list_contact_lists(rep_email)[0]["id"] == "cl_1"
    assert route.called


@respx.mock
def test_add_contacts_retries_on_bad_gateway(rep_email):
    route = respx.post(f"{BASE}/contact-lists/cl_1/contacts").mock(
        side_effect=[httpx.Response(502, json={"error": "identity provider unreachable"}),
                     httpx.Response(200, json={"added": 2})]
    )
    client = DialwaveClient(api_key="k", base_url=BASE)
    assert client.add_contacts(rep_email, "cl_1", ["+15125550101", "+15125550102"]) == {"added": 2}
    assert route.call_count == 2


@respx.mock
def test_api_disabled_raises(rep_email):
    respx.delete("https://api.dialwave.com/api/public/v1/contact-lists/cl_9").mock(
        return_value=httpx.Response(503, json={"error": "API disabled on the server"})
    )
    with pytest.raises(DialwaveUnavailable):
        DialwaveClient(api_key="k", base_url=BASE).delete_contact_list(rep_email, "cl_9")
