import pytest
import responses

from dialer_sync.client import RinglaneV2
from dialer_sync.errors import RinglaneProblem

BASE = "https://api.ringlane.test/api/public/v2"


@responses.activate
def test_create_call_task_uses_bearer():
    responses.add(responses.POST, f"{BASE}/call-tasks", json={"id": "ct_1"}, status=201)
    RinglaneV2(key="unit-test-token", base_url=BASE).create_call_task("+447700900777", "u1", "x", "o1")
    assert responses.calls[0].request.headers["Authorization"] == "Bearer unit-test-token"


@responses.activate
def test_user_not_found_code():
    responses.add(
        responses.POST,
        f"{BASE}/call-tasks",
        json={"error": {"code": "user_not_found", "message": "owner u9 unknown"}},
        status=404,
    )
    with pytest.raises(RinglaneProblem) as ei:
        RinglaneV2(key="unit-test-token", base_url=BASE).create_call_task("+44", "u9", "x", "o1")
    assert ei.value.code == "user_not_found"
    assert not ei.value.retryable
