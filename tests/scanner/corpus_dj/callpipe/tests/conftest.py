import os

import pytest

from callpipe import settings


@pytest.fixture(scope="module")
def vcr_config():
    return {
        "filter_headers": ["authorization", "x-api-key"],
        "record_mode": os.getenv("VCR_RECORD_MODE", "once"),
        "decode_compressed_response": True,
    }


@pytest.fixture
def cw_settings():
    return settings.Settings(
        api_key=os.getenv("CALLWRIGHT_API_KEY", "test-key"),
        acting_user="ci-bot@tidewatersolar.com",
        base_url=settings.callwright_base_url(),
        page_size=2,
    )
