import pytest

from sync_worker import config, tasks

URL = "https://api.ringvale.test/api/public/v1"


@pytest.fixture(autouse=True)
def _cfg(monkeypatch):
    monkeypatch.setattr(config, "RINGVALE_URL", URL)
    monkeypatch.setattr(config, "RINGVALE_KEY", "k")


def test_push_leads_skips_unknown_owner(requests_mock):
    requests_mock.post(
        f"{URL}/contact-lists/9/contacts",
        status_code=404,
        json={"error": "user not found"},
    )
    assert tasks.push_leads_to_dialer.run(9, ["+15550100"], "ghost@tallowbrook.com") is None
    assert requests_mock.last_request.headers["x-user-email"] == "ghost@tallowbrook.com"


def test_newsletter_sync_503_is_retried(requests_mock):
    requests_mock.post("https://api.postwise.test/v1/contact-lists/all/members", status_code=503)
    with pytest.raises(Exception):
        tasks.sync_newsletter_segment.run("all")


def test_purge_list(requests_mock):
    requests_mock.delete(f"{URL}/contact-lists/55", status_code=204)
    tasks.purge_dialer_list(55)
