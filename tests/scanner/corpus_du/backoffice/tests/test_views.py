def test_requires_sso_header(client):
    assert client.get("/api/campaigns/").status_code == 401


def test_create_and_list(client):
    hdrs = {"X-User-Email": "ana@harborline.example"}
    r = client.post("/api/campaigns/", json={"name": "Spring promo"}, headers=hdrs)
    assert r.status_code == 201
    r = client.get("/api/campaigns/", headers=hdrs)
    assert [c["name"] for c in r.get_json()] == ["Spring promo"]


def test_unknown_route_returns_flat_error(client):
    r = client.get("/api/campaigns/999/nope", headers={"X-User-Email": "ana@harborline.example"})
    assert r.status_code == 404
    assert r.get_json()["error"] == "not found"
