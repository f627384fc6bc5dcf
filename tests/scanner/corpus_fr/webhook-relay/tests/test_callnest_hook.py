import hashlib
import hmac
import time

from pydantic import SecretStr

from relay.app import make_app
from relay.settings import RelaySettings

SECRET = "whsec_test_only"


class FakeRedis:
    def __init__(self):
        self.items = []

    async def xadd(self, stream, fields):
        self.items.append((stream, fields))

    async def aclose(self):
        pass


def _app():
    app = make_app(RelaySettings(callnest_signing_secret=SecretStr(SECRET)))
    app.on_startup.clear()
    app["redis"] = FakeRedis()
    return app


async def test_legacy_signature_accepted(aiohttp_client):
    client = await aiohttp_client(_app())
    body = b'{"type":"call.completed","data":{"id":"c1"}}'
    sig = hmac.new(SECRET.encode(), body, hashlib.sha256).hexdigest()
    r = await client.post("/hooks/callnest", data=body, headers={"X-CallNest-Signature": sig})
    assert r.status == 204


async def test_v2_signature_accepted(aiohttp_client):
    client = await aiohttp_client(_app())
    body = b'{"type":"call.completed","data":{"id":"c2"}}'
    ts = int(time.time() * 1000)
    sig = hmac.new(SECRET.encode(), f"{ts}.".encode() + body, hashlib.sha256).hexdigest()
    r = await client.post("/hooks/callnest", data=body, headers={"Service-Signature": f"t={ts},v1={sig}"})
    assert r.status == 204


async def test_bad_signature_rejected(aiohttp_client):
    client = await aiohttp_client(_app())
    r = await client.post("/hooks/callnest", data=b"{}", headers={"Service-Signature": "t=1,v1=deadbeef"})
    assert r.status == 401
