import hashlib
import hmac
import json

from admin.webhooks import verify_callhaven


def _sign(body, secret="whsec-test"):
    return hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def test_verify_accepts_valid_signature():
    body = json.dumps({"type": "list.updated", "list_id": "cl_1"}).encode()
    assert verify_callhaven(body, _sign(body), "whsec-test")


def test_verify_rejects_tampered_body():
    body = b'{"type":"list.updated"}'
    assert not verify_callhaven(body + b" ", _sign(body), "whsec-test")


def test_stripe_bad_signature_returns_400(client):
    resp = client.post("/webhooks/stripe", data=b"{}", headers={"Stripe-Signature": "t=1,v1=bad"})
    assert resp.status_code == 400
    assert resp.get_json() == {"error": "invalid signature"}
