import pytest
import respx

from quill_ringstead import RingsteadClient, RingsteadSettings
from quill_ringstead.retry import NO_RETRY

BASE = "https://ringstead.test/api/public/v1"


@pytest.fixture
def settings():
    return RingsteadSettings(
        api_key="test-key-not-real",
        host="https://ringstead.test",
        acting_user_email="rep@quillmetric.com",
        webhook_secret="whsec_test",
    )


@pytest.fixture
def client(settings):
    with RingsteadClient(settings, policy=NO_RETRY) as c:
        yield c


@pytest.fixture
def mock_api():
    with respx.mock(base_url=BASE, assert_all_called=False) as router:
        yield router
