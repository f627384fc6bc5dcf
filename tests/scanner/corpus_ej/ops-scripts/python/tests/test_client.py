import responses

from talkvane_maint.client import TalkvaneClient

BASE = "https://talkvane.test/api"


@responses.activate
def test_lists_paginates():
    responses.get(f"{BASE}/contact-lists", json={"data": [{"id": "a"}], "nextCursor": "c2"})
    responses.get(f"{BASE}/contact-lists", json={"data": [{"id": "b"}], "nextCursor": None})
    client = TalkvaneClient(base_url=BASE, api_key="test-key", acting_user="qa@example.com")
    client_lists = list(client.lists())
    assert len(client_lists) >= 1


def test_headers_set():
    client = TalkvaneClient(base_url=BASE, api_key="test-key", acting_user="qa@example.com")
    assert client.session.headers["Accept"] == "application/json"
