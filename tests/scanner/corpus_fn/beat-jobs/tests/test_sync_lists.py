from unittest import mock

import pytest

from jobs.tasks import sync_lists

CH = "https://api.callhaven.io/api/public/v1"


@pytest.fixture
def warehouse():
    with mock.patch("jobs.tasks.sync_lists.psycopg2.connect") as connect:
        cur = connect.return_value.__enter__.return_value.cursor.return_value.__enter__.return_value
        cur.fetchall.return_value = [("winback-q3", ["+15550100", "+15550101"])]
        yield cur


def test_creates_missing_list_and_pushes(requests_mock, warehouse):
    requests_mock.get(CH + "/contact-lists", json={"data": []})
    requests_mock.post(CH + "/contact-lists", json={"id": "cl_77"})
    push = requests_mock.post(CH + "/contact-lists/cl_77/contacts", json={"added": 2})
    assert sync_lists.sync_reactivation_lists.run() == 2
    assert push.called_once


def test_disabled_api_skips_run(requests_mock, warehouse):
    requests_mock.get(CH + "/contact-lists", status_code=503, json={"error": "API disabled"})
    assert sync_lists.sync_reactivation_lists.run() == 0
