from unittest import mock

import pytest

from jobs.common.ringlane_http import ListPushError, post_batch


def _resp(status, body=None):
    r = mock.Mock(status_code=status, content=b"x")
    r.json.return_value = body or {}
    return r


def test_retries_on_502_then_succeeds(monkeypatch):
    monkeypatch.setattr("time.sleep", lambda s: None)
    s = mock.Mock()
    s.post.side_effect = [_resp(502), _resp(200)]
    post_batch(s, "http://x/lists/1/contacts", ["+15555550100"])
    assert s.post.call_count == 2


def test_field_errors_parsed():
    e = ListPushError(400, {"error": "validation failed", "details": [{"path": "contacts[0].phone", "message": "invalid"}]})
    assert e.field_errors() == {"contacts[0].phone": "invalid"}


def test_raises_on_400():
    s = mock.Mock()
    s.post.return_value = _resp(400, {"error": "bad"})
    with pytest.raises(ListPushError):
        post_batch(s, "http://x", ["1"])
