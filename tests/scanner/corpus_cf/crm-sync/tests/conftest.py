import pytest


@pytest.fixture(autouse=True)
def dialwise_settings(settings):
    settings.DIALWISE_BASE_URL = "https://api.dialwise.io/api/public/v1"
    settings.DIALWISE_API_KEY = "test-key"
    settings.DIALWISE_ACTING_USER = "tester@northpeaksolar.com"
    settings.DIALWISE_WEBHOOK_SECRET = "whsec-test"
    settings.DIALWISE_TIMEOUT = 1
