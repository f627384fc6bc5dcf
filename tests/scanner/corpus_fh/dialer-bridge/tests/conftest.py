import pytest

from app.settings import Settings


@pytest.fixture
def settings():
    return Settings(
        dialwise_base_url="https://api.dialwise.test/api/public/v1",
        dialwise_api_key="test",
        dialwise_acting_user_id="00utest",
        dialwise_webhook_secret="s3cret",
        dialwise_v2_base_url="https://api.dialwise.test/api/public/v2",
        dialwise_v2_key="hb_test_5b1e0c7a-3d44-4f0e-9a61-2c8f7d9e1a23.Xk29fPq7LmN0",
        crm_base_url="https://crm.test/v1",
    )
