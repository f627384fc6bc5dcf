import pytest


@pytest.fixture(autouse=True)
def ringlane_settings(settings):
    settings.RINGLANE = {
        "BASE_URL": "https://ringlane.test/api",
        "API_KEY": "test-key",
        "ACTING_USER": "bot@example.com",
        "WEBHOOK_SECRET": "whsec-test",
        "TIMEOUT": 1.0,
    }
    return settings.RINGLANE
