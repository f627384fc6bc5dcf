import pytest
import responses

from dialer_sync.vendors import mailchimp


@responses.activate
def test_members_503_raises(monkeypatch):
    monkeypatch.setattr(mailchimp.settings, "MAILCHIMP_SERVER", "us14")
    responses.add(responses.GET, "https://us14.api.mailchimp.com/3.0/lists/abc123/members", status=503)
    with pytest.raises(mailchimp.MailchimpError):
        mailchimp.list_members("abc123")


@responses.activate
def test_unsubscribe_error_uses_detail():
    responses.add(responses.PATCH,
                  "https://us14.api.mailchimp.com/3.0/lists/abc123/members/0c83f57c786a0b4a39efab23731c7ebc",
                  status=400, json={"title": "Invalid Resource", "detail": "bad email"})
    with pytest.raises(mailchimp.MailchimpError, match="bad email"):
        mailchimp.unsubscribe("abc123", "Someone@Example.com")
