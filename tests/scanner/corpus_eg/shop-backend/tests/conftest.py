import pytest
import responses as responses_lib

from crm.services.ringlane.client import get_client

RINGLANE_TEST_BASE = "https://api.ringlane.test/api/public/v1"


@pytest.fixture(autouse=True)
def ringlane_settings(settings):
    settings.RINGLANE_BASE_URL = RINGLANE_TEST_BASE
    settings.RINGLANE_API_KEY = "test-key"
    settings.RINGLANE_WEBHOOK_SECRET = "whsec-test"
    settings.RINGLANE_DEFAULT_ACTING_EMAIL = "sales-ops@example.test"
    get_client.cache_clear()
    yield
    get_client.cache_clear()


@pytest.fixture
def mocked():
    with responses_lib.RequestsMock(assert_all_requests_are_fired=False) as rsps:
        yield rsps


@pytest.fixture
def rep_user(django_user_model):
    return django_user_model.objects.create_user("rep", email="rep@brindlewood.shop", password="x")
