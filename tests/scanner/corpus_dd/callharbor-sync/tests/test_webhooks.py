import hashlib
import hmac

from chsync.webhooks import app


def test_healthz_echoes_caller():
    c = app.test_client()
    r = c.get("/healthz", headers={"X-User-Email": "ops@brightlane.co"})
    assert r.json["caller"] == "ops@brightlane.co"


def test_stripe_rejects_garbage(monkeypatch):
    monkeypatch.setenv("STRIPE_WEBHOOK_SECRET", "whsec_test")
    r = app.test_client().post("/hooks/stripe", data=b"{}", headers={"Stripe-Signature": "t=1,v1=00"})
    assert r.status_code == 400
    assert r.json == {"error": "invalid signature"}


def test_404_for_unknown_route():
    assert app.test_client().get("/hooks/nope").status_code == 404


def test_hmac_helper_matches_python():
    assert hmac.new(b"s", b"x", hashlib.sha256).hexdigest() == hmac.new(b"s", b"x", "sha256").hexdigest()
