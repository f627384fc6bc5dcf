import pytest
import responses

from quill_data.dialwave.client import DialwaveClient
from quill_data.dialwave.errors import DialwaveDisabledError, DialwaveError

LISTS_URL = "https://api.dialwave.io/api/public/v1/contact-lists"


@responses.activate
def test_503_raises_disabled():
    responses.get(LISTS_URL, status=503, json={"error": "API disabled on the server"})
    with pytest.raises(DialwaveDisabledError):
        DialwaveClient(base_url="https://api.dialwave.io/api/public/v1").get("/contact-lists")


@responses.activate
def test_400_is_generic_error():
    responses.get(LISTS_URL, status=400, json={"error": "missing user"})
    with pytest.raises(DialwaveError):
        DialwaveClient(base_url=LISTS_URL.rsplit("/", 1)[0]).get("/contact-lists?page=2")
