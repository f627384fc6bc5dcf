import pytest
import responses

from etl.extract.calls_v2 import BASE, CallsExtractError, fetch_calls
from datetime import datetime, timezone


@responses.activate
def test_follows_cursor():
    responses.get(f"{BASE}/calls", json={"data": [{"call_id": 1}], "next_cursor": "abc"})
    responses.get(f"{BASE}/calls", json={"data": [{"call_id": 2}], "next_cursor": None})
    rows = fetch_calls(datetime(2024, 1, 1, tzinfo=timezone.utc))
    assert [r["call_id"] for r in rows] == [1, 2]
    assert responses.calls[0].request.headers["Authorization"].startswith("Bearer dp_test_")


@responses.activate
def test_error_code_surfaced():
    responses.get(f"{BASE}/calls", status=503, json={"error": {"code": "maintenance", "message": "back soon"}})
    with pytest.raises(CallsExtractError, match="maintenance"):
        fetch_calls(datetime(2024, 1, 1, tzinfo=timezone.utc))
