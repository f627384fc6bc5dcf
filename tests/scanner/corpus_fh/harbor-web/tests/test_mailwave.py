import pytest
import responses
from django.test import override_settings

from integrations.mailwave.client import MailwaveClient, MailwaveError


@responses.activate
@override_settings(MAILWAVE={"BASE_URL": "https://api.mailwave.test/v1", "API_KEY": "mw-test-key"})
def test_subscribe_error_surfaces_message():
    responses.post(
        "https://api.mailwave.test/v1/contact-lists/nl-weekly/contacts",
        json={"error": "email already subscribed"},
        status=409,
    )
    with pytest.raises(MailwaveError, match="already subscribed"):
        MailwaveClient().subscribe("nl-weekly", "a@example.com")
    assert responses.calls[0].request.headers["x-api-key"] == "mw-test-key"


@pytest.mark.vcr("mailwave_lists.yaml")
@override_settings(MAILWAVE={"BASE_URL": "https://api.mailwave.io/v1", "API_KEY": "mw-test-key"})
def test_contact_lists_from_cassette():
    lists = MailwaveClient().contact_lists()
    assert [l["name"] for l in lists] == ["Weekly digest", "Product updates"]
