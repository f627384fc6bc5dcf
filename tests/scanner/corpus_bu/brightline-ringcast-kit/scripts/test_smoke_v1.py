from unittest import mock

import smoke_v1


def _resp(status, payload):
    r = mock.Mock(status_code=status)
    r.json.return_value = payload
    return r


def test_explain_user_not_found():
    r = _resp(404, {"error": "user not found"})
    assert "not provisioned" in smoke_v1.explain(r)


def test_explain_503_disabled():
    assert "disabled" in smoke_v1.explain(_resp(503, {}))


def test_explain_details():
    r = _resp(400, {"error": "validation failed", "details": [{"path": "name", "message": "required"}]})
    assert "name: required" in smoke_v1.explain(r)
