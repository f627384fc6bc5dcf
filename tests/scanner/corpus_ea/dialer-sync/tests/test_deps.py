from fastapi.testclient import TestClient

from app.main import app

client = TestClient(app)


def test_internal_routes_require_forwarded_identity():
    resp = client.post("/internal/segments/seg-1/sync")
    assert resp.status_code == 401


def test_forwarded_identity_is_lowercased(monkeypatch):
    seen = {}

    async def fake_sync(self, segment_id):
        seen["user"] = self._acting_user
        return {"segment_id": segment_id}

    monkeypatch.setattr("app.services.sync.SegmentSyncService.sync", fake_sync)
    resp = client.post("/internal/segments/seg-1/sync", headers={"X-User-Email": "Ops.Lead@Quillfield.co.uk"})
    assert resp.status_code == 200
    assert seen["user"] == "ops.lead@quillfield.co.uk"
