import pytest

from lead_router.dialfield import DialfieldClient

_KEEP_HEADERS = {"accept", "content-type", "user-agent"}


def _scrub(request):
    for name in list(request.headers):
        if name.lower() not in _KEEP_HEADERS:
            del request.headers[name]
    return request


@pytest.fixture(scope="module")
def vcr_config():
    return {
        "before_record_request": _scrub,
        "decode_compressed_response": True,
        "match_on": ["method", "scheme", "host", "path", "query"],
    }


@pytest.fixture
def client():
    return DialfieldClient(api_key="test-key", acting_email="automation@northbeamoutdoor.com")
