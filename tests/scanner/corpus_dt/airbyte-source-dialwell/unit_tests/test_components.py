import pytest
import requests

from source_dialwell.components import ContactEntryExtractor


def _response(status, payload):
    r = requests.Response()
    r.status_code = status
    r._content = __import__("json").dumps(payload).encode()
    return r


def test_extracts_entries():
    ex = ContactEntryExtractor()
    out = list(ex.extract_records(_response(200, {"data": [{"list_id": 7, "phone_number": "+15550100"}]})))
    assert out[0]["phone"] == "+15550100"


def test_raises_on_502_body():
    ex = ContactEntryExtractor()
    with pytest.raises(RuntimeError):
        list(ex.extract_records(_response(502, {"error": "identity provider unreachable"})))
