from unittest import mock

import pytest

from reports import export_contact_lists as ecl


def _resp(status, payload):
    r = mock.Mock()
    r.status_code = status
    r.ok = status < 400
    r.json.return_value = payload
    return r


def test_get_retries_on_bad_gateway(monkeypatch):
    monkeypatch.setattr(ecl.time, "sleep", lambda s: None)
    s = mock.Mock()
    s.get.side_effect = [_resp(502, {}), _resp(200, {"data": []})]
    assert ecl._get(s, "/calls") == {"data": []}


def test_get_exits_when_acting_user_missing():
    s = mock.Mock()
    s.get.return_value = _resp(404, {"message": "gone"})
    with pytest.raises(RuntimeError):
        ecl._get(s, "/calls")
