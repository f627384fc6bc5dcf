import pytest

from lead_router.dialfield import DialfieldUserNotFound


@pytest.mark.vcr
def test_create_contact_list(client):
    created = client.create_contact_list("Spring demo requests")
    assert created["id"] == 5120
    assert created["name"] == "Spring demo requests"


@pytest.mark.vcr
def test_add_contacts_returns_count(client):
    result = client.add_contacts(5120, [{"phone": "+15035550142", "name": "Dana Ruiz"}])
    assert result["added"] == 1
    assert client.get_contact_list(5120)["contact_count"] == 1


@pytest.mark.vcr
def test_user_not_found_raises_404(client):
    with pytest.raises(DialfieldUserNotFound) as exc:
        client.list_contact_lists()
    assert exc.value.status == 404
    assert exc.value.message == "user not found"


def test_retry_statuses_include_rate_limit():
    from lead_router.dialfield import constants

    assert 429 in constants.RETRYABLE_STATUSES
