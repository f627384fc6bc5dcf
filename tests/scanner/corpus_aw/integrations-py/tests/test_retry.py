from unittest import mock

import requests

from fernhub_integrations.http.retry import RetryPolicy, with_retry


def _resp(status, headers=None):
    r = requests.Response()
    r.status_code = status
    r.headers.update(headers or {})
    return r


@mock.patch("time.sleep")
def test_retries_502_then_succeeds(_sleep):
    calls = iter([_resp(502), _resp(503), _resp(200)])
    assert with_retry(lambda: next(calls)).status_code == 200


@mock.patch("time.sleep")
def test_does_not_retry_404(_sleep):
    fn = mock.Mock(return_value=_resp(404))
    assert with_retry(fn).status_code == 404
    assert fn.call_count == 1


def test_retry_after_header_respected():
    p = RetryPolicy(max_delay=60)
    assert p.delay(0, _resp(429, {"Retry-After": "7"})) == 7.0
