import pytest
import respx
from pydantic import SecretStr

from app.callnest.client import CallNestClient
from app.settings import CallNestSettings

BASE = "https://api.callnest.test/api/public/v1"
TEST_KEY = "cn_tE5t9aWq2ZxLmN4pRk7Ys1Vd"


@pytest.fixture
def callnest_settings() -> CallNestSettings:
    return CallNestSettings(
        base_url=BASE,
        api_key=SecretStr(TEST_KEY),
        acting_user="pytest@larkspurhealth.com",
        max_attempts=3,
    )


@pytest.fixture
def mock_callnest():
    with respx.mock(base_url=BASE, assert_all_called=False) as router:
        yield router


@pytest.fixture
async def callnest(callnest_settings):
    client = CallNestClient(callnest_settings)
    yield client
    await client.aclose()
