def test_whoami_reads_proxy_headers(client):
    resp = client.get("/whoami", headers={"X-User-Email": "a@northwind-sales.com", "X-User-Id": "u-42"})
    assert resp.get_json() == {"email": "a@northwind-sales.com", "user_id": "u-42"}


def test_whoami_without_proxy_header_is_401(client):
    assert client.get("/whoami").status_code == 401


def test_lists_requires_group(client):
    resp = client.get("/admin/contact-lists/", headers={"X-User-Email": "a@northwind-sales.com"})
    assert resp.status_code == 403
    assert resp.get_json()["error"] == "forbidden"
