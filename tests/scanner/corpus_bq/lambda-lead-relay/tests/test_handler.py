import hashlib
import hmac
import json
from unittest.mock import patch

from relay import handler

SECRET = "test-signing-secret"


def _event(body: dict, sig: str | None = None):
    raw = json.dumps(body)
    sig = sig or hmac.new(SECRET.encode(), raw.encode(), hashlib.sha256).hexdigest()
    return {"rawPath": "/callvane", "headers": {"X-Callvane-Signature": sig}, "body": raw}


@patch.object(handler, "_param", return_value=SECRET)
def test_rejects_bad_signature(_):
    resp = handler.handle_callvane(_event({"outcome": "no_answer"}, sig="deadbeef"))
    assert resp["statusCode"] == 401


@patch.object(handler, "_param", return_value=SECRET)
def test_ignores_answered_calls(_):
    resp = handler.handle_callvane(_event({"outcome": "answered"}))
    assert json.loads(resp["body"]) == {"ignored": True}


def test_unknown_route_returns_404_json():
    resp = handler.lambda_handler.__wrapped__({"rawPath": "/nope"}, None)
    assert resp["statusCode"] == 404
