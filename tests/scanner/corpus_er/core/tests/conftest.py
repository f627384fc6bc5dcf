import pytest
import responses as responses_lib

RINGBOLT_TEST_BASE = "https://api.ringbolt.test/api/public/v1"


@pytest.fixture
def mocked_responses():
    with responses_lib.RequestsMock(assert_all_requests_are_fired=False) as rsps:
        yield rsps


@pytest.fixture
def ringbolt_base():
    return RINGBOLT_TEST_BASE
