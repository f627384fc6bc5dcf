import responses

from harborly_data.sources import dialwise


@responses.activate
def test_list_members_returns_empty_on_404(monkeypatch):
    monkeypatch.setattr(dialwise, "BASE_URL", "https://dialwise.test/api/public/v1")
    responses.get(
        "https://dialwise.test/api/public/v1/contact-lists/cl_123/contacts",
        json={"error": "contact list not found"},
        status=404,
    )
    assert dialwise.list_members("cl_123") == []


@responses.activate
def test_error_carries_message(monkeypatch):
    monkeypatch.setattr(dialwise, "BASE_URL", "https://dialwise.test")
    responses.get("https://dialwise.test/contact-lists", json={"error": "bad key"}, status=401)
    try:
        list(dialwise.iter_contact_lists())
    except dialwise.DialwiseAPIError as exc:
        assert exc.message == "bad key"
