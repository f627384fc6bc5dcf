import json

import agent_api.app as app


class FakeTable:
    def __init__(self, items):
        self.items = items

    def get_item(self, Key):
        return {"Item": self.items[Key["email"]]} if Key["email"] in self.items else {}


def test_missing_header_is_400(monkeypatch):
    monkeypatch.setattr(app, "agents", FakeTable({}))
    assert app.handler({"headers": {}}, None)["statusCode"] == 400


def test_unknown_agent_is_404_user_not_found(monkeypatch):
    monkeypatch.setattr(app, "agents", FakeTable({}))
    out = app.handler({"headers": {"X-User-Email": "nobody@harborline.com"}}, None)
    assert out["statusCode"] == 404
    assert json.loads(out["body"])["error"] == "user not found"
