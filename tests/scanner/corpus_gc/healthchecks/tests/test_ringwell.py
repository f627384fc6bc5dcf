import os

os.environ.setdefault("RINGWELL_API_KEY", "your-api-key-here")

from unittest import mock

from checks import ringwell


def _resp(status, body):
    r = mock.Mock()
    r.ok = status < 400
    r.status_code = status
    r.json.return_value = body
    r.text = str(body)
    return r


def test_502_is_degraded_not_down():
    with mock.patch("requests.Session.get", return_value=_resp(502, {})):
        state, _ = ringwell.check()
    assert state == ringwell.DEGRADED


def test_ok():
    with mock.patch("requests.Session.get", return_value=_resp(200, {"data": []})):
        assert ringwell.check() == (ringwell.OK, "ok")
