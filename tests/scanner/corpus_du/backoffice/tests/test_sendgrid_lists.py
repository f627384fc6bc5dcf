from backoffice.integrations.sendgrid_lists import SENDGRID_API, SendGridLists


def test_503_returns_empty_job(requests_mock):
    requests_mock.put(f"{SENDGRID_API}/marketing/contacts", status_code=503)
    assert SendGridLists("SG.test").upsert_contacts("list-1", []) == ""


def test_delete_missing_list_is_noop(requests_mock):
    requests_mock.delete(f"{SENDGRID_API}/marketing/lists/abc", status_code=404)
    SendGridLists("SG.test").delete_list("abc")
