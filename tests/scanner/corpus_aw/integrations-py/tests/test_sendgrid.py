import responses

from fernhub_integrations.vendors.sendgrid import SENDGRID_BASE, SendGridClient


@responses.activate
def test_create_contact_list():
    responses.post(f"{SENDGRID_BASE}/marketing/lists", json={"id": "abc", "name": "Q3 webinar"})
    assert SendGridClient().create_contact_list("Q3 webinar")["id"] == "abc"
    assert responses.calls[0].request.headers["Authorization"] == "Bearer SG.test-key"


@responses.activate
def test_list_not_found_message():
    responses.delete(f"{SENDGRID_BASE}/marketing/lists/nope", status=404,
                     json={"errors": [{"field": None, "message": "list not found"}]})
    try:
        SendGridClient().delete_contact_list("nope")
    except Exception as e:  # noqa: BLE001
        assert "list not found" in str(e)
