import pytest
from pydantic import SecretStr

from app.config import Settings, get_settings
from app.main import app


@pytest.fixture
def settings() -> Settings:
    return Settings(
        ringlane_api_key=SecretStr("test-key"),
        ringlane_acting_user_id="auth0|test",
        ringlane_webhook_secret=SecretStr("hook-secret"),
        crm_token=SecretStr("crm-token"),
    )


@pytest.fixture(autouse=True)
def _override_settings(settings: Settings):
    app.dependency_overrides[get_settings] = lambda: settings
    yield
    app.dependency_overrides.clear()
