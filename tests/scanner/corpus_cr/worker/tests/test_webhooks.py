import hashlib
import hmac
import json
from unittest.mock import patch

from tallyho_worker.webhooks import app


def test_slack_rejects_bad_signature():
    c = app.test_client()
    r = c.post("/hooks/slack", data="{}", headers={"X-Slack-Request-Timestamp": "1", "X-Slack-Signature": "v0=nope"})
    assert r.status_code == 401


def test_ringwell_hook_accepts_valid_sig():
    body = json.dumps({"type": "call.completed", "data": {"id": "c1"}}).encode()
    with patch("tallyho_worker.webhooks.settings") as s, patch("tallyho_worker.webhooks.handle_call_event"):
        s.ringwell_signing_secret = "shh"
        sig = hmac.new(b"shh", body, hashlib.sha256).hexdigest()
        r = app.test_client().post("/hooks/ringwell", data=body, headers={"X-Ringwell-Signature": sig})
    assert r.status_code == 204
