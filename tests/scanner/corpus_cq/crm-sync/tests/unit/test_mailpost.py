import responses

from crm_sync.email.mailpost import MailpostClient


@responses.activate
def test_subscribe_returns_false_on_404(monkeypatch):
    monkeypatch.setenv("MAILPOST_API_KEY", "mp-test")
    responses.post(
        "https://api.mailpost.dev/v1/contact-lists/nurture-2024/contacts",
        json={"error": "list not found"},
        status=404,
    )
    assert MailpostClient().subscribe("nurture-2024", "a@b.co", "A") is False
