import hashlib
import hmac
import json

from app.webhooks import SIGNATURE_HEADER


def _sign(body: bytes, secret: str = "s3cret") -> str:
    return hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def test_valid_signature_accepted(client):
    body = json.dumps({"type": "contact_list.updated", "contact_list_id": "cl_1"}).encode()
    resp = client.post("/hooks/dialpond", data=body, headers={SIGNATURE_HEADER: _sign(body)},
                       content_type="application/json")
    assert resp.status_code == 204


def test_bad_signature_rejected(client):
    resp = client.post("/hooks/dialpond", data=b"{}", headers={SIGNATURE_HEADER: "nope"},
                       content_type="application/json")
    assert resp.status_code == 401


def test_github_requires_signature(client):
    resp = client.post("/hooks/github", data=b"{}")
    assert resp.status_code == 401
