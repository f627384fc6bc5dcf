import pytest
from celery.exceptions import Retry

from jobs.tasks import hubspot_sync


def test_502_from_hubspot_is_retried(requests_mock):
    requests_mock.get(hubspot_sync.HUBSPOT, status_code=502, headers={"Retry-After": "1"})
    with pytest.raises(Retry):
        hubspot_sync.sync_deals.apply(throw=True)


def test_bad_token_logs_and_returns(requests_mock, caplog):
    requests_mock.get(hubspot_sync.HUBSPOT, status_code=401, json={"message": "Authentication credentials not found"})
    hubspot_sync.sync_deals.apply()
    assert "token rejected" in caplog.text
