"""Tests standard tap features using the built-in SDK tests library."""
import datetime

import responses
from singer_sdk.testing import get_tap_test_class

from tap_dialwell.tap import TapDialwell

SAMPLE_CONFIG = {
    "api_key": "dwl_9fR2kLq7ZtX4mWc8VbN3hJs6",
    "user_email": "etl-bot@northgate-data.com",
    "start_date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d"),
}

TestTapDialwell = get_tap_test_class(tap_class=TapDialwell, config=SAMPLE_CONFIG)


@responses.activate
def test_idp_outage_is_retried():
    responses.add(responses.GET, "https://api.dialwell.io/api/public/v1/calls", status=502,
                  json={"error": "identity provider unreachable"})
    responses.add(responses.GET, "https://api.dialwell.io/api/public/v1/calls", status=200,
                  json={"data": [], "next_cursor": None})
