import pytest
import respx
from pydantic import SecretStr

from app.config import Settings

RINGLANE_BASE = "https://api.ringlane.test/api/public/v1"


@pytest.fixture
def settings() -> Settings:
    return Settings(
        ringlane_host="https://api.ringlane.test",
        ringlane_api_key=SecretStr("test-key"),
        ringlane_acting_user="tester@quillfield.co.uk",
        ringlane_webhook_secret=SecretStr("whsec-test"),
    )


@pytest.fixture
def ringlane_mock():
    with respx.mock(base_url=RINGLANE_BASE, assert_all_called=False) as mock:
        yield mock
