import pytest
from click.testing import CliRunner

from chctl.cli import main

URL = "https://api.callhaven.io/api/public/v1/contact-lists"


@pytest.fixture(autouse=True)
def env(monkeypatch, tmp_path):
    monkeypatch.setenv("CHCTL_CONFIG", str(tmp_path / "none.toml"))
    monkeypatch.setenv("CALLHAVEN_API_KEY", "dummy")
    monkeypatch.setenv("CALLHAVEN_AS", "qa@northwind-sales.com")


def test_ls(requests_mock):
    requests_mock.get(URL, json={"data": [{"id": "cl_1", "name": "Inbound", "size": 3}]})
    result = CliRunner().invoke(main, ["lists", "ls"])
    assert result.exit_code == 0
    assert "cl_1" in result.output


def test_validation_error_prints_details(requests_mock):
    requests_mock.post(URL + "/cl_1/contacts", status_code=400,
                       json={"error": "invalid contacts", "details": [{"path": "contacts[0].phone", "message": "not E.164"}]})
    result = CliRunner().invoke(main, ["lists", "add", "cl_1", "5550100"])
    assert result.exit_code == 1
    assert "contacts[0].phone: not E.164" in result.output


def test_user_not_found_message(requests_mock):
    requests_mock.get(URL, status_code=404, json={"error": "user not found"})
    result = CliRunner().invoke(main, ["lists", "ls"])
    assert result.exit_code == 1
